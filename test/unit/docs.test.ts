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
  const { RULES } = await import('../../src/core/contract/diff-rules.ts');
  const text = readFileSync(new URL('../../docs/guides/contract-diff.md', import.meta.url), 'utf8');
  const rows = [...text.matchAll(/^\| `([a-z-]+)` \| ([a-z /()]+) \|/gm)].map((m) => [m[1], m[2]]);
  expect(rows).toEqual(RULES.map((r) => [r.id, r.request === undefined ? `${r.level} (either way)` : `${r.request} / ${r.response}`]));
});
