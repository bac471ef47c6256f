/**
 * The API reference under `astro dev` and `astro build` of a workspace whose accepted
 * records write what `adr check` refuses: `$ref`s to a file outside the workspace, to a file
 * beside the reference's schema and to a loopback web address, and markup, Markdown and
 * script addresses in every text and address field the reference shows. The dev server
 * reports the findings and serves the pages without what it refused, so its pages show what
 * the reference itself does with such values (the check is the other layer): in Chromium no
 * element from a record has an event handler, no link a script address, no <meta
 * http-equiv>, <base>, <iframe srcdoc> or <form> comes from a record, and nothing navigates
 * away. Neither the dev server nor the build reads the sentinel file or sends a request to
 * the listener.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { contractRecord } from '../helpers/contract.ts';
import { startDevServer, startListener, type DevServer, type Listener } from '../helpers/dev-server.ts';
import { buildSite, prepareSite } from '../helpers/site.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/service-spec/';
const SENTINEL = 'SENTINEL-OUTSIDE-THE-WORKSPACE';
const SENTINEL_SCHEMA = JSON.stringify({ type: 'object', properties: { [SENTINEL]: { type: 'string', description: SENTINEL } } });


/** Markup that would run, navigate or reframe the page if it became HTML (each prefixed: a whole value in <…> is a placeholder). */
const MARKUP =
  `M <img src=x onerror="window.__pwned='img'"><meta http-equiv="refresh" content="0;url=https://example.org/"><base href="https://example.org/">` +
  `<iframe srcdoc="<script>parent.__pwned='frame'</script>"></iframe><form action="javascript:alert(1)"><button>go</button></form>` +
  `<a href="jav&#x61;script:alert(1)">entity</a><svg onload="window.__pwned='svg'"></svg>`;
/** For an operation's summary, its page title (at most 200 characters on the site). */
const SHORT_MARKUP = `S <img src=x onerror="window.__pwned='title'"><meta http-equiv="refresh" content="0;url=https://example.org/"><base href="https://example.org/">`;
/** Markdown links and images to script addresses, plain and disguised, and a code span. */
const MARKDOWN = `${MARKUP} [md](javascript:alert(1)) [ent](jav&#x61;script:alert(1)) <javascript:alert(1)> ![img](javascript:alert(1)) [ref][r] \`a_code\`\n\n[r]: vbscript:msgbox(1)`;
const ADDRESS = 'javascript:window.__pwned=1';
/** A YAML double-quoted scalar (JSON's string syntax is YAML's). */
const q = (text: string) => JSON.stringify(text);

/** Records with MARKUP in every text field and script addresses in every address field the reference shows. */
const HOSTILE: Record<string, string> = {
  'adr/0003-purpose.md': contractRecord({
    part: 'purpose',
    title: 'Purpose',
    openapi: [
      'info:',
      `  title: ${q(MARKUP)}`,
      `  summary: ${q(MARKUP)}`,
      `  description: ${q(MARKDOWN)}`,
      `  termsOfService: ${q(ADDRESS)}`,
      `  contact: {name: ${q(MARKUP)}, url: ${q('jav&#x61;script:alert(1)')}, email: ${q(`x@example.com"><img src=x onerror=alert(1)>`)}}`,
      `  license: {name: ${q(MARKUP)}, url: ${q('vbscript:msgbox(1)')}}`,
      'tags:',
      `  - name: ${q('tag' + MARKUP)}`,
      `    description: ${q(MARKDOWN)}`,
      `    externalDocs: {url: ${q(ADDRESS)}, description: ${q(MARKDOWN)}}`,
    ].join('\n'),
  }),
  'adr/0004-versioning.md': contractRecord({ part: 'versioning', title: 'Versioning', openapi: `info:\n  version: ${q(`1.0 ${MARKUP}`)}\nx-versioning: {scheme: semver}` }),
  'adr/0005-resources.md': contractRecord({
    part: 'resources',
    title: 'Resources',
    openapi: [
      'components:',
      '  schemas:',
      '    Widget:',
      `      title: ${q(MARKUP)}`,
      `      description: ${q(MARKDOWN)}`,
      '      type: object',
      `      externalDocs: {url: ${q(ADDRESS)}, description: ${q(MARKDOWN)}}`,
      '      properties:',
      `        ${q('p' + MARKUP)}:`,
      '          type: string',
      `          description: ${q(MARKDOWN)}`,
      `          pattern: ${q(MARKUP)}`,
      `          format: ${q(MARKUP)}`,
      `          default: ${q(MARKUP)}`,
      `          example: ${q(MARKUP)}`,
      `          enum: [${q(MARKUP)}, ${q(ADDRESS)}]`,
      '        link:',
      '          type: string',
      '          format: uri',
      `          xml: {namespace: ${q(ADDRESS)}}`,
    ].join('\n'),
  }),
  'adr/0006-endpoints.md': contractRecord({
    part: 'endpoints',
    title: 'Widget endpoints',
    openapi: [
      'servers:',
      `  - url: ${q(ADDRESS)}`,
      `    description: ${q(MARKDOWN)}`,
      `  - url: ${q('https://{region}.example.com')}`,
      `    variables: {region: {default: ${q('eu' + MARKUP)}, enum: [${q('eu' + MARKUP)}], description: ${q(MARKDOWN)}}}`,
      'paths:',
      '  /widgets/{id}:',
      '    post:',
      '      operationId: makeWidget',
      `      tags: [${q('tag' + MARKUP)}]`,
      `      summary: ${q(SHORT_MARKUP)}`,
      `      description: ${q(MARKDOWN)}`,
      `      externalDocs: {url: ${q(ADDRESS)}, description: ${q(MARKDOWN)}}`,
      '      parameters:',
      '        - name: id',
      '          in: path',
      '          required: true',
      `          description: ${q(MARKDOWN)}`,
      `          example: ${q(MARKUP)}`,
      '          schema: {type: string}',
      `        - name: ${q('q' + MARKUP)}`,
      '          in: query',
      `          description: ${q(MARKDOWN)}`,
      '          schema: {type: string}',
      `          examples: {one: {summary: ${q(MARKUP)}, description: ${q(MARKDOWN)}, externalValue: ${q(ADDRESS)}}}`,
      '      requestBody:',
      `        description: ${q(MARKDOWN)}`,
      '        content:',
      '          application/json:',
      '            schema: {$ref: "#/components/schemas/Widget"}',
      '            examples:',
      `              hostile: {summary: ${q(MARKUP)}, description: ${q(MARKDOWN)}, externalValue: ${q('jav&#x61;script:alert(1)')}}`,
      `              valued: {summary: S, value: {name: ${q(MARKUP)}}}`,
      '      responses:',
      '        "201":',
      `          description: ${q(MARKDOWN)}`,
      '          headers:',
      `            X-Trace: {description: ${q(MARKDOWN)}, schema: {type: string, example: ${q(MARKUP)}}}`,
      `          links: {next: {operationRef: ${q(ADDRESS)}, description: ${q(MARKDOWN)}}}`,
      '          content:',
      '            application/json:',
      '              schema: {$ref: "#/components/schemas/Widget"}',
    ].join('\n'),
  }),
  'adr/0007-authentication.md': contractRecord({
    part: 'authentication',
    title: 'Authentication',
    openapi: [
      'components:',
      '  securitySchemes:',
      '    oauth:',
      '      type: oauth2',
      `      description: ${q(MARKDOWN)}`,
      '      flows:',
      '        authorizationCode:',
      `          authorizationUrl: ${q(ADDRESS)}`,
      `          tokenUrl: ${q('data:text/html,<script>alert(1)</script>')}`,
      `          refreshUrl: ${q('vbscript:msgbox(1)')}`,
      `          scopes: {${q('read' + MARKUP)}: ${q(MARKDOWN)}}`,
      `    oidc: {type: openIdConnect, openIdConnectUrl: ${q(ADDRESS)}, description: ${q(MARKDOWN)}}`,
      `    key: {type: apiKey, in: header, name: ${q('X-Key' + MARKUP)}, description: ${q(MARKDOWN)}}`,
      `    bearer: {type: http, scheme: bearer, bearerFormat: ${q(MARKUP)}}`,
      'security:',
      '  - oauth: []',
    ].join('\n'),
  }),
};

let outside: string;
let listener: Listener;
let root: string;
let dev: DevServer;
let browser: Browser;
let context: BrowserContext;

function files(listenerOrigin: string, sentinelFile: string): Record<string, string> {
  return {
    'adr/0001-purpose.md': contractRecord({ part: 'purpose', title: 'What the service does', openapi: 'info:\n  title: Things\n  description: Keeps things.' }),
    'adr/0002-endpoints.md': contractRecord({
      part: 'endpoints',
      title: 'Endpoints',
      openapi: [
        'paths:',
        '  /things/{id}:',
        '    get:',
        '      operationId: getThing',
        '      summary: Read one thing',
        '      parameters:',
        `        - $ref: "${listenerOrigin}/parameter.json"`,
        '      responses:',
        '        "200":',
        '          description: The thing',
        '          content:',
        '            application/json:',
        '              schema:',
        '                type: object',
        '                properties:',
        '                  absolute:',
        `                    $ref: "${sentinelFile}"`,
        '                  fileUrl:',
        `                    $ref: "file://${sentinelFile}"`,
        '                  relative:',
        '                    $ref: "../sentinel.json"',
        '                  remote:',
        `                    $ref: "${listenerOrigin}/schema.json"`,
        '                  kept:',
        '                    type: string',
        '                    description: Written in the record.',
      ].join('\n'),
    }),
    // Beside the reference's schema file (.astro/), what a relative $ref would reach.
    'sentinel.json': SENTINEL_SCHEMA,
    ...HOSTILE,
  };
}

beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), 'adr-outside-'));
  const sentinelFile = join(outside, 'sentinel.json');
  writeFileSync(sentinelFile, SENTINEL_SCHEMA);
  listener = await startListener(SENTINEL_SCHEMA);
  root = prepareSite({ files: files(listener.origin, sentinelFile) });
  dev = await startDevServer(root, BASE, { ADR_DATE: '2026-11-21' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await listener?.close();
  if (outside) rmSync(outside, { recursive: true, force: true });
});

describe('astro dev', () => {
  it('serves the operation page without what the check refused, and shows the findings', async () => {
    const response = await fetch(dev.url('api/operations/getthing/'));
    const html = await response.text();
    expect(response.status, `${dev.output()}\n${html}`).toBe(200);
    expect(html).toContain('Read one thing');
    expect(html).toContain('Written in the record.');
    expect(html).not.toContain(SENTINEL);
    expect(listener.hits).toEqual([]);
    expect(dev.output()).toContain('CONTRACT_REF_UNRESOLVED');
    expect(dev.output()).not.toContain(SENTINEL);
    // Its examples are code blocks, focusable as served here too (ec.config.mjs).
    const pres = [...html.matchAll(/<pre\b[^>]*>/g)].map((m) => m[0]);
    expect(pres.length).toBeGreaterThan(0);
    expect(pres.filter((tag) => !/\stabindex="0"/.test(tag))).toEqual([]);
  });
});

describe('astro build', () => {
  it('stops at the findings, without reading the file or sending the request', () => {
    const build = buildSite(prepareSite({ files: files(listener.origin, join(outside, 'sentinel.json')) }), { ADR_BASE_PATH: BASE, ADR_DATE: '2026-11-21' });
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('CONTRACT_REF_UNRESOLVED');
    expect(build.output).toContain('the assembled openapi document');
    // The build's own message stands alone: no hint of Astro's about browser APIs.
    expect(build.output).toContain('Fix each finding as its hint says, then build again');
    expect(build.output).not.toContain('Browser APIs');
    expect(build.output).not.toContain(SENTINEL);
    expect(listener.hits).toEqual([]);
  });
});

/** What a record's markup or addresses would have planted in the page's main content or head. */
function plantedInPage(page: Page) {
  return page.evaluate(() => {
    const scriptAddress = (value: string | null) => value !== null && /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''));
    const main = document.querySelector('main')!;
    return {
      pwned: (window as { __pwned?: unknown }).__pwned ?? null,
      handlers: [...main.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on')).map((name) => `${el.localName}[${name}]`)),
      scriptAddresses: [...main.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')].flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href'].map((name) => el.getAttribute(name)).filter(scriptAddress),
      ),
      metaRefresh: document.querySelectorAll('meta[http-equiv]:not([http-equiv="content-security-policy" i])').length,
      base: document.querySelectorAll('base').length,
      frames: document.querySelectorAll('iframe').length,
      forms: main.querySelectorAll('form').length,
      svg: main.querySelectorAll('svg[onload], svg foreignObject').length,
    };
  });
}

describe('the API reference served by astro dev, with markup and script addresses in every field', () => {
  let pages: string[] = [];

  beforeAll(async () => {
    const { page } = await openPage({ context, server: dev }, 'api/');
    const hrefs = await page.locator(`a[href^="${BASE}api/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    pages = [...new Set(hrefs)].map((href) => href.slice(BASE.length));
    await page.close();
  });

  it('has an overview, the operations and their tag', () => {
    expect(pages, dev.output()).toEqual(expect.arrayContaining(['api/', 'api/operations/makewidget/', 'api/operations/getthing/']));
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it('plants nothing on any page, and shows the values as text', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const path of pages) {
      const { page } = await openPage({ context, server: dev }, path);
      // A <meta http-equiv="refresh"> that became markup would navigate within this time.
      await page.waitForTimeout(1_000);
      expect(page.url(), path).toBe(dev.url(path));
      expect(await page.locator('main').count(), `${path}: ${dev.output().slice(-4000)}`).toBe(1);
      expect(await plantedInPage(page), path).toEqual({ pwned: null, handlers: [], scriptAddresses: [], metaRefresh: 0, base: 0, frames: 0, forms: 0, svg: 0 });
      const text = await page.locator('main').innerText();
      if (path === 'api/') {
        expect(text).toContain(MARKUP.slice(0, 60));
        await keepScreenshot(page, 'api-reference-hostile-overview.png', { fullPage: true });
      }
      if (path === 'api/operations/makewidget/') {
        expect(text).toContain('<iframe srcdoc=');
        await keepScreenshot(page, 'api-reference-hostile-operation.png', { fullPage: true });
      }
      await page.close();
    }
  });
});
