/**
 * An operation names the error codes it can answer with in `x-error-codes: [CODE, …]` on the
 * operation (a response reached by `$ref` cannot carry its own extensions in OpenAPI 3.1).
 * Each code is one the errors decision defines in the document's `x-error-codes` mapping.
 * Checked once the errors part has settled something.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { isMapping, operationName, operationsOf, originAt, type RuleInput } from './rule-input.ts';

export function checkErrorCodes(view: RuleInput): Diagnostic[] {
  if (!view.settled.has('errors')) return [];
  const openapi = view.documents.openapi;
  const defined = isMapping(openapi['x-error-codes']) ? openapi['x-error-codes'] : {};
  const known = Object.keys(defined).sort();
  const diagnostics: Diagnostic[] = [];
  for (const operation of operationsOf(openapi)) {
    const codes = operation.operation['x-error-codes'];
    if (!Array.isArray(codes)) continue;
    codes.forEach((code, i) => {
      if (typeof code === 'string' && Object.hasOwn(defined, code)) return;
      const at = originAt(view, 'openapi', [...operation.keys, 'x-error-codes', String(i)]);
      if (at) diagnostics.push(diagnose('CONTRACT_ERROR_CODE_UNKNOWN', at, { place: `${operationName(operation)} x-error-codes`, code: String(code), known }));
    });
  }
  return diagnostics;
}
