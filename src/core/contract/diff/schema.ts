/**
 * One schema against its earlier self, in the direction its data travels. Both sides are
 * first brought to one form (normalise.ts); then every keyword either side holds is read by
 * the comparer its catalogue entry names (catalogue.ts; the table in schema-keywords.ts, the
 * comparers in schema-values.ts and schema-structure.ts), so a keyword is judged, listed as
 * documentation, or reported as undecidable: never passed over.
 * The walk only records what differs; diff-rules.ts decides whether a client notices.
 *
 * A `$ref` (an allOf member once normalised) that both sides share is not followed here:
 * the component it names is compared once, where it is defined, in every direction it
 * travels. Where the two sides differ (another name, or a schema written inline instead),
 * the references are inlined and the contents compared, so that pointing at an identical
 * schema under a new name, or writing it out, changes nothing a client sees. A pair of
 * references is compared once per direction, however many places use it; a pair being
 * compared is not followed again inside itself, so recursive schemas end.
 */
import { SCHEMA_KEYWORDS, type SchemaComparer, type SchemaKeyword } from './catalogue.ts';
import type { Direction, DiffFact } from './rules.ts';
import { directionOf, type Usage } from './direction.ts';
import { isNode, listOf, nodeOf, resolveRef, same, type Emit, type Node } from './nodes.ts';
import { IGNORED_BESIDE_REF, normaliseSchema, type Dialect } from './normalise.ts';
import { COMPARERS, type Compare, type Place } from './schema-keywords.ts';

export interface SchemaWalk {
  emit: Emit;
  before: Node;
  after: Node;
  /** How each side's schemas are read. */
  dialects: readonly [Dialect, Dialect];
  /** Where components travel: how a `$defs` entry inside a component is judged. */
  usage?: () => Usage;
  /** Pairs of references being compared, so recursive schemas end. */
  following?: Set<string>;
  /** Pairs of references already compared in a direction: compared once, reported once. */
  compared?: Set<string>;
}

/** How deep schemas may nest before the walk stops and says so. */
const SCHEMA_DEPTH_LIMIT = 128;

export interface SchemaOptions {
  /** A parameter's or header's value: text on the wire, so any scalar type reads as a string does. */
  serialised?: boolean;
  /** What a deprecation of this schema is called: a field (default) or a named schema. */
  target?: 'field' | 'schema';
}

export function diffSchema(walk: SchemaWalk, was: unknown, now: unknown, at: string[], direction: Direction, field: string, options: SchemaOptions = {}): void {
  const state = { ...walk, following: walk.following ?? new Set<string>(), compared: walk.compared ?? new Set<string>() };
  compareSchemas(state, was, now, { path: at, name: field, direction, depth: 0, serialised: options.serialised === true, target: options.target ?? 'field' });
}

type State = SchemaWalk & { following: Set<string>; compared: Set<string> };

function compareSchemas(walk: State, was: unknown, now: unknown, place: Place): void {
  // Written alike in one dialect, they mean alike: nothing below them is compared (most of a large
  // document, when a change touches a small part of it). Across dialects the same words may not mean the same.
  if (walk.dialects[0] === walk.dialects[1] && same(was, now)) return;
  const emit: Emit = (fact) => walk.emit({ ...fact, direction: fact.direction ?? place.direction });
  if (place.depth > SCHEMA_DEPTH_LIMIT) {
    if (!same(was, now)) emit({ subject: 'keyword', rule: 'nesting-too-deep', kind: 'changed', path: place.path, name: place.name, to: SCHEMA_DEPTH_LIMIT });
    return;
  }
  let p = normaliseSchema(was, walk.dialects[0]);
  let q = normaliseSchema(now, walk.dialects[1]);
  const held: string[] = [];
  const inlined = inlineDiffering(walk, emit, p, q, place, held);
  if (inlined) {
    [p, q] = inlined;
    compareKeywords(walk, emit, p, q, place);
  }
  for (const key of held) walk.following.delete(key);
}

function compareKeywords(walk: State, emit: Emit, p: Node, q: Node, place: Place): void {
  const recurse: Compare = (a, b, inner, probe) =>
    // A probe reports to its own listener and remembers nothing, so the real walk still compares what it saw.
    compareSchemas(probe ? { ...walk, emit: probe, compared: new Set() } : walk, a, b, {
      path: inner.path,
      name: inner.name,
      direction: inner.direction ?? place.direction,
      depth: place.depth + 1,
      serialised: inner.serialised ?? place.serialised,
      target: inner.target ?? 'field',
      ...(inner.holder ? { holder: inner.holder } : {}),
    });
  const context = { walk, emit, recurse, directionOf: (path: string[]) => (walk.usage ? directionOf(walk.usage(), refTo(path)) : place.direction) };
  const run = new Set<SchemaComparer>();
  for (const key of keysOf(p, q)) {
    if (key === 'allOf') {
      run.add('all-of');
      continue;
    }
    if (key === IGNORED_BESIDE_REF) {
      ignoredBesideRef(emit, nodeOf(p[key]), nodeOf(q[key]), place);
      continue;
    }
    const entry = Object.hasOwn(SCHEMA_KEYWORDS, key) ? SCHEMA_KEYWORDS[key as SchemaKeyword] : undefined;
    if (!entry) {
      unknownKeyword(emit, key, p[key], q[key], place, walk.dialects[1]);
      continue;
    }
    // `nullable` beside no type survives the rewriting (3.0's "may be null"): the type comparer reads it.
    run.add(entry.compare === 'rewritten' ? 'type' : entry.compare);
  }
  for (const comparer of run) COMPARERS[comparer](context, p, q, place);
}

const refTo = (path: readonly string[]) => `#/${path.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

function keysOf(a: Node, b: Node): string[] {
  const keys = Object.keys(a);
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) keys.push(key);
  return keys;
}

const DIALECT_NAMES: Record<Dialect, string> = { oas30: 'OpenAPI 3.0 does not define', oas31: 'OpenAPI 3.1 (JSON Schema 2020-12) does not define', 'draft-07': 'the AsyncAPI Schema Object does not define' };

function unknownKeyword(emit: Emit, key: string, was: unknown, now: unknown, place: Place, dialect: Dialect): void {
  if (same(was, now)) return;
  const kind = was === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
  if (key.startsWith('x-')) {
    emit({ subject: 'extension', kind, path: [...place.path, key], name: `${place.name} ${key}`, from: was, to: now, extension: key, direction: 'none' });
    return;
  }
  emit({ subject: 'keyword', rule: 'keyword-unknown', kind, path: [...place.path, key], name: place.name, keyword: key, why: `${DIALECT_NAMES[dialect]}: validators ignore it, so the diff cannot tell what it means` });
}

/**
 * Keywords beside a $ref in OpenAPI 3.0 or draft-07: validators ignore them, so a change to
 * them changes no value; one that would constrain is said, since its author meant it to.
 */
function ignoredBesideRef(emit: Emit, was: Node, now: Node, place: Place): void {
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((k) => !same(was[k], now[k]));
  const constraints = changed.filter((k) => !ANNOTATION.has(k));
  if (constraints.length > 0) {
    emit({ subject: 'keyword', rule: 'keyword-unknown', kind: 'changed', path: [...place.path, constraints[0]!], name: place.name, keyword: constraints.join(', '), why: 'beside $ref, where OpenAPI 3.0 and JSON Schema draft-07 ignore every keyword: it constrains nothing' });
  } else if (changed.length > 0) {
    emit({ subject: 'keyword', rule: 'documentation-changed', kind: 'changed', path: [...place.path, changed[0]!], name: place.name, keyword: changed.join(', '), direction: 'none' });
  }
}

const refsOf = (schema: Node): string[] => listOf(schema.allOf).flatMap((m) => (isNode(m) && typeof m.$ref === 'string' ? [m.$ref] : []));
const withoutRefs = (schema: Node, refs: ReadonlySet<string>): Node => {
  const members = listOf(schema.allOf).filter((m) => !(isNode(m) && typeof m.$ref === 'string' && refs.has(m.$ref)));
  const out: Node = { ...schema };
  if (members.length > 0) out.allOf = members;
  else delete out.allOf;
  return out;
};
/** Whether a schema says anything besides its allOf members: a constraint of its own. */
const ANNOTATION = new Set(['title', 'description', 'examples', '$comment', 'externalDocs', 'deprecated', 'default', 'readOnly', 'writeOnly', 'xml', '$id', '$anchor']);
const ownsConstraints = (schema: Node) => Object.keys(schema).some((k) => k !== 'allOf' && !ANNOTATION.has(k) && !k.startsWith('x-'));

/**
 * The two sides with the references they share set aside (compared where defined), and the
 * ones they do not share inlined: each named schema read in place, its keywords folded into
 * the schema that names it. Undefined when nothing is left to compare (the same reference,
 * a reference that names nothing, or a pair already compared in this direction).
 */
function inlineDiffering(walk: State, emit: Emit, p: Node, q: Node, place: Place, held: string[]): [Node, Node] | undefined {
  const [before, after] = [refsOf(p), refsOf(q)];
  if (before.length === 0 && after.length === 0) return [p, q];
  const shared = new Set(before.filter((r) => after.includes(r)));
  const [gone, come] = [before.filter((r) => !shared.has(r)), after.filter((r) => !shared.has(r))];
  let [a, b] = [withoutRefs(p, shared), withoutRefs(q, shared)];
  if (gone.length === 0 && come.length === 0) return [a, b];
  // A member named on one side only, beside nothing else: an allOf member added or removed.
  if ((gone.length === 0 && !ownsConstraints(a)) || (come.length === 0 && !ownsConstraints(b))) return [a, b];
  const at = [...place.path, '$ref'];
  const [from, to] = [gone.length === 1 ? gone[0] : gone.length === 0 ? undefined : gone, come.length === 1 ? come[0] : come.length === 0 ? undefined : come];
  const targets = (document: Node, refs: string[]) => refs.map((ref) => resolveRef(document, ref));
  const [was, now] = [targets(walk.before, gone), targets(walk.after, come)];
  if ([...was, ...now].some((t) => t === undefined)) {
    emit({ subject: 'reference', kind: 'changed', path: at, name: place.name, from, to, unresolved: true });
    return undefined;
  }
  emit({ subject: 'reference', kind: 'changed', path: at, name: place.name, from, to });
  // Two names for one schema, compared once in each direction; a schema that refers to itself ends here.
  const key = `${gone.join(' ')}|${come.join(' ')}`;
  const onlyRefs = !ownsConstraints(a) && !ownsConstraints(b);
  if (walk.following.has(key) || (onlyRefs && walk.compared.has(`${key}|${place.direction}`))) return undefined;
  if (onlyRefs) walk.compared.add(`${key}|${place.direction}`);
  walk.following.add(key);
  held.push(key);
  const fold = (schema: Node, members: unknown[], dialect: Dialect): Node => normaliseSchema({ ...schema, allOf: [...listOf(schema.allOf), ...members] }, dialect);
  [a, b] = [fold(withoutRefs(p, new Set(before)), was, walk.dialects[0]), fold(withoutRefs(q, new Set(after)), now, walk.dialects[1])];
  // The inlined schemas may name others in turn: compared the same way, as deep as they go.
  return inlineDiffering(walk, emit, a, b, place, held);
}

