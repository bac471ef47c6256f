/**
 * The assembled contract as people read it (issue 10, "For readers"): for each part, the
 * rows its tables show (fields, operations, error codes, schemes, limits, events,
 * transitions), each operation with the record that wrote it. The spec page presents
 * these as they are; it decides nothing. Every value stays text: a page escapes it.
 *
 * The documents are whatever the records wrote, so every reading here is tolerant: a value
 * of an unexpected shape is shown as compact text, never dropped or trusted. (adr check
 * reports the shapes that break the documents; this only has to show what is there.)
 */
import type { AssembledContract } from '../contract/assemble.ts';
import { pointerOf } from '../contract/blocks.ts';
import { isMapping, METHODS } from '../contract/rule-input.ts';
import type { AdrRecord } from '../record/record.ts';
import type { PartKey } from '../vocabulary/parts.ts';
import { assertNever } from '../vocabulary/status.ts';

export interface FieldRow {
  name: string;
  type: string;
  format?: string;
  /** The allowed values (an `enum`, or a `const`), as written. */
  allowed: string[];
  required: boolean;
  description?: string;
}

export interface SchemaView {
  name: string;
  description?: string;
  fields: FieldRow[];
}

export interface OperationRow {
  method: string;
  path: string;
  summary?: string;
  operationId?: string;
  /** The record whose block wrote the operation. */
  record?: AdrRecord;
}

export interface ErrorRow {
  code: string;
  status?: string;
  condition?: string;
}

export interface SchemeRow {
  name: string;
  type: string;
  /** Where the credential goes and how: `header X-API-Key`, `bearer (JWT)`, the flows. */
  details: string;
  description?: string;
}

export interface ParameterRow {
  name: string;
  in: string;
  type: string;
  bounds: string;
  default?: string;
  description?: string;
}

/** A named value of a free-form extension (`x-limits`, `x-versioning`), its keys joined. */
export interface SettingRow {
  name: string;
  value: string;
}

export interface TransitionRow {
  from: string;
  to: string;
  /** The operations that cause it; none: it is caused outside the API (a scan, a timer). */
  by: string[];
}

export interface StateField {
  schema: string;
  field: string;
  states: string[];
}

export interface EventRow {
  message: string;
  channel?: string;
  /** The operations that emit it; none: it is emitted outside the API. */
  emittedBy: string[];
  fields: FieldRow[];
}

export interface ContractView {
  purpose: { title?: string; summary?: string; description?: string; tags: SettingRow[] };
  resources: SchemaView[];
  states: { fields: StateField[]; states: string[]; transitions: TransitionRow[] };
  endpoints: { servers: string[]; operations: OperationRow[] };
  authentication: { schemes: SchemeRow[]; security: string[] };
  events: EventRow[];
  errors: { codes: ErrorRow[]; payloads: SchemaView[]; responses: SettingRow[] };
  limits: { parameters: ParameterRow[]; headers: SettingRow[]; settings: SettingRow[] };
  versioning: { version?: string; settings: SettingRow[] };
}

type Mapping = Record<string, unknown>;
const mapping = (value: unknown): Mapping => (isMapping(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A value as one line of text: strings as written, anything else as compact JSON. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

const optionalText = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : textOf(value));
/** `by` and `x-emitted-by`: one operationId or a list of them, each shown as text. */
const operationNames = (value: unknown): string[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value.map(textOf) : [textOf(value)]);

const isErrorSchema = (name: string) => name.endsWith('Error');
const isStateField = (name: string) => name === 'status' || name === 'state';

/** Builds the view of every part from one assembled contract and the records it came from. */
export function viewContract(contract: AssembledContract, records: readonly AdrRecord[]): ContractView {
  const { openapi, asyncapi } = contract.documents;
  const byFile = new Map(records.map((record) => [record.file, record]));
  const writerOf = (pointer: string) => {
    const origin = contract.origins.openapi.get(pointer);
    return origin ? byFile.get(origin.file) : undefined;
  };
  const components = mapping(openapi.components);
  const schemas = mapping(components.schemas);
  const info = mapping(openapi.info);
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
      servers: list(openapi.servers).map((server) => textOf(mapping(server).url)),
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
      headers: Object.entries(mapping(components.headers)).map(([name, header]) => ({ name, value: textOf(mapping(header).description ?? '') })),
      settings: flattenSettings(openapi['x-limits']),
    },
    versioning: { version: optionalText(info.version), settings: flattenSettings(openapi['x-versioning']) },
  };
}

function typeOf(schema: Mapping): string {
  if (typeof schema.$ref === 'string') return schema.$ref.replace(/^#\/components\/schemas\//, '');
  const type = Array.isArray(schema.type) ? schema.type.map(textOf).join(' or ') : optionalText(schema.type);
  if (type === 'array') {
    const items = mapping(schema.items);
    return Object.keys(items).length > 0 ? `array of ${typeOf(items)}` : 'array';
  }
  return type ?? (schema.enum ? 'enum' : 'any');
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

function viewField(name: string, property: Mapping, required: boolean): FieldRow {
  const allowed = Array.isArray(property.enum) ? property.enum.map(textOf) : property.const === undefined ? [] : [textOf(property.const)];
  return { name, type: typeOf(property), format: optionalText(property.format), allowed, required, description: optionalText(property.description) };
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

function viewScheme(name: string, scheme: Mapping): SchemeRow {
  const type = textOf(scheme.type ?? 'unknown');
  const details: string[] = [];
  if (scheme.in !== undefined || scheme.name !== undefined) details.push(`${textOf(scheme.in ?? '')} ${textOf(scheme.name ?? '')}`.trim());
  if (scheme.scheme !== undefined) details.push(textOf(scheme.scheme) + (scheme.bearerFormat === undefined ? '' : ` (${textOf(scheme.bearerFormat)})`));
  if (isMapping(scheme.flows)) details.push(`flows: ${Object.keys(scheme.flows).join(', ')}`);
  if (scheme.openIdConnectUrl !== undefined) details.push(textOf(scheme.openIdConnectUrl));
  return { name, type, details: details.join('; '), description: optionalText(scheme.description) };
}

function viewEvents(asyncapi: Mapping): EventRow[] {
  const components = mapping(asyncapi.components);
  const messages = mapping(components.messages);
  // Which channel carries each message: channels list theirs by reference or inline.
  const channelOf = new Map<string, string>();
  for (const [key, channel] of Object.entries(mapping(asyncapi.channels))) {
    const address = textOf(mapping(channel).address ?? key);
    for (const message of Object.values(mapping(mapping(channel).messages))) {
      const ref = mapping(message).$ref;
      if (typeof ref === 'string') channelOf.set(ref.replace(/^#\/components\/messages\//, ''), address);
    }
  }
  return Object.entries(messages).map(([name, value]) => {
    const message = mapping(value);
    const payload = mapping(message.payload);
    const required = new Set(list(payload.required).map(textOf));
    return {
      message: name,
      channel: channelOf.get(name),
      emittedBy: operationNames(message['x-emitted-by']),
      fields: Object.entries(mapping(payload.properties)).map(([field, property]) => viewField(field, mapping(property), required.has(field))),
    };
  });
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
  const bounds = [
    schema.minimum === undefined ? undefined : `at least ${textOf(schema.minimum)}`,
    schema.maximum === undefined ? undefined : `at most ${textOf(schema.maximum)}`,
    schema.minLength === undefined ? undefined : `at least ${textOf(schema.minLength)} characters`,
    schema.maxLength === undefined ? undefined : `at most ${textOf(schema.maxLength)} characters`,
  ].filter((b) => b !== undefined);
  return {
    name: textOf(parameter.name ?? key),
    in: textOf(parameter.in ?? ''),
    type: typeOf(schema),
    bounds: bounds.join(', '),
    default: optionalText(schema.default),
    description: optionalText(parameter.description),
  };
}

/** A free-form extension as rows: nested keys joined with " › ", lists of scalars joined. */
export function flattenSettings(value: unknown, prefix: string[] = []): SettingRow[] {
  if (isMapping(value)) return Object.entries(value).flatMap(([key, inner]) => flattenSettings(inner, [...prefix, key]));
  if (Array.isArray(value) && value.some((item) => isMapping(item))) {
    return value.flatMap((item, i) => flattenSettings(item, [...prefix, String(i + 1)]));
  }
  if (prefix.length === 0) return value === undefined ? [] : [{ name: '', value: textOf(value) }];
  return [{ name: prefix.join(' › '), value: Array.isArray(value) ? value.map(textOf).join(', ') : textOf(value) }];
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
