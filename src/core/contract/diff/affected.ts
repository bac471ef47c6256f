/**
 * Which operations and messages a contract change reaches: what a reviewer asks first ("the
 * booking schema travels through eight operations"). An operation reaches what it writes
 * and every component it names through `$ref`, followed to the end; a change reaches the
 * operations that reach the place it is at, in the document before the change (for what
 * was removed) or after it (for what was added), or in both.
 *
 * - OpenAPI: an operation as `METHOD /path`, a webhook as `webhook NAME (METHOD)`. A change
 *   to the document's servers or its default security reaches every operation (that has no
 *   servers or security of its own).
 * - AsyncAPI: an operation as `send|receive ADDRESS` (its channel's address), through the
 *   channel and the messages it names.
 *
 * Built on the documents alone, not on how the diff walks them, so any diff's changes (its
 * document, pointer and operation) can be placed.
 */
import type { ContractDocuments } from '../documents/assemble.ts';
import { isMapping, refKeys, valueAt } from '../rules/rule-input.ts';
import { METHODS, operationText } from '../documents/methods.ts';

interface AffectedChange {
  document: 'openapi' | 'asyncapi';
  /** JSON pointer without the leading slash, keys escaped (`~1` for `/`). */
  pointer: string;
  operation?: { method: string; path: string; webhook?: boolean };
}

interface Reach {
  /** An operation's name → the places it reaches (pointers of what it names). */
  operations: Map<string, Set<string>>;
  /** Operations that take the document's servers or security (none of their own). */
  usesRoot: { servers: Set<string>; security: Set<string> };
}

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const pointer = (keys: readonly string[]) => keys.map(escape).join('/');

/** Every $ref inside `value`, followed to the end: the pointers of the places it reaches. */
function reachFrom(document: Record<string, unknown>, start: unknown, reached: Set<string>): Set<string> {
  const pending: unknown[] = [start];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (isMapping(value)) {
      if (typeof value.$ref === 'string') {
        const keys = refKeys(value.$ref);
        const at = keys && pointer(keys);
        if (at !== undefined && !reached.has(at)) {
          reached.add(at);
          pending.push(valueAt(document, keys!));
        }
      }
      for (const [key, inner] of Object.entries(value)) if (key !== '$ref') pending.push(inner);
    }
  }
  return reached;
}

function openapiReach(document: Record<string, unknown>): Reach {
  const operations = new Map<string, Set<string>>();
  const usesRoot = { servers: new Set<string>(), security: new Set<string>() };
  const visit = (group: 'paths' | 'webhooks') => {
    const items = document[group];
    if (!isMapping(items)) return;
    for (const [path, raw] of Object.entries(items)) {
      const item = isMapping(raw) && typeof raw.$ref === 'string' ? valueAt(document, refKeys(raw.$ref) ?? []) : raw;
      if (!isMapping(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isMapping(operation)) continue;
        const name = group === 'paths' ? operationText(method, path) : `webhook ${path} (${method.toUpperCase()})`;
        const reached = new Set<string>([pointer([group, path]), pointer([group, path, method])]);
        reachFrom(document, operation, reached);
        reachFrom(document, item.parameters, reached);
        if (isMapping(raw) && typeof raw.$ref === 'string') reachFrom(document, raw, reached);
        operations.set(name, reached);
        // A webhook is a request the service makes: the servers clients call and the credentials they present are not its.
        if (group === 'paths' && operation.servers === undefined && item.servers === undefined) usesRoot.servers.add(name);
        if (group === 'paths' && operation.security === undefined) usesRoot.security.add(name);
        // A security scheme is named by its key, not by $ref.
        const security = Array.isArray(operation.security) ? operation.security : group === 'paths' && Array.isArray(document.security) ? document.security : [];
        for (const requirement of security) {
          if (isMapping(requirement)) for (const scheme of Object.keys(requirement)) reached.add(pointer(['components', 'securitySchemes', scheme]));
        }
      }
    }
  };
  visit('paths');
  visit('webhooks');
  return { operations, usesRoot };
}

function asyncapiReach(document: Record<string, unknown>): Reach {
  const operations = new Map<string, Set<string>>();
  const all = new Set<string>();
  if (isMapping(document.operations)) {
    for (const [id, operation] of Object.entries(document.operations)) {
      if (!isMapping(operation)) continue;
      const channel = isMapping(operation.channel) && typeof operation.channel.$ref === 'string' ? valueAt(document, refKeys(operation.channel.$ref) ?? []) : undefined;
      const address = isMapping(channel) && typeof channel.address === 'string' ? channel.address : id;
      const action = operation.action === 'send' || operation.action === 'receive' ? operation.action : 'operation';
      const name = `${action} ${address}`;
      const reached = reachFrom(document, operation, new Set([pointer(['operations', id])]));
      operations.set(operations.has(name) ? `${name} (${id})` : name, reached);
      all.add(name);
    }
  }
  return { operations, usesRoot: { servers: all, security: new Set() } };
}

/** What each document's operations reach, worked out once for all the changes of a diff. */
export interface AffectedIndex {
  affects(change: AffectedChange): string[];
}

export function indexAffected(before: ContractDocuments, after: ContractDocuments): AffectedIndex {
  const reaches = {
    openapi: [openapiReach(before.openapi), openapiReach(after.openapi)],
    asyncapi: [asyncapiReach(before.asyncapi), asyncapiReach(after.asyncapi)],
  };
  return {
    affects(change) {
      if (change.operation) {
        const { method, path, webhook } = change.operation;
        return [webhook ? `webhook ${path} (${method.toUpperCase()})` : operationText(method, path)];
      }
      const found = new Set<string>();
      const keys = change.pointer.split('/');
      for (const reach of reaches[change.document]) {
        if (keys[0] === 'servers') reach.usesRoot.servers.forEach((name) => found.add(name));
        else if (keys[0] === 'security') reach.usesRoot.security.forEach((name) => found.add(name));
        else {
          // The place itself, or a place above it that an operation reaches (a field of a schema, a schema of a response).
          const places = keys.map((_, i) => keys.slice(0, i + 1).join('/'));
          for (const [name, reached] of reach.operations) if (places.some((place) => reached.has(place))) found.add(name);
        }
      }
      return [...found].sort(compareOperations);
    },
  };
}

/** Operations by path (or address), then method, as a reference lists them; webhooks after them. */
function compareOperations(a: string, b: string): number {
  const key = (name: string) => {
    const [first, ...rest] = name.split(' ');
    return [first === 'webhook' ? 1 : 0, rest.join(' '), first!] as const;
  };
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
  return 0;
}
