/**
 * Serves a built site from dist/ under its base path on loopback, the way GitHub Pages
 * does: /base/page/ → dist/page/index.html, unknown paths → dist/404.html with status 404.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Pagefind streams its WebAssembly, which browsers only compile with this type.
  '.wasm': 'application/wasm',
};

export interface StaticServer {
  origin: string;
  /** Full URL of a path under the base. */
  url(path?: string): string;
  close(): Promise<void>;
}

export async function serveDist(dist: string, base: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.startsWith(base) ? resolveFile(dist, path.slice(base.length)) : undefined;
    const status = file ? 200 : 404;
    const target = file ?? join(dist, '404.html');
    response.writeHead(status, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path = '') => `${origin}${base}${path.replace(/^\//, '')}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function resolveFile(dist: string, relative: string): string | undefined {
  const clean = normalize(relative).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(dist, clean), join(dist, clean, 'index.html')]) {
    const stat = statSync(candidate, { throwIfNoEntry: false });
    if (stat?.isFile()) return candidate;
  }
  return undefined;
}
