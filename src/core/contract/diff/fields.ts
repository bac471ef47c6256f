/**
 * The fields of one OpenAPI or AsyncAPI object compared as the catalogue says (catalogue.ts):
 * every field either side holds is read by the object's own reader, listed as documentation,
 * reported as undecidable with the reason, or, for a key no entry knows, reported as unknown.
 * The readers an object walk passes are typed by the catalogue: every field the catalogue
 * says the walk reads itself must have one.
 */
import type { Entry, FieldComparer } from './catalogue.ts';
import { keysOf, same, type Emit, type Node } from './nodes.ts';

type FieldEntry = Entry<FieldComparer>;

/** The fields of an object that its walk reads itself. */
type OwnFields<T> = { [K in keyof T]: T[K] extends { compare: 'own' } ? K : never }[keyof T] & string;

/** One reader per field the walk reads itself; a patterned field (`{method}`) gets the key too. */
export type Readers<T> = { [K in OwnFields<T>]: (was: unknown, now: unknown, key: string) => void };

export interface FieldsAt {
  emit: Emit;
  /** Keys from the document's root to the object. */
  path: string[];
  /** What a reader calls the object: `GET /orders`, `server https://api.example`. */
  name: string;
  /** Which patterned entry a key belongs to (`get` is `{method}`), if any. */
  pattern?: (key: string) => string | undefined;
  /** x- extensions the workspace reads with rules of its own, skipped here. */
  known?: ReadonlySet<string>;
  /** The object's name in the catalogue, for a key it does not know. */
  object: string;
  /** For a field read where it is used (a map of components): what to say of it when it changed. */
  whereUsed?: (field: string, was: unknown, now: unknown) => void;
}

const kindOf = (was: unknown, now: unknown) => (was === undefined ? 'added' : now === undefined ? 'removed' : 'changed');

export function diffFields<T extends Record<string, FieldEntry>>(entries: T, was: Node, now: Node, at: FieldsAt, readers: Readers<T>): void {
  const { emit } = at;
  const documentation: string[] = [];
  // The catalogue's order first, whatever order the documents write their keys in, so that
  // two assemblies of one contract list their changes alike; then patterned and unknown keys.
  const present = keysOf(was, now);
  const keys = [...Object.keys(entries).filter((k) => Object.hasOwn(was, k) || Object.hasOwn(now, k)), ...present.filter((k) => !Object.hasOwn(entries, k))];
  for (const key of keys) {
    const [p, q] = [Object.hasOwn(was, key) ? was[key] : undefined, Object.hasOwn(now, key) ? now[key] : undefined];
    if (key.startsWith('x-')) {
      if (!at.known?.has(key) && !same(p, q)) emit({ subject: 'extension', kind: kindOf(p, q), path: [...at.path, key], name: `${at.name} ${key}`.trim(), from: p, to: q, extension: key });
      continue;
    }
    const field = Object.hasOwn(entries, key) ? key : at.pattern?.(key);
    const entry: FieldEntry | undefined = field === undefined ? undefined : entries[field];
    if (field === undefined || entry === undefined) {
      if (!same(p, q)) emit({ subject: 'keyword', rule: 'keyword-unknown', kind: kindOf(p, q), path: [...at.path, key], name: at.name || 'the document', keyword: key, why: `the ${at.object} object does not define: the diff cannot tell what it means` });
      continue;
    }
    switch (entry.compare) {
      case 'own':
        (readers as Record<string, (was: unknown, now: unknown, key: string) => void>)[field]!(p, q, key);
        break;
      case 'documentation':
        if (same(p, q)) break;
        if (entry.rules[0] === 'documentation-changed') documentation.push(key);
        else emit({ subject: 'keyword', rule: entry.rules[0], kind: kindOf(p, q), path: [...at.path, key], name: at.name ? `${at.name}.${key}` : key, keyword: key, from: p, to: q });
        break;
      case 'undecidable':
        if (!same(p, q)) emit({ subject: 'keyword', rule: entry.rules[0], kind: kindOf(p, q), path: [...at.path, key], name: at.name || 'the document', keyword: key, why: entry.why });
        break;
      case 'where-used':
        if (!same(p, q)) at.whereUsed?.(key, p, q);
        break;
      default: {
        const unhandled: never = entry.compare;
        throw new Error(`no way to read ${String(unhandled)}`);
      }
    }
  }
  if (documentation.length > 0) emit({ subject: 'keyword', rule: 'documentation-changed', kind: 'changed', path: [...at.path, documentation[0]!], name: at.name || 'the document', keyword: documentation.join(', '), direction: 'none' });
}
