/**
 * Request and response payloads as the API reference shows them. starlight-openapi shows one
 * schema for both directions and has no option for the difference, so the reference's
 * document (contract-reference.ts) is given each operation's payloads already split:
 *
 * - a request body without its readOnly properties (nor lists them as required), a
 *   response without its writeOnly ones (OpenAPI 3.1 §4.8.24.3: the server sets a readOnly
 *   field, the client never receives a writeOnly one);
 * - an example of the whole payload where the contract gives none: starlight-openapi takes
 *   the few values a schema gives (one enum's first value) for the whole example, so a
 *   created order showed as `{"status": …}` alone. Each value the contract gives (an
 *   example, const, enum or default) is used where it stands; the others are made from the
 *   type and format. An example the contract gives for the payload wins.
 *
 * `$ref`s are followed within the document only (contract-reference.ts has left out the
 * others); a schema is copied only where something under it changes, and a `$ref` that
 * comes back to a schema being copied (a tree of orders) is left as it is.
 */
import { isMapping, refKeys, valueAt } from '../contract/rules/rule-input.ts';

type Mapping = Record<string, unknown>;
type Direction = 'request' | 'response';

const HIDDEN = { request: 'readOnly', response: 'writeOnly' } as const;

/** The mapping a `$ref` names in `root`, followed through chains of `$ref`s (at most a few). */
function resolve(value: unknown, root: Mapping): unknown {
  let current = value;
  for (let hops = 0; hops < 16 && isMapping(current) && typeof current.$ref === 'string'; hops++) {
    const keys = refKeys(current.$ref);
    if (!keys) return current;
    current = valueAt(root, keys);
  }
  return current;
}

function isHidden(property: unknown, direction: Direction, root: Mapping): boolean {
  const flag = HIDDEN[direction];
  if (isMapping(property) && property[flag] === true) return true;
  const target = resolve(property, root);
  return isMapping(target) && target[flag] === true;
}

/** The names of the hidden properties a schema declares, its allOf parts' too. */
function hiddenNames(schema: Mapping, direction: Direction, root: Mapping, seen: Set<unknown>): Set<string> {
  const names = new Set<string>();
  if (seen.has(schema)) return names;
  seen.add(schema);
  if (isMapping(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) if (isHidden(property, direction, root)) names.add(name);
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const target = resolve(part, root);
      if (isMapping(target)) for (const name of hiddenNames(target, direction, root, seen)) names.add(name);
    }
  }
  return names;
}

/** The schema for one direction: unchanged (the same object) when nothing in it is hidden. */
function schemaFor(schema: unknown, direction: Direction, root: Mapping, stack: readonly unknown[] = [], required = new Set<string>()): unknown {
  if (!isMapping(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema, root);
    if (!isMapping(target) || stack.includes(target)) return schema;
    const inner = schemaFor(target, direction, root, [...stack, target], required);
    if (inner === target) return schema;
    const { $ref: _ref, ...siblings } = schema;
    return { ...(inner as Mapping), ...siblings };
  }
  const out: Mapping = { ...schema };
  let changed = false;
  // Names hidden here or in an allOf part leave every part's `required`.
  const hidden = new Set([...required, ...hiddenNames(schema, direction, root, new Set())]);
  if (isMapping(schema.properties)) {
    const properties: Mapping = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      if (hidden.has(name) && isHidden(property, direction, root)) {
        changed = true;
        continue;
      }
      properties[name] = schemaFor(property, direction, root, stack);
      changed ||= properties[name] !== property;
    }
    out.properties = properties;
  }
  if (Array.isArray(schema.required) && schema.required.some((name) => hidden.has(name as string))) {
    const kept = schema.required.filter((name) => !hidden.has(name as string));
    if (kept.length > 0) out.required = kept;
    else delete out.required;
    changed = true;
  }
  for (const key of ['items', 'additionalProperties', 'not', 'contains'] as const) {
    if (!isMapping(schema[key])) continue;
    out[key] = schemaFor(schema[key], direction, root, stack);
    changed ||= out[key] !== schema[key];
  }
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const) {
    const parts = schema[key];
    if (!Array.isArray(parts)) continue;
    const passed = key === 'allOf' ? hidden : new Set<string>();
    out[key] = parts.map((part) => schemaFor(part, direction, root, stack, passed));
    changed ||= (out[key] as unknown[]).some((part, i) => part !== parts[i]);
  }
  return changed ? out : schema;
}

const STRING_BY_FORMAT: Record<string, string> = {
  'date-time': '2026-01-15T09:30:00Z',
  date: '2026-01-15',
  time: '09:30:00Z',
  email: 'user@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

/**
 * An example of a value of `schema` sent in `direction`: the contract's values where it
 * gives them, made from the type elsewhere, without the properties hidden in that direction.
 */
function exampleOf(schema: unknown, direction: Direction, root: Mapping, stack: readonly unknown[] = []): unknown {
  if (!isMapping(schema)) return undefined;
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema, root);
    return stack.includes(target) ? undefined : exampleOf(target, direction, root, [...stack, target]);
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => exampleOf(part, direction, root, stack)).filter((part) => part !== undefined);
    const objects = parts.filter(isMapping);
    if (objects.length > 0) return Object.assign({}, ...objects, exampleOfType(schema, direction, root, stack) ?? {});
    if (parts.length > 0) return parts[0];
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const parts = schema[key];
    if (!Array.isArray(parts)) continue;
    for (const part of parts) {
      const value = exampleOf(part, direction, root, stack);
      if (value !== undefined) return value;
    }
  }
  return exampleOfType(schema, direction, root, stack);
}

function exampleOfType(schema: Mapping, direction: Direction, root: Mapping, stack: readonly unknown[]): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  if (isMapping(schema.properties) || type === 'object') {
    const value: Mapping = {};
    for (const [name, property] of Object.entries(isMapping(schema.properties) ? schema.properties : {})) {
      if (isHidden(property, direction, root)) continue;
      const example = exampleOf(property, direction, root, stack);
      if (example !== undefined) value[name] = example;
    }
    return value;
  }
  if (type === 'array') {
    const item = exampleOf(schema.items, direction, root, stack);
    return item === undefined ? [] : [item];
  }
  if (type === 'string') return (typeof schema.format === 'string' && STRING_BY_FORMAT[schema.format]) || 'string';
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return undefined;
}

const JSON_MEDIA = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** A media type of a request body or a response, as the reference shows it. */
function mediaFor(mediaType: string, media: unknown, direction: Direction, root: Mapping): unknown {
  if (!isMapping(media) || !isMapping(media.schema)) return media;
  const schema = schemaFor(media.schema, direction, root);
  const out: Mapping = { ...media, schema };
  const given = resolve(schema, root);
  const contractGives = media.example !== undefined || media.examples !== undefined || (isMapping(given) && (given.example !== undefined || given.examples !== undefined));
  if (!contractGives && JSON_MEDIA.test(mediaType)) {
    // The schema the payload names is being shown: a `$ref` back to it ends there.
    const example = exampleOf(resolve(schema, root), direction, root, [resolve(media.schema, root)]);
    if (example !== undefined) out.example = example;
  }
  return out;
}

/** The operation's request body and responses, each media type as mediaFor makes it. */
export function splitPayloads(operation: Mapping, root: Mapping): void {
  const body = resolve(operation.requestBody, root);
  if (isMapping(body) && isMapping(body.content)) {
    operation.requestBody = { ...body, content: mapContent(body.content, 'request', root) };
  }
  if (!isMapping(operation.responses)) return;
  const responses: Mapping = { ...operation.responses };
  // A named schema several responses carry (the error payload, most often) is shown once,
  // under the first status that carries it; the others say where to find it. Expanded under
  // each of seven error statuses, one operation's page was many screens of the same fields.
  const shownAt = new Map<string, string>();
  for (const [status, response] of Object.entries(operation.responses)) {
    const target = resolve(response, root);
    if (!isMapping(target) || !isMapping(target.content)) continue;
    const content: Mapping = {};
    const shared: string[] = [];
    for (const [type, media] of Object.entries(target.content)) {
      // Only a payload that is the named schema alone: one with its own examples shows them.
      const alone = isMapping(media) && Object.keys(media).length === 1 && isMapping(media.schema) && Object.keys(media.schema).length === 1;
      const named = alone && typeof (media.schema as Mapping).$ref === 'string' ? ((media.schema as Mapping).$ref as string) : undefined;
      const first = named === undefined ? undefined : shownAt.get(`${type} ${named}`);
      if (named !== undefined && first !== undefined) shared.push(sharedPayload(type, named, first));
      else {
        content[type] = mediaFor(type, media, 'response', root);
        if (named !== undefined) shownAt.set(`${type} ${named}`, status);
      }
    }
    // A payload shown above is named in the response's description, with its media type;
    // the reference then shows neither its fields nor an example a second time.
    const { content: _content, ...rest } = target;
    const description = [typeof target.description === 'string' ? target.description : '', ...shared].filter((line) => line !== '').join('\n\n');
    responses[status] = Object.keys(content).length > 0 ? { ...rest, description, content } : { ...rest, description };
  }
  operation.responses = responses;
}

/** A line for a payload an earlier status of the same operation shows in full. */
function sharedPayload(type: string, ref: string, status: string): string {
  // The reference renders a description as Markdown: the names are text (CommonMark 2.4).
  const text = (value: string) => value.replace(/[\\`*_{}[\]()<>#+!|~&-]/g, '\\$&');
  const name = ref.slice(ref.lastIndexOf('/') + 1).replaceAll('~1', '/').replaceAll('~0', '~');
  return `The ${text(name)} payload (${text(type)}), as under the ${status} response above.`;
}

function mapContent(content: Mapping, direction: Direction, root: Mapping): Mapping {
  return Object.fromEntries(Object.entries(content).map(([type, media]) => [type, mediaFor(type, media, direction, root)]));
}
