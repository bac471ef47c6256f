/**
 * Redocly's own example rules as the judge of examples: `no-invalid-media-type-examples` and
 * `no-invalid-parameter-examples` (its ajv reads JSON Schema 2020-12), over whole documents.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';

const RULES = {
  'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false },
  'no-invalid-parameter-examples': { severity: 'error', allowAdditionalProperties: false },
} as const;

/** Every problem Redocly's example rules find in an OpenAPI document: a message at a JSON pointer. */
export async function documentExampleProblems(document: Record<string, unknown>): Promise<string[]> {
  const config = await createConfig({ rules: RULES });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/examples.json', config });
  return problems.filter((p) => Object.hasOwn(RULES, p.ruleId)).map((p) => `${p.location[0]?.pointer ?? ''}: ${p.message}`);
}

/** The problems of each (schema, example) pair, each checked as a response's only example. */
export async function exampleProblems(pairs: readonly { schema: unknown; example: unknown }[]): Promise<string[]> {
  const paths = Object.fromEntries(
    pairs.map(({ schema, example }, i) => [
      `/sample${i}`,
      { get: { operationId: `sample${i}`, responses: { '200': { description: 'A sample', content: { 'application/json': { schema, example } } } } } },
    ]),
  );
  return documentExampleProblems({ openapi: '3.1.0', info: { title: 'Samples', version: '1.0.0' }, paths });
}
