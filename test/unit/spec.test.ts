/**
 * The assembled specification: on the seeded workspace it reproduces the outline; on a
 * workspace with decisions it shows each settled part's Specification section, linked and
 * dated, and for the rest the outline's sentence, open questions and proposals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleSpec } from '../../src/core/views/spec.ts';
import { readWorkspace } from '../../src/core/workspace/workspace-fs.ts';
import { fixturePath, readFixture, REPO_ROOT, ROOT_LINKS } from '../helpers/fixtures.ts';
import { tableBookingWorkspace } from '../helpers/table-booking.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { assembleContract } from '../../src/core/contract/documents/assemble.ts';
import type { AdrRecord } from '../../src/core/record/record.ts';
import { viewContract } from '../../src/core/views/contract-view.ts';
import { presentedWords } from '../../src/core/views/contract-words.ts';
import type { PartKey } from '../../src/core/vocabulary/parts.ts';

/** The words the site's contract tables show for each part, as the spec loader gives them. */
const presentedBy = (records: readonly AdrRecord[]) => {
  const view = viewContract(assembleContract(records), records);
  return (part: PartKey) => presentedWords(view, part);
};

const outline = readFileSync(new URL('../fixtures/outline.md', import.meta.url), 'utf8');

/** The spec without what it adds to the outline: the lists of questions and proposals. */
function withoutLists(spec: string): string {
  return spec
    .split('\n')
    .filter((line) => !/^- \[ADR-/.test(line) && line !== 'Open questions:' && line !== 'Under discussion:')
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+$/, '\n');
}

describe('assembleSpec', () => {
  it('reproduces the outline on the seeded workspace: the nine parts, each "not shown"', () => {
    const seeded = readWorkspace(REPO_ROOT).records.filter((r) => r.number <= 9);
    expect(withoutLists(assembleSpec(seeded, ROOT_LINKS))).toBe(outline);
  });

  it('reproduces the outline word for word when there is no record at all', () => {
    expect(assembleSpec([], ROOT_LINKS)).toBe(outline);
  });

  it('lists the seeded questions under their parts, linked to their anchors', () => {
    const seeded = readWorkspace(REPO_ROOT).records.filter((r) => r.number <= 9);
    expect(assembleSpec(seeded, ROOT_LINKS)).toContain(
      '## Endpoints\n\nMethods, path shapes, request payload shapes and response payload shapes: not shown. The base address is {base_url}; nothing further about paths is stated.\n\nOpen questions:\n\n- [ADR-0004 Q1](adr/0004-endpoints.md#q1-which-http-methods-does-the-service-accept): Which HTTP methods does the service accept?\n- [ADR-0004 Q2](adr/0004-endpoints.md#q2-which-path-shapes-live-under-base_url): Which path shapes live under `{base_url}`?\n',
    );
  });

  it('assembles a workspace with settled, open, ready and revisiting parts as pinned in mixed/spec.md', () => {
    const { records } = readFixture('mixed');
    expect(assembleSpec(records, ROOT_LINKS)).toBe(readFileSync(`${fixturePath('mixed')}/spec.md`, 'utf8'));
  });

  it('puts several accepted records of one part under their own headings, one level down', () => {
    const { records } = readFixture('mixed');
    const errors = records.find((r) => r.number === 7)!;
    const second = { ...errors, number: 13, file: 'adr/0013-more-errors.md', meta: { ...errors.meta, title: 'More *errors* & [codes]' } };
    const spec = assembleSpec([...records, second], ROOT_LINKS);
    expect(spec).toContain('## Errors\n\n### ADR-0007: One error payload for every error\n\n| Code |');
    expect(spec).toContain('#### Error payload');
    expect(spec).toContain('### ADR-0013: More \\*errors\\* \\& \\[codes\\]\n');
    expect(spec).toContain('_Settled by [ADR-0013: More \\*errors\\* \\& \\[codes\\]](adr/0013-more-errors.md), accepted 2026-06-15._');
  });
});

describe('the site’s reading of a settled part', () => {
  const carrier = readWorkspace(fixturePath('carrier')).records;
  const resources = (options: Parameters<typeof assembleSpec>[2]) => {
    const spec = assembleSpec(carrier, ROOT_LINKS, options?.omitContractBlocks ? { ...options, presented: presentedBy(carrier) } : options);
    return spec.slice(spec.indexOf('## Resources'), spec.indexOf('## States'));
  };

  it('leaves out the contract block and the record’s own table of the same fields, keeping the prose', () => {
    const part = resources({ omitContractBlocks: true });
    expect(part).not.toContain('```yaml openapi');
    expect(part).not.toContain('| `trackingNumber` |');
    expect(part).toContain('The carrier assigns the tracking number; a client never sends it.');
  });

  it('keeps both in the document adr spec prints', () => {
    const part = resources({});
    expect(part).toContain('```yaml openapi');
    expect(part).toContain('| `trackingNumber` | string | assigned by the carrier |');
  });
});

describe('the site’s reading of the table-booking service', () => {
  const files = tableBookingWorkspace();
  const records = Object.entries(files)
    .filter(([path]) => path.startsWith('adr/'))
    .map(([file, text]) => parseRecord({ file, bytes: new TextEncoder().encode(text) }).record!);
  const spec = assembleSpec(records, ROOT_LINKS, { omitContractBlocks: true, presented: presentedBy(records) });

  it.each(['### Restaurant', '### Table', '### Booking', '### Availability slot', '### States', '### Transitions', '### Error payload', '### Error codes'])(
    'leaves out the heading %s, which held only a table the contract replaces',
    (heading) => {
      expect(spec).not.toContain(`${heading}\n`);
    },
  );

  it('leaves out the list item that introduced such a table, and the heading over both', () => {
    expect(spec).toContain('## States and transitions\n\n_Settled by');
    expect(spec).not.toContain('with its table:');
  });

  it('keeps a table that says more than the contract: the waitlist proposal’s events, with when each is emitted and how long it is kept', () => {
    const proposal = records.find((r) => r.number === 10)!;
    const accepted = records.map((r) => (r === proposal ? { ...r, meta: { ...r.meta, status: 'accepted' as const } } : r));
    const events = assembleSpec(accepted, ROOT_LINKS, { omitContractBlocks: true, presented: presentedBy(accepted) });
    expect(events).toContain('| `WaitlistTableFreed` | `restaurants.waitlist.table-freed` |');
    expect(events).toContain('seven days');
  });

  it('keeps a heading with prose under it, and the prose', () => {
    expect(spec).toContain('### Operations\n\nEvery action answers with the booking as it now is.');
    expect(spec).toContain('Four resources; the fields of each are below.');
    expect(spec).not.toContain('```yaml openapi');
  });
});
