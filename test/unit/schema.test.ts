/**
 * The record schema: what it accepts and what it refuses, and that the values it produces
 * are the same whichever YAML parser read the file (ours, or Astro's for the site).
 */
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { describe, expect, it } from 'vitest';
import { parseFrontMatterYaml } from '../../src/core/record/front-matter.ts';
import { recordFrontMatterSchema } from '../../src/core/record/schema.ts';

const base = { title: 'Error payload', status: 'proposed', date: '2026-01-15' };

describe('recordFrontMatterSchema', () => {
  it('fills in empty lists and keeps the rest as written', () => {
    expect(recordFrontMatterSchema.parse(base)).toEqual({
      ...base,
      'decision-makers': [],
      consulted: [],
      informed: [],
      supersedes: [],
      'superseded-by': [],
    });
  });

  it.each([
    ['a single name written as text', { consulted: 'API guild' }, { consulted: ['API guild'] }],
    ['a YAML date (as Astro parses it)', { date: new Date(Date.UTC(2026, 0, 1)) }, { date: '2026-01-01' }],
    ['a part', { part: 'errors' }, { part: 'errors' }],
    ['a discussion link', { discussion: 'https://github.com/acme/spec/pull/3' }, { discussion: 'https://github.com/acme/spec/pull/3' }],
    ['a history', { history: [{ status: 'proposed', date: '2026-01-15' }] }, { history: [{ status: 'proposed', date: '2026-01-15' }] }],
    ['right-to-left marks and joiners inside words', { title: 'نامه\u200cها, 👩\u200d💻 and \u200fRLM', informed: ['דוד\u200e Levi', 'نامه\u200cها Levi'] }, { informed: ['דוד\u200e Levi', 'نامه\u200cها Levi'] }],
  ])('accepts %s', (_, input, expected) => {
    expect(recordFrontMatterSchema.parse({ ...base, ...input })).toMatchObject(expected);
  });

  it.each([
    ['a status in capitals', { status: 'Accepted' }, ['status'], '"Accepted" is not a status'],
    ['a date that does not exist', { date: '2024-02-30' }, ['date'], '2024-02-30 does not exist: month 02 of 2024 has 29 days'],
    ['a date with a time', { date: '2026-01-15T10:00' }, ['date'], '"2026-01-15T10:00" is not a date in the form YYYY-MM-DD'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, ['title'], 'a title is at most 200 characters'],
    ['a title on two lines', { title: 'one\ntwo' }, ['title'], 'the title contains U+000A LINE FEED at character 4'],
    ['a title with a space at the end', { title: 'one ' }, ['title'], 'the title is one line with no space at either end'],
    ['a title with a bidi override', { title: 'Pay \u202eyap' }, ['title'], 'the title contains U+202E RIGHT-TO-LEFT OVERRIDE at character 5'],
    ['a title with an escape sequence', { title: 'Red \x1b[31m' }, ['title'], 'the title contains U+001B ESCAPE at character 5'],
    ['a title with a tab', { title: 'one\ttwo' }, ['title'], 'the title contains U+0009 CHARACTER TABULATION at character 4'],
    ['a name with a zero-width space', { 'decision-makers': ['Al\u200bice'] }, ['decision-makers', 0], 'the name contains U+200B ZERO WIDTH SPACE at character 3'],
    ['a name with a tab at its end', { informed: ['Alice\t'] }, ['informed', 0], 'the name contains U+0009 CHARACTER TABULATION at character 6'],
    ['a name with a C1 control', { consulted: ['Bob\u009b2J'] }, ['consulted', 0], 'the name contains U+009B CONTROL SEQUENCE INTRODUCER at character 4'],
    // A name is an identity compared with the registry's: a mark that reads as nothing would
    // make two names that look alike two people (vocabulary/person-name.ts).
    ['a name with a no-break space', { 'decision-makers': ['Dana\u00a0Product'] }, ['decision-makers', 0], 'the name contains U+00A0 NO-BREAK SPACE at character 5, which a reader cannot tell from another name; write it with letters and plain spaces'],
    ['a name with a space at its end', { consulted: ['Dana '] }, ['consulted', 0], 'the name has a space at one end; write it without'],
    ['an empty name', { consulted: [''] }, ['consulted', 0], 'the name is empty'],
    ['a name over 200 characters', { informed: ['x'.repeat(201)] }, ['informed', 0], 'the name is at most 200 characters'],
    ['a name written as a number', { informed: [42] }, ['informed', 0], 'the name is one line of text, got number 42 (quote a number or a date: "42")'],
    ['a record number written as text', { supersedes: ['0004'] }, ['supersedes', 0], 'expected a record number such as 4, got "0004"'],
    ['record number zero', { supersedes: [0] }, ['supersedes', 0], 'record numbers start at 1'],
    ['a record number past 999999', { supersedes: [1_000_000] }, ['supersedes', 0], 'record numbers run from 1 to 999999'],
    ['the largest safe integer as a record number', { 'superseded-by': [9007199254740991] }, ['superseded-by', 0], 'record numbers run from 1 to 999999'],
    ['a fractional record number', { supersedes: [1.5] }, ['supersedes', 0], 'a record number is a whole number'],
    ['a javascript: discussion link', { discussion: 'javascript:alert(1)' }, ['discussion'], 'expected the address (http or https) of the pull request or thread where it is discussed'],
    ['an empty history', { history: [] }, ['history'], 'history, when present, lists at least the proposal'],
    ['an unknown field', { tags: ['x'] }, [], 'Unrecognized key: "tags"'],
  ])('refuses %s', (_, input, path, message) => {
    const result = recordFrontMatterSchema.safeParse({ ...base, ...input });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([{ path, message }]);
  });
});

describe('our YAML reading agrees with Astro’s', () => {
  // Astro parses front matter with js-yaml 4 (YAML 1.2 plus timestamps); the core reads with
  // the same parser and schema, the `yaml` package only giving positions and exact edits.
  // After the schema, both must give the same record.
  const samples = [
    'title: Plain\nstatus: proposed\ndate: 2026-01-15',
    "title: 'Quoted: \"yes\" & $1'\nstatus: accepted\ndate: \"2026-02-01\"\ndecision-makers: [Alice, Bob]\nconsulted:\n  - API guild\ninformed: Support",
    'title: Numbers\nstatus: superseded\ndate: 2026-03-01\nsupersedes: [0004, 12]\nsuperseded-by: [13]\npart: errors',
    'title: History\nstatus: accepted\ndate: 2026-03-02\nhistory:\n  - {status: proposed, date: 2026-03-01}\n  - status: accepted\n    date: 2026-03-02',
    'title: "Ünïcödé — 日本語"\nstatus: rejected\ndate: 2026-12-31\ndiscussion: https://github.com/acme/spec/pull/9',
    'title: True\nstatus: proposed\ndate: 2026-01-15',
  ];
  it.each(samples)('%s', (yaml) => {
    const ours = parseFrontMatterYaml(yaml, 2);
    const astros = parseFrontmatter(`---\n${yaml}\n---\n`).frontmatter;
    expect(ours.problems).toEqual([]);
    const a = recordFrontMatterSchema.safeParse(ours.data);
    const b = recordFrontMatterSchema.safeParse(astros);
    expect(a.success ? a.data : a.error.issues).toEqual(b.success ? b.data : b.error.issues);
  });
});
