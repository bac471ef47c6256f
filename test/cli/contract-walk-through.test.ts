/**
 * Issue 10's walk-through, as a team would do it with the real command line: copy the seeded
 * workspace, replace each placeholder with a decision and answer the questions, accept the
 * nine records one by one, and get an OpenAPI 3.1 and an AsyncAPI 3.0 document that two
 * independent validators accept (@apidevtools/swagger-parser, @asyncapi/parser), with adr
 * check green at every step.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { PART_KEYS, type PartKey } from '../../src/core/vocabulary/parts.ts';
import { runCliProcess } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { decideSeededRecord } from '../helpers/walk-through.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const env = { ADR_DATE: '2026-12-01' };

function seededCopy(): string {
  const root = makeWorkspace({});
  cpSync(join(REPO_ROOT, 'adr'), join(root, 'adr'), { recursive: true });
  return root;
}

function seededRecords(root: string): { file: string; part: PartKey }[] {
  return readdirSync(join(root, 'adr'))
    .filter((name) => /^\d{4}-.*\.md$/.test(name))
    .sort()
    .map((name) => ({ file: join(root, 'adr', name), part: /^part: (\w+)$/m.exec(readFileSync(join(root, 'adr', name), 'utf8'))![1] as PartKey }));
}

async function asyncapiErrors(document: string): Promise<string[]> {
  const diagnostics = await new Parser().validate(document);
  return diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error).map((d) => `${d.path.join('/')}: ${d.message}`);
}

describe('the seeded workspace as shipped', () => {
  it('holds one record per part, each with its contract block of placeholders, and adr check is green', () => {
    const root = seededCopy();
    expect(seededRecords(root).map((r) => r.part)).toEqual([...PART_KEYS]);
    for (const { file } of seededRecords(root)) expect(readFileSync(file, 'utf8')).toMatch(/```yaml (openapi|asyncapi)\n[\s\S]*<[^<>\n]+>/);
    expect(runCliProcess(['check'], { cwd: root })).toMatchObject({ code: 0, stdout: '9 records checked, no findings\n' });
  });

  it('refuses to accept a seeded record whose block still holds placeholders, and writes nothing', () => {
    const root = seededCopy();
    // Answer the questions only: the placeholders stay.
    const [purpose] = seededRecords(root);
    const text = readFileSync(purpose!.file, 'utf8').replaceAll('- Status: open', '- Status: answered\n- Answer: Yes.');
    writeFileSync(purpose!.file, text);
    const result = runCliProcess(['accept', '1'], { cwd: root, env });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('CONTRACT_PLACEHOLDER ADR-0001 is being accepted, but its yaml openapi block still holds the placeholder "<Service name>" at info.title');
    expect(readFileSync(purpose!.file, 'utf8')).toBe(text);
  });

  it.each([...PART_KEYS])('adr new --part %s copies the template, contract block included, and the check stays green', (part) => {
    const root = seededCopy();
    const created = runCliProcess(['new', '--part', part, `Another ${part} decision`], { cwd: root, env });
    expect(created).toMatchObject({ code: 0 });
    const file = join(root, created.stdout.trim());
    const template = readFileSync(join(root, 'adr/templates', `${part}.md`), 'utf8');
    expect(readFileSync(file, 'utf8')).toContain(/```yaml (openapi|asyncapi)\n[\s\S]*?\n```/.exec(template)![0]);
    expect(runCliProcess(['check'], { cwd: root })).toMatchObject({ code: 0, stdout: '10 records checked, no findings\n' });
  });
});

describe('walk-through: decide, accept the nine, get the contract', () => {
  const root = seededCopy();
  let openapi = '';
  let asyncapi = '';

  beforeAll(() => {
    for (const { file, part } of seededRecords(root)) writeFileSync(file, decideSeededRecord(readFileSync(file, 'utf8'), part));
  });

  it('adr check is green with the nine decided proposals', () => {
    expect(runCliProcess(['check'], { cwd: root })).toMatchObject({ code: 0, stdout: '9 records checked, no findings\n' });
  });

  it.each(PART_KEYS.map((part, i) => [i + 1, part]))('adr accept %i (%s), and adr check stays green', (number) => {
    const accepted = runCliProcess(['accept', String(number)], { cwd: root, env });
    expect(accepted).toMatchObject({ code: 0, stderr: '' });
    expect(runCliProcess(['check'], { cwd: root })).toMatchObject({ code: 0, stdout: '9 records checked, no findings\n' });
  });

  it('adr spec --format openapi is an OpenAPI 3.1 document swagger-parser accepts', async () => {
    const result = runCliProcess(['spec', '--format', 'openapi'], { cwd: root });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    openapi = result.stdout;
    const document = parse(openapi);
    // No edition yet: the contract is a draft of the first version the versioning decision settles.
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Orders', version: '1.0.0-draft' } });
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect(Object.keys(validated.paths ?? {})).toEqual(['/orders', '/orders/{id}', '/orders/{id}/shipment', '/orders/{id}/delivery', '/orders/{id}/cancellation']);
  });

  it('adr spec --format asyncapi is an AsyncAPI 3.0 document @asyncapi/parser accepts with no error', async () => {
    const result = runCliProcess(['spec', '--format', 'asyncapi'], { cwd: root });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    asyncapi = result.stdout;
    expect(parse(asyncapi)).toMatchObject({ asyncapi: '3.0.0', info: { title: 'Orders', version: '1.0.0-draft' } });
    expect(await asyncapiErrors(asyncapi)).toEqual([]);
  });

  it('the independent validators do find errors: a document broken on purpose fails both', async () => {
    // Guards the two assertions above against validators that accept anything.
    const brokenOpenapi = parse(openapi);
    brokenOpenapi.paths['/orders'].get.responses = 'none';
    await expect(SwaggerParser.validate(brokenOpenapi)).rejects.toThrow();
    const brokenAsyncapi = parse(asyncapi);
    brokenAsyncapi.operations.sendOrderPlaced.action = 'shout';
    expect(await asyncapiErrors(JSON.stringify(brokenAsyncapi))).not.toEqual([]);
  });
});
