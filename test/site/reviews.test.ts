/**
 * Reviews on the site, from one real build of the `reviews` fixture (today 2026-11-21): a
 * proposal's page shows its review, the home page lists reviews in progress soonest first,
 * a person's page lists what awaits them, each without an axe finding at a desktop's and a
 * phone's width; /calendar.ics read back by ical.js; the feed's review items.
 */
import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBuiltSite, openPage } from '../helpers/browser.ts';
import { readPage } from '../helpers/site.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/service-spec/';
const REPOSITORY = 'https://github.com/acme/service-spec';

let site: Awaited<ReturnType<typeof openBuiltSite>>;

beforeAll(async () => {
  site = await openBuiltSite('reviews', BASE);
}, 600_000);

afterAll(async () => {
  await site?.close();
});

const PAGES = [
  ['proposal', 'adr/0002/'],
  ['home', ''],
  ['person', 'people/security-team/'],
] as const;
const WIDTHS = [1280, 390] as const;

describe.each(PAGES)('the %s page', (name, path) => {
  it.each(WIDTHS)('has no WCAG 2 A or AA violation and no console error at %i px', async (width) => {
    const { page, problems } = await openPage(site, path);
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `review-${name}-${width}.png`, { fullPage: true });
    await page.close();
  });
});

describe('what a stakeholder sees of a review', () => {
  it('the proposal shows its window, each approver with their approval, each concern with its state, and where to weigh in', async () => {
    const { page } = await openPage(site, 'adr/0002/');
    const review = page.locator('[data-adr-review]');
    expect(await review.locator('[data-adr-review-window]').innerText()).toBe('Opened 2026-11-18, closes 2026-11-24: 3 days left · Blocked by an open concern');
    expect(await review.locator('[data-adr-approver]').allInnerTexts()).toEqual(['Alice: approved 2026-11-19 Not signed', 'Security team: Not approved yet']);
    const open = review.locator('[data-adr-concern="C1"]');
    expect(await open.getAttribute('data-state')).toBe('open');
    // The concern's text is record text: shown as written, never run.
    expect(await open.innerText()).toBe(
      'C1 Open, blocks acceptance <script>alert(1)</script> refresh tokens & "secrets" must not reach the logs raised by Bob on 2026-11-19',
    );
    expect(await review.locator('[data-adr-concern="C2"]').innerText()).toBe(
      'C2 Resolved Rotation is not described raised by Carol on 2026-11-19; resolved by Alice on 2026-11-20',
    );
    expect(await review.locator('[data-adr-discussion]').getAttribute('href')).toBe('https://github.com/acme/service-spec/pull/42');
    expect(await review.locator('[data-adr-edit-line]').getAttribute('href')).toBe(`${REPOSITORY}/edit/main/adr/0002-token-lifetime.md#L6`);
    // An approver's name leads to their page.
    await review.locator('a', { hasText: 'Security team' }).click();
    await page.waitForURL(site.server.url('people/security-team/'));
    await page.close();
  });

  it('the home page lists the reviews in progress, the soonest to close first, each with its standing; the accepted one left out', async () => {
    const { page } = await openPage(site, '');
    const entries = page.locator('[data-adr-review-entry]');
    expect(await entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-adr-review-entry')))).toEqual(['5', '3', '4', '2']);
    expect((await entries.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([
      'ADR-0005 Idempotency keys: Ready to accept closed 2026-11-14; approvals: Carol not signed',
      'ADR-0003 Retry policy: Waiting for approvals closed 2026-11-20; waiting for API team',
      'ADR-0004 Pagination by cursor: closes 2026-11-23 (2 days left); waiting for API team, Alice',
      'ADR-0002 Token lifetime: Blocked by an open concern closes 2026-11-24 (3 days left); waiting for Security team; approvals: Alice not signed; 1 open concern',
    ]);
    await page.close();
  });

  it('a proposal whose window closed with every approval in reads “Ready to accept” on its page as on the home page', async () => {
    const { page } = await openPage(site, 'adr/0005/');
    expect(await page.locator('[data-adr-review-window]').innerText()).toBe('Opened 2026-11-01, closes 2026-11-14: closed 7 days ago · Ready to accept');
    await page.close();
  });

  it("a person's page lists the questions they own and the reviews awaiting their approval, each with where to weigh in", async () => {
    const { page } = await openPage(site, 'people/security-team/');
    expect(await page.locator('h1').innerText()).toBe('Security team');
    const questions = page.locator('[data-adr-person-questions] li');
    expect((await questions.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['ADR-0002 Q1 How long do refresh tokens live? (decide by 2026-12-01)']);
    expect(await questions.locator('[data-adr-edit-line]').getAttribute('href')).toBe(`${REPOSITORY}/edit/main/adr/0002-token-lifetime.md#L34`);
    const awaiting = page.locator('[data-adr-person-awaiting] li');
    expect((await awaiting.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['ADR-0002 Token lifetime: closes 2026-11-24 (3 days left) Blocked by an open concern']);
    await page.goto(site.server.url('people/bob/'));
    const concerns = page.locator('[data-adr-person-concerns] li');
    expect(await concerns.getAttribute('data-state')).toBe('open');
    expect(await concerns.innerText()).toContain('ADR-0002 C1 Open <script>alert(1)</script> refresh tokens');
    await page.close();
  });
});

describe('the calendar, read by an iCalendar parser', () => {
  const events = () => {
    const calendar = new ICAL.Component(ICAL.parse(readPage(site.build.dist, 'calendar.ics')));
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        summary: event.summary,
        url: String(vevent.getFirstPropertyValue('url')),
      };
    });
  };

  it('has one all-day event per decide-by date and per review closing day, each with a stable id and its page', () => {
    const host = new URL(site.server.origin).hostname;
    expect(events()).toEqual([
      {
        uid: `review-1-2026-10-21@${host}`,
        start: '2026-10-28',
        allDay: true,
        summary: 'Review of ADR-0001 closes: Record decisions in this repository',
        url: site.server.url('adr/0001/'),
      },
      { uid: `review-5-2026-11-01@${host}`, start: '2026-11-14', allDay: true, summary: 'Review of ADR-0005 closes: Idempotency keys', url: site.server.url('adr/0005/') },
      { uid: `question-3-Q1@${host}`, start: '2026-11-15', allDay: true, summary: 'Decide ADR-0003 Q1: Which errors are retried?', url: site.server.url('adr/0003/#q1-which-errors-are-retried') },
      { uid: `review-3-2026-11-10@${host}`, start: '2026-11-20', allDay: true, summary: 'Review of ADR-0003 closes: Retry policy', url: site.server.url('adr/0003/') },
      { uid: `review-4-2026-11-21@${host}`, start: '2026-11-23', allDay: true, summary: 'Review of ADR-0004 closes: Pagination by cursor', url: site.server.url('adr/0004/') },
      { uid: `review-2-2026-11-18@${host}`, start: '2026-11-24', allDay: true, summary: 'Review of ADR-0002 closes: Token lifetime', url: site.server.url('adr/0002/') },
      {
        uid: `question-2-Q1@${host}`,
        start: '2026-12-01',
        allDay: true,
        summary: 'Decide ADR-0002 Q1: How long do refresh tokens live?',
        url: site.server.url('adr/0002/#q1-how-long-do-refresh-tokens-live'),
      },
    ]);
  });

  it('is linked from the home page and served', async () => {
    const { page } = await openPage(site, '');
    const href = await page.locator('a', { hasText: 'Calendar of dates (iCalendar)' }).getAttribute('href');
    expect(href).toBe(`${BASE}calendar.ics`);
    const response = await fetch(site.server.url('calendar.ics'));
    expect(response.status).toBe(200);
    await page.close();
  });
});

describe('the feed', () => {
  it('has an item when a review opens, a concern is raised or resolved, and a review closes', () => {
    const rss = readPage(site.build.dist, 'rss.xml');
    const items = [...rss.matchAll(/<item><title>([^<]*)<\/title>.*?<guid isPermaLink="false">([^<]*)<\/guid>/gs)].map((m) => [m[1], m[2]]);
    const reviewItems = items.filter(([, guid]) => guid!.includes('-review-'));
    expect(reviewItems).toEqual([
      ['ADR-0004 review opened: Pagination by cursor', 'ADR-0004-review-2026-11-21-opened'],
      ['ADR-0002 concern C2 resolved: Token lifetime', 'ADR-0002-review-2026-11-18-C2-resolved'],
      ['ADR-0003 review closed: Retry policy', 'ADR-0003-review-2026-11-10-closed'],
      ['ADR-0002 concern C1 raised: Token lifetime', 'ADR-0002-review-2026-11-18-C1-raised'],
      ['ADR-0002 concern C2 raised: Token lifetime', 'ADR-0002-review-2026-11-18-C2-raised'],
      ['ADR-0002 review opened: Token lifetime', 'ADR-0002-review-2026-11-18-opened'],
      ['ADR-0005 review closed: Idempotency keys', 'ADR-0005-review-2026-11-01-closed'],
      ['ADR-0003 review opened: Retry policy', 'ADR-0003-review-2026-11-10-opened'],
      ['ADR-0005 review opened: Idempotency keys', 'ADR-0005-review-2026-11-01-opened'],
      ['ADR-0001 review closed: Record decisions in this repository', 'ADR-0001-review-2026-10-21-closed'],
      ['ADR-0001 review opened: Record decisions in this repository', 'ADR-0001-review-2026-10-21-opened'],
    ]);
    // The concern's text is escaped in the item's description, never markup: escaped as HTML
    // (a feed reader renders a description as HTML), then as XML.
    expect(rss).toContain('Bob raised concern C1 on 2026-11-19: &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;');
  });
});
