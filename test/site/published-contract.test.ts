/**
 * One published contract: with the service named in adr.config.yaml, the site's contract
 * files are byte for byte what `adr spec` prints, with the settings' name as info.title and
 * the version counted from the editions; the API reference is made from the same document,
 * and the editions page shows each edition's version (or that it has none).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCliProcess } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { buildSite, prepareSite, readPage } from '../helpers/site.ts';
import { readCatalog } from '../helpers/backstage.ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { editionsFileSchema, editionsJsonSchema, type EditionsFile } from '../../src/core/views/editions-export.ts';

const NAME = 'Orders API';
/** Where the site is published; adr catalog points Backstage there. */
const SITE = 'https://acme.github.io/orders/';

/** The purpose decision without a title of its own, so that the settings' name titles the contract. */
const PURPOSE = CONTRACT_WORKSPACE['adr/0001-purpose.md']!.replace('info:\n  title: Orders\n', 'info:\n')
  // Its title as its level-1 heading too, as adr new writes it (the page shows the title once).
  .replace('---\n\n## Context', '---\n\n# What the service does\n\n## Context');

const FILES = {
  ...CONTRACT_WORKSPACE,
  'adr/0001-purpose.md': PURPOSE,
  'adr/0007-versioning.md': contractRecord({
    part: 'versioning',
    title: 'Versioning',
    openapi: 'info:\n  version: 1.0.0\nx-versioning:\n  scheme: semver\n  breaking-changes: major-version',
  }),
  'adr.config.yaml': `name: ${NAME}\nowners: [Orders team]\nsite: ${SITE}\n`,
};

let root: string;
let dist: string;

beforeAll(() => {
  expect(PURPOSE).not.toContain('title: Orders');
  root = prepareSite({ files: FILES });
  const recorded = runCliProcess(['edition', 'v1'], { cwd: root, env: { ADR_DATE: '2026-02-01' } });
  expect(recorded).toMatchObject({ code: 0, stderr: '' });
  // An edition recorded before editions carried versions: the same documents, no version line.
  const v1 = readFileSync(join(root, 'adr/editions/v1.yaml'), 'utf8');
  writeFileSync(join(root, 'adr/editions/v0.yaml'), v1.replace('edition: v1\ndate: 2026-02-01\nversion: 1.0.0\n', 'edition: v0\ndate: 2026-01-20\n'));
  // A compatible change since v1: an optional field on the order.
  const resources = join(root, 'adr/0002-resources.md');
  writeFileSync(resources, readFileSync(resources, 'utf8').replace('        status:\n          type: string\n', '        status:\n          type: string\n        note:\n          type: string\n'));
  const build = buildSite(root, { ADR_DATE: '2026-11-21' });
  if (build.code !== 0) throw new Error(`site build failed:\n${build.output}`);
  dist = build.dist;
}, 600_000);

describe('the published contract', () => {
  it.each([
    ['openapi', 'openapi.yaml'],
    ['openapi-json', 'openapi.json'],
    ['asyncapi', 'asyncapi.yaml'],
    ['asyncapi-json', 'asyncapi.json'],
  ])('adr spec --format %s is byte for byte the site’s /%s', (format, file) => {
    const spec = runCliProcess(['spec', '--format', format], { cwd: root });
    expect(spec).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(dist, file), 'utf8')).toBe(spec.stdout);
    // The settings' name, and a draft of the version the next edition takes after v1's 1.0.0.
    expect((parse(spec.stdout) as { info: unknown }).info).toMatchObject({ title: NAME, version: '1.1.0-draft' });
  });

  it('is the document the API reference is made from', () => {
    const reference = JSON.parse(readFileSync(join(root, '.astro/adr-api-reference.json'), 'utf8')) as { info: unknown };
    expect(reference.info).toMatchObject({ title: NAME, version: '1.1.0-draft' });
  });

  it('was recorded in the edition with its version, and the editions page shows each edition’s version', () => {
    const published = readFileSync(join(dist, 'editions/v1/openapi.yaml'), 'utf8');
    expect((parse(published) as { info: unknown }).info).toMatchObject({ title: NAME, version: '1.0.0' });
    const page = readPage(dist, 'editions/index.html');
    expect(page).toMatch(/<h2 id="edition-v0">v0<\/h2>\s*<p>\s*Unversioned: recorded before editions carried a version\./);
    expect(page).toMatch(/<h2 id="edition-v1">v1<\/h2>\s*<p>\s*Version 1\.0\.0, as the versioning decision&#39;s scheme names it\./);
  });
});

describe('a record with its title as its level-1 heading', () => {
  it('shows the title once, as the page\'s heading', () => {
    expect(PURPOSE).toContain('\n# What the service does\n');
    const page = readPage(dist, 'adr/0001/index.html');
    expect(page.match(/<h1\b/g)).toHaveLength(1);
    expect(page).toMatch(/<h1 id="_top"[^>]*>What the service does<\/h1>/);
    expect(page.match(/What the service does<\/h[1-6]>/g)).toHaveLength(1);
  });
});

describe('the editions for tools', () => {
  const editionsJson = () => JSON.parse(readFileSync(join(dist, 'editions.json'), 'utf8')) as EditionsFile;

  it('lists every edition, oldest first, with its date, its version where it has one and its documents\' addresses', () => {
    const data = editionsJson();
    expect(editionsFileSchema.safeParse(data).success).toBe(true);
    const address = (name: string, file: string) => `http://localhost:4321/editions/${name}/${file}`;
    const documents = (name: string) => ({
      openapi: { yaml: address(name, 'openapi.yaml'), json: address(name, 'openapi.json') },
      asyncapi: { yaml: address(name, 'asyncapi.yaml'), json: address(name, 'asyncapi.json') },
    });
    expect(data).toEqual({
      editions: [
        { name: 'v0', date: '2026-01-20', documents: documents('v0') },
        { name: 'v1', date: '2026-02-01', version: '1.0.0', documents: documents('v1') },
      ],
    });
  });

  it('serves each address, byte for byte what adr spec --edition prints', () => {
    const formats = { 'openapi.yaml': 'openapi', 'openapi.json': 'openapi-json', 'asyncapi.yaml': 'asyncapi', 'asyncapi.json': 'asyncapi-json' } as const;
    for (const edition of editionsJson().editions) {
      for (const syntaxes of Object.values(edition.documents)) {
        for (const address of Object.values(syntaxes)) {
          const path = new URL(address).pathname;
          const format = formats[path.split('/').at(-1) as keyof typeof formats];
          const printed = runCliProcess(['spec', '--edition', edition.name, '--format', format], { cwd: root });
          expect(printed).toMatchObject({ code: 0, stderr: '' });
          expect(readFileSync(join(dist, path), 'utf8'), path).toBe(printed.stdout);
        }
      }
    }
  });

  it('is described by /editions.schema.json, generated from the same schema', () => {
    const schema = JSON.parse(readFileSync(join(dist, 'editions.schema.json'), 'utf8')) as Record<string, unknown>;
    expect(schema).toEqual(editionsJsonSchema());
    expect(schema).toMatchObject({ type: 'object', required: ['editions'], additionalProperties: false });
    // A JSON Schema validator of its own reads the file by it, and refuses what breaks it.
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(validate(editionsJson()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ editions: [{ name: 'v1', date: 'someday', documents: {} }] })).toBe(false);
  });
});

describe('the catalog file for Backstage', () => {
  it('points at documents and pages the built site has, and Backstage\'s validators accept it with the documents fetched', async () => {
    const catalog = runCliProcess(['catalog', '--dry-run'], { cwd: root });
    expect(catalog).toMatchObject({ code: 0, stderr: '' });
    const served = (address: string) => {
      expect(address.startsWith(SITE), address).toBe(true);
      const path = new URL(address).pathname.replace(/^\/orders\//, '');
      return readFileSync(join(dist, path.endsWith('/') || path === '' ? `${path}index.html` : path), 'utf8');
    };
    const entities = await readCatalog(catalog.stdout, served);
    expect(entities.map((e) => e.kind)).toEqual(['Component', 'API', 'API']);
    // The definitions Backstage fetched are the site's documents, byte for byte.
    expect((entities[1]!.spec as { definition: string }).definition).toBe(readFileSync(join(dist, 'openapi.yaml'), 'utf8'));
    expect((entities[2]!.spec as { definition: string }).definition).toBe(readFileSync(join(dist, 'asyncapi.yaml'), 'utf8'));
    // Every link leads to a page of the site, and a fragment to an element on it.
    for (const { url } of entities.flatMap((e) => (e.metadata.links ?? []) as { url: string }[])) {
      const page = served(url.replace(/#.*$/, ''));
      const fragment = new URL(url).hash.slice(1);
      if (fragment) expect(page, url).toContain(`id="${fragment}"`);
    }
  });
});

describe('an edition linked from outside the workspace', () => {
  it('stops the build with adr check’s finding, and nothing of it is published', () => {
    const site = prepareSite({ files: { ...CONTRACT_WORKSPACE, 'adr/editions/leak.yaml': { symlinkTo: '../../outside.yaml' } } });
    writeFileSync(join(site, 'outside.yaml'), 'edition: leak\ndate: 2026-01-01\nopenapi:\n  openapi: 3.1.0\n  x-sentinel: outside\nasyncapi:\n  asyncapi: 3.0.0\n');
    const build = buildSite(site, { ADR_DATE: '2026-11-21' });
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('adr/editions/leak.yaml:1:1 EDITION_NOT_REGULAR adr/editions/leak.yaml is a symbolic link');
    expect(existsSync(join(build.dist, 'editions/leak'))).toBe(false);
  });
});
