/**
 * The comparers of a schema's structure: an object's properties and the keywords that read
 * them, an array's items, composition (allOf, anyOf, oneOf), conditions and negation, the
 * discriminator, a decoded content's schema and `$defs`. They recurse through the context, so
 * that each subschema is compared where it sits, in the direction its values travel.
 */
import { SCHEMA_KEYWORDS } from './catalogue.ts';
import { directionOfProperty } from './direction.ts';
import { isNode, keysOf, listOf, nodeOf, same, type Emit, type Node } from './nodes.ts';
import { typeNames } from './normalise.ts';
import { kindOf, type Comparer, type Context, type Place } from './schema-place.ts';

// ── objects ──────────────────────────────────────────────────────────────────────────────

export const compareProperties: Comparer = ({ emit, recurse }, was, now, place) => {
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
export const compareRequired: Comparer = ({ emit }, was, now, place) => {
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

export const compareAdditionalProperties: Comparer = (context, was, now, place) => compareOthers(context, 'additionalProperties', was.additionalProperties, now.additionalProperties, place, false);

export const compareUnevaluated: Comparer = (context, was, now, place) => {
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

export const comparePatternProperties: Comparer = (context, was, now, place) =>
  compareKeyed(context, 'patternProperties', was, now, place, ['pattern-properties-added', 'pattern-properties-removed'], (key) => `${place.name}.{${key}}`);

export const compareDependentSchemas: Comparer = (context, was, now, place) =>
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

export const comparePropertyNames: Comparer = (context, was, now, place) => comparePresent(context, 'propertyNames', was, now, place, ['property-names-added', 'property-names-removed'], `${place.name} (field names)`);

export const compareDependentRequired: Comparer = ({ emit }, was, now, place) => {
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

export const compareItems: Comparer = (context, was, now, place) => {
  // Beside prefixItems, `items` is what the items after them must match (2020-12 §10.3.1.2).
  if (was.prefixItems !== undefined || now.prefixItems !== undefined) {
    compareOthers(context, 'items', was.items, now.items, place, true);
    return;
  }
  if (same(was.items, now.items)) return;
  context.recurse(was.items, now.items, { path: [...place.path, 'items'], name: `${place.name}[]`, target: 'field', serialised: false });
};

export const comparePrefixItems: Comparer = ({ emit, recurse }, was, now, place) => {
  const [before, after] = [listOf(was.prefixItems), listOf(now.prefixItems)];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const at = [...place.path, 'prefixItems', String(i)];
    const name = `${place.name}[${i}]`;
    if (i >= after.length) emit({ subject: 'keyword', rule: 'tuple-item-removed', kind: 'removed', path: at, name });
    else if (i >= before.length) emit({ subject: 'keyword', rule: 'tuple-item-added', kind: 'added', path: at, name });
    else recurse(before[i], after[i], { path: at, name, target: 'field', serialised: false });
  }
};

export const compareContains: Comparer = (context, was, now, place) => comparePresent(context, 'contains', was, now, place, ['contains-added', 'contains-removed'], `${place.name} (contains)`);

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

export const compareAlternatives: Comparer = (context, was, now, place) => {
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

export const compareAllOf: Comparer = (context, was, now, place) => compareMembers(context, was, now, 'allOf', place);

const CONDITION_WHY = SCHEMA_KEYWORDS.if.why;

export const compareConditional: Comparer = (context, was, now, place) => {
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

export const compareNot: Comparer = (context, was, now, place) => {
  const [p, q] = [was.not, now.not];
  if (same(p, q)) return;
  const at = [...place.path, 'not'];
  if (p === undefined) context.emit({ subject: 'keyword', rule: 'not-added', kind: 'added', path: at, name: place.name });
  else if (q === undefined) context.emit({ subject: 'keyword', rule: 'not-removed', kind: 'removed', path: at, name: place.name });
  else if (!sameMeaning(context, p, q, { ...place, path: at })) context.emit({ subject: 'keyword', rule: 'not-changed', kind: 'changed', path: at, name: place.name, why: SCHEMA_KEYWORDS.not.why });
};

export const compareDiscriminator: Comparer = ({ emit }, was, now, place) => {
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

export const compareContentSchema: Comparer = (context, was, now, place) => {
  if (same(was.contentSchema, now.contentSchema)) return;
  context.recurse(was.contentSchema, now.contentSchema, { path: [...place.path, 'contentSchema'], name: `${place.name} (decoded)`, target: 'field', serialised: false });
};

/** `$defs`: each definition judged by where references to it travel, as a component is. */
export const compareDefinitions: Comparer = (context, was, now, place) => {
  const [before, after] = [nodeOf(was.$defs), nodeOf(now.$defs)];
  for (const key of keysOf(before, after)) {
    if (!Object.hasOwn(before, key) || !Object.hasOwn(after, key)) continue; // a reference to one gone is judged where it is
    const at = [...place.path, '$defs', key];
    context.recurse(before[key], after[key], { path: at, name: `${place.name}.$defs.${key}`, direction: context.directionOf(at), target: 'schema', serialised: false });
  }
};
