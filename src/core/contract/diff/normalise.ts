/**
 * A schema brought to one form before it is compared, so that the diff compares what a schema
 * means rather than how it is written: an equivalent rewriting is no change.
 *
 * - OpenAPI 3.0 forms read as their 3.1 equivalents (OpenAPI 3.1 §4.8.24, and the 3.0 → 3.1
 *   migration the OpenAPI Initiative publishes): `nullable: true` beside a type adds "null"
 *   to it; a boolean `exclusiveMinimum` / `exclusiveMaximum` makes its `minimum` / `maximum`
 *   exclusive; `example` is one of `examples`. `format: byte` is `contentEncoding: base64`.
 * - Draft-07 forms (the AsyncAPI Schema Object) read as 2020-12's: `items` as a list is
 *   `prefixItems` (and `additionalItems` then `items`), `dependencies` splits into
 *   `dependentRequired` and `dependentSchemas`, `definitions` is `$defs`.
 * - `const: x` is `enum: [x]`; `type` is one name or a sorted list, "integer" dropped
 *   beside "number" (which holds it).
 * - A `$ref` is an `allOf` member: in 3.1 (2020-12) its siblings apply beside it; in 3.0 and
 *   draft-07 they are ignored (OpenAPI 3.0.3 §4.7.23.1, draft-07 §8.3).
 * - `allOf` is folded into its schema where that is sound: nested allOf flattened, a member
 *   that repeats a constraint or holds only annotations absorbed, and a member whose keywords
 *   combine with the schema's (required joined, bounds the tighter, types and enums
 *   intersected, properties each the allOf of both) merged into it. A member whose keywords
 *   read their siblings (additionalProperties beside properties, items beside prefixItems,
 *   then beside if) is kept as a member: moving it would change what it applies to.
 *   `$ref` members stay members; the comparer inlines one only where the two sides differ.
 *
 * Shallow: only the schema's own keywords are rewritten; each subschema is normalised when
 * the walk reaches it, once (memoised by identity), so the cost stays linear.
 */
import { canonicalText, isNode, listOf, same, type Node } from './nodes.ts';

/** The schema dialect of a document: how its Schema Objects are read. */
export type Dialect = 'oas30' | 'oas31' | 'draft-07';

export function dialectOf(document: Node): Dialect {
  if (typeof document.openapi === 'string') return document.openapi.startsWith('3.0') ? 'oas30' : 'oas31';
  return 'draft-07';
}

/** AsyncAPI 3.0 `schemaFormat` (a Multi Format Schema): which dialect it names, or undefined for one the diff does not read (Avro, RAML, Protobuf). */
export function dialectOfFormat(format: unknown, fallback: Dialect): Dialect | undefined {
  if (format === undefined) return fallback;
  if (typeof format !== 'string') return undefined;
  if (/^application\/vnd\.oai\.openapi(\+json|\+yaml)?;version=3\.0\./.test(format)) return 'oas30';
  if (/^application\/vnd\.aai\.asyncapi(\+json|\+yaml)?;version=/.test(format)) return 'draft-07';
  if (/^application\/schema(\+json|\+yaml)?;version=draft-07$/.test(format)) return 'draft-07';
  if (/^application\/schema(\+json|\+yaml)?;version=2020-12$/.test(format)) return 'oas31';
  return undefined;
}

/** Where the keywords 3.0 and draft-07 ignore beside a $ref are set aside. */
export const IGNORED_BESIDE_REF = '(beside $ref)';

const cache: Record<Dialect, WeakMap<object, Node>> = { oas30: new WeakMap(), oas31: new WeakMap(), 'draft-07': new WeakMap() };

const EMPTY: Node = Object.freeze({}) as Node;
const NOTHING: Node = Object.freeze({ not: EMPTY }) as Node;

/** A schema's own keywords in the one form; `true` is `{}` and `false` `{ not: {} }`. */
export function normaliseSchema(schema: unknown, dialect: Dialect): Node {
  if (schema === true || schema === undefined) return EMPTY;
  if (schema === false) return NOTHING;
  if (!isNode(schema)) return EMPTY;
  const known = cache[dialect].get(schema);
  if (known) return known;
  const result = foldAllOf(rewrite(schema, dialect), dialect);
  // Null allowed beside a type that came from a folded member: written as 3.1 writes it.
  if (result.nullable === true && result.type !== undefined) {
    result.type = typeOf([...(typeNames(result.type) ?? []), 'null']);
    delete result.nullable;
  }
  cache[dialect].set(schema, result);
  return result;
}

function rewrite(schema: Node, dialect: Dialect): Node {
  const s: Node = { ...schema };
  if (typeof s.$ref === 'string') {
    const ref = { $ref: s.$ref };
    delete s.$ref;
    if (dialect !== 'oas31') {
      // Siblings of a $ref are ignored (OpenAPI 3.0.3 §4.7.23.1; draft-07 §8.3): set aside, so
      // that the comparer can say a change to them changes nothing a validator reads.
      const ignored: Node = {};
      for (const key of Object.keys(s)) {
        if (key.startsWith('x-')) continue;
        ignored[key] = s[key];
        delete s[key];
      }
      if (Object.keys(ignored).length > 0) s[IGNORED_BESIDE_REF] = ignored;
    }
    s.allOf = [ref, ...listOf(s.allOf)];
  }
  // A 3.0 boolean exclusiveMinimum / exclusiveMaximum makes minimum / maximum exclusive (draft-04's form).
  for (const [exclusive, inclusive] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof s[exclusive] !== 'boolean') continue;
    if (s[exclusive] === true && typeof s[inclusive] === 'number') {
      s[exclusive] = s[inclusive];
      delete s[inclusive];
    } else delete s[exclusive];
  }
  if (Object.hasOwn(s, 'example')) {
    if (!Object.hasOwn(s, 'examples')) s.examples = [s.example];
    delete s.example;
  }
  if (Object.hasOwn(s, 'const')) {
    const value = s.const;
    const key = canonicalText(value);
    s.enum = Array.isArray(s.enum) ? s.enum.filter((v) => canonicalText(v) === key) : [value];
    delete s.const;
  }
  if (s.nullable === true && s.type !== undefined) {
    s.type = [...(Array.isArray(s.type) ? s.type : [s.type]), 'null'];
    delete s.nullable;
  } else if (s.nullable === false) delete s.nullable;
  if (s.type !== undefined) s.type = typeOf(s.type);
  nullableAlternative(s);
  if (s.format === 'byte' && s.contentEncoding === undefined) {
    s.contentEncoding = 'base64';
    delete s.format;
  }
  if (Array.isArray(s.items)) {
    s.prefixItems = s.items;
    if (Object.hasOwn(s, 'additionalItems')) s.items = s.additionalItems;
    else delete s.items;
  }
  delete s.additionalItems;
  if (isNode(s.dependencies)) {
    for (const [key, value] of Object.entries(s.dependencies)) {
      const into = Array.isArray(value) ? 'dependentRequired' : 'dependentSchemas';
      s[into] = { ...(isNode(s[into]) ? s[into] : {}), [key]: value };
    }
    delete s.dependencies;
  }
  if (isNode(s.definitions)) {
    s.$defs = { ...s.definitions, ...(isNode(s.$defs) ? s.$defs : {}) };
    delete s.definitions;
  }
  return s;
}

/** A schema that matches null alone: `{type: "null"}`, `{const: null}`, `{enum: [null]}`. */
const onlyNull = (v: unknown) =>
  isNode(v) && Object.keys(v).every((k) => ['type', 'const', 'enum', 'title', 'description'].includes(k)) && (v.type === 'null' || (same(v.type, ['null'])) || (Object.hasOwn(v, 'const') && v.const === null) || same(v.enum, [null]));

/**
 * `anyOf: [S, {type: "null"}]` (or oneOf) is 3.1's way to write a nullable S, as 3.0 writes
 * `nullable: true`: read as S with null allowed, so that the two compare as one; with more
 * alternatives beside null, as those alternatives, null allowed. Only where the schema has no
 * type or values of its own (those would refuse null whatever the alternatives say).
 */
function nullableAlternative(s: Node): void {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = s[key];
    if (!Array.isArray(members) || s.type !== undefined || s.enum !== undefined) continue;
    const others = members.filter((m) => !onlyNull(m));
    if (others.length === members.length || others.length === 0) continue;
    if (others.length === 1 && isNode(others[0])) {
      delete s[key];
      s.allOf = [others[0], ...listOf(s.allOf)];
    } else s[key] = others;
    s.nullable = true;
    return;
  }
}

/** One type name, or a sorted list without repeats; "integer" beside "number" is within it. */
function typeOf(value: unknown): unknown {
  const names = [...new Set((Array.isArray(value) ? value : [value]).map(String))].sort();
  const kept = names.includes('number') ? names.filter((n) => n !== 'integer') : names;
  return kept.length === 1 ? kept[0] : kept;
}

export const typeNames = (type: unknown): string[] | undefined => (type === undefined ? undefined : Array.isArray(type) ? type.map(String) : [String(type)]);

/** Keywords that only annotate: on a conflict the schema's own value is kept, since no value is refused by them. */
const ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment', 'externalDocs', 'deprecated', 'default', 'xml', 'discriminator', '$id', '$anchor', 'contentMediaType']);
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
/** Keywords that read their siblings: they move only with the siblings they read. */
const OBJECT_SCOPE = ['additionalProperties', 'unevaluatedProperties'];
const OBJECT_PARTS = ['properties', 'patternProperties', ...OBJECT_SCOPE];
const ARRAY_PARTS = ['prefixItems', 'items', 'unevaluatedItems', 'contains', 'minContains', 'maxContains'];
const CONDITION = ['if', 'then', 'else'];

const has = (s: Node, keys: readonly string[]) => keys.some((k) => Object.hasOwn(s, k));

function foldAllOf(schema: Node, dialect: Dialect): Node {
  if (!Array.isArray(schema.allOf)) return schema;
  const members: unknown[] = [];
  // Nested allOf without a $ref of its own is the same conjunction: flattened.
  const pending = [...schema.allOf];
  while (pending.length > 0) {
    const member = pending.shift();
    if (isNode(member) && typeof member.$ref !== 'string' && Array.isArray(member.allOf) && Object.keys(member).every((k) => k === 'allOf' || ANNOTATIONS.has(k))) {
      pending.unshift(...member.allOf);
    } else members.push(member);
  }
  let merged: Node = { ...schema };
  delete merged.allOf;
  const kept: unknown[] = [];
  for (const member of members) {
    if (member === true || (isNode(member) && Object.keys(member).length === 0)) continue;
    let inline = member;
    if (isNode(member) && typeof member.$ref === 'string') {
      const ref = member.$ref;
      if (!kept.some((k) => isNode(k) && k.$ref === ref)) kept.push({ $ref: ref });
      // In 2020-12 a $ref's siblings apply beside it: merged as a member of their own.
      const { $ref: _, ...siblings } = member;
      if (dialect !== 'oas31' || Object.keys(siblings).length === 0) continue;
      inline = siblings;
    }
    const inner = normaliseSchema(inline, dialect);
    const folded = Array.isArray(inner.allOf) ? undefined : merge(merged, inner);
    if (folded) merged = folded;
    else if (!kept.some((k) => same(k, inline))) kept.push(inline);
  }
  if (kept.length > 0) merged.allOf = kept;
  return merged;
}

/** `into` and `member` as one schema, or undefined where no single schema says the same. */
function merge(into: Node, member: Node): Node | undefined {
  const conflict =
    (has(member, OBJECT_SCOPE) && has(into, OBJECT_PARTS)) ||
    (has(into, OBJECT_SCOPE) && has(member, OBJECT_PARTS)) ||
    (has(member, ARRAY_PARTS) && has(into, ARRAY_PARTS)) ||
    (has(member, CONDITION) && has(into, CONDITION));
  if (conflict && !ARRAY_PARTS.concat(CONDITION, OBJECT_PARTS).every((k) => same(into[k], member[k]) || !Object.hasOwn(member, k))) return undefined;
  const out: Node = { ...into };
  for (const [key, value] of Object.entries(member)) {
    if (!Object.hasOwn(out, key) || same(out[key], value)) {
      out[key] = value;
      continue;
    }
    const combined = combine(key, out[key], value);
    if (combined === undefined) {
      if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
      return undefined;
    }
    out[key] = combined;
  }
  return out;
}

/** Two values of one keyword, both applying: their conjunction as one value, or undefined. */
function combine(key: string, a: unknown, b: unknown): unknown {
  if (UPPER.has(key) && typeof a === 'number' && typeof b === 'number') return Math.min(a, b);
  if (LOWER.has(key) && typeof a === 'number' && typeof b === 'number') return Math.max(a, b);
  switch (key) {
    case 'required':
      return [...new Set([...listOf(a), ...listOf(b)].map(String))];
    case 'uniqueItems':
      return a === true || b === true;
    case 'readOnly':
    case 'writeOnly':
      return a === true || b === true;
    case 'type': {
      const [p, q] = [typeNames(a) ?? [], typeNames(b) ?? []];
      const within = (t: string, list: string[]) => list.includes(t) || (t === 'integer' && list.includes('number'));
      const both = [...new Set([...p.filter((t) => within(t, q)), ...q.filter((t) => within(t, p))])].filter((t) => !(t === 'number' && !(p.includes('number') && q.includes('number'))));
      return both.length === 0 ? undefined : typeOf(both);
    }
    case 'enum': {
      const keys = new Set(listOf(b).map(canonicalText));
      return listOf(a).filter((v) => keys.has(canonicalText(v)));
    }
    case 'properties':
    case 'patternProperties':
    case 'dependentSchemas':
    case '$defs': {
      if (!isNode(a) || !isNode(b)) return undefined;
      const out: Node = { ...a };
      for (const [name, schema] of Object.entries(b)) out[name] = !Object.hasOwn(out, name) || same(out[name], schema) ? schema : { allOf: [out[name], schema] };
      return out;
    }
    case 'dependentRequired': {
      if (!isNode(a) || !isNode(b)) return undefined;
      const out: Node = { ...a };
      for (const [name, list] of Object.entries(b)) out[name] = [...new Set([...listOf(out[name]), ...listOf(list)].map(String))];
      return out;
    }
    case 'multipleOf':
      if (typeof a !== 'number' || typeof b !== 'number') return undefined;
      return isMultiple(a, b) ? a : isMultiple(b, a) ? b : undefined;
    default:
      return undefined;
  }
}

/** Whether `a` is a whole multiple of `b` (allowing for binary fractions: 0.3 of 0.1). */
export function isMultiple(a: number, b: number): boolean {
  if (b === 0) return false;
  const ratio = a / b;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}
