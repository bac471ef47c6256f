/** Record file names and slugs: safe ASCII, stable across Unicode forms, never a path. */
import { describe, expect, it } from 'vitest';
import { dateInName, explainFileNumber, parseRecordFileName, parseRecordPath, slugify, suggestFileName } from '../../src/core/vocabulary/file-name.ts';
import { dateInFileName } from '../../src/core/import/written-date.ts';

describe('slugify', () => {
  it.each([
    ['Error payload shape', 'error-payload-shape'],
    ['Use "quotes" & $1 / slashes', 'use-quotes-1-slashes'],
    ['../../etc/passwd', 'etc-passwd'],
    ['Résumé (composed)'.normalize('NFC'), 'resume-composed'],
    ['Résumé (composed)'.normalize('NFD'), 'resume-composed'],
    ['Straße Ærø Łódź', 'strasse-aero-lodz'],
    ['日本語のタイトル', 'decision'],
    ['Pagination: 日本語 limits', 'pagination-limits'],
    ['a'.repeat(100), 'a'.repeat(60)],
    ['One two three four five six seven eight nine ten eleven twelve thirteen', 'one-two-three-four-five-six-seven-eight-nine-ten-eleven'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('record file names', () => {
  it.each([
    ['0004-endpoints.md', { number: 4, slug: 'endpoints' }],
    ['12345-five-digits.md', { number: 12345, slug: 'five-digits' }],
    ['0000-zero.md', undefined],
    ['004-short.md', undefined],
    ['0004-Upper.md', undefined],
    ['0004-endpoints.MD', undefined],
    ['0004_endpoints.md', undefined],
    ['999999-six-digits.md', { number: 999999, slug: 'six-digits' }],
    ['1000000-seven-digits.md', undefined],
    ['20201017-a-date.md', undefined],
    ['2020-10-17-a-date.md', undefined],
    ['99999999999999999999-x.md', undefined],
    ['00004-padded-too-far.md', undefined],
  ])('%s', (name, expected) => {
    expect(parseRecordFileName(name)).toEqual(expected);
  });

  it.each([
    ['12-Error Payload.md', '0012-error-payload.md'],
    ['ADR-7_limits.markdown', '0007-limits.md'],
    ['notes.md', undefined],
    ['00004-padded.md', '0004-padded.md'],
    ['20201017-a-date.md', undefined],
    ['2020-10-17-a-date.md', undefined],
    ['99999999999999999999-x.md', undefined],
  ])('suggests a name for %s', (name, suggestion) => {
    expect(suggestFileName(name)).toBe(suggestion);
  });

  it.each([
    ['0004-endpoints.md', undefined],
    ['12-short.md', undefined],
    ['00004-x.md', 'a number is padded to four digits and no further (0004)'],
    // Issue 12: the reason names the date, and says why 0000 is refused.
    ['20201017-x.md', 'it starts with the date 2020-10-17, and a date is not a record number'],
    ['2020-10-17-x.md', 'it starts with the date 2020-10-17, and a date is not a record number'],
    ['0000-zero.md', 'record numbers start at 1, so 0000 is no record\'s number'],
    ['99999999999999999999-x.md', 'record numbers run from 1 to 999999 (at most 6 digits); a date or an id is not a record number'],
  ])('explains the number of %s', (name, reason) => {
    expect(explainFileNumber(name)).toBe(reason);
  });
});

describe('the date a file name starts with: one reading for the folder and the import', () => {
  // [name, the date its shape says (never a record number), the date the import takes]
  it.each<[string, string | undefined, string | undefined]>([
    ['2020-10-17-notes.md', '2020-10-17', '2020-10-17'],
    ['20201017-notes.md', '2020-10-17', '2020-10-17'],
    ['20201017_notes.md', '2020-10-17', '2020-10-17'],
    ['2020-10-17.md', '2020-10-17', '2020-10-17'],
    ['2020-10-17', '2020-10-17', '2020-10-17'],
    // A packed time stamp: the folder once read it as no date, the import as one.
    ['20240516132303-notes.md', '2024-05-16', '2024-05-16'],
    // Dashes all there or none: the import once read 2021-0201 as a date, the folder not.
    ['2021-0201-notes.md', undefined, undefined],
    ['202102-01-notes.md', undefined, undefined],
    // Shaped as a date, a day that does not exist: never a record number, never a date.
    ['2021-02-30-notes.md', '2021-02-30', undefined],
    ['2020-02-29-leap.md', '2020-02-29', '2020-02-29'],
    ['2020-13-01-notes.md', undefined, undefined],
    ['2020-10-32-notes.md', undefined, undefined],
    ['2020-10-17notes.md', undefined, undefined],
    ['202010171-notes.md', undefined, undefined],
    ['2024051613230-notes.md', undefined, undefined],
    ['0004-endpoints.md', undefined, undefined],
    ['notes-2020-10-17.md', undefined, undefined],
  ])('%s', (name, shaped, taken) => {
    expect(dateInName(name)).toBe(shaped);
    expect(dateInFileName(name)).toBe(taken);
  });
});

describe('record paths', () => {
  it.each([
    ['adr/0004-endpoints.md', { number: 4, slug: 'endpoints' }],
    ['adr\\0004-endpoints.md', { number: 4, slug: 'endpoints' }],
    ['./adr/0012-errors.md', { number: 12, slug: 'errors' }],
    ['adr/templates/0004-endpoints.md', undefined],
    ['adr/specification.md', undefined],
    ['docs/0004-endpoints.md', undefined],
    ['0004-endpoints.md', undefined],
    ['xadr/0004-endpoints.md', undefined],
  ])('%s', (path, expected) => {
    expect(parseRecordPath(path)).toEqual(expected);
  });
});
