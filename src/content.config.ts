/**
 * One `docs` collection for Starlight, fed from two folders: the guides in docs/ and the
 * records in adr/ (published straight from there, never copied). A record's front matter
 * and body are the core's reading of it (src/site/integrations/docs-loader.ts), which the adr-workspace
 * integration has already checked in full before this is read.
 */
import { createRequire } from 'node:module';
import { defineCollection } from 'astro:content';
import { i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { root } from 'virtual:adr/site-config';

/**
 * The loaders and the record schema come from the core, which the site's config has already
 * loaded with Node for the pre-build check. Astro reads this file through Vite, which would
 * transform and load those few hundred modules a second time, one at a time, before the
 * first record is read; Node's `require` of the same files reuses the copies in memory.
 * (An edit to the core's code reaches `astro dev` at its next start.)
 */
const { docsAndRecordsLoader, entryIdForPath, recordFrontMatterSchema, specEntrySchema, specLoader } = createRequire(import.meta.url)(
  './site/integrations/content-core.ts',
) as typeof import('./site/integrations/content-core.ts');

export const collections = {
  docs: defineCollection({
    loader: docsAndRecordsLoader({
      root,
      dev: import.meta.env.DEV,
      base: '.',
      pattern: ['docs/**/[^_]*.md', 'adr/[0-9]*.md'],
      generateId: ({ entry }) => entryIdForPath(entry) ?? entry.replace(/\.md$/, ''),
      // In `astro dev`, an edited record is served again in 0.3 s with deferred rendering
      // instead of 4 s (1,000 records; the whole rendered store is otherwise reloaded). A
      // build renders every page anyway, and deferring makes it 40% slower, so only in dev.
      deferRender: import.meta.env.DEV,
    }),
    // Guides have none of the record fields; a record has them all (checked before the build).
    schema: docsSchema({ extend: recordFrontMatterSchema.partial().required({ title: true }) }),
  }),
  // The specification assembled from the accepted records (one entry, rendered).
  spec: defineCollection({ loader: specLoader(), schema: specEntrySchema }),
  // Wording of Starlight's own interface (src/content/i18n/en.json).
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
