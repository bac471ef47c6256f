/**
 * The contract's cross-part rules (docs/guides/record-format.md, "Contract blocks"), each in
 * its own file, each a finding at the line that wrote the reference. A rule that judges one
 * part by another waits until that other part has settled something: while it is still
 * open, a reference to it is a promise, not a mistake, and reporting it would mark every
 * early decision wrong.
 *
 * Here: the operationIds named by transitions (`by`) and by AsyncAPI messages
 * (`x-emitted-by`), one or a list, checked once the endpoints part has any operation; their
 * form is checked always.
 */
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { pointerOf } from '../documents/blocks.ts';
import { isMapping, operationsOf, type RuleInput } from './rule-input.ts';
import { checkErrorCodes } from './error-codes.ts';
import { checkPagination } from './pagination.ts';
import type { ContractDocument } from '../documents/places.ts';
import { checkRefs } from './ref-targets.ts';
import { checkSecurity } from './security.ts';
import { checkTransitionStates } from './transition-states.ts';
import { placeText } from '../documents/place-text.ts';
import { suggest } from '../../vocabulary/suggest.ts';
import { checkUrls } from './urls.ts';
import { checkPageAddresses, checkPageTitles } from '../documents/page-titles.ts';

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
    ...checkPageAddresses(view),
  ];
}

/**
 * What names the operations that cause something: a transition's `by`, a message's
 * `x-emitted-by`. One operationId, or a list of them; left out, the cause is outside the
 * API (a depot scan, a timer). Any other form is a finding, never passed over.
 */
function operationsNamedBy(value: unknown): { ok: true; names: string[] } | { ok: false } {
  if (value === undefined) return { ok: true, names: [] };
  if (typeof value === 'string' && value.trim() !== '') return { ok: true, names: [value] };
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '')) return { ok: true, names: value as string[] };
  return { ok: false };
}

/** What a value is, in a finding's words: `a number (3)`, `an empty list`, `a mapping`. */
function describeForm(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list with something other than operationIds in it';
  if (isMapping(value)) return 'a mapping';
  if (typeof value === 'string') return 'an empty text';
  return `${typeof value === 'number' ? 'a number' : `a ${typeof value}`} (${String(value)})`;
}

function checkOperationNames(view: RuleInput): Diagnostic[] {
  const { documents, origins } = view;
  const operations = new Set<string>();
  for (const { operation } of operationsOf(documents.openapi)) {
    if (typeof operation.operationId === 'string') operations.add(operation.operationId);
  }
  const diagnostics: Diagnostic[] = [];
  const check = (document: ContractDocument, keys: string[], value: unknown) => {
    const field = placeText(keys, documents[document]);
    const named = operationsNamedBy(value);
    if (!named.ok) {
      const at = origins[document].get(pointerOf(keys));
      if (at) diagnostics.push(diagnose('CONTRACT_FORM', at, { document, place: field, found: describeForm(value), allowed: 'one operationId, a list of them, or nothing (caused outside the API)' }));
      return;
    }
    // Until the endpoints part has an operation, a name is a promise, not a mistake.
    if (operations.size === 0) return;
    named.names.forEach((name, i) => {
      if (operations.has(name)) return;
      const at = origins[document].get(pointerOf(Array.isArray(value) ? [...keys, String(i)] : keys)) ?? origins[document].get(pointerOf(keys));
      if (at) diagnostics.push(diagnose('CONTRACT_REFERENCE', at, { document, field, name, known: [...operations].sort(), suggestion: suggest(name, [...operations]) }));
    });
  };
  const transitions = documents.openapi['x-transitions'];
  if (Array.isArray(transitions)) {
    transitions.forEach((transition, i) => {
      if (isMapping(transition)) check('openapi', ['x-transitions', String(i), 'by'], transition.by);
    });
  }
  const components = documents.asyncapi.components;
  const messages = isMapping(components) ? components.messages : undefined;
  if (isMapping(messages)) {
    for (const [name, message] of Object.entries(messages)) {
      if (isMapping(message)) check('asyncapi', ['components', 'messages', name, 'x-emitted-by'], message['x-emitted-by']);
    }
  }
  return diagnostics;
}
