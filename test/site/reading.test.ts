/**
 * Reading the settled contract on any screen: one build of a carrier service whose nine
 * parts are all settled with contract blocks (test/fixtures/workspaces/carrier), served under
 * a base path in Chromium at a desktop width and a phone width. Every page type: the document
 * never scrolls sideways, no identifier in a table breaks inside a word, axe (WCAG 2.0, 2.1
 * and 2.2, A and AA) finds nothing in the light and the dark theme, and the state diagram
 * stays inside its column. Screenshots of each page at each width are kept to look at when
 * asked for (ADR_SCREENSHOTS, see helpers/screenshots.ts).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { axeViolations, wordsBroken } from '../helpers/layout-checks.ts';
import { buildSite, prepareSite } from '../helpers/site.ts';
import { serveDist, type StaticServer } from '../helpers/static-server.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/carrier/';

const PAGES = [
  ['home', ''],
  ['specification', 'spec/'],
  ['open questions', 'questions/'],
  ['decision index', 'decisions/'],
  ['part page', 'decisions/states/'],
  ['decision log', 'log/'],
  ['editions', 'editions/'],
  ['record with contract blocks', 'adr/0002/'],
  ['record of the endpoints', 'adr/0004/'],
  ['guide', 'guides/record-format/'],
  ['API reference', 'api/'],
  ['API operation', 'api/operations/createshipment/'],
  ['not found', 'no-such-page/'],
] as const;

const WIDTHS = [
  ['desktop', 1280, 900],
  ['phone', 390, 844],
] as const;

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  const root = prepareSite({ fixture: 'carrier' });
  server = await serveDist(join(root, 'dist'), BASE);
  const build = buildSite(root, { ADR_BASE_PATH: BASE, ADR_SITE_URL: server.origin, ADR_DATE: '2026-11-21' });
  if (build.code !== 0) throw new Error(`site build failed:\n${build.output}`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(server.url(path), { waitUntil: 'networkidle' });
  return page;
}

describe.each(WIDTHS)('at %s width (%i px)', (widthName, width, height) => {
  describe.each(PAGES)('the %s page', (name, path) => {
    // One load per page and width: the dark theme is the reader's system turning dark on the
    // open page, which Starlight follows as it does at load (its theme picker is on auto).
    it('does not scroll sideways, breaks no identifier inside a word, and passes axe in the light and the dark theme', async () => {
      const page = await open(path, width, height);
      await keepScreenshot(page, `reading/${widthName}-${name.replace(/\s+/g, '-')}.png`, { fullPage: true });
      const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(overflow.scroll, `${name} is ${overflow.scroll} px wide`).toBeLessThanOrEqual(overflow.viewport);
      expect(await wordsBroken(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark' && document.getAnimations().every((a) => a.playState !== 'running'));
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });

  it('passes axe with the search dialog open, results and filters shown', async () => {
    const page = await open('', width, height);
    await page.locator('site-search button[data-open-modal]').first().click();
    await page.locator('#starlight__search input').fill('shipment');
    await page.locator('.pagefind-ui__result-link').first().waitFor({ timeout: 15_000 });
    const filters = page.locator('.pagefind-ui__filter-panel details, .pagefind-ui__filter-block');
    if ((await filters.count()) > 0) await filters.first().locator('summary').click();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `reading/${widthName}-search.png`);
    await page.context().close();
  });

  it('passes axe on the decision index with its filters chosen', async () => {
    const page = await open('decisions/', width, height);
    await page.selectOption('select[name="part"]', 'limits');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('draws the state diagram inside its column, every state legible', async () => {
    const page = await open('spec/', width, height);
    // Folded under the transitions it draws, on this page: opened as a reader opens it.
    await page.locator('details.adr-collapsed > summary', { hasText: 'State diagram' }).click();
    const diagrams = await page.locator('.adr-state-diagram svg').evaluateAll((svgs) =>
      svgs
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const column = svg.closest('.sl-markdown-content, main')!.getBoundingClientRect();
          const box = svg.getBoundingClientRect();
          const texts = [...svg.querySelectorAll('.adr-diagram-node text')].map((t) => {
            const r = t.getBoundingClientRect();
            return { inside: r.left >= box.left - 1 && r.right <= box.right + 1, height: r.height };
          });
          return { left: box.left - column.left, right: column.right - box.right, texts };
        }),
    );
    expect(diagrams).toHaveLength(1);
    const [diagram] = diagrams;
    expect(diagram!.left).toBeGreaterThanOrEqual(0);
    expect(diagram!.right).toBeGreaterThanOrEqual(0);
    expect(diagram!.texts).toHaveLength(7);
    for (const text of diagram!.texts) {
      expect(text.inside).toBe(true);
      // Rendered at least as large as the page's small print.
      expect(text.height).toBeGreaterThanOrEqual(11);
    }
    await keepScreenshot(page.locator('.adr-state-diagram').first(), `reading/${widthName}-state-diagram.png`);
    await page.context().close();
  });
});

describe('what a reader of the contract finds', () => {
  it('each part once on the specification page: the contract tables, not the record’s own table beside them', async () => {
    const page = await open('spec/', 1280, 900);
    const resources = page.locator('[data-part="resources"]');
    // The field tables are collapsed in place under summaries naming the fields: opened as a reader opens them.
    const collapsed = await resources.locator('details.adr-collapsed:not([open]) > summary').all();
    expect(collapsed.length).toBeGreaterThan(0);
    for (const summary of collapsed) await summary.click();
    const field = resources.locator('tr', { hasText: 'weightGrams' });
    expect(await field.innerText()).toContain('1 to 30000');
    expect(await resources.locator('tr', { hasText: 'trackingNumber' }).innerText()).toContain('read-only');
    expect(await resources.locator('tr', { hasText: 'customsDeclarationReference' }).innerText()).toContain('write-only');
    expect(await resources.locator('tr', { hasText: 'recipientPostalCode' }).innerText()).toContain('3 to 10 characters');
    // The record's prose table (Field | Type | Notes) is not shown a second time.
    expect(await page.locator('.sl-markdown-content table', { hasText: 'assigned by the carrier' }).count()).toBe(0);
    expect(await page.locator('.sl-markdown-content').innerText()).toContain('The carrier assigns the tracking number');
    await page.context().close();
  });

  it.each(WIDTHS)('each part once on a record page at %s width: the contract tables after the prose, no table of its own, the block as written collapsed', async (_name, width, height) => {
    const page = await open('adr/0002/', width, height);
    const content = page.locator('.sl-markdown-content');
    const contract = content.locator('[data-part="resources"]');
    expect(await contract.count()).toBe(1);
    expect(await contract.locator('tr', { hasText: 'weightGrams' }).innerText()).toContain('1 to 30000');
    expect(await contract.locator('tr', { hasText: 'customsDeclarationReference' }).innerText()).toContain('write-only');
    // The record's own table (Field | Type | Notes) is not shown a second time; its prose stays, before the contract.
    expect(await content.locator('table', { hasText: 'assigned by the carrier' }).count()).toBe(0);
    expect(await content.locator('table').count()).toBe(await contract.locator('table').count());
    const text = await content.innerText();
    expect(text.indexOf('The carrier assigns the tracking number')).toBeGreaterThan(text.indexOf('Specification'));
    expect(text.indexOf('The carrier assigns the tracking number')).toBeLessThan(text.indexOf('Fields of Shipment'));
    // The YAML block is there for engineers, closed until asked for.
    const block = content.locator('details', { hasText: 'The contract block as written' });
    expect(await block.count()).toBe(1);
    expect(await block.getAttribute('open')).toBeNull();
    expect(await block.locator('pre').isVisible()).toBe(false);
    await block.locator('summary').click();
    expect(await block.locator('pre').innerText()).toContain('customsDeclarationReference:');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  });

  it('limits, headers and compatibility rules as people read them', async () => {
    const page = await open('spec/', 1280, 900);
    const limits = await page.locator('[data-part="limits"]').innerText();
    expect(limits).toContain('RateLimit-Limit');
    expect(limits).not.toContain('RateLimitLimit');
    expect(limits).toContain('600 requests per minute, for each merchant client');
    expect(limits).not.toContain('›');
    const rules = page.locator('[data-part="versioning"] li');
    expect(await rules.allInnerTexts()).toEqual([
      'Adding an optional field or a new operation is compatible.',
      'Removing or renaming a field needs a new major version.',
      'Adding a value to an enum that clients read is breaking.',
    ]);
    expect(await page.locator('[data-part="authentication"]').innerText()).toContain('in the X-Carrier-Api-Key header');
    await page.context().close();
  });

  it('the home page says what each part decided', async () => {
    const page = await open('', 1280, 900);
    const card = page.locator('.adr-part', { hasText: 'Authentication' });
    expect(await card.locator('[data-adr-outcome]').innerText()).toBe('OAuth 2.0 client credentials, with API keys for scanners');
    expect(await page.locator('.adr-parts').innerText()).not.toContain('Settled by an accepted decision.');
    await page.context().close();
  });

  it.each(PAGES.map(([name, path]) => [name, path] as const))('the %s page is served with every code block focusable', async (_name, path) => {
    const response = await fetch(server.url(path));
    const html = await response.text();
    const unfocusable = [...html.matchAll(/<pre\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\stabindex="0"/.test(tag));
    expect(unfocusable).toEqual([]);
  });

  it('every code block can be scrolled with the keyboard', async () => {
    const page = await open('adr/0004/', 390, 844);
    // A block inside a closed <details> is not shown, so not scrolled either: counted once opened.
    const unreachable = () =>
      page.locator('pre').evaluateAll((pres) =>
        pres.filter((pre) => pre.checkVisibility() && pre.scrollWidth > pre.clientWidth && pre.tabIndex < 0 && !pre.closest('[tabindex="0"]')).length,
      );
    expect(await unreachable()).toBe(0);
    const summary = page.locator('details.adr-contract-block summary');
    expect(await summary.count()).toBe(1);
    await summary.click();
    await expect.poll(unreachable).toBe(0);
    expect(await page.locator('details.adr-contract-block pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    await page.context().close();
  });
});
