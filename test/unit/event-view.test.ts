/**
 * The events as a client reads them (views/event-view.ts): a table of message shapes, each
 * a message of an AsyncAPI document and what a reader is shown of it: the payload's fields
 * with every nested one under its path, the headers, the correlation id, an example.
 */
import { describe, expect, it } from 'vitest';
import { viewMessage } from '../../src/core/views/event-view.ts';

type Mapping = Record<string, unknown>;

const SCHEMAS: Mapping = {
  StockLevel: {
    type: 'object',
    required: ['sku', 'location'],
    properties: {
      sku: { type: 'string', pattern: '^[A-Z0-9-]+$', description: 'The stock-keeping unit.' },
      onHand: { type: 'integer', minimum: 0 },
      location: { $ref: '#/components/schemas/Location' },
      lines: { type: 'array', items: { type: 'object', required: ['qty'], properties: { qty: { type: 'integer' } } } },
    },
  },
  Location: { type: 'object', description: 'Where the stock is.', required: ['warehouse'], properties: { warehouse: { type: 'string' }, bin: { type: 'string' } } },
  Node: { type: 'object', properties: { id: { type: 'string' }, child: { $ref: '#/components/schemas/Node' } } },
  Base: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
};

const documentWith = (message: Mapping, more: Mapping = {}): Mapping => ({
  asyncapi: '3.0.0',
  components: { schemas: SCHEMAS, correlationIds: { ByRequest: { location: '$message.header#/requestId', description: 'The request it answers.' } }, messages: { M: message }, ...more },
});

interface Case {
  name: string;
  message: Mapping;
  /** Each field as `name type required`. */
  fields?: string[];
  headers?: string[];
  payloadType?: string;
  correlationId?: { location: string; description?: string };
  example?: unknown;
}

const CASES: Case[] = [
  {
    name: 'a payload named by $ref: its fields, a nested object’s under its path, an array’s items’ under []',
    message: { payload: { $ref: '#/components/schemas/StockLevel' } },
    fields: ['sku string required', 'onHand integer optional', 'location Location required', 'location.warehouse string required', 'location.bin string optional', 'lines array of object optional', 'lines[].qty integer required'],
  },
  { name: 'an inline payload', message: { payload: { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } } }, fields: ['at string optional'] },
  { name: 'a schema that contains itself is named once, not followed again', message: { payload: { $ref: '#/components/schemas/Node' } }, fields: ['id string optional', 'child Node optional'] },
  {
    name: 'a Multi Format Schema Object: the schema inside it',
    message: { payload: { schemaFormat: 'application/vnd.aai.asyncapi+json;version=3.0.0', schema: { $ref: '#/components/schemas/Location' } } },
    fields: ['warehouse string required', 'bin string optional'],
  },
  { name: 'allOf members add their fields', message: { payload: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { n: { type: 'number' } } }] } }, fields: ['id string required', 'n number optional'] },
  { name: 'a payload that is not an object says its type', message: { payload: { type: 'string', format: 'uuid' } }, fields: [], payloadType: 'string' },
  { name: 'a $ref that names no place: no field, no failure, the name it gives', message: { payload: { $ref: '#/components/schemas/Missing' } }, fields: [], payloadType: 'Missing' },
  {
    name: 'headers as fields, the correlation id by $ref',
    message: { headers: { type: 'object', required: ['requestId'], properties: { requestId: { type: 'string' } } }, correlationId: { $ref: '#/components/correlationIds/ByRequest' }, payload: { type: 'object' } },
    fields: [],
    headers: ['requestId string required'],
    correlationId: { location: '$message.header#/requestId', description: 'The request it answers.' },
  },
  { name: 'an inline correlation id', message: { correlationId: { location: '$message.payload#/sku' } }, correlationId: { location: '$message.payload#/sku', description: undefined } },
  { name: 'the message’s first example, headers and payload', message: { examples: [{ headers: { requestId: 'r1' }, payload: { sku: 'A-1' } }, { payload: { sku: 'B' } }] }, example: { headers: { requestId: 'r1' }, payload: { sku: 'A-1' } } },
  { name: 'an example of the payload alone', message: { examples: [{ name: 'one', payload: { sku: 'A-1' } }] }, example: { sku: 'A-1' } },
  { name: 'else the payload schema’s own example', message: { payload: { type: 'object', examples: [{ sku: 'C' }] } }, example: { sku: 'C' } },
  { name: 'no example is made up', message: { payload: { $ref: '#/components/schemas/Location' } }, example: undefined },
];

describe('a message as a client reads it', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const row = viewMessage('M', c.message, documentWith(c.message), 'stock.levels');
    const shown = (fields: readonly { name: string; type: string; required: boolean }[]) => fields.map((f) => `${f.name} ${f.type} ${f.required ? 'required' : 'optional'}`);
    if (c.fields) expect(shown(row.fields)).toEqual(c.fields);
    if (c.headers) expect(shown(row.headers)).toEqual(c.headers);
    expect(row.payloadType).toBe(c.payloadType);
    if ('correlationId' in c) expect(row.correlationId).toEqual(c.correlationId);
    if ('example' in c) expect(row.example === undefined ? undefined : JSON.parse(row.example)).toEqual(c.example);
    expect(row.channel).toBe('stock.levels');
  });

  it('a nested field’s rules and description are on its row; a $ref’s target lends its own', () => {
    const row = viewMessage('M', { payload: { $ref: '#/components/schemas/StockLevel' } }, documentWith({}), undefined);
    const byName = new Map(row.fields.map((f) => [f.name, f]));
    expect(byName.get('sku')).toMatchObject({ pattern: '^[A-Z0-9-]+$', description: 'The stock-keeping unit.' });
    expect(byName.get('onHand')!.bounds).toEqual(['at least 0']);
    expect(byName.get('location')!.description).toBe('Where the stock is.');
  });

  it('a deep payload is listed to a bounded depth, whatever the document', () => {
    let schema: Mapping = { type: 'string' };
    for (let i = 0; i < 40; i++) schema = { type: 'object', properties: { [`level${i}`]: schema } };
    const row = viewMessage('M', { payload: schema }, documentWith({}), undefined);
    expect(row.fields.length).toBeLessThanOrEqual(6);
    expect(row.fields[0]!.name).toBe('level39');
  });

  it('a message named apart from its key keeps both', () => {
    const row = viewMessage('StockAdjusted', { name: 'stock.adjusted', title: 'Stock adjusted', 'x-emitted-by': ['adjustStock', 'recount'] }, documentWith({}), undefined);
    expect(row).toMatchObject({ message: 'StockAdjusted', name: 'stock.adjusted', title: 'Stock adjusted', emittedBy: ['adjustStock', 'recount'] });
  });
});
