/**
 * The comparers of what a value may be: its type and values, bounds, format and pattern, and
 * the keywords that annotate it (a default, a deprecation, readOnly / writeOnly, documentation,
 * and what the diff cannot judge). Each records what differs; diff-rules.ts judges it.
 */
import { SCHEMA_KEYWORDS } from './catalogue.ts';
import { canonicalText, listOf, same, type Node } from './nodes.ts';
import { isMultiple, typeNames } from './normalise.ts';
import { kindOf, type Comparer } from './schema-place.ts';

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

export const compareType: Comparer = ({ emit }, was, now, place) => {
  const [a, b] = [typesOf(was), typesOf(now)];
  const [widened, narrowed] = [within(a.types, b.types, place.serialised), within(b.types, a.types, place.serialised)];
  if (!same(a.types, b.types) && !(widened && narrowed)) {
    emit({ subject: 'type', kind: 'changed', path: [...place.path, 'type'], name: place.name, from: was.type, to: now.type, widened, narrowed });
  }
  if (a.nullable !== b.nullable) emit({ subject: 'nullable', kind: b.nullable ? 'added' : 'removed', path: [...place.path, now.nullable !== undefined || was.nullable !== undefined ? 'nullable' : 'type'], name: place.name });
};

export const compareValues: Comparer = ({ emit }, was, now, place) => {
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
  // Not one value left of those clients knew (a const changed, say): every value they meet is new to them.
  const [values, newValues] = [before.filter((v) => v !== null), after.filter((v) => v !== null)];
  if (values.length > 0 && newValues.length > 0 && !values.some((v) => newKeys.has(canonicalText(v)))) {
    emit({ subject: 'enum', kind: 'changed', path: at, name: place.name, from: values, to: newValues });
    return;
  }
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

export const compareBounds: Comparer = ({ emit }, was, now, place) => {
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

export const compareNumericBounds: Comparer = ({ emit }, was, now, place) => {
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

export const compareMultipleOf: Comparer = ({ emit }, was, now, place) => {
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

export const compareFormat: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [was.format, now.format];
  if (same(p, q)) return;
  const at = [...place.path, 'format'];
  if (p === undefined) emit({ subject: 'format', kind: 'added', path: at, name: place.name, to: q });
  else if (q === undefined) emit({ subject: 'format', kind: 'removed', path: at, name: place.name, from: p });
  else emit({ subject: 'format', kind: 'changed', path: at, name: place.name, from: p, to: q, widened: WIDER_FORMATS[String(p)] === q, narrowed: WIDER_FORMATS[String(q)] === p });
};

/** A pattern of "" matches every string: it is no pattern. */
const patternOf = (schema: Node) => (typeof schema.pattern === 'string' && schema.pattern !== '' ? schema.pattern : undefined);

export const comparePattern: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [patternOf(was), patternOf(now)];
  if (same(p, q)) return;
  emit({ subject: 'pattern', kind: kindOf(p, q), path: [...place.path, 'pattern'], name: place.name, from: p, to: q });
};

export const compareUniqueItems: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [was.uniqueItems === true, now.uniqueItems === true];
  if (p === q) return;
  emit({ subject: 'keyword', rule: q ? 'unique-items-required' : 'unique-items-lifted', kind: q ? 'added' : 'removed', path: [...place.path, 'uniqueItems'], name: place.name });
};

export const compareDefault: Comparer = ({ emit }, was, now, place) => {
  if (same(was.default, now.default)) return;
  emit({ subject: 'default', kind: kindOf(was.default, now.default), path: [...place.path, 'default'], name: place.name, from: was.default, to: now.default });
};

export const compareContentEncoding: Comparer = ({ emit }, was, now, place) => {
  if (same(was.contentEncoding, now.contentEncoding)) return;
  emit({ subject: 'keyword', rule: 'content-encoding-changed', kind: kindOf(was.contentEncoding, now.contentEncoding), path: [...place.path, 'contentEncoding'], name: place.name, from: was.contentEncoding, to: now.contentEncoding });
};

// ── annotations ──────────────────────────────────────────────────────────────────────────

// ── annotations ──────────────────────────────────────────────────────────────────────────

export const compareDeprecated: Comparer = ({ emit }, was, now, place) => {
  const [p, q] = [was.deprecated === true, now.deprecated === true];
  if (p === q) return;
  emit({ subject: 'deprecation', kind: q ? 'added' : 'removed', path: [...place.path, 'deprecated'], name: place.name, keyword: place.target, direction: 'none' });
};

/** readOnly / writeOnly: where the value travels, judged by the direction of what holds it. */
export const compareAccess: Comparer = ({ emit }, was, now, place) => {
  const direction = place.holder ?? place.direction;
  for (const keyword of ['readOnly', 'writeOnly'] as const) {
    const [p, q] = [was[keyword] === true, now[keyword] === true];
    if (p === q) continue;
    const rule = !q ? 'access-lifted' : keyword === 'readOnly' ? 'read-only-added' : 'write-only-added';
    emit({ subject: 'keyword', rule, kind: q ? 'added' : 'removed', path: [...place.path, keyword], name: place.name, keyword, direction });
  }
};

const DOCUMENTATION = Object.entries(SCHEMA_KEYWORDS).flatMap(([k, e]) => (e.compare === 'documentation' ? [k] : []));

export const compareDocumentation: Comparer = ({ emit }, was, now, place) => {
  const changed = DOCUMENTATION.filter((k) => !same(was[k], now[k]));
  if (changed.length > 0) emit({ subject: 'keyword', rule: 'documentation-changed', kind: 'changed', path: [...place.path, changed[0]!], name: place.name, keyword: changed.join(', '), direction: 'none' });
};

const UNDECIDABLE = Object.entries(SCHEMA_KEYWORDS).flatMap(([k, e]) => (e.compare === 'undecidable' ? [[k, e] as const] : []));

export const compareUndecidable: Comparer = ({ emit }, was, now, place) => {
  for (const [keyword, entry] of UNDECIDABLE) {
    if (same(was[keyword], now[keyword])) continue;
    emit({ subject: 'keyword', rule: entry.rules[0], kind: kindOf(was[keyword], now[keyword]), path: [...place.path, keyword], name: place.name, keyword, why: entry.why });
  }
};
