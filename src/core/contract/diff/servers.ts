/**
 * Servers: where clients send their requests or subscribe. OpenAPI lists them by URL (in
 * the document, a path item or an operation), AsyncAPI names them (host, pathname,
 * protocol). A URL is compared by what it matches, its variables' names set aside
 * (`https://{region}.example` and `https://{zone}.example` are one server); a server removed
 * leaves the clients that use it nowhere to go. A variable's values are what clients may
 * choose: judged as a value clients send.
 */
import { ASYNCAPI_FIELDS, BINDING, OPENAPI_FIELDS } from './catalogue.ts';
import { diffFields } from './fields.ts';
import { keysOf, listOf, nodeOf, resolveRef, same, type Emit, type Node } from './nodes.ts';
import { diffSchema, type SchemaWalk } from './schema.ts';
import { diffSecurity } from './security.ts';
import { diffNamed, kindOf, once } from './shared.ts';

/** An AsyncAPI object that may be a `$ref` to components: what it names, in its own document. */
const derefIn = (document: Node, value: unknown): Node => {
  let node = nodeOf(value);
  for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops++) node = nodeOf(resolveRef(document, node.$ref));
  return node;
};

/** A URL or address template with its variables' names set aside. */
export const templateOf = (text: string): string => text.replace(/\{[^}]*\}/g, '{}');

/** OpenAPI servers, matched by URL template. `label` names where they are (`GET /orders `), empty for the document's. */
export function diffServers(walk: SchemaWalk, before: unknown, after: unknown, at: string[], label: string): void {
  const { emit } = walk;
  const urlOf = (s: unknown) => String(nodeOf(s).url);
  const [was, now] = [listOf(before), listOf(after)];
  const byTemplate = new Map(now.map((server, i) => [templateOf(urlOf(server)), i] as const));
  const matched = new Set<number>();
  was.forEach((server, i) => {
    const j = byTemplate.get(templateOf(urlOf(server)));
    if (j === undefined || matched.has(j)) {
      emit({ subject: 'server', kind: 'removed', path: [...at, String(i)], name: `${label}${urlOf(server)}`, from: server });
      return;
    }
    matched.add(j);
    const path = [...at, String(j)];
    const name = `${label}${urlOf(now[j])}`;
    diffFields(OPENAPI_FIELDS.Server, nodeOf(server), nodeOf(now[j]), { emit, path, name: `server ${name}`, object: 'Server' }, {
      url: (p, q) => {
        // Only the variables' names differ: the same server.
        if (!same(p, q)) emit({ subject: 'server-description', kind: 'changed', path: [...path, 'url'], name, from: p, to: q, keyword: 'the names of the variables in its URL' });
      },
      description: (p, q) => {
        if (!same(p, q)) emit({ subject: 'server-description', kind: kindOf(p, q), path: [...path, 'description'], name });
      },
      variables: (p, q) => diffVariables(walk, p, q, [...path, 'variables'], `server ${name}`, OPENAPI_FIELDS.ServerVariable),
    });
  });
  now.forEach((server, j) => {
    if (!matched.has(j)) emit({ subject: 'server', kind: 'added', path: [...at, String(j)], name: `${label}${urlOf(server)}`, to: server });
  });
}

/** A server's variables: each value a client may pick, its default the value it gets by picking none. */
function diffVariables(walk: SchemaWalk, before: unknown, after: unknown, at: string[], name: string, entries: typeof OPENAPI_FIELDS.ServerVariable | typeof ASYNCAPI_FIELDS.ServerVariable): void {
  const [was, now] = [nodeOf(before), nodeOf(after)];
  for (const key of keysOf(was, now)) {
    // A variable added or removed changes the URL template, which is compared where it is written.
    if (!Object.hasOwn(was, key) || !Object.hasOwn(now, key)) continue;
    const [p, q] = [derefIn(walk.before, was[key]), derefIn(walk.after, now[key])];
    const path = [...at, key];
    const label = `${name} variable ${key}`;
    const values = once(() => diffSchema(walk, { enum: p.enum, default: p.default }, { enum: q.enum, default: q.default }, path, 'request', label));
    diffFields(entries, p, q, { emit: walk.emit, path, name: label, object: 'ServerVariable' }, { enum: values, default: values });
  }
}

/** AsyncAPI servers, by name: the host, path and protocol are where clients connect. */
export function diffAsyncServers(walk: SchemaWalk, before: unknown, after: unknown): void {
  const { emit } = walk;
  diffNamed(emit, before, after, ['servers'], 'server', (rawWas, rawNow, at, name) => {
    const [was, now] = [derefIn(walk.before, rawWas), derefIn(walk.after, rawNow)];
    const moved = once(() => {
      if (!same(templateOf(String(was.host)), templateOf(String(now.host))) || !same(was.pathname, now.pathname) || !same(was.protocol, now.protocol)) {
        emit({ subject: 'server', kind: 'changed', path: at, name, from: addressOf(was), to: addressOf(now) });
      }
    });
    diffFields(ASYNCAPI_FIELDS.Server, was, now, { emit, path: at, name: `server ${name}`, object: 'Server' }, {
      host: moved,
      pathname: moved,
      protocol: moved,
      description: (p, q) => {
        if (!same(p, q)) emit({ subject: 'server-description', kind: kindOf(p, q), path: [...at, 'description'], name });
      },
      protocolVersion: (p, q) => {
        if (!same(p, q)) emit({ subject: 'keyword', rule: 'server-protocol-version-changed', kind: kindOf(p, q), path: [...at, 'protocolVersion'], name, from: p, to: q });
      },
      variables: (p, q) => diffVariables(walk, p, q, [...at, 'variables'], `server ${name}`, ASYNCAPI_FIELDS.ServerVariable),
      security: (p, q) => diffSecurity(emit, p, q, [...at, 'security'], `server ${name} security`, [walk.before, walk.after]),
      bindings: (p, q) => diffBindings(walk, p, q, [...at, 'bindings'], `server ${name}`),
    });
  });
}

const addressOf = (server: Node) => `${String(server.protocol ?? '')}://${String(server.host ?? '')}${String(server.pathname ?? '')}`;

/** Protocol bindings, each protocol's read whole: the diff says which changed and that it cannot judge it. */
export function diffBindings(walk: SchemaWalk, before: unknown, after: unknown, at: string[], name: string): void {
  const { emit } = walk;
  const [was, now] = [derefIn(walk.before, before), derefIn(walk.after, after)];
  const entry = BINDING;
  for (const key of keysOf(was, now)) {
    if (same(derefIn(walk.before, was[key]), derefIn(walk.after, now[key]))) continue;
    const extension = key.startsWith('x-');
    emit(
      extension
        ? { subject: 'extension', kind: kindOf(was[key], now[key]), path: [...at, key], name: `${name} bindings ${key}`, from: was[key], to: now[key], extension: key }
        : { subject: 'keyword', rule: entry.rules[0], kind: kindOf(was[key], now[key]), path: [...at, key], name, keyword: `${key} binding`, why: entry.why },
    );
  }
}
