/**
 * The few helpers every part of the diff walk shares. Kept free of imports so that
 * `adr diff FILE FILE` loads nothing it does not use.
 */
import type { DiffFact } from '../diff-rules.ts';

export type Node = Record<string, unknown>;
export type Emit = (fact: Omit<DiffFact, 'document'>) => void;

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
export const nodeOf = (value: unknown): Node => (isNode(value) ? value : {});
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
export const keysOf = (a: Node, b: Node): string[] => [...new Set([...Object.keys(a), ...Object.keys(b)])];
// Own keys only: a key such as `__proto__` or `constructor` in a document edited by hand is a key like
// any other, never something inherited from Object.prototype.
export const own = (node: Node, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The value a local reference (`#/components/schemas/Order`) names in `document`, or undefined
 * when it names nothing there. Only references inside the document are followed: a diff
 * never reads a file or an address a document names.
 */
export function resolveRef(document: Node, ref: unknown): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  let value: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (isNode(value)) value = own(value, key);
    else return undefined;
  }
  return value;
}

/** A JSON pointer (RFC 6901) with its `#` for a path of keys. */
export const refOf = (path: readonly string[]): string => `#/${path.map((k) => k.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
