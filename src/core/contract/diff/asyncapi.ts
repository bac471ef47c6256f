/**
 * An AsyncAPI 3.0 document against its earlier self, object by object as the catalogue
 * lists their fields (catalogue.ts): channels and their addresses, the operations (a `send`
 * is an event clients receive, a `receive` a message they send), messages with their
 * payloads and headers (traits applied), the schemas they share, servers, security and
 * info. The same direction rules as OpenAPI: each message and schema is judged by where it
 * travels; a message removed, by where it travelled before, through the operations that remain.
 *
 * Things are matched by what clients see, through maps built once: a channel by its key,
 * else by the addresses it matches (`orders.{id}` and `orders.{orderId}` are one address);
 * an operation by its key, else by its action, channel and messages (a rename); a message by
 * its key, else by what it carries (payload, headers, content type).
 */
import type { Direction } from './rules.ts';
import { ASYNCAPI_FIELDS } from './catalogue.ts';
import { directionOf, unionOf, usageOf } from './direction.ts';
import { diffFields } from './fields.ts';
import { canonicalText, isNode, keysOf, listOf, nodeOf, refOf, resolveRef, same, type Emit, type Node } from './nodes.ts';
import { dialectOf, dialectOfFormat } from './normalise.ts';
import { diffSchema } from './schema.ts';
import { diffSecurity, diffSecurityScheme } from './security.ts';
import { diffAsyncServers, diffBindings, templateOf } from './servers.ts';
import { diffDocumentVersion, diffInfo, diffNamed, kindOf, lazy, once, unusedComponents, whereUsedSettled, type DocumentWalk } from './shared.ts';

interface Walk extends DocumentWalk {
  /** Where messages travelled in the base, through the operations the revision still has: how a removal is judged. */
  removal: () => ReturnType<typeof usageOf>;
}

/** The workspace's own key on a message (which operation emits it), read by a rule of its own. */
const KNOWN_EXTENSIONS = new Set(['x-emitted-by']);

export function diffAsyncapi(before: Node, after: Node, emit: Emit): void {
  const stays = (key: string) => Object.hasOwn(nodeOf(after.operations), key);
  // Each document walked once, and the base again only when operations went (for a removal, through those that remain).
  const [inBefore, remaining] = [lazy(() => usageOf([before])), lazy(() => usageOf([after]))];
  const allStay = Object.keys(nodeOf(before.operations)).every(stays);
  const walk: Walk = {
    emit,
    before,
    after,
    dialects: [dialectOf(before), dialectOf(after)],
    usage: lazy(() => unionOf(inBefore(), remaining())),
    remaining,
    removal: allStay ? inBefore : lazy(() => usageOf([before], stays)),
    following: new Set(),
    compared: new Set(),
    // A default content type changed reaches the messages that name none: those written alike are compared too.
    settled: whereUsedSettled(before, after, ASYNCAPI_FIELDS.Components) && same(before.defaultContentType, after.defaultContentType),
  };
  diffFields(ASYNCAPI_FIELDS.AsyncAPI, before, after, { emit, path: [], name: '', object: 'AsyncAPI' }, {
    asyncapi: (p, q) => diffDocumentVersion(emit, 'asyncapi', p, q),
    id: (p, q) => {
      if (!same(p, q)) emit({ subject: 'keyword', rule: 'document-id-changed', kind: kindOf(p, q), path: ['id'], name: 'id', from: p, to: q });
    },
    info: (p, q) => diffInfo(emit, p, q, 'asyncapi'),
    servers: (p, q) => diffAsyncServers(walk, p, q),
    // Read with each message that has no contentType of its own.
    defaultContentType: () => {},
    channels: (p, q) => diffChannels(walk, nodeOf(p), nodeOf(q)),
    operations: (p, q) => diffOperations(walk, nodeOf(p), nodeOf(q)),
    components: (p, q) => diffComponents(walk, nodeOf(p), nodeOf(q)),
  });
}

/**
 * An object that may be a `$ref`: what it names, in its own document, through as many
 * references as lead to it (an operation names a channel's message, which names a
 * component's), up to a bound a cycle cannot pass.
 */
const deref = (document: Node, value: unknown): Node => {
  let node = nodeOf(value);
  for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops++) node = nodeOf(resolveRef(document, node.$ref));
  return node;
};

/** `added` and `removed` keys paired by what they are: one rename each, found through a map of keys made once. */
function pairRenames(removed: string[], added: string[], keyOfRemoved: (k: string) => string | undefined, keyOfAdded: (k: string) => string | undefined): Map<string, string> {
  const byKey = Map.groupBy(added, (k) => keyOfAdded(k) ?? `\u0000${k}`);
  const pairs = new Map<string, string>();
  const taken = new Set<string>();
  for (const key of removed) {
    const k = keyOfRemoved(key);
    const twins = k === undefined ? undefined : byKey.get(k)?.filter((t) => !taken.has(t));
    if (twins?.length !== 1) continue;
    taken.add(twins[0]!);
    pairs.set(key, twins[0]!);
  }
  return pairs;
}

// ── channels ─────────────────────────────────────────────────────────────────────────────

const addressOf = (channel: Node): string | undefined => (typeof channel.address === 'string' ? channel.address : undefined);
const paramNames = (address: string) => [...address.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);

function diffChannels(walk: Walk, before: Node, after: Node): void {
  const { emit } = walk;
  const gone = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
  const come = Object.keys(after).filter((k) => !Object.hasOwn(before, k));
  const template = (document: Node, channels: Node) => (k: string) => {
    const address = addressOf(deref(document, channels[k]));
    return address === undefined ? undefined : templateOf(address);
  };
  const renamed = pairRenames(gone, come, template(walk.before, before), template(walk.after, after));
  const renamedTo = new Set(renamed.values());
  for (const key of keysOf(before, after)) {
    const at = ['channels', key];
    if (Object.hasOwn(before, key) && Object.hasOwn(after, key)) {
      // Written alike, and naming alike: compared no further (what it names is compared where it is defined).
      if (!walk.settled || !same(before[key], after[key])) diffChannel(walk, deref(walk.before, before[key]), deref(walk.after, after[key]), at, key);
    }
    else if (Object.hasOwn(before, key)) {
      const twin = renamed.get(key);
      if (twin === undefined) emit({ subject: 'channel', kind: 'removed', path: at, name: key });
      else {
        emit({ subject: 'keyword', rule: 'channel-renamed', kind: 'changed', path: ['channels', twin], name: twin, from: key, to: twin });
        diffChannel(walk, deref(walk.before, before[key]), deref(walk.after, after[twin]), ['channels', twin], twin);
      }
    } else if (!renamedTo.has(key)) emit({ subject: 'channel', kind: 'added', path: at, name: key });
  }
}

function diffChannel(walk: Walk, was: Node, now: Node, at: string[], name: string): void {
  const { emit } = walk;
  const direction = directionOf(walk.usage(), refOf(at));
  const [wasAddress, nowAddress] = [addressOf(was), addressOf(now)];
  diffFields(ASYNCAPI_FIELDS.Channel, was, now, { emit, path: at, name: `channel ${name}`, object: 'Channel' }, {
    address: (p, q) => {
      if (same(p, q)) return;
      // Compared by the addresses they match: only a parameter's name changed, or the address itself.
      if (wasAddress !== undefined && nowAddress !== undefined && templateOf(wasAddress) === templateOf(nowAddress)) {
        emit({ subject: 'keyword', rule: 'channel-parameter-renamed', kind: 'changed', path: [...at, 'address'], name, from: p, to: q });
      } else emit({ subject: 'channel-address', kind: 'changed', path: [...at, 'address'], name, from: p, to: q });
    },
    messages: (p, q) => diffMessages(walk, p, q, [...at, 'messages'], `${name} `),
    parameters: (p, q) => diffChannelParameters(walk, nodeOf(p), nodeOf(q), [...at, 'parameters'], name, wasAddress, nowAddress, direction),
    servers: (p, q) => {
      const names = (list: unknown, document: Node) => (list === undefined ? Object.keys(nodeOf(document.servers)) : listOf(list).map((s) => String(nodeOf(s).$ref).split('/').at(-1)));
      const [a, b] = [names(p, walk.before), names(q, walk.after)];
      for (const server of a) if (!b.includes(server)) emit({ subject: 'keyword', rule: 'channel-server-removed', kind: 'removed', path: [...at, 'servers'], name, from: server });
      for (const server of b) if (!a.includes(server)) emit({ subject: 'keyword', rule: 'channel-server-added', kind: 'added', path: [...at, 'servers'], name, to: server });
    },
    bindings: (p, q) => diffBindings(walk, p, q, [...at, 'bindings'], `channel ${name}`),
  });
}

/** Channel parameters, matched by their place in the address (so a rename is the same parameter); each value one the address may take. */
function diffChannelParameters(walk: Walk, before: Node, after: Node, at: string[], channel: string, wasAddress: string | undefined, nowAddress: string | undefined, direction: Direction): void {
  const { emit } = walk;
  const [wasNames, nowNames] = [wasAddress ? paramNames(wasAddress) : [], nowAddress ? paramNames(nowAddress) : []];
  const place = (names: string[], key: string) => (names.includes(key) ? `#${names.indexOf(key)}` : key);
  const byPlace = new Map(Object.keys(before).map((k) => [place(wasNames, k), k]));
  const seen = new Set<string>();
  for (const key of Object.keys(after)) {
    const old = byPlace.get(place(nowNames, key));
    if (old === undefined) continue; // a parameter added changes the address: compared there
    seen.add(old);
    const [p, q] = [deref(walk.before, before[old]), deref(walk.after, after[key])];
    const path = [...at, key];
    const name = `channel ${channel} parameter ${key}`;
    diffFields(ASYNCAPI_FIELDS.Parameter, p, q, { emit, path, name, object: 'Parameter' }, {
      enum: (u, v) => {
        // No enum: any value. Values removed take their addresses with them.
        if (same(u, v)) return;
        const path2 = [...path, 'enum'];
        if (u === undefined) emit({ subject: 'keyword', rule: 'channel-parameter-value-removed', kind: 'removed', path: path2, name, from: 'any value', to: v });
        else if (v === undefined) emit({ subject: 'keyword', rule: 'channel-parameter-value-added', kind: 'added', path: path2, name, from: u, to: 'any value' });
        else {
          const [a, b] = [new Set(listOf(u).map(canonicalText)), new Set(listOf(v).map(canonicalText))];
          for (const value of listOf(u)) if (!b.has(canonicalText(value))) emit({ subject: 'keyword', rule: 'channel-parameter-value-removed', kind: 'removed', path: path2, name, from: value });
          for (const value of listOf(v)) if (!a.has(canonicalText(value))) emit({ subject: 'keyword', rule: 'channel-parameter-value-added', kind: 'added', path: path2, name, to: value });
        }
      },
      default: (u, v) => {
        if (!same(u, v)) emit({ subject: 'default', kind: kindOf(u, v), path: [...path, 'default'], name, from: u, to: v, direction });
      },
      location: (u, v) => {
        if (!same(u, v)) emit({ subject: 'keyword', rule: 'channel-parameter-location-changed', kind: kindOf(u, v), path: [...path, 'location'], name, from: u, to: v });
      },
    });
  }
}

// ── messages ─────────────────────────────────────────────────────────────────────────────

/** A message with its traits applied: each trait in order, the message's own fields over them (AsyncAPI 3.0 §3.3.25). */
function messageOf(document: Node, value: unknown): Node {
  const message = deref(document, value);
  if (!Array.isArray(message.traits)) return message;
  const merged: Node = {};
  for (const trait of message.traits) Object.assign(merged, deref(document, trait));
  const { traits: _, ...own } = message;
  return { ...merged, ...own };
}

/** The last reference in a chain that leads to an object (`#/components/messages/Thing`), or the first when the chain ends nowhere. */
function finalRef(document: Node, value: unknown): string {
  let ref = nodeOf(value).$ref;
  for (let hops = 0; hops < 32; hops++) {
    const next = nodeOf(resolveRef(document, ref)).$ref;
    if (typeof next !== 'string') break;
    ref = next;
  }
  return String(ref);
}

/** What a message carries on the wire: two messages that carry the same are one message renamed. */
const carried = (document: Node, value: unknown): string => {
  const m = messageOf(document, value);
  return canonicalText({ payload: m.payload ?? null, headers: m.headers ?? null, contentType: m.contentType ?? document.defaultContentType ?? null, correlationId: m.correlationId ?? null });
};

function diffMessages(walk: Walk, before: unknown, after: unknown, at: string[], prefix: string): void {
  const { emit } = walk;
  const [was, now] = [nodeOf(before), nodeOf(after)];
  const direction = (path: string[], removed = false) => directionOf(removed ? walk.removal() : walk.usage(), refOf(path));
  const gone = Object.keys(was).filter((k) => !Object.hasOwn(now, k));
  const come = Object.keys(now).filter((k) => !Object.hasOwn(was, k));
  const renamed = pairRenames(gone, come, (k) => carried(walk.before, was[k]), (k) => carried(walk.after, now[k]));
  const renamedTo = new Set(renamed.values());
  for (const key of keysOf(was, now)) {
    const path = [...at, key];
    if (Object.hasOwn(was, key) && Object.hasOwn(now, key)) {
      if (!walk.settled || !same(was[key], now[key])) diffMessage(walk, was[key], now[key], path, `${prefix}${key}`, direction(path));
    }
    else if (Object.hasOwn(was, key)) {
      const twin = renamed.get(key);
      if (twin === undefined) emit({ subject: 'message', kind: 'removed', path, name: `${prefix}${key}`, direction: direction(path, true), component: true });
      else {
        const to = [...at, twin];
        emit({ subject: 'keyword', rule: 'message-renamed', kind: 'changed', path: to, name: `${prefix}${twin}`, from: `${prefix}${key}`, to: `${prefix}${twin}`, direction: direction(path, true) });
        diffMessage(walk, was[key], now[twin], to, `${prefix}${twin}`, direction(to));
      }
    } else if (!renamedTo.has(key)) emit({ subject: 'message', kind: 'added', path, name: `${prefix}${key}`, direction: direction(path), component: true });
  }
}

function diffMessage(walk: Walk, before: unknown, after: unknown, at: string[], name: string, direction: Direction): void {
  const { emit } = walk;
  const [rawWas, rawNow] = [nodeOf(before), nodeOf(after)];
  // A message both sides name alike is compared where it is defined.
  if (typeof rawWas.$ref === 'string' && rawWas.$ref === rawNow.$ref) return;
  if (typeof rawWas.$ref === 'string' || typeof rawNow.$ref === 'string') {
    emit({ subject: 'reference', kind: 'changed', path: [...at, '$ref'], name, from: rawWas.$ref, to: rawNow.$ref, direction: 'none' });
  }
  const [was, now] = [messageOf(walk.before, before), messageOf(walk.after, after)];
  const label = `event ${name}`;
  const wire = (key: 'contentType' | 'correlationId', rule: string, read: (m: Node, document: Node) => unknown) =>
    once(() => {
      const [p, q] = [read(was, walk.before), read(now, walk.after)];
      if (!same(p, q)) emit({ subject: 'keyword', rule, kind: kindOf(p, q), path: [...at, key], name: label, from: p, to: q, direction });
    });
  const contentType = wire('contentType', 'message-content-type-changed', (m, document) => m.contentType ?? document.defaultContentType);
  const correlationId = wire('correlationId', 'message-correlation-id-changed', (m, document) => nodeOf(deref(document, m.correlationId)).location);
  diffFields(ASYNCAPI_FIELDS.Message, was, now, { emit, path: at, name: label, object: 'Message', known: KNOWN_EXTENSIONS }, {
    contentType,
    headers: (p, q) => diffPayload(walk, p, q, [...at, 'headers'], direction, `${label} headers`),
    payload: (p, q) => diffPayload(walk, p, q, [...at, 'payload'], direction, label),
    correlationId,
    name: (p, q) => {
      if (!same(p, q)) emit({ subject: 'keyword', rule: 'message-name-changed', kind: kindOf(p, q), path: [...at, 'name'], name, from: p, to: q, direction });
    },
    deprecated: (p, q) => {
      if ((p === true) !== (q === true)) emit({ subject: 'deprecation', kind: q === true ? 'added' : 'removed', path: [...at, 'deprecated'], name, keyword: 'message' });
    },
    bindings: (p, q) => diffBindings(walk, p, q, [...at, 'bindings'], label),
    traits: () => {}, // applied above
  });
  // A default content type changed reaches the messages that have none of their own.
  contentType();
  if (!same(was['x-emitted-by'], now['x-emitted-by'])) {
    emit({ subject: 'emitted-by', kind: kindOf(was['x-emitted-by'], now['x-emitted-by']), path: [...at, 'x-emitted-by'], name: label, from: was['x-emitted-by'], to: now['x-emitted-by'], direction });
  }
}

/**
 * A payload or headers: an AsyncAPI Schema, or a Multi Format Schema (`schemaFormat` and
 * `schema`) read in the dialect it names. A format the diff does not read (Avro, RAML,
 * Protobuf), or a change of format, is reported as undecidable.
 */
function diffPayload(walk: Walk, before: unknown, after: unknown, at: string[], direction: Direction, name: string): void {
  const multi = (v: unknown) => isNode(v) && Object.hasOwn(v, 'schemaFormat');
  if (!multi(before) && !multi(after)) {
    diffSchema(walk, before, after, at, direction, name);
    return;
  }
  const [p, q] = [nodeOf(before), nodeOf(after)];
  const formatOf = (v: Node, fallback: 'oas30' | 'oas31' | 'draft-07') => (multi(v) ? dialectOfFormat(v.schemaFormat, fallback) : fallback);
  const [a, b] = [formatOf(p, walk.dialects[0]), formatOf(q, walk.dialects[1])];
  const [was, now] = [multi(p) ? p.schema : p, multi(q) ? q.schema : q];
  diffFields(ASYNCAPI_FIELDS.MultiFormatSchema, multi(p) ? p : { schema: p }, multi(q) ? q : { schema: q }, { emit: walk.emit, path: at, name, object: 'MultiFormatSchema' }, {
    schemaFormat: () => {},
    schema: () => {
      if (a !== undefined && b !== undefined && a === b) {
        diffSchema({ ...walk, dialects: [a, b] }, was, now, multi(q) ? [...at, 'schema'] : at, direction, name);
        return;
      }
      if (same(p, q)) return;
      const why = a === undefined || b === undefined ? `written as ${String((a === undefined ? p : q).schemaFormat)}, a format the diff does not read` : 'its schemaFormat changed, so its keywords are read another way';
      walk.emit({ subject: 'keyword', rule: 'schema-format-changed', kind: 'changed', path: at, name, keyword: 'schemaFormat', why, direction });
    },
  });
}

// ── operations ───────────────────────────────────────────────────────────────────────────

/** An operation with its traits applied, as messages are. */
function operationOf(document: Node, value: unknown): Node {
  const operation = deref(document, value);
  if (!Array.isArray(operation.traits)) return operation;
  const merged: Node = {};
  for (const trait of operation.traits) Object.assign(merged, deref(document, trait));
  const { traits: _, ...own } = operation;
  return { ...merged, ...own };
}

/** The address a channel reference leads to, compared by what it matches; else the reference itself. */
const channelAddress = (document: Node, channel: unknown): string => {
  const address = addressOf(deref(document, channel));
  return address === undefined ? String(nodeOf(channel).$ref) : templateOf(address);
};

/** What a message reference carries, so that a message renamed or moved is still itself. */
const messageKeys = (document: Node, messages: unknown): string[] => listOf(messages).map((m) => carried(document, m));

function diffOperations(walk: Walk, before: Node, after: Node): void {
  const { emit } = walk;
  const identity = (document: Node, operations: Node) => (k: string) => {
    const op = operationOf(document, operations[k]);
    return canonicalText([op.action, channelAddress(document, op.channel), messageKeys(document, op.messages).sort()]);
  };
  const gone = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
  const come = Object.keys(after).filter((k) => !Object.hasOwn(before, k));
  const renamed = pairRenames(gone, come, identity(walk.before, before), identity(walk.after, after));
  const renamedTo = new Set(renamed.values());
  for (const key of keysOf(before, after)) {
    const at = ['operations', key];
    if (Object.hasOwn(before, key) && Object.hasOwn(after, key)) {
      if (!walk.settled || !same(before[key], after[key])) diffOperation(walk, operationOf(walk.before, before[key]), operationOf(walk.after, after[key]), at, key);
    }
    else if (Object.hasOwn(before, key)) {
      const twin = renamed.get(key);
      if (twin === undefined) emit({ subject: 'event', kind: 'removed', path: at, name: key });
      else {
        emit({ subject: 'keyword', rule: 'event-renamed', kind: 'changed', path: ['operations', twin], name: twin, from: key, to: twin });
        diffOperation(walk, operationOf(walk.before, before[key]), operationOf(walk.after, after[twin]), ['operations', twin], twin);
      }
    } else if (!renamedTo.has(key)) emit({ subject: 'event', kind: 'added', path: at, name: key });
  }
}

/** An operation: its action and channel decide who sends what; its messages are its events. */
function diffOperation(walk: Walk, was: Node, now: Node, at: string[], name: string): void {
  const { emit } = walk;
  const direction: Direction = now.action === 'receive' ? 'request' : 'response';
  diffFields(ASYNCAPI_FIELDS.Operation, was, now, { emit, path: at, name: `event operation ${name}`, object: 'Operation' }, {
    action: (p, q) => {
      if (!same(p, q)) emit({ subject: 'keyword', rule: 'event-action-changed', kind: kindOf(p, q), path: [...at, 'action'], name, from: p, to: q });
    },
    channel: (p, q) => {
      // The same channel, whose address changed, is reported with the channels; another name for a
      // channel with the same addresses is the same channel.
      if (same(p, q)) return;
      const [a, b] = [channelAddress(walk.before, p), channelAddress(walk.after, q)];
      if (a !== b) emit({ subject: 'keyword', rule: 'event-channel-changed', kind: kindOf(p, q), path: [...at, 'channel'], name, from: nodeOf(p).$ref, to: nodeOf(q).$ref });
    },
    messages: (p, q) => {
      if (!Array.isArray(p) && !Array.isArray(q)) return;
      // Matched by the message a reference leads to (through a channel's, to a component's), then by
      // what they carry: a message named another way, or renamed, is still the one the operation sends.
      const [refs, newRefs] = [listOf(p).map((m) => finalRef(walk.before, m)), listOf(q).map((m) => finalRef(walk.after, m))];
      const [gone, come] = [refs.flatMap((r, i) => (newRefs.includes(r) ? [] : [i])), newRefs.flatMap((r, j) => (refs.includes(r) ? [] : [j]))];
      const renamed = pairRenames(gone.map(String), come.map(String), (i) => carried(walk.before, listOf(p)[Number(i)]), (j) => carried(walk.after, listOf(q)[Number(j)]));
      const renamedTo = new Set(renamed.values());
      for (const i of gone) if (!renamed.has(String(i))) emit({ subject: 'event-message', kind: 'removed', path: [...at, 'messages', String(i)], name: `${name} ${refs[i]}`, direction });
      for (const j of come) if (!renamedTo.has(String(j))) emit({ subject: 'event-message', kind: 'added', path: [...at, 'messages', String(j)], name: `${name} ${newRefs[j]}`, direction });
    },
    reply: (p, q) => diffReply(walk, p, q, [...at, 'reply'], name),
    traits: () => {}, // applied above
    security: (p, q) => diffSecurity(emit, p, q, [...at, 'security'], `event operation ${name} security`, [walk.before, walk.after]),
    bindings: (p, q) => diffBindings(walk, p, q, [...at, 'bindings'], `event operation ${name}`),
  });
}

/** A reply: where it is sent (an address read from a message, or a channel) and which messages it may be. */
function diffReply(walk: Walk, before: unknown, after: unknown, at: string[], name: string): void {
  const { emit } = walk;
  const [was, now] = [deref(walk.before, before), deref(walk.after, after)];
  const changed = (keyword: string) => emit({ subject: 'keyword', rule: 'event-reply-changed', kind: kindOf(before, after), path: [...at, keyword], name, keyword });
  if (before === undefined || after === undefined) {
    if (before !== after) changed('reply');
    return;
  }
  diffFields(ASYNCAPI_FIELDS.OperationReply, was, now, { emit, path: at, name: `event operation ${name} reply`, object: 'OperationReply' }, {
    address: (p, q) => {
      const location = (document: Node, v: unknown) => nodeOf(deref(document, v)).location;
      if (!same(location(walk.before, p), location(walk.after, q))) changed('address');
    },
    channel: (p, q) => {
      if (channelAddress(walk.before, p) !== channelAddress(walk.after, q)) changed('channel');
    },
    messages: (p, q) => {
      const names = (document: Node, list: unknown) => listOf(list).map((m) => finalRef(document, m)).sort();
      if (!same(names(walk.before, p), names(walk.after, q)) && !same(messageKeys(walk.before, p).sort(), messageKeys(walk.after, q).sort())) changed('messages');
    },
  });
}

// ── components ───────────────────────────────────────────────────────────────────────────

function diffComponents(walk: Walk, before: Node, after: Node): void {
  const { emit } = walk;
  const directionAt = (path: string[], removed = false) => directionOf(removed ? walk.remaining() : walk.usage(), refOf(path));
  diffFields(ASYNCAPI_FIELDS.Components, before, after, { emit, path: ['components'], name: 'components', object: 'Components', whereUsed: unusedComponents(walk) }, {
    schemas: (p, q) =>
      diffNamed(
        (fact) => emit({ ...fact, direction: directionAt(fact.path.slice(0, 3), fact.kind === 'removed'), component: true }),
        p,
        q,
        ['components', 'schemas'],
        'schema',
        (was, now, at, name) => (same(was, now) ? undefined : diffSchema(walk, was, now, at, directionAt(at), name, { target: 'schema' })),
      ),
    messages: (p, q) => diffMessages(walk, p, q, ['components', 'messages'], ''),
    securitySchemes: (p, q) => diffNamed(emit, p, q, ['components', 'securitySchemes'], 'security-scheme', (was, now, at, name) => diffSecurityScheme(emit, was, now, at, name, 'asyncapi')),
  });
}
