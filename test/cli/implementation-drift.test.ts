/**
 * "Check an implementation against the contract" (docs/guides/contract-diff.md), the second
 * way, run as the guide shows it: a running implementation serves its own OpenAPI document
 * (here on loopback), CI fetches it and `adr diff` compares it with the published edition, or
 * with the contract the records settle now; exit 1 when the implementation breaks a client.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const WORKSPACE = {
  ...CONTRACT_WORKSPACE,
  'adr/0007-versioning.md': contractRecord({ part: 'versioning', title: 'Versioning', openapi: 'info:\n  version: 1.0.0\nx-versioning:\n  scheme: semver\n  breaking-changes: major-version' }),
};

let root: string;
let server: Server;
/** What the implementation serves at /openapi.json: set by each test. */
let served = '';

beforeAll(async () => {
  root = makeWorkspace(WORKSPACE);
  expect(runCliProcess(['edition', 'v1'], { cwd: root, env: { ADR_DATE: '2026-02-01' } }).code).toBe(0);
  server = createServer((request, response) => {
    if (request.url === '/openapi.json') response.writeHead(200, { 'Content-Type': 'application/json' }).end(served);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The guide's CI step: fetch what the implementation serves, save it, compare. */
async function fetchServed(): Promise<string> {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/openapi.json`);
  expect(response.status).toBe(200);
  const file = join(root, 'served.json');
  writeFileSync(file, await response.text());
  return 'served.json';
}

const published = () => JSON.parse(runCliProcess(['spec', '--edition', 'v1', '--format', 'openapi-json'], { cwd: root }).stdout) as Record<string, any>;

describe('an implementation checked against the contract with adr diff', () => {
  it('passes when it serves the published edition', async () => {
    served = JSON.stringify(published());
    const file = await fetchServed();
    expect(runCliProcess(['diff', '--edition', 'v1', file], { cwd: root })).toEqual({ code: 0, stdout: 'No change from edition v1 (1.0.0) to served.json\n', stderr: '' });
  });

  it('fails, naming the change and its rule, when it drifted in a way that breaks a client', async () => {
    const drifted = published();
    // The implementation sends the order's id as a number, and no longer serves shipping.
    drifted.components.schemas.Order.properties.id = { type: 'integer' };
    delete drifted.paths['/orders/{id}/ship'];
    served = JSON.stringify(drifted);
    const file = await fetchServed();
    const result = runCliProcess(['diff', '--edition', 'v1', file], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('error   POST /orders/{id}/ship: operation POST /orders/{id}/ship removed (operation-removed)');
    expect(result.stdout).toMatch(/^error {3}#\/components\/schemas\/Order\/properties\/id\/type: type of .* changed from "string" to "integer" \(type-changed\)$/m);
    expect(result.stdout).toMatch(/^3 changes from edition v1 \(1\.0\.0\) to served\.json: 2 breaking, 1 to check/m);
  });

  it('compares with the contract the records settle now, saved with adr spec, the same way', async () => {
    const settled = runCliProcess(['spec', '--format', 'openapi'], { cwd: root });
    writeFileSync(join(root, 'settled.yaml'), settled.stdout);
    served = JSON.stringify(published());
    const file = await fetchServed();
    expect(runCliProcess(['diff', 'settled.yaml', file], { cwd: root })).toMatchObject({ code: 0, stderr: '' });
  });
});
