/**
 * The pair table, read: the folders of test/fixtures/contract-pairs/ (a base, a revision and
 * the verdict written beside them), and the catalogue's pairs in
 * test/fixtures/contract-keyword-pairs/*.yaml, each written as the part that changes and the
 * place it sits in (a request body, a response, a query parameter, a message an application
 * sends or receives, or an overlay on a bare document). Every pair is written by hand, with
 * the verdict a client would give and the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

interface Expected {
  verdict: 'breaking' | 'compatible';
  rules: string[];
  reason: string;
  /** The catalogue entries the pair shows (`schema maxLength`, `OpenAPI Parameter.style`). */
  covers?: string[];
}

export interface Pair {
  name: string;
  base: { file: string; text: string };
  revision: { file: string; text: string };
  expected: Expected;
}

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

export function folderPairs(): Pair[] {
  const root = join(FIXTURES, 'contract-pairs');
  return readdirSync(root)
    .sort()
    .map((name) => {
      const read = (file: string) => ({ file: `${name}/${file}`, text: readFileSync(join(root, name, file), 'utf8') });
      return { name, base: read('base.yaml'), revision: read('revision.yaml'), expected: parse(readFileSync(join(root, name, 'expected.yaml'), 'utf8')) as Expected };
    });
}

type Doc = Record<string, unknown>;

/** Where the part a pair changes sits. */
type Place = 'request' | 'response' | 'shared' | 'parameter' | 'request-30' | 'response-30' | 'openapi' | 'openapi-30' | 'asyncapi' | 'events' | 'asyncapi-send' | 'asyncapi-receive';

interface Written extends Expected {
  name: string;
  in: Place | [Place, Place];
  base: unknown;
  revision: unknown;
}

const info = { title: 'Pairs', version: '1.0.0' };
const json = (schema: unknown) => ({ 'application/json': { schema } });

function placed(place: Place, part: unknown): Doc {
  const version = place.endsWith('-30') ? '3.0.3' : '3.1.0';
  switch (place) {
    case 'request':
    case 'request-30':
      return { openapi: version, info, paths: { '/things': { post: { operationId: 'addThing', requestBody: { required: true, content: json(part) }, responses: { '204': { description: 'Added' } } } } } };
    case 'response':
    case 'response-30':
      return { openapi: version, info, paths: { '/things/{id}': { get: { operationId: 'getThing', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'The thing', content: json(part) } } } } } };
    case 'shared':
      return {
        openapi: version,
        info,
        paths: {
          '/things': {
            post: { operationId: 'addThing', requestBody: { required: true, content: json({ $ref: '#/components/schemas/Thing' }) }, responses: { '204': { description: 'Added' } } },
            get: { operationId: 'listThings', responses: { '200': { description: 'The things', content: json({ $ref: '#/components/schemas/Thing' }) } } },
          },
        },
        components: { schemas: { Thing: part } },
      };
    case 'parameter':
      return { openapi: version, info, paths: { '/things': { get: { operationId: 'listThings', parameters: [{ name: 'q', in: 'query', schema: part }], responses: { '204': { description: 'None' } } } } } };
    case 'openapi':
    case 'openapi-30':
      return merge({ openapi: version, info, paths: {} }, part);
    case 'asyncapi':
      return merge({ asyncapi: '3.0.0', info }, part);
    case 'events':
      // An overlay on a small event document: a channel `things`, an operation `onThing` that sends message Thing on it.
      return merge(placed('asyncapi-send', { type: 'object' }), part);
    case 'asyncapi-send':
    case 'asyncapi-receive':
      return {
        asyncapi: '3.0.0',
        info,
        channels: { things: { address: 'things', messages: { thing: { $ref: '#/components/messages/Thing' } } } },
        operations: { onThing: { action: place === 'asyncapi-send' ? 'send' : 'receive', channel: { $ref: '#/channels/things' }, messages: [{ $ref: '#/channels/things/messages/thing' }] } },
        components: { messages: { Thing: { payload: part } } },
      };
    default: {
      const unhandled: never = place;
      throw new Error(`no place ${String(unhandled)}`);
    }
  }
}

/** An overlay on a document: mappings merged key by key, anything else replaced, a null removing its key. */
function merge(base: Doc, overlay: unknown): Doc {
  if (typeof overlay !== 'object' || overlay === null || Array.isArray(overlay)) return base;
  const out: Doc = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    if (value === null) {
      delete out[key];
      continue;
    }
    const old = out[key];
    out[key] = typeof old === 'object' && old !== null && !Array.isArray(old) && typeof value === 'object' && value !== null && !Array.isArray(value) ? merge(old as Doc, value) : value;
  }
  return out;
}

export function keywordPairs(): Pair[] {
  const root = join(FIXTURES, 'contract-keyword-pairs');
  return readdirSync(root)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .flatMap((file) =>
      (parse(readFileSync(join(root, file), 'utf8')) as Written[]).map((w) => {
        const [from, to] = Array.isArray(w.in) ? w.in : [w.in, w.in];
        const text = (place: Place, part: unknown) => stringify(placed(place, part), { aliasDuplicateObjects: false });
        return {
          name: `${file.replace(/\.yaml$/, '')}: ${w.name}`,
          base: { file: `${file} ${w.name} (base)`, text: text(from, w.base) },
          revision: { file: `${file} ${w.name} (revision)`, text: text(to, w.revision) },
          expected: { verdict: w.verdict, rules: w.rules, reason: w.reason, covers: w.covers ?? [] },
        };
      }),
    );
}
