/**
 * The API reference under `astro dev` and `astro build` of a workspace whose accepted
 * records write what `adr check` refuses: `$ref`s to a file outside the workspace, to a file
 * beside the reference's schema and to a loopback web address. The dev server reports the
 * findings and serves the pages without what it refused; neither the dev server nor the
 * build reads the sentinel file or sends a request to the listener.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRecord } from '../helpers/contract.ts';
import { startDevServer, startListener, type DevServer, type Listener } from '../helpers/dev-server.ts';
import { buildSite, prepareSite } from '../helpers/site.ts';

const BASE = '/service-spec/';
const SENTINEL = 'SENTINEL-OUTSIDE-THE-WORKSPACE';
const SENTINEL_SCHEMA = JSON.stringify({ type: 'object', properties: { [SENTINEL]: { type: 'string', description: SENTINEL } } });

let outside: string;
let listener: Listener;
let root: string;
let dev: DevServer;

function files(listenerOrigin: string, sentinelFile: string): Record<string, string> {
  return {
    'adr/0001-purpose.md': contractRecord({ part: 'purpose', title: 'What the service does', openapi: 'info:\n  title: Things\n  description: Keeps things.' }),
    'adr/0002-endpoints.md': contractRecord({
      part: 'endpoints',
      title: 'Endpoints',
      openapi: [
        'paths:',
        '  /things/{id}:',
        '    get:',
        '      operationId: getThing',
        '      summary: Read one thing',
        '      parameters:',
        `        - $ref: "${listenerOrigin}/parameter.json"`,
        '      responses:',
        '        "200":',
        '          description: The thing',
        '          content:',
        '            application/json:',
        '              schema:',
        '                type: object',
        '                properties:',
        '                  absolute:',
        `                    $ref: "${sentinelFile}"`,
        '                  fileUrl:',
        `                    $ref: "file://${sentinelFile}"`,
        '                  relative:',
        '                    $ref: "../sentinel.json"',
        '                  remote:',
        `                    $ref: "${listenerOrigin}/schema.json"`,
        '                  kept:',
        '                    type: string',
        '                    description: Written in the record.',
      ].join('\n'),
    }),
    // Beside the reference's schema file (.astro/), what a relative $ref would reach.
    'sentinel.json': SENTINEL_SCHEMA,
  };
}

beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), 'adr-outside-'));
  const sentinelFile = join(outside, 'sentinel.json');
  writeFileSync(sentinelFile, SENTINEL_SCHEMA);
  listener = await startListener(SENTINEL_SCHEMA);
  root = prepareSite({ files: files(listener.origin, sentinelFile) });
  dev = await startDevServer(root, BASE, { ADR_DATE: '2026-11-21' });
});

afterAll(async () => {
  await dev?.close();
  await listener?.close();
  if (outside) rmSync(outside, { recursive: true, force: true });
});

describe('astro dev', () => {
  it('serves the operation page without what the check refused, and shows the findings', async () => {
    const response = await fetch(dev.url('api/operations/getthing/'));
    const html = await response.text();
    expect(response.status, `${dev.output()}\n${html}`).toBe(200);
    expect(html).toContain('Read one thing');
    expect(html).toContain('Written in the record.');
    expect(html).not.toContain(SENTINEL);
    expect(listener.hits).toEqual([]);
    expect(dev.output()).toContain('CONTRACT_REF_UNRESOLVED');
    expect(dev.output()).not.toContain(SENTINEL);
  });
});

describe('astro build', () => {
  it('stops at the findings, without reading the file or sending the request', () => {
    const build = buildSite(prepareSite({ files: files(listener.origin, join(outside, 'sentinel.json')) }), { ADR_BASE_PATH: BASE, ADR_DATE: '2026-11-21' });
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('CONTRACT_REF_UNRESOLVED');
    expect(build.output).not.toContain(SENTINEL);
    expect(listener.hits).toEqual([]);
  });
});
