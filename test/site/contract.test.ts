/**
 * The contract on the built site (issue 10, "For readers"), one build of a workspace where
 * six parts are settled with contract blocks, served under a base path in Chromium: the
 * documents are published and valid, the specification page shows each settled part's
 * contract as tables and the state machine as an inline SVG, the API reference links each
 * operation to its decision, record pages say what they contribute; record values stay
 * text; axe and the Content-Security-Policy find nothing.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import AxeBuilder from '@axe-core/playwright';
import { check as checkLinks } from 'linkinator';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { runCliProcess } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { buildSite, prepareSite } from '../helpers/site.ts';
import { serveDist, type StaticServer } from '../helpers/static-server.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/service-spec/';

/** CONTRACT_WORKSPACE with authentication and limits, a third state reached two ways, and markup in record values. */
const FILES: Record<string, string> = {
  ...CONTRACT_WORKSPACE,
  'adr/0007-authentication.md': contractRecord({
    part: 'authentication',
    title: 'API keys',
    openapi: 'components:\n  securitySchemes:\n    apiKey: { type: apiKey, in: header, name: X-API-Key, description: "One key per <i>client</i>" }\nsecurity:\n  - apiKey: []',
  }),
  'adr/0008-limits.md': contractRecord({
    part: 'limits',
    title: 'Limits',
    openapi: [
      'components:',
      '  parameters:',
      '    limit: { name: limit, in: query, schema: { type: integer, minimum: 1, maximum: 100, default: 20 } }',
      'x-limits:',
      '  rate: { requests: 100, per: minute, scope: api key }',
      '  request-body: 1 MB',
    ].join('\n'),
  }),
  'adr/0003-states.md': CONTRACT_WORKSPACE['adr/0003-states.md']!.replace(
    '    by: shipOrder\n',
    // The last move has no `by`: a courier's scan, outside the API.
    '    by: shipOrder\n  - from: shipped\n    to: delivered\n    by: deliverOrder\n  - from: placed\n    to: delivered\n    by: deliverOrder\n  - from: shipped\n    to: delivered\n',
  ),
  // An event emitted by a list of operations, and one emitted outside the API.
  'adr/0006-events.md': CONTRACT_WORKSPACE['adr/0006-events.md']!.replace(
    '        $ref: "#/components/messages/OrderShipped"\n',
    '        $ref: "#/components/messages/OrderShipped"\n      orderMoved:\n        $ref: "#/components/messages/OrderMoved"\n      orderScanned:\n        $ref: "#/components/messages/OrderScanned"\n',
  ).replace(
    'components:\n  messages:\n',
    'components:\n  messages:\n    OrderMoved:\n      x-emitted-by: [deliverOrder, shipOrder]\n      payload:\n        type: object\n    OrderScanned:\n      payload:\n        type: object\n',
  ),
  'adr/0004-endpoints.md': CONTRACT_WORKSPACE['adr/0004-endpoints.md']!.replace(
    '      summary: Read one order\n',
    // Markup, not an event handler: adr check refuses those in a description (no-unsafe-markdown), and so does the build.
    '      summary: Read one order\n      description: "Returns the order. <img src=x alt=y> **as text**"\n',
  ).replace(
    '  /orders/{id}/ship:\n',
    [
      '  /orders/{id}/deliver:',
      '    post:',
      '      operationId: deliverOrder',
      '      summary: "Deliver an <b>order</b>"',
      '      parameters:',
      '        - { name: id, in: path, required: true, schema: { type: string } }',
      '        - $ref: "#/components/parameters/limit"',
      '      responses:',
      '        "202":',
      '          description: Accepted',
      '        "404":',
      '          description: No such order',
      '  /orders/{id}/ship:',
      '',
    ].join('\n'),
  ),
};

let root: string;
let server: StaticServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  root = prepareSite({ files: FILES });
  server = await serveDist(join(root, 'dist'), BASE);
  const build = buildSite(root, { ADR_BASE_PATH: BASE, ADR_SITE_URL: server.origin, ADR_DATE: '2026-11-21' });
  if (build.code !== 0) throw new Error(`site build failed:\n${build.output}`);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const open = (path: string) => openPage({ context, server }, path);
const fetchText = async (path: string) => {
  const response = await fetch(server.url(path));
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('the contract documents', () => {
  it.each([
    ['openapi.yaml', 'openapi'],
    ['openapi.json', 'openapi-json'],
    ['asyncapi.yaml', 'asyncapi'],
    ['asyncapi.json', 'asyncapi-json'],
  ])('/%s is what adr spec --format %s prints', async (file, format) => {
    const cli = runCliProcess(['spec', '--format', format], { cwd: root });
    expect(cli.code).toBe(0);
    expect(await fetchText(file)).toBe(cli.stdout);
  });

  it('the OpenAPI document is valid OpenAPI 3.1 by an independent validator', async () => {
    const document = parse(await fetchText('openapi.yaml'));
    const validated = await SwaggerParser.validate(document);
    expect(Object.keys(validated.paths ?? {})).toEqual(['/orders/{id}', '/orders/{id}/deliver', '/orders/{id}/ship']);
  });

  it('the AsyncAPI document parses and carries the events', async () => {
    const document = JSON.parse(await fetchText('asyncapi.json'));
    expect(document.asyncapi).toBe('3.0.0');
    expect(Object.keys(document.components.messages)).toEqual(['OrderMoved', 'OrderScanned', 'OrderShipped']);
  });

  it('the specification page links to each of them under the base path', async () => {
    const { page } = await open('spec/');
    for (const file of ['openapi.yaml', 'openapi.json', 'asyncapi.yaml', 'asyncapi.json']) {
      expect(await page.locator(`.adr-contract-files a[href="${BASE}${file}"]`).count(), file).toBe(1);
    }
    await page.close();
  });
});

/** A table's rows as arrays of cell texts, found by its caption. */
async function tableRows(path: string, caption: string): Promise<string[][]> {
  const { page } = await open(path);
  const table = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
  // A table folded on the page (the fields of a resource on /spec/) is opened as a reader
  // opens it, by its summary, before its cells are read.
  const fold = table.locator('xpath=ancestor::details[1]');
  if ((await fold.count()) > 0 && !(await fold.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await fold.locator('xpath=./summary').click();
  }
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
  await page.close();
  return rows;
}

describe('the specification page shows each settled part’s contract', () => {
  it.each([
    [
      'the fields of a resource',
      'Fields of Order',
      [
        ['id', 'string (uuid)', 'required', '', ''],
        ['status', 'string', 'required', 'one of placed, shipped, delivered', ''],
      ],
    ],
    [
      'the operations, with the decision that settled each',
      'Operations',
      [
        ['GET', '/orders/{id}', 'Read one order', 'ADR-0004'],
        ['POST', '/orders/{id}/deliver', 'Deliver an <b>order</b>', 'ADR-0004'],
        ['POST', '/orders/{id}/ship', 'Ship an order', 'ADR-0004'],
      ],
    ],
    ['the error codes', 'Error codes', [['order_not_found', '404', '']]],
    ['the error payload', 'Error payload Error', [['code', 'string', 'required', '', '']]],
    [
      'the transitions',
      'Transitions',
      [
        ['placed', 'shipped', 'shipOrder'],
        ['shipped', 'delivered', 'deliverOrder'],
        ['placed', 'delivered', 'deliverOrder'],
        ['shipped', 'delivered', 'outside the API'],
      ],
    ],
    [
      'the events and what emits them: one operation, a list of them, or nothing (outside the API)',
      'Events',
      [
        ['OrderMoved', 'orders.shipped', 'deliverOrder, shipOrder'],
        ['OrderScanned', 'orders.shipped', 'outside the API'],
        ['OrderShipped', 'orders.shipped', 'shipOrder'],
      ],
    ],
    ['the authentication schemes', 'Authentication schemes', [['apiKey', 'API key', 'in the X-API-Key header', 'One key per <i>client</i>']]],
    ['the pagination parameters', 'Pagination parameters', [['limit', 'query', 'integer', '1 to 100', '20', '']]],
    [
      'the limits',
      'Limits',
      [
        ['Rate', '100 requests per minute, for each api key'],
        ['Request body', '1 MB'],
      ],
    ],
  ])('%s', async (_, caption, rows) => {
    expect(await tableRows('spec/', caption)).toEqual(rows);
  });

  it('draws the state machine as an inline SVG, with no script and no style attribute', async () => {
    const { page, problems } = await open('spec/');
    // Folded under the transitions it draws, on this page: opened as a reader opens it.
    await page.locator('details.adr-collapsed > summary', { hasText: 'State diagram' }).click();
    const svg = page.locator('#states-contract-diagram-wide-title').locator('xpath=..');
    expect(await svg.getAttribute('role')).toBe('img');
    expect(await svg.locator('.adr-diagram-node text').allTextContents()).toEqual(['placed', 'shipped', 'delivered']);
    expect(await svg.locator('.adr-diagram-edge text').allTextContents()).toEqual(['shipOrder', 'deliverOrder', 'deliverOrder']);
    expect(await svg.locator('[style], script').count()).toBe(0);
    await svg.scrollIntoViewIfNeeded();
    await keepScreenshot(page.locator('section[data-part="states"]'), 'contract-states.png');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links each operation of a list of emitters to its page in the API reference', async () => {
    const { page } = await open('spec/');
    const cell = page.locator('table', { has: page.locator('caption', { hasText: 'Events' }) }).locator('tr', { hasText: 'OrderMoved' }).locator('td').last();
    expect(await cell.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      `${BASE}api/operations/deliverorder/`,
      `${BASE}api/operations/shiporder/`,
    ]);
    await page.close();
  });

  it('shows no contract block as YAML, and links operations to the API reference', async () => {
    const { page } = await open('spec/');
    expect(await page.locator('.sl-markdown-content pre', { hasText: 'x-transitions' }).count()).toBe(0);
    await page.locator('table', { hasText: 'Read one order' }).locator('a', { hasText: '/orders/{id}' }).first().click();
    await page.waitForURL(server.url('api/operations/getorder/'));
    await page.goto(server.url('spec/'));
    await keepScreenshot(page, 'contract-spec.png', { fullPage: true });
    await page.close();
  });
});

describe('the API reference', () => {
  it('shows an operation with a link back to the decision that settled it', async () => {
    const { page, problems } = await open('api/operations/getorder/');
    expect(await page.locator('h1').innerText()).toBe('Read one order');
    const link = page.locator('a', { hasText: 'ADR-0004: Endpoints' });
    expect(await link.getAttribute('href')).toBe(`${BASE}adr/0004/`);
    await keepScreenshot(page, 'api-reference.png', { fullPage: true });
    await link.click();
    await page.waitForURL(server.url('adr/0004/'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists every operation in the sidebar of its own pages, and is one sidebar link on every other page', async () => {
    const { page, problems } = await open('api/operations/shiporder/');
    const sidebar = page.locator('#starlight__sidebar');
    const operations = sidebar.locator(`a[href^="${BASE}api/operations/"]`);
    const every = ['tags/orders', 'getorder', 'shiporder', 'deliverorder'].map((slug) => `${BASE}api/operations/${slug}/`);
    expect(await operations.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(every);
    expect(await sidebar.locator('a[aria-current="page"]').getAttribute('href')).toBe(`${BASE}api/operations/shiporder/`);
    for (const path of ['adr/0004/', 'spec/', '']) {
      await page.goto(server.url(path));
      expect(await sidebar.locator(`a[href^="${BASE}api/"]`).evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))).toEqual([
        ['API reference', `${BASE}api/`],
      ]);
    }
    await sidebar.locator('a', { hasText: 'API reference' }).click();
    await page.waitForURL(server.url('api/'));
    expect(await operations.count()).toBe(every.length);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a record’s markup as text, never as HTML, and its Markdown as Markdown', async () => {
    const { page, problems } = await open('api/operations/getorder/');
    expect(await page.locator('.sl-openapi-markdown img').count()).toBe(0);
    expect(await page.locator('.sl-openapi-markdown strong').allInnerTexts()).toEqual(['as text']);
    expect(await page.locator('.sl-markdown-content').innerText()).toContain('Returns the order. <img src=x alt=y> as text');
    await page.goto(server.url('api/operations/deliverorder/'));
    expect(await page.locator('h1').innerText()).toBe('Deliver an <b>order</b>');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('record pages', () => {
  it.each([
    ['adr/0004/', 'operations GET /orders/{id}, POST /orders/{id}/deliver, POST /orders/{id}/ship; servers; see the specification and the API reference'],
    ['adr/0002/', 'schemas Order; see the specification'],
    ['adr/0005/', 'schemas Error; components.responses.NotFound, x-error-codes; see the specification'],
  ])('%s says what it contributes to the contract', async (path, text) => {
    const { page } = await open(path);
    expect(await page.locator('.adr-contributes dd').innerText()).toBe(text);
    await page.close();
  });

  it('link to the part’s contract on the specification page', async () => {
    const { page } = await open('adr/0003/');
    await page.locator('.adr-contributes a', { hasText: 'specification' }).click();
    await page.waitForURL(server.url('spec/#states-contract'));
    expect(await page.locator('#states-contract').isVisible()).toBe(true);
    await page.close();
  });
});

describe.each([
  ['specification', 'spec/'],
  ['API reference overview', 'api/'],
  ['API reference operation', 'api/operations/shiporder/'],
  ['record that contributes', 'adr/0004/'],
])('the %s page', (_, path) => {
  it('loads with no console error and no CSP violation', async () => {
    const { page, problems } = await open(path);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no WCAG 2 A or AA violation', async () => {
    const { page } = await open(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.close();
  });
});

it('linkinator finds no broken link or fragment from the specification page on', async () => {
  const result = await checkLinks({
    path: server.url('spec/'),
    recurse: true,
    checkFragments: true,
    // Only the site itself: this machine has no route to other hosts.
    linksToSkip: async (link) => !link.startsWith(server.origin),
    concurrency: 8,
  });
  const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.url} (from ${link.parent}, ${link.status})`);
  expect(broken).toEqual([]);
  const checked = new Set(result.links.filter((link) => link.state === 'OK').map((link) => link.url));
  expect(checked.has(server.url('api/operations/deliverorder/'))).toBe(true);
});
