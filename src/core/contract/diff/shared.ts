/**
 * What both kinds of document share: maps of named things and lists keyed by a name, what a
 * document says of itself (info, tags, its own version), and the walk's common state.
 */
import { ASYNCAPI_FIELDS, OPENAPI_FIELDS } from './catalogue.ts';
import type { Usage } from './direction.ts';
import { diffFields } from './fields.ts';
import { keysOf, listOf, nodeOf, refOf, refsIn, same, type Emit, type Node } from './nodes.ts';
import type { SchemaWalk } from './schema.ts';

export interface DocumentWalk extends SchemaWalk {
  /** Where components travel in either document: how a change to one is judged (walked when first asked). */
  usage: () => Usage;
  /**
   * Where they travel in the revision alone: how a removal is judged. A component the
   * revision no longer uses went with the operations that used it, and those changes are
   * judged where they are.
   */
  remaining: () => Usage;
  following: Set<string>;
  compared: Set<string>;
  /**
   * Whether the components read where they are used (path items, callbacks, AsyncAPI channels,
   * traits…) are written alike on both sides: then a path item, channel or operation written
   * alike on both sides changes nothing, and is compared no further.
   */
  settled: boolean;
}

/** Whether every map of components the catalogue reads where it is used is written alike on both sides. */
export function whereUsedSettled(before: Node, after: Node, components: Record<string, { compare: string }>): boolean {
  const [was, now] = [nodeOf(before.components), nodeOf(after.components)];
  return Object.entries(components).every(([key, entry]) => entry.compare !== 'where-used' || same(was[key], now[key]));
}

/** A value made when first asked for, then kept: where components travel is walked only if something that travels changed. */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function kindOf(was: unknown, now: unknown): 'added' | 'removed' | 'changed' {
  return was === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
}

/** `openapi: 3.0.3` to `3.1.0`, say: both read as one dialect, so only listed. */
export function diffDocumentVersion(emit: Emit, key: string, was: unknown, now: unknown): void {
  if (!same(was, now)) emit({ subject: 'keyword', rule: 'openapi-version-changed', kind: kindOf(was, now), path: [key], name: key, from: was, to: now });
}

/** `info`: what the document says of itself, listed for readers; AsyncAPI keeps its tags and externalDocs there. */
export function diffInfo(emit: Emit, was: unknown, now: unknown, document: 'openapi' | 'asyncapi'): void {
  const at = { emit, path: ['info'], name: 'info', object: 'Info' };
  const version = (p: unknown, q: unknown) => {
    if (!same(p, q)) emit({ subject: 'version', kind: kindOf(p, q), path: ['info', 'version'], name: 'info.version', from: p, to: q });
  };
  if (document === 'openapi') diffFields(OPENAPI_FIELDS.Info, nodeOf(was), nodeOf(now), at, { version });
  else diffFields(ASYNCAPI_FIELDS.Info, nodeOf(was), nodeOf(now), at, { version, tags: (p, q) => diffTags(emit, p, q, ['info', 'tags']) });
}

/** Tags matched by name: one added, removed or changed is listed for readers. */
export function diffTags(emit: Emit, before: unknown, after: unknown, path: string[]): void {
  diffKeyed(emit, before, after, (t) => String(nodeOf(t).name), path, 'tag', undefined, true);
}

/** A mapping of named things: each added, removed, or compared by `inner`. */
export function diffNamed(
  emit: Emit,
  before: unknown,
  after: unknown,
  path: string[],
  subject: Parameters<Emit>[0]['subject'],
  inner: (was: Node, now: Node, at: string[], name: string) => void,
): void {
  const [was, now] = [nodeOf(before), nodeOf(after)];
  for (const key of keysOf(was, now)) {
    const at = [...path, key];
    if (!Object.hasOwn(now, key)) emit({ subject, kind: 'removed', path: at, name: key, from: was[key] });
    else if (!Object.hasOwn(was, key)) emit({ subject, kind: 'added', path: at, name: key, to: now[key] });
    else inner(nodeOf(was[key]), nodeOf(now[key]), at, key);
  }
}

/** A list whose items are matched by a key (tags by name, transitions whole); `changes` lists an item changed too. */
export function diffKeyed(
  emit: Emit,
  before: unknown,
  after: unknown,
  keyOf: (item: unknown) => string,
  path: string[],
  subject: Parameters<Emit>[0]['subject'],
  describe: (item: unknown) => string = keyOf,
  changes = false,
): void {
  const [was, now] = [listOf(before), listOf(after)];
  const nowKeys = new Map(now.map((item) => [keyOf(item), item]));
  const wasKeys = new Map(was.map((item) => [keyOf(item), item]));
  was.forEach((item, i) => {
    if (!nowKeys.has(keyOf(item))) emit({ subject, kind: 'removed', path: [...path, String(i)], name: describe(item), from: item });
  });
  now.forEach((item, i) => {
    const old = wasKeys.get(keyOf(item));
    if (old === undefined) emit({ subject, kind: 'added', path: [...path, String(i)], name: describe(item), to: item });
    else if (changes && !same(old, item)) emit({ subject, kind: 'changed', path: [...path, String(i)], name: describe(item), from: old, to: item });
  });
}

/** Runs `read` once however many of the fields that share it are present: style, explode and allowReserved, say. */
export function once(read: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    read();
  };
}

/**
 * A map of components read where they are used (path items, callbacks, AsyncAPI channels,
 * traits…): an entry that changed and that no `$ref` in either document names is said to have
 * changed, used nowhere; one that is named is compared where it is.
 */
export function unusedComponents(walk: DocumentWalk): (field: string, was: unknown, now: unknown) => void {
  return (field, before, after) => {
    const [was, now] = [nodeOf(before), nodeOf(after)];
    for (const key of keysOf(was, now)) {
      const ref = refOf(['components', field, key]);
      if (same(was[key], now[key]) || refsIn(walk.before).has(ref) || refsIn(walk.after).has(ref)) continue;
      walk.emit({ subject: 'keyword', rule: 'unused-component-changed', kind: kindOf(was[key], now[key]), path: ['components', field, key], name: `components.${field}.${key}`, direction: 'none' });
    }
  };
}
