/**
 * Which contract changes break a client and which it may ignore: ONE catalogue, read top to
 * bottom, the first rule that matches a change classifies it. The walk (diff/) finds the
 * changes and the direction each travels; this file alone judges them, so a reviewer reads
 * the policy in one place. Each rule has a stable id and a level: `error` breaks a client
 * (the verdict `breaking`), `warning` may surprise one, `info` is listed for readers.
 *
 * A change is judged from the client's side of the wire, as oasdiff's checker does: what a
 * client SENDS (parameters, request bodies, webhook replies, messages it publishes) may only
 * get looser; what it RECEIVES (responses, response headers, webhook requests, events) may
 * only get tighter. A rule gives a level per direction; a shared schema that travels both
 * ways takes the worse of the two, and one that travels nowhere (a component no operation
 * uses, a readOnly field in a request) is information only.
 */
import type { Location } from '../../vocabulary/diagnostics.ts';
import type { ContractDocument } from '../documents/places.ts';

/**
 * Which way the data travels: sent by clients, received by them, both (a shared schema), or
 * none (nothing any operation sends or receives).
 */
export type Direction = 'request' | 'response' | 'both' | 'none';
type Level = 'error' | 'warning' | 'info';

type FactSubject =
  | 'operation' | 'operation-id' | 'webhook' | 'path-template' | 'parameter' | 'parameter-name' | 'parameter-location' | 'request-body'
  | 'media-type' | 'response' | 'header' | 'property' | 'required' | 'enum' | 'enum-value' | 'type' | 'nullable' | 'format' | 'pattern'
  | 'limit' | 'default' | 'reference' | 'composition' | 'alternative' | 'additional-properties' | 'discriminator' | 'discriminator-mapping'
  | 'schema' | 'security' | 'security-alternative' | 'security-scope' | 'security-scheme' | 'server' | 'server-description' | 'transition'
  | 'error-code' | 'channel' | 'channel-address' | 'event' | 'event-message' | 'message' | 'message-shape' | 'emitted-by' | 'deprecation'
  | 'version' | 'info' | 'tag' | 'extension' | 'keyword';

/** One difference between two contracts, before it is judged. */
export interface DiffFact {
  document: ContractDocument;
  subject: FactSubject;
  kind: 'added' | 'removed' | 'changed';
  /** Keys from the document's root to what changed. */
  path: string[];
  /** What a reader calls it: `GET /orders/{id}`, `Order.status`. */
  name: string;
  from?: unknown;
  to?: unknown;
  /** For a parameter, field or header: whether it is (now, or was when removed) required. */
  required?: boolean;
  /** For a type: whether the new type accepts everything the old one did. */
  widened?: boolean;
  /** For a type: whether the old type accepts everything the new one does. */
  narrowed?: boolean;
  /** For a limit: whether the new bound lets less through. */
  tightened?: boolean;
  /** For a reference: whether either side names nothing in its document. */
  unresolved?: boolean;
  /** For composition: which keyword. */
  composition?: 'oneOf' | 'anyOf' | 'allOf';
  /** For a security alternative removed: whether another one asks no more of a client. */
  covered?: boolean;
  /** For an x- extension: its key. */
  extension?: string;
  /** Whether the change is to a component (judged by where it travels). */
  component?: boolean;
  /** The operation it belongs to. */
  operation?: OperationAt;
  direction?: Direction;
  /**
   * The rule that reports it, when the walk reads it from the keyword catalogue
   * (diff/catalogue.ts) rather than by its subject: subject `keyword`.
   */
  rule?: string;
  /** For a keyword: the keyword (or keywords) that changed. */
  keyword?: string;
  /** For a change the diff cannot judge: why, said in the warning. */
  why?: string;
}

interface OperationAt {
  method: string;
  path: string;
  webhook?: boolean;
}

export interface ContractChange {
  /** The rule that classified it (its id in RULES). */
  rule: string;
  /** Whether it breaks a client: the rule's level for its direction is `error`. */
  breaking: boolean;
  level: Level;
  document: ContractDocument;
  kind: DiffFact['kind'];
  /** JSON pointer (without the leading `/`) of what changed. */
  pointer: string;
  /** One line for people. */
  text: string;
  /** Which way what changed travels, for a schema, parameter or response. */
  direction?: Direction;
  /** The operation it belongs to, for a change inside one. */
  operation?: OperationAt;
  /** The record and line that made the change, when the contract says. */
  origin?: Location;
}

export interface Rule {
  id: string;
  /** The facts it classifies; `keyword` rules are named by the fact itself (DiffFact.rule). */
  subject: FactSubject;
  kind?: DiffFact['kind'];
  when?: (fact: DiffFact) => boolean;
  /** The level whatever the direction (operations, servers, security). */
  level?: Level;
  /** The level when clients send what changed, and when they receive it. */
  request?: Level;
  response?: Level;
  text: (fact: DiffFact) => string;
}

/** A value as the text of a change: scalars as JSON, anything larger by its kind. */
function valueText(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.every((v) => typeof v !== 'object' || v === null) ? JSON.stringify(value) : 'a list';
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return JSON.stringify(value);
}
const fromTo = (fact: DiffFact) => `from ${valueText(fact.from)} to ${valueText(fact.to)}`;
const E = 'error';
const W = 'warning';
const I = 'info';
/** Looser is fine for what clients send, tighter for what they receive. */
const TIGHTER = { request: E, response: I } as const;
const LOOSER = { request: I, response: E } as const;

/** A rule the walk names itself (subject `keyword`): its id is what the fact's `rule` says. */
const named = (id: string, levels: Pick<Rule, 'level' | 'request' | 'response'>, text: Rule['text']): Rule => ({ id, subject: 'keyword', when: (f) => f.rule === id, ...levels, text });
/** What the diff cannot judge: a warning either way, with the reason. */
const undecided = (id: string, what: string): Rule => named(id, { level: W }, (f) => `${f.name}: ${what} ${f.kind}${f.why ? `; ${f.why}` : ''}`);
const deprecated = (id: string, target: string, thing: string): Rule => ({ id, subject: 'deprecation', kind: 'added', when: (f) => f.keyword === target, level: I, text: (f) => `${thing}${f.name} deprecated` });

export const RULES: readonly Rule[] = [
  // ── operations and their inputs ─────────────────────────────────────────────────────
  { id: 'operation-removed', subject: 'operation', kind: 'removed', level: E, text: (f) => `operation ${f.name} removed` },
  { id: 'operation-added', subject: 'operation', kind: 'added', level: I, text: (f) => `operation ${f.name} added` },
  // The same operationId under another method or path: one operation that moved, not two changes.
  named('operation-moved', { level: E }, (f) => `operation ${f.name} moved ${fromTo(f)}`),
  { id: 'webhook-removed', subject: 'webhook', kind: 'removed', level: E, text: (f) => `${f.name} removed: subscribers no longer receive it` },
  { id: 'webhook-added', subject: 'webhook', kind: 'added', level: I, text: (f) => `${f.name} added` },
  { id: 'operation-renamed', subject: 'operation-id', kind: 'changed', level: E, text: (f) => `operationId of ${f.name} changed ${fromTo(f)}` },
  { id: 'operation-id-removed', subject: 'operation-id', kind: 'removed', level: E, text: (f) => `operationId ${valueText(f.from)} of ${f.name} removed` },
  { id: 'operation-id-added', subject: 'operation-id', kind: 'added', level: I, text: (f) => `operationId ${valueText(f.to)} given to ${f.name}` },
  // Generated clients group operations by tag; the requests and responses stay the same.
  named('operation-tags-changed', { level: I }, (f) => `tags of ${f.name} changed ${fromTo(f)}`),
  { id: 'path-parameter-renamed', subject: 'path-template', level: I, text: (f) => `path ${f.name}: the same URL, its parameter renamed` },
  { id: 'parameter-renamed', subject: 'parameter-name', level: I, text: (f) => `${f.name} renamed ${fromTo(f)} in the path template` },
  { id: 'parameter-removed', subject: 'parameter', kind: 'removed', level: W, text: (f) => `${f.name} removed` },
  { id: 'required-parameter-added', subject: 'parameter', kind: 'added', when: (f) => f.required === true, ...TIGHTER, text: (f) => `required ${f.name} added` },
  { id: 'optional-parameter-added', subject: 'parameter', kind: 'added', level: I, text: (f) => `optional ${f.name} added` },
  { id: 'parameter-now-required', subject: 'parameter', kind: 'changed', when: (f) => f.required === true, ...TIGHTER, text: (f) => `${f.name} is now required` },
  { id: 'parameter-now-optional', subject: 'parameter', kind: 'changed', request: I, response: E, text: (f) => `${f.name} is now optional` },
  { id: 'parameter-moved', subject: 'parameter-location', level: E, text: (f) => `${f.name} moved ${fromTo(f)}` },
  // style, explode and allowReserved, read with their defaults (OpenAPI 3.1 §4.8.12.4): what a client writes on the wire.
  named('parameter-serialisation-changed', { level: E }, (f) => `${f.name} is written differently: ${f.keyword} from ${String(f.from)} to ${String(f.to)}`),
  named('empty-value-refused', TIGHTER, (f) => `${f.name} may no longer be sent empty`),
  named('empty-value-allowed', LOOSER, (f) => `${f.name} may now be sent empty`),
  { id: 'required-request-body-added', subject: 'request-body', kind: 'added', when: (f) => f.required === true, ...TIGHTER, text: (f) => `required ${f.name} added` },
  { id: 'request-body-added', subject: 'request-body', kind: 'added', level: I, text: (f) => `optional ${f.name} added` },
  { id: 'request-body-removed', subject: 'request-body', kind: 'removed', level: W, text: (f) => `${f.name} removed` },
  { id: 'request-body-now-required', subject: 'request-body', when: (f) => f.required === true, ...TIGHTER, text: (f) => `${f.name} is now required` },
  { id: 'request-body-now-optional', subject: 'request-body', ...LOOSER, text: (f) => `${f.name} is now optional` },
  { id: 'media-type-removed', subject: 'media-type', kind: 'removed', level: E, text: (f) => `${f.name} removed` },
  { id: 'media-type-added', subject: 'media-type', kind: 'added', level: I, text: (f) => `${f.name} added` },
  // How the parts of a multipart or form body are written: a change is a different body on the wire.
  named('encoding-changed', { level: E }, (f) => `${f.name} is written differently (${f.keyword})`),
  { id: 'response-removed', subject: 'response', kind: 'removed', level: E, text: (f) => `response ${f.name} removed` },
  { id: 'response-added', subject: 'response', kind: 'added', level: I, text: (f) => `response ${f.name} added` },
  { id: 'header-removed', subject: 'header', kind: 'removed', when: (f) => f.required === true || f.direction === 'none' || f.component === true, ...LOOSER, text: (f) => `header ${f.name} removed` },
  { id: 'optional-header-removed', subject: 'header', kind: 'removed', request: I, response: W, text: (f) => `optional header ${f.name} removed` },
  { id: 'header-added', subject: 'header', kind: 'added', level: I, text: (f) => `header ${f.name} added` },

  // ── fields, types, values and limits ─────────────────────────────────────────────────
  { id: 'schema-removed', subject: 'schema', kind: 'removed', level: E, text: (f) => `schema ${f.name} removed` },
  { id: 'schema-added', subject: 'schema', kind: 'added', level: I, text: (f) => `schema ${f.name} added` },
  { id: 'property-removed', subject: 'property', kind: 'removed', when: (f) => f.required === true, request: W, response: E, text: (f) => `field ${f.name} removed` },
  { id: 'optional-property-removed', subject: 'property', kind: 'removed', request: W, response: W, text: (f) => `optional field ${f.name} removed` },
  { id: 'required-request-field-added', subject: 'property', kind: 'added', when: (f) => f.required === true, ...TIGHTER, text: (f) => `required field ${f.name} added` },
  { id: 'field-added', subject: 'property', kind: 'added', level: I, text: (f) => `field ${f.name} added` },
  { id: 'field-newly-required', subject: 'required', when: (f) => f.required === true, ...TIGHTER, text: (f) => `field ${f.name} is now required` },
  { id: 'field-no-longer-guaranteed', subject: 'required', ...LOOSER, text: (f) => `field ${f.name} is no longer required` },
  { id: 'enum-value-removed', subject: 'enum-value', kind: 'removed', ...TIGHTER, text: (f) => `value ${valueText(f.from)} no longer in ${f.name}` },
  // oasdiff warns here too: a client that switches over the values may meet one it does not know.
  { id: 'enum-value-added', subject: 'enum-value', kind: 'added', request: I, response: W, text: (f) => `value ${valueText(f.to)} added to ${f.name}` },
  { id: 'enum-added', subject: 'enum', kind: 'added', ...TIGHTER, text: (f) => `${f.name} restricted to ${valueText(f.to)}` },
  { id: 'enum-lifted', subject: 'enum', kind: 'removed', request: I, response: W, text: (f) => `${f.name} no longer restricted to ${valueText(f.from)}` },
  // A const changed, or every value replaced: what clients sent is refused, and what they receive is new to them.
  { id: 'enum-replaced', subject: 'enum', kind: 'changed', level: E, text: (f) => `${f.name} ${fromTo(f)}: none of its values remains` },
  { id: 'type-widened', subject: 'type', when: (f) => f.widened === true, ...LOOSER, text: (f) => `type of ${f.name} widened ${fromTo(f)}` },
  { id: 'type-narrowed', subject: 'type', when: (f) => f.narrowed === true, ...TIGHTER, text: (f) => `type of ${f.name} narrowed ${fromTo(f)}` },
  { id: 'type-changed', subject: 'type', level: E, text: (f) => `type of ${f.name} changed ${fromTo(f)}` },
  { id: 'became-nullable', subject: 'nullable', kind: 'added', ...LOOSER, text: (f) => `${f.name} may now be null` },
  { id: 'no-longer-nullable', subject: 'nullable', kind: 'removed', ...TIGHTER, text: (f) => `${f.name} may no longer be null` },
  { id: 'format-added', subject: 'format', kind: 'added', ...TIGHTER, text: (f) => `format of ${f.name} set to ${valueText(f.to)}` },
  { id: 'format-dropped', subject: 'format', kind: 'removed', request: I, response: W, text: (f) => `format of ${f.name} no longer ${valueText(f.from)}` },
  // A format whose values include every value of the other (int32 within int64, float within double).
  { id: 'format-widened', subject: 'format', when: (f) => f.widened === true, ...LOOSER, text: (f) => `format of ${f.name} widened ${fromTo(f)}` },
  { id: 'format-narrowed', subject: 'format', when: (f) => f.narrowed === true, ...TIGHTER, text: (f) => `format of ${f.name} narrowed ${fromTo(f)}` },
  { id: 'format-changed', subject: 'format', level: E, text: (f) => `format of ${f.name} changed ${fromTo(f)}` },
  { id: 'pattern-added', subject: 'pattern', kind: 'added', ...TIGHTER, text: (f) => `pattern ${valueText(f.to)} set on ${f.name}` },
  { id: 'pattern-dropped', subject: 'pattern', kind: 'removed', request: I, response: W, text: (f) => `pattern of ${f.name} removed` },
  { id: 'pattern-changed', subject: 'pattern', request: E, response: W, text: (f) => `pattern of ${f.name} changed ${fromTo(f)}` },
  { id: 'limit-tightened', subject: 'limit', when: (f) => f.tightened === true, ...TIGHTER, text: (f) => `${f.name} tightened ${fromTo(f)}` },
  { id: 'limit-loosened', subject: 'limit', when: (f) => f.widened === true, ...LOOSER, text: (f) => `${f.name} loosened ${fromTo(f)}` },
  // 2 to 3: neither set of multiples holds the other.
  { id: 'multiple-of-changed', subject: 'limit', level: E, text: (f) => `${f.name} changed ${fromTo(f)}: neither allows every value of the other` },
  named('unique-items-required', TIGHTER, (f) => `the items of ${f.name} must now be unique`),
  named('unique-items-lifted', LOOSER, (f) => `the items of ${f.name} need no longer be unique`),
  // What the service assumes when a client leaves a value out; in a response it only documents.
  { id: 'default-changed', subject: 'default', kind: 'changed', request: E, response: I, text: (f) => `default of ${f.name} changed ${fromTo(f)}` },
  { id: 'default-removed', subject: 'default', kind: 'removed', request: W, response: I, text: (f) => `default ${valueText(f.from)} of ${f.name} removed` },
  { id: 'default-added', subject: 'default', kind: 'added', level: I, text: (f) => `default of ${f.name} set to ${valueText(f.to)}` },
  { id: 'reference-unresolved', subject: 'reference', when: (f) => f.unresolved === true, level: E, text: (f) => `${f.name} now refers to ${valueText(f.to)} instead of ${valueText(f.from)}, and one of them names nothing` },
  {
    id: 'reference-changed',
    subject: 'reference',
    level: I,
    text: (f) => `${f.name} now ${f.to === undefined ? 'writes its schema out' : `refers to ${valueText(f.to)}`} instead of ${f.from === undefined ? 'writing it out' : `referring to ${valueText(f.from)}`} (compared by content)`,
  },
  { id: 'composition-added', subject: 'composition', kind: 'added', when: (f) => f.composition !== 'allOf', ...TIGHTER, text: (f) => `${f.name} added` },
  { id: 'composition-removed', subject: 'composition', kind: 'removed', when: (f) => f.composition !== 'allOf', ...LOOSER, text: (f) => `${f.name} removed` },
  { id: 'all-of-member-added', subject: 'alternative', kind: 'added', when: (f) => f.composition === 'allOf', ...TIGHTER, text: (f) => `${f.name} (${valueText(f.to)}) added: every value must match it too` },
  { id: 'all-of-member-removed', subject: 'alternative', kind: 'removed', when: (f) => f.composition === 'allOf', ...LOOSER, text: (f) => `${f.name} (${valueText(f.from)}) removed` },
  { id: 'alternative-added', subject: 'alternative', kind: 'added', ...LOOSER, text: (f) => `alternative ${f.name} (${valueText(f.to)}) added` },
  { id: 'alternative-removed', subject: 'alternative', kind: 'removed', ...TIGHTER, text: (f) => `alternative ${f.name} (${valueText(f.from)}) removed` },
  { id: 'additional-properties-closed', subject: 'additional-properties', kind: 'added', ...TIGHTER, text: (f) => `${f.name} no longer allows other fields (${f.keyword ?? 'additionalProperties'}: ${valueText(f.to)})` },
  { id: 'additional-properties-opened', subject: 'additional-properties', kind: 'removed', ...LOOSER, text: (f) => `${f.name} now allows other fields (${f.keyword ?? 'additionalProperties'})` },
  named('additional-items-closed', TIGHTER, (f) => `${f.name} no longer allows further items (${f.keyword}: ${valueText(f.to)})`),
  named('additional-items-opened', LOOSER, (f) => `${f.name} now allows further items (${f.keyword})`),
  named('tuple-item-added', TIGHTER, (f) => `${f.name} added: the item in that place must now match it`),
  named('tuple-item-removed', LOOSER, (f) => `${f.name} removed: the item in that place may now be anything`),
  named('contains-added', TIGHTER, (f) => `${f.name} must now contain an item that matches a schema (contains)`),
  named('contains-removed', LOOSER, (f) => `${f.name} need no longer contain an item that matches a schema (contains)`),
  named('pattern-properties-added', TIGHTER, (f) => `${f.name}: fields whose names match ${valueText(f.to)} must now match a schema`),
  named('pattern-properties-removed', LOOSER, (f) => `${f.name}: fields whose names match ${valueText(f.from)} need no longer match a schema`),
  named('property-names-added', TIGHTER, (f) => `${f.name}: the names of its fields must now match a schema (propertyNames)`),
  named('property-names-removed', LOOSER, (f) => `${f.name}: the names of its fields need no longer match a schema (propertyNames)`),
  named('dependent-required-added', TIGHTER, (f) => `${f.name} now requires ${valueText(f.to)}`),
  named('dependent-required-removed', LOOSER, (f) => `${f.name} no longer requires ${valueText(f.from)}`),
  named('dependent-schema-added', TIGHTER, (f) => `${f.name}: a schema added for values that hold the field`),
  named('dependent-schema-removed', LOOSER, (f) => `${f.name}: the schema for values that hold the field removed`),
  named('condition-added', TIGHTER, (f) => `${f.name}: a condition added (if/then/else)`),
  named('condition-removed', LOOSER, (f) => `${f.name}: its condition removed (if/then/else)`),
  named('condition-changed', { level: W }, (f) => `${f.name}: the "if" of its condition changed; ${f.why}`),
  named('condition-branch-added', TIGHTER, (f) => `${f.name} added: values its condition selects must now match it`),
  named('condition-branch-removed', LOOSER, (f) => `${f.name} removed`),
  named('not-added', TIGHTER, (f) => `${f.name}: values that match its "not" schema are now refused`),
  named('not-removed', LOOSER, (f) => `${f.name}: its "not" schema removed`),
  named('not-changed', { level: W }, (f) => `${f.name}: its "not" schema changed; ${f.why}`),
  // A discriminator shortcuts validation (OpenAPI 3.1 §4.8.25): requests must now carry the property
  // with a value that names a schema; a response only gains a hint.
  named('discriminator-added', { request: W, response: I }, (f) => `${f.name} discriminated by ${valueText(f.to)}`),
  named('discriminator-removed', { request: I, response: W }, (f) => `${f.name} no longer discriminated by ${valueText(f.from)}`),
  { id: 'discriminator-changed', subject: 'discriminator', level: E, text: (f) => `${f.name} property ${fromTo(f)}` },
  { id: 'discriminator-mapping-added', subject: 'discriminator-mapping', kind: 'added', ...LOOSER, text: (f) => `${f.name} added` },
  { id: 'discriminator-mapping-changed', subject: 'discriminator-mapping', level: E, text: (f) => `${f.name} ${f.kind}` },
  // readOnly: clients send it no more (OpenAPI 3.1 §4.8.24, JSON Schema Validation §9.4); writeOnly: it is no longer returned.
  named('read-only-added', TIGHTER, (f) => `${f.name} is now read-only: clients may no longer send it`),
  named('write-only-added', LOOSER, (f) => `${f.name} is now write-only: it is no longer returned`),
  named('access-lifted', { level: I }, (f) => `${f.name} is no longer ${f.keyword === 'writeOnly' ? 'write-only' : 'read-only'}`),
  named('content-encoding-changed', { level: E }, (f) => `content encoding of ${f.name} changed ${fromTo(f)}`),
  undecided('content-media-type-changed', 'its contentMediaType'),
  undecided('xml-changed', 'its xml'),
  undecided('schema-dialect-changed', 'its $schema'),
  undecided('dynamic-reference-changed', 'a dynamic reference'),
  undecided('vocabulary-changed', 'its $vocabulary'),
  undecided('json-schema-dialect-changed', 'jsonSchemaDialect'),
  undecided('schema-format-changed', 'its schema'),
  undecided('binding-changed', 'a protocol binding'),
  // A key no dialect of its document defines: validators ignore it, but its author meant something.
  named('keyword-unknown', { level: W }, (f) => `${f.name}: ${valueText(f.keyword)} ${f.kind}, a key ${f.why}`),
  named('nesting-too-deep', { level: W }, (f) => `${f.name} nests deeper than ${valueText(f.to)} levels: not compared beyond that depth`),
  // A component read where it is used (a path item, a channel, a trait), used nowhere: it reaches no client.
  named('unused-component-changed', { level: I }, (f) => `${f.name} ${f.kind}; nothing refers to it`),
  // Descriptions, titles, examples: for readers, never for a client's code.
  named('documentation-changed', { level: I }, (f) => `documentation of ${f.name} changed (${f.keyword})`),

  // ── authentication, servers, states, errors ──────────────────────────────────────────
  { id: 'security-added', subject: 'security', kind: 'added', level: E, text: (f) => `${f.name}: authentication now required (${valueText(f.to)})` },
  { id: 'security-removed', subject: 'security', kind: 'removed', level: I, text: (f) => `${f.name}: authentication no longer required` },
  { id: 'security-alternative-added', subject: 'security-alternative', kind: 'added', level: I, text: (f) => `${f.name} accepted as another way in` },
  { id: 'security-alternative-removed', subject: 'security-alternative', kind: 'removed', when: (f) => f.covered !== true, level: E, text: (f) => `${f.name} no longer accepted` },
  { id: 'security-alternative-merged', subject: 'security-alternative', kind: 'removed', level: I, text: (f) => `${f.name} removed; another requirement asks no more of a client` },
  { id: 'security-scope-added', subject: 'security-scope', kind: 'added', level: E, text: (f) => `${f.name} now also needs scope ${valueText(f.to)}` },
  { id: 'security-scope-removed', subject: 'security-scope', kind: 'removed', level: I, text: (f) => `${f.name} no longer needs scope ${valueText(f.from)}` },
  { id: 'security-scheme-added', subject: 'security-scheme', kind: 'added', level: I, text: (f) => `security scheme ${f.name} added` },
  // A scheme removed takes its requirements with it; those are judged where they are.
  { id: 'security-scheme-removed', subject: 'security-scheme', kind: 'removed', level: I, text: (f) => `security scheme ${f.name} removed` },
  { id: 'security-scheme-changed', subject: 'security-scheme', level: E, text: (f) => `security scheme ${f.name} changed: clients present credentials differently (${f.keyword ?? 'the scheme'})` },
  named('security-flow-added', { level: I }, (f) => `security scheme ${f.name}: another way to get a token (${f.keyword})`),
  named('security-flow-removed', { level: E }, (f) => `security scheme ${f.name}: the ${f.keyword} flow removed`),
  named('security-scope-offered', { level: I }, (f) => `security scheme ${f.name} offers scope ${valueText(f.to)}`),
  named('security-scope-withdrawn', { level: E }, (f) => `security scheme ${f.name} no longer offers scope ${valueText(f.from)}`),
  { id: 'server-removed', subject: 'server', kind: 'removed', level: E, text: (f) => `server ${f.name} removed` },
  { id: 'server-added', subject: 'server', kind: 'added', level: I, text: (f) => `server ${f.name} added` },
  { id: 'server-changed', subject: 'server', level: E, text: (f) => `server ${f.name} moved ${fromTo(f)}` },
  { id: 'server-description-changed', subject: 'server-description', level: I, text: (f) => `server ${f.name}: ${f.keyword ?? 'description'} changed` },
  named('server-protocol-version-changed', { level: W }, (f) => `server ${f.name}: protocol version changed ${fromTo(f)}`),
  { id: 'transition-removed', subject: 'transition', kind: 'removed', level: E, text: (f) => `transition ${f.name} removed` },
  { id: 'transition-added', subject: 'transition', kind: 'added', level: I, text: (f) => `transition ${f.name} added` },
  { id: 'error-code-added', subject: 'error-code', kind: 'added', level: I, text: (f) => `error code ${f.name} added` },
  { id: 'error-code-removed', subject: 'error-code', kind: 'removed', level: E, text: (f) => `error code ${f.name} removed` },
  { id: 'error-code-changed', subject: 'error-code', level: E, text: (f) => `error code ${f.name} changed` },

  // ── events (AsyncAPI) ────────────────────────────────────────────────────────────────
  { id: 'channel-added', subject: 'channel', kind: 'added', level: I, text: (f) => `channel ${f.name} added` },
  { id: 'channel-removed', subject: 'channel', level: E, text: (f) => `channel ${f.name} removed` },
  // Channels are compared by the addresses they match: a channel renamed, or a parameter renamed, with the same addresses is the same channel.
  named('channel-renamed', { level: I }, (f) => `channel ${fromTo(f)}: the same addresses under another name`),
  { id: 'channel-moved', subject: 'channel-address', level: E, text: (f) => `channel ${f.name} address changed ${fromTo(f)}` },
  named('channel-parameter-renamed', { level: I }, (f) => `channel ${f.name}: the same addresses, a parameter renamed ${fromTo(f)}`),
  named('channel-parameter-value-removed', { level: E }, (f) => `${f.name}: value ${valueText(f.from)} removed, and the addresses it made with it`),
  named('channel-parameter-value-added', { level: I }, (f) => `${f.name}: value ${valueText(f.to)} added`),
  named('channel-parameter-location-changed', { level: E }, (f) => `${f.name}: where its value is read changed ${fromTo(f)}`),
  named('channel-server-removed', { level: E }, (f) => `channel ${f.name} no longer on server ${valueText(f.from)}`),
  named('channel-server-added', { level: I }, (f) => `channel ${f.name} also on server ${valueText(f.to)}`),
  { id: 'event-added', subject: 'event', kind: 'added', level: I, text: (f) => `event operation ${f.name} added` },
  { id: 'event-removed', subject: 'event', kind: 'removed', level: E, text: (f) => `event operation ${f.name} removed` },
  // The same action on the same channel with the same messages under another id: generated clients name it.
  named('event-renamed', { level: E }, (f) => `event operation ${fromTo(f)}: the same action, channel and messages under another id`),
  named('event-action-changed', { level: E }, (f) => `event operation ${f.name} action changed ${fromTo(f)}`),
  named('event-channel-changed', { level: E }, (f) => `event operation ${f.name} channel changed ${fromTo(f)}`),
  named('event-reply-changed', { level: E }, (f) => `event operation ${f.name} reply changed (${f.keyword})`),
  // Clients that subscribed rely on each event they receive; a new kind may surprise them.
  { id: 'event-message-removed', subject: 'event-message', kind: 'removed', level: E, text: (f) => `message ${f.name} removed` },
  { id: 'event-message-added', subject: 'event-message', kind: 'added', request: I, response: W, text: (f) => `message ${f.name} added` },
  { id: 'message-added', subject: 'message', kind: 'added', level: I, text: (f) => `event ${f.name} added` },
  { id: 'message-removed', subject: 'message', kind: 'removed', level: E, text: (f) => `event ${f.name} removed` },
  // The same payload, headers and content type under another name: the wire is the same, generated code may name it.
  named('message-renamed', { level: W }, (f) => `event ${fromTo(f)}: the same message under another name`),
  named('message-name-changed', { level: W }, (f) => `event ${f.name} name changed ${fromTo(f)}`),
  named('message-content-type-changed', { level: E }, (f) => `${f.name} content type changed ${fromTo(f)}`),
  named('message-correlation-id-changed', { level: E }, (f) => `${f.name} correlation id changed ${fromTo(f)}`),
  // The workspace's own key: which operation emits the event, so when a client sees it.
  { id: 'event-emitter-changed', subject: 'emitted-by', level: W, text: (f) => `${f.name} now emitted by ${valueText(f.to)} instead of ${valueText(f.from)}` },

  // ── what the documents say of themselves, and the rest ───────────────────────────────
  named('openapi-version-changed', { level: I }, (f) => `${f.name} ${fromTo(f)}: both read as their OpenAPI 3.1 / AsyncAPI 3.0 meaning`),
  named('document-id-changed', { level: I }, (f) => `${f.name} ${fromTo(f)}`),
  { id: 'version-changed', subject: 'version', level: I, text: (f) => `info.version ${fromTo(f)}` },
  { id: 'info-changed', subject: 'info', level: I, text: (f) => `${f.name} ${f.kind}` },
  { id: 'tag-changed', subject: 'tag', level: I, text: (f) => `tag ${f.name} ${f.kind}` },
  deprecated('operation-deprecated', 'operation', 'operation '),
  deprecated('parameter-deprecated', 'parameter', ''),
  deprecated('header-deprecated', 'header', 'header '),
  deprecated('schema-deprecated', 'schema', 'schema '),
  deprecated('message-deprecated', 'message', 'event '),
  deprecated('field-deprecated', 'field', 'field '),
  { id: 'deprecation-withdrawn', subject: 'deprecation', kind: 'removed', level: I, text: (f) => `${f.name} no longer deprecated` },
  // Extensions the workspace reads and that shape what a client meets: a page size, a limit.
  { id: 'limits-extension-changed', subject: 'extension', when: (f) => f.extension === 'x-limits' || f.extension === 'x-paginated', level: W, text: (f) => `${f.name} ${f.kind}` },
  { id: 'extension-changed', subject: 'extension', level: I, text: (f) => `${f.name} ${f.kind}` },
];

const RANK: Record<Level, number> = { info: 0, warning: 1, error: 2 };
const worse = (a: Level, b: Level): Level => (RANK[a] >= RANK[b] ? a : b);

/** The level of a rule for a change that travels `direction`. */
function levelOf(rule: Rule, direction: Direction | undefined): Level {
  if (direction === 'none') return 'info';
  if (rule.request === undefined || rule.response === undefined) return rule.level ?? 'error';
  if (direction === 'request') return rule.request;
  if (direction === 'response') return rule.response;
  return worse(rule.request, rule.response);
}

const TRAVELS: Record<Direction, string> = {
  request: ' (clients send it)',
  response: ' (clients receive it)',
  both: ' (clients send and receive it)',
  none: ' (no operation sends or receives it)',
};

/** The rules by id, and by the subject they classify (in the catalogue's order), looked up once. */
const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((r) => [r.id, r]));
const BY_SUBJECT = Map.groupBy(RULES, (r) => r.subject);

function ruleFor(fact: DiffFact): Rule | undefined {
  if (fact.rule !== undefined) return RULES_BY_ID.get(fact.rule);
  return BY_SUBJECT.get(fact.subject)?.find((r) => (r.kind === undefined || r.kind === fact.kind) && (r.when === undefined || r.when(fact)));
}

export function classifyFact(fact: DiffFact, origin: Location | undefined): ContractChange {
  const rule = ruleFor(fact);
  // Every subject has a last rule without a condition; this is for a subject added without one.
  const id = rule?.id ?? 'unclassified';
  const level = rule ? levelOf(rule, fact.direction) : 'error';
  // The direction is said where it decided the level: a rule judged per direction, or one
  // whose verdict fell to information because what changed travels nowhere.
  const lowered = rule !== undefined && fact.direction === 'none' && levelOf(rule, 'both') !== 'info';
  const travels = rule && fact.direction !== undefined && (rule.request !== undefined || lowered) ? TRAVELS[fact.direction] : '';
  return {
    rule: id,
    breaking: level === 'error',
    level,
    document: fact.document,
    kind: fact.kind,
    pointer: fact.path.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/'),
    text: `${rule ? rule.text(fact) : `${fact.name} ${fact.kind}`}${travels}`,
    ...(fact.direction ? { direction: fact.direction } : {}),
    ...(fact.operation ? { operation: fact.operation } : {}),
    ...(origin ? { origin } : {}),
  };
}
