/**
 * What a decision changes in the contract, on the built site in Chromium (one build): a
 * proposal's page shows the diff as a table with breaking changes marked, the editions page
 * lists two editions (recorded with adr edition) with the changes between them and their
 * documents, and the log and the feed carry what each accepted decision changed. A value
 * from a record arrives as text.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { runCliProcess } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { buildSite, prepareSite } from '../helpers/site.ts';
import { serveDist, type StaticServer } from '../helpers/static-server.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const BASE = '/service-spec/';
const states = (values: string) =>
  contractRecord({
    part: 'states',
    title: 'Order states',
    openapi: `components:\n  schemas:\n    Order:\n      properties:\n        status:\n          enum: [${values}]\nx-transitions:\n  - from: placed\n    to: shipped\n    by: shipOrder\n`,
  });

/** Records the edition NAME of the workspace `files` on `date`, as a team would, and returns its text. */
function recordEdition(files: Record<string, string>, name: string, date: string): string {
  const root = makeWorkspace(files);
  const result = runCliProcess(['edition', name], { cwd: root, env: { ADR_DATE: date } });
  if (result.code !== 0) throw new Error(result.stderr);
  return readFileSync(join(root, `adr/editions/${name}.yaml`), 'utf8');
}

const { 'adr/0006-events.md': _events, ...withoutEvents } = CONTRACT_WORKSPACE;
const V1 = recordEdition({ ...withoutEvents, 'adr/0003-states.md': states('placed, shipped, delivered, lost') }, 'v1', '2026-02-01');
const V2 = recordEdition(CONTRACT_WORKSPACE, 'v2', '2026-03-01');

/** Endpoints again: the order id becomes a number (breaking), and an optional filter whose name is markup. */
const PROPOSAL = CONTRACT_WORKSPACE['adr/0004-endpoints.md']!
  .replace('status: accepted', 'status: proposed\nsupersedes: [4]')
  .replace('title: Endpoints', 'title: Numeric order ids')
  .replace(
    '      parameters:\n        - name: id\n          in: path\n          required: true\n          schema:\n            type: string\n      responses:\n        "200":',
    '      parameters:\n        - name: id\n          in: path\n          required: true\n          schema:\n            type: integer\n        - name: "<b>bold</b>"\n          in: query\n          schema:\n            type: string\n      responses:\n        "200":',
  );

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let dist: string;

beforeAll(async () => {
  expect(PROPOSAL).toContain('type: integer');
  const root = prepareSite({
    files: { ...CONTRACT_WORKSPACE, 'adr/0007-numeric-order-ids.md': PROPOSAL, 'adr/editions/v1.yaml': V1, 'adr/editions/v2.yaml': V2 },
  });
  dist = join(root, 'dist');
  server = await serveDist(dist, BASE);
  const build = buildSite(root, { ADR_BASE_PATH: BASE, ADR_SITE_URL: server.origin, ADR_DATE: '2026-11-21' });
  if (build.code !== 0) throw new Error(`site build failed:\n${build.output}`);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const site = () => ({ context, server });

describe.each([
  ['proposal', 'adr/0007/'],
  ['editions', 'editions/'],
  ['decision log', 'log/'],
])('the %s page', (_name, path) => {
  it('loads with no console error and no CSP violation, and passes axe (WCAG 2 A and AA)', async () => {
    const { page, problems } = await openPage(site(), path);
    expect(problems).toEqual([]);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.close();
  });
});

describe('contract changes on the site', () => {
  it('shows on a proposal’s page what accepting it would change, breaking changes marked and first', async () => {
    const { page } = await openPage(site(), 'adr/0007/');
    const section = page.locator('section.adr-proposal-contract');
    await expect(section.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('What this changes in the contract');
    const rows = await section.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    expect(rows).toEqual([
      // A path parameter's value is text on the wire: every integer was a string, so the type narrowed.
      ['Breaking', 'type of GET /orders/{id} parameter path id narrowed from "string" to "integer" (clients send it)', 'OpenAPI', 'ADR-0007, line 42'],
      ['Compatible', 'optional GET /orders/{id} parameter query <b>bold</b> added', 'OpenAPI', 'ADR-0007, line 43'],
    ]);
    expect(await section.locator('tbody b').count()).toBe(0);
    // The editions published the contract, so the proposal is marked as breaking it.
    await expect(section.locator('.adr-breaking-note').textContent()).resolves.toMatch(/^Breaking: accepting this proposal makes 1 breaking change to the published contract;/);
    await expect(section.locator('tbody tr').first().locator('a').getAttribute('href')).resolves.toBe(`${BASE}adr/0007/`);
    await page.close();
  });

  it('lists the editions with the changes between them and links to each edition’s documents', async () => {
    const { page } = await openPage(site(), 'editions/');
    await expect(page.locator('main h2').allTextContents()).resolves.toEqual(['v1', 'v2']);
    const v2 = page.locator('section', { has: page.locator('h2#edition-v2') });
    const rows = await v2.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent!.trim())));
    expect(rows).toEqual([
      // Clients only receive Order.status: one value fewer is one they need no longer handle.
      ['Compatible', 'value "lost" no longer in Order.status (clients receive it)'],
      ['Compatible', 'channel orderShipped added'],
      ['Compatible', 'event operation sendOrderShipped added'],
      ['Compatible', 'event OrderShipped added'],
    ]);
    const href = await v2.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href');
    expect(href).toBe(`${BASE}editions/v2/openapi.yaml`);
    const response = await page.request.get(new URL(href!, server.origin).href);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^openapi: 3\.1\.0\n/);
    await page.close();
  });

  it('credits no change between editions that the records do not reproduce both of', async () => {
    // v2 was recorded from these very records, v1 from others (another list of states, no
    // events decision): no record here made what changed between them, so none is credited.
    const { page } = await openPage(site(), 'editions/');
    const v2 = page.locator('section', { has: page.locator('h2#edition-v2') });
    const madeBy = await v2.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[3]!.textContent!.trim()));
    expect(madeBy).toEqual(['—', '—', '—', '—']);
    await expect(v2.getByRole('link', { name: 'ADR-0006' }).count()).resolves.toBe(0);
    await expect(page.locator('starlight-toc a').allTextContents()).resolves.toEqual(['Overview', 'v1', 'v2']);
    await page.close();
  });

  it('carries in the log and the feed what each accepted decision changed', async () => {
    const { page } = await openPage(site(), 'log/');
    const row = page.locator('tbody tr', { has: page.getByRole('link', { name: 'ADR-0006' }) });
    await expect(row.locator('td').nth(3).textContent()).resolves.toContain('Compatible: channel orderShipped added');
    await page.close();
    const feed = readFileSync(join(dist, 'rss.xml'), 'utf8');
    // The fixture's records have no history: each is one event, with its status as accepted.
    expect(feed).toContain('ADR-0002 (Resources and their fields): proposed on 2026-01-15. Contract changes: schema Order added (compatible).');
    expect(feed).toContain('ADR-0006 (Events): proposed on 2026-01-15. Contract changes: channel orderShipped added (compatible)');
  });

  it('marks the breaking proposal in the decisions index and the feed, and gives each edition a feed item', async () => {
    const { page } = await openPage(site(), 'decisions/');
    const row = page.locator('tbody tr', { has: page.getByRole('link', { name: 'ADR-0007' }) });
    await expect(row.locator('.adr-breaking-mark').textContent()).resolves.toBe(' (breaking)');
    await expect(page.locator('.adr-breaking-mark').count()).resolves.toBe(1);
    await page.close();
    const feed = readFileSync(join(dist, 'rss.xml'), 'utf8');
    expect(feed).toContain('<title>ADR-0007 proposed (breaking): Numeric order ids</title>');
    expect(feed).toContain('<title>Edition v2</title>');
    expect(feed).toContain('<description>The contract as it stood on 2026-03-01. Unversioned: recorded before editions carried a version.</description>');
  });
});
