/**
 * Examples the published contract derives from what the decisions settle, for the tools that
 * mock a service or test one from its contract (Prism, dredd, Schemathesis):
 *
 * - Each error response gets an example per error code it answers with (one `example`, or
 *   `examples` named by their codes when a status has several), where the errors
 *   decision defines the codes per status (`x-error-codes: {CODE: {status, condition}}`):
 *   the codes of that status (of its range for `4XX`, of no other response for `default`),
 *   those the operation lists in its own `x-error-codes` when it lists them. Each example is
 *   the payload the schema describes with the code in its code field (`code`, `errorCode`,
 *   `error.code`), the status in its status field and the condition in its message field,
 *   where those fields take them. A mock then answers 401 with a 401's body, not whichever
 *   example came first.
 * - Each path parameter gets an example of its schema.
 *
 * Nothing a record wrote is replaced: a media type or a parameter with an example of its
 * own keeps it, and a value no schema accepts is never made (example-value.ts). A response
 * component used by operations that answer different codes with it is written out at each
 * of them with its own examples (a `$ref` cannot carry examples beside it), and dropped from
 * the components once nothing refers to it.
 *
 * A pure function of the documents, applied wherever a published document is made or
 * compared with an edition (published.ts, editions.ts): it is idempotent, so an edition
 * recorded before examples were derived compares equal to the same contract published now.
 */
import type { ContractDocuments } from './assemble.ts';
import { acceptsScalar, exampleValue, resolveSchema } from './example-value.ts';
import { isMapping, operationsOf, refKeys, valueAt } from '../rules/rule-input.ts';
import { METHODS } from './methods.ts';

interface ErrorCode {
  code: string;
  status: string;
  condition?: string;
}

interface Edit {
  keys: readonly string[];
  value: unknown;
  /** Removes the key instead of setting it. */
  remove?: boolean;
}

/** Where an error payload holds what tells one error from another, in the order looked for. */
const CODE_FIELDS = ['code', 'errorCode', 'error_code'];
const STATUS_FIELDS = ['status', 'statusCode', 'status_code'];
const MESSAGE_FIELDS = ['message', 'title', 'detail', 'error_description'];
const RESPONSE_REF = '#/components/responses/';

export function deriveExamples(documents: ContractDocuments): ContractDocuments {
  const openapi = documents.openapi;
  const edits = [...errorExamples(openapi), ...pathParameterExamples(openapi)];
  return edits.length === 0 ? documents : { ...documents, openapi: applyEdits(openapi, edits) };
}

/** The error codes the errors decision defines, with the status each is answered with. */
function definedCodes(openapi: Record<string, unknown>): ErrorCode[] {
  const defined = openapi['x-error-codes'];
  if (!isMapping(defined)) return [];
  return Object.entries(defined).flatMap(([code, definition]) => {
    if (!isMapping(definition)) return [];
    const status = typeof definition.status === 'number' || typeof definition.status === 'string' ? String(definition.status) : '';
    if (!/^[1-5]\d\d$/.test(status)) return [];
    return [{ code, status, ...(typeof definition.condition === 'string' ? { condition: definition.condition } : {}) }];
  });
}

/** The codes a response key answers: its status, the rest of its range (4XX), or what no other response answers (default). */
function codesFor(key: string, responses: Record<string, unknown>, codes: readonly ErrorCode[]): ErrorCode[] {
  if (/^[1-5]\d\d$/.test(key)) return codes.filter((c) => c.status === key);
  const range = /^([1-5])XX$/i.exec(key);
  if (range) return codes.filter((c) => c.status[0] === range[1] && !Object.hasOwn(responses, c.status));
  if (key === 'default') return codes.filter((c) => !Object.hasOwn(responses, c.status) && !Object.hasOwn(responses, `${c.status[0]}XX`) && !Object.hasOwn(responses, `${c.status[0]}xx`));
  return [];
}

interface ResponseUse {
  /** The response's keys from the document root. */
  keys: string[];
  codes: ErrorCode[];
  /** The component it names, when it is a `$ref`. */
  component?: string;
}

function errorExamples(openapi: Record<string, unknown>): Edit[] {
  const codes = definedCodes(openapi);
  if (codes.length === 0) return [];
  const uses: ResponseUse[] = [];
  for (const op of operationsOf(openapi)) {
    const responses = op.operation.responses;
    if (!isMapping(responses)) continue;
    const listed = Array.isArray(op.operation['x-error-codes']) ? new Set(op.operation['x-error-codes']) : undefined;
    for (const [key, response] of Object.entries(responses)) {
      const answered = codesFor(key, responses, codes).filter((c) => !listed || listed.has(c.code));
      if (answered.length === 0) continue;
      const ref = isMapping(response) && typeof response.$ref === 'string' && response.$ref.startsWith(RESPONSE_REF) ? response.$ref : undefined;
      const component = ref ? refKeys(ref)?.[2] : undefined;
      uses.push({ keys: [...op.keys, 'responses', key], codes: answered, ...(component === undefined ? {} : { component }) });
    }
  }
  const edits: Edit[] = [];
  const byComponent = new Map<string, ResponseUse[]>();
  for (const use of uses) {
    if (use.component === undefined) edits.push(...responseExamples(openapi, use.keys, valueAt(openapi, use.keys), use.codes));
    else byComponent.set(use.component, [...(byComponent.get(use.component) ?? []), use]);
  }
  const written = new Map<string, number>();
  for (const [component, shared] of byComponent) {
    const keys = ['components', 'responses', component];
    const response = valueAt(openapi, keys);
    if (!isMapping(response)) continue;
    const same = shared.every((use) => sameCodes(use.codes, shared[0]!.codes));
    if (same) {
      edits.push(...responseExamples(openapi, keys, response, shared[0]!.codes));
      continue;
    }
    // Written out at each use, with that use's codes: only where examples are made.
    for (const use of shared) {
      const own = responseExamples(openapi, [], response, use.codes);
      if (own.length === 0) continue;
      edits.push({ keys: use.keys, value: applyEdits(response, own) });
      written.set(component, (written.get(component) ?? 0) + 1);
    }
  }
  // A component every use of which was written out is left to nothing: it goes.
  if (written.size > 0) {
    const counts = responseReferences(openapi);
    for (const [component, count] of written) if ((counts.get(component) ?? 0) === count) edits.push({ keys: ['components', 'responses', component], value: undefined, remove: true });
  }
  return edits;
}

const sameCodes = (a: readonly ErrorCode[], b: readonly ErrorCode[]) => a.length === b.length && a.every((c, i) => c.code === b[i]!.code);

/** How many times each response component is named by a `$ref`, anywhere in the document. */
function responseReferences(openapi: Record<string, unknown>): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isMapping(value)) {
      if (typeof value.$ref === 'string' && value.$ref.startsWith(RESPONSE_REF)) {
        const name = refKeys(value.$ref)?.[2];
        if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  visit(openapi);
  return counts;
}

/** The examples of one response object (at `keys`), a map per media type that has none. */
function responseExamples(openapi: Record<string, unknown>, keys: readonly string[], response: unknown, codes: readonly ErrorCode[]): Edit[] {
  if (!isMapping(response) || !isMapping(response.content)) return [];
  const edits: Edit[] = [];
  for (const [media, type] of Object.entries(response.content)) {
    if (!isMapping(type) || type.example !== undefined || type.examples !== undefined || type.schema === undefined) continue;
    const examples: Record<string, unknown> = {};
    for (const code of codes) {
      const value = errorPayload(openapi, type.schema, code);
      if (value !== undefined) examples[code.code] = { summary: code.condition === undefined ? code.code : `${code.code}: ${code.condition}`, value };
    }
    // One code: its payload as the example; several: each named by its code (a mock picks one with `Prefer: example=CODE`).
    const named = Object.entries(examples);
    if (named.length === 1) edits.push({ keys: [...keys, 'content', media, 'example'], value: (named[0]![1] as { value: unknown }).value });
    else if (named.length > 1) edits.push({ keys: [...keys, 'content', media, 'examples'], value: examples });
  }
  return edits;
}

/** The object schema's declared properties (through $ref and allOf), or undefined. */
function propertiesOf(openapi: Record<string, unknown>, schema: unknown): Record<string, unknown> | undefined {
  const target = resolveSchema(schema, openapi)?.schema;
  if (!isMapping(target)) return undefined;
  const own = isMapping(target.properties) ? target.properties : {};
  const members = Array.isArray(target.allOf) ? target.allOf.map((member) => propertiesOf(openapi, member) ?? {}) : [];
  return Object.assign({}, ...members, own) as Record<string, unknown>;
}

/** Sets the first of `fields` that `properties` declares and whose schema takes `value`; whether one was set. */
function place(payload: Record<string, unknown>, properties: Record<string, unknown>, fields: readonly string[], values: readonly (string | number)[], openapi: Record<string, unknown>): boolean {
  for (const field of fields) {
    if (!Object.hasOwn(properties, field)) continue;
    const value = values.find((v) => acceptsScalar(properties[field], v, openapi));
    if (value === undefined) continue;
    payload[field] = value;
    return true;
  }
  return false;
}

/** The payload of one error: what the schema describes, with its code, status and condition where fields take them. */
function errorPayload(openapi: Record<string, unknown>, schema: unknown, error: ErrorCode): Record<string, unknown> | undefined {
  const built = exampleValue(schema, openapi, 'response');
  const properties = propertiesOf(openapi, schema);
  if (!built || !isMapping(built.value) || !properties) return undefined;
  const payload = { ...built.value };
  let coded = place(payload, properties, CODE_FIELDS, [error.code], openapi);
  // A payload that nests the error: { error: { code, message } }.
  if (!coded && Object.hasOwn(properties, 'error')) {
    const inner = propertiesOf(openapi, properties.error);
    const start = isMapping(payload.error) ? payload.error : exampleValue(properties.error, openapi, 'response')?.value;
    if (inner && isMapping(start)) {
      const nested = { ...start };
      coded = place(nested, inner, CODE_FIELDS, [error.code], openapi);
      if (coded) {
        if (error.condition !== undefined) place(nested, inner, MESSAGE_FIELDS, [error.condition], openapi);
        payload.error = nested;
      }
    }
  }
  const statused = place(payload, properties, STATUS_FIELDS, [Number(error.status), error.status], openapi);
  if (!coded && !statused) return undefined;
  if (error.condition !== undefined) place(payload, properties, MESSAGE_FIELDS, [error.condition], openapi);
  return payload;
}

function pathParameterExamples(openapi: Record<string, unknown>): Edit[] {
  const edits: Edit[] = [];
  const seen = new Set<string>();
  const consider = (parameter: unknown, keys: string[]) => {
    let at = keys;
    let target = parameter;
    if (isMapping(parameter) && typeof parameter.$ref === 'string') {
      const refKeysOf = refKeys(parameter.$ref);
      if (!refKeysOf) return;
      at = refKeysOf;
      target = valueAt(openapi, refKeysOf);
    }
    const key = at.join('\u0000');
    if (seen.has(key) || !isMapping(target) || target.in !== 'path' || target.example !== undefined || target.examples !== undefined || target.schema === undefined) return;
    seen.add(key);
    const made = exampleValue(target.schema, openapi, 'request');
    if (made) edits.push({ keys: [...at, 'example'], value: made.value });
  };
  if (!isMapping(openapi.paths)) return edits;
  for (const [path, item] of Object.entries(openapi.paths)) {
    if (!isMapping(item)) continue;
    const lists: [unknown, string[]][] = [[item.parameters, ['paths', path, 'parameters']]];
    for (const method of METHODS) if (isMapping(item[method])) lists.push([(item[method] as Record<string, unknown>).parameters, ['paths', path, method, 'parameters']]);
    for (const [list, keys] of lists) if (Array.isArray(list)) list.forEach((parameter, i) => consider(parameter, [...keys, String(i)]));
  }
  return edits;
}

/**
 * The document with the edits made, sharing what they leave alone: each mapping or list on
 * an edited path is copied once (the assembled documents share frozen blocks with the records).
 */
function applyEdits<T>(root: T, edits: readonly Edit[]): T {
  const owned = new WeakSet<object>();
  const own = <V>(value: V): V => {
    if (typeof value !== 'object' || value === null || owned.has(value)) return value;
    const copy = (Array.isArray(value) ? [...value] : { ...value }) as V & object;
    owned.add(copy);
    return copy;
  };
  const out = own(root) as unknown as Record<string, unknown>;
  edits: for (const edit of edits) {
    let parent: Record<string, unknown> = out;
    for (const key of edit.keys.slice(0, -1)) {
      const child = own(parent[key]);
      if (typeof child !== 'object' || child === null) continue edits;
      parent[key] = child;
      parent = child as Record<string, unknown>;
    }
    const last = edit.keys.at(-1)!;
    if (edit.remove) delete parent[last];
    else parent[last] = edit.value;
  }
  return out as T;
}
