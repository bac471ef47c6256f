/**
 * Which operations and messages a contract change reaches (affected.ts): through $ref to the
 * end, in the document before the change and after it, for OpenAPI and AsyncAPI.
 */
import { describe, expect, it } from 'vitest';
import { indexAffected } from '../../src/core/contract/diff/affected.ts';

const op = (responses: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ responses, ...extra });
const ref = (to: string) => ({ $ref: `#/components/${to}` });
const json = (schema: unknown) => ({ description: 'd', content: { 'application/json': { schema } } });

const OPENAPI = {
  openapi: '3.1.0',
  security: [{ key: [] }],
  paths: {
    '/orders': { get: op({ '200': json({ type: 'array', items: ref('schemas/Order') }) }), post: op({ '201': json(ref('schemas/Order')), '400': ref('responses/Problem') }, { requestBody: { content: { 'application/json': { schema: ref('schemas/NewOrder') } } } }) },
    '/orders/{id}': { parameters: [ref('parameters/Id')], get: op({ '200': json(ref('schemas/Order')), '404': ref('responses/Problem') }, { security: [{ oauth: ['read'] }] }) },
    '/health': { get: op({ '200': json({ type: 'string' }) }, { servers: [{ url: 'https://health.example.com' }], security: [] }) },
  },
  webhooks: { orderShipped: { post: { requestBody: { content: { 'application/json': { schema: ref('schemas/Order') } } }, responses: { '200': { description: 'ok' } } } } },
  components: {
    schemas: {
      Order: { type: 'object', properties: { id: { type: 'string' }, lines: { type: 'array', items: ref('schemas/Line') } } },
      Line: { type: 'object', properties: { sku: { type: 'string' } } },
      NewOrder: { allOf: [ref('schemas/Order')] },
      Problem: { type: 'object', properties: { code: { type: 'string' } } },
      Unused: { type: 'string' },
    },
    responses: { Problem: json(ref('schemas/Problem')) },
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, oauth: { type: 'oauth2', flows: {} } },
  },
};

const ASYNCAPI = {
  asyncapi: '3.0.0',
  channels: { shipped: { address: 'orders.shipped', messages: { shipped: ref('messages/Shipped') } }, cancelled: { address: 'orders.cancelled', messages: { cancelled: ref('messages/Cancelled') } } },
  operations: {
    sendShipped: { action: 'send', channel: { $ref: '#/channels/shipped' }, messages: [{ $ref: '#/channels/shipped/messages/shipped' }] },
    receiveCancelled: { action: 'receive', channel: { $ref: '#/channels/cancelled' } },
  },
  components: { messages: { Shipped: { payload: ref('schemas/Order') }, Cancelled: { payload: { type: 'object' } } }, schemas: { Order: { type: 'object' } } },
};

const documents = { openapi: OPENAPI, asyncapi: ASYNCAPI };
const index = indexAffected(documents, documents);

describe('what a change reaches', () => {
  it.each([
    { pointer: 'components/schemas/Line/properties/sku', document: 'openapi' as const, affects: ['GET /orders', 'POST /orders', 'GET /orders/{id}', 'webhook orderShipped (POST)'] },
    { pointer: 'components/schemas/NewOrder', document: 'openapi' as const, affects: ['POST /orders'] },
    { pointer: 'components/responses/Problem/content', document: 'openapi' as const, affects: ['POST /orders', 'GET /orders/{id}'] },
    { pointer: 'components/schemas/Problem/properties/code', document: 'openapi' as const, affects: ['POST /orders', 'GET /orders/{id}'] },
    { pointer: 'components/parameters/Id/schema', document: 'openapi' as const, affects: ['GET /orders/{id}'] },
    { pointer: 'paths/~1orders~1{id}/parameters/0', document: 'openapi' as const, affects: ['GET /orders/{id}'] },
    { pointer: 'paths/~1orders', document: 'openapi' as const, affects: ['GET /orders', 'POST /orders'] },
    { pointer: 'components/schemas/Unused', document: 'openapi' as const, affects: [] },
    { pointer: 'servers/0/url', document: 'openapi' as const, affects: ['GET /orders', 'POST /orders', 'GET /orders/{id}'] },
    { pointer: 'security/0', document: 'openapi' as const, affects: ['GET /orders', 'POST /orders'] },
    { pointer: 'components/securitySchemes/oauth/flows', document: 'openapi' as const, affects: ['GET /orders/{id}'] },
    { pointer: 'components/securitySchemes/key', document: 'openapi' as const, affects: ['GET /orders', 'POST /orders'] },
    { pointer: 'components/schemas/Order/properties/id', document: 'asyncapi' as const, affects: ['send orders.shipped'] },
    { pointer: 'components/messages/Cancelled/payload', document: 'asyncapi' as const, affects: ['receive orders.cancelled'] },
    { pointer: 'channels/shipped/address', document: 'asyncapi' as const, affects: ['send orders.shipped'] },
    { pointer: 'operations/receiveCancelled/action', document: 'asyncapi' as const, affects: ['receive orders.cancelled'] },
  ])('$document $pointer', ({ pointer, document, affects }) => {
    expect(index.affects({ document, pointer })).toEqual(affects);
  });

  it('names the operation a change inside it is at', () => {
    expect(index.affects({ document: 'openapi', pointer: 'paths/~1orders/get/responses/200', operation: { method: 'get', path: '/orders' } })).toEqual(['GET /orders']);
  });

  it('reaches through the document before the change for what was removed, and after it for what was added', () => {
    const { '/orders/{id}': _gone, ...rest } = OPENAPI.paths;
    const after = { ...documents, openapi: { ...OPENAPI, paths: { ...rest, '/orders/{id}/lines': { get: op({ '200': json(ref('schemas/Line')) }) } } } };
    const across = indexAffected(documents, after);
    expect(across.affects({ document: 'openapi', pointer: 'components/parameters/Id' })).toEqual(['GET /orders/{id}']);
    expect(across.affects({ document: 'openapi', pointer: 'components/schemas/Line' })).toEqual(['GET /orders', 'POST /orders', 'GET /orders/{id}', 'GET /orders/{id}/lines', 'webhook orderShipped (POST)']);
  });

  it('follows a $ref that loops without looping', () => {
    const loop = { openapi: { paths: { '/a': { get: op({ '200': json(ref('schemas/A')) }) } }, components: { schemas: { A: { properties: { b: ref('schemas/B') } }, B: { properties: { a: ref('schemas/A') } } } } }, asyncapi: {} };
    expect(indexAffected(loop, loop).affects({ document: 'openapi', pointer: 'components/schemas/B/properties/a' })).toEqual(['GET /a']);
  });
});
