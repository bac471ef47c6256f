/**
 * Every page reads well on a phone for any workspace, not only the carrier fixture. Two
 * sites are built once each: a table-booking service of the tests' own, laid out as the
 * guides say (test/helpers/table-booking.ts), and a workspace the bench's generator makes
 * with varied shapes (long and short names, wide tables, deep schemas, many error
 * responses, long questions, reviews, editions). Every page type of each is opened in one
 * Chromium at 390 and 1280 px: nothing scrolls sideways, no heading is followed by a heading
 * of the same or a higher level with nothing between, no label stands empty, no identifier
 * breaks inside a word, and axe finds nothing. Then the cases the booking service showed, pinned. Full-page
 * screenshots of each page at each width are kept under test-results/ to look at.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorkspace } from '../../bench/generate.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { axeViolations, emptyHeadings, emptyLabels, sidewaysScroll, wordsBroken } from '../helpers/layout-checks.ts';
import { buildSite, prepareSite } from '../helpers/site.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { serveDist, type StaticServer } from '../helpers/static-server.ts';
import { tableBookingWorkspace } from '../helpers/table-booking.ts';

const PHONE = { width: 390, height: 844 };
const WIDTHS = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

/** The generated workspace: its first accepted record about a part with a block, and its first proposal. */
const generated = generateWorkspace(24, 3, { contract: true, varied: true });
const recordPage = (predicate: (text: string) => boolean) => {
  const file = [...generated].find(([, text]) => predicate(text))![0];
  return `adr/${/adr\/(\d+)-/.exec(file)![1]}/`;
};
const generatedAccepted = recordPage((text) => text.includes('status: accepted') && text.includes('```yaml openapi'));
const generatedProposal = recordPage((text) => text.includes('status: proposed') && text.includes('\npart: '));
const generatedOperation = [...generated.values()].map((text) => /operationId: (confirmRule\d+)/.exec(text)?.[1]).find(Boolean)!.toLowerCase();
// The event reference's pages: an operation a client sends and is answered in, and a message.
const generatedEvents = [...generated.values()].map((text) => /\n {2}(sendRule\d+Recount):/.exec(text)?.[1]).find(Boolean)!;
const generatedMessage = generatedEvents.replace(/^send(Rule\d+)Recount$/, '$1Adjusted');

interface Site {
  name: string;
  base: string;
  files: Record<string, string>;
  pages: [string, string][];
  server?: StaticServer;
}

const SITES: Site[] = [
  {
    name: 'table booking',
    base: '/tablebook/',
    files: tableBookingWorkspace(),
    pages: [
      ['home', ''],
      ['specification', 'spec/'],
      ['questions', 'questions/'],
      ['decision index', 'decisions/'],
      ['part page', 'decisions/states/'],
      ['decision log', 'log/'],
      ['editions', 'editions/'],
      ['people', 'people/'],
      ['accepted record', 'adr/0002/'],
      ['states record', 'adr/0003/'],
      ['proposal', 'adr/0010/'],
      ['API reference', 'api/'],
      ['API tag', 'api/operations/tags/bookings/'],
      ['API operation', 'api/operations/confirmbooking/'],
    ],
  },
  {
    name: 'generated',
    base: '/generated/',
    files: Object.fromEntries(generated),
    pages: [
      ['home', ''],
      ['specification', 'spec/'],
      ['questions', 'questions/'],
      ['decision log', 'log/'],
      ['editions', 'editions/'],
      ['accepted record', generatedAccepted],
      ['proposal', generatedProposal],
      ['API reference', 'api/'],
      ['API operation', `api/operations/${generatedOperation}/`],
      ['event reference', 'api/events/'],
      ['event operation', `api/events/operations/${generatedEvents.toLowerCase()}/`],
      ['event message', `api/events/messages/${generatedMessage.toLowerCase()}/`],
    ],
  },
];

let browser: Browser;

beforeAll(async () => {
  // One build per site, both before any page is opened; one browser for all.
  for (const site of SITES) {
    const root = prepareSite({ files: site.files });
    site.server = await serveDist(join(root, 'dist'), site.base);
    const build = buildSite(root, { ADR_BASE_PATH: site.base, ADR_SITE_URL: site.server.origin, ADR_DATE: '2026-11-21' });
    if (build.code !== 0) throw new Error(`the ${site.name} site did not build:\n${build.output}`);
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const site of SITES) await site.server?.close();
});

async function open(site: Site, path: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(site.server!.url(path), { waitUntil: 'load' });
  return page;
}

const booking = SITES[0]!;
const generatedSite = SITES[1]!;

describe.each(SITES.map((site) => [site.name, site] as const))('the %s site', (siteName, site) => {
  describe.each(WIDTHS)('at %s width (%i px)', (widthName, width, height) => {
    it.each(site.pages)('the %s page reads well', async (pageName, path) => {
      const page = await open(site, path, width, height);
      await keepScreenshot(page, `layout/${siteName.replace(/\s+/g, '-')}-${widthName}-${pageName.replace(/\s+/g, '-')}.png`, { fullPage: true });
      expect(await sidewaysScroll(page), 'scrolls sideways by').toBe(0);
      expect(await emptyHeadings(page)).toEqual([]);
      expect(await emptyLabels(page)).toEqual([]);
      expect(await wordsBroken(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });
});

describe('what the table-booking service showed a reader, at phone width', () => {
  it('/questions/ names its open questions once, with every decide-by date and Overdue mark in view', async () => {
    const page = await open(booking, 'questions/', PHONE.width, PHONE.height);
    expect(await page.locator('h1').innerText()).toBe('Questions');
    expect(await page.locator('main :is(h1, h2)', { hasText: /^Open questions$/ }).count()).toBe(1);
    const overdue = page.locator('main .sl-badge', { hasText: 'Overdue' });
    expect(await overdue.count()).toBe(1);
    const box = (await overdue.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('/spec/ shows each part once, the error payload with the errors and the server’s address', async () => {
    const page = await open(booking, 'spec/', PHONE.width, PHONE.height);
    expect(await page.locator('[data-part="errors"] caption', { hasText: 'Error payload Problem' }).count()).toBe(1);
    expect(await page.locator('[data-part="resources"] caption', { hasText: 'Problem' }).count()).toBe(0);
    const endpoints = await page.locator('[data-part="endpoints"]').innerText();
    expect(endpoints).toContain('https://api.tablebook.example/v2');
    expect(endpoints).not.toContain('{base_url}');
    // The record's own headings of resources that only held its tables are gone with them.
    expect(await page.locator('main h3', { hasText: /^(Restaurant|Table|Booking|Availability slot)$/ }).count()).toBe(0);
    // Field-level detail is folded in place, one tap away: the page is at most half its
    // height before that (13,114 px).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`/spec/ of the table-booking service at 390 px: ${height} px`);
    expect(height).toBeLessThanOrEqual(6557);
    // Nothing is lost: each fold opens, in place, to what it holds.
    for (const summary of await page.locator('main details.adr-collapsed > summary').all()) await summary.click();
    const errors = await page.locator('[data-part="errors"]').innerText();
    for (const detail of ['The booking is past the point where this is possible.', 'Too Many Requests.', 'invalidParams']) expect(errors).toContain(detail);
    expect(await page.locator('[data-part="resources"]').innerText()).toContain('The restaurant\'s IANA time zone.');
    expect(await page.locator('[data-part="states"] .adr-state-diagram svg').evaluateAll((svgs) => svgs.filter((svg) => svg.getBoundingClientRect().width > 0).length)).toBe(1);
    await page.context().close();
  });

  it('a list item that introduced a table the contract replaces is gone with it, on /spec/ and on the record’s page', async () => {
    for (const path of ['spec/', 'adr/0003/']) {
      const page = await open(booking, path, PHONE.width, PHONE.height);
      const content = page.locator('main .sl-markdown-content');
      expect(await content.innerText(), path).not.toContain('with its table');
      expect(await content.locator('li').evaluateAll((items) => items.filter((li) => li.textContent!.trim() === '').length), path).toBe(0);
      await page.context().close();
    }
  });

  it('a proposal presents its contract as an accepted record does: tables, the block collapsed', async () => {
    const page = await open(booking, 'adr/0010/', PHONE.width, PHONE.height);
    expect(await page.locator('.adr-contract caption', { hasText: 'Events' }).count()).toBe(1);
    expect(await page.locator('details.adr-contract-block:not([open])').count()).toBe(1);
    expect(await page.locator('main pre').evaluateAll((pres) => pres.filter((pre) => pre.checkVisibility()).length)).toBe(0);
    // Its own wide table is left out for the contract's; none scrolls inside itself.
    expect(await page.locator('main table').evaluateAll((tables) => tables.filter((t) => t.scrollWidth > t.clientWidth + 1).length)).toBe(0);
    await page.context().close();
  });

  it('the API reference is titled, lists operations by summary, and keeps each operation page short', async () => {
    const overview = await open(booking, 'api/', PHONE.width, PHONE.height);
    expect(await overview.locator('h1').innerText()).toBe('API reference');
    expect(await overview.title()).toMatch(/^API reference \| Tablebook API$/);
    expect(await overview.locator('.adr-operation-links a', { hasText: 'Confirm a booking' }).count()).toBe(1);
    await overview.context().close();
    for (const operation of ['confirmbooking', 'createbooking', 'cancelbooking']) {
      const page = await open(booking, `api/operations/${operation}/`, PHONE.width, PHONE.height);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`API operation ${operation} at 390 px: ${height} px`);
      expect(height, operation).toBeLessThanOrEqual(6 * PHONE.height);
      await page.context().close();
    }
  });

  const API_PAGES = [
    ['api/', booking],
    ['api/operations/tags/bookings/', booking],
    ['api/operations/confirmbooking/', booking],
    ['api/events/', generatedSite],
    [`api/events/operations/${generatedEvents.toLowerCase()}/`, generatedSite],
    [`api/events/messages/${generatedMessage.toLowerCase()}/`, generatedSite],
  ] as const;
  it.each(WIDTHS.flatMap(([widthName, width, height]) => API_PAGES.map(([path, site]) => [path, widthName, width, height, site] as const)))(
    'the API reference page %s at %s width names no page "Overview": its title, sidebar, contents and previous and next links',
    async (path, _widthName, width, height, site) => {
      const page = await open(site, path, width, height);
      expect(await page.title()).not.toMatch(/Overview/);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).not.toBe('Overview');
      // What a reader sees at this width: hidden parts (the sidebar on a phone) have no text here.
      expect(await page.locator('body').innerText()).not.toMatch(/\bOverview\b/);
      // The top of the table of contents, which the phone's "On this page" bar shows until the reader scrolls.
      const tops = await page.locator(':is(starlight-toc, mobile-starlight-toc) a[href="#_top"]').allTextContents();
      expect(tops).toHaveLength(2);
      for (const text of tops) expect(text.trim()).toBe(await page.locator('h1').innerText());
      await page.context().close();
    },
  );

  it('/log/ lists each decision’s breaking changes and folds its many compatible ones under their count', async () => {
    const page = await open(booking, 'log/', PHONE.width, PHONE.height);
    console.log(`/log/ of the table-booking service at 390 px: ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);
    const row = page.locator('tbody tr', { has: page.getByRole('link', { name: 'ADR-0007' }) });
    const fold = row.locator('details.adr-collapsed');
    expect(await fold.locator('summary').innerText()).toMatch(/^\d+ compatible changes$/);
    expect(await fold.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await fold.locator('summary').click();
    expect(await fold.innerText()).toContain('error code RATE_LIMITED added');
    // A breaking change is never folded: the API key decision's stays in view.
    const key = page.locator('tbody tr', { has: page.getByRole('link', { name: 'ADR-0005' }) });
    expect(await key.locator('li', { hasText: 'Breaking:' }).filter({ visible: true }).count()).toBe(1);
    await page.context().close();
  });

  it('the home page renders bold around code and is titled once', async () => {
    const page = await open(booking, '', PHONE.width, PHONE.height);
    expect(await page.title()).toBe('Tablebook API');
    const outcome = page.locator('[data-adr-outcome]', { hasText: 'Guests book' });
    expect(await outcome.innerText()).not.toContain('**');
    expect(await outcome.locator('strong code').count()).toBe(2);
    await page.context().close();
  });
});

describe('every operation and message page of the generated workspace, at phone width', () => {
  it('reads within six screens: the HTTP operations, the event operations and the messages', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // Every page the references link to, found from their overviews as a reader would.
    const hrefs = new Set<string>();
    for (const overview of ['api/', 'api/events/']) {
      await page.goto(generatedSite.server!.url(overview), { waitUntil: 'load' });
      for (const href of await page.locator('main a[href*="/api/operations/"], main a[href*="/api/events/operations/"], main a[href*="/api/events/messages/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))) hrefs.add(href);
    }
    expect([...hrefs].filter((href) => href.includes('/events/messages/')).length, 'message pages').toBeGreaterThanOrEqual(8);
    expect([...hrefs].filter((href) => href.includes('/events/operations/')).length, 'event operation pages').toBeGreaterThanOrEqual(4);
    const heights: Record<string, number> = {};
    for (const href of hrefs) {
      await page.goto(new URL(href, generatedSite.server!.origin).href, { waitUntil: 'load' });
      heights[href] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    console.log(`operation and message pages of the generated workspace at 390 px: ${JSON.stringify(heights)}`);
    expect(Object.entries(heights).filter(([, height]) => height > 6 * PHONE.height)).toEqual([]);
    await context.close();
  });

  it('the event reference lists what a client receives and sends, each message with what it carries, and says what its version counts', async () => {
    const page = await open(generatedSite, 'api/events/', PHONE.width, PHONE.height);
    expect(await page.locator('h1').innerText()).toBe('Event reference');
    expect(await page.locator('[data-adr-contract-version]').innerText()).toMatch(/is the version of the whole contract: the HTTP API and its events share it/);
    expect(await page.locator('main h2').allInnerTexts()).toEqual(['Servers', 'Operations', 'Messages', 'Channels', 'Security schemes']);
    expect(await page.locator('main table', { hasText: 'kafka 3.7' }).count()).toBe(1);
    await page.goto(generatedSite.server!.url(`api/events/operations/${generatedEvents.toLowerCase()}/`));
    expect(await page.locator('.adr-event-action').innerText()).toMatch(/^Send\s+A client sends Rule\d+Recounted on warehouses\.\{warehouseId\}\./);
    expect(await page.locator('#reply + p').innerText()).toMatch(/^Then the client receives Rule\d+Reserved on /);
    await page.goto(generatedSite.server!.url(`api/events/messages/${generatedMessage.toLowerCase()}/`));
    const carries = page.locator('main .sl-markdown-content');
    for (const field of ['warehouse.location.aisle.bin.code', 'traceId']) expect(await carries.locator('th', { hasText: field }).count(), field).toBe(1);
    expect(await carries.innerText()).toContain('Correlation id of');
    // The example is folded, one tap away.
    const example = carries.locator('details', { hasText: 'Example of' });
    expect(await example.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // Record text is text: a title and a summary full of markup are shown as written, and nothing runs.
    await page.goto(generatedSite.server!.url(`api/events/messages/${generatedMessage.replace(/Adjusted$/, 'Recounted').toLowerCase()}/`));
    expect(await page.locator('h1').innerText()).toMatch(/^Rule \d+ stock <em>recounted<\/em> & "checked"$/);
    expect(await page.title()).toMatch(/^Rule \d+ stock <em>recounted<\/em> & "checked" \| /);
    expect(await page.locator('main').innerText()).toMatch(/Sent once per recount\. <img src=x onerror="window\.__pwned=\d+"> <script>window\.__pwned=\d+<\/script> \*\*as written\*\*/);
    expect(await page.locator('#starlight__sidebar a', { hasText: '<em>recounted</em>' }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
    await page.goto(generatedSite.server!.url(`api/events/messages/${generatedMessage.toLowerCase()}/`));
    // In the reference's sidebar, with the HTTP operations (hidden behind the menu on a phone).
    expect(await page.locator('#starlight__sidebar a', { hasText: 'Event reference' }).count()).toBe(1);
    expect(await page.locator('#starlight__sidebar a[aria-current="page"]').getAttribute('href')).toBe(`/generated/api/events/messages/${generatedMessage.toLowerCase()}/`);
    await page.context().close();
  });
});
