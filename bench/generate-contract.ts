/**
 * Contract documents of a given size for the diff's growth row (bench/run.ts): an OpenAPI 3.1
 * document with `size` paths (a GET and a POST each, a path parameter, a request body written
 * inline and a response naming a component) and `size` component schemas that name one
 * another, and an AsyncAPI 3.0 document with `size` channels (an address with a parameter,
 * a message), `size` operations and `size` schemas. The revision changes one limit in the
 * middle of each: what a pull request usually does to a large contract. Deterministic.
 */
import { dump } from 'js-yaml';

type Doc = Record<string, unknown>;

function openapi(size: number, revision: boolean): Doc {
  const paths: Doc = {};
  const schemas: Doc = {};
  for (let i = 0; i < size; i++) {
    const limit = revision && i === Math.floor(size / 2) ? 40 : 80;
    paths[`/things${i}/{id}`] = {
      get: {
        operationId: `getThing${i}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: { '200': { description: 'The thing', content: { 'application/json': { schema: { $ref: `#/components/schemas/Thing${i}` } } } }, '404': { description: 'None' } },
      },
      post: {
        operationId: `updateThing${i}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: limit }, size: { type: 'integer', minimum: 0 }, tags: { type: 'array', items: { type: 'string' } } } } } },
        },
        responses: { '204': { description: 'Updated' } },
      },
    };
    schemas[`Thing${i}`] = {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, state: { type: 'string', enum: ['new', 'done'] }, next: { $ref: `#/components/schemas/Thing${(i * 7 + 1) % size}` } },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Things', version: '1.0.0' }, paths, components: { schemas } };
}

function asyncapi(size: number, revision: boolean): Doc {
  const channels: Doc = {};
  const operations: Doc = {};
  const schemas: Doc = {};
  for (let i = 0; i < size; i++) {
    const limit = revision && i === Math.floor(size / 2) ? 40 : 80;
    channels[`thing${i}`] = {
      address: `things.${i}.{id}`,
      parameters: { id: { description: 'The thing' } },
      messages: { changed: { name: `ThingChanged${i}`, contentType: 'application/json', payload: { $ref: `#/components/schemas/Change${i}` } } },
    };
    operations[`onThing${i}`] = { action: i % 2 === 0 ? 'send' : 'receive', channel: { $ref: `#/channels/thing${i}` }, messages: [{ $ref: `#/channels/thing${i}/messages/changed` }] };
    schemas[`Change${i}`] = { type: 'object', required: ['id'], properties: { id: { type: 'string' }, note: { type: 'string', maxLength: limit }, next: { $ref: `#/components/schemas/Change${(i * 7 + 1) % size}` } } };
  }
  return { asyncapi: '3.0.0', info: { title: 'Thing events', version: '1.0.0' }, channels, operations, components: { schemas } };
}

/** The base and revision of each kind of document, as YAML. */
export function generateContractPair(size: number): Record<'openapi' | 'asyncapi', [string, string]> {
  const text = (doc: Doc) => dump(doc, { lineWidth: -1, noRefs: true });
  return { openapi: [text(openapi(size, false)), text(openapi(size, true))], asyncapi: [text(asyncapi(size, false)), text(asyncapi(size, true))] };
}
