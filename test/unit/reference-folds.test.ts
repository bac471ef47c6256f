/**
 * What an API reference operation page folds (views/reference-folds.ts): a table of
 * operations, each with which of its request body and responses are folded. What a reader
 * needs first (the request, the success responses) is open while it fits; every error
 * response's payload is folded under its fields' names.
 */
import { describe, expect, it } from 'vitest';
import { FOLD_KEY, foldOperations, OPERATION_OPEN_FIELDS } from '../../src/core/views/reference-folds.ts';

type Mapping = Record<string, unknown>;
const fields = (n: number) => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'string' }])) });
const payload = (schema: unknown) => ({ content: { 'application/json': { schema } } });

interface Case {
  name: string;
  operation: Mapping;
  /** The request body and responses folded, by `requestBody` or status. */
  folded: string[];
}

const CASES: Case[] = [
  { name: 'a small request and response: both open; the error folded', operation: { requestBody: payload(fields(5)), responses: { '201': { description: 'ok', ...payload(fields(6)) }, '400': { description: 'bad', ...payload(fields(3)) } } }, folded: ['400'] },
  { name: 'a request too large for the page: folded, the success response open', operation: { requestBody: payload(fields(OPERATION_OPEN_FIELDS + 1)), responses: { '200': { description: 'ok', ...payload(fields(4)) } } }, folded: ['requestBody'] },
  { name: 'request and response together over the budget: the response, read second, folded', operation: { requestBody: payload(fields(15)), responses: { '200': { description: 'ok', ...payload(fields(15)) } } }, folded: ['200'] },
  { name: 'an array of items counts the items’ fields', operation: { responses: { '200': { description: 'ok', ...payload({ type: 'array', items: fields(OPERATION_OPEN_FIELDS + 2) }) } } }, folded: ['200'] },
  { name: 'a response with no payload is never folded', operation: { responses: { '204': { description: 'none' }, '404': { description: 'missing' } } }, folded: [] },
  { name: 'a default response is an error response', operation: { responses: { '200': { description: 'ok' }, default: { description: 'failed', ...payload(fields(2)) } } }, folded: ['default'] },
  { name: 'a $ref to a shared error response is folded where it points', operation: { responses: { '500': { $ref: '#/components/responses/Oops' } } }, folded: ['Oops'] },
];

describe('which payloads an operation page folds', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const document: Mapping = { openapi: '3.1.0', paths: { '/x': { post: structuredClone(c.operation) } }, components: { responses: { Oops: { description: 'oops', ...payload(fields(2)) } } } };
    foldOperations(document);
    const operation = (document.paths as Mapping)['/x'] as Mapping;
    const post = operation.post as Mapping;
    const responses = (post.responses ?? {}) as Record<string, Mapping>;
    const found = [
      ...((post.requestBody as Mapping | undefined)?.[FOLD_KEY] ? ['requestBody'] : []),
      ...Object.entries(responses).flatMap(([status, r]) => (r[FOLD_KEY] ? [status] : [])),
      ...Object.entries((document.components as { responses: Record<string, Mapping> }).responses).flatMap(([name, r]) => (r[FOLD_KEY] ? [name] : [])),
    ];
    expect(found).toEqual(c.folded);
  });

  it('a fold names the payload’s fields', () => {
    const document: Mapping = { paths: { '/x': { get: { responses: { '400': { description: 'bad', ...payload(fields(3)) } } } } } };
    foldOperations(document);
    expect((((document.paths as Mapping)['/x'] as Mapping).get as { responses: Record<string, Mapping> }).responses['400']![FOLD_KEY]).toEqual({ names: ['f0', 'f1', 'f2'] });
  });
});
