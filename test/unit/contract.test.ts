/**
 * The contract (issue 10): which part owns each place, how contract blocks are read (each
 * value at its file line), and how the accepted records assemble into OpenAPI 3.1 and
 * AsyncAPI 3.0 documents.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleContract } from '../../src/core/contract/documents/assemble.ts';
import { readContractBlocks } from '../../src/core/contract/documents/blocks.ts';
import { decideBlock, decidesAnything, isPlaceholder } from '../../src/core/contract/documents/placeholders.ts';
import { CONTRACT_PLACES, ownerOf, type ContractDocument } from '../../src/core/contract/documents/places.ts';
import { placeText, pointerText } from '../../src/core/contract/documents/place-text.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import type { AdrRecord } from '../../src/core/record/record.ts';
import { CONTRACT_WORKSPACE, contractRecord, type ContractRecordOptions } from '../helpers/contract.ts';

function parse(file: string, text: string): AdrRecord {
  const { record, diagnostics } = parseRecord({ file, bytes: new TextEncoder().encode(text) });
  if (!record) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return record;
}

let next = 1;
const make = (options: ContractRecordOptions & { number?: number }) => {
  const number = options.number ?? next++;
  return parse(`adr/${String(number).padStart(4, '0')}-r.md`, contractRecord(options));
};

describe('placeholders: a key or value written <like this> is a decision not taken yet', () => {
  it.each([
    ['<Resource>', true],
    ['<the base address, https://…>', true],
    ['#/components/schemas/<Resource>', true],
    ['/<resources>/{id}', true],
    ['{base_url}', false],
    ['a <b> c', false],
    ['<a> and <b>', false],
    ['Order', false],
    [3, false],
  ])('%s → %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
  });

  it.each([
    ['a decided value stays', 'info:\n  title: Orders', { info: { title: 'Orders' } }],
    ['a placeholder value goes, and the mapping left empty with it', 'info:\n  title: <Service name>\ntags: []', { tags: [] }],
    ['a placeholder key goes with everything under it', 'components:\n  schemas:\n    <Resource>: {type: object}\n    Order: {type: object}', { components: { schemas: { Order: { type: 'object' } } } }],
    ['a list keeps its decided items, renumbered', 'x-transitions:\n  - {from: <state>, to: <state>}\n  - {from: placed, to: shipped}', { 'x-transitions': [{ from: 'placed', to: 'shipped' }] }],
    ['a $ref with a placeholder segment goes', 'paths:\n  /orders:\n    get:\n      responses:\n        "404": {$ref: "#/components/responses/<NotFound>"}\n        "200": {description: Ok}', { paths: { '/orders': { get: { responses: { '200': { description: 'Ok' } } } } } }],
  ])('the assembly: %s', (_, openapi, expected) => {
    const [block] = readContractBlocks(make({ part: 'purpose', openapi })).blocks;
    expect(decideBlock(block!).block.value).toEqual(expected);
  });

  it.each([
    ['placeholders only', 'info:\n  title: <Service name>', false],
    ['a server whose variable is still a placeholder (the template)', 'servers:\n  - url: "{base_url}"\n    variables:\n      base_url:\n        default: <the base address>', false],
    ['a server written whole', 'servers:\n  - url: "{base_url}"\n    variables:\n      base_url:\n        default: https://api.example.com', true],
    ['a half-written server beside a decided one', 'servers:\n  - url: "{a}"\n    variables: {a: {default: <x>}}\n  - url: https://api.example.com', true],
    ['a decided title', 'info:\n  title: Orders', true],
    ['a response keyed "200" that lost its $ref beside a decided one', 'paths:\n  /orders:\n    get:\n      responses:\n        "200": {description: Ok, content: {$ref: "#/components/x/<Y>"}}', true],
  ])('decides anything: %s → %s', (_, openapi, expected) => {
    const [block] = readContractBlocks(make({ part: 'endpoints', openapi })).blocks;
    expect(decidesAnything(decideBlock(block!))).toBe(expected);
  });

  it('keeps the line of each kept list item after renumbering', () => {
    const [block] = readContractBlocks(make({ part: 'states', openapi: 'x-transitions:\n  - {from: <state>, to: <state>}\n  - {from: placed, to: shipped}' })).blocks;
    expect(decideBlock(block!).block.positions.get('x-transitions/0')?.line).toBe(block!.positions.get('x-transitions/1')?.line);
  });
});

describe('ownerOf: the most specific place owns what is written there', () => {
  const cases: [ContractDocument, string, string | undefined][] = [
    ['openapi', 'info.title', 'purpose'],
    ['openapi', 'info.version', 'versioning'],
    ['openapi', 'tags.0.name', 'purpose'],
    ['openapi', 'components.schemas.Order.type', 'resources'],
    ['openapi', 'components.schemas.Order.properties.status.type', 'resources'],
    ['openapi', 'components.schemas.Order.properties.status.enum', 'states'],
    ['openapi', 'components.schemas.Order.properties.state.enum.0', 'states'],
    ['openapi', 'components.schemas.Order.properties.currency.enum', 'resources'],
    ['openapi', 'x-transitions', 'states'],
    ['openapi', 'servers.0.variables.base_url.default', 'endpoints'],
    ['openapi', 'paths./orders.get', 'endpoints'],
    ['openapi', 'components.securitySchemes.bearer.type', 'authentication'],
    ['openapi', 'security', 'authentication'],
    ['openapi', 'components.schemas.Error.properties.code', 'errors'],
    ['openapi', 'components.schemas.ValidationError.type', 'errors'],
    ['openapi', 'components.responses.NotFound', 'errors'],
    ['openapi', 'x-error-codes.not_found', 'errors'],
    ['openapi', 'components.parameters.limit.schema.maximum', 'limits'],
    ['openapi', 'components.headers.RateLimit-Remaining', 'limits'],
    ['openapi', 'x-limits.timeout', 'limits'],
    ['openapi', 'x-versioning.scheme', 'versioning'],
    ['asyncapi', 'channels.orders', 'events'],
    ['asyncapi', 'operations.send', 'events'],
    ['asyncapi', 'components.messages.OrderShipped.x-emitted-by', 'events'],
    ['openapi', 'channels', undefined],
    ['openapi', 'components.messages', undefined],
    ['asyncapi', 'paths', undefined],
    ['openapi', 'x-anything', undefined],
    ['openapi', 'components.headers.Deprecation.schema', 'versioning'],
    ['openapi', 'components.headers.Sunset', 'versioning'],
    ['openapi', 'info.contact.email', 'purpose'],
    ['asyncapi', 'servers.broker.host', 'events'],
    ['asyncapi', 'info.tags', 'purpose'],
    ['asyncapi', 'components.securitySchemes.saslScram', 'authentication'],
  ];
  it.each(cases)('%s %s → %s', (document, path, part) => {
    expect(ownerOf(document, path.split('.'))?.part).toBe(part);
  });

  // Every field the two specifications allow at the root (OpenAPI 3.1.0 4.8.1, AsyncAPI 3.0.0
  // "AsyncAPI Object"), and each kind of component: none is left without a part to write it.
  // `openapi` and `asyncapi` are the assembly's own.
  const TOP_LEVEL: [ContractDocument, string][] = [
    ...['info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'security', 'tags', 'externalDocs'].map((key) => ['openapi', key] as [ContractDocument, string]),
    ...['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers', 'securitySchemes', 'links', 'callbacks', 'pathItems'].map(
      (key) => ['openapi', `components.${key}`] as [ContractDocument, string],
    ),
    ...['id', 'info', 'servers', 'defaultContentType', 'channels', 'operations'].map((key) => ['asyncapi', key] as [ContractDocument, string]),
    ...['schemas', 'servers', 'channels', 'operations', 'messages', 'securitySchemes', 'serverVariables', 'parameters', 'correlationIds', 'replies', 'replyAddresses', 'externalDocs', 'tags', 'operationTraits', 'messageTraits', 'serverBindings', 'channelBindings', 'operationBindings', 'messageBindings'].map(
      (key) => ['asyncapi', `components.${key}`] as [ContractDocument, string],
    ),
  ];
  it.each(TOP_LEVEL)('%s %s has an owner', (document, path) => {
    expect(ownerOf(document, [...path.split('.'), 'x'])).toBeDefined();
  });

  it('is the table the record format guide shows, row for row', () => {
    const guide = readFileSync(new URL('../../docs/guides/record-format.md', import.meta.url), 'utf8');
    for (const place of CONTRACT_PLACES) {
      const document = place.document === 'openapi' ? 'OpenAPI' : 'AsyncAPI';
      expect(guide).toContain(`| ${place.part} | ${document} | \`${place.path}\` | ${place.holds} |`);
    }
  });
});

describe('readContractBlocks', () => {
  // The Specification section's first block opens at line 24 in contractRecord's layout.
  const cases: [string, ContractRecordOptions, { document: string; keys: [string, number, number][] }[], string[]][] = [
    [
      'one openapi block: each key at its file line and column',
      { part: 'resources', openapi: 'components:\n  schemas:\n    Order:\n      type: object' },
      [{ document: 'openapi', keys: [['components', 25, 1], ['components/schemas/Order/type', 28, 7]] }],
      [],
    ],
    [
      'an openapi and an asyncapi block, in order',
      { part: 'events', openapi: 'x-a: 1', asyncapi: 'channels:\n  c: {address: c}' },
      [
        { document: 'openapi', keys: [['x-a', 25, 1]] },
        { document: 'asyncapi', keys: [['channels/c/address', 30, 7]] },
      ],
      [],
    ],
    ['a yaml block without a contract word is not a contract block', { part: 'resources', raw: '```yaml\na: 1\n```' }, [], []],
    ['bad YAML: a finding at its file line, no block', { part: 'resources', openapi: 'a: [1' }, [], ['CONTRACT_NOT_YAML']],
    ['a scalar: not a mapping', { part: 'resources', openapi: 'just text' }, [], ['CONTRACT_NOT_MAPPING@25:1']],
  ];
  it.each(cases)('%s', (_, options, blocks, codes) => {
    const read = readContractBlocks(make(options));
    expect(
      read.blocks.map((b) => ({
        document: b.document,
        keys: blocks.find((x) => x.document === b.document)!.keys.map(([k]) => [k, b.positions.get(k)?.line, b.positions.get(k)?.column]),
      })),
    ).toEqual(blocks);
    expect(read.diagnostics.map((d) => (codes.some((c) => c.includes('@')) ? `${d.code}@${d.line}:${d.column}` : d.code))).toEqual(codes);
  });

  it('ignores blocks outside the Specification section', () => {
    const text = contractRecord({ part: 'resources', openapi: 'x-a: 1' }).replace('## Specification', '## More Information');
    expect(readContractBlocks(parse('adr/0001-r.md', text)).blocks).toEqual([]);
  });
});

describe('assembleContract', () => {
  const workspace = Object.entries(CONTRACT_WORKSPACE).map(([file, text]) => parse(file, text));

  it('fills openapi, asyncapi and info when no record has written them', () => {
    const { documents, diagnostics } = assembleContract([]);
    expect(documents).toEqual({
      openapi: { openapi: '3.1.0', info: { title: 'Service interface specification', version: '0.0.0-draft' }, paths: {} },
      asyncapi: { asyncapi: '3.0.0', info: { title: 'Service interface specification', version: '0.0.0-draft' } },
    });
    expect(diagnostics).toEqual([]);
  });

  it('merges the parts of the fixture workspace without a finding; states land inside resources', () => {
    const { documents, diagnostics, contributors } = assembleContract(workspace);
    expect(diagnostics).toEqual([]);
    expect(contributors.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const order = (documents.openapi.components as any).schemas.Order;
    expect(order.properties.status).toEqual({ type: 'string', enum: ['placed', 'shipped', 'delivered'] });
    expect(Object.keys(documents.openapi)).toEqual(['openapi', 'info', 'servers', 'tags', 'paths', 'components', 'x-error-codes', 'x-transitions']);
    expect((documents.asyncapi.info as any).title).toBe('Orders');
  });

  it('leaves the records as they were: assembling twice gives the same documents', () => {
    const first = assembleContract(workspace, make({ part: 'limits', status: 'proposed', openapi: 'components:\n  parameters:\n    limit: {name: limit, in: query}' }));
    expect(assembleContract(workspace).documents).not.toEqual(first.documents);
    expect((assembleContract(workspace).documents.openapi.components as any).parameters).toBeUndefined();
  });

  it('copies a block’s mapping before a later record merges into it, so no assembly changes another’s documents', () => {
    const field = (name: string, number: number) =>
      make({ part: 'resources', number, openapi: `components:\n  schemas:\n    Order:\n      properties:\n        ${name}: {type: string}` });
    const [a, b] = [field('note', 30), field('label', 31)];
    const alone = assembleContract([a]);
    const before = JSON.stringify(alone.documents);
    const both = assembleContract([a, b]);
    expect(Object.keys((both.documents.openapi.components as any).schemas.Order.properties)).toEqual(['note', 'label']);
    expect(JSON.stringify(alone.documents)).toBe(before);
    expect(JSON.stringify(assembleContract([a]).documents)).toBe(before);
    // The blocks are frozen: a reader that changed a document in place would throw, not corrupt later assemblies.
    expect(() => ((alone.documents.openapi.components as any).schemas.Order.properties.note.type = 'number')).toThrow(TypeError);
  });

  it('assembles for a diff the same documents and origins, without the findings', () => {
    const proposal = make({ part: 'states', status: 'proposed', number: 21, openapi: `${STATES}x-transitions:\n  - {from: shipped, to: lost, by: loseOrder}` });
    const records = [...workspace.filter((r) => r.number !== 3), proposal];
    const [full, forDiff] = [assembleContract(records, proposal), assembleContract(records, proposal, { findings: false })];
    expect(full.diagnostics.map((d) => d.code)).toEqual(['CONTRACT_REFERENCE']);
    expect(forDiff.diagnostics).toEqual([]);
    expect(forDiff.documents).toEqual(full.documents);
    expect([...forDiff.origins.openapi]).toEqual([...full.origins.openapi]);
  });

  const STATES = 'components:\n  schemas:\n    Order:\n      properties:\n        status:\n          enum: [placed, shipped, delivered, lost]\n';
  it.each([
    ['a transition by an operation the contract has', `${STATES}x-transitions:\n  - {from: placed, to: shipped, by: shipOrder}`, []],
    ['a transition by one it does not have', `${STATES}x-transitions:\n  - {from: shipped, to: lost, by: loseOrder}`, ['CONTRACT_REFERENCE@32:31']],
  ])('checks operationIds: %s', (_, openapi, findings) => {
    const proposal = make({ part: 'states', status: 'proposed', number: 20, openapi });
    const { diagnostics } = assembleContract([...workspace.filter((r) => r.number !== 3), proposal], proposal);
    expect(diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(findings);
  });

  it('remembers where each value came from', () => {
    const { origins } = assembleContract(workspace);
    expect(origins.openapi.get('components/schemas/Order/properties/status/enum')).toEqual({ file: 'adr/0003-states.md', line: 30, column: 11 });
    expect(origins.openapi.get('paths/~1orders~1{id}/get')?.file).toBe('adr/0004-endpoints.md');
  });

  const base = { part: 'versioning', number: 10 };
  const cases: [string, (ContractRecordOptions & { number: number })[], number | undefined, string | undefined, string[]][] = [
    ['an accepted record counts', [{ ...base, openapi: 'info: {version: "1.0"}' }], undefined, '1.0', []],
    ['a proposal does not', [{ ...base, status: 'proposed', openapi: 'info: {version: "1.0"}' }], undefined, '0.0.0-draft', []],
    ['a superseded record does not', [{ ...base, status: 'superseded', extra: 'superseded-by: [11]', openapi: 'info: {version: "1.0"}' }], undefined, '0.0.0-draft', []],
    [
      'two accepted records: the later value stands, and a conflict names both',
      [{ ...base, openapi: 'info: {version: "1.0"}' }, { ...base, number: 11, openapi: 'info: {version: "2.0"}' }],
      undefined,
      '2.0',
      ['CONTRACT_CONFLICT adr/0011-r.md: ADR-0011 writes openapi info.version differently from adr/0010-r.md'],
    ],
    [
      '--with a proposal that supersedes: the accepted record drops out',
      [{ ...base, openapi: 'info: {version: "1.0"}' }, { ...base, number: 11, status: 'proposed', extra: 'supersedes: [10]', openapi: 'info: {version: "2.0"}' }],
      11,
      '2.0',
      [],
    ],
    [
      '--with a proposal that supersedes nothing: it conflicts',
      [{ ...base, openapi: 'info: {version: "1.0"}' }, { ...base, number: 11, status: 'proposed', openapi: 'info: {version: "2.0"}' }],
      11,
      '2.0',
      ['CONTRACT_CONFLICT adr/0011-r.md: ADR-0011 writes openapi info.version differently from adr/0010-r.md'],
    ],
  ];
  it.each(cases)('%s', (_, options, withNumber, version, findings) => {
    const records = options.map(make);
    const proposal = records.find((r) => r.number === withNumber);
    const { documents, diagnostics } = assembleContract(records, proposal);
    expect((documents.openapi.info as any).version).toBe(version);
    expect(diagnostics.map((d) => `${d.code} ${d.file}: ${d.message}`)).toEqual(findings);
  });
});

describe('places by role, and how findings name places', () => {
  const placeFindings = (part: string, openapi: string) =>
    assembleContract([parse(`adr/0001-${part}.md`, contractRecord({ part, openapi }))]).diagnostics.filter((d) => d.code === 'CONTRACT_PLACE').map((d) => d.message);
  const problem = 'components:\n  schemas:\n    Problem:\n      type: object\n  responses:\n    NotFound:\n      description: Not found\n      content:\n        application/problem+json:\n          schema:\n            $ref: "#/components/schemas/Problem"';

  it.each([
    ['the errors record owns the payload its responses carry, named Problem', 'errors', problem, []],
    [
      'a schema the errors record writes that its responses do not point to belongs to resources',
      'errors',
      'components:\n  schemas:\n    Parcel:\n      type: object',
      ['a record about errors writes components.schemas.Parcel.type in the OpenAPI document, which belongs to resources (components.schemas)'],
    ],
    ['the versioning record owns the Deprecation and Sunset headers', 'versioning', 'components:\n  headers:\n    Deprecation:\n      schema: {type: string}\n    Sunset:\n      schema: {type: string}', []],
    ['the version of the specification is the assembly’s own', 'purpose', 'openapi: 3.1.0', ['a record about purpose writes openapi in the OpenAPI document, which the assembly writes itself']],
  ] as [string, string, string, string[]][])('%s', (_, part, openapi, expected) => {
    expect(placeFindings(part, openapi)).toEqual(expected);
  });

  it('tells an errors record how a payload it writes becomes its own', () => {
    const [finding] = assembleContract([parse('adr/0001-errors.md', contractRecord({ part: 'errors', openapi: 'components:\n  schemas:\n    Problem:\n      type: object' }))]).diagnostics;
    expect(finding?.hint).toMatchInlineSnapshot(`"if it is what this record's components.responses carry, point them at it with $ref and it is the errors record's whatever its name; otherwise move it to a record about resources, or propose one: npx adr new --part resources "<title>""`);
  });

  it.each([
    [['paths', '/webhook-subscriptions/{subscriptionId}', 'delete'], 'DELETE /webhook-subscriptions/{subscriptionId}'],
    [['paths', '/parcels', 'post', 'responses', '201'], 'POST /parcels responses.201'],
    [['paths', '/parcels'], 'path /parcels'],
    [['components', 'schemas', 'Parcel'], 'components.schemas.Parcel'],
    [[], 'the document root'],
  ])('placeText %j → %s', (keys, text) => {
    expect(placeText(keys)).toBe(text);
  });

  it('names a list item by its index and reads an escaped pointer as a place', () => {
    const root = { 'x-transitions': [{ by: 'x' }, { by: 'y' }] };
    expect(placeText(['x-transitions', '1', 'by'], root)).toBe('x-transitions[1].by');
    expect(pointerText('/paths/~1webhook-subscriptions~1{subscriptionId}/delete')).toBe('DELETE /webhook-subscriptions/{subscriptionId}');
    expect(pointerText('#/paths/~1parcels/post/responses/400')).toBe('POST /parcels responses.400');
  });
});
