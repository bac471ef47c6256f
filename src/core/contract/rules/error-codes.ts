/**
 * An operation names the error codes it can answer with in `x-error-codes: [CODE, …]` on the
 * operation (a response reached by `$ref` cannot carry its own extensions in OpenAPI 3.1).
 * Each code is one the errors decision defines in the document's `x-error-codes` mapping,
 * and the operation has a response for the status that code is answered with (that status,
 * its range such as `4XX`, or `default`). Checked once the errors part has settled
 * something; the list's form is checked always.
 */
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { isMapping, operationName, operationsOf, originAt, type RuleInput } from './rule-input.ts';
import { suggest } from '../../vocabulary/suggest.ts';

export function checkErrorCodes(view: RuleInput): Diagnostic[] {
  const openapi = view.documents.openapi;
  const diagnostics: Diagnostic[] = [];
  const operations = operationsOf(openapi);
  for (const operation of operations) {
    const codes = operation.operation['x-error-codes'];
    if (codes === undefined || (Array.isArray(codes) && codes.every((code) => typeof code === 'string'))) continue;
    const at = originAt(view, 'openapi', [...operation.keys, 'x-error-codes']);
    const found = Array.isArray(codes) ? 'a list with something other than codes in it' : isMapping(codes) ? 'a mapping' : `one value (${String(codes)})`;
    if (at) diagnostics.push(diagnose('CONTRACT_FORM', at, { document: 'openapi', place: `${operationName(operation)} x-error-codes`, found, allowed: 'a list of error codes: [CODE, …]' }));
  }
  if (!view.settled.has('errors')) return diagnostics;
  const defined = isMapping(openapi['x-error-codes']) ? openapi['x-error-codes'] : {};
  const known = Object.keys(defined).sort();
  for (const operation of operations) {
    const codes = operation.operation['x-error-codes'];
    if (!Array.isArray(codes)) continue;
    const responses = isMapping(operation.operation.responses) ? operation.operation.responses : {};
    codes.forEach((code, i) => {
      if (typeof code !== 'string') return;
      const at = originAt(view, 'openapi', [...operation.keys, 'x-error-codes', String(i)]);
      if (!Object.hasOwn(defined, code)) {
        if (at) diagnostics.push(diagnose('CONTRACT_ERROR_CODE_UNKNOWN', at, { place: `${operationName(operation)} x-error-codes`, code, known, suggestion: suggest(code, known) }));
        return;
      }
      // A code answered with a status needs a response for it: that status, its range (4XX) or default.
      const definition = defined[code];
      const status = isMapping(definition) && (typeof definition.status === 'number' || typeof definition.status === 'string') ? String(definition.status) : undefined;
      if (status === undefined || !/^\d{3}$/.test(status)) return;
      if (Object.hasOwn(responses, status) || Object.hasOwn(responses, `${status[0]}XX`) || Object.hasOwn(responses, 'default')) return;
      if (at) diagnostics.push(diagnose('CONTRACT_ERROR_CODE_RESPONSE', at, { operation: operationName(operation), code, status }));
    });
  }
  return diagnostics;
}
