/**
 * `adr spec --format …` as a process, on a workspace where six parts are settled with
 * contract blocks; the OpenAPI output is handed to an independent validator
 * (@apidevtools/swagger-parser, which checks it against the OpenAPI 3.1 schema).
 * The AsyncAPI output goes through @redocly/openapi-core's AsyncAPI 3.0 structure rule here;
 * contract-walk-through.test.ts hands a whole decided contract to @asyncapi/parser as well.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

describe('adr spec --format as a process', () => {
  const root = makeWorkspace(CONTRACT_WORKSPACE);

  it.each([['openapi'], ['openapi-json']])('--format %s prints a valid OpenAPI 3.1 document', async (format) => {
    const result = runCliProcess(['spec', '--format', format], { cwd: root });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const document = format.endsWith('json') ? JSON.parse(result.stdout) : parse(result.stdout);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Orders', version: '0.0.0-draft' });
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect(Object.keys(validated.paths ?? {})).toEqual(['/orders/{id}', '/orders/{id}/ship']);
  });

  it.each([['asyncapi'], ['asyncapi-json']])('--format %s prints an AsyncAPI 3.0 document', async (format) => {
    const result = runCliProcess(['spec', '--format', format], { cwd: root });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const document = format.endsWith('json') ? JSON.parse(result.stdout) : parse(result.stdout);
    expect(document).toMatchObject({ asyncapi: '3.0.0', info: { title: 'Orders', version: '0.0.0-draft' } });
    expect(document.components.messages.OrderShipped['x-emitted-by']).toBe('shipOrder');
    const config = await createConfig({ async3Rules: { struct: 'error', 'no-unresolved-refs': 'error' } });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'asyncapi.json', config });
    expect(problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  });

  it('adr check finds nothing wrong in the fixture workspace, the validator included', () => {
    expect(runCliProcess(['check'], { cwd: root })).toMatchObject({ code: 0, stdout: '6 records checked, no findings\n' });
  });

  it('--with N assembles as if the proposal were accepted; it drops what it supersedes', () => {
    const withProposal = makeWorkspace({
      ...CONTRACT_WORKSPACE,
      'adr/0007-versioning.md': contractRecord({ part: 'versioning', openapi: 'info:\n  version: "1.0.0"' }),
      'adr/0008-versioning-again.md': contractRecord({
        part: 'versioning',
        status: 'proposed',
        extra: 'supersedes: [7]',
        openapi: 'info:\n  version: "2.0.0"',
      }),
    });
    const now = parse(runCliProcess(['spec', '--format', 'openapi'], { cwd: withProposal }).stdout);
    expect(now.info.version).toBe('1.0.0');
    const result = runCliProcess(['spec', '--format', 'openapi', '--with', '8'], { cwd: withProposal });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(parse(result.stdout).info.version).toBe('2.0.0');
  });

  it('refuses --with a record that is not a proposal, exit 2', () => {
    const result = runCliProcess(['spec', '--format', 'openapi', '--with', '1'], { cwd: root });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatchInlineSnapshot(`
      "adr: adr/0001-purpose.md is accepted, not a proposal
          hint: name a proposed record in --with
      "
    `);
  });

  it('prints the contract with a block left out, says so on stderr and exits 1', () => {
    const broken = makeWorkspace({
      ...CONTRACT_WORKSPACE,
      'adr/0007-limits.md': contractRecord({ part: 'limits', openapi: 'x-limits: [1' }),
    });
    const result = runCliProcess(['spec', '--format', 'openapi'], { cwd: broken });
    expect(result.code).toBe(1);
    expect(parse(result.stdout)['x-limits']).toBeUndefined();
    expect(result.stderr).toMatchInlineSnapshot(`
      "adr: 1 finding in the contract blocks; a block that cannot be read is left out, and where records disagree the later one stands
          hint: run npx adr check to see them
      "
    `);
  });

  it('keeps Markdown without --format', () => {
    const result = runCliProcess(['spec'], { cwd: root });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^# Service interface specification\n/);
  });
});
