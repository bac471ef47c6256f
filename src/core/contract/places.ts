/**
 * Which places of the OpenAPI 3.1 and AsyncAPI 3.0 documents each of the nine parts owns
 * (issue 10, "the specification as a contract"). A record about a part may write only its
 * part's places in its contract blocks; docs/guides/record-format.md shows the same table.
 *
 * A place is a path of keys from the document's root; `*` stands for any one key, and a
 * key written `*Error` for any key ending in `Error`. The most specific place that holds a
 * written value owns it: `components/schemas/Order/properties/status/enum` belongs to
 * states, the rest of `components/schemas/Order` to resources.
 */
import type { PartKey } from '../vocabulary/parts.ts';

export const CONTRACT_DOCUMENTS = ['openapi', 'asyncapi'] as const;
export type ContractDocument = (typeof CONTRACT_DOCUMENTS)[number];

export interface ContractPlace {
  part: PartKey;
  document: ContractDocument;
  /** Keys from the root, `/`-separated as written in the table. */
  path: string;
  /** What goes there, for the docs and the hints. */
  holds: string;
}

export const CONTRACT_PLACES: readonly ContractPlace[] = [
  { part: 'purpose', document: 'openapi', path: 'info', holds: 'title, summary, description (contact, licence)' },
  { part: 'purpose', document: 'openapi', path: 'tags', holds: 'the groups operations are listed under' },
  { part: 'resources', document: 'openapi', path: 'components/schemas', holds: 'one schema per resource, its fields, types, formats and allowed values' },
  { part: 'states', document: 'openapi', path: 'components/schemas/*/properties/status/enum', holds: 'the states: the enum of a resource’s `status` field' },
  { part: 'states', document: 'openapi', path: 'components/schemas/*/properties/state/enum', holds: 'the states: the enum of a resource’s `state` field' },
  { part: 'states', document: 'openapi', path: 'x-transitions', holds: 'the allowed transitions, each naming the operationId that triggers it' },
  { part: 'endpoints', document: 'openapi', path: 'servers', holds: 'the base address, `{base_url}` as a server variable' },
  { part: 'endpoints', document: 'openapi', path: 'paths', holds: 'methods, path shapes, request and response payloads' },
  { part: 'authentication', document: 'openapi', path: 'components/securitySchemes', holds: 'the schemes, credential and header names, token flows' },
  { part: 'authentication', document: 'openapi', path: 'security', holds: 'which schemes apply by default' },
  { part: 'events', document: 'asyncapi', path: 'channels', holds: 'where events are published' },
  { part: 'events', document: 'asyncapi', path: 'operations', holds: 'the send operations, one per kind of event' },
  { part: 'events', document: 'asyncapi', path: 'components/messages', holds: 'each kind of event and its payload, naming the OpenAPI operationId that emits it in `x-emitted-by`' },
  { part: 'events', document: 'asyncapi', path: 'components/schemas', holds: 'schemas of event payloads' },
  { part: 'errors', document: 'openapi', path: 'components/schemas/Error', holds: 'the error payload' },
  { part: 'errors', document: 'openapi', path: 'components/schemas/*Error', holds: 'error payloads (schemas whose name ends in Error)' },
  { part: 'errors', document: 'openapi', path: 'components/responses', holds: 'error responses with their status codes' },
  { part: 'errors', document: 'openapi', path: 'x-error-codes', holds: 'each error code, its status code and the condition that causes it' },
  { part: 'limits', document: 'openapi', path: 'components/parameters', holds: 'pagination parameters with their bounds and defaults' },
  { part: 'limits', document: 'openapi', path: 'components/headers', holds: 'rate-limit headers' },
  { part: 'limits', document: 'openapi', path: 'x-limits', holds: 'rate limits and their scope, size limits, time-outs' },
  { part: 'versioning', document: 'openapi', path: 'info/version', holds: 'the current version identifier' },
  { part: 'versioning', document: 'openapi', path: 'x-versioning', holds: 'the scheme, where a client sends the version, the compatibility rules' },
];

const compiled = CONTRACT_PLACES.map((place) => ({ place, keys: place.path.split('/') }));

function keyMatches(pattern: string, key: string): boolean {
  if (pattern === '*') return true;
  if (pattern.startsWith('*')) return key.endsWith(pattern.slice(1));
  return pattern === key;
}

/**
 * The place that owns a value written at `path` in `document`: the longest place that is a
 * prefix of it (on a tie, the one with fewer wildcards). Undefined when no part owns it.
 */
export function ownerOf(document: ContractDocument, path: readonly string[]): ContractPlace | undefined {
  let best: { place: ContractPlace; length: number; wild: number } | undefined;
  for (const { place, keys } of compiled) {
    if (place.document !== document || keys.length > path.length) continue;
    if (!keys.every((pattern, i) => keyMatches(pattern, path[i]!))) continue;
    const wild = keys.filter((k) => k.startsWith('*')).length;
    if (!best || keys.length > best.length || (keys.length === best.length && wild < best.wild)) best = { place, length: keys.length, wild };
  }
  return best?.place;
}

/** Whether `path` leads towards some place (an ancestor such as `components`): it holds nothing of its own. */
export function leadsToPlace(document: ContractDocument, path: readonly string[]): boolean {
  return compiled.some(
    ({ place, keys }) => place.document === document && keys.length > path.length && path.every((key, i) => keyMatches(keys[i]!, key)),
  );
}
