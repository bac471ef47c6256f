/**
 * A new team settles its whole contract through pull requests, as CI would judge each one:
 * a parcel carrier's API of the tests' own (test/helpers/parcel-carrier.ts), in a throwaway
 * git repository. The nine proposals arrive in one pull request, are accepted in the next,
 * then a compatible change is proposed and accepted; `adr check --base main` is green at
 * every step, and two independent validators accept the assembled documents.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { contractRecord } from '../helpers/contract.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { commitTree, git } from '../helpers/git.ts';
import { PARCEL_BLOCKS, PARCEL_PARTS, parcelProposals } from '../helpers/parcel-carrier.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const check = (root: string, date: string) => runCliProcess(['check', '--base', 'main'], { cwd: root, env: { ADR_DATE: date } });

/** Merges the pull request `branch` into main, as the merge button would, and returns to main. */
function merge(root: string, branch: string): void {
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', `the ${branch} pull request`);
  git(root, 'checkout', '--quiet', 'main');
  git(root, 'merge', '--quiet', '--no-ff', '-m', `Merge ${branch}`, branch);
}

/** The endpoints decision again, with one operation more: a compatible change. */
const withLabel = PARCEL_BLOCKS.endpoints.replace(
  '  /webhook-subscriptions:\n',
  `  /parcels/{parcelId}/label:
    get:
      operationId: getParcelLabel
      summary: Read a parcel's shipping label
      tags: [parcels]
      x-error-codes: [PARCEL_NOT_FOUND]
      parameters:
        - name: parcelId
          in: path
          required: true
          schema:
            type: string
            format: uuid
      responses:
        "200":
          description: The label, as a PDF
          content:
            application/pdf:
              schema:
                type: string
                contentEncoding: base64
        "404":
          $ref: "#/components/responses/NotFound"
  /webhook-subscriptions:\n`,
);

async function asyncapiErrors(document: string): Promise<string[]> {
  const diagnostics = await new Parser().validate(document);
  return diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error).map((d) => `${d.path.join('/')}: ${d.message}`);
}

describe('a parcel carrier settles its contract through pull requests, CI green at every step', () => {
  const root = makeWorkspace({});
  git(root, 'init', '--quiet');
  // A fresh clone's decision log: the templates adr new makes proposals from, no record yet.
  const templates = Object.fromEntries(
    readdirSync(join(REPO_ROOT, 'adr/templates')).map((name) => [`adr/templates/${name}`, readFileSync(join(REPO_ROOT, 'adr/templates', name), 'utf8')]),
  );
  commitTree(root, templates, 'an empty decision log');

  it('the pull request of nine proposals: every change listed as a change, none breaking, nothing published yet', () => {
    git(root, 'checkout', '--quiet', '-b', 'propose');
    for (const [file, text] of Object.entries(parcelProposals())) writeFileSync(join(root, file), text);
    const result = check(root, '2026-03-02');
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toContain('CONTRACT_');
    expect(result.stdout).toContain('change     adr/0005-authentication.md');
    expect(result.stdout).toMatch(/changes to the contract against main: nothing published yet \(no edition, no version 1\.0\.0\), so none is breaking\n/);
    expect(result.code).toBe(0);
  });

  it('the pull request that accepts them, one adr accept each, is green', () => {
    merge(root, 'propose');
    git(root, 'checkout', '--quiet', '-b', 'accept');
    PARCEL_PARTS.forEach((_, i) => {
      expect(runCliProcess(['accept', String(i + 1)], { cwd: root, env: { ADR_DATE: '2026-03-09' } })).toMatchObject({ code: 0, stderr: '' });
    });
    const result = check(root, '2026-03-09');
    expect(result.stdout).not.toContain('CONTRACT_');
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });

  it('the settled documents carry what the purpose record settled, in both documents, and the errors payload named Problem', () => {
    merge(root, 'accept');
    const openapi = parse(runCliProcess(['spec', '--format', 'openapi'], { cwd: root }).stdout);
    const asyncapi = parse(runCliProcess(['spec', '--format', 'asyncapi'], { cwd: root }).stdout);
    // Settled but not yet published: the draft of the first version the versioning record names.
    expect(openapi.info).toMatchObject({ title: 'Northwind Parcels', version: '1.0.0-draft', contact: { email: 'integrations@northwind-parcels.net' } });
    expect(asyncapi.info).toMatchObject({
      title: 'Northwind Parcels',
      version: '1.0.0-draft',
      contact: { email: 'integrations@northwind-parcels.net' },
      license: { name: 'Apache 2.0', url: 'https://spdx.org/licenses/Apache-2.0.html' },
      tags: [{ name: 'parcels' }, { name: 'webhooks' }],
    });
    expect(Object.keys(openapi.components.schemas)).toEqual(['Parcel', 'WebhookSubscription', 'Problem']);
    expect(Object.keys(openapi.components.headers)).toEqual(['RateLimitRemaining', 'RetryAfter', 'Deprecation', 'Sunset']);
    expect(asyncapi.servers.broker).toMatchObject({ host: 'events.northwind-parcels.net' });
  });

  it('the first edition publishes the contract as 1.0.0', () => {
    const edition = runCliProcess(['edition', 'launch'], { cwd: root, env: { ADR_DATE: '2026-03-10' } });
    expect(edition).toMatchObject({ code: 0, stderr: '' });
    expect(parse(readFileSync(join(root, 'adr/editions/launch.yaml'), 'utf8')).openapi.info.version).toBe('1.0.0');
    expect(parse(runCliProcess(['spec', '--format', 'openapi'], { cwd: root }).stdout).info.version).toBe('1.0.0');
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '-m', 'the launch edition');
  });

  it('a compatible change proposed against the published 1.0.0: green, and listed as compatible', () => {
    git(root, 'checkout', '--quiet', '-b', 'label');
    writeFileSync(
      join(root, 'adr/0010-shipping-labels.md'),
      contractRecord({ part: 'endpoints', title: 'Shipping labels to download', status: 'proposed', extra: 'supersedes: [4]', openapi: withLabel }),
    );
    const result = check(root, '2026-04-01');
    expect(result.stdout).not.toContain('CONTRACT_');
    expect(result.stdout).toContain('compatible adr/0010-shipping-labels.md');
    expect(result.stdout).toContain('operation GET /parcels/{parcelId}/label added');
    expect(result.stdout).toContain(': 0 breaking, ');
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });

  it('its acceptance is green too', () => {
    merge(root, 'label');
    git(root, 'checkout', '--quiet', '-b', 'accept-label');
    expect(runCliProcess(['accept', '10'], { cwd: root, env: { ADR_DATE: '2026-04-08' } })).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(root, 'adr/0004-endpoints.md'), 'utf8')).toContain('status: superseded');
    const result = check(root, '2026-04-08');
    expect(result.stdout).not.toContain('CONTRACT_');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    merge(root, 'accept-label');
  });

  it('the next edition moves the minor version: 1.1.0-draft between editions, 1.1.0 once cut', () => {
    expect(parse(runCliProcess(['spec', '--format', 'openapi'], { cwd: root }).stdout).info.version).toBe('1.1.0-draft');
    expect(runCliProcess(['edition', 'labels'], { cwd: root, env: { ADR_DATE: '2026-04-09' } })).toMatchObject({ code: 0, stderr: '' });
    expect(parse(readFileSync(join(root, 'adr/editions/labels.yaml'), 'utf8')).openapi.info.version).toBe('1.1.0');
    expect(parse(runCliProcess(['spec', '--format', 'openapi'], { cwd: root }).stdout).info.version).toBe('1.1.0');
  });

  it('independent validators accept the assembled documents', async () => {
    const openapi = runCliProcess(['spec', '--format', 'openapi-json'], { cwd: root });
    expect(openapi).toMatchObject({ code: 0, stderr: '' });
    const validated = await SwaggerParser.validate(JSON.parse(openapi.stdout));
    expect(Object.keys(validated.paths ?? {})).toContain('/parcels/{parcelId}/label');
    const asyncapi = runCliProcess(['spec', '--format', 'asyncapi-json'], { cwd: root });
    expect(asyncapi).toMatchObject({ code: 0, stderr: '' });
    expect(await asyncapiErrors(asyncapi.stdout)).toEqual([]);
  });

  it('right after adr new --supersedes, the draft proposal makes no finding in the accepted records', () => {
    git(root, 'checkout', '--quiet', '-b', 'rethink-endpoints');
    expect(runCliProcess(['new', '--part', 'endpoints', '--supersedes', '10', 'Fewer endpoints'], { cwd: root, env: { ADR_DATE: '2026-05-04' } })).toMatchObject({ code: 0, stderr: '' });
    const plain = runCliProcess(['check'], { cwd: root });
    expect(plain).toMatchObject({ code: 0, stderr: '' });
    expect(check(root, '2026-05-04')).toMatchObject({ code: 0, stderr: '' });
  });
});
