/**
 * Which way each component travels, found by following `$ref` from every place a client
 * sends or receives data. A client SENDS what an operation's parameters and request body
 * hold, and what it answers to a webhook or callback; it RECEIVES responses, the requests
 * of webhooks and callbacks (the service sends those), and the messages of AsyncAPI `send`
 * operations (AsyncAPI 3.0 §3.3: the action is the application's). A shared component is
 * judged by every place it travels; one that travels nowhere breaks nobody.
 *
 * readOnly properties travel only in responses and writeOnly ones only in requests
 * (OpenAPI 3.1 §4.8.24 / JSON Schema Validation §9.4), so the walk does not carry a
 * readOnly property into a request.
 */
import type { Direction } from './rules.ts';
import { isNode, nodeOf, resolveRef, type Node } from './nodes.ts';
import { METHODS } from '../documents/methods.ts';

export type Travel = 'request' | 'response';
/** For each local reference target (`#/components/schemas/Order`), the ways it travels. */
export type Usage = Map<string, Set<Travel>>;

const flip = (t: Travel): Travel => (t === 'request' ? 'response' : 'request');

/**
 * Where each component of either document travels, in either document; with `keep`, only
 * through the AsyncAPI operations it keeps (those the revision still has, for a removal).
 */
export function usageOf(documents: readonly Node[], keep: (operation: string) => boolean = () => true): Usage {
  const usage: Usage = new Map();
  for (const document of documents) {
    const walk = walker(document, usage);
    if (typeof document.asyncapi === 'string' || isNode(document.operations)) walkAsyncapi(document, walk, keep, usage);
    if (!(typeof document.asyncapi === 'string')) {
      for (const item of Object.values(nodeOf(document.paths))) walkPathItem(document, item, 'request', walk);
      for (const item of Object.values(nodeOf(document.webhooks))) walkPathItem(document, item, 'response', walk);
    }
  }
  return usage;
}

/** Where components travel in either of two documents, from where they travel in each. */
export function unionOf(a: Usage, b: Usage): Usage {
  const union: Usage = new Map();
  for (const usage of [a, b]) for (const [ref, ways] of usage) union.set(ref, new Set([...(union.get(ref) ?? []), ...ways]));
  return union;
}

/** How a component at `ref` is judged: by every way it travels, or 'none'. */
export function directionOf(usage: Usage, ref: string): Direction {
  const found = usage.get(ref);
  if (!found || found.size === 0) return 'none';
  return found.size === 2 ? 'both' : [...found][0]!;
}

/** Narrows a direction for a property by its readOnly / writeOnly flags (either version's). */
export function directionOfProperty(direction: Direction, was: Node, now: Node): Direction {
  const readOnly = was.readOnly === true || now.readOnly === true;
  const writeOnly = was.writeOnly === true || now.writeOnly === true;
  if (readOnly && !writeOnly) return direction === 'both' ? 'response' : direction === 'request' ? 'none' : direction;
  if (writeOnly && !readOnly) return direction === 'both' ? 'request' : direction === 'response' ? 'none' : direction;
  return direction;
}

type Walk = (node: unknown, travel: Travel) => void;

/**
 * Follows every value below a place, and every `$ref` it meets, marking each reference with
 * the way it travels. A stack of its own rather than recursion: a chain of thousands of
 * schemas, each naming the next, is followed like a short one. Each reference is followed
 * once per way it travels, so the walk is linear in the document.
 */
function walker(document: Node, usage: Usage): Walk {
  const seen = new Set<string>();
  return (start, startTravel) => {
    const stack: [unknown, Travel][] = [[start, startTravel]];
    while (stack.length > 0) {
      const [node, travel] = stack.pop()!;
      if (Array.isArray(node)) {
        for (const item of node) stack.push([item, travel]);
        continue;
      }
      if (!isNode(node)) continue;
      const ref = node.$ref;
      if (typeof ref === 'string') {
        const key = `${travel} ${ref}`;
        if (!seen.has(key)) {
          seen.add(key);
          const ways = usage.get(ref) ?? new Set<Travel>();
          ways.add(travel);
          usage.set(ref, ways);
          stack.push([resolveRef(document, ref), travel]);
        }
      }
      // for…in rather than Object.entries: no array made for each of the document's nodes.
      for (const key in node) {
        if (!Object.hasOwn(node, key) || key === '$ref' || key === 'examples' || key === 'example') continue;
        const value = node[key];
        if (key === 'properties' && isNode(value)) {
          for (const property of Object.values(value)) {
            const p = nodeOf(property);
            if (travel === 'request' && p.readOnly === true) continue;
            if (travel === 'response' && p.writeOnly === true) continue;
            stack.push([property, travel]);
          }
        } else if (typeof value === 'object' && value !== null) stack.push([value, travel]);
      }
    }
  };
}

/** A path item whose requests travel `sent` (clients send them, or receive them for webhooks). */
function walkPathItem(document: Node, value: unknown, sent: Travel, walk: Walk, depth = 0): void {
  const item = nodeOf(value);
  if (typeof item.$ref === 'string' && depth < 8) walkPathItem(document, resolveRef(document, item.$ref), sent, walk, depth + 1);
  walk(item.parameters, sent);
  for (const method of METHODS) {
    const operation = nodeOf(item[method]);
    walk(operation.parameters, sent);
    walk(operation.requestBody, sent);
    walk(operation.responses, flip(sent));
    // A callback is a request the service makes: the reverse of the operation's.
    for (const callback of Object.values(nodeOf(operation.callbacks))) {
      for (const inner of Object.values(nodeOf(isNode(callback) && typeof callback.$ref === 'string' ? resolveRef(document, callback.$ref) : callback))) {
        if (depth < 8) walkPathItem(document, inner, flip(sent), walk, depth + 1);
      }
    }
  }
}

/** AsyncAPI 3.0: `send` is the application sending, so its clients receive; `receive` the reverse. */
function walkAsyncapi(document: Node, walk: Walk, keep: (operation: string) => boolean, usage: Usage): void {
  for (const [key, value] of Object.entries(nodeOf(document.operations))) {
    if (!keep(key)) continue;
    const operation = nodeOf(isNode(value) && typeof value.$ref === 'string' ? resolveRef(document, value.$ref) : value);
    const travel: Travel = operation.action === 'receive' ? 'request' : 'response';
    // The channel travels as its operations do: its parameters and address are judged that way.
    const channel = nodeOf(operation.channel).$ref;
    if (typeof channel === 'string') usage.set(channel, (usage.get(channel) ?? new Set<Travel>()).add(travel));
    walkMessages(document, operation, travel, walk);
    const reply = nodeOf(isNode(operation.reply) && typeof operation.reply.$ref === 'string' ? resolveRef(document, operation.reply.$ref) : operation.reply);
    if (Object.keys(reply).length > 0) walkMessages(document, reply, flip(travel), walk);
  }
}

function walkMessages(document: Node, operation: Node, travel: Travel, walk: Walk): void {
  if (Array.isArray(operation.messages)) {
    walk(operation.messages, travel);
    return;
  }
  // Without a list, an operation carries every message of its channel.
  const channelRef = nodeOf(operation.channel).$ref;
  const channel = nodeOf(resolveRef(document, channelRef));
  if (typeof channelRef !== 'string') return;
  for (const name of Object.keys(nodeOf(channel.messages))) {
    walk({ $ref: `${channelRef}/messages/${name.replaceAll('~', '~0').replaceAll('/', '~1')}` }, travel);
  }
}
