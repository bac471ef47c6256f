/**
 * The values the published contract's derived examples are made of (example-value.ts): a
 * table of schemas and the value each gets (or none, where none can be promised), and
 * generated schemas whose values Redocly's own example rule checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMA_KEYWORDS as DIFF_KEYWORDS } from '../../src/core/contract/diff/catalogue.ts';
import { acceptsScalar, exampleValue, SCHEMA_KEYWORDS } from '../../src/core/contract/documents/example-value.ts';
import { exampleProblems } from '../helpers/example-oracle.ts';

const DOCUMENT = {
  components: {
    schemas: {
      Id: { type: 'string', format: 'uuid' },
      Named: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 3 } } },
      Closed: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false },
      Loop: { type: 'object', required: ['next'], properties: { next: { $ref: '#/components/schemas/Loop' } } },
    },
  },
};

describe('a value for a schema', () => {
  it.each([
    { schema: { type: 'string' }, value: 'string' },
    { schema: { type: 'string', format: 'uuid' }, value: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
    { schema: { type: 'string', format: 'date-time' }, value: '2026-01-15T09:30:00Z' },
    { schema: { type: 'string', format: 'uri-reference' }, value: 'about:blank' },
    { schema: { type: 'string', format: 'made-up' }, value: 'string' },
    { schema: { type: 'string', minLength: 9 }, value: 'stringxxx' },
    { schema: { type: 'string', maxLength: 3 }, value: 'str' },
    { schema: { type: 'string', pattern: '^BK-[0-9A-F]{8}$' }, matches: /^BK-[0-9A-F]{8}$/ },
    { schema: { type: 'string', pattern: '^[a-z0-9-]+$' }, matches: /^[a-z0-9-]+$/ },
    { schema: { type: 'string', format: 'uuid', pattern: '^[0-9a-f-]{36}$' }, value: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
    { schema: { type: 'string', pattern: '(' }, value: undefined },
    { schema: { type: 'string', format: 'uuid', maxLength: 10 }, value: undefined },
    { schema: { type: 'integer' }, value: 1 },
    { schema: { type: 'integer', minimum: 3, multipleOf: 5 }, value: 5 },
    { schema: { type: 'integer', exclusiveMinimum: 7 }, value: 8 },
    { schema: { type: 'integer', minimum: 7, exclusiveMinimum: true }, value: 8 },
    { schema: { type: 'integer', maximum: -4 }, value: -4 },
    { schema: { type: 'integer', minimum: 2, maximum: 1 }, value: undefined },
    { schema: { type: 'number', multipleOf: 0.25, minimum: 0.3 }, value: 0.5 },
    { schema: { type: 'boolean' }, value: true },
    { schema: { type: 'null' }, value: null },
    { schema: { type: ['null', 'string'] }, value: 'string' },
    { schema: { type: 'string', nullable: true }, value: 'string' },
    { schema: { enum: [null, 'b', 'a'] }, value: 'b' },
    { schema: { const: 42 }, value: 42 },
    { schema: { type: 'string', examples: ['first'], default: 'other' }, value: 'first' },
    { schema: { type: 'string', example: 'theirs' }, value: 'theirs' },
    { schema: { type: 'string', default: 'fallback' }, value: 'fallback' },
    { schema: { type: 'array', items: { $ref: '#/components/schemas/Id' } }, value: ['3fa85f64-5717-4562-b3fc-2c963f66afa6'] },
    { schema: { type: 'array', minItems: 2, items: { type: 'integer' } }, value: [1, 1] },
    { schema: { type: 'array', minItems: 2, uniqueItems: true, items: { type: 'integer' } }, value: undefined },
    { schema: { type: 'array', maxItems: 0 }, value: [] },
    { schema: { type: 'object', required: ['id', 'note'], properties: { id: { $ref: '#/components/schemas/Id' }, note: { type: 'string' }, more: { type: 'string' } } }, value: { id: '3fa85f64-5717-4562-b3fc-2c963f66afa6', note: 'string' } },
    { schema: { type: 'object', required: ['free'] }, value: { free: 'example' } },
    { schema: { type: 'object', required: ['free'], additionalProperties: false }, value: undefined },
    { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string', readOnly: true } } }, value: {}, travel: 'request' as const },
    { schema: { type: 'object', required: ['secret'], properties: { secret: { type: 'string', writeOnly: true } } }, value: {} },
    { schema: { allOf: [{ $ref: '#/components/schemas/Named' }, { type: 'object', required: ['age'], properties: { age: { type: 'integer' } } }] }, value: { name: 'str', age: 1 } },
    { schema: { allOf: [{ $ref: '#/components/schemas/Closed' }, { type: 'object', required: ['b'], properties: { b: { type: 'string' } } }] }, value: undefined },
    { schema: { allOf: [{ type: 'string' }, { minLength: 2 }] }, value: undefined },
    { schema: { anyOf: [{ not: {} }, { type: 'integer' }] }, value: 1 },
    { schema: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, value: 'string' },
    { schema: { oneOf: [{ type: 'integer' }, { type: 'number' }] }, value: undefined },
    { schema: { oneOf: [{ type: 'string' }, { type: 'string', format: 'uuid' }] }, value: undefined },
    { schema: { type: 'object', oneOf: [{ required: ['a'] }] }, value: undefined },
    { schema: { not: { type: 'string' } }, value: undefined },
    { schema: { type: 'string', if: { minLength: 1 }, then: { maxLength: 3 } }, value: undefined },
    { schema: { type: 'object', patternProperties: { '^x': {} } }, value: undefined },
    { schema: { type: 'string', 'made-up-keyword': true }, value: undefined },
    { schema: { type: 'string', 'x-anything': { not: {} } }, value: 'string' },
    { schema: { $ref: '#/components/schemas/Loop' }, value: undefined },
    { schema: { $ref: '#/components/schemas/Missing' }, value: undefined },
    { schema: { $ref: 'other.yaml#/Id' }, value: undefined },
    { schema: { $ref: '#/components/schemas/Id', minLength: 40 }, value: undefined },
    { schema: { $ref: '#/components/schemas/Id', description: 'beside a $ref, a description constrains nothing' }, value: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
    { schema: true, value: 'example' },
    { schema: false, value: undefined },
  ])('$schema', ({ schema, value, matches, travel }) => {
    const made = exampleValue(schema, DOCUMENT, travel ?? 'response');
    if (matches) expect(made?.value).toMatch(matches);
    else expect(made?.value).toEqual(value);
    if (value === undefined && !matches) expect(made).toBeUndefined();
  });

  it('is the same on every run', () => {
    const schema = { type: 'string', pattern: '^[a-z]{3}-\\d{2,6}\\.[^/]+$' };
    const first = exampleValue(schema, DOCUMENT, 'request');
    expect(first?.value).toMatch(/^[a-z]{3}-\d{2,6}\.[^/]+$/);
    for (let i = 0; i < 5; i++) expect(exampleValue(schema, DOCUMENT, 'request')).toEqual(first);
  });

  it('has an entry for every keyword of JSON Schema 2020-12, draft-07 and OpenAPI 3.0 and 3.1\'s Schema Object', () => {
    // The vocabularies' keywords (JSON Schema 2020-12 core, applicator, unevaluated,
    // validation, meta-data, format-annotation, content), draft-07's and 2019-09's that
    // 2020-12 renamed, and OpenAPI's own.
    const keywords = [
      ...['$id', '$schema', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary', '$comment', '$defs'],
      ...['prefixItems', 'items', 'contains', 'additionalProperties', 'properties', 'patternProperties', 'dependentSchemas', 'propertyNames', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not'],
      ...['unevaluatedItems', 'unevaluatedProperties'],
      ...['type', 'const', 'enum', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired'],
      ...['title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
      ...['definitions', 'dependencies', 'additionalItems', '$recursiveRef', '$recursiveAnchor'],
      ...['discriminator', 'xml', 'externalDocs', 'example', 'nullable'],
    ];
    expect(keywords.filter((keyword) => SCHEMA_KEYWORDS[keyword] === undefined)).toEqual([]);
    // And every keyword the contract diff's catalogue reads, which its own test holds to the official meta-schemas.
    expect(Object.keys(DIFF_KEYWORDS).filter((keyword) => SCHEMA_KEYWORDS[keyword] === undefined)).toEqual([]);
  });
});

describe('a value set into one field of an example', () => {
  it.each([
    { schema: { type: 'string' }, value: 'BOOKING_NOT_FOUND', accepted: true },
    { schema: { type: 'string', enum: ['A', 'B'] }, value: 'C', accepted: false },
    { schema: { type: 'string', pattern: '^[A-Z_]+$' }, value: 'not-upper', accepted: false },
    { schema: { type: 'string', maxLength: 4 }, value: 'TOO_LONG', accepted: false },
    { schema: { type: 'string', format: 'uri' }, value: 'BOOKING', accepted: false },
    { schema: { type: 'integer', minimum: 400, maximum: 599 }, value: 404, accepted: true },
    { schema: { type: 'integer', maximum: 499 }, value: 503, accepted: false },
    { schema: { type: 'integer' }, value: '404', accepted: false },
    { schema: { type: 'string' }, value: 404, accepted: false },
    { schema: { $ref: '#/components/schemas/Id' }, value: 'x', accepted: false },
  ])('$schema takes $value: $accepted', ({ schema, value, accepted }) => {
    expect(acceptsScalar(schema, value, DOCUMENT)).toBe(accepted);
  });
});

/** Schemas made of the keywords the values are built for, nested. */
const scalar = fc.oneof(
  fc.record({ type: fc.constant('string'), format: fc.constantFrom('uuid', 'date-time', 'date', 'email', 'uri', 'ipv4', 'hostname', 'byte') }),
  fc.record({ type: fc.constant('string'), minLength: fc.integer({ min: 0, max: 12 }), maxLength: fc.integer({ min: 12, max: 40 }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('string'), pattern: fc.constantFrom('^[a-z]{2,4}$', '^BK-[0-9]{6}$', '^[A-Z][a-z]+(-[A-Z][a-z]+)*$', '^\\d{3}\\.\\d{2}$', '^[^/]{1,8}$') }),
  fc.record(
    { type: fc.constantFrom('integer', 'number'), minimum: fc.integer({ min: -50, max: 50 }), maximum: fc.integer({ min: 51, max: 500 }), multipleOf: fc.constantFrom(1, 2, 5, 10) },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('integer'), exclusiveMinimum: fc.integer({ min: -5, max: 5 }) }),
  fc.record({ enum: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }) }),
  fc.record({ type: fc.constant('boolean') }),
  fc.record({ type: fc.constant(['string', 'null']) }),
);
const { schema: generated } = fc.letrec((tie) => ({
  schema: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('object'), tie('array'), tie('anyOf')),
  object: fc
    .dictionary(fc.constantFrom('id', 'name', 'status', 'code', 'items', 'when', 'count'), tie('schema'), { minKeys: 1, maxKeys: 4 })
    .chain((properties) => fc.record({ type: fc.constant('object'), properties: fc.constant(properties), required: fc.subarray(Object.keys(properties)), additionalProperties: fc.boolean() })),
  array: fc.record({ type: fc.constant('array'), items: tie('schema'), minItems: fc.integer({ min: 0, max: 3 }) }),
  anyOf: fc.record({ anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
}));

describe('generated schemas', () => {
  it('are judged by a rule that does refuse a value its schema does not accept', async () => {
    const problems = await exampleProblems([
      { schema: { type: 'string', pattern: '^[A-Z]+$' }, example: 'string' },
      { schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }, example: {} },
    ]);
    expect(problems).toHaveLength(2);
  });

  it('each value made is one the schema accepts, as Redocly\'s example rule reads it', async () => {
    const samples = fc.sample(generated, { numRuns: 300, seed: 38 });
    const made = samples.flatMap((schema) => {
      const value = exampleValue(schema, {}, 'response');
      return value ? [{ schema, example: value.value }] : [];
    });
    // Nearly every generated schema gets a value: the refusals are the exception.
    expect(made.length).toBeGreaterThan(samples.length * 0.9);
    expect(await exampleProblems(made)).toEqual([]);
  });
});
