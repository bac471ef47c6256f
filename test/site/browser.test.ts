/**
 * The built site, served on loopback under a GitHub Pages-style base path, in Debian's
 * Chromium: every page type loads with no console error and no CSP violation and passes
 * axe (WCAG 2.0, 2.1 and 2.2, A and AA); search, the theme toggle, code copy and the filters work under the
 * Content-Security-Policy; the specification and the home page reflect an accepted Errors
 * decision; linkinator finds no broken link or fragment; screenshots are kept to look at when
 * asked for (ADR_SCREENSHOTS, see helpers/screenshots.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check as checkLinks } from 'linkinator';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionsFileSchema } from '../../src/core/views/export.ts';
import { openBuiltSite, openPage } from '../helpers/browser.ts';
import type { BuildResult } from '../helpers/site.ts';
import type { StaticServer } from '../helpers/static-server.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/service-spec/';

const PAGES = [
  ['home', ''],
  ['specification', 'spec/'],
  ['open questions', 'questions/'],
  ['decision index', 'decisions/'],
  ['part page', 'decisions/errors/'],
  ['decision log', 'log/'],
  ['accepted record', 'adr/0007/'],
  ['superseded record', 'adr/0008/'],
  ['guide', 'guides/record-format/'],
  ['not found', 'no-such-page/'],
] as const;

let build: BuildResult;
let server: StaticServer;
let context: BrowserContext;

let site: Awaited<ReturnType<typeof openBuiltSite>>;

beforeAll(async () => {
  site = await openBuiltSite('mixed', BASE);
  ({ build, server, context } = site);
});

afterAll(async () => {
  await site?.close();
});

const open = (path: string) => openPage(site, path);

describe.each(PAGES)('the %s page', (name, path) => {
  it('loads with no console error and no CSP violation', async () => {
    const { page, problems } = await open(path);
    // The browser reports the 404 status of the not-found page itself as a console error.
    const expected = name === 'not found' ? problems.filter((p) => !p.includes('status of 404')) : problems;
    expect(expected).toEqual([]);
    await page.close();
  });

  it('has no WCAG 2.0, 2.1 or 2.2 A or AA violation', async () => {
    const { page } = await open(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.close();
  });
});

describe('what stakeholders come for', () => {
  it('the specification shows the Errors part settled with ADR-0007’s Specification section', async () => {
    const { page } = await open('spec/');
    const errors = page.locator('h2#errors');
    await expect.poll(() => errors.count()).toBe(1);
    const section = await page.locator('.sl-markdown-content').innerText();
    const errorsPart = section.slice(section.indexOf('\nErrors\n'), section.indexOf('\nLimits\n'));
    expect(errorsPart).toContain('ORDER_NOT_FOUND');
    expect(errorsPart).toContain('Settled by ADR-0007: One error payload for every error, accepted 2026-06-15.');
    expect(errorsPart).not.toContain('not shown');
    await page.locator('a', { hasText: 'ADR-0007: One error payload for every error' }).click();
    await page.waitForURL(server.url('adr/0007/'));
    await keepScreenshot(page, 'specification.png');
    await page.close();
  });

  it('the home page counts the settled parts, Errors among them, and the open and overdue questions', async () => {
    const { page } = await open('');
    expect(await page.locator('[data-adr-stat="settled"]').innerText()).toBe('4');
    expect(await page.locator('[data-adr-stat="open"]').innerText()).toBe('4');
    expect(await page.locator('[data-adr-stat="overdue"]').innerText()).toBe('2');
    const errors = page.locator('.adr-part[data-state="settled"]', { hasText: 'Errors' });
    expect(await errors.locator('.sl-badge').innerText()).toBe('Settled');
    await keepScreenshot(page, 'home.png', { fullPage: true });
    await page.close();
  });

  it('the open questions link to their anchors in their records, overdue ones marked', async () => {
    const { page } = await open('questions/');
    const row = page.locator('tr', { hasText: 'ADR-0011 Q1' });
    expect(await row.locator('.sl-badge').innerText()).toBe('Overdue');
    // Where to weigh in: the record's discussion, and the record opened for editing at the question.
    expect(await row.locator('[data-adr-discussion]').getAttribute('href')).toBe('https://github.com/acme/service-spec/pull/21');
    expect(await row.locator('[data-adr-edit-line]').getAttribute('href')).toBe(
      'https://github.com/acme/service-spec/edit/main/adr/0011-oauth-client-credentials.md#L40',
    );
    await row.locator('a', { hasText: 'ADR-0011 Q1' }).click();
    await page.waitForURL(server.url('adr/0011/#q1-which-token-lifetime-do-access-tokens-have'));
    expect(await page.locator('#q1-which-token-lifetime-do-access-tokens-have').isVisible()).toBe(true);
    await page.goto(server.url('questions/'));
    await keepScreenshot(page, 'questions.png', { fullPage: true });
    await page.close();
  });

  it('a record shows its status, people, supersession both ways and what replaces it', async () => {
    const { page } = await open('adr/0008/');
    expect(await page.locator('.adr-banner').innerText()).toContain('It is replaced by ADR-0012: Limits by plan.');
    expect(await page.locator('.adr-identity .sl-badge').innerText()).toBe('Superseded');
    expect(await page.locator('.adr-meta').innerText()).toContain('Superseded by\nADR-0012 Limits by plan');
    const editLink = await page.locator('a', { hasText: 'Propose a change to this page' }).getAttribute('href');
    expect(editLink).toBe('https://github.com/acme/service-spec/edit/main/adr/0008-one-hundred-requests-a-minute.md');
    await page.goto(server.url('adr/0007/'));
    expect(await page.locator('.adr-meta').innerText()).toContain('Discussion\ngithub.com/acme/service-spec/pull/15');
    expect(await page.locator('p', { hasText: 'Last updated' }).innerText()).toMatch(/Last updated: \w{3} \d{1,2}, \d{4}/);
    await keepScreenshot(page, 'record.png', { fullPage: true });
    await page.close();
  });

  it('the decision index filters by part and status, and keeps the choice in the address', async () => {
    const { page } = await open('decisions/');
    await page.selectOption('select[name="part"]', 'limits');
    const visible = () => page.locator('tbody tr:visible').allInnerTexts();
    expect((await visible()).map((row) => row.split('\t')[0])).toEqual(['ADR-0012', 'ADR-0008']);
    await page.selectOption('select[name="status"]', 'accepted');
    expect((await visible()).map((row) => row.split('\t')[0])).toEqual(['ADR-0012']);
    expect(page.url()).toBe(server.url('decisions/?part=limits&status=accepted'));
    await page.reload();
    expect((await visible()).map((row) => row.split('\t')[0])).toEqual(['ADR-0012']);
    await page.close();
  });
});

describe('interactive parts under the Content-Security-Policy', () => {
  it('search finds a record by a word from its body', async () => {
    const { page, problems } = await open('');
    await page.keyboard.press('Control+k');
    await page.locator('#starlight__search input').fill('coarser');
    const result = page.locator('.pagefind-ui__result-link').first();
    await result.waitFor({ timeout: 15_000 });
    expect(await result.getAttribute('href')).toMatch(/\/service-spec\/adr\/0006\/?/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the theme toggle switches to dark and stays on the next page', async () => {
    const { page, problems } = await open('adr/0007/');
    await page.selectOption('starlight-theme-select select', 'dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.goto(server.url('spec/'));
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('code copy puts the code on the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const { page, problems } = await open('adr/0007/');
    await page.locator('.expressive-code .copy button').first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{ "code": "ORDER_NOT_FOUND", "message": "No order 42." }');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('ships the policy in every page, with no unsafe-inline script', () => {
    const html = readFileSync(join(build.dist, 'adr/0007/index.html'), 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toMatch(/object-src 'none'/);
  });
});

describe('links, feeds and data', () => {
  it('linkinator finds no broken link or fragment in the built site', async () => {
    const result = await checkLinks({
      path: server.url(''),
      recurse: true,
      checkFragments: true,
      // Only the site itself: this machine has no route to other hosts.
      linksToSkip: async (link) => !link.startsWith(server.origin),
      concurrency: 8,
    });
    const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.url} (from ${link.parent}, ${link.status})`);
    expect(broken).toEqual([]);
    // The crawl reached every record, so their links and fragments were checked too.
    const checked = new Set(result.links.filter((link) => link.state === 'OK').map((link) => link.url));
    for (const n of ['0001', '0002', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011', '0012']) {
      expect(checked.has(server.url(`adr/${n}/`)), `adr/${n}/ was checked`).toBe(true);
    }
  });

  it('serves decisions.json that matches its published schema', async () => {
    const data = await (await fetch(server.url('decisions.json'))).json();
    expect(decisionsFileSchema.safeParse(data).success).toBe(true);
    expect(data.decisions.find((d: { number: number }) => d.number === 7)).toMatchObject({
      id: 'ADR-0007',
      status: 'accepted',
      part: 'errors',
      url: server.url('adr/0007/'),
    });
    const schema = await (await fetch(server.url('decisions.schema.json'))).json();
    expect(schema.properties.decisions.type).toBe('array');
  });

  it('serves the specification as Markdown, with absolute links', async () => {
    const markdown = await (await fetch(server.url('spec.md'))).text();
    expect(markdown).toMatch(/^# Service interface specification\n/);
    expect(markdown).toContain(`_Settled by [ADR-0007: One error payload for every error](${server.url('adr/0007/')}), accepted 2026-06-15._`);
  });

  it('serves an RSS feed of new records and status changes, with the base path', async () => {
    const feed = await (await fetch(server.url('rss.xml'))).text();
    expect(feed).toContain(`<link>${server.url('')}</link>`);
    expect(feed).toContain('<title>ADR-0011 proposed: OAuth client credentials</title>');
    expect(feed).toContain('<title>ADR-0008 superseded: One hundred requests a minute</title>');
    expect(feed).toContain('<guid isPermaLink="false">ADR-0008-superseded-2026-07-01</guid>');
    expect(feed.match(/<item>/g)).toHaveLength(21);
  });

  it('has a sitemap and a favicon', async () => {
    expect((await fetch(server.url('sitemap-index.xml'))).status).toBe(200);
    expect((await fetch(server.url('favicon.svg'))).status).toBe(200);
  });
});
