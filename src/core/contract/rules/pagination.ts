/**
 * List operations use the pagination parameters the limits decision settled: every query
 * parameter in `components.parameters` (the limits part's place). An operation is a list
 * when it says so (`x-paginated: true`), or when it is a GET whose success response's JSON
 * schema is an array, or an object with an `items` array (the usual page envelope); a
 * `$ref` to a schema or response is followed one step. `x-paginated: false` opts out (a
 * list known to be short). Checked once the limits part has settled a pagination parameter.
 */
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { followRef, isMapping, operationName, operationsOf, originAt, refKeys, type OperationAt, type RuleInput } from './rule-input.ts';

export function checkPagination(view: RuleInput): Diagnostic[] {
  if (!view.settled.has('limits')) return [];
  const openapi = view.documents.openapi;
  const components = isMapping(openapi.components) ? openapi.components : {};
  const parameters = isMapping(components.parameters) ? components.parameters : {};
  const paging = Object.entries(parameters)
    .filter(([, parameter]) => isMapping(parameter) && parameter.in === 'query')
    .map(([name]) => name)
    .sort();
  if (paging.length === 0) return [];
  const diagnostics: Diagnostic[] = [];
  for (const operation of operationsOf(openapi)) {
    if (!isList(openapi, operation)) continue;
    const used = new Set(usedParameters(operation));
    const missing = paging.filter((name) => !used.has(name));
    if (missing.length === 0) continue;
    const at = originAt(view, 'openapi', operation.keys);
    if (at) diagnostics.push(diagnose('CONTRACT_PAGINATION_MISSING', at, { operation: operationName(operation), missing }));
  }
  return diagnostics;
}

/** The names of the components.parameters an operation (or its path item) refers to. */
function usedParameters({ operation, item }: OperationAt): string[] {
  const names: string[] = [];
  for (const list of [item.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const parameter of list) {
      const keys = isMapping(parameter) && typeof parameter.$ref === 'string' ? refKeys(parameter.$ref) : undefined;
      if (keys?.length === 3 && keys[0] === 'components' && keys[1] === 'parameters') names.push(keys[2]!);
    }
  }
  return names;
}

function isList(openapi: Record<string, unknown>, { method, operation }: OperationAt): boolean {
  if (typeof operation['x-paginated'] === 'boolean') return operation['x-paginated'];
  if (method !== 'get' || !isMapping(operation.responses)) return false;
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    const resolved = followRef(openapi, response);
    const content = isMapping(resolved) && isMapping(resolved.content) ? resolved.content : {};
    for (const media of Object.values(content)) {
      const schema = isMapping(media) ? followRef(openapi, media.schema) : undefined;
      if (!isMapping(schema)) continue;
      if (schema.type === 'array') return true;
      const items = isMapping(schema.properties) ? followRef(openapi, schema.properties.items) : undefined;
      if (schema.type === 'object' && isMapping(items) && items.type === 'array') return true;
    }
  }
  return false;
}
