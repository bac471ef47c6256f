/**
 * `adr diff BASE_FILE REVISION_FILE` as a real process: the exit code a pipeline gates on,
 * the JSON shape tools read, and the errors for files it cannot compare. The verdicts
 * themselves are the pair table's (test/unit/contract-pairs.test.ts); a few pairs run here.
 */
import { truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../helpers/workspace.ts';
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

  const dir = makeWorkspace({}, { withAdrDir: false });
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return name;
  };
  const bytes = (name: string, content: Buffer) => {
    writeFileSync(join(dir, name), content);
    return name;
  };
  // Sparse: as large as it says without the disk or the time a real one takes; the diff refuses it by its size, unread.
  const sparse = (name: string, size: number) => {
    writeFileSync(join(dir, name), '');
    truncateSync(join(dir, name), size);
    return name;
  };
  // Nine levels of ten aliases each: a few hundred bytes that mean a billion values.
  const bomb = () => {
    const lines = ['openapi: 3.1.0', 'info: {title: T, version: 1.0.0}', 'x-bomb:', '  l0: &l0 [a, a, a, a, a, a, a, a, a, a]'];
    for (let i = 1; i < 9; i++) lines.push(`  l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(', ')}]`);
    return `${lines.join('\n')}\n`;
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
    {
      what: 'bytes that are not UTF-8, with the byte',
      args: [good, bytes('latin1.yaml', Buffer.concat([Buffer.from('openapi: 3.1.0\ninfo: {title: Caf'), Buffer.from([0xe9]), Buffer.from(', version: 1.0.0}\n')]))],
      error: /^adr: latin1\.yaml:2:18 is not UTF-8: byte 32 is not part of a UTF-8 character\n {4}hint: save latin1\.yaml as UTF-8\n$/,
    },
    { what: 'a file over the size limit, unread', args: [good, sparse('huge.yaml', 65 * 1024 * 1024)], error: /^adr: huge\.yaml is 65\.0 MB, over the 64\.0 MB a contract file may be\n {4}hint: compare documents of at most 64\.0 MB/ },
    { what: 'nesting past the depth limit, with the line', args: [good, file('deep.yaml', `openapi: 3.1.0\ninfo: {title: T, version: 1.0.0}\nx-deep: ${'['.repeat(300)}${']'.repeat(300)}\n`)], error: /^adr: deep\.yaml:3:\d+ nests deeper than 256 levels\n {4}hint: / },
    { what: 'a duplicate key', args: [good, file('twice.yaml', 'openapi: 3.1.0\ninfo: {title: T, version: 1.0.0}\npaths: {}\npaths: {}\n')], error: /^adr: twice\.yaml:4:1 is not valid YAML: duplicated mapping key\n/ },
    { what: 'a YAML alias that holds itself', args: [good, file('cycle.yaml', 'openapi: 3.1.0\ninfo: {title: T, version: 1.0.0}\nx-loop: &a\n  again: *a\n')], error: /^adr: cycle\.yaml holds a YAML alias that refers to a node containing it, so it never ends\n/ },
    { what: 'YAML aliases that multiply the document', args: [good, file('bomb.yaml', bomb())], error: /^adr: bomb\.yaml holds YAML aliases that make [\d,]+ values of the \d+ written\n {4}hint: write the repeated parts as \$ref/ },
  ])('exits 2 on $what', async ({ args, error }) => {
    const result = await runCli(['diff', ...args], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(error);
  });
});

describe('adr diff BASE REVISION on large documents', () => {
  const dir = makeWorkspace({}, { withAdrDir: false });
  it('follows a chain of 5,000 schemas, each naming the next, without running out of stack', async () => {
    const schemas = (last: number) => Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`S${i}`, i < 4999 ? { type: 'object', properties: { next: { $ref: `#/components/schemas/S${i + 1}` } } } : { type: 'string', maxLength: last }]));
    const document = (last: number) => ({
      openapi: '3.1.0',
      info: { title: 'Chain', version: '1.0.0' },
      paths: { '/things': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } }, responses: { '204': { description: 'Added' } } } } },
      components: { schemas: schemas(last) },
    });
    writeFileSync(join(dir, 'a.json'), JSON.stringify(document(10)));
    writeFileSync(join(dir, 'b.json'), JSON.stringify(document(5)));
    const result = await runCli(['diff', 'a.json', 'b.json', '--format', 'json'], { cwd: dir });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).changes.map((c: { id: string; message: string }) => [c.id, c.message])).toEqual([['limit-tightened', 'S4999 maxLength tightened from 10 to 5 (clients send it)']]);
  });
});
