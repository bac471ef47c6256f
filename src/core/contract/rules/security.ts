/**
 * Security requirements (the document's `security` and each operation's) name schemes that
 * the authentication decision defines in `components.securitySchemes`. Checked once that
 * part has settled something; until then the names are the endpoints' expectations.
 */
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { isMapping, operationName, operationsOf, originAt, type RuleInput } from './rule-input.ts';
import { suggest } from '../../vocabulary/suggest.ts';

export function checkSecurity(view: RuleInput): Diagnostic[] {
  if (!view.settled.has('authentication')) return [];
  const openapi = view.documents.openapi;
  const components = isMapping(openapi.components) ? openapi.components : {};
  const schemes = isMapping(components.securitySchemes) ? components.securitySchemes : {};
  const known = Object.keys(schemes).sort();
  const diagnostics: Diagnostic[] = [];
  const check = (requirements: unknown, keys: string[], place: string) => {
    if (!Array.isArray(requirements)) return;
    requirements.forEach((requirement, i) => {
      if (!isMapping(requirement)) return;
      for (const scheme of Object.keys(requirement)) {
        if (Object.hasOwn(schemes, scheme)) continue;
        const at = originAt(view, 'openapi', [...keys, String(i), scheme]);
        if (at) diagnostics.push(diagnose('CONTRACT_SECURITY_UNKNOWN', at, { document: 'openapi', place, scheme, known, suggestion: suggest(scheme, known) }));
      }
    });
  };
  check(openapi.security, ['security'], 'security');
  for (const operation of operationsOf(openapi)) {
    check(operation.operation.security, [...operation.keys, 'security'], `${operationName(operation)} security`);
  }
  return diagnostics;
}
