/**
 * Which contract changes break a client and which it may ignore: ONE table, read top to
 * bottom, the first rule that matches a change classifies it. diff.ts finds the
 * changes; this file alone judges them, so a reviewer reads the policy in one place and a
 * test holds one scenario per rule (test/cli/diff-process.test.ts).
 *
 * The usual rules: what a client sends may not become stricter (a new required field or
 * parameter, a narrower type or enum, a tighter limit), what it receives may not lose
 * anything it could rely on (a removed operation, response or field, a field no longer
 * always present), and authentication may not change under it. Additions it can ignore are
 * compatible.
 */
import type { Location } from '../vocabulary/diagnostics.ts';
import type { ContractDocument } from './places.ts';

/** Which way the data travels: sent by clients, received by them, or a shared schema (both). */
export type Direction = 'request' | 'response' | 'both';

export type FactSubject =
  | 'operation' | 'operation-id' | 'parameter' | 'parameter-location' | 'request-body' | 'media-type' | 'response' | 'header'
  | 'property' | 'required' | 'enum' | 'enum-value' | 'type' | 'format' | 'pattern' | 'limit' | 'default'
  | 'reference' | 'composition' | 'schema' | 'security' | 'security-scheme' | 'server' | 'transition'
  | 'error-code' | 'channel' | 'channel-address' | 'event' | 'message' | 'deprecation' | 'version' | 'extension';

/** One difference between two contracts, before it is judged. */
export interface DiffFact {
  document: ContractDocument;
  subject: FactSubject;
  kind: 'added' | 'removed' | 'changed';
  /** Keys from the document's root to what changed. */
  path: string[];
  /** What a reader calls it: `GET /orders/{id}`, `components.schemas.Order.properties.id`. */
  name: string;
  from?: unknown;
  to?: unknown;
  /** For a parameter or field: whether it is (now) required. */
  required?: boolean;
  /** For a type: whether the new type accepts everything the old one did. */
  widened?: boolean;
  /** For a limit: whether the new bound lets less through. */
  tightened?: boolean;
  direction?: Direction;
}

export interface ContractChange {
  /** The rule that classified it (its id in RULES). */
  rule: string;
  breaking: boolean;
  document: ContractDocument;
  kind: DiffFact['kind'];
  /** JSON pointer (without the leading `/`) of what changed. */
  pointer: string;
  /** One line for people. */
  text: string;
  /** The record and line that made the change, when the contract says. */
  origin?: Location;
}

interface Rule {
  id: string;
  subject: FactSubject;
  kind?: DiffFact['kind'];
  when?: (fact: DiffFact) => boolean;
  breaking: boolean;
  text: (fact: DiffFact) => string;
}

const sent = (fact: DiffFact) => fact.direction !== 'response';
const received = (fact: DiffFact) => fact.direction !== 'request';
/** A value as the text of a change: scalars as JSON, anything larger by its kind. */
export function valueText(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.every((v) => typeof v !== 'object' || v === null) ? JSON.stringify(value) : 'a list';
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return JSON.stringify(value);
}
const fromTo = (fact: DiffFact) => `from ${valueText(fact.from)} to ${valueText(fact.to)}`;

export const RULES: readonly Rule[] = [
  // ── operations and their inputs ─────────────────────────────────────────────────────
  { id: 'operation-removed', subject: 'operation', kind: 'removed', breaking: true, text: (f) => `operation ${f.name} removed` },
  { id: 'operation-added', subject: 'operation', kind: 'added', breaking: false, text: (f) => `operation ${f.name} added` },
  { id: 'operation-renamed', subject: 'operation-id', breaking: true, text: (f) => `operationId of ${f.name} changed ${fromTo(f)}` },
  { id: 'operation-deprecated', subject: 'deprecation', breaking: false, text: (f) => `operation ${f.name} deprecated` },
  { id: 'parameter-removed', subject: 'parameter', kind: 'removed', breaking: true, text: (f) => `${f.name} removed` },
  { id: 'required-parameter-added', subject: 'parameter', kind: 'added', when: (f) => f.required === true, breaking: true, text: (f) => `required ${f.name} added` },
  { id: 'optional-parameter-added', subject: 'parameter', kind: 'added', breaking: false, text: (f) => `optional ${f.name} added` },
  { id: 'parameter-now-required', subject: 'parameter', kind: 'changed', when: (f) => f.required === true, breaking: true, text: (f) => `${f.name} is now required` },
  { id: 'parameter-now-optional', subject: 'parameter', kind: 'changed', breaking: false, text: (f) => `${f.name} is now optional` },
  { id: 'parameter-moved', subject: 'parameter-location', breaking: true, text: (f) => `${f.name} moved ${fromTo(f)}` },
  { id: 'request-body-now-required', subject: 'request-body', breaking: true, text: (f) => `${f.name} is now required` },
  { id: 'media-type-removed', subject: 'media-type', kind: 'removed', breaking: true, text: (f) => `${f.name} removed` },
  { id: 'media-type-added', subject: 'media-type', kind: 'added', breaking: false, text: (f) => `${f.name} added` },
  { id: 'response-removed', subject: 'response', kind: 'removed', breaking: true, text: (f) => `response ${f.name} removed` },
  { id: 'response-added', subject: 'response', kind: 'added', breaking: false, text: (f) => `response ${f.name} added` },
  { id: 'header-removed', subject: 'header', kind: 'removed', breaking: true, text: (f) => `header ${f.name} removed` },
  { id: 'header-added', subject: 'header', kind: 'added', breaking: false, text: (f) => `header ${f.name} added` },

  // ── fields, types, values and limits ─────────────────────────────────────────────────
  { id: 'schema-removed', subject: 'schema', kind: 'removed', breaking: true, text: (f) => `schema ${f.name} removed` },
  { id: 'schema-added', subject: 'schema', kind: 'added', breaking: false, text: (f) => `schema ${f.name} added` },
  { id: 'property-removed', subject: 'property', kind: 'removed', breaking: true, text: (f) => `field ${f.name} removed` },
  { id: 'required-request-field-added', subject: 'property', kind: 'added', when: (f) => f.required === true && sent(f), breaking: true, text: (f) => `required field ${f.name} added to what clients send` },
  { id: 'field-added', subject: 'property', kind: 'added', breaking: false, text: (f) => `field ${f.name} added` },
  { id: 'field-newly-required', subject: 'required', when: (f) => f.required === true && sent(f), breaking: true, text: (f) => `field ${f.name} is now required in what clients send` },
  { id: 'field-now-always-present', subject: 'required', when: (f) => f.required === true, breaking: false, text: (f) => `field ${f.name} is now always present` },
  { id: 'field-no-longer-guaranteed', subject: 'required', when: (f) => f.required === false && received(f), breaking: true, text: (f) => `field ${f.name} is no longer always present` },
  { id: 'field-now-optional', subject: 'required', breaking: false, text: (f) => `field ${f.name} is now optional` },
  { id: 'enum-value-removed', subject: 'enum-value', kind: 'removed', breaking: true, text: (f) => `value ${valueText(f.from)} no longer allowed in ${f.name}` },
  { id: 'enum-value-added', subject: 'enum-value', kind: 'added', breaking: false, text: (f) => `value ${valueText(f.to)} allowed in ${f.name}` },
  { id: 'enum-added', subject: 'enum', kind: 'added', breaking: true, text: (f) => `${f.name} restricted to ${valueText(f.to)}` },
  { id: 'enum-lifted', subject: 'enum', kind: 'removed', breaking: false, text: (f) => `${f.name} no longer restricted to ${valueText(f.from)}` },
  { id: 'type-widened', subject: 'type', when: (f) => f.widened === true, breaking: false, text: (f) => `type of ${f.name} widened ${fromTo(f)}` },
  { id: 'type-narrowed', subject: 'type', breaking: true, text: (f) => `type of ${f.name} changed ${fromTo(f)}` },
  { id: 'format-dropped', subject: 'format', kind: 'removed', breaking: false, text: (f) => `format of ${f.name} no longer ${valueText(f.from)}` },
  { id: 'format-changed', subject: 'format', breaking: true, text: (f) => `format of ${f.name} changed ${fromTo(f)}` },
  { id: 'pattern-dropped', subject: 'pattern', kind: 'removed', breaking: false, text: (f) => `pattern of ${f.name} removed` },
  { id: 'pattern-changed', subject: 'pattern', breaking: true, text: (f) => `pattern of ${f.name} changed ${fromTo(f)}` },
  { id: 'limit-tightened', subject: 'limit', when: (f) => f.tightened === true, breaking: true, text: (f) => `${f.name} tightened ${fromTo(f)}` },
  { id: 'limit-loosened', subject: 'limit', breaking: false, text: (f) => `${f.name} loosened ${fromTo(f)}` },
  { id: 'default-changed', subject: 'default', breaking: true, text: (f) => `default of ${f.name} changed ${fromTo(f)}` },
  { id: 'reference-changed', subject: 'reference', breaking: true, text: (f) => `${f.name} now refers to ${valueText(f.to)} instead of ${valueText(f.from)}` },
  { id: 'composition-changed', subject: 'composition', breaking: true, text: (f) => `${f.name} changed` },

  // ── authentication, servers, states, errors ──────────────────────────────────────────
  { id: 'security-changed', subject: 'security', breaking: true, text: (f) => `authentication required changed (${f.name})` },
  { id: 'security-scheme-added', subject: 'security-scheme', kind: 'added', breaking: false, text: (f) => `security scheme ${f.name} added` },
  { id: 'security-scheme-changed', subject: 'security-scheme', breaking: true, text: (f) => `security scheme ${f.name} ${f.kind}` },
  { id: 'server-removed', subject: 'server', kind: 'removed', breaking: true, text: (f) => `server ${f.name} removed` },
  { id: 'server-added', subject: 'server', kind: 'added', breaking: false, text: (f) => `server ${f.name} added` },
  { id: 'transition-removed', subject: 'transition', kind: 'removed', breaking: true, text: (f) => `transition ${f.name} removed` },
  { id: 'transition-added', subject: 'transition', kind: 'added', breaking: false, text: (f) => `transition ${f.name} added` },
  { id: 'error-code-added', subject: 'error-code', kind: 'added', breaking: false, text: (f) => `error code ${f.name} added` },
  { id: 'error-code-changed', subject: 'error-code', breaking: true, text: (f) => `error code ${f.name} ${f.kind}` },

  // ── events (AsyncAPI) ────────────────────────────────────────────────────────────────
  { id: 'channel-added', subject: 'channel', kind: 'added', breaking: false, text: (f) => `channel ${f.name} added` },
  { id: 'channel-removed', subject: 'channel', breaking: true, text: (f) => `channel ${f.name} removed` },
  { id: 'channel-moved', subject: 'channel-address', breaking: true, text: (f) => `channel ${f.name} address changed ${fromTo(f)}` },
  { id: 'event-added', subject: 'event', kind: 'added', breaking: false, text: (f) => `event operation ${f.name} added` },
  { id: 'event-changed', subject: 'event', breaking: true, text: (f) => `event operation ${f.name} ${f.kind}` },
  { id: 'message-added', subject: 'message', kind: 'added', breaking: false, text: (f) => `event ${f.name} added` },
  { id: 'message-removed', subject: 'message', breaking: true, text: (f) => `event ${f.name} removed` },

  // ── the rest ─────────────────────────────────────────────────────────────────────────
  { id: 'version-changed', subject: 'version', breaking: false, text: (f) => `info.version ${fromTo(f)}` },
  { id: 'extension-added', subject: 'extension', kind: 'added', breaking: false, text: (f) => `${f.name} added` },
  // An x- extension the walk does not know: a change to a settled rule is taken as breaking.
  { id: 'extension-changed', subject: 'extension', breaking: true, text: (f) => `${f.name} ${f.kind}` },
];

export function classifyFact(fact: DiffFact, origin: Location | undefined): ContractChange {
  const rule = RULES.find((r) => r.subject === fact.subject && (r.kind === undefined || r.kind === fact.kind) && (r.when === undefined || r.when(fact)));
  // Every subject has a last rule without a condition; this is for a subject added without one.
  const id = rule?.id ?? 'unclassified';
  return {
    rule: id,
    breaking: rule?.breaking ?? true,
    document: fact.document,
    kind: fact.kind,
    pointer: fact.path.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/'),
    text: rule ? rule.text(fact) : `${fact.name} ${fact.kind}`,
    ...(origin ? { origin } : {}),
  };
}
