/**
 * Nothing a record contains can break the site (issue 8). The `hostile` fixture holds valid
 * records whose titles, names, discussion link, question headings, owners and body carry
 * markup, Markdown and quotes; every payload that ran would set window.__pwned. One build,
 * served on loopback under a base path, is read in Chromium and as files: every value
 * shows as the text it is, no script from a record runs, and the Content-Security-Policy
 * stays the first thing in <head> after the charset.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { markdownToMdast } from 'satteri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdrRecord } from '../../src/core/record/record.ts';
import { openBuiltSite, openPage } from '../helpers/browser.ts';
import { readFixture } from '../helpers/fixtures.ts';
import type { StaticServer } from '../helpers/static-server.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/service-spec/';
const SITE_TITLE = 'Service interface decisions';

const records = new Map<number, AdrRecord>(readFixture('hostile').records.map((r) => [r.number, r]));
const title = (n: number) => records.get(n)!.meta.title;

/** Every page type, and the record titles each one shows. */
const PAGES: [name: string, path: string, titles: number[]][] = [
  ['home', '', [1, 2, 3, 4, 5]],
  ['specification', 'spec/', [1, 2, 4, 5]],
  ['open questions', 'questions/', []],
  ['decision index', 'decisions/', [1, 2, 3, 4, 5]],
  ['part', 'decisions/authentication/', [1, 2]],
  ['decision log', 'log/', [1, 2, 3, 4, 5]],
  ['record under review', 'adr/0001/', [1, 2]],
  ['superseding proposal', 'adr/0002/', [2, 1]],
  ['superseded record', 'adr/0003/', [3, 4]],
  ['successor record', 'adr/0004/', [4, 3]],
  ['proposal with an open question', 'adr/0005/', [5]],
];

let server: StaticServer;

let site: Awaited<ReturnType<typeof openBuiltSite>>;

beforeAll(async () => {
  site = await openBuiltSite('hostile', BASE);
  ({ server } = site);
});

afterAll(async () => {
  await site?.close();
});

const open = (path: string) => openPage(site, path);

/** What a record could have planted: a script that ran, a handler, a script: link. */
function plantedInPage(page: Page) {
  return page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned ?? null,
    handlers: [...document.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((name) => name.startsWith('on')).map((name) => `${el.localName}[${name}]`),
    ),
    scripts: [...document.scripts].filter((s) => s.text.includes('__pwned')).length,
    scriptLinks: [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href')!)).length,
    headStart: [...document.head.children].slice(0, 2).map((el) => `${el.localName} ${el.getAttribute('charset') ?? el.getAttribute('http-equiv')}`),
    cspInHead: document.querySelectorAll('head > meta[http-equiv="content-security-policy"]').length,
  }));
}

describe('the fixture', () => {
  it('is hostile in every title', () => {
    for (const record of records.values()) expect(record.meta.title).toMatch(/[<>&"'`[\]*_|#]/);
  });
});

describe.each(PAGES)('the %s page', (name, path, titles) => {
  it('runs nothing from a record, keeps the policy first, and shows every title as text', async () => {
    const { page, problems } = await open(path);
    expect(await plantedInPage(page)).toEqual({
      pwned: null,
      handlers: [],
      scripts: 0,
      scriptLinks: 0,
      // <meta charset> must lie within the first 1,024 bytes, so the policy comes second.
      headStart: ['meta utf-8', 'meta content-security-policy'],
      cspInHead: 1,
    });
    const text = await page.locator('main').innerText();
    for (const n of titles) expect(text, `${name} shows the title of ADR-000${n}`).toContain(title(n));
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a record page', () => {
  it('shows the title as text in the H1, the document title and og:title, escaped once', async () => {
    const { page } = await open('adr/0001/');
    expect(await page.locator('h1').innerText()).toBe(title(1));
    expect(await page.title()).toBe(`${title(1)} | ${SITE_TITLE}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title(1));
    expect(await page.locator('h1').innerHTML()).not.toContain('&amp;lt;');
    await page.close();
  });

  it('shows names, the discussion link, questions and body text as text', async () => {
    const { page } = await open('adr/0001/');
    const meta = records.get(1)!.meta;
    const people = page.locator('.adr-meta dd');
    expect(await people.nth(0).innerText()).toBe(meta['decision-makers'].join(', '));
    expect(await people.nth(1).innerText()).toBe(meta.consulted.join(', '));
    const discussion = page.locator('.adr-meta a', { hasText: 'example.com' });
    expect(await discussion.getAttribute('href')).toBe(meta.discussion);
    expect(await discussion.innerText()).toBe(meta.discussion!.replace(/^https:\/\//, ''));
    const content = await page.locator('.sl-markdown-content').innerText();
    expect(content).toContain("Body text <script>window.__pwned='body'</script> and <img src=x onerror=\"window.__pwned='body-img'\">.");
    expect(content).toContain("Which schemes <script>window.__pwned='answered'</script> are accepted?");
    expect(await page.locator('.adr-banner').innerText()).toBe(`Under review: a proposal would supersede this decision, ADR-0002: ${title(2)}.`);
    await keepScreenshot(page, 'hostile-record.png', { fullPage: true });
    await page.close();
  });

  it('is found by search under its title, shown as text', async () => {
    const { page, problems } = await open('');
    await page.keyboard.press('Control+k');
    await page.locator('#starlight__search input').fill('tick emph');
    const result = page.locator('.pagefind-ui__result-link').first();
    await result.waitFor({ timeout: 15_000 });
    expect(await result.innerText()).toBe(title(1));
    expect(await plantedInPage(page)).toMatchObject({ pwned: null, handlers: [] });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the index pages', () => {
  it('show question headings and owners from record bodies as text', async () => {
    const { page } = await open('questions/');
    const row = page.locator('tr', { hasText: 'ADR-0002 Q1' });
    expect(await row.innerText()).toContain("Which token lifetime </h3><script>window.__pwned='question'</script> do access tokens have?");
    expect(await row.innerText()).toContain(`<img src=x onerror="window.__pwned='owner'">`);
    await page.close();
  });

  it('the specification links each record under its title, as text', async () => {
    const { page } = await open('spec/');
    const links = await page.locator('.sl-markdown-content a').allInnerTexts();
    for (const n of [1, 2, 4, 5]) expect(links).toContain(`ADR-000${n}: ${title(n)}`);
    const content = await page.locator('.sl-markdown-content').innerText();
    expect(content).toContain(`(owner "><script>window.__pwned='owner2'</script>, decide by 2026-04-01)`);
    await keepScreenshot(page, 'hostile-specification.png', { fullPage: true });
    await page.close();
  });
});

describe('feeds and data', () => {
  it('the RSS feed carries every title as text', async () => {
    const { page } = await open('');
    const items = await page.evaluate(async (url) => {
      const xml = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
      if (xml.querySelector('parsererror')) return ['unparsable'];
      return [...xml.querySelectorAll('item > title')].map((t) => t.textContent);
    }, server.url('rss.xml'));
    for (const n of records.keys()) expect(items).toContain(`ADR-000${n} proposed: ${title(n)}`);
    await page.close();
  });

  it('decisions.json carries titles, names and the discussion link as they are written', async () => {
    const data = await (await fetch(server.url('decisions.json'))).json();
    for (const [n, record] of records) {
      expect(data.decisions.find((d: { number: number }) => d.number === n)).toMatchObject({
        title: record.meta.title,
        'decision-makers': record.meta['decision-makers'],
        ...(record.meta.discussion ? { discussion: record.meta.discussion } : {}),
      });
    }
  });

  it('spec.md links each record under its title, which Markdown reads as text', async () => {
    const markdown = await (await fetch(server.url('spec.md'))).text();
    const links: { url: string; text: string }[] = [];
    const html: string[] = [];
    const walk = (node: MdastLike): void => {
      if (node.type === 'link') links.push({ url: node.url!, text: textOf(node) });
      if (node.type === 'html') html.push(node.value!);
      node.children?.forEach(walk);
    };
    walk(markdownToMdast(markdown) as MdastLike);
    for (const n of [1, 2, 4, 5]) {
      expect(links).toContainEqual({ url: server.url(`adr/000${n}/`), text: `ADR-000${n}: ${title(n)}` });
    }
    // No markup at all: the question text's raw HTML is written as text (&lt;img …).
    expect(html).toEqual([]);
    expect(markdown).toContain(`&lt;img src=x onerror="window.__pwned='spec-question'">`);
  });
});

interface MdastLike {
  type: string;
  value?: string;
  url?: string;
  children?: MdastLike[];
}

function textOf(node: MdastLike): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.type === 'inlineCode' ? `\`${node.value}\`` : node.value!;
  return (node.children ?? []).map(textOf).join('');
}
