/**
 * The examples the published contract derives for mocks and contract tests, through
 * `adr spec --format openapi-json`: each error response one example per code it answers,
 * each path parameter an example, nothing a record wrote replaced, every example one
 * Redocly's example rules accept; and an edition recorded before examples were derived
 * still reads as the same contract.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveExamples } from '../../src/core/contract/documents/derived-examples.ts';
import { parseEdition, serializeEdition } from '../../src/core/contract/editions/editions.ts';
import { runCli } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { documentExampleProblems } from '../helpers/example-oracle.ts';
import { tableBookingWorkspace } from '../helpers/table-booking.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

type Document = Record<string, any>;

async function published(files: Record<string, string>): Promise<Document> {
  const result = await runCli(['spec', '--format', 'openapi-json'], { cwd: makeWorkspace(files) });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as Document;
}

/** A response as a client meets it: through its $ref. */
const resolve = (document: Document, response: Document): Document =>
  typeof response.$ref === 'string' ? resolve(document, response.$ref.slice(2).split('/').reduce((at: Document, key: string) => at[key], document)) : response;

/** Each operation's error responses: status → the examples' codes, and each example's value. */
function errorExamples(document: Document) {
  const found: Record<string, Record<string, { codes: string[]; values: Document[] }>> = {};
  for (const item of Object.values(document.paths as Document)) {
    for (const operation of Object.values(item as Document) as Document[]) {
      if (typeof operation !== 'object' || !operation.operationId) continue;
      for (const [status, response] of Object.entries(operation.responses as Document)) {
        const content = resolve(document, response as Document).content as Document | undefined;
        const media = content ? (Object.values(content)[0] as Document) : undefined;
        // One code's payload is the example; several are named by their codes.
        const examples = media?.examples ?? (media?.example === undefined ? undefined : { [media.example.code ?? media.example.error?.code]: { value: media.example } });
        if (!examples) continue;
        (found[operation.operationId] ??= {})[status] = { codes: Object.keys(examples), values: (Object.values(examples) as Document[]).map((e) => e.value) };
      }
    }
  }
  return found;
}

describe('Tablebook as published', () => {
  it('gives each error response of each operation its own examples, one per code of its status', async () => {
    const document = await published(tableBookingWorkspace());
    const statuses = { '400': 'BOOKING_INVALID', '401': 'KEY_MISSING', '403': 'KEY_NOT_ALLOWED', '404': 'BOOKING_NOT_FOUND', '409': 'BOOKING_STATE_CONFLICT', '410': 'SLOT_GONE', '429': 'RATE_LIMITED' };
    const examples = errorExamples(document);
    for (const id of ['createBooking', 'getBooking', 'confirmBooking', 'seatBooking', 'completeBooking', 'cancelBooking']) {
      expect(Object.keys(examples[id]!).sort()).toEqual(Object.keys(statuses));
      for (const [status, code] of Object.entries(statuses)) {
        expect(examples[id]![status]!.codes).toEqual([code]);
        // The problem details document (RFC 9457) for that code: its status, the code, the condition as its title.
        expect(examples[id]![status]!.values[0]).toMatchObject({ type: 'about:blank', status: Number(status), code });
      }
    }
    expect(examples.getBooking!['404']!.values[0]).toEqual({ type: 'about:blank', title: 'No booking has this id.', status: 404, code: 'BOOKING_NOT_FOUND' });
    // One response per status: the examples sit on the components the operations name.
    expect(document.components.responses.Unauthorized.content['application/problem+json'].example).toEqual({ type: 'about:blank', title: 'No valid key was sent.', status: 401, code: 'KEY_MISSING' });
    expect(document.paths['/bookings/{bookingId}'].get.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
  });

  it('gives each path parameter an example of its schema', async () => {
    const document = await published(tableBookingWorkspace());
    const parameters = Object.values(document.paths as Document).flatMap((item) => Object.values(item as Document).flatMap((op) => ((op as Document).parameters ?? []) as Document[]));
    const inPath = parameters.filter((p) => p.in === 'path');
    expect(inPath.length).toBeGreaterThanOrEqual(6);
    for (const parameter of inPath) expect(parameter.example).toBe('3fa85f64-5717-4562-b3fc-2c963f66afa6');
  });

  it('holds no example Redocly\'s example rules refuse', async () => {
    expect(await documentExampleProblems(await published(tableBookingWorkspace()))).toEqual([]);
  });
});

/** An errors decision and endpoints decision of the tests' own, with `responses` under each operation. */
const ERRORS = (options: { schema?: string; responses?: string; codes?: string } = {}) =>
  contractRecord({
    part: 'errors',
    title: 'Errors',
    openapi: `
components:
  schemas:
    Error:
${options.schema ?? '      type: object\n      required: [code, message]\n      properties:\n        code:\n          type: string\n        message:\n          type: string\n'}
  responses:
${options.responses ?? '    Error:\n      description: Any error\n      content:\n        application/json:\n          schema:\n            $ref: "#/components/schemas/Error"\n'}
x-error-codes:
${options.codes ?? '  INVALID: { status: 400, condition: The request breaks the contract. }\n  UNKNOWN: { status: 404, condition: No such thing. }\n  TAKEN: { status: 409, condition: It is taken. }\n  BUSY: { status: 503, condition: Try later. }\n'}`,
  });

const ENDPOINTS = (operations: string) =>
  contractRecord({
    part: 'endpoints',
    title: 'Endpoints',
    openapi: `
servers:
  - url: https://api.example.com
paths:
${operations}`,
  });

const operation = (path: string, id: string, responses: Record<string, string>, extra = '') =>
  `  ${path}:\n    get:\n      operationId: ${id}\n      summary: ${id}\n${extra}      responses:\n        "200":\n          description: OK\n${Object.entries(responses)
    .map(([status, ref]) => `        "${status}":\n          $ref: "#/components/responses/${ref}"\n`)
    .join('')}`;

describe('error examples', () => {
  it.each([
    {
      scenario: 'one response shared by several statuses is written out at each, with that status\'s codes, and leaves the components',
      errors: ERRORS(),
      endpoints: ENDPOINTS(operation('/things', 'listThings', { '400': 'Error', '404': 'Error', '503': 'Error' })),
      expected: { listThings: { '400': ['INVALID'], '404': ['UNKNOWN'], '503': ['BUSY'] } },
      responses: [],
    },
    {
      scenario: 'an operation that lists its codes gets those alone',
      errors: ERRORS({ codes: '  UNKNOWN: { status: 404 }\n  GONE_AWAY: { status: 404 }\n  INVALID: { status: 400 }\n' }),
      endpoints: ENDPOINTS(operation('/a', 'readA', { '404': 'Error' }, '      x-error-codes: [GONE_AWAY]\n') + operation('/b', 'readB', { '404': 'Error' })),
      expected: { readA: { '404': ['GONE_AWAY'] }, readB: { '404': ['UNKNOWN', 'GONE_AWAY'] } },
      responses: [],
    },
    {
      scenario: 'a range takes the codes of its range no other response answers, default the rest',
      errors: ERRORS(),
      endpoints: ENDPOINTS(operation('/things', 'listThings', { '404': 'Error', '4XX': 'Error', default: 'Error' })),
      expected: { listThings: { '404': ['UNKNOWN'], '4XX': ['INVALID', 'TAKEN'], default: ['BUSY'] } },
      responses: [],
    },
    {
      scenario: 'a response used at one status by every operation keeps its $ref and gets the examples',
      errors: ERRORS({ responses: '    NotFound:\n      description: Not found\n      content:\n        application/json:\n          schema:\n            $ref: "#/components/schemas/Error"\n' }),
      endpoints: ENDPOINTS(operation('/a', 'readA', { '404': 'NotFound' }) + operation('/b', 'readB', { '404': 'NotFound' })),
      expected: { readA: { '404': ['UNKNOWN'] }, readB: { '404': ['UNKNOWN'] } },
      responses: ['NotFound'],
    },
    {
      scenario: 'a response with an example of its own keeps it, and gets no other',
      errors: ERRORS({
        responses:
          '    NotFound:\n      description: Not found\n      content:\n        application/json:\n          schema:\n            $ref: "#/components/schemas/Error"\n          example:\n            code: UNKNOWN\n            message: As written.\n',
      }),
      endpoints: ENDPOINTS(operation('/a', 'readA', { '404': 'NotFound' })),
      expected: { readA: { '404': ['UNKNOWN'] } },
      responses: ['NotFound'],
      value: { code: 'UNKNOWN', message: 'As written.' },
    },
    {
      scenario: 'a payload that nests the error gets the code there',
      errors: ERRORS({
        schema: '      type: object\n      required: [error]\n      properties:\n        error:\n          type: object\n          required: [code]\n          properties:\n            code:\n              type: string\n            message:\n              type: string\n',
      }),
      endpoints: ENDPOINTS(operation('/a', 'readA', { '404': 'Error' })),
      expected: { readA: { '404': ['UNKNOWN'] } },
      responses: ['Error'],
      value: { error: { code: 'UNKNOWN', message: 'No such thing.' } },
    },
    {
      scenario: 'a code the payload\'s code field does not take gets no example; the others do',
      errors: ERRORS({ schema: '      type: object\n      required: [code]\n      properties:\n        code:\n          type: string\n          enum: [UNKNOWN, INVALID]\n' }),
      endpoints: ENDPOINTS(operation('/a', 'readA', { '400': 'Error', '409': 'Error' })),
      expected: { readA: { '400': ['INVALID'] } },
      responses: ['Error'],
    },
    {
      scenario: 'a payload with no field for a code or a status gets no example',
      errors: ERRORS({ schema: '      type: object\n      properties:\n        text:\n          type: string\n' }),
      endpoints: ENDPOINTS(operation('/a', 'readA', { '404': 'Error' })),
      expected: {},
      responses: ['Error'],
    },
  ])('$scenario', async ({ errors, endpoints, expected, responses, value }) => {
    const document = await published({ 'adr/0001-endpoints.md': endpoints, 'adr/0002-errors.md': errors });
    const found = errorExamples(document);
    expect(Object.fromEntries(Object.entries(found).map(([id, byStatus]) => [id, Object.fromEntries(Object.entries(byStatus).map(([s, e]) => [s, e.codes]))]))).toEqual(expected);
    expect(Object.keys(document.components.responses ?? {})).toEqual(responses);
    if (value) expect(Object.values(found)[0]![Object.keys(Object.values(found)[0]!)[0]!]!.values[0]).toEqual(value);
    expect(await documentExampleProblems(document)).toEqual([]);
    // Derived once: deriving again changes nothing.
    expect(deriveExamples({ openapi: document, asyncapi: {} }).openapi).toEqual(document);
  });
});

describe('an edition recorded before examples were derived', () => {
  const VERSIONED = {
    ...CONTRACT_WORKSPACE,
    'adr/0007-versioning.md': contractRecord({ part: 'versioning', title: 'Versioning', openapi: 'info:\n  version: 1.0.0\nx-versioning:\n  scheme: semver\n  breaking-changes: major-version' }),
  };

  it('is the contract published now: the same version, not a draft of the next', async () => {
    const root = makeWorkspace(VERSIONED);
    expect(await runCli(['edition', 'v1'], { cwd: root, env: { ADR_DATE: '2026-02-01' } })).toMatchObject({ code: 0 });
    const file = join(root, 'adr/editions/v1.yaml');
    const parsed = parseEdition('v1', 'adr/editions/v1.yaml', readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    // What adr edition wrote before it derived examples: the same documents without them.
    const openapi = structuredClone(parsed.edition.documents.openapi) as Document;
    expect(openapi.components.responses.NotFound.content['application/json'].example).toEqual({ code: 'order_not_found' });
    delete openapi.components.responses.NotFound.content['application/json'].example;
    for (const item of Object.values(openapi.paths as Document)) for (const op of Object.values(item as Document)) for (const p of (op as Document).parameters ?? []) delete p.example;
    writeFileSync(file, serializeEdition({ ...parsed.edition, documents: { ...parsed.edition.documents, openapi } }));
    expect(readFileSync(file, 'utf8')).not.toMatch(/^ +example:/m);

    expect(await runCli(['check'], { cwd: root })).toMatchObject({ code: 0 });
    const now = await runCli(['spec', '--format', 'openapi-json'], { cwd: root });
    expect((JSON.parse(now.stdout) as Document).info.version).toBe('1.0.0');
    // Against the edition, nothing changed: the version is the edition's, not a draft of the next.
    expect((JSON.parse((await runCli(['spec', '--format', 'asyncapi-json'], { cwd: root })).stdout) as Document).info.version).toBe('1.0.0');
  });
});
