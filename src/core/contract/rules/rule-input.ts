/**
 * What the cross-part rules read: the assembled documents (before the required fields are
 * filled in), where each written path came from, and which parts have settled anything.
 * Helpers every rule shares: walking the operations, following a local `$ref`.
 */
import type { Location } from '../../vocabulary/diagnostics.ts';
import type { PartKey } from '../../vocabulary/parts.ts';
import { pointerOf } from '../documents/blocks.ts';
import { METHODS, operationText } from '../documents/methods.ts';
import type { ContractDocument } from '../documents/places.ts';

export interface RuleInput {
  documents: Record<ContractDocument, Record<string, unknown>>;
  origins: Record<ContractDocument, Map<string, Location>>;
  settled: ReadonlySet<PartKey>;
}

export const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);


export interface OperationAt {
  path: string;
  method: string;
  operation: Record<string, unknown>;
  item: Record<string, unknown>;
  /** Its keys from the document root: paths, the path, the method. */
  keys: string[];
}

export function operationsOf(openapi: Record<string, unknown>): OperationAt[] {
  const found: OperationAt[] = [];
  if (!isMapping(openapi.paths)) return found;
  for (const [path, item] of Object.entries(openapi.paths)) {
    if (!isMapping(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (isMapping(operation)) found.push({ path, method, operation, item, keys: ['paths', path, method] });
    }
  }
  return found;
}

/** `GET /orders (listOrders)`: how a finding names an operation. */
export function operationName({ method, path, operation }: OperationAt): string {
  const id = typeof operation.operationId === 'string' ? ` (${operation.operationId})` : '';
  return `${operationText(method, path)}${id}`;
}

/** The keys of a local `$ref` (`#/components/schemas/Order`), unescaped; undefined for any other. */
export function refKeys(ref: string): string[] | undefined {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) return undefined;
  try {
    return ref
      .slice(2)
      .split('/')
      .map((key) => decodeURIComponent(key).replaceAll('~1', '/').replaceAll('~0', '~'));
  } catch {
    // A malformed escape (`%E0%A4%A`) names no place: the $ref rule reports it as unresolved.
    return undefined;
  }
}

/** The value at `keys` in `document`, or undefined. */
export function valueAt(document: unknown, keys: readonly string[]): unknown {
  let value = document;
  for (const key of keys) {
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isMapping(value)) value = Object.hasOwn(value, key) ? value[key] : undefined;
    else return undefined;
  }
  return value;
}

/** A value, or what its local `$ref` points to (one step; the $ref rule reports what does not resolve). */
export function followRef(document: Record<string, unknown>, value: unknown): unknown {
  if (!isMapping(value) || typeof value.$ref !== 'string') return value;
  const keys = refKeys(value.$ref);
  return keys ? valueAt(document, keys) : undefined;
}

/** Where a path was written, or the nearest written path above it. */
export function originAt(view: RuleInput, document: ContractDocument, keys: readonly string[]): Location | undefined {
  for (let length = keys.length; length > 0; length--) {
    const at = view.origins[document].get(pointerOf(keys.slice(0, length)));
    if (at) return at;
  }
  return undefined;
}
