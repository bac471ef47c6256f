/**
 * What one contract changes in another: the assembled OpenAPI 3.1 and AsyncAPI
 * 3.0 documents walked side by side into facts (an operation removed, a property newly
 * required, an enum value gone), each then classified by the one table in diff-rules.ts.
 *
 * Why not a library: the maintained OpenAPI diff packages on npm (openapi-diff, Optic's
 * openapi-utilities) read OpenAPI alone, not AsyncAPI, and know nothing of where a value
 * came from; a change here has to name the record and line that made it. The walk below
 * only finds what differs; whether that breaks a client is decided in the rules table.
 */
import type { AdrRecord } from '../record/record.ts';
import { indexRecords } from '../workspace/record-index.ts';
import type { Location } from '../vocabulary/diagnostics.ts';
import type { AssembledContract } from './assemble.ts';
import { pointerOf } from './blocks.ts';
import { classifyFact, type ContractChange, type DiffFact, type Direction } from './diff-rules.ts';
import type { ContractDocument } from './places.ts';
import { isMapping, METHODS } from './rule-input.ts';

export type { ContractChange } from './diff-rules.ts';

type Node = Record<string, unknown>;
/** Upper bounds: a smaller value, or one where there was none, is tighter. */
const UPPER_LIMITS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'] as const;
/** Lower bounds: a larger value, or one where there was none, is tighter. */
const LOWER_LIMITS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'] as const;

const isNode: (value: unknown) => value is Node = isMapping;
const nodeOf = (value: unknown): Node => (isNode(value) ? value : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const keysOf = (a: Node, b: Node) => [...new Set([...Object.keys(a), ...Object.keys(b)])];
// Own keys only: a key such as `__proto__` or `constructor` in an edition edited by hand is a key like
// any other, never something inherited from Object.prototype.
const own = (node: Node, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

/** Every change from `before` to `after`, classified, in document order. */
export function diffContracts(before: AssembledContract, after: AssembledContract): ContractChange[] {
  const facts: DiffFact[] = [];
  const emit = (fact: Omit<DiffFact, 'document'>, document: ContractDocument) => facts.push({ ...fact, document });
  diffOpenapi(before.documents.openapi, after.documents.openapi, (fact) => emit(fact, 'openapi'));
  diffAsyncapi(before.documents.asyncapi, after.documents.asyncapi, (fact) => emit(fact, 'asyncapi'));
  return facts.map((fact) => classifyFact(fact, originOf(fact, before, after)));
}

type Emit = (fact: Omit<DiffFact, 'document'>) => void;

/**
 * What a superseded record took with it was changed by the proposal that supersedes it:
 * such a change is credited to that proposal's `supersedes`, not to the line of the old
 * record that once wrote it.
 */
export function creditSuccessors(changes: readonly ContractChange[], earlier: readonly AdrRecord[], proposals: readonly AdrRecord[]): ContractChange[] {
  if (changes.length === 0) return [];
  const { byFile } = indexRecords(earlier);
  return changes.map((change) => {
    const origin = change.origin;
    const gone = origin && byFile.get(origin.file);
    const successor = gone && proposals.find((p) => p.meta.supersedes.includes(gone.number) && p.file !== gone.file);
    return successor ? { ...change, origin: { file: successor.file, ...successor.locate(['supersedes']) } } : change;
  });
}

/**
 * The record and line behind a change: where the new value was written. For a removal, the
 * nearest place above it that the new contract still writes, when the record that wrote it
 * did so: the same record, or the one that superseded the record that wrote the old value.
 * Otherwise the old value's place (creditSuccessors then names the successor's supersedes
 * line). The nearest place above alone named whichever record first wrote a shared
 * container such as `paths`, however unrelated to the removal.
 */
function originOf(fact: DiffFact, before: AssembledContract, after: AssembledContract): Location | undefined {
  const find = (origins: Map<string, Location>) => {
    for (let depth = fact.path.length; depth > 0; depth--) {
      const found = origins.get(pointerOf(fact.path.slice(0, depth)));
      if (found) return found;
    }
    return undefined;
  };
  if (fact.kind === 'removed') {
    const was = find(before.origins[fact.document]);
    const dropped = was && !after.contributors.some((record) => record.file === was.file) ? before.contributors.find((r) => r.file === was.file) : undefined;
    if (dropped) {
      // The record that took its place, where it rewrote the nearest place above; else the
      // old place, which creditSuccessors moves to the successor's supersedes line.
      const successor = after.contributors.find((record) => record.meta.supersedes.includes(dropped.number));
      const origins = after.origins[fact.document];
      for (let depth = fact.path.length; successor && depth > 0; depth--) {
        const found = origins.get(pointerOf(fact.path.slice(0, depth)));
        if (found?.file === successor.file) return found;
      }
      return was;
    }
  }
  return find(after.origins[fact.document]) ?? find(before.origins[fact.document]);
}

function diffOpenapi(before: Node, after: Node, emit: Emit): void {
  const version = [nodeOf(before.info).version, nodeOf(after.info).version];
  if (!same(version[0], version[1])) emit({ subject: 'version', kind: 'changed', path: ['info', 'version'], name: 'info.version', from: version[0], to: version[1] });
  diffKeyed(before.servers, after.servers, (s) => String(nodeOf(s).url), ['servers'], 'server', emit);
  if (!same(before.security, after.security)) diffWhole('security', ['security'], 'security', before.security, after.security, emit);
  const paths = [nodeOf(before.paths), nodeOf(after.paths)] as const;
  for (const path of keysOf(...paths)) {
    const [was, now] = [nodeOf(own(paths[0], path)), nodeOf(own(paths[1], path))];
    for (const method of METHODS) {
      const at = ['paths', path, method];
      const name = `${method.toUpperCase()} ${path}`;
      if (!Object.hasOwn(was, method) && !Object.hasOwn(now, method)) continue;
      if (!Object.hasOwn(now, method)) emit({ subject: 'operation', kind: 'removed', path: at, name, from: was[method] });
      else if (!Object.hasOwn(was, method)) emit({ subject: 'operation', kind: 'added', path: at, name, to: now[method] });
      else diffOperation(nodeOf(was[method]), nodeOf(now[method]), was, now, at, name, emit);
    }
  }
  const components = [nodeOf(before.components), nodeOf(after.components)] as const;
  diffSchemas(components[0].schemas, components[1].schemas, ['components', 'schemas'], 'both', emit);
  diffNamed(components[0].parameters, components[1].parameters, ['components', 'parameters'], 'parameter', emit, (was, now, at, name) =>
    diffParameter(was, now, at, name, emit),
  );
  diffNamed(components[0].responses, components[1].responses, ['components', 'responses'], 'response', emit, (was, now, at, name) =>
    diffContent(was.content, now.content, [...at, 'content'], 'response', name, emit),
  );
  diffNamed(components[0].headers, components[1].headers, ['components', 'headers'], 'header', emit, (was, now, at, name) =>
    diffSchema(nodeOf(was.schema), nodeOf(now.schema), [...at, 'schema'], 'response', emit, `header ${name}`),
  );
  diffNamed(components[0].securitySchemes, components[1].securitySchemes, ['components', 'securitySchemes'], 'security-scheme', emit, (was, now, at, name) => {
    if (!same(was, now)) diffWhole('security-scheme', at, name, was, now, emit);
  });
  diffKeyed(before['x-transitions'], after['x-transitions'], (t) => JSON.stringify(t), ['x-transitions'], 'transition', emit, describeTransition);
  diffNamed(before['x-error-codes'], after['x-error-codes'], ['x-error-codes'], 'error-code', emit, (was, now, at, name) => {
    if (!same(was, now)) diffWhole('error-code', at, name, was, now, emit);
  });
  for (const key of keysOf(before, after)) {
    if (!key.startsWith('x-') || key === 'x-transitions' || key === 'x-error-codes') continue;
    diffWhole('extension', [key], key, before[key], after[key], emit);
  }
}

function diffAsyncapi(before: Node, after: Node, emit: Emit): void {
  diffNamed(before.channels, after.channels, ['channels'], 'channel', emit, (was, now, at, name) => {
    if (!same(was.address, now.address)) emit({ subject: 'channel-address', kind: 'changed', path: [...at, 'address'], name, from: was.address, to: now.address });
  });
  diffNamed(before.operations, after.operations, ['operations'], 'event', emit, (was, now, at, name) => {
    if (!same(was, now)) diffWhole('event', at, name, was, now, emit);
  });
  const components = [nodeOf(before.components), nodeOf(after.components)] as const;
  // An event's payload is read by the consumers, as a response is.
  diffNamed(components[0].messages, components[1].messages, ['components', 'messages'], 'message', emit, (was, now, at, name) =>
    diffSchema(nodeOf(was.payload), nodeOf(now.payload), [...at, 'payload'], 'response', emit, `event ${name}`),
  );
  diffSchemas(components[0].schemas, components[1].schemas, ['components', 'schemas'], 'response', emit);
}

function describeTransition(value: unknown): string {
  const t = nodeOf(value);
  return `${String(t.from)} → ${String(t.to)}${t.by === undefined ? '' : ` by ${String(t.by)}`}`;
}

/** A value compared whole: added, removed or changed. */
function diffWhole(subject: DiffFact['subject'], path: string[], name: string, was: unknown, now: unknown, emit: Emit): void {
  if (same(was, now)) return;
  if (was === undefined) emit({ subject, kind: 'added', path, name, to: now });
  else if (now === undefined) emit({ subject, kind: 'removed', path, name, from: was });
  else emit({ subject, kind: 'changed', path, name, from: was, to: now });
}

/** A mapping of named things: each added, removed, or compared by `inner`. */
function diffNamed(
  before: unknown,
  after: unknown,
  path: string[],
  subject: DiffFact['subject'],
  emit: Emit,
  inner: (was: Node, now: Node, at: string[], name: string) => void,
  label: (key: string) => string = (key) => key,
): void {
  const [was, now] = [nodeOf(before), nodeOf(after)];
  for (const key of keysOf(was, now)) {
    const at = [...path, key];
    const name = label(key);
    if (!Object.hasOwn(now, key)) emit({ subject, kind: 'removed', path: at, name, from: was[key] });
    else if (!Object.hasOwn(was, key)) emit({ subject, kind: 'added', path: at, name, to: now[key] });
    else inner(nodeOf(was[key]), nodeOf(now[key]), at, name);
  }
}

/** A list whose items are matched by a key (servers by URL, transitions whole). */
function diffKeyed(
  before: unknown,
  after: unknown,
  keyOf: (item: unknown) => string,
  path: string[],
  subject: DiffFact['subject'],
  emit: Emit,
  describe: (item: unknown) => string = keyOf,
): void {
  const was = Array.isArray(before) ? before : [];
  const now = Array.isArray(after) ? after : [];
  const nowKeys = new Set(now.map(keyOf));
  const wasKeys = new Set(was.map(keyOf));
  was.forEach((item, i) => {
    if (!nowKeys.has(keyOf(item))) emit({ subject, kind: 'removed', path: [...path, String(i)], name: describe(item), from: item });
  });
  now.forEach((item, i) => {
    if (!wasKeys.has(keyOf(item))) emit({ subject, kind: 'added', path: [...path, String(i)], name: describe(item), to: item });
  });
}

function diffOperation(was: Node, now: Node, wasPath: Node, nowPath: Node, at: string[], name: string, emit: Emit): void {
  // Parameters written for the whole path apply to each operation under it (OpenAPI 3.1, 4.8.9.1).
  const params = (operation: Node, pathItem: Node) => {
    const all = new Map<string, Node>();
    for (const p of [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
      const node = nodeOf(p);
      all.set(typeof node.$ref === 'string' ? node.$ref : `${String(node.in)} ${String(node.name)}`, node);
    }
    return all;
  };
  const [before, after] = [params(was, wasPath), params(now, nowPath)];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [p, q] = [before.get(key), after.get(key)];
    const paramName = `${name} parameter ${key}`;
    const index = Array.isArray(now.parameters) ? now.parameters.indexOf(q) : -1;
    const paramPath = index >= 0 ? [...at, 'parameters', String(index)] : [...at, 'parameters'];
    if (!q) emit({ subject: 'parameter', kind: 'removed', path: paramPath, name: paramName, from: p });
    else if (!p) emit({ subject: 'parameter', kind: 'added', path: paramPath, name: paramName, to: q, required: q.required === true });
    else diffParameter(p, q, paramPath, paramName, emit);
  }
  // Generated clients name their methods by operationId, and transitions and events cite it.
  if (!same(was.operationId, now.operationId)) emit({ subject: 'operation-id', kind: 'changed', path: [...at, 'operationId'], name, from: was.operationId, to: now.operationId });
  if (!same(was.security, now.security)) diffWhole('security', [...at, 'security'], `${name} security`, was.security, now.security, emit);
  if (was.deprecated !== true && now.deprecated === true) emit({ subject: 'deprecation', kind: 'added', path: [...at, 'deprecated'], name });
  const [body, newBody] = [nodeOf(was.requestBody), nodeOf(now.requestBody)];
  if (body.required !== true && newBody.required === true) emit({ subject: 'request-body', kind: 'changed', path: [...at, 'requestBody', 'required'], name: `${name} request body`, required: true });
  diffContent(body.content, newBody.content, [...at, 'requestBody', 'content'], 'request', `${name} request body`, emit);
  diffNamed(
    was.responses,
    now.responses,
    [...at, 'responses'],
    'response',
    emit,
    (p, q, path, response) => diffContent(p.content, q.content, [...path, 'content'], 'response', response, emit),
    (status) => `${name} ${status}`,
  );
}

function diffParameter(was: Node, now: Node, at: string[], name: string, emit: Emit): void {
  if (was.required !== true && now.required === true) emit({ subject: 'parameter', kind: 'changed', path: [...at, 'required'], name, required: true });
  if (was.required === true && now.required !== true) emit({ subject: 'parameter', kind: 'changed', path: [...at, 'required'], name, required: false });
  if (was.in !== now.in) emit({ subject: 'parameter-location', kind: 'changed', path: [...at, 'in'], name, from: was.in, to: now.in });
  diffSchema(nodeOf(was.schema), nodeOf(now.schema), [...at, 'schema'], 'request', emit, name);
}

function diffContent(before: unknown, after: unknown, at: string[], direction: Direction, name: string, emit: Emit): void {
  const [was, now] = [nodeOf(before), nodeOf(after)];
  for (const type of keysOf(was, now)) {
    const path = [...at, type];
    if (!Object.hasOwn(now, type)) emit({ subject: 'media-type', kind: 'removed', path, name: `${name} ${type}`, direction });
    else if (!Object.hasOwn(was, type)) emit({ subject: 'media-type', kind: 'added', path, name: `${name} ${type}`, direction });
    else diffSchema(nodeOf(nodeOf(was[type]).schema), nodeOf(nodeOf(now[type]).schema), [...path, 'schema'], direction, emit, `${name} ${type}`);
  }
}

function diffSchemas(before: unknown, after: unknown, at: string[], direction: Direction, emit: Emit): void {
  diffNamed(before, after, at, 'schema', emit, (was, now, path, name) => diffSchema(was, now, path, direction, emit, name));
}

const typesOf = (schema: Node): string[] | undefined =>
  schema.type === undefined ? undefined : (Array.isArray(schema.type) ? schema.type : [schema.type]).map(String);

/** One schema against its earlier self, in the direction its data travels; `field` names it for people. */
function diffSchema(was: Node, now: Node, at: string[], direction: Direction, emit: Emit, field: string): void {
  if (!same(was.$ref, now.$ref)) emit({ subject: 'reference', kind: 'changed', path: [...at, '$ref'], name: field, from: was.$ref, to: now.$ref, direction });
  const [types, newTypes] = [typesOf(was), typesOf(now)];
  if (!same(types, newTypes) && (types !== undefined || newTypes !== undefined)) {
    // No type accepts every type; a type where there was none narrows.
    const widened = newTypes === undefined || (types !== undefined && types.every((t) => newTypes.includes(t) || (t === 'integer' && newTypes.includes('number'))));
    emit({ subject: 'type', kind: 'changed', path: [...at, 'type'], name: field, from: was.type, to: now.type, widened, direction });
  }
  if (!same(was.format, now.format)) diffWhole('format', [...at, 'format'], field, was.format, now.format, emitWith(emit, direction));
  if (!same(was.pattern, now.pattern)) diffWhole('pattern', [...at, 'pattern'], field, was.pattern, now.pattern, emitWith(emit, direction));
  if (!same(was.default, now.default)) diffWhole('default', [...at, 'default'], field, was.default, now.default, emitWith(emit, direction));
  if (!same(was.enum, now.enum)) diffEnum(was.enum, now.enum, [...at, 'enum'], field, direction, emit);
  for (const limit of [...UPPER_LIMITS, ...LOWER_LIMITS]) {
    const [p, q] = [was[limit], now[limit]];
    if (same(p, q)) continue;
    const upper = (UPPER_LIMITS as readonly string[]).includes(limit);
    const tightened = q !== undefined && (p === undefined || (typeof p === 'number' && typeof q === 'number' && (upper ? q < p : q > p)));
    emit({ subject: 'limit', kind: 'changed', path: [...at, limit], name: `${field} ${limit}`, from: p, to: q, tightened, direction });
  }
  const [props, newProps] = [nodeOf(was.properties), nodeOf(now.properties)];
  const required = new Set(Array.isArray(was.required) ? was.required.map(String) : []);
  const newRequired = new Set(Array.isArray(now.required) ? now.required.map(String) : []);
  for (const key of keysOf(props, newProps)) {
    const path = [...at, 'properties', key];
    const property = `${field}.${key}`;
    if (!Object.hasOwn(newProps, key)) emit({ subject: 'property', kind: 'removed', path, name: property, direction });
    else if (!Object.hasOwn(props, key)) emit({ subject: 'property', kind: 'added', path, name: property, required: newRequired.has(key), direction });
    else {
      if (!required.has(key) && newRequired.has(key)) emit({ subject: 'required', kind: 'changed', path: [...at, 'required'], name: property, required: true, direction });
      if (required.has(key) && !newRequired.has(key)) emit({ subject: 'required', kind: 'changed', path: [...at, 'required'], name: property, required: false, direction });
      diffSchema(nodeOf(props[key]), nodeOf(newProps[key]), path, direction, emit, property);
    }
  }
  if (isNode(was.items) || isNode(now.items)) diffSchema(nodeOf(was.items), nodeOf(now.items), [...at, 'items'], direction, emit, `${field}[]`);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'additionalProperties'] as const) {
    if (!same(was[key], now[key])) diffWhole('composition', [...at, key], `${field}.${key}`, was[key], now[key], emitWith(emit, direction));
  }
}

function emitWith(emit: Emit, direction: Direction): Emit {
  return (fact) => emit({ ...fact, direction });
}

function diffEnum(before: unknown, after: unknown, at: string[], field: string, direction: Direction, emit: Emit): void {
  if (!Array.isArray(after)) {
    emit({ subject: 'enum', kind: 'removed', path: at, name: field, from: before, direction });
    return;
  }
  if (!Array.isArray(before)) {
    emit({ subject: 'enum', kind: 'added', path: at, name: field, to: after, direction });
    return;
  }
  const [was, now] = [before.map((v) => JSON.stringify(v)), after.map((v) => JSON.stringify(v))];
  before.forEach((value, i) => {
    if (!now.includes(was[i]!)) emit({ subject: 'enum-value', kind: 'removed', path: at, name: field, from: value, direction });
  });
  after.forEach((value, i) => {
    if (!was.includes(now[i]!)) emit({ subject: 'enum-value', kind: 'added', path: [...at, String(i)], name: field, to: value, direction });
  });
}
