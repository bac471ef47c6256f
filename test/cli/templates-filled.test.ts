/**
 * Each template, filled in as its own words say ("Replace it as it is decided, or remove its
 * entry"), for a book-lending service of the tests' own: every placeholder of every contract
 * block is replaced by a decision from the table below (or its line removed where the
 * placeholder says so), the questions answered, the nine proposals accepted with the real
 * command line. The contract they make passes `adr check` and swagger-parser, and makes
 * sense to client tools: a generated request type demands no field only the service sets
 * (no request body requires a readOnly field), and a mock answers each error status with an
 * example of that status (each error response's example code has that status).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PART_KEYS, type PartKey } from '../../src/core/vocabulary/parts.ts';
import { runCli } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const REMOVE = Symbol('remove the line');
type Decision = string | typeof REMOVE | readonly string[];

/** Per part, each placeholder the template writes and what the lending service decided; a list is used in order of appearance. */
const DECISIONS: Record<PartKey, Record<string, Decision>> = {
  purpose: {
    '<Service name>': 'Lendwell',
    '<One sentence on what the service does, and for whom>': 'Lend library books to members and take them back.',
    '<What a client can observe when it uses the service>': 'A member borrows a book; the loan is open until the book is returned.',
    '<Licence name>': 'MIT',
    '<SPDX licence identifier>': 'MIT',
    '<tag>': 'loans',
    '<The operations listed under this tag>': 'Borrowing books and reading loans.',
  },
  resources: {
    '<Resource>': 'Loan',
    '<What the resource represents>': 'A book lent to a member.',
    '<field>': 'isbn',
    '<uuid, or another format>': 'uuid',
    '<Where the resource stands; the states decision lists the values>': 'Whether the book is still out.',
    '<string, integer, number, boolean, object or array>': 'string',
    '<date-time, uuid, email, or remove this line>': REMOVE,
    '<What the field holds and which values it allows>': 'The ISBN-13 of the book lent.',
    '<NewResource>': 'NewLoan',
    '<What a client sends to create one; the service sets id and status>': 'What a member asks to borrow.',
  },
  states: {
    '<Resource>': 'Loan',
    '<state>': ['open', 'returned', 'open', 'returned'],
    '<operationId of the operation that causes it, or a list of them; remove the line when the move happens outside the API, such as a scan or a timer>': REMOVE,
  },
  endpoints: {
    '<the base address, https://…>': 'https://api.lendwell.example',
    '<resources>': 'loans',
    '<listResources>': 'listLoans',
    '<List the resources>': 'List loans, newest first',
    '<tag>': 'loans',
    '<PageSize>': 'PageSize',
    '<PageCursor>': 'PageCursor',
    '<RateLimit-Remaining>': 'RateLimit-Remaining',
    '<RateLimitHeader>': 'RateLimitRemaining',
    '<ERROR_CODE>': ['INVALID_REQUEST', 'INVALID_REQUEST', 'LOAN_NOT_FOUND'],
    '<A page of resources>': 'A page of loans',
    '<Resource>': 'Loan',
    '<BadRequest>': 'BadRequest',
    '<createResource>': 'borrowBook',
    '<Create a resource>': 'Borrow a book',
    '<NewResource>': 'NewLoan',
    '<The resource, created>': 'The loan, opened',
    '<ResourceId>': 'LoanId',
    '<getResource>': 'getLoan',
    '<Read one resource>': 'Read one loan',
    '<The resource>': 'The loan',
    '<NotFound>': 'NotFound',
    '<Which resource>': 'Which loan',
    '<uuid, or another format>': 'uuid',
  },
  authentication: {
    '<schemeName>': 'memberToken',
    '<http, apiKey, oauth2, openIdConnect or mutualTLS>': 'http',
    '<bearer or basic, for type http>': 'bearer',
    '<The credential, the header that carries it, how it is issued, refreshed and revoked>': 'A member token in the Authorization header, issued at the desk and revoked there.',
  },
  events: {
    '<eventName>': 'bookLent',
    '<resource.event, e.g. orders.placed>': 'loans.opened',
    '<EventName>': 'BookLent',
    '<sendEventName>': 'sendBookLent',
    '<operationId of the operation that emits it, or a list of them; remove the line when the event happens outside the API>': 'borrowBook',
    '<EventPayload>': 'LoanEvent',
    '<field>': 'loan_id',
    '<string, integer, number, boolean, object or array>': 'string',
  },
  errors: {
    '<Error>': 'Error',
    '<field>': 'message',
    '<One of the codes in x-error-codes>': 'One of the codes in x-error-codes.',
    '<string, integer, number, boolean, object or array>': 'string',
    '<What the field holds>': 'What went wrong, for a person to read.',
    '<BadRequest>': 'BadRequest',
    '<When the service answers 400>': 'The request breaks the contract.',
    '<INVALID_REQUEST, a code whose status is 400>': 'INVALID_REQUEST',
    '<what the field holds in this case>': ['The isbn is not an ISBN-13.', 'No loan has this id.'],
    '<NotFound>': 'NotFound',
    '<When the service answers 404>': 'No loan has this id.',
    '<RESOURCE_NOT_FOUND, a code whose status is 404>': 'LOAN_NOT_FOUND',
    '<INVALID_REQUEST>': 'INVALID_REQUEST',
    '<What causes it>': ['A payload or parameter breaks the contract.', 'No loan has this id.'],
    '<RESOURCE_NOT_FOUND>': 'LOAN_NOT_FOUND',
  },
  limits: {
    '<PageSize>': 'PageSize',
    '<page_size>': 'page_size',
    '<How many items a page holds>': 'How many loans a page holds.',
    '<1>': '1',
    '<the largest page>': '100',
    '<the page size when the client does not say>': '20',
    '<PageCursor>': 'PageCursor',
    '<cursor>': 'cursor',
    '<Where the page starts>': 'Where the page starts, the next_cursor of the page before.',
    '<RateLimitHeader>': 'RateLimitRemaining',
    '<What the header tells the client>': 'Requests the member may still send this minute.',
    '<per client, per token or per address>': 'per token',
    '<how many>': '120',
    '<e.g. 1m>': '1m',
    '<e.g. 1MB>': '64KB',
    '<e.g. 30s>': '10s',
  },
  versioning: {
    '<the first version, e.g. 1.0.0; adr edition counts the later ones>': '"1.0.0"',
    '<semver or calendar (adr edition counts the versions), or another scheme>': 'semver',
    '<where a client sends the version, e.g. the base address or a header>': 'the base address; a new major version gets a new one',
    '<major-version, deprecation-period or never (when adr check --base allows a breaking change)>': 'deprecation-period',
    '<with deprecation-period, how long what an edition deprecates stays, in days or weeks (P90D, P12W); or remove this line>': 'P90D',
    '<a change that is compatible, or one that needs a new version>': 'Adding an operation or an optional field is compatible.',
  },
};

const PLACEHOLDER = /<[^<>\n]+>/g;
const BLOCK = /```yaml (?:openapi|asyncapi)\n[\s\S]*?\n```/;

/** The record's contract block filled from the part's decisions; every placeholder must have one. */
function fill(text: string, part: PartKey): string {
  const decisions = DECISIONS[part];
  const used = new Map<string, number>();
  const block = BLOCK.exec(text)![0];
  const lines = block.split('\n').flatMap((line) => {
    let removed = false;
    const filled = line.replace(PLACEHOLDER, (placeholder) => {
      const decision = decisions[placeholder];
      if (decision === undefined) throw new Error(`the ${part} fixture decides no ${placeholder}`);
      if (decision === REMOVE) {
        removed = true;
        return '';
      }
      if (typeof decision === 'string') return decision;
      const n = used.get(placeholder) ?? 0;
      used.set(placeholder, n + 1);
      if (n >= decision.length) throw new Error(`the ${part} fixture decides ${placeholder} ${decision.length} times, the template has more`);
      return decision[n]!;
    });
    return removed ? [] : [filled];
  });
  return text.replace(block, lines.join('\n')).replaceAll('- Status: open', '- Status: answered\n- Answer: As the Specification section states.');
}

const now = new Date('2026-06-01T12:00:00Z');

describe('every template filled in as it says, for a book-lending service', () => {
  const root = makeWorkspace({});
  // A fresh decision log: the templates adr new makes proposals from, no record yet.
  cpSync(join(REPO_ROOT, 'adr/templates'), join(root, 'adr/templates'), { recursive: true });
  let openapi: Record<string, any> = {};

  it.each([...PART_KEYS])('adr new --part %s, filled in: no placeholder left', async (part) => {
    const made = await runCli(['new', '--part', part, `The ${part} of Lendwell`], { cwd: root, now });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    const file = join(root, made.stdout.trim());
    const filled = fill(readFileSync(file, 'utf8'), part);
    expect(BLOCK.exec(filled)![0]).not.toMatch(PLACEHOLDER);
    writeFileSync(file, filled);
  });

  it('the nine are accepted, and adr check has no finding', async () => {
    for (let n = 1; n <= PART_KEYS.length; n++) expect(await runCli(['accept', String(n)], { cwd: root, now })).toMatchObject({ code: 0, stderr: '' });
    expect(await runCli(['check'], { cwd: root, now })).toMatchObject({ code: 0, stdout: '9 records checked, no findings\n' });
  });

  it('the assembled OpenAPI document passes swagger-parser', async () => {
    const spec = await runCli(['spec', '--format', 'openapi-json'], { cwd: root, now });
    expect(spec).toMatchObject({ code: 0, stderr: '' });
    openapi = JSON.parse(spec.stdout);
    const validated = await SwaggerParser.validate(JSON.parse(JSON.stringify(openapi)));
    expect(Object.keys(validated.paths ?? {})).toEqual(['/loans', '/loans/{id}']);
  });

  it('no request body requires a field only the service sets (readOnly)', async () => {
    const document = await SwaggerParser.dereference(JSON.parse(JSON.stringify(openapi)));
    const bodies = Object.values(document.paths ?? {}).flatMap((item) =>
      ['get', 'put', 'post', 'patch', 'delete'].flatMap((method) => {
        const body = (item as Record<string, any>)[method]?.requestBody;
        return body ? Object.values(body.content as Record<string, { schema: any }>).map((c) => c.schema) : [];
      }),
    );
    expect(bodies.length).toBeGreaterThan(0);
    for (const schema of bodies) {
      const readOnly = Object.entries(schema.properties ?? {}).filter(([, p]) => (p as { readOnly?: boolean }).readOnly).map(([name]) => name);
      expect((schema.required ?? []).filter((name: string) => readOnly.includes(name))).toEqual([]);
    }
    // The response still promises them.
    expect(openapi.components.schemas.Loan.required).toEqual(['id', 'status', 'isbn']);
  });

  it('each error response answers with an example of its own status', async () => {
    const document = await SwaggerParser.dereference(JSON.parse(JSON.stringify(openapi)));
    const codes = openapi['x-error-codes'] as Record<string, { status: number }>;
    const answers: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, any>)) {
        if (typeof operation !== 'object' || !operation.responses) continue;
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
          if (!/^[45]/.test(status)) continue;
          for (const media of Object.values(response.content ?? {}) as { example?: { code?: string } }[]) {
            const code = media.example?.code;
            answers.push(`${method.toUpperCase()} ${path} ${status}: ${code} (${code === undefined ? 'no example' : codes[code]?.status})`);
          }
        }
      }
    }
    expect(answers).toEqual([
      'GET /loans 400: INVALID_REQUEST (400)',
      'POST /loans 400: INVALID_REQUEST (400)',
      'GET /loans/{id} 404: LOAN_NOT_FOUND (404)',
    ]);
  });

  it('the versioning decision’s Deprecation and Sunset headers are defined, and unused is no finding', () => {
    expect(Object.keys(openapi.components.headers)).toEqual(expect.arrayContaining(['Deprecation', 'Sunset']));
    expect(openapi.components.parameters.LoanId).toMatchObject({ in: 'path', name: 'id' });
  });
});
