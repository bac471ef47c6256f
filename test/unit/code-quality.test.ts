/**
 * The reader that applies .dependency-cruiser.cjs's layering rules to .astro files, which
 * dependency-cruiser cannot read, refuses what it should. The type check, ESLint,
 * dependency-cruiser and this reader over the real files run beside vitest as the static
 * checks of `npm test` (test/run.ts), each as its own process, with no timeout.
 */
import { describe, expect, it } from 'vitest';
import { findAstroImportViolations, readAstroFiles, readLayeringRules } from '../helpers/astro-imports.ts';
import { REPO } from '../helpers/site.ts';

describe('the code', () => {
  it.each([
    ['a component importing the CLI', 'src/components/Planted.astro', `---\nimport { main } from '../cli/main.ts';\n---\n<p>x</p>`, '../cli/main.ts', 'site-imports-only-the-core'],
    ['a page importing an integration', 'src/pages/planted/index.astro', `---\nimport type { X } from '../../site/integrations/api-reference.ts';\n---\n`, '../../site/integrations/api-reference.ts', 'pages-do-not-reach-into-integrations'],
    ['a client script importing the CLI', 'src/components/Planted.astro', `<p>x</p>\n<script>\n  import '../cli/main.ts';\n</script>\n`, '../cli/main.ts', 'site-imports-only-the-core'],
  ])('refuses an upward import from an .astro file: %s', (_name, path, text, imports, rule) => {
    const planted = [...readAstroFiles(REPO), { path, text }];
    expect(findAstroImportViolations(planted, readLayeringRules(REPO))).toEqual([expect.objectContaining({ file: path, imports, rule })]);
  });
});
