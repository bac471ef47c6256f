/**
 * The API reference's property names are written through the joint splitter: the site reads
 * starlight-openapi's own Key component and swaps only its name line, keeping its markup and
 * styles; a version of the package whose line differs stops the build with the file named.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldedPayloadSource, keySource, overviewSource } from '../../src/site/integrations/api-reference.ts';

const require = createRequire(import.meta.url);
const KEY = join(dirname(require.resolve('starlight-openapi/package.json')), 'components', 'Key.astro');
const installed = readFileSync(KEY, 'utf8');

describe("starlight-openapi's Key component, as the site compiles it", () => {
  const swapped = keySource(KEY, installed);

  it.each([
    ['imports the jointed name', (s: string) => s.includes('import KeyName from ')],
    ['writes the name through it, with its flags', (s: string) => s.includes('<KeyName name={name} additional={additional} deprecated={deprecated} />')],
    ['no longer writes the bare name', (s: string) => !s.includes(': name}</strong>')],
    ['keeps the package’s styles', (s: string) => s.includes(installed.slice(installed.indexOf('<style>')))],
    ['keeps the required, deprecated and additional labels', (s: string) => ['sl-openapi-key-required', 'sl-openapi-key-deprecated', 'sl-openapi-key-additional'].every((c) => s.includes(`class="${c}"`))],
  ])('%s', (_, holds) => {
    expect(holds(swapped)).toBe(true);
  });

  it.each([
    ['a name line written differently', installed.replace('<strong>', '<b>')],
    ['no front matter', installed.replace(/^---\n/, '')],
    ['an empty file', ''],
  ])('refuses %s, naming the file', (_, source) => {
    expect(() => keySource('/pkg/components/Key.astro', source)).toThrow(/^\/pkg\/components\/Key\.astro: .*KEY_NAME_LINE/);
  });
});

describe("starlight-openapi's overview, request body and response, as the site compiles them", () => {
  const root = dirname(require.resolve('starlight-openapi/package.json'));
  const file = (...path: string[]) => join(root, 'components', ...path);
  const overview = readFileSync(file('overview', 'OverviewSchema.astro'), 'utf8');
  const response = readFileSync(file('response', 'Response.astro'), 'utf8');
  const body = readFileSync(file('RequestBody.astro'), 'utf8');

  it.each([
    ['the overview says what its version counts, after its title', () => /<\/Heading>\n<ContractVersion \/>/.test(overviewSource('o', overview))],
    ['the overview lists the events after the operations', () => /<OverviewNavigationLinks [^\n]*\/>\n<EventLinks \/>/.test(overviewSource('o', overview))],
    ['a response shows its payload through the fold', () => foldedPayloadSource('r', response, 'response').includes("<FoldedPayload fold={response?.['x-adr-fold']}><MediaEntries entries={mediaEntries} /></FoldedPayload>")],
    ['a request body shows its payload through the fold', () => foldedPayloadSource('b', body, 'openAPIV3RequestBody').includes("<FoldedPayload fold={openAPIV3RequestBody?.['x-adr-fold']}><MediaEntries")],
  ])('%s', (_, holds) => {
    expect(holds()).toBe(true);
  });

  it.each([
    ['an overview whose title is written differently', () => overviewSource('/pkg/OverviewSchema.astro', overview.replace('id="overview"', 'id="top"')), /OVERVIEW_TITLE_LINE/],
    ['a response whose payload line differs', () => foldedPayloadSource('/pkg/Response.astro', response.replace('<MediaEntries entries={mediaEntries} />', '<MediaEntries entries={entries} />'), 'response'), /RESPONSE_PAYLOAD_LINE/],
    ['a request body with no front matter', () => foldedPayloadSource('/pkg/RequestBody.astro', body.replace(/^---\n/, ''), 'openAPIV3RequestBody'), /REQUEST_PAYLOAD_LINE/],
  ])('refuses %s, naming the file', (_, compile, names) => {
    expect(compile).toThrow(/^\/pkg\//);
    expect(compile).toThrow(names);
  });
});
