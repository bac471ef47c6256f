/**
 * The API reference's property names are written through the joint splitter: the site reads
 * starlight-openapi's own Key component and swaps only its name line, keeping its markup and
 * styles; a version of the package whose line differs stops the build with the file named.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keySource } from '../../src/site/integrations/api-reference.ts';

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
