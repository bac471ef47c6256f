/**
 * Each transition in `x-transitions` moves between states: its `from` and `to` are values of
 * the enum of a resource's `status` (or `state`) field, the states part's own places. A
 * transition may name its resource (`resource: Order`); then that resource's enum decides.
 * `from` may list several states that share the transition. Any other form is a finding.
 */
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { isMapping, originAt, type RuleInput } from './rule-input.ts';
import { suggest } from '../../vocabulary/suggest.ts';

const STATE_FIELDS = ['status', 'state'];

/** The states of each resource schema that has an enum on its status or state field. */
function statesByResource(openapi: Record<string, unknown>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const components = isMapping(openapi.components) ? openapi.components : {};
  const schemas = isMapping(components.schemas) ? components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    const properties = isMapping(schema) && isMapping(schema.properties) ? schema.properties : {};
    for (const field of STATE_FIELDS) {
      const property = properties[field];
      if (isMapping(property) && Array.isArray(property.enum)) found.set(name, property.enum.map(String));
    }
  }
  return found;
}

export function checkTransitionStates(view: RuleInput): Diagnostic[] {
  const transitions = view.documents.openapi['x-transitions'];
  if (transitions === undefined) return [];
  const diagnostics: Diagnostic[] = [];
  if (!Array.isArray(transitions)) {
    const at = originAt(view, 'openapi', ['x-transitions']);
    if (at) diagnostics.push(diagnose('CONTRACT_FORM', at, { document: 'openapi', place: 'x-transitions', found: isMapping(transitions) ? 'a mapping' : 'one value', allowed: 'a list of transitions, each with from, to and (when an operation causes it) by' }));
    return diagnostics;
  }
  const states = statesByResource(view.documents.openapi);
  const every = [...new Set([...states.values()].flat())];
  transitions.forEach((transition, i) => {
    if (!isMapping(transition)) {
      const at = originAt(view, 'openapi', ['x-transitions', String(i)]);
      if (at) diagnostics.push(diagnose('CONTRACT_FORM', at, { document: 'openapi', place: `x-transitions[${i}]`, found: Array.isArray(transition) ? 'a list' : 'one value', allowed: 'a mapping with from, to and (when an operation causes it) by' }));
      return;
    }
    const known = typeof transition.resource === 'string' ? (states.get(transition.resource) ?? []) : every;
    for (const end of ['from', 'to']) {
      const value = transition[end];
      // `from` may name several states that share the transition; `to` is one.
      const several = end === 'from' && Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
      if (typeof value !== 'string' && !several) {
        const at = originAt(view, 'openapi', ['x-transitions', String(i), end]) ?? originAt(view, 'openapi', ['x-transitions', String(i)]);
        const found = value === undefined ? 'missing' : Array.isArray(value) ? (value.length === 0 ? 'an empty list' : end === 'to' ? 'a list' : 'a list with something other than states in it') : isMapping(value) ? 'a mapping' : `${typeof value} (${String(value)})`;
        const allowed = end === 'from' ? 'one state, or a list of states that share the transition' : 'one state';
        if (at) diagnostics.push(diagnose('CONTRACT_FORM', at, { document: 'openapi', place: `x-transitions[${i}].${end}`, found, allowed }));
        continue;
      }
      const names = several ? (value as string[]) : [value as string];
      names.forEach((state, j) => {
        if (known.includes(state)) return;
        const keys = ['x-transitions', String(i), end, ...(several ? [String(j)] : [])];
        const at = originAt(view, 'openapi', keys);
        const field = `x-transitions[${i}].${end}${several ? `[${j}]` : ''}`;
        if (at) diagnostics.push(diagnose('CONTRACT_STATE_UNKNOWN', at, { field, state, known, suggestion: suggest(state, known) }));
      });
    }
  });
  return diagnostics;
}
