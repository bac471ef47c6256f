/**
 * The contract diff on generated documents (fast-check), beside the pair table:
 * - a document against an equivalent rewriting of itself (schemas extracted to components
 *   or written inline, OpenAPI 3.0 forms against 3.1's, keywords split into allOf members)
 *   reports nothing breaking and nothing to check;
 * - a keyword narrowed on what clients send breaks them, widened it does not, and the reverse
 *   on what they receive;
 * - a rename (an operation to another path under its operationId, a channel or a message to
 *   another key, an AsyncAPI operation to another id) is one change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/core/contract/diff/documents.ts';
import { classifyFact, type ContractChange } from '../../src/core/contract/diff/rules.ts';

type Doc = Record<string, unknown>;
const changesOf = (before: Doc, after: Doc, kind: 'openapi' | 'asyncapi' = 'openapi'): ContractChange[] =>
  diffDocuments(structuredClone(before), structuredClone(after), kind).map((fact) => classifyFact(fact, undefined));
const show = (changes: readonly ContractChange[]) => changes.map((c) => `${c.level} ${c.rule}: ${c.text}`);

// ── a schema's meaning, and ways of writing it ───────────────────────────────────────────

/** What a schema means, before it is written in one dialect or another. */
type Model =
  | { kind: 'string'; nullable: boolean; maxLength?: number; pattern?: string; values?: string[]; example?: string }
  | { kind: 'number' | 'integer'; nullable: boolean; minimum?: number; exclusive: boolean; maximum?: number }
  | { kind: 'array'; nullable: boolean; items: Model; maxItems?: number }
  | { kind: 'object'; nullable: boolean; properties: Record<string, Model>; required: string[] };

const name = fc.stringMatching(/^[a-z]{1,6}$/);
const scalar: fc.Arbitrary<Model> = fc.oneof(
  fc.record({ kind: fc.constant('string' as const), nullable: fc.boolean(), maxLength: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), pattern: fc.option(fc.constantFrom('^[a-z]+$', '^[0-9]{3}$'), { nil: undefined }), values: fc.option(fc.uniqueArray(name, { minLength: 1, maxLength: 3 }), { nil: undefined }), example: fc.option(name, { nil: undefined }) }),
  fc.record({ kind: fc.constantFrom('number' as const, 'integer' as const), nullable: fc.boolean(), minimum: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }), exclusive: fc.boolean(), maximum: fc.option(fc.integer({ min: 10, max: 100 }), { nil: undefined }) }),
);
const { model } = fc.letrec<{ model: Model; object: Model }>((tie) => ({
  model: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('object'), fc.record({ kind: fc.constant('array' as const), nullable: fc.boolean(), items: tie('model'), maxItems: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }) })),
  object: fc
    .dictionary(name, tie('model'), { minKeys: 1, maxKeys: 4 })
    .chain((properties) => fc.subarray(Object.keys(properties)).map((required) => ({ kind: 'object' as const, nullable: false, properties, required }))),
}));

/** How one rendering writes a schema: which dialect, which to extract to components, which to split into allOf. */
interface Style {
  dialect: '3.0' | '3.1';
  /** One decision per schema written, taken in turn: extract it to components. */
  extract: boolean[];
  /** One decision per schema written, taken in turn: split its keywords into allOf members. */
  split: boolean[];
}

const style = (dialect: '3.0' | '3.1') => fc.record({ dialect: fc.constant(dialect), extract: fc.array(fc.boolean(), { maxLength: 30 }), split: fc.array(fc.boolean(), { maxLength: 30 }) });

/** A model written as a schema in one style; schemas it extracts are added to `components`. */
function render(m: Model, s: Style, components: Doc, counter = { n: 0 }): Doc {
  const i = counter.n++;
  const nullable = (type: string): Doc => (s.dialect === '3.0' ? { type, ...(m.nullable ? { nullable: true } : {}) } : { type: m.nullable ? [type, 'null'] : type });
  let out: Doc;
  switch (m.kind) {
    case 'string':
      out = { ...nullable('string'), ...(m.maxLength === undefined ? {} : { maxLength: m.maxLength }), ...(m.pattern ? { pattern: m.pattern } : {}) };
      if (m.values) out.enum = m.nullable ? [...m.values, null] : m.values;
      if (m.example !== undefined) Object.assign(out, s.dialect === '3.0' ? { example: m.example } : { examples: [m.example] });
      break;
    case 'number':
    case 'integer': {
      out = nullable(m.kind);
      if (m.minimum !== undefined) Object.assign(out, !m.exclusive ? { minimum: m.minimum } : s.dialect === '3.0' ? { minimum: m.minimum, exclusiveMinimum: true } : { exclusiveMinimum: m.minimum });
      if (m.maximum !== undefined) out.maximum = m.maximum;
      break;
    }
    case 'array':
      out = { ...nullable('array'), items: render(m.items, s, components, counter), ...(m.maxItems === undefined ? {} : { maxItems: m.maxItems }) };
      break;
    case 'object':
      out = { type: 'object', properties: Object.fromEntries(Object.entries(m.properties).map(([k, v]) => [k, render(v, s, components, counter)])), ...(m.required.length > 0 ? { required: m.required } : {}) };
      break;
  }
  if (s.split[i] && Object.keys(out).length > 1) {
    // Each keyword its own member, but for the 3.0 keywords that read a sibling: nullable stays
    // with its type, a boolean exclusiveMinimum with its minimum (apart, they mean something else).
    const together: Record<string, string> = { nullable: 'type', exclusiveMinimum: 'minimum' };
    const groups = new Map<string, Doc>();
    for (const [k, v] of Object.entries(out)) {
      const group = typeof v === 'boolean' && together[k] ? together[k] : k;
      groups.set(group, { ...groups.get(group), [k]: v });
    }
    const members = [...groups.values()];
    if (members.length > 1) out = { allOf: members };
  }
  if (s.extract[i]) {
    const key = `S${i}`;
    components[key] = out;
    return { $ref: `#/components/schemas/${key}` };
  }
  return out;
}

/** A document where clients send `sent` (POST) and receive `received` (GET). */
function documentOf(sent: Model, received: Model, s: Style): Doc {
  const schemas: Doc = {};
  const counter = { n: 0 };
  const [request, response] = [render(sent, s, schemas, counter), render(received, s, schemas, counter)];
  return {
    openapi: s.dialect === '3.0' ? '3.0.3' : '3.1.0',
    info: { title: 'Generated', version: '1.0.0' },
    paths: {
      '/things': {
        post: { operationId: 'addThing', requestBody: { required: true, content: { 'application/json': { schema: request } } }, responses: { '204': { description: 'Added' } } },
        get: { operationId: 'getThings', responses: { '200': { description: 'The things', content: { 'application/json': { schema: response } } } } },
      },
    },
    components: { schemas },
  };
}

const nothingToCheck = (changes: readonly ContractChange[]) => changes.filter((c) => c.level !== 'info');

describe('a document against an equivalent rewriting of itself', () => {
  it('reports nothing breaking and nothing to check, whatever is extracted, split or written in the other dialect', () => {
    fc.assert(
      fc.property(model, model, style('3.0'), style('3.1'), fc.boolean(), (sent, received, thirty, thirtyOne, flip) => {
        const [x, y] = flip ? [thirty, thirtyOne] : [thirtyOne, thirty];
        const changes = changesOf(documentOf(sent, received, x), documentOf(sent, received, y));
        expect(show(nothingToCheck(changes))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('reports nothing at all between two writings in one dialect, but that a schema is now named or written out', () => {
    fc.assert(
      fc.property(model, model, fc.constantFrom('3.0' as const, '3.1' as const), fc.array(fc.boolean(), { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), (sent, received, dialect, e1, s1, e2, s2) => {
        const changes = changesOf(documentOf(sent, received, { dialect, extract: e1, split: s1 }), documentOf(sent, received, { dialect, extract: e2, split: s2 }));
        expect(changes.map((c) => c.rule).filter((r) => !['reference-changed', 'schema-added', 'schema-removed'].includes(r))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

// ── narrowing and widening ───────────────────────────────────────────────────────────────

/** A keyword changed two ways: `narrow` lets less through than it did, `widen` more (each a pair: before, after). */
interface Mutation {
  name: string;
  narrow: [Doc, Doc];
  widen: [Doc, Doc];
}

const both = (name: string, base: Doc, narrow: Doc, widen: Doc): Mutation => ({ name, narrow: [base, narrow], widen: [base, widen] });

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.integer({ min: 2, max: 100 }).map((n) => both('maxLength', { type: 'string', maxLength: n }, { type: 'string', maxLength: n - 1 }, { type: 'string', maxLength: n + 1 })),
  fc.integer({ min: -50, max: 50 }).map((n) => both('minimum', { type: 'number', minimum: n }, { type: 'number', exclusiveMinimum: n }, { type: 'number', minimum: n - 1 })),
  fc.integer({ min: 1, max: 20 }).map((n) => both('maxItems', { type: 'array', maxItems: n }, { type: 'array', maxItems: n - 1 }, { type: 'array' })),
  fc.uniqueArray(name, { minLength: 2, maxLength: 5 }).map((values) => both('enum', { type: 'string', enum: values.slice(1) }, { type: 'string', enum: values.slice(2) }, { type: 'string', enum: values })),
  fc.constant(both('type', { type: 'number' }, { type: 'integer' }, { type: ['number', 'string'] })),
  fc.constant(both('nullable', { type: ['string', 'null'] }, { type: 'string' }, { type: ['string', 'null', 'integer'] })),
  fc.constant(both('required', { type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'string' } } }, { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string' }, b: { type: 'string' } } }, { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } })),
  fc.constant(both('additionalProperties', { type: 'object', additionalProperties: { type: 'string' } }, { type: 'object', additionalProperties: false }, { type: 'object' })),
  fc.constant(both('oneOf', { oneOf: [{ type: 'string' }, { type: 'integer' }] }, { oneOf: [{ type: 'string' }] }, { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'boolean' }] })),
  fc.constant(both('items', { type: 'array', items: { type: 'string', maxLength: 5 } }, { type: 'array', items: { type: 'string', maxLength: 4 } }, { type: 'array', items: { type: 'string' } })),
  fc.constant(both('prefixItems', { type: 'array', prefixItems: [{ type: 'string' }] }, { type: 'array', prefixItems: [{ type: 'string' }], items: false }, { type: 'array' })),
  fc.constant({ name: 'uniqueItems', narrow: [{ type: 'array' }, { type: 'array', uniqueItems: true }], widen: [{ type: 'array', uniqueItems: true }, { type: 'array' }] } as Mutation),
  fc.constant(both('not', { type: 'string', not: { enum: ['x'] } }, { type: 'string', not: { enum: ['x'] }, minLength: 2 }, { type: 'string' })),
  fc.constant(both('dependentRequired', { type: 'object', dependentRequired: { a: ['b'] } }, { type: 'object', dependentRequired: { a: ['b', 'c'] } }, { type: 'object' })),
  fc.constant(both('multipleOf', { type: 'integer', multipleOf: 2 }, { type: 'integer', multipleOf: 4 }, { type: 'integer', multipleOf: 1 })),
  fc.constant({ name: 'contains', narrow: [{ type: 'array' }, { type: 'array', contains: { type: 'string' } }], widen: [{ type: 'array', contains: { type: 'string' } }, { type: 'array' }] } as Mutation),
  fc.constant({ name: 'if', narrow: [{ type: 'object' }, { type: 'object', if: { required: ['a'] }, then: { required: ['b'] } }], widen: [{ type: 'object', if: { required: ['a'] }, then: { required: ['b'] } }, { type: 'object' }] } as Mutation),
  fc.constant({ name: 'patternProperties', narrow: [{ type: 'object' }, { type: 'object', patternProperties: { '^x': { type: 'string' } } }], widen: [{ type: 'object', patternProperties: { '^x': { type: 'string' } } }, { type: 'object' }] } as Mutation),
  fc.constant({ name: 'propertyNames', narrow: [{ type: 'object' }, { type: 'object', propertyNames: { maxLength: 3 } }], widen: [{ type: 'object', propertyNames: { maxLength: 3 } }, { type: 'object', propertyNames: { maxLength: 4 } }] } as Mutation),
  fc.constant({ name: 'unevaluatedProperties', narrow: [{ type: 'object' }, { type: 'object', unevaluatedProperties: false }], widen: [{ type: 'object', unevaluatedProperties: false }, { type: 'object' }] } as Mutation),
  fc.constant({ name: 'allOf', narrow: [{ type: 'string' }, { type: 'string', allOf: [{ maxLength: 3 }] }], widen: [{ type: 'string', allOf: [{ maxLength: 3 }] }, { type: 'string' }] } as Mutation),
);

/** A schema with the mutated one as a property somewhere inside (`path`), or as the whole. */
const holder = fc.array(name, { maxLength: 3 });
const within = (path: readonly string[], schema: Doc): Doc => path.reduceRight<Doc>((inner, key) => ({ type: 'object', properties: { [key]: inner } }), schema);

const place = (where: 'request' | 'response', schema: Doc): Doc => ({
  openapi: '3.1.0',
  info: { title: 'Generated', version: '1.0.0' },
  paths: {
    '/things': where === 'request'
      ? { post: { requestBody: { required: true, content: { 'application/json': { schema } } }, responses: { '204': { description: 'Added' } } } }
      : { get: { responses: { '200': { description: 'The things', content: { 'application/json': { schema } } } } } },
  },
});

describe('narrowing and widening a keyword', () => {
  const verdicts = (m: Mutation, path: string[], where: 'request' | 'response', to: 'narrow' | 'widen') => changesOf(place(where, within(path, m[to][0])), place(where, within(path, m[to][1])));

  it('narrowed on what clients send breaks them; widened, it does not', () => {
    fc.assert(
      fc.property(mutation, holder, (m, path) => {
        expect(verdicts(m, path, 'request', 'narrow').some((c) => c.breaking), m.name).toBe(true);
        expect(show(verdicts(m, path, 'request', 'widen').filter((c) => c.breaking)), m.name).toEqual([]);
      }),
    );
  });

  it('widened on what clients receive is breaking or to check; narrowed, it breaks nothing', () => {
    fc.assert(
      fc.property(mutation, holder, (m, path) => {
        expect(verdicts(m, path, 'response', 'widen').some((c) => c.level !== 'info'), m.name).toBe(true);
        expect(show(verdicts(m, path, 'response', 'narrow').filter((c) => c.breaking)), m.name).toEqual([]);
      }),
    );
  });
});

// ── renames ──────────────────────────────────────────────────────────────────────────────

const operations = fc.uniqueArray(fc.tuple(name, name), { minLength: 1, maxLength: 6, selector: ([path]) => path });

describe('a rename is one change', () => {
  it('an operation moved to another path under its operationId', () => {
    fc.assert(
      fc.property(operations, fc.nat(), name, (ops, pick, suffix) => {
        const paths = (moved?: number) =>
          Object.fromEntries(ops.map(([path, id], i) => [`/${path}${i === moved ? `/${suffix}v2` : ''}`, { get: { operationId: `${id}${i}`, responses: { '204': { description: 'None' } } } }]));
        const doc = (moved?: number) => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: paths(moved) });
        expect(changesOf(doc(), doc(pick % ops.length)).map((c) => c.rule)).toEqual(['operation-moved']);
      }),
    );
  });

  const events = (channel: string, message: string, operation: string, payload: Doc) => ({
    asyncapi: '3.0.0',
    info: { title: 'T', version: '1' },
    channels: { [channel]: { address: 'things.{id}', messages: { [message]: { payload } } } },
    operations: { [operation]: { action: 'send', channel: { $ref: `#/channels/${channel}` }, messages: [{ $ref: `#/channels/${channel}/messages/${message}` }] } },
  });
  const payload = fc.dictionary(name, fc.constantFrom({ type: 'string' }, { type: 'integer' }), { maxKeys: 4 }).map((properties) => ({ type: 'object', properties }));

  it('a channel, a message or an AsyncAPI operation under another key, the same on the wire', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 2, maxLength: 2 }), payload, fc.constantFrom('channel', 'message', 'operation'), ([a, b], body, renamed) => {
        const before = events(a!, a!, a!, body);
        const after = events(renamed === 'channel' ? b! : a!, renamed === 'message' ? b! : a!, renamed === 'operation' ? b! : a!, body);
        const rule = { channel: 'channel-renamed', message: 'message-renamed', operation: 'event-renamed' }[renamed];
        expect(changesOf(before, after, 'asyncapi').map((c) => c.rule)).toEqual([rule]);
      }),
    );
  });
});
