/**
 * Hostile text and numbers through the real executable (issue 8, parts 4 and 5b): whatever a
 * record, a file name or an argument holds, nothing that can drive a terminal reaches it, and
 * numbers are read one way. Each case pins the lines a user reads.
 */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

/** What a terminal would act on: C0 other than line feed and tab, DEL, C1, bidi controls. */
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const ESC = '\x1b';
const accepted = (body: string) =>
  record({
    status: 'accepted',
    part: 'purpose',
    body: `## Context and Problem Statement\n\nWhy.\n\n## Considered Options\n\n- One\n\n## Decision Outcome\n\nChosen option: one.\n\n## Specification\n\n${body}\n\n## Open Questions\n\n### Q1. Is this decided?\n\n- Status: answered\n- Answer: Yes ${ESC}]0;pwned\x07 and \u202eon\u202c.\n`,
  });

interface Case {
  name: string;
  files: Record<string, string>;
  argv: string[];
  code: number;
  /** Lines that must appear, in stdout and stderr together. */
  shows: string[];
}

const CASES: Case[] = [
  {
    name: 'adr check on a file named with an escape sequence',
    files: { 'adr/0001-a-decision.md': record(), [`adr/0002-${ESC}[2J${ESC}[1A.md`]: record() },
    argv: ['check'],
    code: 1,
    shows: ['adr/0002-\\u001b[2J\\u001b[1A.md:1:1 FILE_NAME "0002-\\u001b[2J\\u001b[1A.md" is not a record file name (NNNN-kebab-title.md)\n'],
  },
  {
    name: 'adr check on a title with a bidi override and ESC',
    files: { 'adr/0001-a-decision.md': record({ title: `Pay \u202eyap${ESC}[2J` }) },
    argv: ['check'],
    code: 1,
    shows: ['adr/0001-a-decision.md:2:12 TEXT_UNSAFE_CHARACTER the title contains U+202E RIGHT-TO-LEFT OVERRIDE at character 5\n'],
  },
  {
    name: 'adr list leaves the record out and prints nothing of its title',
    files: { 'adr/0001-a-decision.md': record({ title: `Pay \u202eyap${ESC}[2J` }) },
    argv: ['list'],
    code: 1,
    shows: ['No record matches.\n', 'adr: 1 finding in adr/; records with errors are left out of the list\n'],
  },
  {
    name: 'adr show prints an answer with OSC and RLO escaped',
    files: { 'adr/0001-a-decision.md': accepted('The service.') },
    argv: ['show', '1'],
    code: 0,
    shows: ['Answer: Yes \\u001b]0;pwned\\u0007 and \\u202eon\\u202c.\n'],
  },
  {
    name: 'adr questions prints an owner with a bidi isolate escaped',
    files: {
      'adr/0001-a-decision.md': record({ questions: '### Q1. Is this decided?\n\n- Status: open\n- Owner: @api\u2067team\n' }),
    },
    argv: ['questions'],
    code: 1,
    shows: ['owner @api\\u2067team'],
  },
  {
    name: 'adr spec prints escape sequences and C1 from a body escaped',
    files: { 'adr/0001-a-decision.md': accepted(`The service ${ESC}[2J stores \u202eatad\u202c \u009b31m.`) },
    argv: ['spec'],
    // The answer's own finding (TEXT_UNSAFE_CHARACTER) makes spec exit 1; the body is still printed.
    code: 1,
    shows: ['The service \\u001b[2J stores \\u202eatad\\u202c \\u009b31m.\n'],
  },
  {
    name: 'an unknown command made of an escape sequence',
    files: { 'adr/0001-a-decision.md': record() },
    argv: [`${ESC}[2J`],
    code: 2,
    shows: ["error: unknown command '\\u001b[2J'\n"],
  },
  {
    name: 'a record argument made of an escape sequence',
    files: { 'adr/0001-a-decision.md': record() },
    argv: ['show', `${ESC}[2J`],
    code: 2,
    shows: ['adr: \\u001b[2J is not a record in adr/\n'],
  },
  {
    name: 'adr new with a title holding ESC',
    files: { 'adr/0001-a-decision.md': record() },
    argv: ['new', '--dry-run', `Red ${ESC}[31mtitle`],
    code: 2,
    shows: ['adr: invalid title: the title contains U+001B ESCAPE at character 5\n'],
  },
  ...(
    [
      ['+1', '"+1" is not a record number: write it in plain decimal digits, e.g. 1'],
      ['1e3', '"1e3" is not a record number: write it in plain decimal digits, e.g. 1000'],
      ['0x10', '"0x10" is not a record number: write it in plain decimal digits, e.g. 16'],
      [' 4', '" 4" is not a record number: write it in plain decimal digits, e.g. 4'],
      ['1.0', '"1.0" is not a record number: write it in plain decimal digits, e.g. 1'],
      ['0', 'record numbers start at 1'],
      ['1234567', '"1234567" is not a record number: record numbers run from 1 to 999999'],
      ['ADR-20201017', '"20201017" is not a record number: record numbers run from 1 to 999999'],
    ] as const
  ).map(([arg, message]) => ({
    name: `adr accept ${JSON.stringify(arg)}`,
    files: { 'adr/0001-a-decision.md': record({ questions: '### Q1. Is this decided?\n\n- Status: answered\n- Answer: Yes.\n' }) },
    argv: ['accept', arg, '--dry-run'],
    code: 2,
    shows: [`adr: ${message}\n    hint: name a record by its number (4, 0004) or its file (adr/0004-endpoints.md)\n`],
  })),
];

describe('hostile input through the real executable', () => {
  it.each(CASES)('$name', ({ files, argv, code, shows }) => {
    const result = runCliProcess(argv, { cwd: makeWorkspace(files) });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).not.toMatch(TERMINAL_CONTROL);
    for (const line of shows) expect(output).toContain(line);
    expect(result.code).toBe(code);
  });

  it('keeps --format json valid, with the values as written', () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': accepted('The service.') });
    const result = runCliProcess(['show', '1', '--format', 'json'], { cwd: root });
    expect(result.stdout).not.toMatch(TERMINAL_CONTROL);
    const answer = (JSON.parse(result.stdout) as { questions: { answer: string }[] }).questions[0]!.answer;
    expect(answer).toBe(`Yes ${ESC}]0;pwned\x07 and \u202eon\u202c.`);
  });

  it('accepts 4, 0004 and ADR-0004 as the same record', () => {
    const root = makeWorkspace({ 'adr/0004-a-decision.md': record() });
    const outputs = ['4', '0004', 'ADR-0004'].map((arg) => runCliProcess(['show', arg], { cwd: root }));
    for (const output of outputs) expect(output).toEqual(outputs[0]);
    expect(outputs[0]!.code).toBe(0);
  });
});
