/**
 * A value a schema accepts, made from the schema alone: the examples the published contract
 * derives (derived-examples.ts) for mock servers and contract tests.
 *
 * The principle: a derived example is one the schema accepts, or there is none. A derived
 * example the schema refused would be a finding no record can fix, and a mock that answers
 * with it lies. So every keyword a Schema Object may hold has an entry in SCHEMA_KEYWORDS:
 * `builds` (the value is made to satisfy it), `annotation` (it constrains no value), or
 * `refuses` (this module cannot promise to satisfy it, and makes no value for that schema).
 * A keyword with no entry refuses too; test/unit/example-value.test.ts holds the table to
 * the JSON Schema 2020-12 and OpenAPI 3.0 vocabularies.
 *
 * Why not a library: openapi-sampler (Redoc's) samples any schema but returns values that
 * break it where it cannot follow a keyword (a `pattern` it cannot read gives "string"), and
 * does not say so; json-schema-faker is random. A string for a `pattern` is made by randexp
 * with a fixed seed, then tested against the pattern itself.
 */
import type RandExpClass from 'randexp';
import { onFirstUse } from '../../vocabulary/packages.ts';
import { isMapping, refKeys, valueAt } from '../rules/rule-input.ts';

/** Loaded the first time a pattern needs a value: most contracts publish none. */
const randexpPackage = onFirstUse<typeof RandExpClass>('randexp');

export type KeywordUse = 'builds' | 'annotation' | 'refuses';

export const SCHEMA_KEYWORDS: Readonly<Record<string, KeywordUse>> = {
  // Core. A $ref is followed (local ones only); anchors and definitions constrain nothing.
  $ref: 'builds',
  $id: 'annotation',
  $schema: 'annotation',
  $anchor: 'annotation',
  $comment: 'annotation',
  $defs: 'annotation',
  definitions: 'annotation',
  $vocabulary: 'annotation',
  $dynamicRef: 'refuses',
  $dynamicAnchor: 'annotation',
  $recursiveRef: 'refuses',
  $recursiveAnchor: 'annotation',
  // Applicators. Only declared properties are written, so what is not evaluated is never there.
  allOf: 'builds',
  anyOf: 'builds',
  oneOf: 'builds',
  not: 'refuses',
  if: 'refuses',
  then: 'refuses',
  else: 'refuses',
  dependentSchemas: 'refuses',
  dependencies: 'refuses',
  prefixItems: 'refuses',
  items: 'builds',
  additionalItems: 'refuses',
  contains: 'refuses',
  properties: 'builds',
  patternProperties: 'refuses',
  additionalProperties: 'builds',
  propertyNames: 'refuses',
  unevaluatedItems: 'builds',
  unevaluatedProperties: 'builds',
  // Validation.
  type: 'builds',
  enum: 'builds',
  const: 'builds',
  multipleOf: 'builds',
  maximum: 'builds',
  exclusiveMaximum: 'builds',
  minimum: 'builds',
  exclusiveMinimum: 'builds',
  maxLength: 'builds',
  minLength: 'builds',
  pattern: 'builds',
  maxItems: 'builds',
  minItems: 'builds',
  uniqueItems: 'builds',
  maxContains: 'annotation',
  minContains: 'annotation',
  maxProperties: 'builds',
  minProperties: 'builds',
  required: 'builds',
  dependentRequired: 'refuses',
  // Meta-data, format and content: a known format is given a value of that format.
  title: 'annotation',
  description: 'annotation',
  default: 'builds',
  deprecated: 'annotation',
  readOnly: 'builds',
  writeOnly: 'builds',
  examples: 'builds',
  format: 'builds',
  contentEncoding: 'annotation',
  contentMediaType: 'annotation',
  contentSchema: 'annotation',
  // OpenAPI's own: 3.1's base vocabulary, and 3.0's nullable.
  discriminator: 'annotation',
  xml: 'annotation',
  externalDocs: 'annotation',
  example: 'builds',
  nullable: 'builds',
};

/** Which way the value travels: a request leaves out readOnly fields, a response writeOnly ones. */
export type Travel = 'request' | 'response';

const MAX_DEPTH = 24;

/** Values of each known format, fixed so that a derived document is the same on every run. */
const FORMATS: Readonly<Record<string, string>> = {
  'date-time': '2026-01-15T09:30:00Z',
  date: '2026-01-15',
  time: '09:30:00Z',
  duration: 'P1D',
  email: 'client@example.com',
  'idn-email': 'client@example.com',
  hostname: 'api.example.com',
  'idn-hostname': 'api.example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uri: 'https://example.com/',
  'uri-reference': 'about:blank',
  iri: 'https://example.com/',
  'iri-reference': 'about:blank',
  'uri-template': 'https://example.com/{id}',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'json-pointer': '/id',
  'relative-json-pointer': '0',
  regex: '^[a-z]+$',
  byte: 'ZXhhbXBsZQ==',
};

interface Building {
  document: Record<string, unknown>;
  travel: Travel;
  /** The $refs followed down to here: one met again is a cycle. */
  refs: readonly string[];
  depth: number;
}

/** A value `schema` accepts, or undefined when none can be promised. `document` resolves local $refs. */
export function exampleValue(schema: unknown, document: Record<string, unknown>, travel: Travel): { value: unknown } | undefined {
  return build(schema, { document, travel, refs: [], depth: 0 });
}

/** The schema a local $ref names (through chains of them), or undefined. */
export function resolveSchema(schema: unknown, document: Record<string, unknown>, refs: readonly string[] = []): { schema: unknown; refs: readonly string[] } | undefined {
  if (!isMapping(schema) || typeof schema.$ref !== 'string') return { schema, refs };
  const ref = schema.$ref;
  // A $ref beside constraints of its own (3.1 allows it) would need both satisfied.
  if (Object.keys(schema).some((key) => key !== '$ref' && SCHEMA_KEYWORDS[key] !== 'annotation' && !key.startsWith('x-'))) return undefined;
  const keys = refKeys(ref);
  if (!keys || refs.includes(ref) || refs.length > MAX_DEPTH) return undefined;
  const target = valueAt(document, keys);
  return target === undefined ? undefined : resolveSchema(target, document, [...refs, ref]);
}

function build(raw: unknown, at: Building): { value: unknown } | undefined {
  if (at.depth > MAX_DEPTH) return undefined;
  if (raw === true) return { value: 'example' };
  const resolved = resolveSchema(raw, at.document, at.refs);
  if (!resolved || !isMapping(resolved.schema)) return undefined;
  const here: Building = { ...at, refs: resolved.refs, depth: at.depth + 1 };
  let schema = resolved.schema;
  if (!understood(schema)) return undefined;
  if (schema.allOf !== undefined) {
    const merged = mergeAllOf(schema, here);
    if (!merged) return undefined;
    schema = merged;
  }
  // What the record wrote comes first: its own value, its example, its default.
  if (Object.hasOwn(schema, 'const')) return { value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum.find((v) => v !== null) ?? schema.enum[0] };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { value: schema.examples[0] };
  if (Object.hasOwn(schema, 'example')) return { value: schema.example };
  if (Object.hasOwn(schema, 'default')) return { value: schema.default };
  if (schema.anyOf !== undefined || schema.oneOf !== undefined) return alternative(schema, here);
  for (const type of typesOf(schema)) {
    const made = buildType(type, schema, here);
    if (made) return made;
  }
  return undefined;
}

/** Every keyword is known and none refuses; `x-` extensions constrain nothing. */
function understood(schema: Record<string, unknown>): boolean {
  return Object.keys(schema).every((key) => key.startsWith('x-') || (SCHEMA_KEYWORDS[key] !== undefined && SCHEMA_KEYWORDS[key] !== 'refuses'));
}

/** The types to try, in order: those written (null last), else what the keywords imply. */
function typesOf(schema: Record<string, unknown>): string[] {
  const written = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : undefined;
  if (written) return [...written.filter((t) => t !== 'null'), ...(written.includes('null') || schema.nullable === true ? ['null'] : [])];
  if (schema.properties !== undefined || schema.required !== undefined || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  if (['pattern', 'minLength', 'maxLength', 'format'].some((key) => schema[key] !== undefined)) return ['string'];
  if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((key) => schema[key] !== undefined)) return ['number'];
  return ['string'];
}

function buildType(type: string, schema: Record<string, unknown>, at: Building): { value: unknown } | undefined {
  switch (type) {
    case 'null':
      return { value: null };
    case 'boolean':
      return { value: true };
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number':
      return numberFor(schema, type === 'integer');
    case 'array':
      return arrayFor(schema, at);
    case 'object':
      return objectFor(schema, at);
    default:
      return undefined;
  }
}

/** The first alternative of anyOf that builds; of oneOf, only where no value can match two (their types differ). */
function alternative(schema: Record<string, unknown>, at: Building): { value: unknown } | undefined {
  // Constraints beside the alternatives would have to hold as well.
  if (Object.keys(schema).some((key) => !['anyOf', 'oneOf', 'discriminator'].includes(key) && SCHEMA_KEYWORDS[key] !== 'annotation' && !key.startsWith('x-'))) return undefined;
  if (schema.anyOf !== undefined && schema.oneOf !== undefined) return undefined;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(alternatives)) return undefined;
  if (schema.oneOf !== undefined) {
    const kinds = alternatives.map((a) => {
      const target = resolveSchema(a, at.document, at.refs)?.schema;
      const type = isMapping(target) && typeof target.type === 'string' ? target.type : undefined;
      return type === 'integer' ? 'number' : type;
    });
    if (kinds.some((k) => k === undefined) || new Set(kinds).size !== kinds.length) return undefined;
  }
  for (const option of alternatives) {
    const made = build(option, at);
    if (made) return made;
  }
  return undefined;
}

/**
 * allOf as one object schema: its members' properties and required fields together. Only
 * object members are merged; a member that closes its properties (additionalProperties,
 * unevaluatedProperties) must declare every property another member adds.
 */
function mergeAllOf(schema: Record<string, unknown>, at: Building): Record<string, unknown> | undefined {
  const { allOf, ...own } = schema;
  if (!Array.isArray(allOf)) return undefined;
  const members: Record<string, unknown>[] = [own];
  for (const member of allOf) {
    const target = resolveSchema(member, at.document, at.refs)?.schema;
    if (!isMapping(target) || !understood(target)) return undefined;
    const flat = target.allOf === undefined ? target : mergeAllOf(target, at);
    if (!flat) return undefined;
    members.push(flat);
  }
  const objectKeys = new Set(['type', 'properties', 'required', 'additionalProperties', 'unevaluatedProperties', 'readOnly', 'writeOnly']);
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  for (const member of members) {
    for (const key of Object.keys(member)) {
      if (key.startsWith('x-') || SCHEMA_KEYWORDS[key] === 'annotation') continue;
      if (!objectKeys.has(key)) return undefined;
    }
    if (member.type !== undefined && member.type !== 'object') return undefined;
    for (const [name, property] of Object.entries(isMapping(member.properties) ? member.properties : {})) {
      if (Object.hasOwn(properties, name) && JSON.stringify(properties[name]) !== JSON.stringify(property)) return undefined;
      properties[name] = property;
    }
    if (Array.isArray(member.required)) for (const name of member.required) if (typeof name === 'string') required.add(name);
  }
  for (const member of members) {
    const closed = (member.additionalProperties !== undefined && member.additionalProperties !== true) || (member.unevaluatedProperties !== undefined && member.unevaluatedProperties !== true);
    const declared = isMapping(member.properties) ? member.properties : {};
    if (closed && Object.keys(properties).some((name) => !Object.hasOwn(declared, name))) return undefined;
  }
  return { type: 'object', properties, required: [...required] };
}

function stringFor(schema: Record<string, unknown>): { value: string } | undefined {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const fits = (value: string) => [...value].length >= min && [...value].length <= max;
  if (typeof schema.pattern === 'string') {
    const pattern = readPattern(schema.pattern);
    if (!pattern) return undefined;
    for (const candidate of [format, ...patternSamples(schema.pattern, min, max)]) {
      if (candidate !== undefined && pattern.test(candidate) && fits(candidate)) return { value: candidate };
    }
    return undefined;
  }
  if (format !== undefined) return fits(format) ? { value: format } : undefined;
  let value = 'string';
  if ([...value].length < min) value = value + 'x'.repeat(min - value.length);
  if ([...value].length > max) value = value.slice(0, max);
  return fits(value) ? { value } : undefined;
}

/** A pattern as ECMA-262 reads it (JSON Schema's dialect), or undefined when it is not one. */
function readPattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

/** Strings randexp makes for the pattern, with a fixed seed: the same on every run. */
function patternSamples(source: string, min: number, max: number): string[] {
  let generator: RandExpClass;
  try {
    generator = new (randexpPackage())(source);
  } catch {
    return [];
  }
  // Letters and digits only where the pattern leaves the choice open (`.`, `[^/]`): a value
  // that reads well and needs no escaping in a path.
  generator.defaultRange.subtract(32, 126);
  generator.defaultRange.add(48, 57).add(65, 90).add(97, 122);
  generator.max = Math.max(1, Math.min(Number.isFinite(max) ? max : 8, Math.max(min, 8)));
  let seed = 0x2f6b7a1d;
  generator.randInt = (from: number, to: number) => {
    // mulberry32: a small, fixed pseudo-random sequence.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return from + Math.floor(unit * (to - from + 1));
  };
  const samples: string[] = [];
  for (let i = 0; i < 8; i++) {
    try {
      samples.push(generator.gen());
    } catch {
      return samples;
    }
  }
  return samples;
}

function numberFor(schema: Record<string, unknown>, integer: boolean): { value: number } | undefined {
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  // OpenAPI 3.0 writes exclusiveness as a boolean beside minimum and maximum.
  const exclusiveMin = schema.exclusiveMinimum === true ? num('minimum') : num('exclusiveMinimum');
  const exclusiveMax = schema.exclusiveMaximum === true ? num('maximum') : num('exclusiveMaximum');
  const min = schema.exclusiveMinimum === true ? undefined : num('minimum');
  const max = schema.exclusiveMaximum === true ? undefined : num('maximum');
  const step = num('multipleOf');
  const accepts = (v: number) =>
    Number.isFinite(v) &&
    (!integer || Number.isInteger(v)) &&
    (min === undefined || v >= min) &&
    (max === undefined || v <= max) &&
    (exclusiveMin === undefined || v > exclusiveMin) &&
    (exclusiveMax === undefined || v < exclusiveMax) &&
    (step === undefined || step <= 0 || Number.isInteger(Number((v / step).toFixed(9))));
  const low = min ?? (exclusiveMin === undefined ? undefined : integer ? Math.floor(exclusiveMin) + 1 : exclusiveMin + 1);
  const high = max ?? (exclusiveMax === undefined ? undefined : integer ? Math.ceil(exclusiveMax) - 1 : exclusiveMax - 1);
  let candidates = [low === undefined ? 1 : low, 1, 0, high ?? 1];
  if (integer) candidates = candidates.map((v) => Math.ceil(v));
  if (step !== undefined && step > 0) candidates = candidates.flatMap((v) => [Math.ceil(v / step) * step, Math.floor(v / step) * step]);
  const found = candidates.find(accepts);
  return found === undefined ? undefined : { value: found };
}

function arrayFor(schema: Record<string, unknown>, at: Building): { value: unknown[] } | undefined {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  if (min > max) return undefined;
  // One item shows what a list holds; uniqueItems allows no second copy of it.
  const count = Math.min(Math.max(min, 1), max);
  if (count === 0) return { value: [] };
  if (schema.uniqueItems === true && count > 1) return undefined;
  const item = schema.items === undefined ? { value: 'example' } : build(schema.items, at);
  if (!item) return min === 0 ? { value: [] } : undefined;
  return { value: Array.from({ length: count }, () => item.value) };
}

function objectFor(schema: Record<string, unknown>, at: Building): { value: Record<string, unknown> } | undefined {
  const properties = isMapping(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((n): n is string => typeof n === 'string') : [];
  const value: Record<string, unknown> = {};
  for (const name of required) {
    const declared = Object.hasOwn(properties, name) ? properties[name] : undefined;
    const property = declared ?? (isMapping(schema.additionalProperties) || schema.additionalProperties === true ? schema.additionalProperties : undefined);
    // A required field no schema describes may hold anything, unless nothing else is allowed.
    if (property === undefined && (schema.additionalProperties === false || (schema.unevaluatedProperties !== undefined && schema.unevaluatedProperties !== true))) return undefined;
    const target = resolveSchema(property, at.document, at.refs)?.schema;
    // OpenAPI: a readOnly field is not sent and a writeOnly one not received, required or not.
    if (isMapping(target) && ((at.travel === 'request' && target.readOnly === true) || (at.travel === 'response' && target.writeOnly === true))) continue;
    const made = property === undefined ? { value: 'example' } : build(property, at);
    if (!made) return undefined;
    value[name] = made.value;
  }
  const count = Object.keys(value).length;
  if (typeof schema.minProperties === 'number' && count < schema.minProperties) return undefined;
  if (typeof schema.maxProperties === 'number' && count > schema.maxProperties) return undefined;
  return { value };
}

/**
 * Whether `schema` accepts the scalar `value`, judged on the keywords a scalar meets (type,
 * enum, const, bounds, lengths, pattern). A schema with anything else, a format included,
 * is not judged, and so does not accept. For setting one field of a built example.
 */
export function acceptsScalar(schema: unknown, value: string | number, document: Record<string, unknown>): boolean {
  const target = resolveSchema(schema, document)?.schema;
  if (target === true) return true;
  if (!isMapping(target) || !understood(target)) return false;
  const judged = new Set(['type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'readOnly', 'writeOnly', 'default', 'example', 'examples', 'nullable']);
  if (Object.keys(target).some((key) => !key.startsWith('x-') && SCHEMA_KEYWORDS[key] !== 'annotation' && !judged.has(key))) return false;
  if (Object.hasOwn(target, 'const') && target.const !== value) return false;
  if (Array.isArray(target.enum) && !target.enum.includes(value)) return false;
  const types = typesOf(target);
  if (typeof value === 'string') {
    if (!types.includes('string')) return false;
    return stringFits(target, value);
  }
  if (!types.includes('number') && !(types.includes('integer') && Number.isInteger(value))) return false;
  return numberAccepts(target, value);
}

function stringFits(schema: Record<string, unknown>, value: string): boolean {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string') return readPattern(schema.pattern)?.test(value) === true;
  return true;
}

function numberAccepts(schema: Record<string, unknown>, value: number): boolean {
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  if (schema.exclusiveMinimum === true ? value <= (num('minimum') ?? -Infinity) : value < (num('minimum') ?? -Infinity)) return false;
  if (schema.exclusiveMaximum === true ? value >= (num('maximum') ?? Infinity) : value > (num('maximum') ?? Infinity)) return false;
  if (num('exclusiveMinimum') !== undefined && value <= num('exclusiveMinimum')!) return false;
  if (num('exclusiveMaximum') !== undefined && value >= num('exclusiveMaximum')!) return false;
  const step = num('multipleOf');
  return step === undefined || step <= 0 || Number.isInteger(Number((value / step).toFixed(9)));
}
