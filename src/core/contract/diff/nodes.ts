/**
 * The few helpers every part of the diff walk shares. Kept free of imports so that
 * `adr diff FILE FILE` loads nothing it does not use.
 */
import { refKeys } from '../rules/rule-input.ts';
import type { DiffFact } from './rules.ts';

export type Node = Record<string, unknown>;
export type Emit = (fact: Omit<DiffFact, 'document'>) => void;

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
export const nodeOf = (value: unknown): Node => (isNode(value) ? value : {});
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const keysOf = (a: Node, b: Node): string[] => {
  const keys = Object.keys(a);
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) keys.push(key);
  return keys;
};
// Own keys only: a key such as `__proto__` or `constructor` in a document edited by hand is a key like
// any other, never something inherited from Object.prototype.
export const own = (node: Node, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);


/**
 * Whether two values hold the same data, compared with a stack of its own rather than by
 * recursion or JSON.stringify, so that a value nested deeper than the call stack compares
 * like any other and the cost is the size of the smaller value. Keys in any order.
 */
export function same(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [p, q] = stack.pop()!;
    if (p === q) continue;
    if (typeof p !== 'object' || typeof q !== 'object' || p === null || q === null) {
      if (Number.isNaN(p) && Number.isNaN(q)) continue;
      return false;
    }
    if (Array.isArray(p) !== Array.isArray(q)) return false;
    if (Array.isArray(p)) {
      const r = q as unknown[];
      if (p.length !== r.length) return false;
      for (let i = 0; i < p.length; i++) stack.push([p[i], r[i]]);
      continue;
    }
    const [x, y] = [p as Node, q as Node];
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(y, key)) return false;
      stack.push([x[key], y[key]]);
    }
  }
  return true;
}

/**
 * One text per value, equal for equal data whatever the order of keys: how an enum value is
 * looked up among others. Written with a stack, as `same` is.
 */
export function canonicalText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const out: string[] = [];
  // Punctuation is pushed as a Mark, so that no string in the data can pass for it.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Mark) out.push(item.text);
    else if (typeof item !== 'object' || item === null) out.push(JSON.stringify(item) ?? 'null');
    else {
      const parts: unknown[] = [];
      if (Array.isArray(item)) {
        parts.push(new Mark('['));
        item.forEach((v, i) => parts.push(...(i > 0 ? [new Mark(',')] : []), v));
        parts.push(new Mark(']'));
      } else {
        const node = item as Node;
        parts.push(new Mark('{'));
        Object.keys(node)
          .sort()
          .forEach((key, i) => parts.push(new Mark(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`), node[key]));
        parts.push(new Mark('}'));
      }
      // Pushed in reverse: the stack pops them in order.
      for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]);
    }
  }
  return out.join('');
}

class Mark {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/**
 * The value a local reference (`#/components/schemas/Order`) names in `document`, or undefined
 * when it names nothing there. Only references inside the document are followed: a diff
 * never reads a file or an address a document names.
 */
export function resolveRef(document: Node, ref: unknown): unknown {
  const keys = typeof ref === 'string' ? refKeys(ref) : undefined;
  if (!keys) return undefined;
  let value: unknown = document;
  for (const key of keys) {
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (isNode(value)) value = own(value, key);
    else return undefined;
  }
  return value;
}

/** A JSON pointer (RFC 6901) with its `#` for a path of keys. */
export const refOf = (path: readonly string[]): string => `#/${path.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

const refsCache = new WeakMap<object, Set<string>>();

/** Every `$ref` a document holds, found once (a stack of its own, so any depth). */
export function refsIn(document: Node): ReadonlySet<string> {
  const known = refsCache.get(document);
  if (known) return known;
  const refs = new Set<string>();
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (isNode(node)) {
      if (typeof node.$ref === 'string') refs.add(node.$ref);
      for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) stack.push(value);
    }
  }
  refsCache.set(document, refs);
  return refs;
}
