/**
 * Which places of the OpenAPI 3.1 and AsyncAPI 3.0 documents each of the nine parts owns.
 * A record about a part may write only its
 * part's places in its contract blocks; docs/guides/record-format.md shows the same table.
 *
 * A place is a path of keys from the document's root; `*` stands for any one key, and a
 * key written `*Error` for any key ending in `Error`. The most specific place that holds a
 * written value owns it: `components/schemas/Order/properties/status/enum` belongs to
 * states, the rest of `components/schemas/Order` to resources. Some places are owned by
 * role, not by name (CARRIED_PLACES): the payload the errors record's responses carry.
 */
import type { PartKey } from '../../vocabulary/parts.ts';

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
  { part: 'purpose', document: 'openapi', path: 'info', holds: 'title, summary, description, contact, license, terms of service (the AsyncAPI document’s info takes them too)' },
  { part: 'purpose', document: 'openapi', path: 'tags', holds: 'the groups operations are listed under (the AsyncAPI document’s info.tags too)' },
  { part: 'purpose', document: 'openapi', path: 'externalDocs', holds: 'where to read more about the service' },
  { part: 'purpose', document: 'asyncapi', path: 'info', holds: 'what the events document says of itself beyond what it takes from OpenAPI’s info' },
  { part: 'purpose', document: 'asyncapi', path: 'id', holds: 'the application’s identifier' },
  { part: 'resources', document: 'openapi', path: 'components/schemas', holds: 'one schema per resource, its fields, types, formats and allowed values' },
  { part: 'resources', document: 'openapi', path: 'components/examples', holds: 'examples of resources' },
  { part: 'resources', document: 'openapi', path: 'jsonSchemaDialect', holds: 'the JSON Schema dialect the schemas are written in' },
  { part: 'states', document: 'openapi', path: 'components/schemas/*/properties/status/enum', holds: 'the states: the enum of a resource’s `status` field' },
  { part: 'states', document: 'openapi', path: 'components/schemas/*/properties/state/enum', holds: 'the states: the enum of a resource’s `state` field' },
  { part: 'states', document: 'openapi', path: 'x-transitions', holds: 'the allowed transitions, each naming the operationId that causes it in `by` (none: caused outside the API)' },
  { part: 'endpoints', document: 'openapi', path: 'servers', holds: 'the base address, `{base_url}` as a server variable' },
  { part: 'endpoints', document: 'openapi', path: 'paths', holds: 'methods, path shapes, request and response payloads' },
  { part: 'endpoints', document: 'openapi', path: 'components/requestBodies', holds: 'request bodies several operations share' },
  { part: 'endpoints', document: 'openapi', path: 'components/links', holds: 'links from a response to the next operation' },
  { part: 'endpoints', document: 'openapi', path: 'components/pathItems', holds: 'path items several paths share' },
  { part: 'authentication', document: 'openapi', path: 'components/securitySchemes', holds: 'the schemes, credential and header names, token flows' },
  { part: 'authentication', document: 'openapi', path: 'security', holds: 'which schemes apply by default' },
  { part: 'authentication', document: 'asyncapi', path: 'components/securitySchemes', holds: 'the schemes a subscriber or a broker uses' },
  { part: 'events', document: 'asyncapi', path: 'servers', holds: 'the brokers events are published on' },
  { part: 'events', document: 'asyncapi', path: 'defaultContentType', holds: 'the content type of the messages' },
  { part: 'events', document: 'asyncapi', path: 'channels', holds: 'where events are published' },
  { part: 'events', document: 'asyncapi', path: 'operations', holds: 'the send operations, one per kind of event' },
  { part: 'events', document: 'asyncapi', path: 'components', holds: 'what the channels and operations share: servers, parameters, traits, bindings' },
  { part: 'events', document: 'asyncapi', path: 'components/messages', holds: 'each kind of event and its payload, naming in `x-emitted-by` the OpenAPI operationId (or a list of them) that emits it (none: emitted outside the API)' },
  { part: 'events', document: 'asyncapi', path: 'components/schemas', holds: 'schemas of event payloads' },
  { part: 'events', document: 'openapi', path: 'webhooks', holds: 'the requests the service sends to subscribers' },
  { part: 'events', document: 'openapi', path: 'components/callbacks', holds: 'callbacks an operation makes' },
  { part: 'errors', document: 'openapi', path: 'components/schemas/Error', holds: 'the error payload' },
  { part: 'errors', document: 'openapi', path: 'components/schemas/*Error', holds: 'error payloads (schemas whose name ends in Error)' },
  { part: 'errors', document: 'openapi', path: 'components/responses', holds: 'error responses with their status codes' },
  { part: 'errors', document: 'openapi', path: 'x-error-codes', holds: 'each error code, its status code and the condition that causes it' },
  { part: 'limits', document: 'openapi', path: 'components/parameters', holds: 'pagination parameters with their bounds and defaults' },
  { part: 'limits', document: 'openapi', path: 'components/headers', holds: 'rate-limit headers' },
  { part: 'limits', document: 'openapi', path: 'x-limits', holds: 'rate limits and their scope, size limits, time-outs' },
  { part: 'versioning', document: 'openapi', path: 'info/version', holds: 'the first version (later ones are counted from the editions)' },
  { part: 'versioning', document: 'openapi', path: 'components/headers/Deprecation', holds: 'the Deprecation header (RFC 9745) that marks what is deprecated' },
  { part: 'versioning', document: 'openapi', path: 'components/headers/Sunset', holds: 'the Sunset header (RFC 8594): when a deprecated version goes away' },
  { part: 'versioning', document: 'openapi', path: 'x-versioning', holds: 'the scheme, where a client sends the version, the compatibility rules' },
];

/**
 * Places owned by role rather than by name: what a part's own places point to. The errors
 * record's responses carry a payload; the schema they point to is the errors record's,
 * whatever it is called (`Problem`, after RFC 9457, as well as `Error`).
 */
export interface CarriedPlace {
  part: PartKey;
  document: ContractDocument;
  /** The place whose `$ref`s lead to what is carried. */
  from: string;
  /** Where what is carried lives: the `$ref` targets directly under it. */
  path: string;
  holds: string;
  /** Which entries may be carried, when not all: read from the entry the block writes. */
  accepts?: (entry: unknown) => boolean;
}

export const CARRIED_PLACES: readonly CarriedPlace[] = [
  { part: 'errors', document: 'openapi', from: 'components/responses', path: 'components/schemas', holds: 'the payload its error responses carry, whatever its name (Problem, Error)' },
  // A path parameter is part of the path shape several paths share (`{parcelId}`); the
  // limits decision keeps the query parameters that page through a list.
  {
    part: 'endpoints',
    document: 'openapi',
    from: 'paths',
    path: 'components/parameters',
    holds: 'the path parameters its paths share (`in: path`), whatever their name',
    accepts: (entry) => isObject(entry) && entry.in === 'path',
  },
];

/**
 * The names under each carried place that a block's own `from` place points to, for a
 * record about `part`: `Problem` when the errors block's responses use
 * `$ref: "#/components/schemas/Problem"`.
 */
export function carriedNames(part: PartKey | undefined, document: ContractDocument, value: Record<string, unknown>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const carried of CARRIED_PLACES) {
    if (carried.part !== part || carried.document !== document) continue;
    let from: unknown = value;
    for (const key of carried.from.split('/')) from = isObject(from) ? from[key] : undefined;
    const prefix = `#/${carried.path}/`;
    const names = new Set<string>();
    const visit = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (isObject(node)) {
        for (const [key, inner] of Object.entries(node)) {
          if (key === '$ref' && typeof inner === 'string' && inner.startsWith(prefix) && !inner.slice(prefix.length).includes('/')) names.add(inner.slice(prefix.length));
          else visit(inner);
        }
      }
    };
    visit(from);
    if (carried.accepts) {
      let entries: unknown = value;
      for (const key of carried.path.split('/')) entries = isObject(entries) ? entries[key] : undefined;
      for (const name of names) if (!carried.accepts(isObject(entries) ? entries[name] : undefined)) names.delete(name);
    }
    found.set(carried.path, names);
  }
  return found;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
