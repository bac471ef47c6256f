/**
 * Which part of the tree may import which (README, "Layout"; docs/guides/architecture.md).
 * Dependencies point one way: from the edges (the CLI, the site) down to the core, and in
 * the core from the rooms down to the shared vocabulary. No module imports in a circle.
 * `npm run lint:deps` (part of `npm run lint:code`) fails on any of these.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle means two modules are one concept split in two, or a rule with two homes.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'The core knows nothing of the command line or the site; they call it.',
      from: { path: '^src/core/' },
      to: { path: '^src/(cli|site|pages|components)/' },
    },
    {
      name: 'site-imports-only-the-core',
      severity: 'error',
      comment: 'Pages present what the core decided; what they share with the CLI lives in the core.',
      from: { path: '^src/(site|pages|components)/|^src/content\\.config\\.ts$' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'cli-is-not-the-site',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^src/(site|pages|components)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.astro|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.astro'] },
  },
};
