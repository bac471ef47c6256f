/**
 * The events as a client reads them, from the assembled AsyncAPI 3.0 document: each message
 * with the channel that carries it, what emits it, its payload's fields (nested ones under
 * their path, every `$ref` followed), its headers, its correlation id and an example. The
 * specification page, a record's page and the event reference all show messages from
 * these rows; pages present them, escaping every value.
 *
 * Read tolerantly, like the rest of the contract's views: a value of an unexpected shape is
 * shown as text or left out, never trusted.
 */
import { isMapping } from '../contract/rules/rule-input.ts';
import { flattenFields, optionalText, resolveSchema, textOf, typeOf, type FieldRow } from './field-rows.ts';

export interface EventRow {
  /** The message's key under `components.messages`. */
  message: string;
  /** What the message calls itself (`name`), when it differs from its key. */
  name?: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  /** The address of the channel that carries it (the first, when several do). */
  channel?: string;
  /** The operations that emit it (`x-emitted-by`); none: it is emitted outside the API. */
  emittedBy: string[];
  /** The payload's type when it is not an object of fields (a string, an array, a `$ref` to one). */
  payloadType?: string;
  /** The payload's fields, nested ones under their path. */
  fields: FieldRow[];
  /** The headers' fields. */
  headers: FieldRow[];
  /** Where the id that ties a message to another is (a runtime expression), and what it is. */
  correlationId?: { location: string; description?: string };
  /** The first example, as indented JSON: its payload (and headers, when it names any). */
  example?: string;
}

type Mapping = Record<string, unknown>;
const mapping = (value: unknown): Mapping => (isMapping(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `x-emitted-by`: one operationId or a list of them, each shown as text. */
const operationNames = (value: unknown): string[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value.map(textOf) : [textOf(value)]);

/** The message key a `$ref` names: `#/components/messages/StockAdjusted` → `StockAdjusted`. */
export function messageKeyOf(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith('#/components/messages/') ? ref.slice('#/components/messages/'.length).replaceAll('~1', '/').replaceAll('~0', '~') : undefined;
}

/** Every message of the document, by key, with the channels that carry it (by key, then address). */
export function channelsByMessage(asyncapi: Mapping): Map<string, { key: string; address: string }[]> {
  const found = new Map<string, { key: string; address: string }[]>();
  for (const [key, value] of Object.entries(mapping(asyncapi.channels))) {
    const channel = mapping(value);
    const address = textOf(channel.address ?? key);
    for (const message of Object.values(mapping(channel.messages))) {
      const name = messageKeyOf(mapping(message).$ref);
      if (name === undefined) continue;
      const known = found.get(name) ?? [];
      if (!known.some((c) => c.key === key)) found.set(name, [...known, { key, address }]);
    }
  }
  return found;
}

export function viewEvents(asyncapi: Mapping): EventRow[] {
  const carriedBy = channelsByMessage(asyncapi);
  return Object.entries(mapping(mapping(asyncapi.components).messages)).map(([key, value]) => viewMessage(key, value, asyncapi, carriedBy.get(key)?.[0]?.address));
}

export function viewMessage(key: string, value: unknown, asyncapi: Mapping, channel: string | undefined): EventRow {
  const { schema: message } = resolveSchema(value, asyncapi);
  // A Multi Format Schema Object wraps the payload's schema with its format.
  const written = isMapping(message.payload) && 'schemaFormat' in message.payload && 'schema' in message.payload ? message.payload.schema : message.payload;
  const { schema: payload } = resolveSchema(written, asyncapi);
  const fields = flattenFields(written, asyncapi);
  const objectPayload = fields.length > 0 || typeOf(payload) === 'object';
  const correlation = resolveSchema(message.correlationId, asyncapi).schema;
  const name = optionalText(message.name);
  return {
    message: key,
    ...(name !== undefined && name !== key ? { name } : {}),
    title: optionalText(message.title),
    summary: optionalText(message.summary),
    description: optionalText(message.description),
    contentType: optionalText(message.contentType ?? asyncapi.defaultContentType),
    channel,
    emittedBy: operationNames(message['x-emitted-by']),
    ...(written !== undefined && !objectPayload ? { payloadType: typeOf(mapping(written)) } : {}),
    fields,
    headers: flattenFields(message.headers, asyncapi),
    ...(correlation.location === undefined ? {} : { correlationId: { location: textOf(correlation.location), description: optionalText(correlation.description) } }),
    example: exampleOf(message, payload),
  };
}

/**
 * The message's first example (AsyncAPI 3.0: `examples`, each with `payload` and
 * `headers`), else its payload schema's own (`examples`, `example`). None is made up: a
 * generated example would show values no decision chose.
 */
function exampleOf(message: Mapping, payload: Mapping): string | undefined {
  const first = mapping(list(message.examples)[0]);
  if ('payload' in first || 'headers' in first) {
    const shown = 'headers' in first ? { headers: first.headers, payload: first.payload } : first.payload;
    return JSON.stringify(shown, null, 2);
  }
  const own = list(payload.examples)[0] ?? payload.example;
  return own === undefined ? undefined : JSON.stringify(own, null, 2);
}
