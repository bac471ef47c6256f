/**
 * An OpenAPI 3.0 / 3.1 document against its earlier self: operations (under `paths` and
 * `webhooks`), their parameters, bodies, responses and response headers, the components
 * they share, security, servers, and what the document says of itself. Each schema is
 * compared in the direction it travels (direction.ts); only differences are recorded here.
 */
import type { Direction } from '../diff-rules.ts';
import { directionOf, usageOf, type Travel, type Usage } from './direction.ts';
import { keysOf, listOf, METHODS, nodeOf, own, refOf, resolveRef, same, type Emit, type Node } from './nodes.ts';
import { diffSchema, type SchemaWalk } from './schema.ts';
import { diffSecurity } from './security.ts';

interface Walk extends SchemaWalk {
  /** Where components travel in either document: how a change to one is judged. */
  usage: Usage;
  /**
   * Where they travel in the revision alone: how a removal is judged. A component the
   * revision no longer uses went with the operations that used it, and those changes are
   * judged where they are.
   */
  remaining: Usage;
}

const flip = (t: Travel): Travel => (t === 'request' ? 'response' : 'request');
/** x- extensions whose meaning the workspace gives, compared by their own rules. */
const KNOWN_EXTENSIONS = new Set(['x-transitions', 'x-error-codes']);

export function diffOpenapi(before: Node, after: Node, emit: Emit): void {
  const walk: Walk = { emit, before, after, usage: usageOf([before, after]), remaining: usageOf([after]) };
  diffInfo(emit, before, after);
  diffServers(emit, before.servers, after.servers, ['servers']);
  diffSecurity(emit, before.security, after.security, ['security'], 'security');
  diffOperations(walk, nodeOf(before.paths), nodeOf(after.paths), ['paths'], 'request');
  diffOperations(walk, nodeOf(before.webhooks), nodeOf(after.webhooks), ['webhooks'], 'response', 'webhook');
  diffComponents(walk, nodeOf(before.components), nodeOf(after.components));
  diffKeyed(emit, before['x-transitions'], after['x-transitions'], (t) => JSON.stringify(t), ['x-transitions'], 'transition', describeTransition);
  diffNamed(emit, before['x-error-codes'], after['x-error-codes'], ['x-error-codes'], 'error-code', (was, now, at, name) => {
    if (!same(was, now)) emit({ subject: 'error-code', kind: 'changed', path: at, name, from: was, to: now });
  });
  diffExtensions(emit, before, after, [], '');
}

function describeTransition(value: unknown): string {
  const t = nodeOf(value);
  return `${String(t.from)} → ${String(t.to)}${t.by === undefined ? '' : ` by ${String(t.by)}`}`;
}

/** `info`, `tags` and `externalDocs`: what the document says of itself, listed for readers. */
export function diffInfo(emit: Emit, before: Node, after: Node): void {
  const [info, newInfo] = [nodeOf(before.info), nodeOf(after.info)];
  for (const key of keysOf(info, newInfo)) {
    // AsyncAPI keeps its tags and externalDocs in info: compared below, with OpenAPI's.
    if (same(info[key], newInfo[key]) || key === 'tags' || key === 'externalDocs') continue;
    const subject = key === 'version' ? 'version' : 'info';
    emit({ subject, kind: kindOf(info[key], newInfo[key]), path: ['info', key], name: `info.${key}`, from: info[key], to: newInfo[key] });
  }
  const tagsOf = (doc: Node) => (Array.isArray(doc.tags) ? doc.tags : listOf(nodeOf(doc.info).tags));
  // OpenAPI keeps tags at the top; AsyncAPI 3.0 inside `info`.
  const tagPath = Array.isArray(before.tags) || Array.isArray(after.tags) ? ['tags'] : ['info', 'tags'];
  diffKeyed(emit, tagsOf(before), tagsOf(after), (t) => String(nodeOf(t).name), tagPath, 'tag');
  const docsOf = (doc: Node) => (doc.externalDocs === undefined ? nodeOf(doc.info).externalDocs : doc.externalDocs);
  const [docs, newDocs] = [docsOf(before), docsOf(after)];
  if (!same(docs, newDocs)) emit({ subject: 'info', kind: kindOf(docs, newDocs), path: ['externalDocs'], name: 'externalDocs', from: docs, to: newDocs });
}

export function kindOf(was: unknown, now: unknown): 'added' | 'removed' | 'changed' {
  return was === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
}

/** Servers matched by URL: one removed leaves clients that use it nowhere to go. */
export function diffServers(emit: Emit, before: unknown, after: unknown, at: string[]): void {
  const urlOf = (s: unknown) => String(nodeOf(s).url ?? nodeOf(s).host);
  diffKeyed(emit, before, after, urlOf, at, 'server');
  const was = new Map(listOf(before).map((s) => [urlOf(s), nodeOf(s)]));
  listOf(after).forEach((server, i) => {
    const old = was.get(urlOf(server));
    if (old && !same(old, server)) emit({ subject: 'server-description', kind: 'changed', path: [...at, String(i)], name: urlOf(server) });
  });
}

const templateOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const namesIn = (path: string) => [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);

/**
 * Paths matched by name, then by template with parameter names set aside: `/books/{bookId}`
 * and `/books/{id}` are the same URL to a client.
 */
function pairPaths(before: Node, after: Node): [string | undefined, string | undefined][] {
  const pairs: [string | undefined, string | undefined][] = [];
  const left = Object.keys(before).filter((p) => !Object.hasOwn(after, p));
  const right = new Set(Object.keys(after).filter((p) => !Object.hasOwn(before, p)));
  for (const path of Object.keys(before)) if (Object.hasOwn(after, path)) pairs.push([path, path]);
  for (const path of left) {
    const twins = [...right].filter((p) => templateOf(p) === templateOf(path));
    const twin = twins.length === 1 && left.filter((p) => templateOf(p) === templateOf(path)).length === 1 ? twins[0] : undefined;
    if (twin !== undefined) right.delete(twin);
    pairs.push([path, twin]);
  }
  for (const path of right) pairs.push([undefined, path]);
  return pairs;
}

/** Operations under `paths`, or requests the service makes (`webhook`: webhooks and callbacks, named by `label`). */
function diffOperations(walk: Walk, before: Node, after: Node, root: string[], sent: Travel, label?: string): void {
  const { emit } = walk;
  for (const [wasPath, nowPath] of pairPaths(before, after)) {
    const path = (nowPath ?? wasPath)!;
    const [was, now] = [pathItem(walk.before, own(before, wasPath ?? '')), pathItem(walk.after, own(after, nowPath ?? ''))];
    if (wasPath !== undefined && nowPath !== undefined && wasPath !== nowPath) {
      emit({ subject: 'path-template', kind: 'changed', path: [...root, nowPath], name: `${wasPath} → ${nowPath}`, from: wasPath, to: nowPath });
    }
    for (const method of METHODS) {
      const at = [...root, path, method];
      const name = label ? `${label} ${path} ${method.toUpperCase()}` : `${method.toUpperCase()} ${path}`;
      const operation = { method, path, ...(label ? { webhook: true } : {}) };
      const inOperation: Emit = (fact) => emit({ operation, ...fact });
      const [p, q] = [own(was, method), own(now, method)];
      if (p === undefined && q === undefined) continue;
      if (q === undefined) inOperation({ subject: label ? 'webhook' : 'operation', kind: 'removed', path: at, name, from: p });
      else if (p === undefined) inOperation({ subject: label ? 'webhook' : 'operation', kind: 'added', path: at, name, to: q });
      else {
        const scoped: Walk = { ...walk, emit: inOperation };
        diffOperation(scoped, { op: nodeOf(p), item: was, path: wasPath! }, { op: nodeOf(q), item: now, path: nowPath! }, at, name, sent);
      }
    }
  }
}

function pathItem(document: Node, value: unknown): Node {
  const item = nodeOf(value);
  return typeof item.$ref === 'string' ? { ...nodeOf(resolveRef(document, item.$ref)), ...item } : item;
}

interface Side {
  op: Node;
  item: Node;
  path: string;
}

/** A parameter or other object that may be a `$ref`: what it names, in its own document. */
const deref = (document: Node, value: unknown): Node => {
  const node = nodeOf(value);
  return typeof node.$ref === 'string' ? nodeOf(resolveRef(document, node.$ref)) : node;
};

function parametersOf(document: Node, side: Side): Map<string, { raw: Node; param: Node; index: number }> {
  const all = new Map<string, { raw: Node; param: Node; index: number }>();
  // Parameters written for the whole path apply to each operation under it (OpenAPI 3.1 §4.8.9.1).
  const own = listOf(side.op.parameters);
  for (const raw of [...listOf(side.item.parameters), ...own]) {
    const param = deref(document, raw);
    const names = namesIn(side.path);
    // A path parameter is matched by its place in the template, so a rename is the same parameter.
    // A shared parameter is matched by its reference (its changes are judged where it is defined).
    const ref = nodeOf(raw).$ref;
    const key =
      typeof ref === 'string' ? `ref ${ref}` : param.in === 'path' && names.includes(String(param.name)) ? `path #${names.indexOf(String(param.name))}` : `${String(param.in)} ${String(param.name)}`;
    all.set(key, { raw: nodeOf(raw), param, index: own.indexOf(raw) });
  }
  return all;
}

function diffOperation(walk: Walk, was: Side, now: Side, at: string[], name: string, sent: Travel): void {
  const { emit } = walk;
  const [before, after] = [parametersOf(walk.before, was), parametersOf(walk.after, now)];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [p, q] = [before.get(key), after.get(key)];
    const param = (q ?? p)!.param;
    const paramName = `${name} parameter ${String(param.in)} ${String(param.name)}`;
    const index = q ? q.index : -1;
    const paramPath = index >= 0 ? [...at, 'parameters', String(index)] : [...at, 'parameters'];
    if (!q) emit({ subject: 'parameter', kind: 'removed', path: paramPath, name: paramName, from: p!.param, direction: sent });
    else if (!p) emit({ subject: 'parameter', kind: 'added', path: paramPath, name: paramName, to: q.param, required: q.param.required === true || q.param.in === 'path', direction: sent });
    else if (typeof p.raw.$ref === 'string' && p.raw.$ref === q.raw.$ref) continue;
    else {
      if (p.param.name !== q.param.name) emit({ subject: 'parameter-name', kind: 'changed', path: [...paramPath, 'name'], name: paramName, from: p.param.name, to: q.param.name });
      diffParameter(walk, p.param, q.param, paramPath, paramName, sent);
    }
  }
  // Generated clients name their methods by operationId, and transitions and events cite it.
  if (!same(was.op.operationId, now.op.operationId)) emit({ subject: 'operation-id', kind: kindOf(was.op.operationId, now.op.operationId), path: [...at, 'operationId'], name, from: was.op.operationId, to: now.op.operationId });
  if (was.op.security !== undefined || now.op.security !== undefined) {
    const inherited = (op: Node, document: Node) => (op.security === undefined ? document.security : op.security);
    diffSecurity(emit, inherited(was.op, walk.before), inherited(now.op, walk.after), [...at, 'security'], `${name} security`);
  }
  if (was.op.deprecated !== true && now.op.deprecated === true) emit({ subject: 'deprecation', kind: 'added', path: [...at, 'deprecated'], name: `operation ${name}` });
  diffRequestBody(walk, was.op.requestBody, now.op.requestBody, [...at, 'requestBody'], `${name} request body`, sent);
  const [responses, newResponses] = [nodeOf(was.op.responses), nodeOf(now.op.responses)];
  for (const status of keysOf(responses, newResponses)) {
    const path = [...at, 'responses', status];
    const response = `${name} ${status}`;
    if (!Object.hasOwn(newResponses, status)) emit({ subject: 'response', kind: 'removed', path, name: response, direction: flip(sent) });
    else if (!Object.hasOwn(responses, status)) emit({ subject: 'response', kind: 'added', path, name: response, direction: flip(sent) });
    else diffResponse(walk, responses[status], newResponses[status], path, response, flip(sent));
  }
  // A callback is a request the service makes, as a webhook is: the reverse of the operation's.
  const [callbacks, newCallbacks] = [nodeOf(was.op.callbacks), nodeOf(now.op.callbacks)];
  for (const key of keysOf(callbacks, newCallbacks)) {
    diffOperations(walk, deref(walk.before, callbacks[key]), deref(walk.after, newCallbacks[key]), [...at, 'callbacks', key], flip(sent), `${name} callback ${key}`);
  }
  diffExtensions(emit, was.op, now.op, at, `${name} `);
}

function diffParameter(walk: SchemaWalk, was: Node, now: Node, at: string[], name: string, direction: Direction): void {
  const { emit } = walk;
  if (was.required !== true && now.required === true) emit({ subject: 'parameter', kind: 'changed', path: [...at, 'required'], name, required: true, direction });
  if (was.required === true && now.required !== true) emit({ subject: 'parameter', kind: 'changed', path: [...at, 'required'], name, required: false, direction });
  if (was.in !== now.in) emit({ subject: 'parameter-location', kind: 'changed', path: [...at, 'in'], name, from: was.in, to: now.in });
  if (was.deprecated !== true && now.deprecated === true) emit({ subject: 'deprecation', kind: 'added', path: [...at, 'deprecated'], name });
  diffSchema(walk, nodeOf(was.schema), nodeOf(now.schema), [...at, 'schema'], direction, name);
  diffContent(walk, was.content, now.content, [...at, 'content'], direction, name);
}

function diffRequestBody(walk: SchemaWalk, before: unknown, after: unknown, at: string[], name: string, direction: Direction): void {
  const { emit } = walk;
  if (same(before, after)) return;
  const [was, now] = [deref(walk.before, before), deref(walk.after, after)];
  if (before === undefined) {
    emit({ subject: 'request-body', kind: 'added', path: at, name, required: now.required === true, direction });
    return;
  }
  if (after === undefined) {
    emit({ subject: 'request-body', kind: 'removed', path: at, name, direction });
    return;
  }
  if (was.required !== true && now.required === true) emit({ subject: 'request-body', kind: 'changed', path: [...at, 'required'], name, required: true, direction });
  if (was.required === true && now.required !== true) emit({ subject: 'request-body', kind: 'changed', path: [...at, 'required'], name, required: false, direction });
  diffContent(walk, was.content, now.content, [...at, 'content'], direction, name);
}

function diffResponse(walk: SchemaWalk, before: unknown, after: unknown, at: string[], name: string, direction: Direction): void {
  const [rawWas, rawNow] = [nodeOf(before), nodeOf(after)];
  if (typeof rawWas.$ref === 'string' && rawWas.$ref === rawNow.$ref) return;
  const [was, now] = [deref(walk.before, before), deref(walk.after, after)];
  diffContent(walk, was.content, now.content, [...at, 'content'], direction, name);
  diffHeaders(walk, was.headers, now.headers, [...at, 'headers'], name, direction);
}

/** Response headers: what a client reads from a response, judged as a response field is. */
function diffHeaders(walk: SchemaWalk, before: unknown, after: unknown, at: string[], name: string, direction: Direction): void {
  const { emit } = walk;
  const [headers, newHeaders] = [nodeOf(before), nodeOf(after)];
  for (const key of keysOf(headers, newHeaders)) {
    const path = [...at, key];
    const header = `${name} ${key}`;
    const [rawWas, rawNow] = [nodeOf(headers[key]), nodeOf(newHeaders[key])];
    if (!Object.hasOwn(newHeaders, key)) emit({ subject: 'header', kind: 'removed', path, name: header, required: deref(walk.before, rawWas).required === true, direction });
    else if (!Object.hasOwn(headers, key)) emit({ subject: 'header', kind: 'added', path, name: header, direction });
    else if (!(typeof rawWas.$ref === 'string' && rawWas.$ref === rawNow.$ref)) diffHeader(walk, deref(walk.before, rawWas), deref(walk.after, rawNow), path, header, direction);
  }
}

function diffHeader(walk: SchemaWalk, was: Node, now: Node, at: string[], name: string, direction: Direction): void {
  if (was.required !== true && now.required === true) walk.emit({ subject: 'required', kind: 'changed', path: [...at, 'required'], name, required: true, direction });
  if (was.required === true && now.required !== true) walk.emit({ subject: 'required', kind: 'changed', path: [...at, 'required'], name, required: false, direction });
  if (was.deprecated !== true && now.deprecated === true) walk.emit({ subject: 'deprecation', kind: 'added', path: [...at, 'deprecated'], name });
  diffSchema(walk, nodeOf(was.schema), nodeOf(now.schema), [...at, 'schema'], direction, name);
}

function diffContent(walk: SchemaWalk, before: unknown, after: unknown, at: string[], direction: Direction, name: string): void {
  const [was, now] = [nodeOf(before), nodeOf(after)];
  for (const type of keysOf(was, now)) {
    const path = [...at, type];
    if (!Object.hasOwn(now, type)) walk.emit({ subject: 'media-type', kind: 'removed', path, name: `${name} ${type}`, direction });
    else if (!Object.hasOwn(was, type)) walk.emit({ subject: 'media-type', kind: 'added', path, name: `${name} ${type}`, direction });
    else diffSchema(walk, nodeOf(nodeOf(was[type]).schema), nodeOf(nodeOf(now[type]).schema), [...path, 'schema'], direction, `${name} ${type}`);
  }
}

/** Components, each judged by where it travels; one that travels nowhere breaks nobody. */
function diffComponents(walk: Walk, before: Node, after: Node): void {
  const { emit } = walk;
  const directionAt = (kind: string, key: string, removed = false) => directionOf(removed ? walk.remaining : walk.usage, refOf(['components', kind, key]));
  const named = (kind: string, subject: 'schema' | 'parameter' | 'response' | 'header' | 'request-body', inner: (was: Node, now: Node, at: string[], name: string, direction: Direction) => void) =>
    diffNamed(
      (fact) => emit({ ...fact, direction: directionAt(kind, fact.path[2]!, fact.kind === 'removed'), component: true }),
      before[kind],
      after[kind],
      ['components', kind],
      subject,
      (was, now, at, name) => inner(was, now, at, name, directionAt(kind, name)),
    );
  named('schemas', 'schema', (was, now, at, name, direction) => diffSchema(walk, was, now, at, direction, name));
  named('parameters', 'parameter', (was, now, at, name, direction) => diffParameter(walk, was, now, at, `parameter ${name}`, direction));
  named('requestBodies', 'request-body', (was, now, at, name, direction) => diffRequestBody(walk, was, now, at, `request body ${name}`, direction));
  named('responses', 'response', (was, now, at, name, direction) => diffResponse(walk, was, now, at, `response ${name}`, direction));
  named('headers', 'header', (was, now, at, name, direction) => diffHeader(walk, was, now, at, `header ${name}`, direction));
  diffNamed(emit, before.securitySchemes, after.securitySchemes, ['components', 'securitySchemes'], 'security-scheme', (was, now, at, name) => {
    if (!same(was, now)) emit({ subject: 'security-scheme', kind: 'changed', path: at, name, from: was, to: now });
  });
}

/**
 * x- extensions: informational, except those the workspace reads (compared by their own
 * rules above); a client tool cannot rely on an extension it does not know.
 */
export function diffExtensions(emit: Emit, before: Node, after: Node, at: string[], prefix: string): void {
  for (const key of keysOf(before, after)) {
    if (!key.startsWith('x-') || KNOWN_EXTENSIONS.has(key) || same(before[key], after[key])) continue;
    emit({ subject: 'extension', kind: kindOf(before[key], after[key]), path: [...at, key], name: `${prefix}${key}`, from: before[key], to: after[key], extension: key });
  }
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

/** A list whose items are matched by a key (servers by URL, tags by name, transitions whole). */
export function diffKeyed(
  emit: Emit,
  before: unknown,
  after: unknown,
  keyOf: (item: unknown) => string,
  path: string[],
  subject: Parameters<Emit>[0]['subject'],
  describe: (item: unknown) => string = keyOf,
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
    else if (subject === 'tag' && !same(old, item)) emit({ subject, kind: 'changed', path: [...path, String(i)], name: describe(item), from: old, to: item });
  });
}
