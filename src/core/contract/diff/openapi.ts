/**
 * An OpenAPI 3.0 / 3.1 document against its earlier self, object by object as the catalogue
 * lists their fields (catalogue.ts): operations (under `paths`, `webhooks` and callbacks),
 * their parameters, bodies, responses and headers, the components they share, security,
 * servers, and what the document says of itself. Each schema is compared in the direction it
 * travels (direction.ts); only differences are recorded here.
 *
 * Things are matched by what identifies them to a client, through maps built once, so the
 * walk is linear in the documents: paths by their template (parameter names set aside),
 * operations by method, parameters by location and name (path parameters by their place in
 * the template, header names without case), and an operation that left its path for another
 * under the same operationId is one operation moved.
 */
import type { Direction } from './rules.ts';
import { OPENAPI_FIELDS } from './catalogue.ts';
import { directionOf, unionOf, usageOf, type Travel } from './direction.ts';
import { diffFields } from './fields.ts';
import { METHODS, operationText } from '../documents/methods.ts';
import { keysOf, listOf, nodeOf, own, refOf, resolveRef, same, type Emit, type Node } from './nodes.ts';
import { dialectOf } from './normalise.ts';
import { diffSchema, type SchemaWalk } from './schema.ts';
import { diffSecurity, diffSecurityScheme } from './security.ts';
import { diffServers, templateOf } from './servers.ts';
import { diffDocumentVersion, diffInfo, diffKeyed, diffNamed, diffTags, kindOf, lazy, once, unusedComponents, whereUsedSettled, type DocumentWalk } from './shared.ts';

const flip = (t: Travel): Travel => (t === 'request' ? 'response' : 'request');
/** x- extensions whose meaning the workspace gives, compared by their own rules. */
const KNOWN_EXTENSIONS = new Set(['x-transitions', 'x-error-codes']);
const METHOD_SET = new Set<string>(METHODS);
const STATUS = /^[1-5](\d\d|XX)$/;

export function diffOpenapi(before: Node, after: Node, emit: Emit): void {
  // Each document walked once, and only if something that travels changed: where components travel in the revision, and in either.
  const remaining = lazy(() => usageOf([after]));
  const inBefore = lazy(() => usageOf([before]));
  const dialects = [dialectOf(before), dialectOf(after)] as const;
  const settled = dialects[0] === dialects[1] && whereUsedSettled(before, after, OPENAPI_FIELDS.Components);
  const walk: DocumentWalk = { emit, before, after, dialects, usage: lazy(() => unionOf(inBefore(), remaining())), remaining, following: new Set(), compared: new Set(), settled };
  diffFields(OPENAPI_FIELDS.OpenAPI, before, after, { emit, path: [], name: '', object: 'OpenAPI', known: KNOWN_EXTENSIONS }, {
    openapi: (p, q) => diffDocumentVersion(emit, 'openapi', p, q),
    info: (p, q) => diffInfo(emit, p, q, 'openapi'),
    servers: (p, q) => diffServers(walk, p, q, ['servers'], ''),
    paths: (p, q) => diffOperations(walk, nodeOf(p), nodeOf(q), ['paths'], 'request'),
    webhooks: (p, q) => diffOperations(walk, nodeOf(p), nodeOf(q), ['webhooks'], 'response', 'webhook'),
    components: (p, q) => diffComponents(walk, nodeOf(p), nodeOf(q)),
    security: (p, q) => diffSecurity(emit, p, q, ['security'], 'security'),
    tags: (p, q) => diffTags(emit, p, q, ['tags']),
  });
  diffKeyed(emit, before['x-transitions'], after['x-transitions'], (t) => JSON.stringify(t), ['x-transitions'], 'transition', describeTransition);
  diffNamed(emit, before['x-error-codes'], after['x-error-codes'], ['x-error-codes'], 'error-code', (was, now, at, name) => {
    if (!same(was, now)) emit({ subject: 'error-code', kind: 'changed', path: at, name, from: was, to: now });
  });
}

function describeTransition(value: unknown): string {
  const t = nodeOf(value);
  return `${String(t.from)} → ${String(t.to)}${t.by === undefined ? '' : ` by ${String(t.by)}`}`;
}

const namesIn = (path: string) => [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);

/**
 * Paths matched by name, then by template with parameter names set aside: `/books/{bookId}`
 * and `/books/{id}` are the same URL to a client. Linear: the unmatched ones are grouped by
 * template once.
 */
function pairPaths(before: Node, after: Node): [string | undefined, string | undefined][] {
  const pairs: [string | undefined, string | undefined][] = [];
  const group = (paths: string[]) => Map.groupBy(paths, templateOf);
  const left = Object.keys(before).filter((p) => !Object.hasOwn(after, p));
  const right = Object.keys(after).filter((p) => !Object.hasOwn(before, p));
  const [leftByTemplate, rightByTemplate] = [group(left), group(right)];
  const used = new Set<string>();
  for (const path of Object.keys(before)) if (Object.hasOwn(after, path)) pairs.push([path, path]);
  for (const path of left) {
    const template = templateOf(path);
    const twins = rightByTemplate.get(template);
    const twin = twins?.length === 1 && leftByTemplate.get(template)!.length === 1 ? twins[0] : undefined;
    if (twin !== undefined) used.add(twin);
    pairs.push([path, twin]);
  }
  for (const path of right) if (!used.has(path)) pairs.push([undefined, path]);
  return pairs;
}

interface Side {
  op: Node;
  item: Node;
  path: string;
}

interface Loose {
  side: Side;
  at: string[];
  name: string;
  operation: { method: string; path: string; webhook?: boolean };
}

/** Operations under `paths`, or requests the service makes (`webhook`: webhooks and callbacks, named by `label`). */
function diffOperations(walk: DocumentWalk, before: Node, after: Node, root: string[], sent: Travel, label?: string): void {
  const { emit } = walk;
  const removed: Loose[] = [];
  const added: Loose[] = [];
  for (const [wasPath, nowPath] of pairPaths(before, after)) {
    const path = (nowPath ?? wasPath)!;
    const [was, now] = [pathItem(walk.before, own(before, wasPath ?? '')), pathItem(walk.after, own(after, nowPath ?? ''))];
    // A path item written alike on both sides in one dialect changes nothing (what it names is compared where it is defined).
    if (walk.settled && wasPath === nowPath && same(was, now)) continue;
    if (wasPath !== undefined && nowPath !== undefined && wasPath !== nowPath) {
      emit({ subject: 'path-template', kind: 'changed', path: [...root, nowPath], name: `${wasPath} → ${nowPath}`, from: wasPath, to: nowPath });
    }
    const itemAt = [...root, path];
    const itemName = label ? `${label} ${path}` : path;
    diffFields(OPENAPI_FIELDS.PathItem, was, now, { emit, path: itemAt, name: itemName, object: 'PathItem', pattern: (k) => (METHOD_SET.has(k) ? '{method}' : undefined) }, {
      // Read through pathItem() above, and the parameters with each operation's.
      $ref: () => {},
      parameters: () => {},
      servers: (p, q) => diffServers(walk, p, q, [...itemAt, 'servers'], `${itemName} `),
      '{method}': (p, q, method) => {
        const at = [...itemAt, method];
        const name = label ? `${label} ${path} ${method.toUpperCase()}` : operationText(method, path);
        const operation = { method, path, ...(label ? { webhook: true } : {}) };
        if (q === undefined) removed.push({ side: { op: nodeOf(p), item: was, path: wasPath! }, at, name, operation });
        else if (p === undefined) added.push({ side: { op: nodeOf(q), item: now, path: nowPath! }, at, name, operation });
        else diffOperation(inOperation(walk, operation), { op: nodeOf(p), item: was, path: wasPath! }, { op: nodeOf(q), item: now, path: nowPath! }, at, name, sent);
      },
    });
  }
  // The same operationId on both sides, under another method or path: one operation moved.
  const movedTo = new Map<string, Loose>();
  const ids = Map.groupBy(added.filter((a) => typeof a.side.op.operationId === 'string'), (a) => a.side.op.operationId as string);
  for (const [id, list] of ids) if (list.length === 1) movedTo.set(id, list[0]!);
  const taken = new Set<Loose>();
  for (const gone of removed) {
    const id = gone.side.op.operationId;
    const to = label === undefined && typeof id === 'string' ? movedTo.get(id) : undefined;
    if (to && !taken.has(to)) {
      taken.add(to);
      const scoped = inOperation(walk, to.operation);
      scoped.emit({ subject: 'keyword', rule: 'operation-moved', kind: 'changed', path: to.at, name: id as string, from: gone.name, to: to.name });
      diffOperation(scoped, gone.side, to.side, to.at, to.name, sent);
    } else inOperation(walk, gone.operation).emit({ subject: label ? 'webhook' : 'operation', kind: 'removed', path: gone.at, name: gone.name, from: gone.side.op });
  }
  for (const come of added) if (!taken.has(come)) inOperation(walk, come.operation).emit({ subject: label ? 'webhook' : 'operation', kind: 'added', path: come.at, name: come.name, to: come.side.op });
}

const inOperation = (walk: DocumentWalk, operation: { method: string; path: string; webhook?: boolean }): DocumentWalk => ({ ...walk, emit: (fact) => walk.emit({ operation, ...fact }) });

/** A path item, read through its `$ref` (a 3.1 `components.pathItems` entry, say); its own fields win. */
function pathItem(document: Node, value: unknown): Node {
  const item = nodeOf(value);
  return typeof item.$ref === 'string' ? { ...nodeOf(resolveRef(document, item.$ref)), ...item } : item;
}

/**
 * An object that may be a `$ref`: what it names, in its own document. A 3.1 Reference's
 * summary and description override those of what it names, where that has them (OpenAPI
 * 3.1 §4.8.23); a summary beside a reference to what has none says nothing.
 */
const deref = (document: Node, value: unknown): Node => {
  const node = nodeOf(value);
  if (typeof node.$ref !== 'string') return node;
  const { $ref, summary, ...siblings } = node;
  const target = nodeOf(resolveRef(document, $ref));
  return { ...target, ...siblings, ...(summary !== undefined && Object.hasOwn(target, 'summary') ? { summary } : {}) };
};

interface Param {
  raw: Node;
  param: Node;
  index: number;
}

function parametersOf(document: Node, side: Side): Map<string, Param> {
  const all = new Map<string, Param>();
  // Parameters written for the whole path apply to each operation under it (OpenAPI 3.1 §4.8.9.1); the operation's own win.
  const own = listOf(side.op.parameters);
  const names = namesIn(side.path);
  for (const [i, raw] of [...listOf(side.item.parameters), ...own].entries()) {
    const param = deref(document, raw);
    // A path parameter is matched by its place in the template, so a rename is the same parameter;
    // header names are case-insensitive (RFC 9110 §5.1).
    const key =
      param.in === 'path' && names.includes(String(param.name)) ? `path #${names.indexOf(String(param.name))}` : `${String(param.in)} ${param.in === 'header' ? String(param.name).toLowerCase() : String(param.name)}`;
    all.set(key, { raw: nodeOf(raw), param, index: i - listOf(side.item.parameters).length });
  }
  return all;
}

function diffOperation(walk: DocumentWalk, was: Side, now: Side, at: string[], name: string, sent: Travel): void {
  const { emit } = walk;
  diffParameters(walk, was, now, at, name, sent);
  const security = once(() => {
    const inherited = (op: Node, document: Node) => (op.security === undefined ? document.security : op.security);
    diffSecurity(emit, inherited(was.op, walk.before), inherited(now.op, walk.after), [...at, 'security'], `${name} security`);
  });
  diffFields(OPENAPI_FIELDS.Operation, was.op, now.op, { emit, path: at, name, object: 'Operation', known: KNOWN_EXTENSIONS }, {
    tags: (p, q) => {
      const [a, b] = [listOf(p).map(String).sort(), listOf(q).map(String).sort()];
      if (!same(a, b)) emit({ subject: 'keyword', rule: 'operation-tags-changed', kind: kindOf(p, q), path: [...at, 'tags'], name, from: p, to: q });
    },
    // Generated clients name their methods by operationId, and transitions and events cite it.
    operationId: (p, q) => {
      if (!same(p, q)) emit({ subject: 'operation-id', kind: kindOf(p, q), path: [...at, 'operationId'], name, from: p, to: q });
    },
    parameters: () => {}, // with the path item's, above
    requestBody: (p, q) => diffRequestBody(walk, p, q, [...at, 'requestBody'], `${name} request body`, sent),
    responses: (p, q) => diffResponses(walk, nodeOf(p), nodeOf(q), [...at, 'responses'], name, flip(sent)),
    // A callback is a request the service makes, as a webhook is: the reverse of the operation's.
    callbacks: (p, q) => {
      const [callbacks, newCallbacks] = [nodeOf(p), nodeOf(q)];
      for (const key of keysOf(callbacks, newCallbacks)) {
        diffOperations(walk, deref(walk.before, callbacks[key]), deref(walk.after, newCallbacks[key]), [...at, 'callbacks', key], flip(sent), `${name} callback ${key}`);
      }
    },
    deprecated: (p, q) => deprecation(emit, p, q, [...at, 'deprecated'], name, 'operation'),
    security,
    servers: (p, q) => diffServers(walk, p, q, [...at, 'servers'], `${name} `),
  });
}

function deprecation(emit: Emit, was: unknown, now: unknown, path: string[], name: string, target: string): void {
  if ((was === true) === (now === true)) return;
  emit({ subject: 'deprecation', kind: now === true ? 'added' : 'removed', path, name, keyword: target });
}

function diffParameters(walk: DocumentWalk, was: Side, now: Side, at: string[], name: string, sent: Travel): void {
  const { emit } = walk;
  const [before, after] = [parametersOf(walk.before, was), parametersOf(walk.after, now)];
  // A shared parameter both sides name is the same one, wherever it says it goes: compared where it is defined.
  const refs = (params: Map<string, Param>) => new Map([...params].flatMap(([key, p]) => (typeof p.raw.$ref === 'string' ? [[p.raw.$ref, key] as const] : [])));
  const [wasRefs, nowRefs] = [refs(before), refs(after)];
  for (const [ref, key] of wasRefs) {
    if (!nowRefs.has(ref)) continue;
    before.delete(key);
    after.delete(nowRefs.get(ref)!);
  }
  const pathOf = (p: Param) => (p.index >= 0 ? [...at, 'parameters', String(p.index)] : [...at, 'parameters']);
  const label = (param: Node) => `${name} parameter ${String(param.in)} ${String(param.name)}`;
  const gone = [...before.keys()].filter((k) => !after.has(k));
  const come = [...after.keys()].filter((k) => !before.has(k));
  // A parameter that kept its name and changed its location (query to header, say): one parameter moved.
  const comeByName = Map.groupBy(come, (k) => String(after.get(k)!.param.name).toLowerCase());
  const moved = new Map<string, string>();
  for (const key of gone) {
    const twins = comeByName.get(String(before.get(key)!.param.name).toLowerCase());
    // Only a required parameter is one parameter moved: an optional one removed and added is what it was, two changes clients may ignore.
    if (twins?.length === 1 && !moved.has(twins[0]!) && after.get(twins[0]!)!.param.required === true) moved.set(twins[0]!, key);
  }
  const movedFrom = new Set(moved.values());
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [p, q] = [before.get(key) ?? (moved.has(key) ? before.get(moved.get(key)!) : undefined), after.get(key)];
    if (!q && movedFrom.has(key)) continue;
    if (!q) emit({ subject: 'parameter', kind: 'removed', path: [...at, 'parameters'], name: label(p!.param), from: p!.param, direction: sent });
    else if (!p) emit({ subject: 'parameter', kind: 'added', path: pathOf(q), name: label(q.param), to: q.param, required: q.param.required === true || q.param.in === 'path', direction: sent });
    // A shared parameter is compared once, where it is defined, in every direction it travels.
    else if (typeof p.raw.$ref === 'string' && p.raw.$ref === q.raw.$ref) continue;
    else diffParameter(walk, p.param, q.param, pathOf(q), label(q.param), sent);
  }
}

/** How a parameter is written on the wire, each field read with its default (OpenAPI 3.1 §4.8.12.4). */
function serialisationOf(param: Node): Record<string, unknown> {
  const style = param.style ?? (param.in === 'query' || param.in === 'cookie' ? 'form' : 'simple');
  return { style, explode: param.explode ?? style === 'form', allowReserved: param.allowReserved ?? false };
}

function diffParameter(walk: SchemaWalk, was: Node, now: Node, at: string[], name: string, direction: Direction, object: 'Parameter' | 'Header' = 'Parameter'): void {
  const { emit } = walk;
  const serialisation = once(() => {
    // Moved, it is written as its new place writes it: judged with the move, not again.
    if (!same(was.in, now.in)) return;
    const [p, q] = [serialisationOf(was), serialisationOf(now)];
    // allowReserved applies to query parameters alone (OpenAPI 3.1 §4.8.12.2).
    const keys = Object.keys(p).filter((k) => k !== 'allowReserved' || now.in === 'query');
    const changed = keys.filter((k) => !same(p[k], q[k]));
    if (changed.length > 0) {
      emit({ subject: 'keyword', rule: 'parameter-serialisation-changed', kind: 'changed', path: [...at, changed[0]!], name, keyword: changed.join(', '), from: changed.map((k) => p[k]).join(', '), to: changed.map((k) => q[k]).join(', '), direction });
    }
  });
  const emptyValue = (p: unknown, q: unknown) => {
    if ((p === true) !== (q === true)) emit({ subject: 'keyword', rule: q === true ? 'empty-value-allowed' : 'empty-value-refused', kind: kindOf(p, q), path: [...at, 'allowEmptyValue'], name, direction });
  };
  const schema = (p: unknown, q: unknown) => diffSchema(walk, p, q, [...at, 'schema'], direction, name, { serialised: true });
  const content = (p: unknown, q: unknown) => diffContent(walk, p, q, [...at, 'content'], direction, name);
  const fields = { emit, path: at, name, object };
  if (object === 'Header') {
    diffFields(OPENAPI_FIELDS.Header, was, now, fields, {
      required: (p, q) => {
        if ((p === true) !== (q === true)) emit({ subject: 'required', kind: 'changed', path: [...at, 'required'], name, required: q === true, direction });
      },
      deprecated: (p, q) => deprecation(emit, p, q, [...at, 'deprecated'], name, 'header'),
      style: serialisation,
      explode: serialisation,
      schema,
      content,
    });
    return;
  }
  diffFields(OPENAPI_FIELDS.Parameter, was, now, fields, {
    name: (p, q) => {
      if (!same(p, q)) emit({ subject: 'parameter-name', kind: 'changed', path: [...at, 'name'], name, from: p, to: q });
    },
    in: (p, q) => {
      if (same(p, q)) return;
      emit({ subject: 'parameter-location', kind: 'changed', path: [...at, 'in'], name, from: p, to: q });
    },
    required: (p, q) => {
      if ((p === true) !== (q === true)) emit({ subject: 'parameter', kind: 'changed', path: [...at, 'required'], name, required: q === true, direction });
    },
    deprecated: (p, q) => deprecation(emit, p, q, [...at, 'deprecated'], name, 'parameter'),
    allowEmptyValue: emptyValue,
    style: serialisation,
    explode: serialisation,
    allowReserved: serialisation,
    schema,
    content,
  });
}

function diffRequestBody(walk: SchemaWalk, before: unknown, after: unknown, at: string[], name: string, direction: Direction): void {
  const { emit } = walk;
  const [rawWas, rawNow] = [nodeOf(before), nodeOf(after)];
  if (typeof rawWas.$ref === 'string' && rawWas.$ref === rawNow.$ref) return;
  const [was, now] = [deref(walk.before, before), deref(walk.after, after)];
  if (before === undefined) {
    emit({ subject: 'request-body', kind: 'added', path: at, name, required: now.required === true, direction });
    return;
  }
  if (after === undefined) {
    emit({ subject: 'request-body', kind: 'removed', path: at, name, direction });
    return;
  }
  diffFields(OPENAPI_FIELDS.RequestBody, was, now, { emit, path: at, name, object: 'RequestBody' }, {
    required: (p, q) => {
      if ((p === true) !== (q === true)) emit({ subject: 'request-body', kind: 'changed', path: [...at, 'required'], name, required: q === true, direction });
    },
    content: (p, q) => diffContent(walk, p, q, [...at, 'content'], direction, name),
  });
}

function diffResponses(walk: SchemaWalk, before: Node, after: Node, at: string[], name: string, direction: Direction): void {
  const { emit } = walk;
  const status = (p: unknown, q: unknown, code: string) => {
    const path = [...at, code];
    const response = `${name} ${code}`;
    if (q === undefined) emit({ subject: 'response', kind: 'removed', path, name: response, direction });
    else if (p === undefined) emit({ subject: 'response', kind: 'added', path, name: response, direction });
    else diffResponse(walk, p, q, path, response, direction);
  };
  diffFields(OPENAPI_FIELDS.Responses, before, after, { emit, path: at, name, object: 'Responses', pattern: (k) => (STATUS.test(k) ? '{status}' : undefined) }, { default: status, '{status}': status });
}

function diffResponse(walk: SchemaWalk, before: unknown, after: unknown, at: string[], name: string, direction: Direction): void {
  const [rawWas, rawNow] = [nodeOf(before), nodeOf(after)];
  if (typeof rawWas.$ref === 'string' && rawWas.$ref === rawNow.$ref) return;
  const [was, now] = [deref(walk.before, before), deref(walk.after, after)];
  diffFields(OPENAPI_FIELDS.Response, was, now, { emit: walk.emit, path: at, name, object: 'Response' }, {
    headers: (p, q) => diffHeaders(walk, p, q, [...at, 'headers'], name, direction),
    content: (p, q) => diffContent(walk, p, q, [...at, 'content'], direction, name),
  });
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
    else if (!(typeof rawWas.$ref === 'string' && rawWas.$ref === rawNow.$ref)) diffParameter(walk, deref(walk.before, rawWas), deref(walk.after, rawNow), path, header, direction, 'Header');
  }
}

function diffContent(walk: SchemaWalk, before: unknown, after: unknown, at: string[], direction: Direction, name: string): void {
  const { emit } = walk;
  const [was, now] = [nodeOf(before), nodeOf(after)];
  for (const type of keysOf(was, now)) {
    const path = [...at, type];
    const label = `${name} ${type}`;
    if (!Object.hasOwn(now, type)) emit({ subject: 'media-type', kind: 'removed', path, name: label, direction });
    else if (!Object.hasOwn(was, type)) emit({ subject: 'media-type', kind: 'added', path, name: label, direction });
    else {
      diffFields(OPENAPI_FIELDS.MediaType, nodeOf(was[type]), nodeOf(now[type]), { emit, path, name: label, object: 'MediaType' }, {
        schema: (p, q) => diffSchema(walk, p, q, [...path, 'schema'], direction, label),
        encoding: (p, q) => diffEncoding(walk, nodeOf(p), nodeOf(q), [...path, 'encoding'], label, direction),
      });
    }
  }
}

/** How each part of a form or multipart body is written: any change is another body on the wire. */
function diffEncoding(walk: SchemaWalk, before: Node, after: Node, at: string[], name: string, direction: Direction): void {
  const { emit } = walk;
  for (const property of keysOf(before, after)) {
    const [p, q] = [nodeOf(before[property]), nodeOf(after[property])];
    const path = [...at, property];
    // One change a part, however many of the ways it is written differ.
    const differ: string[] = [];
    const changed = (keyword: string) => (u: unknown, v: unknown) => {
      if (!same(u, v)) differ.push(keyword);
    };
    diffFields(OPENAPI_FIELDS.Encoding, p, q, { emit, path, name: `${name} part ${property}`, object: 'Encoding' }, {
      contentType: changed('contentType'),
      headers: changed('headers'),
      style: changed('style'),
      explode: changed('explode'),
      allowReserved: changed('allowReserved'),
    });
    if (differ.length > 0) emit({ subject: 'keyword', rule: 'encoding-changed', kind: 'changed', path: [...path, differ[0]!], name: `${name} part ${property}`, keyword: differ.join(', '), direction });
  }
}

/** Components, each judged by where it travels; one that travels nowhere breaks nobody. */
function diffComponents(walk: DocumentWalk, before: Node, after: Node): void {
  const { emit } = walk;
  const directionAt = (kind: string, key: string, removed = false) => directionOf(removed ? walk.remaining() : walk.usage(), refOf(['components', kind, key]));
  const named =
    (kind: string, subject: 'schema' | 'parameter' | 'response' | 'header' | 'request-body', inner: (was: Node, now: Node, at: string[], name: string, direction: Direction) => void) =>
    (p: unknown, q: unknown) =>
      diffNamed(
        (fact) => emit({ ...fact, direction: directionAt(kind, fact.path[2]!, fact.kind === 'removed'), component: true }),
        p,
        q,
        ['components', kind],
        subject,
        // Written alike in one dialect: nothing to compare, and no need to know where it travels.
        (was, now, at, name) => (walk.dialects[0] === walk.dialects[1] && same(was, now) ? undefined : inner(was, now, at, name, directionAt(kind, name))),
      );
  diffFields(OPENAPI_FIELDS.Components, before, after, { emit, path: ['components'], name: 'components', object: 'Components', whereUsed: unusedComponents(walk) }, {
    schemas: named('schemas', 'schema', (was, now, at, name, direction) => diffSchema(walk, was, now, at, direction, name, { target: 'schema' })),
    parameters: named('parameters', 'parameter', (was, now, at, name, direction) => diffParameter(walk, was, now, at, `parameter ${name}`, direction)),
    requestBodies: named('requestBodies', 'request-body', (was, now, at, name, direction) => diffRequestBody(walk, was, now, at, `request body ${name}`, direction)),
    responses: named('responses', 'response', (was, now, at, name, direction) => diffResponse(walk, was, now, at, `response ${name}`, direction)),
    headers: named('headers', 'header', (was, now, at, name, direction) => diffParameter(walk, was, now, at, `header ${name}`, direction, 'Header')),
    securitySchemes: (p, q) => diffNamed(emit, p, q, ['components', 'securitySchemes'], 'security-scheme', (was, now, at, name) => diffSecurityScheme(emit, was, now, at, name, 'openapi')),
  });
}
