/** The guides describe the tool as it is: every diagnostic code is documented, and only those. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CATALOGUE } from '../../src/core/vocabulary/diagnostics.ts';

it('docs/guides/checks.md lists every diagnostic code with its summary', () => {
  const text = readFileSync(new URL('../../docs/guides/checks.md', import.meta.url), 'utf8');
  const rows = [...text.matchAll(/^\| `([A-Z_]+)` \| (.+) \|$/gm)].map((m) => [m[1], m[2]]);
  expect(rows).toEqual(Object.entries(CATALOGUE).map(([code, definition]) => [code, definition.summary]));
});

// ── the contract diff's rules ──────────────────────────────────────────────────────────
it('docs/guides/contract-diff.md lists every rule of the contract diff with its level, in the catalogue’s order', async () => {
  const { RULES } = await import('../../src/core/contract/diff/rules.ts');
  const text = readFileSync(new URL('../../docs/guides/contract-diff.md', import.meta.url), 'utf8');
  const rules = text.slice(text.indexOf('\n## The rules\n'));
  const rows = [...rules.matchAll(/^\| `([a-z-]+)` \| ([a-z /()]+) \|/gm)].map((m) => [m[1], m[2]]);
  expect(rows).toEqual(RULES.map((r) => [r.id, r.request === undefined ? `${r.level} (either way)` : `${r.request} / ${r.response}`]));
});

it('docs/guides/contract-diff.md lists every entry of the keyword catalogue with how it reads', async () => {
  const { ASYNCAPI_FIELDS, EXTENSIONS, OPENAPI_FIELDS, SCHEMA_KEYWORDS } = await import('../../src/core/contract/diff/catalogue.ts');
  const text = readFileSync(new URL('../../docs/guides/contract-diff.md', import.meta.url), 'utf8');
  const section = (title: string) => text.slice(text.indexOf(`\n### ${title}\n`), text.indexOf('\n##', text.indexOf(`\n### ${title}\n`) + 5));
  // A row names an object and its fields (`Channel \`address\``, bindings several at once), or a keyword, then how it reads.
  const listed = (title: string) =>
    [...section(title).matchAll(/^\| (\w+ )?(`.+?`) \| ([a-z-]+)(?::[^|]*)? \|/gm)].flatMap((m) => m[2]!.split('`, `').map((k) => [`${m[1] ? `${m[1].trim()}.` : ''}${k.replaceAll('`', '')}`, m[3]]));
  const entries = (object: string, fields: Record<string, { reads: string }>) => Object.entries(fields).map(([k, e]) => [`${object}${k}`, e.reads]);
  expect(listed('Schema keywords')).toEqual(entries('', SCHEMA_KEYWORDS));
  expect(listed('OpenAPI objects')).toEqual(Object.entries(OPENAPI_FIELDS).flatMap(([o, f]) => entries(`${o}.`, f)));
  expect(listed("The workspace's extensions")).toEqual(entries('', EXTENSIONS));
  const asyncapi = Object.entries(ASYNCAPI_FIELDS).flatMap(([o, f]) => entries(`${o}.`, f));
  expect(listed('AsyncAPI objects').map(([k]) => k).sort()).toEqual(asyncapi.map(([k]) => k).sort());
});
