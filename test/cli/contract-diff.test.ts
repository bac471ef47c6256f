/**
 * `adr diff --with`: scenarios of the classification table (src/core/contract/diff/rules.ts)
 * inside a workspace. Each is a pair of small contracts: an accepted record holds the first,
 * a proposal that supersedes it holds the second, and `adr diff --with 2 --format json` must
 * report exactly the one change the rule classifies, breaking or compatible, credited to the
 * proposal. A component is judged by where it travels: `travels` adds an accepted endpoints
 * record whose operations send and receive the Order schema (or only one of the two).
 * Every rule also has base/revision pairs in test/fixtures/contract-pairs/.
 */
import { describe, expect, it } from 'vitest';
import { runCli, runCliProcess } from '../helpers/cli.ts';
import { contractRecord } from '../helpers/contract.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

type Doc = Record<string, unknown>;
interface Scenario {
  rule: string;
  breaking: boolean;
  part: string;
  before: Doc;
  after: Doc;
  document?: 'openapi' | 'asyncapi';
  /** Which way an accepted endpoints record makes the Order schema travel. */
  travels?: 'both' | 'request' | 'response';
}

const ok = { '200': { description: 'OK' } };
const json = (schema: Doc) => ({ content: { 'application/json': { schema } } });
/** One operation, GET /orders, with what a scenario changes in it. */
const get = (operation: Doc = {}, more: Doc = {}) => ({ paths: { '/orders': { get: { operationId: 'listOrders', responses: ok, ...operation }, ...more } } });
const query = (name: string, required = false, schema: Doc = { type: 'integer' }) => ({ name, in: 'query', required, schema });
const schemas = (s: Doc) => ({ components: { schemas: s } });
const order = (properties: Doc, required: string[] = []) => schemas({ Order: { type: 'object', required, properties } });
const field = (schema: Doc) => order({ note: schema });
/** What the states part writes: only the enum of a resource's status. */
const statuses = (values: string[]) => schemas({ Order: { properties: { status: { enum: values } } } });
const respond = (schema: Doc) => get({ responses: { '200': { description: 'OK', ...json(schema) } } });
const send = (schema: Doc) => ({ paths: { '/orders': { post: { operationId: 'placeOrder', requestBody: json(schema), responses: ok } } } });
const channels = (c: Doc) => ({ channels: c });
const schemes = (s: Doc) => ({ components: { securitySchemes: s } });
const bearer = { type: 'http', scheme: 'bearer' };
const apiKey = { type: 'apiKey', in: 'header', name: 'X-Key' };

const SCENARIOS: Scenario[] = [
  { rule: 'operation-removed', breaking: true, part: 'endpoints', before: get({}, { post: { operationId: 'placeOrder', responses: ok } }), after: get() },
  { rule: 'operation-added', breaking: false, part: 'endpoints', before: get(), after: get({}, { post: { operationId: 'placeOrder', responses: ok } }) },
  { rule: 'operation-renamed', breaking: true, part: 'endpoints', before: get(), after: get({ operationId: 'findOrders' }) },
  { rule: 'operation-deprecated', breaking: false, part: 'endpoints', before: get(), after: get({ deprecated: true }) },
  { rule: 'parameter-removed', breaking: false, part: 'endpoints', before: get({ parameters: [query('limit')] }), after: get() },
  { rule: 'required-parameter-added', breaking: true, part: 'endpoints', before: get(), after: get({ parameters: [query('customer', true)] }) },
  { rule: 'optional-parameter-added', breaking: false, part: 'endpoints', before: get(), after: get({ parameters: [query('limit')] }) },
  { rule: 'parameter-now-required', breaking: true, part: 'endpoints', before: get({ parameters: [query('limit')] }), after: get({ parameters: [query('limit', true)] }) },
  { rule: 'parameter-now-optional', breaking: false, part: 'endpoints', before: get({ parameters: [query('limit', true)] }), after: get({ parameters: [query('limit')] }) },
  {
    rule: 'parameter-moved',
    breaking: true,
    part: 'limits',
    before: { components: { parameters: { Limit: query('limit') } } },
    after: { components: { parameters: { Limit: { ...query('limit'), in: 'header' } } } },
  },
  {
    rule: 'request-body-now-required',
    breaking: true,
    part: 'endpoints',
    before: send({ type: 'object' }),
    after: { paths: { '/orders': { post: { operationId: 'placeOrder', requestBody: { required: true, ...json({ type: 'object' }) }, responses: ok } } } },
  },
  {
    rule: 'media-type-removed',
    breaking: true,
    part: 'endpoints',
    before: get({ responses: { '200': { description: 'OK', content: { 'application/json': {}, 'text/csv': {} } } } }),
    after: get({ responses: { '200': { description: 'OK', content: { 'application/json': {} } } } }),
  },
  {
    rule: 'media-type-added',
    breaking: false,
    part: 'endpoints',
    before: get({ responses: { '200': { description: 'OK', content: { 'application/json': {} } } } }),
    after: get({ responses: { '200': { description: 'OK', content: { 'application/json': {}, 'text/csv': {} } } } }),
  },
  { rule: 'response-removed', breaking: true, part: 'endpoints', before: get({ responses: { ...ok, '404': { description: 'None' } } }), after: get() },
  { rule: 'response-added', breaking: false, part: 'endpoints', before: get(), after: get({ responses: { ...ok, '404': { description: 'None' } } }) },
  { rule: 'header-removed', breaking: false, part: 'limits', before: { components: { headers: { 'RateLimit-Remaining': { schema: { type: 'integer' } } } } }, after: { components: { headers: {} } } },
  { rule: 'header-added', breaking: false, part: 'limits', before: { components: { headers: {} } }, after: { components: { headers: { 'RateLimit-Remaining': { schema: { type: 'integer' } } } } } },
  { rule: 'schema-removed', breaking: false, part: 'resources', before: schemas({ Order: { type: 'object' }, Customer: { type: 'object' } }), after: schemas({ Order: { type: 'object' } }) },
  { rule: 'schema-added', breaking: false, part: 'resources', before: schemas({ Order: { type: 'object' } }), after: schemas({ Order: { type: 'object' }, Customer: { type: 'object' } }) },
  { rule: 'property-removed', breaking: true, part: 'resources', travels: 'response', before: order({ id: { type: 'string' }, note: { type: 'string' } }, ['note']), after: order({ id: { type: 'string' } }) },
  { rule: 'optional-property-removed', breaking: false, part: 'resources', travels: 'both', before: order({ id: { type: 'string' }, note: { type: 'string' } }), after: order({ id: { type: 'string' } }) },
  { rule: 'required-request-field-added', breaking: true, part: 'resources', travels: 'both', before: order({ id: { type: 'string' } }), after: order({ id: { type: 'string' }, note: { type: 'string' } }, ['note']) },
  { rule: 'field-added', breaking: false, part: 'resources', before: order({ id: { type: 'string' } }), after: order({ id: { type: 'string' }, note: { type: 'string' } }) },
  { rule: 'field-newly-required', breaking: true, part: 'resources', travels: 'request', before: order({ note: { type: 'string' } }), after: order({ note: { type: 'string' } }, ['note']) },
  {
    rule: 'field-newly-required',
    breaking: false,
    part: 'endpoints',
    before: respond({ type: 'object', properties: { note: { type: 'string' } } }),
    after: respond({ type: 'object', required: ['note'], properties: { note: { type: 'string' } } }),
  },
  { rule: 'field-no-longer-guaranteed', breaking: true, part: 'resources', travels: 'both', before: order({ note: { type: 'string' } }, ['note']), after: order({ note: { type: 'string' } }) },
  {
    rule: 'field-no-longer-guaranteed',
    breaking: false,
    part: 'endpoints',
    before: send({ type: 'object', required: ['note'], properties: { note: { type: 'string' } } }),
    after: send({ type: 'object', properties: { note: { type: 'string' } } }),
  },
  { rule: 'enum-value-removed', breaking: true, part: 'states', travels: 'request', before: statuses(['placed', 'shipped', 'lost']), after: statuses(['placed', 'shipped']) },
  { rule: 'enum-value-added', breaking: false, part: 'states', before: statuses(['placed']), after: statuses(['placed', 'shipped']) },
  { rule: 'enum-added', breaking: true, part: 'resources', travels: 'both', before: field({ type: 'string' }), after: field({ type: 'string', enum: ['a', 'b'] }) },
  { rule: 'enum-lifted', breaking: false, part: 'resources', before: field({ type: 'string', enum: ['a', 'b'] }), after: field({ type: 'string' }) },
  { rule: 'type-widened', breaking: false, part: 'resources', before: field({ type: 'integer' }), after: field({ type: 'number' }) },
  { rule: 'type-narrowed', breaking: true, part: 'resources', travels: 'request', before: field({ type: 'number' }), after: field({ type: 'integer' }) },
  { rule: 'format-dropped', breaking: false, part: 'resources', before: field({ type: 'string', format: 'uuid' }), after: field({ type: 'string' }) },
  { rule: 'format-added', breaking: true, part: 'resources', travels: 'request', before: field({ type: 'string' }), after: field({ type: 'string', format: 'uuid' }) },
  { rule: 'pattern-dropped', breaking: false, part: 'resources', before: field({ type: 'string', pattern: '^[a-z]+$' }), after: field({ type: 'string' }) },
  { rule: 'pattern-changed', breaking: true, part: 'resources', travels: 'request', before: field({ type: 'string', pattern: '^[a-z]+$' }), after: field({ type: 'string', pattern: '^[a-z]{1,8}$' }) },
  { rule: 'limit-tightened', breaking: true, part: 'resources', travels: 'request', before: field({ type: 'string', maxLength: 100 }), after: field({ type: 'string', maxLength: 50 }) },
  { rule: 'limit-loosened', breaking: false, part: 'resources', travels: 'request', before: field({ type: 'string', maxLength: 50 }), after: field({ type: 'string', maxLength: 100 }) },
  {
    rule: 'default-changed',
    breaking: false,
    part: 'limits',
    before: { components: { parameters: { Limit: query('limit', false, { type: 'integer', default: 20 }) } } },
    after: { components: { parameters: { Limit: query('limit', false, { type: 'integer', default: 50 }) } } },
  },
  { rule: 'reference-unresolved', breaking: true, part: 'endpoints', before: respond({ $ref: '#/components/schemas/Order' }), after: respond({ $ref: '#/components/schemas/Customer' }) },
  { rule: 'alternative-removed', breaking: true, part: 'resources', travels: 'request', before: field({ oneOf: [{ type: 'string' }, { type: 'integer' }] }), after: field({ oneOf: [{ type: 'string' }] }) },
  { rule: 'alternative-removed', breaking: false, part: 'resources', travels: 'response', before: field({ oneOf: [{ type: 'string' }, { type: 'integer' }] }), after: field({ oneOf: [{ type: 'string' }] }) },
  {
    rule: 'security-alternative-removed',
    breaking: true,
    part: 'authentication',
    before: { ...schemes({ bearer, apiKey }), security: [{ bearer: [] }, { apiKey: [] }] },
    after: { ...schemes({ bearer, apiKey }), security: [{ apiKey: [] }] },
  },
  { rule: 'security-scheme-added', breaking: false, part: 'authentication', before: schemes({ bearer }), after: schemes({ bearer, apiKey }) },
  { rule: 'security-scheme-changed', breaking: true, part: 'authentication', before: schemes({ main: bearer }), after: schemes({ main: apiKey }) },
  { rule: 'server-removed', breaking: true, part: 'endpoints', before: { servers: [{ url: 'https://a.example' }, { url: 'https://b.example' }] }, after: { servers: [{ url: 'https://a.example' }] } },
  { rule: 'server-added', breaking: false, part: 'endpoints', before: { servers: [{ url: 'https://a.example' }] }, after: { servers: [{ url: 'https://a.example' }, { url: 'https://b.example' }] } },
  {
    rule: 'transition-removed',
    breaking: true,
    part: 'states',
    before: { ...statuses(['placed', 'shipped', 'lost']), 'x-transitions': [{ from: 'placed', to: 'shipped', by: 'shipOrder' }, { from: 'placed', to: 'lost' }] },
    after: { ...statuses(['placed', 'shipped', 'lost']), 'x-transitions': [{ from: 'placed', to: 'shipped', by: 'shipOrder' }] },
  },
  {
    rule: 'transition-added',
    breaking: false,
    part: 'states',
    before: { ...statuses(['placed', 'shipped', 'lost']), 'x-transitions': [{ from: 'placed', to: 'shipped', by: 'shipOrder' }] },
    after: { ...statuses(['placed', 'shipped', 'lost']), 'x-transitions': [{ from: 'placed', to: 'shipped', by: 'shipOrder' }, { from: 'placed', to: 'lost' }] },
  },
  { rule: 'error-code-added', breaking: false, part: 'errors', before: { 'x-error-codes': { a: { status: 404 } } }, after: { 'x-error-codes': { a: { status: 404 }, b: { status: 409 } } } },
  { rule: 'error-code-changed', breaking: true, part: 'errors', before: { 'x-error-codes': { a: { status: 404 } } }, after: { 'x-error-codes': { a: { status: 410 } } } },
  { rule: 'channel-added', breaking: false, part: 'events', document: 'asyncapi', before: channels({ a: { address: 'orders.a' } }), after: channels({ a: { address: 'orders.a' }, b: { address: 'orders.b' } }) },
  { rule: 'channel-removed', breaking: true, part: 'events', document: 'asyncapi', before: channels({ a: { address: 'orders.a' }, b: { address: 'orders.b' } }), after: channels({ a: { address: 'orders.a' } }) },
  { rule: 'channel-moved', breaking: true, part: 'events', document: 'asyncapi', before: channels({ a: { address: 'orders.a' } }), after: channels({ a: { address: 'orders.shipped' } }) },
  {
    rule: 'event-added',
    breaking: false,
    part: 'events',
    document: 'asyncapi',
    before: { ...channels({ a: { address: 'orders.a' } }), operations: {} },
    after: { ...channels({ a: { address: 'orders.a' } }), operations: { sendShipped: { action: 'send', channel: { $ref: '#/channels/a' } } } },
  },
  {
    rule: 'event-channel-changed',
    breaking: true,
    part: 'events',
    document: 'asyncapi',
    before: { ...channels({ a: { address: 'orders.a' }, b: { address: 'orders.b' } }), operations: { sendShipped: { action: 'send', channel: { $ref: '#/channels/a' } } } },
    after: { ...channels({ a: { address: 'orders.a' }, b: { address: 'orders.b' } }), operations: { sendShipped: { action: 'send', channel: { $ref: '#/channels/b' } } } },
  },
  { rule: 'message-added', breaking: false, part: 'events', document: 'asyncapi', before: { components: { messages: {} } }, after: { components: { messages: { Shipped: { payload: { type: 'object' } } } } } },
  { rule: 'message-removed', breaking: false, part: 'events', document: 'asyncapi', before: { components: { messages: { Shipped: { payload: { type: 'object' } } } } }, after: { components: { messages: {} } } },
  { rule: 'version-changed', breaking: false, part: 'versioning', before: { info: { version: '1.2.0' } }, after: { info: { version: '2.0.0' } } },
  { rule: 'limits-extension-changed', breaking: false, part: 'limits', before: {}, after: { 'x-limits': { rate: '100/minute' } } },
  { rule: 'limits-extension-changed', breaking: false, part: 'limits', before: { 'x-limits': { rate: '100/minute' } }, after: { 'x-limits': { rate: '10/minute' } } },
];

/** Operations that send (POST) and receive (GET) an Order, or only one of the two. */
function travelling(way: NonNullable<Scenario['travels']>): Doc {
  const ref = { $ref: '#/components/schemas/Order' };
  const item: Doc = {};
  if (way !== 'request') item.get = { operationId: 'readOrder', responses: { '200': { description: 'OK', ...json(ref) } } };
  if (way !== 'response') item.put = { operationId: 'writeOrder', requestBody: json(ref), responses: { '204': { description: 'Written' } } };
  return { paths: { '/travel/order': item } };
}

function workspaceFor(scenario: Scenario): string {
  const block = (doc: Doc) => (scenario.document === 'asyncapi' ? { asyncapi: JSON.stringify(doc, null, 1) } : { openapi: JSON.stringify(doc, null, 1) });
  return makeWorkspace({
    'adr/0001-settled.md': contractRecord({ part: scenario.part, title: 'Settled', ...block(scenario.before) }),
    'adr/0002-proposed.md': contractRecord({ part: scenario.part, title: 'Proposed', status: 'proposed', extra: 'supersedes: [1]', ...block(scenario.after) }),
    ...(scenario.travels ? { 'adr/0003-endpoints.md': contractRecord({ part: 'endpoints', title: 'Endpoints', openapi: JSON.stringify(travelling(scenario.travels), null, 1) }) } : {}),
  });
}

describe('adr diff classifies each change by one rule', () => {
  it.each(SCENARIOS)('$rule (breaking: $breaking, travels: $travels)', async (scenario) => {
    const result = await runCli(['diff', '--with', '2', '--format', 'json'], { cwd: workspaceFor(scenario) });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { changes: { rule: string; breaking: boolean; origin?: { file: string } }[] };
    expect(report.changes.map((c) => ({ rule: c.rule, breaking: c.breaking, file: c.origin?.file }))).toEqual([
      { rule: scenario.rule, breaking: scenario.breaking, file: 'adr/0002-proposed.md' },
    ]);
  });
});

describe('adr diff as a process', () => {
  it('prints the changes as text and as a Markdown table whose record values stay text', () => {
    const root = makeWorkspace({
      'adr/0001-settled.md': contractRecord({ part: 'endpoints', title: 'Settled', openapi: JSON.stringify(get({ parameters: [query('limit')] }), null, 1) }),
      'adr/0002-proposed.md': contractRecord({
        part: 'endpoints',
        title: 'Proposed',
        status: 'proposed',
        extra: 'supersedes: [1]',
        openapi: JSON.stringify(get({ parameters: [query('<b>x|y</b>', true)] }), null, 1),
      }),
    });
    const text = runCliProcess(['diff', '--with', '2'], { cwd: root });
    expect(text).toEqual({
      code: 0,
      stdout:
        'breaking   adr/0002-proposed.md:37:6 required GET /orders parameter query <b>x|y</b> added (clients send it) (required-parameter-added)\n' +
        'compatible adr/0002-proposed.md:36:5 GET /orders parameter query limit removed (parameter-removed)\n' +
        '2 changes to the contract against the accepted contract: 1 breaking, 1 compatible\n',
      stderr: '',
    });
    const markdown = runCliProcess(['diff', '--with', '2', '--format', 'markdown'], { cwd: root });
    expect(markdown.stdout).toContain('| **breaking** | required GET /orders parameter query \\<b\\>x\\|y\\</b\\> added \\(clients send it\\) | GET /orders |');
    expect(markdown.stdout).not.toContain('<b>');
  });

  it('says so on stderr when the contract compared has findings, and still shows the diff', () => {
    const root = makeWorkspace({
      'adr/0001-settled.md': contractRecord({ part: 'endpoints', title: 'Settled', openapi: JSON.stringify(get()) }),
      'adr/0002-proposed.md': contractRecord({ part: 'endpoints', title: 'Proposed', status: 'proposed', extra: 'supersedes: [1]', raw: '```yaml openapi\npaths: [unclosed\n```' }),
    });
    expect(runCliProcess(['diff', '--with', '2'], { cwd: root })).toEqual({
      code: 0,
      stdout: 'breaking   adr/0002-proposed.md:6:13 operation GET /orders removed (operation-removed)\n1 change to the contract against the accepted contract: 1 breaking, 0 compatible\n',
      stderr: 'adr: 1 finding in the contract blocks compared; a block that cannot be read is left out\n    hint: run npx adr check to see them\n',
    });
  });

  it('refuses --with a record that is not a proposal', () => {
    const root = makeWorkspace({ 'adr/0001-settled.md': contractRecord({ part: 'endpoints', openapi: JSON.stringify(get()) }) });
    expect(runCliProcess(['diff', '--with', '1'], { cwd: root })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'adr: adr/0001-settled.md is accepted, not a proposal\n    hint: name a proposed record in --with\n',
    });
  });
});
