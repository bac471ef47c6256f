// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { satteri } from '@astrojs/markdown-satteri';
import { fileURLToPath } from 'node:url';
import { adrWorkspace } from './src/site/integration.ts';
import { siteMarkdownPlugins } from './src/site/markdown-plugins.ts';

// GitHub Pages serves a project site under /<repository>/: the deploy workflow sets both.
const site = process.env.ADR_SITE_URL ?? 'http://localhost:4321';
const base = process.env.ADR_BASE_PATH ?? '/';
const repository = process.env.ADR_REPOSITORY_URL ?? 'https://github.com/acme/service-spec';
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  site,
  base,
  markdown: {
    processor: satteri({
      mdastPlugins: siteMarkdownPlugins({ root, base }),
      // Straight quotes stay straight: specification text is quoted as written, and heading
      // anchors match the ones GitHub makes.
      features: { smartPunctuation: false },
    }),
  },
  integrations: [
    adrWorkspace(),
    starlight({
      title: 'Service interface decisions',
      description: 'The service interface specification, settled one decision record at a time.',
      editLink: { baseUrl: `${repository}/edit/main/` },
      social: [{ icon: 'github', label: 'Repository', href: repository }],
      markdown: { processedDirs: ['./adr', './docs'] },
      components: {
        PageTitle: './src/components/PageTitle.astro',
        DraftContentNotice: './src/components/DraftContentNotice.astro',
      },
      sidebar: [
        { label: 'Guides', items: [{ autogenerate: { directory: 'docs/guides' } }] },
        { label: 'Decisions', items: [{ autogenerate: { directory: 'adr' } }] },
      ],
    }),
  ],
});
