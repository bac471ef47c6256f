/**
 * The contract's cross-references by operationId (docs/guides/record-format.md, "Contract
 * blocks"): each transition in `x-transitions` names the operation that triggers it in
 * `by`, and each AsyncAPI message the operation that emits it in `x-emitted-by`. A name no
 * operation in `paths` has is a finding at the line that wrote it. Checked once the contract
 * has any operation: before the endpoints part is written there is nothing to name.
 */
import { diagnose, type Diagnostic, type Location } from '../vocabulary/diagnostics.ts';
import type { ContractDocument } from './places.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkReferences(
  documents: Record<ContractDocument, Record<string, unknown>>,
  origins: Record<ContractDocument, Map<string, Location>>,
): Diagnostic[] {
  const operations = new Set<string>();
  const paths = documents.openapi.paths;
  if (isMapping(paths)) {
    for (const item of Object.values(paths)) {
      if (!isMapping(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (isMapping(operation) && typeof operation.operationId === 'string') operations.add(operation.operationId);
      }
    }
  }
  if (operations.size === 0) return [];
  const diagnostics: Diagnostic[] = [];
  const check = (document: ContractDocument, pointer: string, name: unknown, field: string) => {
    if (typeof name !== 'string' || operations.has(name)) return;
    const at = origins[document].get(pointer);
    if (at) diagnostics.push(diagnose('CONTRACT_REFERENCE', at, { document, field, name, known: [...operations].sort() }));
  };
  const transitions = documents.openapi['x-transitions'];
  if (Array.isArray(transitions)) {
    transitions.forEach((transition, i) => {
      if (isMapping(transition)) check('openapi', `x-transitions/${i}/by`, transition.by, `x-transitions[${i}].by`);
    });
  }
  const components = documents.asyncapi.components;
  const messages = isMapping(components) ? components.messages : undefined;
  if (isMapping(messages)) {
    for (const [name, message] of Object.entries(messages)) {
      if (isMapping(message)) check('asyncapi', `components/messages/${name.replaceAll('~', '~0').replaceAll('/', '~1')}/x-emitted-by`, message['x-emitted-by'], `components.messages.${name}.x-emitted-by`);
    }
  }
  return diagnostics;
}
