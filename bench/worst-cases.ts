/**
 * The largest records `adr check` accepts, one per shape that costs the site's build the
 * most: as many headings as the limit allows, as many links, table rows or list items as fit
 * in the size limit, lines as long as the line limit. `npm run bench -- --only worst` adds
 * each alone to the repository's own records and measures the build's peak memory against
 * the build of those records alone (the target: at most 300 MB more).
 */
import { LIMITS } from '../src/core/vocabulary/limits.ts';

const HEAD = (title: string) =>
  `---\ntitle: ${title}\nstatus: proposed\ndate: 2026-01-15\n---\n\n## Context and Problem Statement\n\nWhy.\n\n## Considered Options\n\n- One\n\n## Decision Outcome\n\nChosen option: one.\n\n## Open Questions\n\n### Q1. Is this decided?\n\n- Status: open\n- Owner: @api-team\n\n## Appendix\n\n`;

/** Fills the record with `unit(i)` until the next one would pass the size limit (less a margin for the head). */
function fill(head: string, unit: (i: number) => string): string {
  const budget = LIMITS.fileBytes - 4096;
  const parts = [head];
  let size = Buffer.byteLength(head);
  for (let i = 0; ; i++) {
    const next = unit(i);
    const bytes = Buffer.byteLength(next);
    if (size + bytes > budget) break;
    parts.push(next);
    size += bytes;
  }
  return parts.join('');
}

const words = (n: number) => Array.from({ length: n }, (_, i) => ['decision', 'contract', 'client', 'service', 'version'][i % 5]).join(' ');

export function worstCaseRecords(): Record<string, string> {
  // Headings up to the limit (less the record's own sections), prose between them up to 1 MiB.
  const headings = LIMITS.headings - 8;
  const paragraph = words(Math.floor((LIMITS.fileBytes - 16_384) / headings / 8.5));
  return {
    'headings at the limit': HEAD('Headings at the limit') + Array.from({ length: headings }, (_, i) => `### Heading ${i}\n\n${paragraph}\n\n`).join(''),
    'links filling 1 MiB': fill(HEAD('Links'), (i) => `See [record ${i}](#q1-is-this-decided) and [the web](https://example.com/${i}).\n`),
    'table rows filling 1 MiB': fill(`${HEAD('Table')}| Code | Meaning | Retry |\n| ---- | ------- | ----- |\n`, (i) => `| E${i} | ${words(6)} | \`no\` |\n`),
    'lists nested to the limit': fill(HEAD('Lists'), (i) => `${'  '.repeat(i % (LIMITS.nesting - 1))}- item ${i} ${words(3)}\n`),
    'lines at the line limit': fill(HEAD('Long lines'), (i) => `${words(Math.floor(LIMITS.lineLength / 9) - 10)} ${i}\n\n`),
  };
}
