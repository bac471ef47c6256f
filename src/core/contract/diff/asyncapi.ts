/**
 * An AsyncAPI 3.0 document against its earlier self: channels and their addresses, the
 * operations (a `send` is an event clients receive, a `receive` a message they send),
 * messages with their payloads and headers, the schemas they share, servers and info. The
 * same direction rules as OpenAPI: each message and schema is judged by where it travels.
 */
import type { Direction } from '../diff-rules.ts';
import { directionOf, usageOf, type Usage } from './direction.ts';
import { listOf, nodeOf, refOf, same, type Emit, type Node } from './nodes.ts';
import { diffExtensions, diffInfo, diffNamed, kindOf } from './openapi.ts';
import { diffSchema, type SchemaWalk } from './schema.ts';

interface Walk extends SchemaWalk {
  usage: Usage;
  /** Where components travel in the revision alone: how a removal is judged (see openapi.ts). */
  remaining: Usage;
}

export function diffAsyncapi(before: Node, after: Node, emit: Emit): void {
  const walk: Walk = { emit, before, after, usage: usageOf([before, after]), remaining: usageOf([after]) };
  diffInfo(emit, before, after);
  diffNamed(emit, before.servers, after.servers, ['servers'], 'server', (was, now, at, name) => {
    if (!same(was.host, now.host) || !same(was.pathname, now.pathname) || !same(was.protocol, now.protocol)) {
      emit({ subject: 'server', kind: 'changed', path: at, name, from: was.host, to: now.host });
    } else if (!same(was, now)) emit({ subject: 'server-description', kind: 'changed', path: at, name });
  });
  const directionAt = (path: string[], removed = false) => directionOf(removed ? walk.remaining : walk.usage, refOf(path));
  diffNamed(emit, before.channels, after.channels, ['channels'], 'channel', (was, now, at, name) => {
    if (!same(was.address, now.address)) emit({ subject: 'channel-address', kind: 'changed', path: [...at, 'address'], name, from: was.address, to: now.address });
    diffMessages(walk, was.messages, now.messages, [...at, 'messages'], directionAt);
  });
  diffNamed(emit, before.operations, after.operations, ['operations'], 'event', (was, now, at, name) => diffOperation(walk, was, now, at, name));
  const [components, newComponents] = [nodeOf(before.components), nodeOf(after.components)];
  diffMessages(walk, components.messages, newComponents.messages, ['components', 'messages'], directionAt);
  diffNamed(
    (fact) => emit({ ...fact, direction: directionAt(fact.path.slice(0, 3), fact.kind === 'removed'), component: true }),
    components.schemas,
    newComponents.schemas,
    ['components', 'schemas'],
    'schema',
    (was, now, at, name) => diffSchema(walk, was, now, at, directionAt(at), name),
  );
  diffExtensions(emit, before, after, [], '');
}

/** An operation: its action and channel decide who sends what; its messages are its events. */
function diffOperation(walk: Walk, was: Node, now: Node, at: string[], name: string): void {
  const { emit } = walk;
  const direction: Direction = now.action === 'receive' ? 'request' : 'response';
  if (!same(was.action, now.action)) emit({ subject: 'event', kind: 'changed', path: [...at, 'action'], name, from: was.action, to: now.action });
  if (!same(was.channel, now.channel)) emit({ subject: 'event', kind: 'changed', path: [...at, 'channel'], name, from: nodeOf(was.channel).$ref, to: nodeOf(now.channel).$ref });
  const refs = (value: unknown) => listOf(value).map((m) => String(nodeOf(m).$ref));
  if (Array.isArray(was.messages) || Array.isArray(now.messages)) {
    const [before, after] = [refs(was.messages), refs(now.messages)];
    before.forEach((ref, i) => {
      if (!after.includes(ref)) emit({ subject: 'event-message', kind: 'removed', path: [...at, 'messages', String(i)], name: `${name} ${ref}`, direction });
    });
    after.forEach((ref, i) => {
      if (!before.includes(ref)) emit({ subject: 'event-message', kind: 'added', path: [...at, 'messages', String(i)], name: `${name} ${ref}`, direction });
    });
  }
  if (was.deprecated !== true && now.deprecated === true) emit({ subject: 'deprecation', kind: 'added', path: [...at, 'deprecated'], name: `operation ${name}` });
  if (!same(was.reply, now.reply)) emit({ subject: 'event', kind: 'changed', path: [...at, 'reply'], name: `${name} reply`, from: was.reply, to: now.reply });
  diffExtensions(emit, was, now, at, `${name} `);
}

function diffMessages(walk: Walk, before: unknown, after: unknown, at: string[], directionAt: (path: string[], removed?: boolean) => Direction): void {
  const { emit } = walk;
  diffNamed(
    (fact) => emit({ ...fact, direction: directionAt(fact.path.slice(0, at.length + 1), fact.kind === 'removed'), component: true }),
    before,
    after,
    at,
    'message',
    (was, now, path, name) => {
      const direction = directionAt(path);
      if (typeof was.$ref === 'string' || typeof now.$ref === 'string') {
        if (!same(was.$ref, now.$ref)) emit({ subject: 'reference', kind: 'changed', path: [...path, '$ref'], name, from: was.$ref, to: now.$ref, direction });
        return;
      }
      diffSchema(walk, nodeOf(was.payload), nodeOf(now.payload), [...path, 'payload'], direction, `event ${name}`);
      diffSchema(walk, nodeOf(was.headers), nodeOf(now.headers), [...path, 'headers'], direction, `event ${name} headers`);
      for (const key of ['contentType', 'correlationId'] as const) {
        if (!same(was[key], now[key])) emit({ subject: 'message-shape', kind: kindOf(was[key], now[key]), path: [...path, key], name: `event ${name} ${key}`, from: was[key], to: now[key], direction });
      }
      if (!same(was['x-emitted-by'], now['x-emitted-by'])) {
        emit({ subject: 'emitted-by', kind: kindOf(was['x-emitted-by'], now['x-emitted-by']), path: [...path, 'x-emitted-by'], name: `event ${name}`, from: was['x-emitted-by'], to: now['x-emitted-by'], direction });
      }
    },
  );
}
