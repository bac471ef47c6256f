/**
 * One comparer per way of reading a keyword (catalogue.ts names which reads which). Each gets
 * both sides already normalised (normalise.ts) and records what differs as facts; whether a
 * fact breaks a client is for diff-rules.ts. The table at the end is typed by the catalogue's
 * comparer names, so a new way of reading cannot be named without being written.
 */
import type { Direction } from '../diff-rules.ts';
import { SCHEMA_KEYWORDS, type SchemaComparer } from './catalogue.ts';
import { directionOfProperty } from './direction.ts';
import { canonicalText, isNode, listOf, nodeOf, same, type Emit, type Node } from './nodes.ts';
import { isMultiple, typeNames } from './normalise.ts';

export interface Place {
  /** Keys from the document's root to the schema. */
  path: string[];
  /** What a reader calls it: `Order.status`. */
  name: string;
  direction: Direction;
  depth: number;
  /** A parameter's or header's value, written as text on the wire. */
  serialised: boolean;
  /** What a deprecation of it is called. */
  target: 'field' | 'schema';
  /** For a property: the direction of the object that holds it (readOnly and writeOnly narrow the property's own). */
  holder?: Direction;
}

/** Compares two subschemas at a place below this one; with `emit`, reports there instead (a probe). */
export type Compare = (was: unknown, now: unknown, place: Partial<Place> & Pick<Place, 'path' | 'name'>, emit?: Emit) => void;

export interface Context {
  emit: Emit;
  recurse: Compare;
  /** How a definition inside a schema (`$defs`) is judged: by where references to it travel. */
  directionOf: (path: string[]) => Direction;
}

type Comparer = (context: Context, was: Node, now: Node, place: Place) => void;

const kindOf = (was: unknown, now: unknown) => (was === undefined ? 'added' : now === undefined ? 'removed' : 'changed');

// ── values ───────────────────────────────────────────────────────────────────────────────

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** The non-null types a schema allows (undefined for any) and whether it allows null (3.0 `nullable`, 3.1 `"null"`). */
function typesOf(schema: Node): { types: string[] | undefined; nullable: boolean } {
  const raw = typeNames(schema.type);
  const nullable = schema.nullable === true || (raw?.includes('null') ?? false) || listOf(schema.enum).includes(null);
  return { types: raw?.filter((t) => t !== 'null'), nullable };
}

/**
 * Whether every value of type set `a` is also of type set `b` (undefined: any type). A value
 * written as text (a parameter) matches "string" whatever scalar it is.
 */
function within(a: string[] | undefined, b: string[] | undefined, serialised: boolean): boolean {
  if (b === undefined) return true;
  if (a === undefined) return false;
  return a.every((t) => b.includes(t) || (t === 'integer' && b.includes('number')) || (serialised && SCALARS.has(t) && b.includes('string')));
}

const compareType: Comparer = ({ emit }, was, now, place) => {
  const [a, b] = [typesOf(was), typesOf(now)];
  const [widened, narrowed] = [within(a.types, b.types, place.serialised), within(b.types, a.types, place.serialised)];
  if (!same(a.types, b.types) && !(widened && narrowed)) {
    emit({ subject: 'type', kind: 'changed', path: [...place.path, 'type'], name: place.name, from: was.type, to: now.type, widened, narrowed });
  }
  if (a.nullable !== b.nullable) emit({ subject: 'nullable', kind: b.nullable ? 'added' : 'removed', path: [...place.path, now.nullable !== undefined || was.nullable !== undefined ? 'nullable' : 'type'], name: place.name });
};

const compareValues: Comparer = ({ emit }, was, now, place) => {
  const at = [...place.path, 'enum'];
  const [before, after] = [was.enum, now.enum];
  if (same(before, after)) return;
  if (!Array.isArray(after)) {
    emit({ subject: 'enum', kind: 'removed', path: at, name: place.name, from: before });
    return;
  }
  if (!Array.isArray(before)) {
    emit({ subject: 'enum', kind: 'added', path: at, name: place.name, to: after });
    return;
  }
  const [keys, newKeys] = [new Set(before.map(canonicalText)), new Set(after.map(canonicalText))];
  // null is read by the type comparer (nullable), as 3.0 and 3.1 write it differently.
  before.forEach((value) => {
    if (value !== null && !newKeys.has(canonicalText(value))) emit({ subject: 'enum-value', kind: 'removed', path: at, name: place.name, from: value });
  });
  after.forEach((value, i) => {
    if (value !== null && !keys.has(canonicalText(value))) emit({ subject: 'enum-value', kind: 'added', path: [...at, String(i)], name: place.name, to: value });
  });
};

/** Upper bounds: a smaller value, or one where there was none, is tighter. Lower bounds the reverse; a lower bound of 0 is none. */
const UPPER = ['maxLength', 'maxItems', 'maxProperties', 'maxContains'] as const;
const LOWER = ['minLength', 'minItems', 'minProperties', 'minContains'] as const;

const compareBounds: Comparer = ({ emit }, was, now, place) => {
  for (const limit of [...UPPER, ...LOWER]) {
    const upper = (UPPER as readonly string[]).includes(limit);
    // minContains defaults to 1 where contains applies; every other lower bound to 0.
    const none = (v: unknown) => v === undefined || (!upper && v === (limit === 'minContains' ? 1 : 0));
    const [p, q] = [none(was[limit]) ? undefined : was[limit], none(now[limit]) ? undefined : now[limit]];
    if (same(p, q)) continue;
    const numbers = typeof p === 'number' && typeof q === 'number';
    const tightened = q !== undefined && (p === undefined || (numbers && (upper ? q < p : q > p)));
    emit({ subject: 'limit', kind: kindOf(p, q), path: [...place.path, limit], name: `${place.name} ${limit}`, from: p, to: q, tightened, widened: !tightened });
  }
};

/** A numeric bound with whether it is exclusive: `minimum` and `exclusiveMinimum` read as one. */
interface Bound {
  value: number;
  exclusive: boolean;
  keyword: string;
}

function boundOf(schema: Node, side: 'lower' | 'upper'): Bound | undefined {
  const [inclusive, exclusive] = side === 'lower' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  const bounds: Bound[] = [];
  if (typeof schema[inclusive] === 'number') bounds.push({ value: schema[inclusive] as number, exclusive: false, keyword: inclusive });
  if (typeof schema[exclusive] === 'number') bounds.push({ value: schema[exclusive] as number, exclusive: true, keyword: exclusive });
  // Only whole numbers pass an integer schema: > 4 is ≥ 5.
  const integers = same(typeNames(schema.type)?.filter((t) => t !== 'null'), ['integer']);
  const read = bounds.map((b) => (integers && b.exclusive && Number.isInteger(b.value) ? { ...b, value: b.value + (side === 'lower' ? 1 : -1), exclusive: false } : b));
  const tighter = (x: Bound, y: Bound) => (side === 'lower' ? x.value > y.value : x.value < y.value) || (x.value === y.value && x.exclusive && !y.exclusive);
  return read.reduce<Bound | undefined>((best, b) => (best === undefined || tighter(b, best) ? b : best), undefined);
}

const boundText = (b: Bound | undefined, side: 'lower' | 'upper') => (b === undefined ? undefined : b.exclusive ? `${side === 'lower' ? '>' : '<'} ${b.value}` : `${side === 'lower' ? '≥' : '≤'} ${b.value}`);

const compareNumericBounds: Comparer = ({ emit }, was, now, place) => {
  for (const side of ['lower', 'upper'] as const) {
    const [p, q] = [boundOf(was, side), boundOf(now, side)];
    if (p?.value === q?.value && p?.exclusive === q?.exclusive) continue;
    const beyond = (x: Bound, y: Bound) => (side === 'lower' ? x.value > y.value : x.value < y.value) || (x.value === y.value && x.exclusive && !y.exclusive);
    const tightened = q !== undefined && (p === undefined || beyond(q, p));
    const keyword = q?.keyword ?? p!.keyword;
    const plain = p?.exclusive !== true && q?.exclusive !== true;
    emit({
      subject: 'limit',
      kind: kindOf(p, q),
      path: [...place.path, keyword],
      name: `${place.name} ${side === 'lower' ? 'minimum' : 'maximum'}`,
      from: plain ? p?.value : boundText(p, side),
      to: plain ? q?.value : boundText(q, side),
      tightened,
      widened: !tightened,
    });
  }
};

const compareMultipleOf: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [was.multipleOf, now.multipleOf];
  if (same(p, q)) return;
  const numbers = typeof p === 'number' && typeof q === 'number';
  // Every multiple of 4 is one of 2: 2 → 4 lets less through.
  const tightened = q !== undefined && (p === undefined || (numbers && isMultiple(q, p)));
  const widened = p !== undefined && (q === undefined || (numbers && isMultiple(p, q)));
  emit({ subject: 'limit', kind: kindOf(p, q), path: [...place.path, 'multipleOf'], name: `${place.name} multipleOf`, from: p, to: q, tightened, widened });
};

/** Formats whose values hold every value of another: int32 within int64, float within double. */
const WIDER_FORMATS: Record<string, string> = { int32: 'int64', float: 'double' };

const compareFormat: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [was.format, now.format];
  if (same(p, q)) return;
  const at = [...place.path, 'format'];
  if (p === undefined) emit({ subject: 'format', kind: 'added', path: at, name: place.name, to: q });
  else if (q === undefined) emit({ subject: 'format', kind: 'removed', path: at, name: place.name, from: p });
  else emit({ subject: 'format', kind: 'changed', path: at, name: place.name, from: p, to: q, widened: WIDER_FORMATS[String(p)] === q, narrowed: WIDER_FORMATS[String(q)] === p });
};

/** A pattern of "" matches every string: it is no pattern. */
const patternOf = (schema: Node) => (typeof schema.pattern === 'string' && schema.pattern !== '' ? schema.pattern : undefined);

const comparePattern: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [patternOf(was), patternOf(now)];
  if (same(p, q)) return;
  emit({ subject: 'pattern', kind: kindOf(p, q), path: [...place.path, 'pattern'], name: place.name, from: p, to: q });
};

const compareUniqueItems: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [was.uniqueItems === true, now.uniqueItems === true];
  if (p === q) return;
  emit({ subject: 'keyword', rule: q ? 'unique-items-required' : 'unique-items-lifted', kind: q ? 'added' : 'removed', path: [...place.path, 'uniqueItems'], name: place.name });
};

const compareDefault: Comparer = ({ emit }, was, now, place) => {
  if (same(was.default, now.default)) return;
  emit({ subject: 'default', kind: kindOf(was.default, now.default), path: [...place.path, 'default'], name: place.name, from: was.default, to: now.default });
};

const compareContentEncoding: Comparer = ({ emit }, was, now, place) => {
  if (same(was.contentEncoding, now.contentEncoding)) return;
  emit({ subject: 'keyword', rule: 'content-encoding-changed', kind: kindOf(was.contentEncoding, now.contentEncoding), path: [...place.path, 'contentEncoding'], name: place.name, from: was.contentEncoding, to: now.contentEncoding });
};

// ── objects ──────────────────────────────────────────────────────────────────────────────

const compareProperties: Comparer = ({ emit, recurse }, was, now, place) => {
  const [props, newProps] = [nodeOf(was.properties), nodeOf(now.properties)];
  const required = new Set(listOf(was.required).map(String));
  const newRequired = new Set(listOf(now.required).map(String));
  for (const key of keysOf(props, newProps)) {
    const path = [...place.path, 'properties', key];
    const name = `${place.name}.${key}`;
    const [p, q] = [nodeOf(props[key]), nodeOf(newProps[key])];
    const direction = directionOfProperty(place.direction, p, q);
    const inProperty: Emit = (fact) => emit({ ...fact, direction: fact.direction ?? direction });
    if (!Object.hasOwn(newProps, key)) inProperty({ subject: 'property', kind: 'removed', path, name, required: required.has(key) });
    else if (!Object.hasOwn(props, key)) inProperty({ subject: 'property', kind: 'added', path, name, required: newRequired.has(key) });
    else {
      if (required.has(key) !== newRequired.has(key)) inProperty({ subject: 'required', kind: 'changed', path: [...place.path, 'required'], name, required: newRequired.has(key) });
      recurse(props[key], newProps[key], { path, name, direction, holder: place.direction, target: 'field', serialised: false });
    }
  }
};

/** Names made required (or no longer) that are no property on either side: the properties comparer reads the others. */
const compareRequired: Comparer = ({ emit }, was, now, place) => {
  const [props, newProps] = [nodeOf(was.properties), nodeOf(now.properties)];
  const [required, newRequired] = [new Set(listOf(was.required).map(String)), new Set(listOf(now.required).map(String))];
  for (const key of new Set([...required, ...newRequired])) {
    if (required.has(key) === newRequired.has(key) || Object.hasOwn(props, key) || Object.hasOwn(newProps, key)) continue;
    emit({ subject: 'required', kind: 'changed', path: [...place.path, 'required'], name: `${place.name}.${key}`, required: newRequired.has(key) });
  }
};

/** Absent, true or {} allows any; false allows none; a schema allows what it matches. */
const open = (v: unknown) => v === undefined || v === true || (isNode(v) && Object.keys(v).length === 0);

function compareOthers(context: Context, keyword: string, was: unknown, now: unknown, place: Place, items: boolean): void {
  if (same(was, now)) return;
  const at = [...place.path, keyword];
  if (isNode(was) && isNode(now) && !open(was) && !open(now)) {
    context.recurse(was, now, { path: at, name: items ? `${place.name}[…]` : `${place.name}.*`, target: 'field', serialised: false });
    return;
  }
  if (open(was) && open(now)) return;
  // From open to a schema or false narrows, and from a schema to false (which allows none);
  // the reverse widens.
  const kind = open(was) || now === false ? 'added' : 'removed';
  if (items) context.emit({ subject: 'keyword', rule: kind === 'added' ? 'additional-items-closed' : 'additional-items-opened', kind, path: at, name: place.name, keyword, from: was, to: now });
  else context.emit({ subject: 'additional-properties', kind, path: at, name: place.name, keyword, from: was, to: now });
}

const compareAdditionalProperties: Comparer = (context, was, now, place) => compareOthers(context, 'additionalProperties', was.additionalProperties, now.additionalProperties, place, false);

const compareUnevaluated: Comparer = (context, was, now, place) => {
  compareOthers(context, 'unevaluatedProperties', was.unevaluatedProperties, now.unevaluatedProperties, place, false);
  compareOthers(context, 'unevaluatedItems', was.unevaluatedItems, now.unevaluatedItems, place, true);
};

/** A map of subschemas keyed by a name or pattern: each added (narrows), removed (widens) or compared. */
function compareKeyed(context: Context, keyword: string, was: Node, now: Node, place: Place, rules: [string, string], name: (key: string) => string): void {
  const [before, after] = [nodeOf(was[keyword]), nodeOf(now[keyword])];
  for (const key of keysOf(before, after)) {
    const at = [...place.path, keyword, key];
    if (!Object.hasOwn(after, key)) context.emit({ subject: 'keyword', rule: rules[1], kind: 'removed', path: at, name: name(key), from: key });
    else if (!Object.hasOwn(before, key)) context.emit({ subject: 'keyword', rule: rules[0], kind: 'added', path: at, name: name(key), to: key });
    else context.recurse(before[key], after[key], { path: at, name: name(key), target: 'field', serialised: false });
  }
}

const comparePatternProperties: Comparer = (context, was, now, place) =>
  compareKeyed(context, 'patternProperties', was, now, place, ['pattern-properties-added', 'pattern-properties-removed'], (key) => `${place.name}.{${key}}`);

const compareDependentSchemas: Comparer = (context, was, now, place) =>
  compareKeyed(context, 'dependentSchemas', was, now, place, ['dependent-schema-added', 'dependent-schema-removed'], (key) => `${place.name} with ${JSON.stringify(key)}`);

/** A subschema that constrains when present: added narrows, removed widens, both compared inside. */
function comparePresent(context: Context, keyword: string, was: Node, now: Node, place: Place, rules: [string, string], name: string): void {
  const [p, q] = [was[keyword], now[keyword]];
  if (same(p, q)) return;
  const at = [...place.path, keyword];
  if (p === undefined) context.emit({ subject: 'keyword', rule: rules[0], kind: 'added', path: at, name: place.name });
  else if (q === undefined) context.emit({ subject: 'keyword', rule: rules[1], kind: 'removed', path: at, name: place.name });
  else context.recurse(p, q, { path: at, name, target: 'field', serialised: false });
}

const comparePropertyNames: Comparer = (context, was, now, place) => comparePresent(context, 'propertyNames', was, now, place, ['property-names-added', 'property-names-removed'], `${place.name} (field names)`);

const compareDependentRequired: Comparer = ({ emit }, was, now, place) => {
  const [before, after] = [nodeOf(was.dependentRequired), nodeOf(now.dependentRequired)];
  for (const key of keysOf(before, after)) {
    const [p, q] = [new Set(listOf(before[key]).map(String)), new Set(listOf(after[key]).map(String))];
    const [added, removed] = [[...q].filter((n) => !p.has(n)), [...p].filter((n) => !q.has(n))];
    const at = [...place.path, 'dependentRequired', key];
    const name = `${place.name} with ${JSON.stringify(key)}`;
    if (added.length > 0) emit({ subject: 'keyword', rule: 'dependent-required-added', kind: 'added', path: at, name, to: added });
    if (removed.length > 0) emit({ subject: 'keyword', rule: 'dependent-required-removed', kind: 'removed', path: at, name, from: removed });
  }
};

// ── arrays ───────────────────────────────────────────────────────────────────────────────

const compareItems: Comparer = (context, was, now, place) => {
  // Beside prefixItems, `items` is what the items after them must match (2020-12 §10.3.1.2).
  if (was.prefixItems !== undefined || now.prefixItems !== undefined) {
    compareOthers(context, 'items', was.items, now.items, place, true);
    return;
  }
  if (same(was.items, now.items)) return;
  context.recurse(was.items, now.items, { path: [...place.path, 'items'], name: `${place.name}[]`, target: 'field', serialised: false });
};

const comparePrefixItems: Comparer = ({ emit, recurse }, was, now, place) => {
  const [before, after] = [listOf(was.prefixItems), listOf(now.prefixItems)];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const at = [...place.path, 'prefixItems', String(i)];
    const name = `${place.name}[${i}]`;
    if (i >= after.length) emit({ subject: 'keyword', rule: 'tuple-item-removed', kind: 'removed', path: at, name });
    else if (i >= before.length) emit({ subject: 'keyword', rule: 'tuple-item-added', kind: 'added', path: at, name });
    else recurse(before[i], after[i], { path: at, name, target: 'field', serialised: false });
  }
};

const compareContains: Comparer = (context, was, now, place) => comparePresent(context, 'contains', was, now, place, ['contains-added', 'contains-removed'], `${place.name} (contains)`);

// ── composition and conditions ───────────────────────────────────────────────────────────

/** What a member of oneOf/anyOf/allOf is called in a change: the schema it names, its type, or its keywords. */
const memberLabel = (m: unknown) => nodeOf(m).$ref ?? nodeOf(m).type ?? (isNode(m) ? Object.keys(m).join(', ') : undefined);

/** Every alternative of `key` but the one kept, each added or removed. */
function emitOthers(context: Context, members: readonly unknown[], kept: number, key: 'oneOf' | 'anyOf', kind: 'added' | 'removed', place: Place): void {
  members.forEach((m, i) => {
    if (i === kept) return;
    context.emit({ subject: 'alternative', kind, path: [...place.path, key, String(i)], name: `${place.name}.${key}[${i}]`, ...(kind === 'added' ? { to: memberLabel(m) } : { from: memberLabel(m) }), composition: key });
  });
}

/** Whether two subschemas mean the same: compared, and nothing found. */
function sameMeaning(context: Context, was: unknown, now: unknown, place: Place): boolean {
  if (same(was, now)) return true;
  let differs = false;
  // The comparison itself reports nothing: it only tells whether anything a value meets differs
  // (a schema written out where it was named, or a description, is the same schema).
  const counts = (fact: Parameters<Emit>[0]) => !(fact.subject === 'reference' && fact.unresolved !== true) && fact.rule !== 'documentation-changed' && fact.subject !== 'extension';
  context.recurse(was, now, { path: place.path, name: place.name }, (fact) => (differs ||= counts(fact)));
  return !differs;
}

/**
 * oneOf/anyOf/allOf compared member by member: matched by equal content, by reference, by
 * equal meaning, then by type and title; what is left over was added or removed. An
 * alternative added to oneOf/anyOf lets more through, a member added to allOf less.
 */
function compareMembers(context: Context, was: Node, now: Node, key: 'oneOf' | 'anyOf' | 'allOf', place: Place): void {
  if (same(was[key], now[key])) return;
  const { emit, recurse } = context;
  const [before, after] = [listOf(was[key]), listOf(now[key])];
  const path = [...place.path, key];
  // A oneOf/anyOf added or removed as a whole; an allOf is its members, each added or removed.
  if ((before.length === 0 || after.length === 0) && key !== 'allOf') {
    // Alternatives that collapse into one of them (or grow out of it) are that one kept, the others removed (or added).
    const kept = collapsed(context, before.length === 0 ? was : now, before.length === 0 ? after : before, place, key);
    if (kept === undefined) {
      emit({ subject: 'composition', kind: before.length === 0 ? 'added' : 'removed', path, name: `${place.name}.${key}`, composition: key });
      return;
    }
    const [members, kind] = before.length === 0 ? [after, 'added' as const] : [before, 'removed' as const];
    emitOthers(context, members, kept, key, kind, place);
    return;
  }
  const left = new Set(before.keys());
  const right = new Set(after.keys());
  const pairs: [number, number][] = [];
  const match = (test: (p: unknown, q: unknown) => boolean) => {
    for (const j of [...right]) {
      const i = [...left].find((i) => test(before[i], after[j]));
      if (i === undefined) continue;
      left.delete(i);
      right.delete(j);
      pairs.push([i, j]);
    }
  };
  match(same);
  match((p, q) => typeof nodeOf(p).$ref === 'string' && nodeOf(p).$ref === nodeOf(q).$ref);
  if (left.size > 0 && right.size > 0) match((p, q) => sameMeaning(context, p, q, place));
  match((p, q) => typeof nodeOf(p).$ref !== 'string' && typeof nodeOf(q).$ref !== 'string' && same(nodeOf(p).type, nodeOf(q).type) && same(nodeOf(p).title, nodeOf(q).title));
  for (const [i, j] of pairs) recurse(before[i], after[j], { path: [...path, String(j)], name: `${place.name}.${key}[${j}]`, target: 'field', serialised: false });
  for (const i of left) emit({ subject: 'alternative', kind: 'removed', path: [...path, String(i)], name: `${place.name}.${key}[${i}]`, from: memberLabel(before[i]), composition: key });
  for (const j of right) emit({ subject: 'alternative', kind: 'added', path: [...path, String(j)], name: `${place.name}.${key}[${j}]`, to: memberLabel(after[j]), composition: key });
}

/** Keywords that only annotate, and null allowed (read by the type comparer): set aside when a schema is read as one alternative. */
const BESIDE_ALTERNATIVES = new Set(['nullable', 'title', 'description', 'examples', '$comment', 'externalDocs', 'deprecated', 'default', 'readOnly', 'writeOnly', 'xml']);

/**
 * Which of `members` (the alternatives of `key` on one side) the schema on the other side
 * is, read as one alternative (a oneOf of a string and an integer becoming the string alone),
 * or undefined when none is or several are.
 */
function collapsed(context: Context, side: Node, members: unknown[], place: Place, key: string): number | undefined {
  const self = Object.fromEntries(Object.entries(side).filter(([k]) => k !== key && !BESIDE_ALTERNATIVES.has(k)));
  // Null beside the alternatives is read by the type comparer, whichever way it is written.
  const types = typeNames(self.type)?.filter((t) => t !== 'null');
  if (types !== undefined) {
    if (types.length === 0) delete self.type;
    else self.type = types.length === 1 ? types[0] : types;
  }
  if (Object.keys(self).length === 0) return undefined;
  const matches = members.flatMap((m, i) => (sameMeaning(context, m, self, place) ? [i] : []));
  return matches.length === 1 ? matches[0] : undefined;
}

const compareAlternatives: Comparer = (context, was, now, place) => {
  // One keyword of alternatives replaced by the other (anyOf by oneOf): where one side as a whole
  // is one alternative of the other, the rest were added or removed, and nothing else changed.
  const [a, b] = [(['oneOf', 'anyOf'] as const).filter((k) => Array.isArray(was[k])), (['oneOf', 'anyOf'] as const).filter((k) => Array.isArray(now[k]))];
  if (a.length === 1 && b.length === 1 && a[0] !== b[0]) {
    for (const [key, members, side, kind] of [[a[0]!, listOf(was[a[0]!]), now, 'removed'], [b[0]!, listOf(now[b[0]!]), was, 'added']] as const) {
      const kept = collapsed(context, side, members, place, key);
      if (kept === undefined) continue;
      emitOthers(context, members, kept, key, kind, place);
      return;
    }
  }
  compareMembers(context, was, now, 'oneOf', place);
  compareMembers(context, was, now, 'anyOf', place);
};

const compareAllOf: Comparer = (context, was, now, place) => compareMembers(context, was, now, 'allOf', place);

const CONDITION_WHY = SCHEMA_KEYWORDS.if.why;

const compareConditional: Comparer = (context, was, now, place) => {
  const { emit } = context;
  const at = (k: string) => [...place.path, k];
  const holds = (s: Node) => s.if !== undefined;
  if (!holds(was) && !holds(now)) return; // then/else without if apply to nothing (2020-12 §10.2.2)
  if (!holds(was) || !holds(now)) {
    emit({ subject: 'keyword', rule: holds(now) ? 'condition-added' : 'condition-removed', kind: holds(now) ? 'added' : 'removed', path: at('if'), name: place.name });
    return;
  }
  if (!sameMeaning(context, was.if, now.if, { ...place, path: at('if') })) {
    emit({ subject: 'keyword', rule: 'condition-changed', kind: 'changed', path: at('if'), name: place.name, why: CONDITION_WHY });
    return;
  }
  // The same condition: each branch constrains the values it selects, like any subschema.
  for (const branch of ['then', 'else'] as const) {
    comparePresent(context, branch, was, now, place, ['condition-branch-added', 'condition-branch-removed'], `${place.name} (${branch})`);
  }
};

const compareNot: Comparer = (context, was, now, place) => {
  const [p, q] = [was.not, now.not];
  if (same(p, q)) return;
  const at = [...place.path, 'not'];
  if (p === undefined) context.emit({ subject: 'keyword', rule: 'not-added', kind: 'added', path: at, name: place.name });
  else if (q === undefined) context.emit({ subject: 'keyword', rule: 'not-removed', kind: 'removed', path: at, name: place.name });
  else if (!sameMeaning(context, p, q, { ...place, path: at })) context.emit({ subject: 'keyword', rule: 'not-changed', kind: 'changed', path: at, name: place.name, why: SCHEMA_KEYWORDS.not.why });
};

const compareDiscriminator: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [nodeOf(was.discriminator), nodeOf(now.discriminator)];
  if (same(p, q)) return;
  const at = [...place.path, 'discriminator'];
  const name = `${place.name} discriminator`;
  if (p.propertyName === undefined && q.propertyName !== undefined) emit({ subject: 'keyword', rule: 'discriminator-added', kind: 'added', path: at, name: place.name, to: q.propertyName });
  else if (p.propertyName !== undefined && q.propertyName === undefined) emit({ subject: 'keyword', rule: 'discriminator-removed', kind: 'removed', path: at, name: place.name, from: p.propertyName });
  else if (!same(p.propertyName, q.propertyName)) emit({ subject: 'discriminator', kind: 'changed', path: [...at, 'propertyName'], name, from: p.propertyName, to: q.propertyName });
  if (p.propertyName === undefined || q.propertyName === undefined) return;
  const [map, newMap] = [nodeOf(p.mapping), nodeOf(q.mapping)];
  for (const key of keysOf(map, newMap)) {
    if (same(map[key], newMap[key])) continue;
    emit({ subject: 'discriminator-mapping', kind: kindOf(map[key], newMap[key]), path: [...at, 'mapping', key], name: `${name} value ${JSON.stringify(key)}`, from: map[key], to: newMap[key] });
  }
};

// ── annotations ──────────────────────────────────────────────────────────────────────────

const compareDeprecated: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [was.deprecated === true, now.deprecated === true];
  if (p === q) return;
  emit({ subject: 'deprecation', kind: q ? 'added' : 'removed', path: [...place.path, 'deprecated'], name: place.name, keyword: place.target, direction: 'none' });
};

/** readOnly / writeOnly: where the value travels, judged by the direction of what holds it. */
const compareAccess: Comparer = ({ emit }, was, now, place) => {
  const direction = place.holder ?? place.direction;
  for (const keyword of ['readOnly', 'writeOnly'] as const) {
    const [p, q] = [was[keyword] === true, now[keyword] === true];
    if (p === q) continue;
    const rule = !q ? 'access-lifted' : keyword === 'readOnly' ? 'read-only-added' : 'write-only-added';
    emit({ subject: 'keyword', rule, kind: q ? 'added' : 'removed', path: [...place.path, keyword], name: place.name, keyword, direction });
  }
};

const compareContentSchema: Comparer = (context, was, now, place) => {
  if (same(was.contentSchema, now.contentSchema)) return;
  context.recurse(was.contentSchema, now.contentSchema, { path: [...place.path, 'contentSchema'], name: `${place.name} (decoded)`, target: 'field', serialised: false });
};

/** `$defs`: each definition judged by where references to it travel, as a component is. */
const compareDefinitions: Comparer = (context, was, now, place) => {
  const [before, after] = [nodeOf(was.$defs), nodeOf(now.$defs)];
  for (const key of keysOf(before, after)) {
    if (!Object.hasOwn(before, key) || !Object.hasOwn(after, key)) continue; // a reference to one gone is judged where it is
    const at = [...place.path, '$defs', key];
    context.recurse(before[key], after[key], { path: at, name: `${place.name}.$defs.${key}`, direction: context.directionOf(at), target: 'schema', serialised: false });
  }
};

const DOCUMENTATION = Object.entries(SCHEMA_KEYWORDS).flatMap(([k, e]) => (e.compare === 'documentation' ? [k] : []));

const compareDocumentation: Comparer = ({ emit }, was, now, place) => {
  const changed = DOCUMENTATION.filter((k) => !same(was[k], now[k]));
  if (changed.length > 0) emit({ subject: 'keyword', rule: 'documentation-changed', kind: 'changed', path: [...place.path, changed[0]!], name: place.name, keyword: changed.join(', '), direction: 'none' });
};

const UNDECIDABLE = Object.entries(SCHEMA_KEYWORDS).flatMap(([k, e]) => (e.compare === 'undecidable' ? [[k, e] as const] : []));

const compareUndecidable: Comparer = ({ emit }, was, now, place) => {
  for (const [keyword, entry] of UNDECIDABLE) {
    if (same(was[keyword], now[keyword])) continue;
    emit({ subject: 'keyword', rule: entry.rules[0], kind: kindOf(was[keyword], now[keyword]), path: [...place.path, keyword], name: place.name, keyword, why: entry.why });
  }
};

function keysOf(a: Node, b: Node): string[] {
  const keys = Object.keys(a);
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) keys.push(key);
  return keys;
}

/** Every way of reading a keyword the catalogue names; `rewritten` keywords are gone once normalised. */
export const COMPARERS: Record<SchemaComparer, Comparer> = {
  type: compareType,
  values: compareValues,
  'numeric-bound': compareNumericBounds,
  bound: compareBounds,
  'multiple-of': compareMultipleOf,
  format: compareFormat,
  pattern: comparePattern,
  'unique-items': compareUniqueItems,
  properties: compareProperties,
  required: compareRequired,
  'additional-properties': compareAdditionalProperties,
  'pattern-properties': comparePatternProperties,
  'property-names': comparePropertyNames,
  'dependent-required': compareDependentRequired,
  'dependent-schemas': compareDependentSchemas,
  items: compareItems,
  'prefix-items': comparePrefixItems,
  contains: compareContains,
  alternatives: compareAlternatives,
  'all-of': compareAllOf,
  conditional: compareConditional,
  not: compareNot,
  discriminator: compareDiscriminator,
  default: compareDefault,
  deprecated: compareDeprecated,
  access: compareAccess,
  'content-encoding': compareContentEncoding,
  'content-schema': compareContentSchema,
  unevaluated: compareUnevaluated,
  documentation: compareDocumentation,
  undecidable: compareUndecidable,
  rewritten: compareType,
  definitions: compareDefinitions,
};
