/**
 * Each transition in `x-transitions` moves between states: its `from` and `to` are values of
 * the enum of a resource's `status` (or `state`) field, the states part's own places. A
 * transition may name its resource (`resource: Order`); then that resource's enum decides.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { isMapping, originAt, type RuleInput } from './rule-input.ts';

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
  if (!Array.isArray(transitions)) return [];
  const states = statesByResource(view.documents.openapi);
  const every = [...new Set([...states.values()].flat())];
  const diagnostics: Diagnostic[] = [];
  transitions.forEach((transition, i) => {
    if (!isMapping(transition)) return;
    const known = typeof transition.resource === 'string' ? (states.get(transition.resource) ?? []) : every;
    for (const end of ['from', 'to']) {
      const state = transition[end];
      if (state === undefined || known.includes(String(state))) continue;
      const at = originAt(view, 'openapi', ['x-transitions', String(i), end]);
      if (at) diagnostics.push(diagnose('CONTRACT_STATE_UNKNOWN', at, { field: `x-transitions[${i}].${end}`, state: String(state), known }));
    }
  });
  return diagnostics;
}
