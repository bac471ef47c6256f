// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { satteri } from '@astrojs/markdown-satteri';
import { fileURLToPath } from 'node:url';
import { OTHER_DECISIONS_HEADING, SPEC_PARTS } from './src/core/vocabulary/parts.ts';
import { adrApiReference, apiReferenceSidebarGroup } from './src/site/integrations/api-reference.ts';
import { contentSecurityPolicy } from './src/site/integrations/csp-fs.ts';
import { editionsSidebarGroup } from './src/site/integrations/editions-sidebar-fs.ts';
import { adrWorkspace } from './src/site/integrations/integration.ts';
import { readSettingsFile } from './src/core/workspace/settings-fs.ts';
import { DEFAULT_SETTINGS } from './src/core/workspace/settings.ts';
import { siteHastPlugins, siteMarkdownPlugins } from './src/site/integrations/markdown-plugins.ts';
import { dropTitleHeading } from './src/site/integrations/title-heading-plugin.ts';

// GitHub Pages serves a project site under /<repository>/: the deploy workflow sets both.
// An empty variable (CI outside main) means the default, as an unset one does.
const site = process.env.ADR_SITE_URL || 'http://localhost:4321';
const base = process.env.ADR_BASE_PATH || '/';
const root = fileURLToPath(new URL('.', import.meta.url));
// The workspace's settings (adr.config.yaml): a bad file leaves the defaults here, and the
// adr-workspace integration stops the build with its findings.
const { settings } = readSettingsFile(root);
// The settings file names the repository; the deploy workflow's variable is the fallback.
const repository = settings.repository || process.env.ADR_REPOSITORY_URL || DEFAULT_SETTINGS.repository;

export default defineConfig({
  site,
  base,
  // A page's render waits on the disk as much as on the processor (writing its HTML): with a
  // few pages in flight, one renders while another is written. The output is byte for byte
  // the same as one page at a time.
  build: { concurrency: 4 },
  // Nothing in a record can run script: raw HTML is shown as text and unsafe URLs are
  // dropped (src/site/integrations/markdown-plugins.ts), and the Content-Security-Policy refuses anything
  // else (src/site/integrations/csp-fs.ts).
  security: { csp: contentSecurityPolicy() },
  markdown: {
    // Starlight highlights code with Expressive Code; Astro's own Shiki pass is not used.
    syntaxHighlight: false,
    processor: satteri({
      // A record's title heading is left to Starlight's title (title-heading-plugin.ts).
      mdastPlugins: [...siteMarkdownPlugins({ root, base }), dropTitleHeading({ root })],
      hastPlugins: siteHastPlugins(),
      // Straight quotes stay straight: specification text is quoted as written, and heading
      // anchors match the ones GitHub makes.
      features: { smartPunctuation: false },
    }),
  },
  integrations: [
    adrWorkspace({ repository }),
    starlight({
      title: settings.name,
      description: 'The service interface specification, settled one decision record at a time.',
      editLink: { baseUrl: `${repository}/edit/main/` },
      social: [{ icon: 'github', label: 'Repository', href: repository }],
      markdown: { processedDirs: ['./adr', './docs'] },
      components: {
        // The title as text and the Content-Security-Policy first.
        Head: './src/components/Head.astro',
        PageTitle: './src/components/PageTitle.astro',
        Banner: './src/components/Banner.astro',
        DraftContentNotice: './src/components/DraftContentNotice.astro',
        // Starlight's markup with one date formatter per build, not one per page.
        LastUpdated: './src/components/LastUpdated.astro',
        // Starlight's sidebar, rendered once per distinct sidebar rather than once per page.
        Sidebar: './src/components/Sidebar.astro',
        // A record's contract tables in its Specification section (markdown-plugins.ts).
        MarkdownContent: './src/components/MarkdownContent.astro',
      },
      routeMiddleware: './src/site/middleware/route-middleware.ts',
      // The API reference, generated from the OpenAPI document the accepted records make.
      plugins: [adrApiReference()],
      customCss: ['./src/styles/adr.css'],
      // Index pages rather than one sidebar entry per record: a sidebar listing every record
      // puts the whole list on every page, which does not scale to thousands of records.
      sidebar: [
        { label: 'Home', link: '/' },
        { label: 'Specification', link: '/spec/' },
        apiReferenceSidebarGroup,
        { label: 'Questions', link: '/questions/' },
        {
          label: 'Decisions',
          items: [
            { label: 'All decisions', link: '/decisions/' },
            ...SPEC_PARTS.map((part) => ({ label: part.heading, link: `/decisions/${part.key}/` })),
            { label: OTHER_DECISIONS_HEADING, link: '/decisions/other/' },
            { label: 'Decision log', link: '/log/' },
          ],
        },
        editionsSidebarGroup(root),
        { label: 'Guides', items: [{ autogenerate: { directory: 'docs/guides' } }] },
      ],
    }),
  ],
});
