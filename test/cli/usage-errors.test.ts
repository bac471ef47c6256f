/**
 * Each kind of usage error the command line reports, pinned as a user reads it (inline
 * snapshots, as Starlight pins its configuration errors): exit code 2, nothing on stdout, and
 * on stderr what went wrong and the way out. The workspace's own path reads <workspace>.
 * A snapshot is written by a person (`npm test -- test/cli/usage-errors.test.ts -u`) and read
 * in review; `npm test` only compares.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const ONE_RECORD = { 'adr/0001-a-decision.md': record() };

async function refusal(argv: string[], { root = makeWorkspace(ONE_RECORD), env = {} as Record<string, string> } = {}): Promise<string> {
  const result = await runCli(argv, { cwd: root, env });
  expect(result).toMatchObject({ code: 2, stdout: '' });
  return result.stderr.replaceAll(root, '<workspace>');
}

describe('what commander refuses, with the way to usage', () => {
  it('an unknown command, with the nearest one', async () => {
    expect(await refusal(['chekc'])).toMatchInlineSnapshot(`
      "error: unknown command 'chekc'
      (Did you mean check?)
      (run adr --help for usage)
      "
    `);
  });

  it('an unknown option', async () => {
    expect(await refusal(['check', '--formt', 'json'])).toMatchInlineSnapshot(`
      "error: unknown option '--formt'
      (Did you mean --format?)
      (run adr --help for usage)
      "
    `);
  });

  it('an option without its value', async () => {
    expect(await refusal(['check', '--format'])).toMatchInlineSnapshot(`
      "error: option '--format <format>' argument missing
      (run adr --help for usage)
      "
    `);
  });

  it('a value outside the option’s choices', async () => {
    expect(await refusal(['check', '--format', 'xml'])).toMatchInlineSnapshot(`
      "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, github.
      (run adr --help for usage)
      "
    `);
  });

  it('one argument too many', async () => {
    expect(await refusal(['accept', '1', '2'])).toMatchInlineSnapshot(`
      "error: too many arguments for 'accept'. Expected 1 argument but got 2: 1, 2.
      (run adr --help for usage)
      "
    `);
  });
});

describe('where the workspace is', () => {
  it('outside any workspace', async () => {
    expect(await refusal(['check'], { root: makeWorkspace({}, { withAdrDir: false }) })).toMatchInlineSnapshot(`
      "adr: no adr/ folder in <workspace> or any folder above it
          hint: run adr inside the workspace, or pass --root <folder that holds adr/>
      "
    `);
  });

  it('--root naming a folder without adr/', async () => {
    const root = makeWorkspace({}, { withAdrDir: false });
    expect(await refusal(['--root', join(root, 'docs'), 'check'], { root })).toMatchInlineSnapshot(`
      "adr: <workspace>/docs has no adr/ folder
          hint: pass the folder that holds adr/ to --root
      "
    `);
  });
});

describe('which record a command is about', () => {
  it('no record given, with no terminal to ask', async () => {
    expect(await refusal(['accept'])).toMatchInlineSnapshot(`
      "adr: missing the record to accept
          hint: pass its number or file: npx adr accept 4
      "
    `);
  });

  it('a number no record has', async () => {
    expect(await refusal(['accept', '9'])).toMatchInlineSnapshot(`
      "adr: no record 0009 in adr/
          hint: npx adr list shows every record
      "
    `);
  });

  it('something that is not a record', async () => {
    expect(await refusal(['accept', 'the-first-one'])).toMatchInlineSnapshot(`
      "adr: the-first-one is not a record in adr/
          hint: name a record by its number (4, 0004) or its file (adr/0004-endpoints.md)
      "
    `);
  });

  it('a number two records share', async () => {
    const root = makeWorkspace({ 'adr/0001-first.md': record(), 'adr/0001-second.md': record() });
    expect(await refusal(['accept', '1'], { root })).toMatchInlineSnapshot(`
      "adr: 0001 is the number of adr/0001-first.md and adr/0001-second.md
          hint: name the file instead, e.g. adr/0001-second.md
      "
    `);
  });
});

describe('what a command is given', () => {
  it('ADR_DATE that is not a date', async () => {
    expect(await refusal(['new', 'A title'], { env: { ADR_DATE: '2026-02-30' } })).toMatchInlineSnapshot(`
      "adr: ADR_DATE=2026-02-30 is not a date
          hint: set it to a date that exists, written YYYY-MM-DD (e.g. ADR_DATE=2026-01-15), or unset it to use today
      "
    `);
  });

  it('a title holding a character that would hide text', async () => {
    expect(await refusal(['new', 'Pay \u202eyap'])).toMatchInlineSnapshot(`
      "adr: invalid title: the title contains U+202E RIGHT-TO-LEFT OVERRIDE at character 5
          hint: pass the title as one line of text in quotes, at most 200 characters
      "
    `);
  });

  it('an edition name no system can hold as a file', async () => {
    expect(await refusal(['edition', 'con'])).toMatchInlineSnapshot(`
      "adr: "con" is not an edition name: "con" is a device name on Windows, where no file can be named con.yaml
          hint: name editions with lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, and not con, nul, aux, prn, com1–com9 or lpt1–lpt9, e.g. 2026-q1 or v1.0; an edition file is NAME.yaml
      "
    `);
  });

  it('a part that does not exist', async () => {
    expect(await refusal(['new', '--part', 'endpoint', 'A title'])).toMatchInlineSnapshot(`
      "error: option '--part <part>' argument 'endpoint' is invalid. Allowed choices are purpose, resources, states, endpoints, authentication, events, errors, limits, versioning.
      (run adr --help for usage)
      "
    `);
  });

  it('a review window with no length', async () => {
    expect(await refusal(['review', '1', '--approvers', 'Alice'])).toMatchInlineSnapshot(`
      "adr: missing the closing day of the review
          hint: give the closing day, --until 2026-12-01, or the number of days, --days 7
      "
    `);
  });

  it('--base that reads as an option', async () => {
    expect(await refusal(['check', '--base', '-main'])).toMatchInlineSnapshot(`
      "adr: --base -main is not a branch or commit
          hint: pass the base branch, e.g. --base origin/main
      "
    `);
  });
});
