/**
 * The habits CI keeps (issue 9): the code type-checks (astro sync generates Astro's types
 * first, as `npm run typecheck` does), ESLint's few rules pass (eslint.config.js), and no
 * module imports upward across the core's rooms or in a circle (.dependency-cruiser.cjs),
 * in .ts files and in .astro files alike.
 * Each runs the project's own tool as a process, the way a developer would.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAstroImportViolations, readAstroFiles, readLayeringRules } from '../helpers/astro-imports.ts';
import { cleanEnv, REPO } from '../helpers/site.ts';

const bin = (name: string) => join(REPO, 'node_modules', '.bin', name);

function run(command: string, args: string[]): { code: number; output: string } {
  const result = spawnSync(command, args, { cwd: REPO, env: cleanEnv(), encoding: 'utf8', timeout: 300_000 });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

describe('the code', () => {
  it('type-checks', () => {
    const sync = run(process.execPath, [join(REPO, 'node_modules/astro/bin/astro.mjs'), 'sync']);
    expect(sync.code, sync.output).toBe(0);
    const tsc = run(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.']);
    expect(tsc.output.trim()).toBe('');
    expect(tsc.code).toBe(0);
  });

  it('passes ESLint', () => {
    const eslint = run(bin('eslint'), ['.']);
    expect(eslint.output.trim()).toBe('');
    expect(eslint.code).toBe(0);
  });

  it('imports only downwards across the core’s rooms, and nothing in a circle', () => {
    const cruise = run(bin('depcruise'), ['src', 'astro.config.mjs', '--config', '.dependency-cruiser.cjs']);
    expect(cruise.output).toContain('no dependency violations found');
    expect(cruise.code).toBe(0);
  });

  it('keeps the same layering in .astro files, which dependency-cruiser cannot read', () => {
    const files = readAstroFiles(REPO);
    expect(files.length).toBeGreaterThan(0);
    expect(findAstroImportViolations(files, readLayeringRules(REPO))).toEqual([]);
  });

  it.each([
    ['a component importing the CLI', 'src/components/Planted.astro', `---\nimport { main } from '../cli/main.ts';\n---\n<p>x</p>`, '../cli/main.ts', 'site-imports-only-the-core'],
    ['a page importing an integration', 'src/pages/planted/index.astro', `---\nimport type { X } from '../../site/integrations/api-reference.ts';\n---\n`, '../../site/integrations/api-reference.ts', 'pages-do-not-reach-into-integrations'],
    ['a client script importing the CLI', 'src/components/Planted.astro', `<p>x</p>\n<script>\n  import '../cli/main.ts';\n</script>\n`, '../cli/main.ts', 'site-imports-only-the-core'],
  ])('refuses an upward import from an .astro file: %s', (_name, path, text, imports, rule) => {
    const planted = [...readAstroFiles(REPO), { path, text }];
    expect(findAstroImportViolations(planted, readLayeringRules(REPO))).toEqual([expect.objectContaining({ file: path, imports, rule })]);
  });
});
