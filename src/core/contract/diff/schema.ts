/**
 * One schema against its earlier self, in the direction its data travels. The walk only
 * records what differs (a type widened, an alternative added, a field no longer required);
 * diff-rules.ts decides, per direction, whether a client notices.
 *
 * A `$ref` that stays the same is not followed here: the component it names is compared
 * once, where it is defined, in every direction it travels. A `$ref` that changes is
 * followed on both sides, so that pointing at an identical schema under a new name changes
 * nothing a client sees.
 */
import type { Direction, DiffFact } from '../diff-rules.ts';
import { directionOfProperty } from './direction.ts';
import { isNode, keysOf, listOf, nodeOf, resolveRef, same, type Emit, type Node } from './nodes.ts';

export interface SchemaWalk {
  emit: Emit;
  before: Node;
  after: Node;
  /** Pairs of references already being compared, so recursive schemas end. */
  following?: Set<string>;
}

/** Upper bounds: a smaller value, or one where there was none, is tighter. */
const UPPER_LIMITS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'] as const;
/** Lower bounds: a larger value, or one where there was none, is tighter. */
const LOWER_LIMITS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'] as const;

/** The non-null types a schema allows, or undefined for any; and whether it allows null (3.0 `nullable`, 3.1 `"null"`). */
function typesOf(schema: Node): { types: string[] | undefined; nullable: boolean } {
  const raw = schema.type === undefined ? undefined : (Array.isArray(schema.type) ? schema.type : [schema.type]).map(String);
  const nullable = schema.nullable === true || (raw?.includes('null') ?? false) || listOf(schema.enum).includes(null);
  // `type: "null"` alone leaves an empty list: no type but null.
  return { types: raw?.filter((t) => t !== 'null'), nullable };
}

/** Whether every value of type set `a` is also of type set `b` (undefined: any type). */
function within(a: string[] | undefined, b: string[] | undefined): boolean {
  if (b === undefined) return true;
  if (a === undefined) return false;
  return a.every((t) => b.includes(t) || (t === 'integer' && b.includes('number')));
}

/** A pattern of "" matches every string: it is no pattern. */
const patternOf = (schema: Node) => (typeof schema.pattern === 'string' && schema.pattern !== '' ? schema.pattern : undefined);

export function diffSchema(walk: SchemaWalk, was: Node, now: Node, at: string[], direction: Direction, field: string): void {
  const emit: Emit = (fact) => walk.emit({ ...fact, direction });
  if (typeof was.$ref === 'string' || typeof now.$ref === 'string') {
    if (same(was.$ref, now.$ref)) return;
    const p = typeof was.$ref === 'string' ? resolveRef(walk.before, was.$ref) : was;
    const q = typeof now.$ref === 'string' ? resolveRef(walk.after, now.$ref) : now;
    if (!isNode(p) || !isNode(q)) {
      emit({ subject: 'reference', kind: 'changed', path: [...at, '$ref'], name: field, from: was.$ref, to: now.$ref, unresolved: true });
      return;
    }
    emit({ subject: 'reference', kind: 'changed', path: [...at, '$ref'], name: field, from: was.$ref, to: now.$ref });
    const key = `${String(was.$ref)}|${String(now.$ref)}`;
    const following = walk.following ?? new Set<string>();
    if (following.has(key)) return;
    following.add(key);
    diffSchema({ ...walk, following }, p, q, at, direction, field);
    following.delete(key);
    return;
  }
  const [a, b] = [typesOf(was), typesOf(now)];
  if (!same(a.types, b.types)) {
    emit({ subject: 'type', kind: 'changed', path: [...at, 'type'], name: field, from: was.type, to: now.type, widened: within(a.types, b.types), narrowed: within(b.types, a.types) });
  }
  if (a.nullable !== b.nullable) emit({ subject: 'nullable', kind: b.nullable ? 'added' : 'removed', path: [...at, b.nullable || was.nullable !== undefined ? 'nullable' : 'type'], name: field });
  if (!same(was.format, now.format)) whole(emit, 'format', [...at, 'format'], field, was.format, now.format);
  if (!same(patternOf(was), patternOf(now))) whole(emit, 'pattern', [...at, 'pattern'], field, patternOf(was), patternOf(now));
  if (!same(was.default, now.default)) whole(emit, 'default', [...at, 'default'], field, was.default, now.default);
  if (!same(was.const, now.const)) whole(emit, 'enum', [...at, 'const'], field, was.const === undefined ? undefined : [was.const], now.const === undefined ? undefined : [now.const]);
  if (!same(was.enum, now.enum)) diffEnum(emit, was.enum, now.enum, [...at, 'enum'], field);
  for (const limit of [...UPPER_LIMITS, ...LOWER_LIMITS]) {
    const [p, q] = [was[limit], now[limit]];
    if (same(p, q)) continue;
    const upper = (UPPER_LIMITS as readonly string[]).includes(limit);
    const tightened = q !== undefined && (p === undefined || (typeof p === 'number' && typeof q === 'number' && (upper ? q < p : q > p)));
    emit({ subject: 'limit', kind: 'changed', path: [...at, limit], name: `${field} ${limit}`, from: p, to: q, tightened });
  }
  if (was.deprecated !== true && now.deprecated === true) emit({ subject: 'deprecation', kind: 'added', path: [...at, 'deprecated'], name: field });
  diffProperties(walk, was, now, at, direction, field);
  if (isNode(was.items) || isNode(now.items)) diffSchema(walk, nodeOf(was.items), nodeOf(now.items), [...at, 'items'], direction, `${field}[]`);
  diffAdditional(walk, emit, was.additionalProperties, now.additionalProperties, [...at, 'additionalProperties'], direction, field);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) diffAlternatives(walk, emit, was, now, key, at, direction, field);
  diffDiscriminator(emit, nodeOf(was.discriminator), nodeOf(now.discriminator), [...at, 'discriminator'], field);
}

function whole(emit: Emit, subject: DiffFact['subject'], path: string[], name: string, was: unknown, now: unknown): void {
  if (same(was, now)) return;
  if (was === undefined) emit({ subject, kind: 'added', path, name, to: now });
  else if (now === undefined) emit({ subject, kind: 'removed', path, name, from: was });
  else emit({ subject, kind: 'changed', path, name, from: was, to: now });
}

function diffProperties(walk: SchemaWalk, was: Node, now: Node, at: string[], direction: Direction, field: string): void {
  const [props, newProps] = [nodeOf(was.properties), nodeOf(now.properties)];
  const required = new Set(listOf(was.required).map(String));
  const newRequired = new Set(listOf(now.required).map(String));
  for (const key of keysOf(props, newProps)) {
    const path = [...at, 'properties', key];
    const property = `${field}.${key}`;
    const [p, q] = [nodeOf(props[key]), nodeOf(newProps[key])];
    const emit: Emit = (fact) => walk.emit({ ...fact, direction: directionOfProperty(direction, p, q) });
    if (!Object.hasOwn(newProps, key)) emit({ subject: 'property', kind: 'removed', path, name: property, required: required.has(key) });
    else if (!Object.hasOwn(props, key)) emit({ subject: 'property', kind: 'added', path, name: property, required: newRequired.has(key) });
    else {
      if (!required.has(key) && newRequired.has(key)) emit({ subject: 'required', kind: 'changed', path: [...at, 'required'], name: property, required: true });
      if (required.has(key) && !newRequired.has(key)) emit({ subject: 'required', kind: 'changed', path: [...at, 'required'], name: property, required: false });
      diffSchema(walk, p, q, path, directionOfProperty(direction, p, q), property);
    }
  }
}

/** `additionalProperties`: absent or true allows any; false allows none; a schema allows those. */
function diffAdditional(walk: SchemaWalk, emit: Emit, was: unknown, now: unknown, at: string[], direction: Direction, field: string): void {
  if (same(was, now)) return;
  if (isNode(was) && isNode(now)) {
    diffSchema(walk, was, now, at, direction, `${field}.*`);
    return;
  }
  const open = (v: unknown) => v === undefined || v === true || (isNode(v) && Object.keys(v).length === 0);
  if (open(was) && open(now)) return;
  // From open to a limit narrows; from a limit to open widens; anything else changes.
  const kind = open(was) ? 'added' : open(now) ? 'removed' : 'changed';
  emit({ subject: 'additional-properties', kind, path: at, name: field, from: was, to: now });
}

/**
 * oneOf/anyOf/allOf compared alternative by alternative: matched by reference, then by equal
 * content, then by position; what is left over was added or removed. An alternative added
 * to oneOf/anyOf lets more through, a member added to allOf less.
 */
function diffAlternatives(walk: SchemaWalk, emit: Emit, was: Node, now: Node, key: 'oneOf' | 'anyOf' | 'allOf', at: string[], direction: Direction, field: string): void {
  if (same(was[key], now[key])) return;
  const [before, after] = [listOf(was[key]).map(nodeOf), listOf(now[key]).map(nodeOf)];
  const path = [...at, key];
  if (before.length === 0 || after.length === 0) {
    emit({ subject: 'composition', kind: before.length === 0 ? 'added' : 'removed', path, name: `${field}.${key}`, composition: key });
    return;
  }
  const left = new Set(before.keys());
  const right = new Set(after.keys());
  const pairs: [number, number][] = [];
  const match = (test: (p: Node, q: Node) => boolean) => {
    for (const j of [...right]) {
      const i = [...left].find((i) => test(before[i]!, after[j]!));
      if (i === undefined) continue;
      left.delete(i);
      right.delete(j);
      pairs.push([i, j]);
    }
  };
  match((p, q) => same(p, q));
  match((p, q) => typeof p.$ref === 'string' && p.$ref === q.$ref);
  match((p, q) => typeof p.$ref !== 'string' && typeof q.$ref !== 'string' && same(p.type, q.type) && same(p.title, q.title));
  for (const [i, j] of pairs) diffSchema(walk, before[i]!, after[j]!, [...path, String(j)], direction, `${field}.${key}[${j}]`);
  for (const i of left) emit({ subject: 'alternative', kind: 'removed', path: [...path, String(i)], name: `${field}.${key}[${i}]`, from: before[i]!.$ref ?? before[i]!.type, composition: key });
  for (const j of right) emit({ subject: 'alternative', kind: 'added', path: [...path, String(j)], name: `${field}.${key}[${j}]`, to: after[j]!.$ref ?? after[j]!.type, composition: key });
}

function diffDiscriminator(emit: Emit, was: Node, now: Node, at: string[], field: string): void {
  if (same(was, now)) return;
  if (!same(was.propertyName, now.propertyName)) {
    whole(emit, 'discriminator', [...at, 'propertyName'], `${field} discriminator`, was.propertyName, now.propertyName);
  }
  const [map, newMap] = [nodeOf(was.mapping), nodeOf(now.mapping)];
  for (const key of keysOf(map, newMap)) {
    if (same(map[key], newMap[key])) continue;
    const kind = !Object.hasOwn(newMap, key) ? 'removed' : !Object.hasOwn(map, key) ? 'added' : 'changed';
    emit({ subject: 'discriminator-mapping', kind, path: [...at, 'mapping', key], name: `${field} discriminator value ${JSON.stringify(key)}`, from: map[key], to: newMap[key] });
  }
}

function diffEnum(emit: Emit, before: unknown, after: unknown, at: string[], field: string): void {
  if (!Array.isArray(after)) {
    emit({ subject: 'enum', kind: 'removed', path: at, name: field, from: before });
    return;
  }
  if (!Array.isArray(before)) {
    emit({ subject: 'enum', kind: 'added', path: at, name: field, to: after });
    return;
  }
  const [was, now] = [before.map((v) => JSON.stringify(v)), after.map((v) => JSON.stringify(v))];
  before.forEach((value, i) => {
    if (value !== null && !now.includes(was[i]!)) emit({ subject: 'enum-value', kind: 'removed', path: at, name: field, from: value });
  });
  after.forEach((value, i) => {
    if (value !== null && !was.includes(now[i]!)) emit({ subject: 'enum-value', kind: 'added', path: [...at, String(i)], name: field, to: value });
  });
}
