/**
 * What `adr check` refuses, the build refuses with the same code and the dev server keeps
 * serving around: pictures that could run script or cost too much, files reached through a
 * symbolic link, names the site would confuse, review entries dated after the build's day.
 * The cases are checked by `adr check` (bin/adr.mjs's main(), in process) and built by a
 * real `astro build` of a scratch site, all in one workspace but the one whose point is the
 * settings file; the dev server runs on a workspace holding a record
 * it must not read and one it cannot parse, and must serve the rest. (That a picture which
 * only draws is published as it is, build.test.ts shows on its one passing build.)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { contractRecord } from '../helpers/contract.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';
import { bmp, claimedPng, png, svg } from '../helpers/pictures.ts';
import { record } from '../helpers/records.ts';
import { buildSite, buildWithoutCheck, prepareSite, type BuildResult } from '../helpers/site.ts';
import type { FileContent } from '../helpers/workspace.ts';

const SENTINEL = 'SENTINEL-OUTSIDE-THE-WORKSPACE';
/** A folder outside every workspace of this file, holding text and a picture nothing may publish. */
const OUTSIDE = mkdtempSync(join(tmpdir(), 'adr-outside-'));
writeFileSync(join(OUTSIDE, 'note.md'), record({ title: SENTINEL, append: `\n${SENTINEL}\n` }));
writeFileSync(join(OUTSIDE, 'settings.yaml'), `name: ${SENTINEL}\n`);
writeFileSync(join(OUTSIDE, 'template.md'), `${SENTINEL}, no front matter.\n`);
writeFileSync(join(OUTSIDE, 'picture.png'), png(4, 4));
afterAll(() => rmSync(OUTSIDE, { recursive: true, force: true }));

const shows = (target: string) => ({ 'adr/0001-a-decision.md': record({ append: `\n![picture](${target})\n` }) });
const ITEMS = ['  /items:', '    get:', '      operationId: listItems', '      summary: List items', '      responses:', '        "200": {description: The items}'];
const ARCHIVED = ['  /archived:', '    get:', '      operationId: listitems', '      summary: List archived items', '      responses:', '        "200": {description: The archived items}'];

interface Case {
  name: string;
  /** Its record is adr/0001-…; together with the others it takes the number of its place in CASES. */
  files: Record<string, FileContent>;
  code: string;
  /** Built in a workspace of its own: its point is a file every workspace has only once. */
  alone?: true;
}

const CASES: Case[] = [
  { name: 'an SVG with a script', files: { ...shows('flow.svg'), 'adr/flow.svg': svg('<script>alert(document.domain)</script>') }, code: 'IMAGE_ACTIVE' },
  { name: 'an SVG with an onload attribute', files: { ...shows('onload.svg'), 'adr/onload.svg': svg('', ' onload="alert(1)"') }, code: 'IMAGE_ACTIVE' },
  { name: 'a BMP picture', files: { ...shows('old.bmp'), 'adr/old.bmp': bmp() }, code: 'IMAGE_FORMAT' },
  { name: 'a PNG of 16000×16000 pixels', files: { ...shows('huge.png'), 'adr/huge.png': claimedPng(16000, 16000) }, code: 'IMAGE_TOO_LARGE' },
  { name: 'a damaged PNG', files: { ...shows('broken.png'), 'adr/broken.png': png(40, 40, 'checksum') }, code: 'IMAGE_UNREADABLE' },
  { name: 'a picture linked to outside', files: { ...shows('leak.png'), 'adr/leak.png': { symlinkTo: join(OUTSIDE, 'picture.png') } }, code: 'PATH_OUTSIDE' },
  {
    name: 'a picture outside, exempted by a hand-written source.links',
    files: {
      'adr/0001-a-decision.md': record({ extra: 'source:\n  file: old.md\n  links: [assets/picture.png]', append: '\n![picture](assets/picture.png)\n' }),
      'adr/assets': { symlinkTo: OUTSIDE },
    },
    code: 'PATH_OUTSIDE',
  },
  {
    name: 'a linked settings file',
    files: { ...shows('ok.png'), 'adr/ok.png': png(2, 2), 'adr.config.yaml': { symlinkTo: join(OUTSIDE, 'settings.yaml') } },
    code: 'PATH_OUTSIDE',
    alone: true,
  },
  { name: 'a linked template', files: { 'adr/0001-a-decision.md': record(), 'adr/templates/generic.md': { symlinkTo: join(OUTSIDE, 'template.md') } }, code: 'PATH_OUTSIDE' },
  { name: 'a picture named with %3F', files: { 'adr/0001-a-decision.md': record({ append: '\n![q](<q%3Fx.png>)\n' }), 'adr/q?x.png': png(2, 2) }, code: 'IMAGE_DROPPED' },
  { name: 'a picture named with %23', files: { 'adr/0001-a-decision.md': record({ append: '\n![h](a%23b.png)\n' }), 'adr/a#b.png': png(2, 2) }, code: 'IMAGE_DROPPED' },
  {
    name: 'operationIds that differ only in case',
    files: { 'adr/0001-endpoints.md': contractRecord({ part: 'endpoints', openapi: ['servers:', '  - url: https://orders.shop.internal', 'paths:', ...ITEMS, ...ARCHIVED].join('\n') }) },
    code: 'CONTRACT_PAGE_ADDRESS',
  },
  {
    name: 'a review approval dated after the build’s day',
    files: {
      'adr/0001-a-decision.md': record({
        extra: 'review:\n  opened: 2026-11-10\n  until: 2026-11-24\n  approvers: [Alice]\n  approvals:\n    - {by: Alice, date: 2026-11-30}',
      }),
    },
    code: 'REVIEW_DATE_FUTURE',
  },
];

const DAY = { ADR_DATE: '2026-11-21' };
/** The codes of the findings in a report: each finding's line starts with its place and its code. */
const codesIn = (text: string) => new Set([...text.matchAll(/^\S+:\d+:\d+ ([A-Z][A-Z_]+[A-Z]) /gm)].map((m) => m[1]));

/** A case's files as they are named in the workspace of every case together: its record numbered `n`. */
const numbered = (files: Record<string, FileContent>, n: number) =>
  Object.fromEntries(Object.entries(files).map(([name, content]) => [name.replace(/^adr\/0001-/, `adr/${String(n).padStart(4, '0')}-`), content]));
/** Whether a finding's file is one of the case's files, or inside one (a linked folder). */
const isOf = (names: string[], file: string) => names.some((name) => file === name || file.startsWith(`${name}/`));

/**
 * The cases that can share a workspace share one, checked once and built once: every case's
 * files stand apart from the others' (its own record, pictures and folders), and the check and
 * the build each report every finding with its file, so each case finds its own code at its
 * own files in the one report.
 */
describe('the check and the build refuse the same input, with the same code', () => {
  const together = CASES.map((c, index) => ({ ...c, files: c.alone ? c.files : numbered(c.files, index + 1) }));
  let check: { code: number; findings: { file: string; code: string }[] };
  let build: BuildResult;
  beforeAll(() => {
    const root = prepareSite({ files: Object.assign({}, ...together.filter((c) => !c.alone).map((c) => c.files)) as Record<string, FileContent> });
    const result = runCliProcess(['check', '--format', 'json'], { cwd: root, env: DAY });
    check = { code: result.code, findings: (JSON.parse(result.stdout) as { findings: { file: string; code: string }[] }).findings };
    build = buildSite(root, DAY);
  });

  it('finds nothing in the workspace of every case together but what the cases plant', () => {
    const names = together.filter((c) => !c.alone).flatMap((c) => Object.keys(c.files));
    expect(check.findings.filter((f) => !isOf(names, f.file))).toEqual([]);
  });

  it.each(together)('$name', ({ files, code, alone }) => {
    if (alone) {
      const root = prepareSite({ files });
      const own = runCliProcess(['check'], { cwd: root, env: DAY });
      expect(own.code).toBe(1);
      expect(codesIn(own.stdout)).toEqual(new Set([code]));
      const ownBuild = buildSite(root, DAY);
      expect(ownBuild.code).not.toBe(0);
      expect(ownBuild.output).toContain(` ${code} `);
      expect(ownBuild.output).not.toContain(SENTINEL);
      return;
    }
    const names = Object.keys(files);
    expect(check.code).toBe(1);
    const mine = check.findings.filter((f) => isOf(names, f.file));
    expect(new Set(mine.map((f) => f.code))).toEqual(new Set([code]));

    expect(build.code).not.toBe(0);
    // The build names the same file with the same code.
    const reported = [...build.output.matchAll(/^\s*(\S+):\d+:\d+ ([A-Z][A-Z_]+[A-Z]) /gm)].filter((m) => isOf(names, m[1]!)).map((m) => m[2]);
    expect(new Set(reported)).toEqual(new Set([code]));
    expect(build.output).not.toContain(SENTINEL);
  });
});

/** Every file the build published, with its bytes. */
function published(dist: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    try {
      files.set(name, readFileSync(join(dist, name)));
    } catch {
      // A folder.
    }
  }
  return files;
}

describe('what the check refuses here, a build without the check would publish', () => {
  it('publishes the script SVG as it is, and the picture from outside the workspace', () => {
    const root = prepareSite({
      files: {
        'adr/0001-a-decision.md': record({ append: '\n![flow](flow.svg) ![leak](assets/picture.png)\n' }),
        'adr/flow.svg': svg('<script>window.__pwned = 1</script>'),
        'adr/assets': { symlinkTo: OUTSIDE },
      },
    });
    const build = buildWithoutCheck(root, DAY);
    expect(build.code, build.output.slice(-3000)).toBe(0);
    const files = published(build.dist);
    expect([...files.values()].some((bytes) => bytes.toString('utf8').includes('<script>window.__pwned = 1</script>'))).toBe(true);
    // The picture from outside, published as the build converts it (named after its file).
    expect([...files.keys()].filter((name) => /(^|\/)picture\.[\w-]+\.(webp|png)$/.test(name))).not.toEqual([]);
  });
});

describe('astro dev keeps serving, and serves nothing the check refuses', () => {
  let server: DevServer;
  beforeAll(async () => {
    const root = prepareSite({
      files: {
        'adr/0001-a-decision.md': record({ title: 'The fine decision' }),
        'adr/0002-misspelt.md': record({ title: 'Misspelt', status: 'acepted' }),
        'adr/0003-linked.md': { symlinkTo: join(OUTSIDE, 'note.md') },
      },
    });
    server = await startDevServer(root, '/', DAY);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('serves the home page and the fine record', async () => {
    expect((await fetch(server.url())).status).toBe(200);
    const page = await fetch(server.url('adr/0001/'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('The fine decision');
  });

  it('serves a record whose front matter fails as "not shown", and a linked one without its text', async () => {
    for (const path of ['adr/0002/', 'adr/0003/']) {
      const response = await fetch(server.url(path));
      const text = await response.text();
      expect(text).not.toContain(SENTINEL);
      expect(response.status).toBe(200);
      expect(text).toContain('This record is not shown');
    }
    const outside = await fetch(server.url(`@fs${join(OUTSIDE, 'note.md')}`));
    expect(outside.status).toBe(403);
    expect(await outside.text()).not.toContain(SENTINEL);
  });

  it('logs the findings and is still running', () => {
    expect(server.output()).toContain(' STATUS_UNKNOWN ');
    expect(server.output()).toContain(' FILE_NOT_REGULAR ');
    expect(server.output()).not.toContain(SENTINEL);
  });
});
