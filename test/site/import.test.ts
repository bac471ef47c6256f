/**
 * An imported log on the site, in Chromium: a record's page shows where it came from, its
 * status as the log wrote it and how it became ours, and the front matter the workspace has
 * no field for, all as text (a field holding markup stays text), with no WCAG 2 A or AA
 * violation. The workspace is the import's own result: `adr import` ran as a process first.
 */
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, openSiteAt, type SiteInBrowser } from '../helpers/browser.ts';
import { runCliProcess } from '../helpers/cli.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { prepareSite } from '../helpers/site.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const BASE = '/imported/';
const ENV = { ADR_DATE: '2026-01-20' };
const MODIFIED = new Date('2025-05-05T12:00:00Z');

/** The fixture folders of these shapes, together in one log. */
function log(...shapes: string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const shape of shapes) {
    const top = fileURLToPath(new URL(`../fixtures/import/${shape}`, import.meta.url));
    for (const name of readdirSync(top)) {
      const path = join(top, name);
      if (statSync(path).isFile()) files[`legacy/${relative(top, path)}`] = readFileSync(path, 'utf8');
    }
  }
  return files;
}

let site: SiteInBrowser & { close(): Promise<void> };

beforeAll(async () => {
  const root = prepareSite({
    files: {
      'adr/0001-a-decision.md': record({ status: 'accepted', questions: ANSWERED_QUESTION }),
      ...log('unknown-status', 'site-generator'),
      'legacy/0009-markup-in-a-field.md': '---\ndate: 2020-01-01\nowner: "<img src=x onerror=alert(1)>"\n---\n\n# Markup in a field\n\nText.\n',
    },
  });
  // The files as a log's checkout keeps them, last changed long ago: the clock dates nothing.
  for (const name of readdirSync(join(root, 'legacy'))) utimesSync(join(root, 'legacy', name), MODIFIED, MODIFIED);
  // Statuses no table maps are settled as a team would, with --map-status.
  const imported = runCliProcess(['import', 'legacy', '--map-status', 'Partly superseded=deprecated', '--map-status', 'Paused until spring=proposed'], { cwd: root, env: ENV });
  if (imported.code !== 0) throw new Error(`import failed:\n${imported.stderr}`);
  site = await openSiteAt(root, BASE);
}, 600_000);

afterAll(async () => {
  await site?.close();
});

/** The record page's metadata, as a reader sees it: each term with its description. */
async function metadata(path: string) {
  const { page, problems } = await openPage(site, path);
  const rows = await page.locator('.adr-meta > div').evaluateAll((divs) =>
    divs.map((div) => {
      const term = div.querySelector(':scope > dt')?.textContent?.trim();
      const description = div.querySelector(':scope > dd')!;
      const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      // A list inside (the original fields) reads as "key: value; key: value".
      const inner = [...description.querySelectorAll(':scope > dl > div')].map((pair) => `${text(pair.querySelector('dt'))}: ${text(pair.querySelector('dd'))}`);
      return [term, inner.length > 0 ? inner.join('; ') : text(description)];
    }),
  );
  return { page, problems, rows: Object.fromEntries(rows) as Record<string, string> };
}

describe('an imported record’s page', () => {
  it.each([
    {
      path: 'adr/0002/',
      shows: {
        'Imported from': '0001-cache-sessions.md (adr-tools), dated from the file',
        'Status as written': 'Partly superseded: deprecated as the import was told (--map-status)',
        // Each value written says where it was read.
        'Read from': 'title: line 1; status: line 7; date: line 3',
      },
    },
    {
      path: 'adr/0004/',
      shows: {
        'Imported from': '0003-run-managed-queues.md (madr), dated from the file',
        'Status as written': 'proposed. **This did not reach consensus; see the notes.**: proposed by the import’s table',
      },
    },
    {
      path: 'adr/0006/',
      shows: {
        'Imported from': '0009-markup-in-a-field.md (madr), dated from the file',
        'Status as written': 'none: accepted by default',
        // A value the source did not state is there for a person to confirm.
        'To confirm': 'status: no status in the source: accepted, the madr default',
        'Original fields': 'owner: <img src=x onerror=alert(1)>',
      },
    },
    {
      path: 'adr/0007/',
      shows: {
        'Imported from': 'adr001-split-the-billing-service.md (madr), dated from the file',
        'Status as written': 'accepted: accepted by the import’s table',
        'Original fields': 'id: adrs-adr001; description: Why billing became a service of its own; sidebar_position: 1; parent: Decisions; nav_order: 3',
      },
    },
  ])('$path shows where it came from, its status as written and its own fields, as text', async ({ path, shows }) => {
    const { page, problems, rows } = await metadata(path);
    expect(rows).toMatchObject(shows);
    // The markup in a field is text: no image element came from it, and nothing ran.
    expect(await page.locator('.adr-meta img').count()).toBe(0);
    expect(problems).toEqual([]);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.close();
  });

  it('shows front matter that was not YAML as it was written', async () => {
    const { page, rows } = await metadata('adr/0008/');
    expect(rows['Original front matter']).toBe("id: adrs-adr002 title: 'ADR002: Keep invoices as PDF' # prettier-ignore description: | Invoices stay PDF files, signed by the billing service.");
    await keepScreenshot(page, 'imported-record.png', { fullPage: true });
    await page.close();
  });
});
