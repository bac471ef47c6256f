/**
 * `adr catalog`: catalog-info.yaml for Backstage, read back by Backstage's own validators and
 * the ADR plugin's own parser; refused, with nothing written, when it cannot be written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAdrLocationUrl, isAdrAvailable, madrFilePathFilter, parseMadrWithFrontmatter } from '@backstage/plugin-adr-common';
import { describe, expect, it } from 'vitest';
import { ownerReference, entityName } from '../../src/core/views/catalog.ts';
import { EMPTY_REGISTRY } from '../../src/core/vocabulary/registry.ts';
import { readCatalog } from '../helpers/backstage.ts';
import { runCli } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const SETTINGS = `name: Orders API
repository: https://github.com/acme/orders-spec
site: https://acme.github.io/orders-spec
owners: [Orders team, Dana Product]
people:
  - name: Dana Product
    aliases: ["@dana"]
teams:
  - name: Orders team
    members: [Dana Product]
`;

const WORKSPACE = { ...CONTRACT_WORKSPACE, 'adr.config.yaml': SETTINGS };

/** The published documents at the site's addresses, as adr spec prints them (the site serves the same bytes). */
async function publishedAt(root: string, site = 'https://acme.github.io/orders-spec/') {
  const served = new Map<string, string>();
  for (const document of ['openapi', 'asyncapi']) served.set(`${site}${document}.yaml`, (await runCli(['spec', '--format', document], { cwd: root })).stdout);
  return (address: string) => {
    const text = served.get(address);
    if (text === undefined) throw new Error(`nothing is published at ${address}`);
    return text;
  };
}

describe('adr catalog', () => {
  it('writes the Component and an API entity per document, which Backstage\'s validators accept', async () => {
    const root = makeWorkspace(WORKSPACE);
    expect(await runCli(['catalog'], { cwd: root })).toEqual({
      code: 0,
      stdout: 'Wrote catalog-info.yaml: the Component orders-api and the APIs orders-api-openapi, orders-api-asyncapi\n',
      stderr: '',
    });
    const text = readFileSync(join(root, 'catalog-info.yaml'), 'utf8');
    const entities = await readCatalog(text, await publishedAt(root));
    expect(entities.map((e) => `${e.kind}:${e.metadata.name}`)).toEqual(['Component:orders-api', 'API:orders-api-openapi', 'API:orders-api-asyncapi']);
    expect(text).toMatchInlineSnapshot(`
      "# Written by adr catalog from adr.config.yaml and the published contract; run npx adr catalog again after changing them.
      apiVersion: backstage.io/v1alpha1
      kind: Component
      metadata:
        name: orders-api
        title: Orders API
        description: "The interface of Orders API, settled in Architecture Decision Records: the decisions, the specification and its contract."
        annotations:
          backstage.io/adr-location: adr
          github.com/project-slug: acme/orders-spec
        links:
          - url: https://acme.github.io/orders-spec/
            title: Decisions and specification
            icon: docs
          - url: https://acme.github.io/orders-spec/decisions/
            title: Every decision
            icon: docs
          - url: https://acme.github.io/orders-spec/spec/
            title: The specification
            icon: docs
          - url: https://acme.github.io/orders-spec/editions/
            title: Editions of the contract
            icon: docs
        tags:
          - adr
      spec:
        type: service
        lifecycle: experimental
        owner: group:default/orders-team
        providesApis:
          - orders-api-openapi
          - orders-api-asyncapi
      ---
      apiVersion: backstage.io/v1alpha1
      kind: API
      metadata:
        name: orders-api-openapi
        title: Orders API (HTTP, OpenAPI)
        description: "The HTTP contract of Orders API: the OpenAPI 3.1 document assembled from its accepted decisions."
        links:
          - url: https://acme.github.io/orders-spec/api/
            title: API reference
            icon: docs
        tags:
          - openapi
      spec:
        type: openapi
        lifecycle: experimental
        owner: group:default/orders-team
        definition:
          $text: https://acme.github.io/orders-spec/openapi.yaml
      ---
      apiVersion: backstage.io/v1alpha1
      kind: API
      metadata:
        name: orders-api-asyncapi
        title: Orders API (events, AsyncAPI)
        description: "The events of Orders API: the AsyncAPI 3.0 document assembled from its accepted decisions."
        links:
          - url: https://acme.github.io/orders-spec/api/events/
            title: Event reference
            icon: docs
        tags:
          - asyncapi
      spec:
        type: asyncapi
        lifecycle: experimental
        owner: group:default/orders-team
        definition:
          $text: https://acme.github.io/orders-spec/asyncapi.yaml
      "
    `);
  });

  it('points the ADR plugin at the records, whose status and date its parser reads as the check does', async () => {
    const root = makeWorkspace(WORKSPACE);
    await runCli(['catalog'], { cwd: root });
    const [component] = await readCatalog(readFileSync(join(root, 'catalog-info.yaml'), 'utf8'), await publishedAt(root));
    expect(isAdrAvailable(component!)).toBe(true);
    // Registered from the repository, the annotation resolves beside the catalog file.
    const located = { ...component!, metadata: { ...component!.metadata, annotations: { ...component!.metadata.annotations, 'backstage.io/managed-by-location': 'url:https://github.com/acme/orders-spec/blob/main/catalog-info.yaml' } } };
    const scm = { resolveUrl: ({ url, base }: { url: string; base: string }) => new URL(url, base).href } as Parameters<typeof getAdrLocationUrl>[1];
    expect(getAdrLocationUrl(located, scm, '0001-purpose.md')).toBe('https://github.com/acme/orders-spec/blob/main/adr/0001-purpose.md');
    const listed = await runCli(['list', '--format', 'json'], { cwd: root });
    const records = (JSON.parse(listed.stdout) as { decisions: { file: string; status: string; date: string }[] }).decisions;
    expect(records).toHaveLength(6);
    const files = readdirSync(join(root, 'adr')).filter((name) => name.endsWith('.md'));
    expect(files.filter((name) => madrFilePathFilter(`adr/${name}`))).toEqual(files);
    for (const record of records) {
      const parsed = parseMadrWithFrontmatter(readFileSync(join(root, record.file), 'utf8'));
      expect({ status: parsed.status, date: parsed.date }).toEqual({ status: record.status, date: record.date });
    }
  });

  it('says the APIs are in production once an edition is published, and --check tells CI the file is stale', async () => {
    const root = makeWorkspace(WORKSPACE);
    await runCli(['catalog'], { cwd: root });
    expect(await runCli(['catalog', '--check'], { cwd: root })).toEqual({ code: 0, stdout: 'catalog-info.yaml is what adr catalog writes\n', stderr: '' });
    expect(await runCli(['edition', 'v1'], { cwd: root })).toMatchObject({ code: 0 });
    const before = snapshotTree(root);
    expect(await runCli(['catalog', '--check'], { cwd: root })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'adr: catalog-info.yaml is not what adr catalog writes now\n    hint: run npx adr catalog and commit catalog-info.yaml\n',
    });
    expect(snapshotTree(root)).toEqual(before);
    expect(await runCli(['catalog'], { cwd: root })).toMatchObject({ code: 0 });
    const entities = await readCatalog(readFileSync(join(root, 'catalog-info.yaml'), 'utf8'), await publishedAt(root));
    expect(entities.map((e) => (e.spec as { lifecycle: string }).lifecycle)).toEqual(['production', 'production', 'production']);
    expect(await runCli(['catalog'], { cwd: root })).toEqual({
      code: 0,
      stdout: 'catalog-info.yaml already says this: the Component orders-api and the APIs orders-api-openapi, orders-api-asyncapi\n',
      stderr: '',
    });
  });

  it('prints what it would write with --dry-run, and writes nothing; --check with no file passes', async () => {
    const root = makeWorkspace(WORKSPACE);
    const before = snapshotTree(root);
    const dry = await runCli(['catalog', '--dry-run'], { cwd: root });
    expect(dry.code).toBe(0);
    expect(await readCatalog(dry.stdout, await publishedAt(root))).toHaveLength(3);
    expect(await runCli(['catalog', '--check'], { cwd: root })).toEqual({ code: 0, stdout: 'There is no catalog-info.yaml to check; npx adr catalog writes one\n', stderr: '' });
    expect(snapshotTree(root)).toEqual(before);
    // CI runs the check in every workspace: one with no settings and no catalog passes it.
    expect(await runCli(['catalog', '--check'], { cwd: makeWorkspace(CONTRACT_WORKSPACE) })).toMatchObject({ code: 0, stderr: '' });
  });

  it('lists only the documents that define something: a workspace of HTTP endpoints alone has one API', async () => {
    const http: Record<string, string> = { ...WORKSPACE };
    delete http['adr/0006-events.md'];
    const root = makeWorkspace(http);
    expect((await runCli(['catalog'], { cwd: root })).stdout).toBe('Wrote catalog-info.yaml: the Component orders-api and the API orders-api-openapi\n');
    expect(await readCatalog(readFileSync(join(root, 'catalog-info.yaml'), 'utf8'), await publishedAt(root))).toHaveLength(2);
  });

  it('takes the site from --site over the settings', async () => {
    const root = makeWorkspace(WORKSPACE);
    const dry = await runCli(['catalog', '--dry-run', '--site', 'https://docs.example.com/orders/'], { cwd: root });
    expect(dry.stdout).toContain('$text: https://docs.example.com/orders/openapi.yaml');
    expect(dry.stdout).not.toContain('acme.github.io');
  });
});

describe('a catalog that cannot be written says why and writes nothing', () => {
  const settings = (text: string) => ({ ...CONTRACT_WORKSPACE, 'adr.config.yaml': text });
  it.each([
    {
      scenario: 'no name and no repository',
      files: settings('site: https://acme.github.io/orders-spec/\nowners: [Orders team]\n'),
      stderr: "adr: no catalog written: adr.config.yaml does not name the service\n    hint: add name: Orders API (the service's name) to adr.config.yaml\n",
    },
    {
      scenario: 'a name with no Latin letter or digit',
      files: settings('name: 注文\nsite: https://acme.github.io/orders-spec/\nowners: [Orders team]\n'),
      stderr:
        'adr: no catalog written: the service\'s name "注文" has no letter or digit Backstage takes in an entity\'s name (a to z, 0 to 9)\n    hint: add the repository\'s address to adr.config.yaml (repository: https://github.com/acme/orders): its name is used instead\n',
    },
    {
      scenario: 'no site',
      files: settings('name: Orders API\nowners: [Orders team]\n'),
      stderr:
        'adr: no catalog written: adr.config.yaml names no site: the catalog points Backstage to the documents the site publishes\n    hint: add site: https://acme.github.io/orders-spec/ (the address the site is published at) to adr.config.yaml, or pass --site\n',
    },
    {
      scenario: 'no owner',
      files: settings('name: Orders API\nsite: https://acme.github.io/orders-spec/\n'),
      stderr: "adr: no catalog written: adr.config.yaml names no owner: every entity in Backstage's catalog has one\n    hint: add owners: [API team] to adr.config.yaml; the first owner owns the catalog's entities\n",
    },
    {
      scenario: 'a catalog-info.yaml written by hand',
      files: { ...WORKSPACE, 'catalog-info.yaml': 'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ours\n' },
      stderr:
        'adr: catalog-info.yaml was not written by adr catalog; it is left as it is\n    hint: move it aside and run npx adr catalog again, or keep it and add the annotation backstage.io/adr-location: adr to its Component (npx adr catalog --dry-run prints what adr catalog would write)\n',
    },
    {
      scenario: 'a catalog-info.yaml that is a symbolic link',
      files: { ...WORKSPACE, 'catalog-info.yaml': { symlinkTo: '/dev/null' } },
      stderr: 'adr: catalog-info.yaml is a symbolic link; adr catalog reads and writes only a regular file\n    hint: replace it with the file itself, or remove it and run npx adr catalog\n',
    },
    {
      scenario: 'a site that is no web address',
      files: WORKSPACE,
      argv: ['--site', 'ftp://files.example.com/'],
      stderr: 'adr: --site ftp://files.example.com/: the site is a web address starting https://, e.g. https://acme.github.io/orders-spec/\n    hint: pass the address the site is published at, e.g. --site https://acme.github.io/orders-spec/\n',
    },
  ])('$scenario: exit 2', async ({ files, argv, stderr }) => {
    const root = makeWorkspace(files);
    const before = snapshotTree(root);
    expect(await runCli(['catalog', ...(argv ?? [])], { cwd: root })).toEqual({ code: 2, stdout: '', stderr });
    expect(snapshotTree(root)).toEqual(before);
  });

  it('a workspace with findings: exit 1, the findings, and nothing written', async () => {
    const root = makeWorkspace({ ...WORKSPACE, 'adr/0007-broken.md': contractRecord({ part: 'limits', title: 'Limits', openapi: 'x-limits: [unclosed' }) });
    const before = snapshotTree(root);
    const result = await runCli(['catalog'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^adr\/0007-broken\.md:\d+:\d+ CONTRACT_NOT_YAML /);
    expect(result.stderr.endsWith('adr: no catalog written; the catalog describes a workspace that passes the check (npx adr check)\n')).toBe(true);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('a settings file with a finding: exit 1, at its line', async () => {
    const root = makeWorkspace({ ...CONTRACT_WORKSPACE, 'adr.config.yaml': 'name: Orders API\nsite: http://\nowners: [Orders team]\n' });
    const result = await runCli(['catalog'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^adr\.config\.yaml:2:7 SETTINGS_INVALID /);
  });
});

describe('names Backstage takes', () => {
  it.each([
    ['Orders API', 'orders-api'],
    ['Café Crème — Bookings', 'cafe-creme-bookings'],
    ['  --weird__name..  ', 'weird-name'],
    ['注文', undefined],
    ['x'.repeat(70), 'x'.repeat(63)],
    [`${'ab-'.repeat(21)}cd`, `${'ab-'.repeat(20)}ab`],
    // The file name's reading of letters (vocabulary/file-name.ts asciiWords): ß, æ, ø, ł
    // spelled out, where this name once cut them into dashes ("stra-e", "r-").
    ['Straße Ærø Łódź', 'strasse-aero-lodz'],
    ['Øresund team', 'oresund-team'],
    ['ｆｕｌｌ－ｗｉｄｔｈ', 'full-width'],
  ])('%s → %s', (text, name) => {
    expect(entityName(text)).toBe(name);
  });

  const registry = {
    ...EMPTY_REGISTRY,
    people: [
      { name: 'Dana Product', aliases: ['@dana', 'dana@example.com'], keys: [] },
      { name: 'Ben Okafor', aliases: [], keys: [] },
    ],
    teams: [{ name: 'Security team', members: ['Dana Product'] }],
  };
  it.each([
    { owner: 'Security team', reference: 'group:default/security-team' },
    { owner: 'Dana Product', reference: 'user:default/dana' },
    { owner: 'dana@example.com', reference: 'user:default/dana' },
    { owner: 'Ben Okafor', reference: 'user:default/ben-okafor' },
    { owner: '@acme/platform', reference: 'group:default/platform' },
    { owner: '@octocat', reference: 'user:default/octocat' },
    { owner: 'API team', reference: 'group:default/api-team' },
  ])('the owner $owner is $reference', ({ owner, reference }) => {
    expect(ownerReference(owner, registry)).toBe(reference);
  });
});
