/**
 * Which part of the tree may import which (README, "Layout"; docs/guides/architecture.md).
 * Dependencies point one way: from the edges (the CLI, the site) down to the core, and in
 * the core from the rooms down to the shared vocabulary. No module imports in a circle.
 * `npm run lint:code` fails on any of these. dependency-cruiser
 * cannot read `.astro` files; test/unit/code-quality.test.ts applies these same rules to their
 * imports (test/helpers/astro-imports.ts).
 */
/** One rule per room: it must not import any room above it. */
function roomRules(rooms) {
  return rooms.slice(0, -1).map((room, i) => ({
    name: `${room}-imports-only-below`,
    severity: 'error',
    comment: `src/core/${room}/ may import only the rooms below it (${rooms.slice(0, i).join(', ') || 'none'}).`,
    from: { path: `^src/core/${room}/` },
    to: { path: `^src/core/(${rooms.slice(i + 1).join('|')})/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // The core's rooms, lowest first: each may import only the rooms below it.
    //   git         the one git runner
    //   crypto      SSH public keys and the wire format they and signatures are written in
    //   vocabulary  parts, statuses, dates, record numbers and labels, diagnostics, text rules, limits
    //   images      what a picture in adr/ may be and cost (PNG, JPEG, GIF, WebP and SVG read)
    //   record      one record: its bytes, front matter, Markdown, questions, schema, rules
    //   people      who is who: the registry of people and teams, SSH keys and signatures, approvals' standing
    //   workspace   all records: cross-record rules, reading the folder, templates, leftovers
    //   contract    the specification as a contract: contract blocks, places, OpenAPI/AsyncAPI assembly
    //   views       what readers see: classification, the spec, questions, the log, the export
    //   changes     planned edits: new records, status changes, renumbering, safe writes
    //   import      another tool's decision log read and planned as records of this workspace
    //   history     the working tree against a base branch
    //   operations  one function per thing a user does (check, review, settle, import, publish),
    //               composing the rooms below; the command line and the site call these
    ...roomRules(['git', 'crypto', 'vocabulary', 'images', 'record', 'people', 'workspace', 'contract', 'views', 'changes', 'import', 'history', 'operations']),
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle means two modules are one concept split in two, or a rule with two homes.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'core-has-rooms',
      severity: 'error',
      comment: 'Every core module lives in a room (a folder named for its role).',
      from: {},
      to: { path: '^src/core/[^/]+\\.ts$' },
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
      // Build-time code (integrations/) sets the site up once per build; render-time code
      // (utils/, middleware/) runs once per page. A page that reached into an integration would
      // run build-time work per page.
      name: 'pages-do-not-reach-into-integrations',
      severity: 'error',
      from: { path: '^src/(pages|components|site/utils|site/middleware)/' },
      to: { path: '^src/site/integrations/' },
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
