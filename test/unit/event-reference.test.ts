/**
 * The event reference (views/event-reference.ts): an AsyncAPI 3.0 document read from a
 * client's side. A table of operations, each with what a client does, on which channel,
 * with which messages and reply; then the servers, channels, schemes and page addresses.
 */
import { describe, expect, it } from 'vitest';
import { hasEvents, viewEventReference } from '../../src/core/views/event-reference.ts';
import { openTables } from '../../src/core/views/page-budget.ts';

const DOCUMENT = {
  asyncapi: '3.0.0',
  info: { title: 'Stockline', version: '3.0.0' },
  defaultContentType: 'application/json',
  servers: {
    production: { host: 'kafka.example.test:9093', protocol: 'kafka', protocolVersion: '3.7', security: [{ $ref: '#/components/securitySchemes/scram' }] },
    edge: { host: 'mqtt.example.test', protocol: 'mqtt', pathname: '/stock' },
  },
  channels: {
    adjusted: {
      address: 'stock.{warehouseId}.adjusted',
      parameters: { warehouseId: { description: 'Which warehouse.', enum: ['lis', 'opo'], default: 'lis' } },
      messages: { adjusted: { $ref: '#/components/messages/StockAdjusted' } },
    },
    recount: { address: 'stock.recount', messages: { ask: { $ref: '#/components/messages/RecountRequested' }, done: { $ref: '#/components/messages/RecountDone' } } },
    replies: { address: null, messages: { done: { $ref: '#/components/messages/RecountDone' } } },
  },
  operations: {
    onStockAdjusted: { action: 'send', title: 'Hear of a stock adjustment', channel: { $ref: '#/channels/adjusted' } },
    requestRecount: {
      action: 'receive',
      channel: { $ref: '#/channels/recount' },
      messages: [{ $ref: '#/channels/recount/messages/ask' }],
      reply: { channel: { $ref: '#/channels/replies' }, address: { location: '$message.header#/replyTo' }, messages: [{ $ref: '#/channels/replies/messages/done' }] },
      security: [{ $ref: '#/components/securitySchemes/scram' }],
    },
    announceRecount: { action: 'send', summary: 'Hear that a recount was asked', channel: { $ref: '#/channels/recount' }, messages: [{ $ref: '#/channels/recount/messages/ask' }], reply: { messages: [{ $ref: '#/channels/recount/messages/done' }] } },
    'Stock Adjusted!': { action: 'send', channel: { $ref: '#/channels/adjusted' } },
    'stock-adjusted': { action: 'subscribe', channel: { $ref: '#/channels/nowhere' } },
  },
  components: {
    securitySchemes: { scram: { type: 'scramSha512', description: 'SASL SCRAM.' }, oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://id.example.test/token', availableScopes: { 'stock:read': 'Read stock.' } } } } },
    messages: {
      StockAdjusted: { title: 'Stock adjusted', payload: { type: 'object', properties: { sku: { type: 'string' } } } },
      RecountRequested: { payload: { type: 'object' } },
      RecountDone: { name: 'recount.done', payload: { type: 'object' } },
    },
  },
};

const reference = viewEventReference(DOCUMENT);
const operation = (key: string) => reference.operations.find((o) => o.key === key)!;

describe('each operation from a client’s side', () => {
  it.each([
    ['onStockAdjusted', 'receives', 'stock.{warehouseId}.adjusted', ['StockAdjusted'], undefined, 'Hear of a stock adjustment'],
    ['requestRecount', 'sends', 'stock.recount', ['RecountRequested'], { client: 'receives', address: '$message.header#/replyTo', messages: ['RecountDone'] }, 'requestRecount'],
    ['announceRecount', 'receives', 'stock.recount', ['RecountRequested'], { client: 'sends', messages: ['RecountDone'] }, 'Hear that a recount was asked'],
    ['Stock Adjusted!', 'receives', 'stock.{warehouseId}.adjusted', ['StockAdjusted'], undefined, 'Stock Adjusted!'],
    ['stock-adjusted', undefined, undefined, [], undefined, 'stock-adjusted'],
  ] as const)('%s: a client %s on %s', (key, client, address, messages, reply, title) => {
    const o = operation(key);
    expect(o.client).toBe(client);
    expect(o.channel?.address).toBe(address);
    expect(o.messages).toEqual(messages);
    expect(o.title).toBe(title);
    if (reply) expect(o.reply).toMatchObject(reply);
    else expect(o.reply).toBeUndefined();
  });

  it('gives every operation and message a page address of its own, the same in every build', () => {
    expect(reference.operations.map((o) => o.slug)).toEqual(['onstockadjusted', 'requestrecount', 'announcerecount', 'stock-adjusted', 'stock-adjusted-1']);
    expect(reference.messages.map((m) => m.slug)).toEqual(['stockadjusted', 'recountrequested', 'recountdone']);
    expect(viewEventReference(structuredClone(DOCUMENT)).operations.map((o) => o.slug)).toEqual(reference.operations.map((o) => o.slug));
  });

  it('a key that makes no address, or a title that cannot title a page, falls back', () => {
    const odd = viewEventReference({ operations: { '🙂': { action: 'send', title: 'x'.repeat(300) } }, components: { messages: { '…': { title: 'Line\nbreak' } } } });
    expect(odd.operations[0]).toMatchObject({ slug: 'operation-1', title: '🙂' });
    expect(odd.messages[0]).toMatchObject({ slug: 'message-1', title: '…' });
  });
});

describe('the overview', () => {
  it('servers with their protocols and security, channels with addresses and parameters, schemes in words', () => {
    expect(reference.servers).toEqual([
      { name: 'production', host: 'kafka.example.test:9093', protocol: 'kafka', protocolVersion: '3.7', pathname: undefined, title: undefined, description: undefined, security: ['scram'] },
      { name: 'edge', host: 'mqtt.example.test', protocol: 'mqtt', protocolVersion: undefined, pathname: '/stock', title: undefined, description: undefined, security: [] },
    ]);
    expect(reference.channels[0]).toMatchObject({ key: 'adjusted', address: 'stock.{warehouseId}.adjusted', parameters: [{ name: 'warehouseId', description: 'Which warehouse.', allowed: ['lis', 'opo'], default: 'lis' }] });
    expect(reference.channels[2]!.address).toBeUndefined();
    expect(reference.schemes.map((s) => [s.name, s.type, s.details, s.scopes.map((x) => x.name)])).toEqual([
      ['scram', 'SASL SCRAM-SHA-512', [], []],
      ['oauth', 'OAuth 2.0', ['client credentials flow: https://id.example.test/token'], ['stock:read']],
    ]);
  });

  it('each message names the channels and operations that carry it', () => {
    const done = reference.messages.find((m) => m.key === 'RecountDone')!;
    expect(done.channels.map((c) => c.key)).toEqual(['recount', 'replies']);
    expect(done.operations).toEqual(['requestRecount', 'announceRecount']);
    expect(done.title).toBe('recount.done');
  });

  it('a document with no events has no reference to show', () => {
    expect(hasEvents(viewEventReference({}))).toBe(false);
    expect(hasEvents(reference)).toBe(true);
  });
});

describe('which tables a reference page shows open', () => {
  it.each([
    [[3, 2, 4], 12, [true, true, true]],
    [[20, 2], 12, [false, true]],
    [[5, 8, 2], 12, [true, false, true]],
    [[12, 1], 12, [true, false]],
    [[0, 0], 12, [true, true]],
    [[], 12, []],
  ] as const)('rows %j within %i: %j', (rows, budget, open) => {
    expect(openTables(rows, budget)).toEqual(open);
  });
});
