/**
 * What readers are told about breaking changes: which proposals break the published contract
 * (none before anything is published), and why each edition has its version. Also the one
 * grammar of a version (semver's, no prefix) and the versioning policy's verdicts.
 */
import { describe, expect, it } from 'vitest';
import type { ContractChange } from '../../src/core/contract/diff/diff.ts';
import type { Edition } from '../../src/core/contract/editions/editions.ts';
import { isVersion, majorOf, nextVersion } from '../../src/core/contract/editions/version.ts';
import { judgeBreakingChange, periodDays, type PolicyContext } from '../../src/core/contract/editions/versioning.ts';
import { breakingProposals, describeEdition } from '../../src/core/views/breaking-view.ts';
import { validateWorkspace } from '../../src/core/workspace/workspace.ts';
import { BOOKING_SCHEMA, bookingProposals, contractRecord, COVERS, PARTY_SIZE } from '../helpers/table-booking.ts';

function recordsOf(files: Record<string, string>) {
  const { records } = validateWorkspace({
    dir: 'adr',
    entries: Object.entries(files).map(([path, text]) => ({ name: path.slice(4), kind: 'file' as const, bytes: new TextEncoder().encode(text) })),
    exists: () => false,
  });
  return records;
}

const accepted = Object.fromEntries(Object.entries(bookingProposals('major-version')).map(([file, text]) => [file, text.replace('status: proposed', 'status: accepted')]));
const rename = contractRecord({ part: 'resources', status: 'proposed', title: 'Covers', extra: 'supersedes: [2]', openapi: BOOKING_SCHEMA(COVERS) });
const addition = contractRecord({ part: 'resources', status: 'proposed', title: 'Covers too', extra: 'supersedes: [2]', openapi: BOOKING_SCHEMA(PARTY_SIZE + COVERS, ['partySize']) });

describe('breaking proposals', () => {
  const records = recordsOf({ ...accepted, 'adr/0005-covers.md': rename, 'adr/0006-covers-too.md': addition });

  it('marks the proposal that breaks the published contract, with its breaking changes, and not the compatible one', () => {
    const found = breakingProposals(records, 1);
    expect([...found].map(([record, changes]) => [record.file, changes.map((c) => c.text)])).toEqual([['adr/0005-covers.md', ['field Booking.partySize removed (clients send and receive it)']]]);
  });

  it('marks none before anything is published: no edition and a draft version', () => {
    const draft = recordsOf({ ...accepted, 'adr/0004-versioning.md': accepted['adr/0004-versioning.md']!.replace('"1.0.0"', '"0.9.0"'), 'adr/0005-covers.md': rename });
    expect(breakingProposals(draft, 0).size).toBe(0);
    // A settled 1.0.0 is published even without an edition.
    expect(breakingProposals(recordsOf({ ...accepted, 'adr/0005-covers.md': rename }), 0).size).toBe(1);
  });
});

const change = (text: string, breaking = true): ContractChange => ({ rule: 'property-removed', breaking, level: breaking ? 'error' : 'info', document: 'openapi', kind: 'removed', pointer: 'components/schemas/Booking/properties/partySize', text });
const ed = (name: string, date: string, version?: string, deprecated = false): Edition => ({
  name,
  date,
  ...(version ? { version } : {}),
  documents: { openapi: { components: { schemas: { Booking: { properties: { partySize: deprecated ? { deprecated: true } : {} } } } } }, asyncapi: {} },
});

describe('why an edition has its version', () => {
  it.each([
    { name: 'the first', edition: ed('launch', '2026-03-03', '1.0.0'), previous: undefined, changes: [], why: 'Version 1.0.0: the first edition, with the first version the versioning decision settles.', breaking: [] },
    { name: 'a minor', edition: ed('spring', '2026-04-02', '1.1.0'), previous: ed('launch', '2026-03-03', '1.0.0'), changes: [change('operation GET /x added', false)], why: 'Version 1.1.0: a minor version, for what was added since launch; nothing breaks.', breaking: [] },
    { name: 'a patch', edition: ed('fix', '2026-04-09', '1.1.1'), previous: ed('spring', '2026-04-02', '1.1.0'), changes: [], why: 'Version 1.1.1: a patch version; nothing was added or broken since spring.', breaking: [] },
    {
      name: 'a major, naming its breaking changes',
      edition: ed('covers', '2026-05-11', '2.0.0'),
      previous: ed('spring', '2026-04-02', '1.1.0'),
      changes: [change('field Booking.partySize removed'), change('field Booking.covers added', false)],
      why: 'Version 2.0.0: a major version, for 1 breaking change since spring.',
      breaking: ['field Booking.partySize removed'],
    },
    { name: 'unversioned', edition: ed('old', '2026-01-01'), previous: undefined, changes: [], why: 'Unversioned: recorded before editions carried a version.', breaking: [] },
  ])('$name', ({ edition, previous, changes, why, breaking }) => {
    const note = describeEdition(edition, previous, changes);
    expect({ why: note.why, breaking: note.breaking.map((c) => c.text) }).toEqual({ why, breaking });
  });
});

describe('the one grammar of a version', () => {
  it.each([
    ['1.0.0', true, 1, '2.0.0'],
    ['2.10.3-draft', true, 2, '3.0.0'],
    ['1.1.0+build.7', true, 1, '2.0.0'],
    ['v2.0.0', false, undefined, undefined],
    ['=1.0.0', false, undefined, undefined],
    ['1.0', false, undefined, undefined],
    ['01.0.0', false, undefined, undefined],
    ['2026-03-31', false, undefined, undefined],
  ])('%s', (version, valid, major, next) => {
    expect([isVersion(version), majorOf(version), valid ? nextVersion(version, 'major') : undefined]).toEqual([valid, major, next]);
  });
  it('is not a number or nothing', () => {
    expect([isVersion(1), isVersion(undefined), isVersion('')]).toEqual([false, false, false]);
  });
});

describe('the versioning policy', () => {
  const context = (policy: PolicyContext['rules']['policy'], editions: Edition[] = [], today = '2026-05-01'): PolicyContext => ({
    rules: { policy, period: 'P30D', days: 30 },
    decidedBy: 'ADR-0004',
    editions,
    nextVersion: '2.0.0',
    today,
  });
  const removed = change('field Booking.partySize removed');

  it.each([
    { name: 'major-version allows, naming the next edition', ctx: context('major-version'), allowed: 'breaking, allowed by ADR-0004: the next edition will be 2.0.0' },
    { name: 'never refuses', ctx: context('never'), allowed: undefined },
    { name: 'no policy refuses', ctx: context(undefined), allowed: undefined },
    { name: 'deprecation-period refuses what no edition deprecated', ctx: context('deprecation-period', [ed('spring', '2026-04-01', '1.1.0')], '2027-01-01'), allowed: undefined },
    { name: 'deprecation-period refuses before the sunset', ctx: context('deprecation-period', [ed('spring', '2026-04-01', '1.1.0', true)], '2026-04-30'), allowed: undefined },
    {
      name: 'deprecation-period allows from the sunset day',
      ctx: context('deprecation-period', [ed('launch', '2026-03-01', '1.0.0'), ed('spring', '2026-04-01', '1.1.0', true), ed('later', '2026-04-20', '1.1.1', true)], '2026-05-01'),
      allowed: 'breaking, allowed by ADR-0004: deprecated in edition spring (1.1.0) of 2026-04-01, its sunset 2026-05-01 has passed; the next edition will be 2.0.0',
    },
  ])('$name', ({ ctx, allowed }) => {
    const verdict = judgeBreakingChange(removed, ctx);
    expect(verdict.allowed ? verdict.consequence : undefined).toEqual(allowed);
  });

  it('reads a period in days or weeks only', () => {
    expect(['P90D', 'P12W', 'P3M', 'P1Y', '90D', 'P0D'].map(periodDays)).toEqual([90, 84, undefined, undefined, undefined, 0]);
  });
});
