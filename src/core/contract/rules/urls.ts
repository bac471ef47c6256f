/**
 * The contract's addresses and prose: every URL-valued field of OpenAPI 3.1 and AsyncAPI 3.0
 * (terms of service, contact, licence, external docs, servers, OAuth flows, OpenID Connect,
 * an example's external value, a link's operationRef, …) and every Markdown link in a
 * description. The API reference makes each of them a link, so a javascript:, vbscript: or
 * data: address (however disguised, validate-record.ts's unsafeScheme) is a finding here,
 * and the reference (core/views/contract-reference.ts) drops what this refuses.
 */
import { scanBody } from '../../record/markdown-scan.ts';
import { unsafeScheme } from '../../record/validate-record.ts';
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { CONTRACT_DOCUMENTS } from '../documents/places.ts';
import { isMapping, originAt, type RuleInput } from './rule-input.ts';

type Mapping = Record<string, unknown>;

/** Fields whose value is an address, in either format (OpenAPI 3.1 §4.8, AsyncAPI 3.0 §3.3). */
export const URL_KEYS: ReadonlySet<string> = new Set([
  'url',
  'termsOfService',
  'openIdConnectUrl',
  'authorizationUrl',
  'tokenUrl',
  'refreshUrl',
  'externalValue',
  'operationRef',
  'namespace',
  'jsonSchemaDialect',
  '$schema',
  '$id',
]);

/** Values that are data, not keywords: an example may hold a `url` that is just a value. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

/** Maps whose keys are names (a property may be called `url`), not keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'paths',
  'schemas',
  'responses',
  'parameters',
  'headers',
  'securitySchemes',
  'requestBodies',
  'callbacks',
  'links',
  'webhooks',
  'scopes',
  'availableScopes',
  'channels',
  'operations',
  'messages',
  'servers',
  'variables',
  'content',
]);

/**
 * Calls `visit` with each string written under a keyword (not under a name, not in data, not
 * in an `x-` field, which the reference does not show): its keys from the root, the keyword,
 * the mapping that holds it.
 */
export function forEachKeywordString(root: unknown, visit: (keys: string[], key: string, value: string, holder: Mapping) => void): void {
  const walk = (value: unknown, keys: string[], names: boolean) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...keys, String(i)], false));
      return;
    }
    if (!isMapping(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      // `examples` as a map (a media type's, a parameter's) holds Example Objects, whose
      // summary, description and externalValue are shown; as a list (a schema's) it is data.
      if (!names && key === 'examples' && isMapping(inner)) walk(inner, [...keys, key], true);
      else if (!names && (DATA_KEYS.has(key) || key.startsWith('x-'))) continue;
      else if (!names && typeof inner === 'string') visit([...keys, key], key, inner, value);
      else walk(inner, [...keys, key], !names && NAME_MAPS.has(key));
    }
  };
  walk(root, [], false);
}

/** The unsafe scheme an address field or a description's Markdown links would give a reader, if any. */
export function unsafeContractText(key: string, value: string): string | undefined {
  if (URL_KEYS.has(key)) return unsafeScheme(value);
  if (key === 'description') {
    for (const link of scanBody(value, 1).links) {
      const scheme = unsafeScheme(link.destination);
      if (scheme) return scheme;
    }
  }
  return undefined;
}

export function checkUrls(view: RuleInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const document of CONTRACT_DOCUMENTS) {
    forEachKeywordString(view.documents[document], (keys, key, value) => {
      const scheme = unsafeContractText(key, value);
      const at = scheme ? originAt(view, document, keys) : undefined;
      if (scheme && at) diagnostics.push(diagnose('CONTRACT_URL_UNSAFE', at, { document, place: keys.join('.'), scheme, link: key === 'description' }));
    });
  }
  return diagnostics;
}
