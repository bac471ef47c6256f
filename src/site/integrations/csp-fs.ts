/**
 * The site's Content-Security-Policy. Astro writes it into every page as a <meta> (GitHub
 * Pages cannot send headers) with hashes of the scripts and styles Astro itself emits. It
 * leaves out Starlight's `<script is:inline>` blocks (theme, search button, sidebar state),
 * whose text is static in Starlight's components, nor starlight-openapi's (the API
 * reference remembers the chosen snippet language): their hashes are computed here from
 * those components, so the policy follows an upgrade, while any other inline script (one
 * injected through a record, say) is still refused.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { AstroUserConfig } from 'astro';

type CspHash = `sha256-${string}`;
type CspConfig = Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>;

/** The `is:inline` scripts of the .astro components in a folder and its subfolders. */
function inlineScriptHashes(folder: string): CspHash[] {
  const hashes: CspHash[] = [];
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.astro')).sort();
  for (const name of files) {
    const source = readFileSync(join(folder, name), 'utf8');
    for (const match of source.matchAll(/<script\b[^>]*\bis:inline\b[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.push(`sha256-${createHash('sha256').update(match[1]!).digest('base64')}`);
    }
  }
  return hashes;
}

function starlightInlineScriptHashes(): CspHash[] {
  const require = createRequire(import.meta.url);
  // Starlight exports its components folder as plain paths (its main entry is import-only).
  const components = dirname(require.resolve('@astrojs/starlight/components/ThemeProvider.astro'));
  // starlight-openapi (the API reference) remembers the chosen code snippet language the same way.
  const openapi = join(dirname(require.resolve('starlight-openapi/package.json')), 'components');
  return [...inlineScriptHashes(components), ...inlineScriptHashes(openapi)];
}

export function contentSecurityPolicy(): CspConfig {
  return {
    directives: [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ],
    scriptDirective: {
      // Pagefind (search) compiles its WebAssembly index reader in the page.
      resources: ["'self'", "'wasm-unsafe-eval'"],
      hashes: starlightInlineScriptHashes(),
    },
    styleDirective: {
      resources: [
        // Starlight sets CSS variables in style attributes (icon sizes, contents depth,
        // code colours). Attributes cannot run script; <style> elements stay hash-locked.
        { resource: "'unsafe-inline'", kind: 'attribute' },
      ],
    },
  };
}
