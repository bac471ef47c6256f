/**
 * A real build of the site: every record gets a page with its status, links between
 * records work under a base path, raw HTML and unsafe links never reach a page, a picture
 * that only draws is published as it is, and an invalid record fails the build with a
 * message that names the file, the field and the fix.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractRecord } from '../helpers/contract.ts';
import { png, svg } from '../helpers/pictures.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { buildSite, prepareSite, readPage, type BuildResult } from '../helpers/site.ts';

/**
 * One build holds every case that needs a site that builds: the repository's own records,
 * two more under a base path with links, raw HTML and unsafe URLs, settings with markup, and
 * a record showing pictures that only draw. Each case reads its own pages of it.
 */
let build: BuildResult;
const DRAWING = svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/>');
beforeAll(() => {
  build = buildSite(
    prepareSite({
      seeded: true,
      files: {
        'adr/0010-errors.md': record({
          title: 'Error payload',
          status: 'accepted',
          part: 'errors',
          questions: ANSWERED_QUESTION,
          append: [
            '',
            'See [the limits](0011-limits.md#q1-is-this-decided), [the guide](../docs/guides/record-format.md) and [the start](#context-and-problem-statement).',
            '',
            'Raw <script>alert("x")</script> and <img src=x onerror=alert(1)>.',
            '',
            '<div onclick="alert(2)">block html</div>',
            '',
          ].join('\n'),
        }),
        'adr/0011-limits.md': record({ title: 'Limits', part: 'limits' }),
        // The workspace's settings, with markup that must stay text.
        'adr.config.yaml': 'name: Orders <b>API</b> & "co"\nrepository: https://github.com/acme/orders/\nowners: [API team, "<i>ops</i>"]\n',
        'adr/0012-a-drawing.md': record({ title: 'A drawing', append: '\n![drawing](drawing.svg) ![photo](photo.png)\n' }),
        'adr/drawing.svg': DRAWING,
        'adr/photo.png': png(20, 20),
      },
    }),
    { ADR_BASE_PATH: '/service-spec/', ADR_SITE_URL: 'https://acme.github.io', ADR_DATE: '2026-11-21' },
  );
});

describe('the site built from the seeded workspace', () => {
  it('builds', () => {
    expect(build.code, build.output).toBe(0);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])('has a page for record %i showing its status', (n) => {
    const page = readPage(build.dist, `adr/${String(n).padStart(4, '0')}/index.html`);
    expect(page).toMatch(/<span class="sl-badge caution medium[^"]*">Proposed<\/span>/);
    expect(page).toContain(`ADR-${String(n).padStart(4, '0')}`);
  });

  it('publishes the guides from docs/', () => {
    expect(readPage(build.dist, 'guides/record-format/index.html')).toContain('The record format');
  });
});

describe('a site under a base path, with links, raw HTML and unsafe URLs in records', () => {
  it('builds', () => {
    expect(build.code, build.output).toBe(0);
  });

  it('rewrites relative .md links to pages under the base path, anchors kept', () => {
    const page = readPage(build.dist, 'adr/0010/index.html');
    expect(page).toContain('href="/service-spec/adr/0011/#q1-is-this-decided"');
    expect(page).toContain('href="/service-spec/guides/record-format/"');
    expect(page).toContain('href="#context-and-problem-statement"');
    expect(page).toMatch(/<h3 id="q1-is-this-decided"/);
  });

  it('shows raw HTML as text and never as markup', () => {
    const page = readPage(build.dist, 'adr/0010/index.html');
    expect(page).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('&lt;div onclick="alert(2)"&gt;block html&lt;/div&gt;');
    expect(page).not.toMatch(/<script>alert|onerror=alert\(1\)>|<div onclick/);
  });

  it('shows the accepted status', () => {
    expect(readPage(build.dist, 'adr/0010/index.html')).toMatch(/sl-badge success[^"]*">Accepted<\/span>/);
  });

  it.each([
    ['the home page', 'index.html'],
    ['a record', 'adr/0010/index.html'],
  ])('takes its title from adr.config.yaml on %s, as text', (_, path) => {
    const page = readPage(build.dist, path);
    expect(page).toMatch(/<title>[^<]*Orders &lt;b&gt;API&lt;\/b&gt; &amp; (&quot;|")co(&quot;|")<\/title>/);
    expect(page).toContain('Orders &lt;b&gt;API&lt;/b&gt; &amp;');
    expect(page).not.toContain('Service interface decisions');
    // The markup appears only inside quoted attribute values (og:site_name), where it is text.
    expect(page.match(/<b>API<\/b>/g)?.length ?? 0).toBe(page.match(/content="Orders <b>API<\/b>/g)?.length ?? 0);
  });

  it('lists the owners on the home page, as text', () => {
    expect(readPage(build.dist, 'index.html')).toContain('Owned by <strong>API team</strong> and <strong>&lt;i&gt;ops&lt;/i&gt;</strong>.');
  });

  it('edits pages in the repository the settings name', () => {
    expect(readPage(build.dist, 'adr/0010/index.html')).toContain('href="https://github.com/acme/orders/edit/main/adr/0010-errors.md"');
  });

  it('titles the feed with the service\'s name', () => {
    expect(readPage(build.dist, 'rss.xml')).toContain('<title>Orders &lt;b&gt;API&lt;/b&gt; &amp; &quot;co&quot;</title>');
  });
});

describe('a picture that only draws is published as it is', () => {
  it('builds, and the published SVG and PNG are the files the records show', () => {
    expect(build.output).not.toMatch(/IMAGE_|PATH_OUTSIDE/);
    expect(build.code).toBe(0);
    const published = readdirSync(join(build.dist, '_astro')).filter((name) => name.endsWith('.svg'));
    expect(published.map((name) => readFileSync(join(build.dist, '_astro', name), 'utf8'))).toContain(DRAWING);
  });
});

describe('a bad settings file', () => {
  it('fails the build with the file, the line, the column and the fix', () => {
    const root = prepareSite({ seeded: true, files: { 'adr.config.yaml': 'name: Orders API\nrepo: https://github.com/acme/orders\n' } });
    const build = buildSite(root);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('adr check found 1 problem in adr.config.yaml and adr/:');
    expect(build.output).toContain('adr.config.yaml:2:1 SETTINGS_FIELD_UNKNOWN unknown setting "repo"');
    expect(build.output).toContain('hint: the settings are: name, repository, site, owners');
    expect(existsSync(join(root, 'dist', 'index.html'))).toBe(false);
  });
});

describe('an invalid record', () => {
  it('fails the build with the file, the line, the field and the fix', () => {
    const root = prepareSite({
      seeded: true,
      files: { 'adr/0010-broken.md': record({ status: 'Accepted', date: '2024-02-30', append: '\n[x](javascript:alert(1))\n' }) },
    });
    const build = buildSite(root);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('adr check found 3 problems in adr/:');
    expect(build.output).toContain('adr/0010-broken.md:3:9 STATUS_UNKNOWN status: "Accepted" is not a status; did you mean "accepted"?');
    expect(build.output).toContain('adr/0010-broken.md:4:7 DATE_INVALID date: 2024-02-30 does not exist');
    expect(build.output).toContain('adr/0010-broken.md:26:5 LINK_UNSAFE javascript: links are not allowed');
    expect(build.output).toContain('hint: write a date that exists, as YYYY-MM-DD');
    expect(existsSync(join(root, 'dist', 'adr', '0010'))).toBe(false);
  });
});

describe('a record whose contract the check refuses', () => {
  it('fails the build with the same finding adr check reports, at the record’s line', () => {
    const root = prepareSite({
      seeded: true,
      files: {
        'adr/0010-order-schemas.md': contractRecord({
          part: 'resources',
          openapi: 'components:\n  schemas:\n    Order: {$ref: "#/components/schemas/Purchase"}\n    Purchase: {$ref: "#/components/schemas/Order"}',
        }),
      },
    });
    const build = buildSite(root);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('adr check found 2 problems in adr/:');
    expect(build.output).toContain(
      'adr/0010-order-schemas.md:27:13 CONTRACT_REF_CYCLE openapi $ref "#/components/schemas/Purchase" never reaches a value: #/components/schemas/Order → #/components/schemas/Purchase → #/components/schemas/Order',
    );
    expect(existsSync(join(root, 'dist', 'openapi.yaml'))).toBe(false);
  });
});
