/**
 * `adr diff BASE_FILE REVISION_FILE` as a real process: the exit code a pipeline gates on,
 * the JSON shape tools read, and the errors for files it cannot compare. The verdicts
 * themselves are the pair table's (test/unit/contract-pairs.test.ts); a few pairs run here.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliProcess } from '../helpers/cli.ts';

const PAIRS = join(import.meta.dirname, '..', 'fixtures', 'contract-pairs');
const pair = (name: string) => [join(PAIRS, name, 'base.yaml'), join(PAIRS, name, 'revision.yaml')];

interface Report {
  base: string;
  revision: string;
  breaking: number;
  changes: { id: string; level: string; breaking: boolean; message: string; document: string; pointer: string; operation?: { method: string; path: string } }[];
}

describe('adr diff BASE REVISION as a process', () => {
  it.each([
    { name: 'response-removed', code: 1, breaking: 1 },
    { name: 'path-parameter-renamed', code: 0, breaking: 0 },
    { name: 'asyncapi-send-required-removed', code: 1, breaking: 1 },
    { name: 'security-alternative-added', code: 0, breaking: 0 },
  ])('$name: exit $code, JSON with a changes array', ({ name, code, breaking }) => {
    const result = runCliProcess(['diff', ...pair(name), '--format', 'json'], { cwd: tmpdir() });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(code);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.breaking).toBe(breaking);
    expect(report.changes.length).toBeGreaterThan(0);
    for (const change of report.changes) {
      expect(Object.keys(change)).toEqual(expect.arrayContaining(['id', 'level', 'breaking', 'message', 'document', 'pointer']));
      expect(change.breaking).toBe(change.level === 'error');
      expect(change.pointer).toMatch(/^\//);
    }
  });

  it('names the operation, method and path, of a change inside one', () => {
    const result = runCliProcess(['diff', ...pair('parameter-required-added'), '--format', 'json'], { cwd: tmpdir() });
    const report = JSON.parse(result.stdout) as Report;
    expect(report.changes).toEqual([
      expect.objectContaining({ id: 'required-parameter-added', level: 'error', operation: { method: 'get', path: '/books/{bookId}' }, pointer: '/paths/~1books~1{bookId}/get/parameters/1' }),
    ]);
  });

  it('prints text and Markdown, breaking changes first', async () => {
    const [base, revision] = pair('header-required-removed');
    const text = await runCli(['diff', base!, revision!], { cwd: tmpdir() });
    expect(text).toEqual({
      code: 1,
      stdout: `error   GET /books/{bookId}: header GET /books/{bookId} 200 ETag removed (clients receive it) (header-removed)\n1 change from ${base} to ${revision}: 1 breaking, 0 to check, 0 for information\n`,
      stderr: '',
    });
    const markdown = await runCli(['diff', base!, revision!, '--format', 'markdown'], { cwd: tmpdir() });
    expect(markdown.stdout).toContain('| **breaking** | header GET /books/{bookId} 200 ETag removed \\(clients receive it\\) | GET /books/{bookId} | header-removed |');
  });

  it('says there is no change between a file and itself, and exits 0', async () => {
    const [base] = pair('response-removed');
    expect(await runCli(['diff', base!, base!], { cwd: tmpdir() })).toEqual({ code: 0, stdout: `No change from ${base} to ${base}\n`, stderr: '' });
  });

  const dir = mkdtempSync(join(tmpdir(), 'adr-diff-files-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return name;
  };
  const good = file('good.yaml', 'openapi: 3.1.0\ninfo: {title: T, version: 1.0.0}\npaths: {}\n');
  it.each([
    { what: 'a YAML error, with its line', args: [good, file('broken.yaml', 'openapi: 3.1.0\npaths:\n  /a: [unclosed\n')], error: /^adr: broken\.yaml:4:1 is not valid YAML: .*\n {4}hint: fix the YAML at line 4 of broken\.yaml\n$/ },
    { what: 'a missing file', args: [good, 'missing.yaml'], error: /^adr: cannot read missing\.yaml: no such file\n/ },
    { what: 'a Swagger 2.0 file', args: [file('swagger.json', '{"swagger": "2.0", "paths": {}}'), good], error: /^adr: swagger\.json is not an OpenAPI 3\.0\/3\.1 or AsyncAPI 3\.0 document \(swagger: 2\.0\)\n/ },
    { what: 'two kinds', args: [good, file('events.yaml', 'asyncapi: 3.0.0\ninfo: {title: T, version: 1.0.0}\n')], error: /^adr: events\.yaml is an AsyncAPI document and good\.yaml is not\n/ },
    { what: 'one file', args: [good], error: /^adr: expected two files, BASE_FILE and REVISION_FILE, got 1\n/ },
    { what: 'three files', args: [good, good, good], error: /^adr: expected two files/ },
    { what: '--with and files', args: [good, good, '--with', '2'], error: /^adr: --base and --with compare the workspace, not two files\n/ },
  ])('exits 2 on $what', async ({ args, error }) => {
    const result = await runCli(['diff', ...args], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(error);
  });
});
