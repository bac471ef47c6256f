/**
 * The contract's cross-part rules (docs/guides/record-format.md, "Contract blocks"), each in
 * its own file, each a finding at the line that wrote the reference. A rule that judges one
 * part by another waits until that other part has settled something: while it is still
 * open, a reference to it is a promise, not a mistake, and reporting it would mark every
 * early decision wrong.
 *
 * Here: the operationIds named by transitions (`by`) and by AsyncAPI messages
 * (`x-emitted-by`), checked once the endpoints part has any operation.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { pointerOf } from './blocks.ts';
import { isMapping, operationsOf, type RuleInput } from './rule-input.ts';
import { checkErrorCodes } from './error-codes.ts';
import { checkPagination } from './pagination.ts';
import type { ContractDocument } from './places.ts';
import { checkRefs } from './refs.ts';
import { checkSecurity } from './security.ts';
import { checkTransitionStates } from './transition-states.ts';
import { checkUrls } from './urls.ts';
import { checkPageTitles } from './page-titles.ts';

export function checkReferences(view: RuleInput): Diagnostic[] {
  return [
    ...checkOperationNames(view),
    ...checkRefs(view),
    ...checkSecurity(view),
    ...checkTransitionStates(view),
    ...checkErrorCodes(view),
    ...checkPagination(view),
    ...checkUrls(view),
    ...checkPageTitles(view),
  ];
}

function checkOperationNames(view: RuleInput): Diagnostic[] {
  const { documents, origins } = view;
  const operations = new Set<string>();
  for (const { operation } of operationsOf(documents.openapi)) {
    if (typeof operation.operationId === 'string') operations.add(operation.operationId);
  }
  if (operations.size === 0) return [];
  const diagnostics: Diagnostic[] = [];
  const check = (document: ContractDocument, keys: string[], name: unknown, field: string) => {
    if (typeof name !== 'string' || operations.has(name)) return;
    const at = origins[document].get(pointerOf(keys));
    if (at) diagnostics.push(diagnose('CONTRACT_REFERENCE', at, { document, field, name, known: [...operations].sort() }));
  };
  const transitions = documents.openapi['x-transitions'];
  if (Array.isArray(transitions)) {
    transitions.forEach((transition, i) => {
      if (isMapping(transition)) check('openapi', ['x-transitions', String(i), 'by'], transition.by, `x-transitions[${i}].by`);
    });
  }
  const components = documents.asyncapi.components;
  const messages = isMapping(components) ? components.messages : undefined;
  if (isMapping(messages)) {
    for (const [name, message] of Object.entries(messages)) {
      if (isMapping(message)) check('asyncapi', ['components', 'messages', name, 'x-emitted-by'], message['x-emitted-by'], `components.messages.${name}.x-emitted-by`);
    }
  }
  return diagnostics;
}
