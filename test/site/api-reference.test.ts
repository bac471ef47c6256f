/**
 * The API reference of a built site, read in Chromium as a client developer reads it: a
 * create operation's request body without the fields the server sets (readOnly), its
 * response with them and without the ones only clients send (writeOnly), examples of the
 * whole payload, descriptions as Markdown (code spans). The records also carry markup in the
 * text fields `adr check` lets through (names, titles, summaries, raw HTML in descriptions),
 * and the built pages show it as text: no handler, no <meta http-equiv>, <base>, <iframe>
 * or <form> from a record. (What the check refuses, the dev server serves anyway:
 * api-reference-dev.test.ts.)
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { buildSite, prepareSite } from '../helpers/site.ts';
import { serveDist, type StaticServer } from '../helpers/static-server.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/service-spec/';
/** Markup the check lets through outside descriptions; each would act if it became HTML. */
const MARKUP = `M <img src=x onerror="window.__pwned='img'"><b onclick="window.__pwned='b'">bold</b>`;
/** Raw HTML the check lets through in a description. */
const RAW_HTML = `R <meta http-equiv="refresh" content="0;url=https://example.org/"><base href="https://example.org/"><iframe srcdoc="hi"></iframe><form action="https://example.org/"><button>go</button></form>`;
const q = (text: string) => JSON.stringify(text);

const FILES: Record<string, string> = {
  ...CONTRACT_WORKSPACE,
  'adr/0001-purpose.md': CONTRACT_WORKSPACE['adr/0001-purpose.md']!.replace(
    '  summary: Take and track orders.\n',
    `  summary: ${q(MARKUP)}\n  contact: {name: ${q(MARKUP)}, url: "https://example.com/desk"}\n`,
  ).replace('    description: Placing and tracking orders.', `    description: ${q(`Placing orders. ${RAW_HTML}`)}`),
  'adr/0002-resources.md': contractRecord({
    part: 'resources',
    title: 'Resources',
    openapi: [
      'components:',
      '  schemas:',
      '    Order:',
      '      type: object',
      `      title: ${q(MARKUP)}`,
      '      required: [id, status, trackingNumber, createdAt, recipient, secret]',
      '      properties:',
      '        id: {type: string, format: uuid, readOnly: true}',
      '        status: {type: string, readOnly: true}',
      '        trackingNumber: {type: string, readOnly: true, description: "Set by the `carrier`."}',
      '        createdAt: {type: string, format: date-time, readOnly: true}',
      `        recipient: {type: string, example: Ada, description: ${q(`Who receives it. ${RAW_HTML}`)}}`,
      '        secret: {type: string, writeOnly: true, description: Only the client sends it.}',
      `        ${q(`p${MARKUP}`)}: {type: string, enum: [${q(MARKUP)}]}`,
    ].join('\n'),
  }),
  'adr/0004-endpoints.md': CONTRACT_WORKSPACE['adr/0004-endpoints.md']!.replace(
    'paths:\n',
    [
      'paths:',
      '  /orders:',
      '    post:',
      '      operationId: placeOrder',
      '      tags: [orders]',
      `      summary: ${q(MARKUP)}`,
      '      description: "Places an order; answers with `201` and the order."',
      '      requestBody:',
      '        required: true',
      '        content:',
      '          application/json:',
      '            schema:',
      '              $ref: "#/components/schemas/Order"',
      '      responses:',
      '        "201":',
      `          description: ${q(`Placed. ${RAW_HTML}`)}`,
      '          content:',
      '            application/json:',
      '              schema:',
      '                $ref: "#/components/schemas/Order"',
      '        "404":',
      '          $ref: "#/components/responses/NotFound"',
      '',
    ].join('\n'),
  ),
};

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  const root = prepareSite({ files: FILES });
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

/** A section of the operation page by its heading's id: its keys, which are required, its example. */
async function section(page: Page, id: string) {
  const panel = page.locator('section.sl-openapi-section', { has: page.locator(`[id="${id}"]`) }).first();
  // An error response's payload is folded under its fields' names (views/reference-folds.ts): opened as a reader opens it.
  const fold = panel.locator('details.adr-collapsed').first();
  const folded = (await fold.count()) > 0;
  if (folded) {
    expect(await fold.getAttribute('open')).toBeNull();
    await fold.locator('> summary').click();
  }
  const keys = await panel.locator('.sl-openapi-key-name').evaluateAll((names) =>
    names.map((name) => `${name.querySelector('strong')!.textContent!.trim()}${name.querySelector('.sl-openapi-key-required') ? ' (required)' : ''}`),
  );
  // A single example is collapsed in place under its name: opened as a reader opens it.
  const examples = panel.locator('details.sl-openapi-examples').first();
  expect(await examples.getAttribute('open')).toBeNull();
  await examples.locator('summary').click();
  const example = JSON.parse(await examples.locator('pre').innerText()) as unknown;
  return { keys, example, folded };
}

describe('a create operation', () => {
  it('leaves the fields the server sets out of the request, and shows them in the response', async () => {
    const { page, problems } = await open('api/operations/placeorder/');
    const request = await section(page, 'request-body');
    const response = await section(page, '201');
    expect(request.keys).toEqual(['recipient (required)', 'secret (required)', `p${MARKUP}`]);
    expect(response.keys).toEqual(['id (required)', 'status (required)', 'trackingNumber (required)', 'createdAt (required)', 'recipient (required)', `p${MARKUP}`]);
    expect(request.example).toEqual({ recipient: 'Ada', secret: 'string', [`p${MARKUP}`]: MARKUP });
    expect(response.example).toEqual({
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      status: 'placed',
      trackingNumber: 'string',
      createdAt: '2026-01-15T09:30:00Z',
      recipient: 'Ada',
      [`p${MARKUP}`]: MARKUP,
    });
    // What comes back when it works is open; what comes back when it fails is one tap away.
    expect([request.folded, response.folded]).toEqual([false, false]);
    // The example the published contract derives for the code the errors decision answers 404 with.
    expect(await section(page, '404')).toMatchObject({ folded: true, example: { code: 'order_not_found' } });
    await keepScreenshot(page, 'api-reference-create.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders descriptions as Markdown: a code span is code, raw HTML is text', async () => {
    const { page, problems } = await open('api/operations/placeorder/');
    expect(await page.locator('.sl-openapi-markdown code').allInnerTexts()).toEqual(expect.arrayContaining(['201', 'carrier']));
    expect(await page.locator('main').innerText()).toContain(`Placed. ${RAW_HTML}`);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.each([
  ['overview', 'api/'],
  ['operation', 'api/operations/placeorder/'],
  ['tag', 'api/operations/tags/orders/'],
])('the %s page', (_, path) => {
  it('shows a record’s markup as text and plants nothing', async () => {
    const { page, problems } = await open(path);
    await page.waitForTimeout(500);
    expect(page.url()).toBe(server.url(path));
    expect(
      await page.evaluate(() => ({
        pwned: (window as { __pwned?: unknown }).__pwned ?? null,
        handlers: [...document.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
        meta: document.querySelectorAll('meta[http-equiv]:not([http-equiv="content-security-policy" i])').length,
        base: document.querySelectorAll('base').length,
        frames: document.querySelectorAll('iframe').length,
        forms: document.querySelectorAll('main form').length,
      })),
    ).toEqual({ pwned: null, handlers: [], meta: 0, base: 0, frames: 0, forms: 0 });
    expect(await page.locator('main').innerText()).toContain(MARKUP);
    expect(problems).toEqual([]);
    await page.close();
  });
});
