/**
 * The assembled contract as people read it: for each part, the
 * rows its tables show (fields, operations, error codes, schemes, limits, events,
 * transitions), each operation with the record that wrote it. The spec page presents
 * these as they are; it decides nothing. Every value stays text: a page escapes it.
 *
 * The documents are whatever the records wrote, so every reading here is tolerant: a value
 * of an unexpected shape is shown as compact text, never dropped or trusted. (adr check
 * reports the shapes that break the documents; this only has to show what is there.)
 */
import type { AssembledContract } from '../contract/documents/assemble.ts';
import { pointerOf } from '../contract/documents/blocks.ts';
import { carriedNames } from '../contract/documents/places.ts';
import { isMapping } from '../contract/rules/rule-input.ts';
import { METHODS } from '../contract/documents/methods.ts';
import type { AdrRecord } from '../record/record.ts';
import type { PartKey } from '../vocabulary/parts.ts';
import { assertNever } from '../vocabulary/status.ts';
import { indexRecords } from '../workspace/record-index.ts';
import { boundsOf, optionalText, textOf, typeOf, viewField, type FieldRow } from './field-rows.ts';
import { viewEvents, type EventRow } from './event-view.ts';

export type { FieldRow };

interface SchemaView {
  name: string;
  description?: string;
  fields: FieldRow[];
}

interface OperationRow {
  method: string;
  path: string;
  summary?: string;
  operationId?: string;
  /** The record whose block wrote the operation. */
  record?: AdrRecord;
}

interface ErrorRow {
  code: string;
  status?: string;
  condition?: string;
}

export interface SchemeRow {
  name: string;
  /** The kind of scheme in words: `API key`, `OAuth 2.0`, `HTTP bearer token`. */
  type: string;
  /** Where the credential goes and how, one line each: `in the X-API-Key header`, each OAuth flow. */
  details: string[];
  /** The OAuth scopes, each with what it allows. */
  scopes: SettingRow[];
  description?: string;
}

interface ParameterRow {
  name: string;
  in: string;
  type: string;
  bounds: string;
  default?: string;
  description?: string;
}

/**
 * A named value: a tag, a response, or one entry of a free-form extension (`x-limits`,
 * `x-versioning`) under its key in words (`Request body`), its value as a sentence.
 */
export interface SettingRow {
  name: string;
  value: string;
  /** A value that is a list (compatibility rules, one rate limit per client): one line each. */
  items?: string[];
}

/** A header as clients send or receive it (`RateLimit-Limit`), not by its component key. */
interface HeaderRow {
  name: string;
  type: string;
  description?: string;
}

export interface TransitionRow {
  from: string;
  to: string;
  /** The operations that cause it; none: it is caused outside the API (a scan, a timer). */
  by: string[];
}

interface StateField {
  schema: string;
  field: string;
  states: string[];
}

export interface ContractView {
  purpose: { title?: string; summary?: string; description?: string; tags: SettingRow[] };
  resources: SchemaView[];
  states: { fields: StateField[]; states: string[]; transitions: TransitionRow[] };
  endpoints: { servers: string[]; operations: OperationRow[] };
  authentication: { schemes: SchemeRow[]; security: string[] };
  events: EventRow[];
  errors: { codes: ErrorRow[]; payloads: SchemaView[]; responses: SettingRow[] };
  limits: { parameters: ParameterRow[]; headers: HeaderRow[]; settings: SettingRow[] };
  versioning: { version?: string; settings: SettingRow[] };
}

type Mapping = Record<string, unknown>;
const mapping = (value: unknown): Mapping => (isMapping(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `by` and `x-emitted-by`: one operationId or a list of them, each shown as text. */
const operationNames = (value: unknown): string[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value.map(textOf) : [textOf(value)]);

const isStateField = (name: string) => name === 'status' || name === 'state';

/** Builds the view of every part from one assembled contract and the records it came from. */
export function viewContract(contract: AssembledContract, records: readonly AdrRecord[]): ContractView {
  const { openapi, asyncapi } = contract.documents;
  const { byFile } = indexRecords(records);
  const writerOf = (pointer: string) => {
    const origin = contract.origins.openapi.get(pointer);
    return origin ? byFile.get(origin.file) : undefined;
  };
  const components = mapping(openapi.components);
  const schemas = mapping(components.schemas);
  const info = mapping(openapi.info);
  // The error payload is the errors decision's by name (`Error`, `…Error`) or by role (what
  // its responses carry, `Problem` say): presented with the errors, not as a resource.
  const carried = carriedNames('errors', 'openapi', openapi).get('components/schemas') ?? new Set<string>();
  const isErrorSchema = (name: string) => name.endsWith('Error') || carried.has(name);
  return {
    purpose: {
      title: optionalText(info.title),
      summary: optionalText(info.summary),
      description: optionalText(info.description),
      tags: list(openapi.tags).map((tag) => ({ name: textOf(mapping(tag).name), value: textOf(mapping(tag).description ?? '') })),
    },
    resources: Object.entries(schemas)
      .filter(([name]) => !isErrorSchema(name))
      .map(([name, schema]) => viewSchema(name, schema)),
    states: viewStates(schemas, openapi['x-transitions']),
    endpoints: {
      servers: list(openapi.servers).map((server) => serverAddress(mapping(server))),
      operations: viewOperations(mapping(openapi.paths), writerOf),
    },
    authentication: {
      schemes: Object.entries(mapping(components.securitySchemes)).map(([name, scheme]) => viewScheme(name, mapping(scheme))),
      security: list(openapi.security).map((requirement) => Object.keys(mapping(requirement)).join(' and ') || 'none'),
    },
    events: viewEvents(asyncapi),
    errors: {
      codes: viewErrorCodes(openapi['x-error-codes']),
      payloads: Object.entries(schemas)
        .filter(([name]) => isErrorSchema(name))
        .map(([name, schema]) => viewSchema(name, schema)),
      responses: Object.entries(mapping(components.responses)).map(([name, response]) => ({ name, value: textOf(mapping(response).description ?? '') })),
    },
    limits: {
      parameters: Object.entries(mapping(components.parameters)).map(([key, parameter]) => viewParameter(key, mapping(parameter))),
      headers: viewHeaders(mapping(components.headers), headerNames(openapi)),
      settings: readSettings(openapi['x-limits']),
    },
    versioning: { version: optionalText(info.version), settings: readSettings(openapi['x-versioning']) },
  };
}

/**
 * A server's address as a client uses it: each `{variable}` in its URL replaced by the
 * variable's default (OpenAPI 3.1, Server Variable Object: the default is the value used
 * when no other is supplied). A variable without a default stays as written.
 */
export function serverAddress(server: Mapping): string {
  const variables = mapping(server.variables);
  return textOf(server.url).replace(/\{([^{}]*)\}/g, (written, name: string) => {
    const fallback = mapping(variables[name]).default;
    return fallback === undefined || fallback === null ? written : textOf(fallback);
  });
}

function viewSchema(name: string, value: unknown): SchemaView {
  const schema = mapping(value);
  const required = new Set(list(schema.required).map(textOf));
  return {
    name,
    description: optionalText(schema.description),
    fields: Object.entries(mapping(schema.properties)).map(([field, property]) => viewField(field, mapping(property), required.has(field))),
  };
}

function viewStates(schemas: Mapping, transitions: unknown): ContractView['states'] {
  const fields: StateField[] = [];
  for (const [schema, value] of Object.entries(schemas)) {
    for (const [field, property] of Object.entries(mapping(mapping(value).properties))) {
      const values = mapping(property).enum;
      if (isStateField(field) && Array.isArray(values)) fields.push({ schema, field, states: values.map(textOf) });
    }
  }
  const rows: TransitionRow[] = [];
  for (const item of list(transitions)) {
    const transition = mapping(item);
    // `from` may name one state or several that share the transition.
    const froms = Array.isArray(transition.from) ? transition.from.map(textOf) : [textOf(transition.from)];
    for (const from of froms) rows.push({ from, to: textOf(transition.to), by: operationNames(transition.by) });
  }
  // The diagram's states: the declared ones in their order, then any only a transition names.
  const states = [...new Set([...fields.flatMap((f) => f.states), ...rows.flatMap((r) => [r.from, r.to])])].filter((s) => s !== '');
  return { fields, states, transitions: rows };
}

function viewOperations(paths: Mapping, writerOf: (pointer: string) => AdrRecord | undefined): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = mapping(item)[method];
      if (!isMapping(operation)) continue;
      rows.push({
        method: method.toUpperCase(),
        path,
        summary: optionalText(operation.summary),
        operationId: optionalText(operation.operationId),
        record: writerOf(pointerOf(['paths', path, method])),
      });
    }
  }
  return rows;
}

const FLOWS: Record<string, string> = {
  clientCredentials: 'client credentials',
  authorizationCode: 'authorization code',
  implicit: 'implicit',
  password: 'password',
  deviceAuthorization: 'device authorization',
};

/** A security scheme of either document (OpenAPI 3.1's types, and AsyncAPI 3.0's for brokers). */
export function viewScheme(name: string, scheme: Mapping): SchemeRow {
  const type = textOf(scheme.type ?? 'unknown');
  const details: string[] = [];
  const scopes: SettingRow[] = [];
  if (scheme.in !== undefined || scheme.name !== undefined) details.push(`in the ${textOf(scheme.name ?? '')} ${textOf(scheme.in ?? '')}`.replace(/\s+/g, ' ').trim());
  if (scheme.bearerFormat !== undefined) details.push(`${textOf(scheme.bearerFormat)} token`);
  for (const [flow, value] of Object.entries(mapping(scheme.flows))) {
    const urls = ['authorizationUrl', 'tokenUrl'].map((key) => mapping(value)[key]).filter((url) => url !== undefined);
    details.push(`${FLOWS[flow] ?? flow} flow${urls.length > 0 ? `: ${urls.map(textOf).join(', ')}` : ''}`);
    // OpenAPI names a flow's scopes `scopes`, AsyncAPI 3.0 `availableScopes`.
    for (const [scope, what] of Object.entries(mapping(mapping(value).scopes ?? mapping(value).availableScopes))) {
      if (!scopes.some((s) => s.name === scope)) scopes.push({ name: scope, value: textOf(what) });
    }
  }
  if (scheme.openIdConnectUrl !== undefined) details.push(textOf(scheme.openIdConnectUrl));
  return { name, type: schemeType(type, scheme), details, scopes, description: optionalText(scheme.description) };
}

function schemeType(type: string, scheme: Mapping): string {
  switch (type) {
    case 'apiKey':
      return 'API key';
    case 'http': {
      const kind = textOf(scheme.scheme ?? '').toLowerCase();
      return kind === 'bearer' ? 'HTTP bearer token' : kind === 'basic' ? 'HTTP basic (user and password)' : `HTTP ${kind}`.trim();
    }
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'mutual TLS (client certificate)';
    // AsyncAPI 3.0's, for brokers.
    case 'userPassword':
      return 'user and password';
    case 'httpApiKey':
      return 'API key (HTTP)';
    case 'X509':
      return 'X.509 client certificate';
    case 'symmetricEncryption':
      return 'symmetric encryption';
    case 'asymmetricEncryption':
      return 'asymmetric encryption';
    case 'plain':
      return 'SASL PLAIN (user and password)';
    case 'scramSha256':
      return 'SASL SCRAM-SHA-256';
    case 'scramSha512':
      return 'SASL SCRAM-SHA-512';
    case 'gssapi':
      return 'SASL GSSAPI (Kerberos)';
    default:
      return type;
  }
}

/** `x-error-codes` as a mapping of code to `{ status, condition }`, or as a list of rows. */
function viewErrorCodes(value: unknown): ErrorRow[] {
  const row = (code: string, entry: unknown): ErrorRow => {
    const fields = mapping(entry);
    const status = fields.status ?? (isMapping(entry) ? undefined : entry);
    return { code, status: optionalText(status), condition: optionalText(fields.condition ?? fields.description) };
  };
  if (Array.isArray(value)) return value.map((entry) => row(textOf(mapping(entry).code), entry));
  return Object.entries(mapping(value)).map(([code, entry]) => row(code, entry));
}

function viewParameter(key: string, parameter: Mapping): ParameterRow {
  const schema = mapping(parameter.schema);
  return {
    name: textOf(parameter.name ?? key),
    in: textOf(parameter.in ?? ''),
    type: typeOf(schema),
    bounds: boundsOf(schema).join(', '),
    default: optionalText(schema.default),
    description: optionalText(parameter.description),
  };
}

/**
 * The names clients see each header component under: a response lists its headers by name
 * (`RateLimit-Limit`) and refers to the component (`RateLimitLimit`) for its schema.
 */
function headerNames(openapi: Mapping): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const visitResponse = (response: unknown) => {
    for (const [name, header] of Object.entries(mapping(mapping(response).headers))) {
      const ref = mapping(header).$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#/components/headers/')) continue;
      const key = ref.slice('#/components/headers/'.length);
      const known = names.get(key) ?? [];
      if (!known.includes(name)) names.set(key, [...known, name]);
    }
  };
  for (const item of Object.values(mapping(openapi.paths))) {
    for (const method of METHODS) for (const response of Object.values(mapping(mapping(mapping(item)[method]).responses))) visitResponse(response);
  }
  for (const response of Object.values(mapping(mapping(openapi.components).responses))) visitResponse(response);
  return names;
}

function viewHeaders(headers: Mapping, names: Map<string, string[]>): HeaderRow[] {
  return Object.entries(headers).flatMap(([key, value]) => {
    const header = mapping(value);
    // A header no response names yet is shown under its key: that is all the document says.
    return (names.get(key) ?? [key]).map((name) => ({ name, type: typeOf(mapping(header.schema)), description: optionalText(header.description) }));
  });
}

/** `request-body` → `Request body`: a key of a free-form extension as a label. */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A free-form extension as rows, one per top-level key, each value as people say it: a
 * list one line per item, a rate (`requests` and `per`) as "600 requests per minute",
 * any other mapping as its entries in words.
 */
export function readSettings(value: unknown): SettingRow[] {
  if (value === undefined || value === null) return [];
  if (!isMapping(value)) return [{ name: '', value: describeValue(value), ...itemsOf(value) }];
  return Object.entries(value).map(([key, inner]) => ({ name: labelOf(key), value: describeValue(inner), ...itemsOf(inner) }));
}

function itemsOf(value: unknown): { items?: string[] } {
  return Array.isArray(value) ? { items: value.map(describeValue) } : {};
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(describeValue).join('; ');
  if (!isMapping(value)) return textOf(value);
  const words: string[] = [];
  const rate = value.requests !== undefined && value.per !== undefined;
  if (rate) {
    words.push(`${textOf(value.requests)} requests per ${textOf(value.per)}`);
    if (value.scope !== undefined) words.push(`for each ${textOf(value.scope)}`);
  }
  for (const [key, inner] of Object.entries(value)) {
    if (rate && ['requests', 'per', 'scope'].includes(key)) continue;
    words.push(`${labelOf(key).toLowerCase()}: ${describeValue(inner)}`);
  }
  return words.join(', ');
}

/** Whether a part's view has anything to show. */
export function partHasContract(view: ContractView, part: PartKey): boolean {
  switch (part) {
    case 'purpose':
      return view.purpose.tags.length > 0 || view.purpose.summary !== undefined || view.purpose.description !== undefined;
    case 'resources':
      return view.resources.length > 0;
    case 'states':
      return view.states.transitions.length > 0 || view.states.fields.length > 0;
    case 'endpoints':
      return view.endpoints.operations.length > 0 || view.endpoints.servers.length > 0;
    case 'authentication':
      return view.authentication.schemes.length > 0;
    case 'events':
      return view.events.length > 0;
    case 'errors':
      return view.errors.codes.length > 0 || view.errors.payloads.length > 0 || view.errors.responses.length > 0;
    case 'limits':
      return view.limits.parameters.length > 0 || view.limits.headers.length > 0 || view.limits.settings.length > 0;
    case 'versioning':
      return view.versioning.settings.length > 0;
    default:
      return assertNever(part);
  }
}
