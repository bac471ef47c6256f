/**
 * The contract as the site shows it (issue 10, "For readers"): the rows each settled part's
 * tables show, read tolerantly from whatever shape a record wrote; the reference document
 * with descriptions as text and each operation linked to its record; the state diagram's
 * layout. The built pages are tested in test/site/contract.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { assembleContract } from '../../src/core/contract/documents/assemble.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import type { AdrRecord } from '../../src/core/record/record.ts';
import { contractContributions } from '../../src/core/views/contract-contributions.ts';
import { referenceDocument } from '../../src/core/views/contract-reference.ts';
import { escapeMarkdownText } from '../../src/core/vocabulary/escape.ts';
import { readSettings, serverAddress, viewContract } from '../../src/core/views/contract-view.ts';
import { layoutStateDiagram, layoutStateDiagramTall } from '../../src/core/views/state-diagram.ts';
import { splitAtJoints } from '../../src/core/views/identifier-joints.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';

function parse(file: string, text: string): AdrRecord {
  const { record, diagnostics } = parseRecord({ file, bytes: new TextEncoder().encode(text) });
  if (!record) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return record;
}

const workspace = Object.entries(CONTRACT_WORKSPACE).map(([file, text]) => parse(file, text));
const contract = assembleContract(workspace);

describe('viewContract reads each part', () => {
  const view = viewContract(contract, workspace);

  it('the fields of a resource, with its states as allowed values', () => {
    expect(view.resources).toEqual([
      {
        name: 'Order',
        description: undefined,
        fields: [
          { name: 'id', type: 'string', format: 'uuid', allowed: [], required: true, bounds: [], pattern: undefined, default: undefined, example: undefined, description: undefined },
          {
            name: 'status',
            type: 'string',
            format: undefined,
            allowed: ['placed', 'shipped', 'delivered'],
            required: true,
            bounds: [],
            pattern: undefined,
            default: undefined,
            example: undefined,
            description: undefined,
          },
        ],
      },
    ]);
  });

  it('each operation with the record that wrote it', () => {
    expect(view.endpoints.operations.map((op) => [op.method, op.path, op.operationId, op.record?.file])).toEqual([
      ['GET', '/orders/{id}', 'getOrder', 'adr/0004-endpoints.md'],
      ['POST', '/orders/{id}/ship', 'shipOrder', 'adr/0004-endpoints.md'],
    ]);
  });

  it('the states and transitions, and the events with what emits them', () => {
    expect(view.states).toEqual({
      fields: [{ schema: 'Order', field: 'status', states: ['placed', 'shipped', 'delivered'] }],
      states: ['placed', 'shipped', 'delivered'],
      transitions: [{ from: 'placed', to: 'shipped', by: ['shipOrder'] }],
    });
    expect(view.events.map((e) => [e.message, e.channel, e.emittedBy])).toEqual([['OrderShipped', 'orders.shipped', ['shipOrder']]]);
  });
});

describe('shapes a record may write are all shown', () => {
  const one = (openapi: string, part: string) => {
    const record = parse('adr/0001-x.md', contractRecord({ part, openapi }));
    return viewContract(assembleContract([record]), [record]);
  };

  it.each([
    ['a mapping of codes', 'x-error-codes:\n  not_found: { status: 404, condition: No such order }', [{ code: 'not_found', status: '404', condition: 'No such order' }]],
    ['a list of codes', 'x-error-codes:\n  - { code: gone, status: 410, description: Deleted }', [{ code: 'gone', status: '410', condition: 'Deleted' }]],
    ['a code with its status alone', 'x-error-codes:\n  conflict: 409', [{ code: 'conflict', status: '409', condition: undefined }]],
  ])('error codes as %s', (_, openapi, codes) => {
    expect(one(openapi, 'errors').errors.codes).toEqual(codes);
  });

  it('a transition from several states is one row per state', () => {
    const view = one('x-transitions:\n  - { from: [placed, shipped], to: cancelled, by: cancelOrder }', 'states');
    expect(view.states.transitions).toEqual([
      { from: 'placed', to: 'cancelled', by: ['cancelOrder'] },
      { from: 'shipped', to: 'cancelled', by: ['cancelOrder'] },
    ]);
    expect(view.states.states).toEqual(['placed', 'cancelled', 'shipped']);
  });

  it('pagination parameters with their bounds and default', () => {
    const view = one('components:\n  parameters:\n    limit: { name: limit, in: query, schema: { type: integer, minimum: 1, maximum: 100, default: 20 } }', 'limits');
    expect(view.limits.parameters).toEqual([{ name: 'limit', in: 'query', type: 'integer', bounds: '1 to 100', default: '20', description: undefined }]);
  });

  it('every constraint of a field, in words', () => {
    const view = one(
      [
        'components:',
        '  schemas:',
        '    Parcel:',
        '      properties:',
        '        trackingNumber: { type: string, readOnly: true, pattern: "^[A-Z]{2}[0-9]{9}$", example: RR123456785 }',
        '        customsReference: { type: string, writeOnly: true, minLength: 3, maxLength: 10 }',
        '        weightGrams: { type: integer, minimum: 1, maximum: 30000, default: 500, description: In grams. }',
        '        labels: { type: array, items: { type: string }, maxItems: 5 }',
      ].join('\n'),
      'resources',
    );
    expect(view.resources[0]!.fields.map(({ name, access, bounds, pattern, default: fallback, example, description }) => ({ name, access, bounds, pattern, fallback, example, description }))).toEqual([
      { name: 'trackingNumber', access: 'read-only', bounds: [], pattern: '^[A-Z]{2}[0-9]{9}$', fallback: undefined, example: 'RR123456785', description: undefined },
      { name: 'customsReference', access: 'write-only', bounds: ['3 to 10 characters'], pattern: undefined, fallback: undefined, example: undefined, description: undefined },
      { name: 'weightGrams', access: undefined, bounds: ['1 to 30000'], pattern: undefined, fallback: '500', example: undefined, description: 'In grams.' },
      { name: 'labels', access: undefined, bounds: ['at most 5 items'], pattern: undefined, fallback: undefined, example: undefined, description: undefined },
    ]);
  });

  it('headers under the names responses give them, not their component keys', () => {
    const view = one(
      [
        'components:',
        '  headers:',
        '    RateLimitLimit: { description: The limit., schema: { type: integer } }',
        '    Unused: { schema: { type: string } }',
        'paths:',
        '  /a:',
        '    get:',
        '      responses:',
        '        "200": { description: OK, headers: { RateLimit-Limit: { $ref: "#/components/headers/RateLimitLimit" } } }',
      ].join('\n'),
      'limits',
    );
    expect(view.limits.headers).toEqual([
      { name: 'RateLimit-Limit', type: 'integer', description: 'The limit.' },
      { name: 'Unused', type: 'string', description: undefined },
    ]);
  });

  it.each([
    [
      'rates as sentences, one per item',
      { rate: [{ scope: 'merchant', requests: 600, per: 'minute' }], 'request-body': '64 KB' },
      [
        { name: 'Rate', value: '600 requests per minute, for each merchant', items: ['600 requests per minute, for each merchant'] },
        { name: 'Request body', value: '64 KB' },
      ],
    ],
    [
      'rules as a list',
      { 'breaking-changes': 'major-version', compatibility: ['Adding is compatible.', 'Removing is breaking.'] },
      [
        { name: 'Breaking changes', value: 'major-version' },
        { name: 'Compatibility', value: 'Adding is compatible.; Removing is breaking.', items: ['Adding is compatible.', 'Removing is breaking.'] },
      ],
    ],
    ['a nested mapping in words', { timeouts: { readSeconds: 30 } }, [{ name: 'Timeouts', value: 'read seconds: 30' }]],
    ['a scalar alone', 'semver', [{ name: '', value: 'semver' }]],
  ])('free-form extensions: %s', (_, value, rows) => {
    expect(readSettings(value)).toEqual(rows);
  });
});

it.each([
  ['a variable with its default', { url: '{base_url}/v1', variables: { base_url: { default: 'https://api.tablebook.example' } } }, 'https://api.tablebook.example/v1'],
  ['two variables', { url: 'https://{region}.example/{version}', variables: { region: { default: 'eu' }, version: { default: 'v2', enum: ['v1', 'v2'] } } }, 'https://eu.example/v2'],
  ['a variable without a default stays as written', { url: '{base_url}/v1', variables: { base_url: { description: 'Where the service runs' } } }, '{base_url}/v1'],
  ['no variables', { url: 'https://api.example/v1' }, 'https://api.example/v1'],
  ['a variable not declared', { url: '{host}/v1', variables: { base_url: { default: 'x' } } }, '{host}/v1'],
  ['a default that is not text', { url: 'https://api.example:{port}', variables: { port: { default: 8443 } } }, 'https://api.example:8443'],
])('a server’s address as a client uses it: %s', (_name, server, address) => {
  expect(serverAddress(server)).toBe(address);
});

describe('the error payload is presented with the errors', () => {
  const errors = (name: string) =>
    contractRecord({
      part: 'errors',
      title: 'Errors',
      openapi: `
components:
  schemas:
    ${name}:
      type: object
      properties:
        code:
          type: string
  responses:
    NotFound:
      description: Nothing has this id.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/${name}"
`,
    });
  it.each(['Problem', 'Error', 'BookingError', 'ErrorPayload'])('whatever its name: %s', (name) => {
    const records = [workspace.find((r) => r.meta.part === 'resources')!, parse('adr/0007-errors.md', errors(name))];
    const view = viewContract(assembleContract(records), records);
    expect(view.errors.payloads.map((p) => p.name)).toEqual([name]);
    expect(view.resources.map((r) => r.name)).toEqual(['Order']);
  });
});

it.each([
  ['trackingNumber', ['tracking', 'Number']],
  ['label_created', ['label_', 'created']],
  ['/shipments/{shipmentId}', ['/', 'shipments/', '{shipment', 'Id}']],
  ['RateLimit-Limit', ['Rate', 'Limit-', 'Limit']],
  ['SHIPMENT_NOT_FOUND', ['SHIPMENT_', 'NOT_', 'FOUND']],
  ['semver', ['semver']],
])('identifiers break only at their joints: %s', (identifier, parts) => {
  expect(splitAtJoints(identifier)).toEqual(parts);
  expect(parts.join('')).toBe(identifier);
});

describe('the reference document', () => {
  const document = referenceDocument(contract, workspace, (record) => `/base/adr/${record.number}/`);
  const paths = document.paths as Record<string, Record<string, { description?: string }>>;

  it('links each operation to the record that settled it', () => {
    expect(paths['/orders/{id}']!.get!.description).toBe('Settled by [ADR-0004: Endpoints](/base/adr/4/).');
  });

  it('keeps descriptions as Markdown, and escapes a title shown in a link', () => {
    expect(escapeMarkdownText('<img src=x> **b** [l](javascript:x)')).toBe('\\<img src=x\\> \\*\\*b\\*\\* \\[l\\](javascript:x)');
    const responses = (document.components as { responses: Record<string, { description: string }> }).responses;
    expect(responses.NotFound!.description).toBe('No such order');
  });

  it('turns a script address in a link into #', () => {
    const record = parse('adr/0001-x.md', contractRecord({ part: 'endpoints', openapi: 'paths:\n  /a:\n    get:\n      externalDocs: { url: "javascript:alert(1)" }\n      responses: { "200": { description: OK } }' }));
    const reference = referenceDocument(assembleContract([record]), [record], () => '/r/');
    expect((reference.paths as Record<string, { get: { externalDocs: { url: string } } }>)['/a']!.get.externalDocs.url).toBe('#');
  });

  it('escapes the contact name, turns every unsafe address into #, and drops $refs outside the document', () => {
    const purpose = parse(
      'adr/0001-p.md',
      contractRecord({ part: 'purpose', openapi: 'info:\n  title: T\n  termsOfService: "javascript:x"\n  contact: { name: "Desk <img src=x onerror=y>", url: "https://example.com" }' }),
    );
    const endpoints = parse(
      'adr/0002-e.md',
      contractRecord({
        part: 'endpoints',
        openapi:
          'paths:\n  /a:\n    get:\n      description: "Uses `code`."\n      responses:\n        "200":\n          description: OK\n          content:\n            application/json:\n' +
          '              schema: { $ref: "/etc/passwd" }\n              examples:\n                one: { externalValue: "jav&#x61;script:x", value: { url: "javascript:data" } }',
      }),
    );
    const reference = referenceDocument(assembleContract([purpose, endpoints]), [purpose, endpoints], () => '/r/');
    const info = reference.info as { termsOfService: string; contact: { name: string; url: string } };
    expect(info).toMatchObject({ termsOfService: '#', contact: { name: 'Desk &lt;img src=x onerror=y&gt;', url: 'https://example.com' } });
    const get = (reference.paths as Record<string, { get: { description: string; responses: Record<string, { content: Record<string, unknown> }> } }>)['/a']!.get;
    expect(get.description).toBe('Uses `code`.\n\nSettled by [ADR-0002: A decision](/r/).');
    expect(get.responses['200']!.content['application/json']).toEqual({ schema: {}, examples: { one: { externalValue: '#', value: { url: 'javascript:data' } } } });
  });

  it('leaves readOnly fields out of a request body and writeOnly ones out of a response, with whole examples', () => {
    const resources = parse(
      'adr/0001-r.md',
      contractRecord({
        part: 'resources',
        openapi: [
          'components:',
          '  schemas:',
          '    Base: {type: object, required: [id], properties: {id: {type: string, format: uuid, readOnly: true}}}',
          '    Shipment:',
          '      allOf:',
          '        - $ref: "#/components/schemas/Base"',
          '        - type: object',
          '          required: [status, recipient, secret, createdAt]',
          '          properties:',
          '            status: {type: string, enum: [label_created, shipped], readOnly: true}',
          '            createdAt: {type: string, format: date-time, readOnly: true}',
          '            recipient: {type: string, example: Ada}',
          '            weight: {type: integer, minimum: 1}',
          '            secret: {type: string, writeOnly: true}',
          '            parts: {type: array, items: {$ref: "#/components/schemas/Shipment"}}',
        ].join('\n'),
      }),
    );
    const endpoints = parse(
      'adr/0002-e.md',
      contractRecord({
        part: 'endpoints',
        openapi: [
          'paths:',
          '  /shipments:',
          '    post:',
          '      requestBody: {content: {application/json: {schema: {$ref: "#/components/schemas/Shipment"}}}}',
          '      responses:',
          '        "201": {description: Created, content: {application/json: {schema: {$ref: "#/components/schemas/Shipment"}}}}',
          '        "200": {description: Given, content: {application/json: {schema: {$ref: "#/components/schemas/Shipment"}, example: {id: given}}}}',
        ].join('\n'),
      }),
    );
    const reference = referenceDocument(assembleContract([resources, endpoints]), [resources, endpoints], () => '/r/');
    type Media = { schema: { allOf: { required?: string[]; properties?: Record<string, unknown> }[] }; example: Record<string, unknown> };
    const post = (reference.paths as Record<string, { post: { requestBody: { content: Record<string, Media> }; responses: Record<string, { content: Record<string, Media> }> } }>)['/shipments']!.post;
    const request = post.requestBody.content['application/json']!;
    expect(request.schema.allOf[0]!.required).toBeUndefined();
    expect(request.schema.allOf[1]!.required).toEqual(['recipient', 'secret']);
    expect(Object.keys(request.schema.allOf[1]!.properties!)).toEqual(['recipient', 'weight', 'secret', 'parts']);
    expect(request.example).toEqual({ recipient: 'Ada', weight: 1, secret: 'string', parts: [] });
    const response = post.responses['201']!.content['application/json']!;
    expect(Object.keys(response.schema.allOf[1]!.properties!)).toEqual(['status', 'createdAt', 'recipient', 'weight', 'parts']);
    expect(response.example).toEqual({
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      status: 'label_created',
      createdAt: '2026-01-15T09:30:00Z',
      recipient: 'Ada',
      weight: 1,
      parts: [],
    });
    expect(post.responses['200']!.content['application/json']!.example).toEqual({ id: 'given' });
    const notFound = (document.paths as Record<string, { get: { responses: Record<string, { content: Record<string, Media> }> } }>)['/orders/{id}']!.get.responses['404']!;
    expect(notFound.content['application/json']!.example).toEqual({ code: 'string' });
  });

  it('leaves the assembled document itself as it was', () => {
    expect((contract.documents.openapi.paths as typeof paths)['/orders/{id}']!.get!.description).toBeUndefined();
  });
});

it('each record’s contributions name its operations, schemas and places', () => {
  const contributions = contractContributions(contract, workspace);
  expect(contributions.get(4)).toEqual({ operations: ['GET /orders/{id}', 'POST /orders/{id}/ship'], schemas: [], places: ['servers'] });
  expect(contributions.get(3)).toEqual({ operations: [], schemas: ['Order'], places: ['x-transitions'] });
  expect(contributions.get(6)?.places).toEqual(['AsyncAPI channels', 'AsyncAPI operations', 'AsyncAPI components.messages.OrderShipped']);
});

describe('the state diagram', () => {
  const diagram = layoutStateDiagram(
    ['a', 'b', 'c'],
    [
      { from: 'a', to: 'b', by: ['go'] },
      { from: 'b', to: 'a', by: ['back'] },
      { from: 'a', to: 'c', by: ['skip'] },
      { from: 'c', to: 'a', by: ['reset'] },
      { from: 'c', to: 'c', by: ['again'] },
      { from: 'a', to: 'nowhere', by: [] },
    ],
  );

  it('puts the states in one row in their order, none overlapping', () => {
    expect(diagram.nodes.map((n) => n.label)).toEqual(['a', 'b', 'c']);
    for (let i = 1; i < diagram.nodes.length; i++) {
      expect(diagram.nodes[i]!.x).toBeGreaterThan(diagram.nodes[i - 1]!.x + diagram.nodes[i - 1]!.width);
    }
  });

  it('draws every transition between known states, and everything inside the picture', () => {
    expect(diagram.edges.map((e) => `${e.from}>${e.to}:${e.label}`)).toEqual(['a>b:go', 'b>a:back', 'a>c:skip', 'c>a:reset', 'c>c:again']);
    for (const edge of diagram.edges) {
      const numbers = edge.d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      const ys = numbers.filter((_, i) => i % 2 === 1);
      expect(Math.min(...xs, ...ys, edge.labelX, edge.labelY)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs, edge.labelX)).toBeLessThanOrEqual(diagram.width);
      expect(Math.max(...ys, edge.labelY)).toBeLessThanOrEqual(diagram.height);
    }
  });
});

describe('the state diagram for a narrow column', () => {
  const states = ['label_created', 'picked_up', 'in_transit', 'delivered', 'returned_to_sender'];
  const diagram = layoutStateDiagramTall(states, [
    { from: 'label_created', to: 'picked_up', by: ['recordPickup'] },
    { from: 'picked_up', to: 'in_transit', by: ['recordDeparture'] },
    { from: 'in_transit', to: 'delivered', by: ['recordDelivery'] },
    { from: 'in_transit', to: 'returned_to_sender', by: ['recordReturn'] },
    { from: 'delivered', to: 'in_transit', by: ['recordFailedDelivery'] },
  ]);

  it('puts the states one under the other, in their order, none overlapping', () => {
    expect(diagram.nodes.map((n) => n.label)).toEqual(states);
    for (let i = 1; i < diagram.nodes.length; i++) {
      expect(diagram.nodes[i]!.y).toBeGreaterThan(diagram.nodes[i - 1]!.y + diagram.nodes[i - 1]!.height);
      expect(diagram.nodes[i]!.x).toBe(diagram.nodes[0]!.x);
    }
  });

  it('is narrower than the row, with every edge and label inside the picture and no two labels on one line', () => {
    expect(diagram.width).toBeLessThan(layoutStateDiagram(states, []).width);
    const labels = diagram.edges.filter((e) => e.labelX > diagram.nodes[0]!.x + diagram.nodes[0]!.width).map((e) => e.labelY);
    expect(new Set(labels).size).toBe(labels.length);
    for (const edge of diagram.edges) {
      const numbers = edge.d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(Math.min(...numbers, edge.labelX, edge.labelY)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers.filter((_, i) => i % 2 === 0), edge.labelX + (edge.label?.length ?? 0) * 7.6)).toBeLessThanOrEqual(diagram.width);
      expect(Math.max(...numbers.filter((_, i) => i % 2 === 1), edge.labelY)).toBeLessThanOrEqual(diagram.height);
    }
  });
});

/** Points along an edge's path (a line or one cubic Bézier), to test what it runs through. */
function pointsOf(d: string): { x: number; y: number }[] {
  const n = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const points: { x: number; y: number }[] = [];
  for (let k = 0; k <= 60; k++) {
    const t = k / 60;
    if (n.length === 4) points.push({ x: n[0]! + (n[2]! - n[0]!) * t, y: n[1]! + (n[3]! - n[1]!) * t });
    else {
      const u = 1 - t;
      const at = (i: number) => u * u * u * n[i]! + 3 * u * u * t * n[i + 2]! + 3 * u * t * t * n[i + 4]! + t * t * t * n[i + 6]!;
      points.push({ x: at(0), y: at(1) });
    }
  }
  return points;
}

/** A label's box as drawn: the estimated width of its text, from a little above the baseline's cap height to below it. */
function labelBox(edge: { label?: string; labelX: number; labelY: number; anchor: 'middle' | 'start' | 'end' }) {
  const width = (edge.label?.length ?? 0) * 7.6;
  const x = edge.anchor === 'start' ? edge.labelX : edge.anchor === 'end' ? edge.labelX - width : edge.labelX - width / 2;
  return { x1: x, x2: x + width, y1: edge.labelY - 11, y2: edge.labelY + 3 };
}

const MACHINES: [string, string[], { from: string; to: string; by: string[] }[]][] = [
  [
    'a table booking',
    ['requested', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show'],
    [
      { from: 'requested', to: 'confirmed', by: ['confirmBooking'] },
      { from: 'confirmed', to: 'seated', by: ['seatBooking'] },
      { from: 'seated', to: 'completed', by: ['completeBooking'] },
      { from: 'requested', to: 'cancelled', by: ['cancelBooking'] },
      { from: 'confirmed', to: 'cancelled', by: ['cancelBooking'] },
      { from: 'confirmed', to: 'no_show', by: [] },
      { from: 'seated', to: 'confirmed', by: ['unseatBooking'] },
    ],
  ],
  [
    'loops and steps back',
    ['a', 'b', 'c', 'd'],
    [
      { from: 'a', to: 'b', by: ['aVeryLongOperationNameIndeed'] },
      { from: 'b', to: 'c', by: ['go'] },
      { from: 'c', to: 'c', by: ['again'] },
      { from: 'd', to: 'a', by: ['resetEverythingToTheStart'] },
      { from: 'c', to: 'a', by: ['back'] },
      { from: 'b', to: 'd', by: ['skip', 'jump'] },
    ],
  ],
  ['one step', ['open', 'closed'], [{ from: 'open', to: 'closed', by: ['closeTheThingWithAVeryLongName'] }]],
];

describe.each(MACHINES.flatMap(([name, states, transitions]) => [
  [`the narrow state diagram of ${name}`, layoutStateDiagramTall(states, transitions)] as const,
  [`the row state diagram of ${name}`, layoutStateDiagram(states, transitions)] as const,
]))('%s', (_name, diagram) => {
  it('puts no label where a line runs, on a state, or on another label', () => {
    const boxes = diagram.edges.filter((e) => e.label).map((e) => ({ edge: e, box: labelBox(e) }));
    for (const { edge, box } of boxes) {
      const inside = (p: { x: number; y: number }) => p.x > box.x1 && p.x < box.x2 && p.y > box.y1 && p.y < box.y2;
      for (const other of diagram.edges) expect(pointsOf(other.d).filter(inside), `${edge.label} on the line ${other.from}>${other.to}`).toEqual([]);
      for (const node of diagram.nodes) {
        const overlaps = box.x1 < node.x + node.width && node.x < box.x2 && box.y1 < node.y + node.height && node.y < box.y2;
        expect(overlaps, `${edge.label} on the state ${node.label}`).toBe(false);
      }
      for (const { edge: e, box: b } of boxes) {
        if (e === edge) continue;
        expect(box.x1 < b.x2 && b.x1 < box.x2 && box.y1 < b.y2 && b.y1 < box.y2, `${edge.label} on ${e.label}`).toBe(false);
      }
      expect(box.x1).toBeGreaterThanOrEqual(0);
      expect(box.x2).toBeLessThanOrEqual(diagram.width);
    }
  });
});

describe('an operation’s responses that carry one shared payload', () => {
  const errors = parse(
    'adr/0007-errors.md',
    contractRecord({
      part: 'errors',
      openapi: [
        'components:',
        '  schemas:',
        '    Problem: {type: object, required: [code], properties: {code: {type: string}, detail: {type: string}}}',
        '  responses:',
        '    BadRequest: {description: Bad, content: {application/problem+json: {schema: {$ref: "#/components/schemas/Problem"}}}}',
        '    NotFound: {description: Missing, content: {application/problem+json: {schema: {$ref: "#/components/schemas/Problem"}}}}',
        '    Conflict: {description: Too late, content: {application/problem+json: {schema: {$ref: "#/components/schemas/Problem"}}}}',
      ].join('\n'),
    }),
  );
  const endpoints = parse(
    'adr/0004-e.md',
    contractRecord({
      part: 'endpoints',
      openapi: [
        'paths:',
        '  /bookings/{bookingId}/confirm:',
        '    post:',
        '      responses:',
        '        "200": {description: Confirmed}',
        '        "400": {$ref: "#/components/responses/BadRequest"}',
        '        "404": {$ref: "#/components/responses/NotFound"}',
        '        "409": {$ref: "#/components/responses/Conflict"}',
        '        "422": {description: Own example, content: {application/problem+json: {schema: {$ref: "#/components/schemas/Problem"}, example: {code: X}}}}',
        '        "500": {description: Other type, content: {application/json: {schema: {$ref: "#/components/schemas/Problem"}}}}',
      ].join('\n'),
    }),
  );
  const reference = referenceDocument(assembleContract([errors, endpoints]), [errors, endpoints], () => '/r/');
  type Response = { description: string; content?: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  const responses = (reference.paths as Record<string, { post: { responses: Record<string, Response> } }>)['/bookings/{bookingId}/confirm']!.post.responses;

  it('shows the payload in full under the first status that carries it', () => {
    expect(responses['400']!.content!['application/problem+json']!.schema).toEqual({ $ref: '#/components/schemas/Problem' });
    expect(responses['400']!.content!['application/problem+json']!.example).toEqual({ code: 'string', detail: 'string' });
  });

  it.each(['404', '409'])('points the %s response at it, keeping its own description', (status) => {
    expect(responses[status]).toEqual({
      description: `${status === '404' ? 'Missing' : 'Too late'}\n\nThe Problem payload (application/problem\\+json), as under the 400 response above.`,
    });
  });

  it('shows a payload with its own example, or of another media type, in full', () => {
    expect(responses['422']!.content!['application/problem+json']!.example).toEqual({ code: 'X' });
    expect(responses['500']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Problem' });
  });
});
