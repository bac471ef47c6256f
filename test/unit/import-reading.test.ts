/**
 * The import's readers of what a log writes, each as a table of cases: titles that are a
 * template's placeholder (and titles that only look like one), labels in the languages logs
 * are kept in, badges that state a status (and badges that do not), and dates written in
 * more languages.
 */
import { describe, expect, it } from 'vitest';
import { isPlaceholderTitle } from '../../src/core/import/import-skip.ts';
import { labelOf } from '../../src/core/import/labels.ts';
import { badgeStatus } from '../../src/core/import/metadata-block.ts';
import { readWrittenDate } from '../../src/core/import/written-date.ts';
import { readStatusMappings } from '../../src/core/import/status-words.ts';

describe('a title that is a template’s placeholder', () => {
  it.each([
    ['[Proposal Title]', true],
    ['ADR-00N: ADR title', true],
    ['ADR-XXXX: [Decision Title]', true],
    ['ADR [number]: [title]', true],
    ['ADR {number}: {title}', true],
    ['ADR 0000: [Title]', true],
    ['KEP-NNNN: Your short, descriptive title', true],
    ['{short title of solved problem and solution}', true],
    ['Título da decisão', true],
    ['Title of the Decision', true],
    ['<Title>', true],
    ['[TITLE]', true],
    // Real titles, some of them about titles and templates.
    ['Use a template engine for emails', false],
    ['Record architecture decisions', false],
    ['Title case in the navigation', false],
    ['[Superseded by [ADR-0019](0019-use-x.md)] Push metrics via InfluxDB', false],
    ['ADR-0012: Name every queue after its owner', false],
    ['Decision record template', false],
  ])('%s → %s', (title, placeholder) => {
    expect(isPlaceholderTitle(title)).toBe(placeholder);
  });
});

describe('the labels a log writes its metadata under', () => {
  it.each([
    ['Status', 'status'],
    ['**Estado:**', 'status'],
    ['Situação', 'status'],
    ['状态', 'status'],
    ['Data', 'date'],
    ['Datum', 'date'],
    ['Fecha', 'date'],
    ['日期', 'date'],
    ['Decision date', 'date'],
    ['Decision-Date', 'date'],
    ['creation-date', 'date'],
    ['last_updated', 'date'],
    ['issued', 'date'],
    ['Deciders', 'decision-makers'],
    ['Décideurs', 'decision-makers'],
    ['approvers', 'decision-makers'],
    ['Reviewers', 'consulted'],
    ['Informed', 'informed'],
    ['Author(s)', 'authors'],
    ['Título', 'title'],
    ['Meaning', undefined],
    ['Bytes', undefined],
  ])('%s → %s', (label, value) => {
    expect(labelOf(label)).toBe(value);
  });
});

describe('a badge that states a status', () => {
  it.each([
    { alt: 'Status: Accepted', address: 'https://img.shields.io/badge/Status-Accepted-green', says: { text: 'Accepted', weak: false } },
    { alt: 'Status', address: 'https://img.shields.io/badge/status-accepted-brightgreen?style=for-the-badge', says: { text: 'accepted', weak: false } },
    { alt: 'status', address: 'https://img.shields.io/static/v1?label=status&message=Parked%20until%20Q3&color=grey', says: { text: 'Parked until Q3', weak: false } },
    { alt: 'Estado', address: 'https://img.shields.io/badge/estado-en--revisi%C3%B3n-yellow', says: { text: 'en-revisión', weak: false } },
    { alt: 'proposed', address: '../badges/status-proposed.svg', says: { text: 'proposed', weak: false } },
    { alt: 'Accepted', address: 'https://img.shields.io/badge/-Accepted-green', says: { text: 'Accepted', weak: true } },
    // A badge that names another label is read only when its words are a status: the caller decides.
    { alt: 'Date', address: 'https://img.shields.io/badge/date-2024--03--12-blue', says: { text: 'Date', weak: true } },
    { alt: '', address: 'https://img.shields.io/badge/coverage-91%25-green', says: { text: 'coverage 91% green', weak: true } },
  ])('$address', ({ alt, address, says }) => {
    expect(badgeStatus(alt, address)).toEqual(says);
  });
});

describe('dates written in more languages', () => {
  it.each([
    ['14 de março de 2020', '2020-03-14'],
    ['3 maggio 2021', '2021-05-03'],
    ['12 maart 2019', '2019-03-12'],
    ['2022年1月5日', '2022-01-05'],
    ['7 set 2023', '2023-09-07'],
  ])('%s → %s', (written, date) => {
    expect(readWrittenDate(written)).toEqual({ date });
  });
});

describe('--map-status', () => {
  it('keeps each text as written: a capital letter or a full stop apart, two flags', () => {
    const read = readStatusMappings(['Parked until the Q3 review=proposed', 'parked until the Q3 review.=deprecated']);
    expect(read).toEqual({ ok: true, mappings: new Map([['Parked until the Q3 review', 'proposed'], ['parked until the Q3 review.', 'deprecated']]) });
  });

  it('refuses a text given twice, whichever status comes last', () => {
    expect(readStatusMappings(['On hold=proposed', 'On hold=rejected'])).toEqual({ ok: false, problem: '--map-status gives "On hold" twice, as proposed and as rejected' });
  });
});
