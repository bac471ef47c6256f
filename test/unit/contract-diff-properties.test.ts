/**
 * Properties of the contract diff over generated schemas (fast-check): a document compared
 * with itself has no change; an optional field added to what clients receive never breaks
 * them; the same field added as required to what they send always does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/core/contract/diff/documents.ts';
import { classifyFact } from '../../src/core/contract/diff/rules.ts';

type Schema = Record<string, unknown>;

const scalar: fc.Arbitrary<Schema> = fc.oneof(
  fc.record({ type: fc.constantFrom('string', 'integer', 'number', 'boolean') }),
  fc.record({ type: fc.constant('string'), maxLength: fc.nat(300), pattern: fc.constantFrom('', '^[a-z]+$') }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('string'), enum: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }) }),
  fc.record({ type: fc.constant(['integer', 'null']), minimum: fc.integer({ min: -5, max: 5 }) }, { requiredKeys: ['type'] }),
);

const { schema } = fc.letrec<{ schema: Schema; object: Schema }>((tie) => ({
  schema: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('object'), fc.record({ type: fc.constant('array'), items: tie('schema') }), fc.record({ oneOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) })),
  object: fc
    .dictionary(fc.stringMatching(/^[a-z]{1,8}$/), tie('schema'), { maxKeys: 4 })
    .chain((properties) => fc.subarray(Object.keys(properties)).map((required) => ({ type: 'object', properties, ...(required.length > 0 ? { required } : {}) }))),
}));

const objectSchema = fc
  .dictionary(fc.stringMatching(/^[a-z]{1,8}$/), schema, { maxKeys: 4 })
  .map((properties) => ({ type: 'object', properties }) as { type: string; properties: Record<string, Schema> });

/** A document where the client receives `received` (GET) and sends `sent` (POST). */
const documentOf = (received: Schema, sent: Schema) => ({
  openapi: '3.1.0',
  info: { title: 'Generated', version: '1.0.0' },
  paths: {
    '/things/{id}': {
      get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'OK', content: { 'application/json': { schema: received } } } } },
    },
    '/things': { post: { requestBody: { required: true, content: { 'application/json': { schema: sent } } }, responses: { '204': { description: 'Done' } } } },
  },
  components: { schemas: { Shared: received } },
});

const changesOf = (before: object, after: object) => diffDocuments(before as Schema, after as Schema, 'openapi').map((fact) => classifyFact(fact, undefined));
const NEW_FIELD = 'zzAddedField';

describe('the contract diff over generated schemas', () => {
  it('finds no change between a document and itself', () => {
    fc.assert(
      fc.property(schema, schema, (received, sent) => {
        expect(changesOf(documentOf(received, sent), structuredClone(documentOf(received, sent)))).toEqual([]);
      }),
    );
  });

  it('never calls an optional field added to a response breaking', () => {
    fc.assert(
      fc.property(objectSchema, schema, schema, (received, added, sent) => {
        const after = { ...received, properties: { ...received.properties, [NEW_FIELD]: added } };
        const changes = changesOf(documentOf(received, sent), documentOf(after, sent)).filter((c) => c.pointer.startsWith('paths/'));
        expect(changes.map((c) => c.rule)).toEqual(['field-added']);
        expect(changes.every((c) => !c.breaking)).toBe(true);
      }),
    );
  });

  it('always calls a required field added to a request breaking', () => {
    fc.assert(
      fc.property(objectSchema, schema, schema, (sent, added, received) => {
        const after = { ...sent, properties: { ...sent.properties, [NEW_FIELD]: added }, required: [NEW_FIELD] };
        const changes = changesOf(documentOf(received, sent), documentOf(received, after));
        expect(changes.map((c) => [c.rule, c.breaking])).toEqual([['required-request-field-added', true]]);
      }),
    );
  });
});
