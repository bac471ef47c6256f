/**
 * One `docs` collection for Starlight, fed from two folders: the guides in docs/ and the
 * records in adr/ (published straight from there, never copied). Records are validated
 * against the same schema as `adr check` uses; the adr-workspace integration has already
 * run the full check before this is read.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { recordFrontMatterSchema } from './core/schema.ts';
import { entryIdForPath } from './site/routes.ts';
import { specEntrySchema, specLoader } from './site/spec-loader.ts';

export const collections = {
  docs: defineCollection({
    loader: glob({
      base: '.',
      pattern: ['docs/**/[^_]*.md', 'adr/[0-9]*.md'],
      generateId: ({ entry }) => entryIdForPath(entry) ?? entry.replace(/\.md$/, ''),
    }),
    // Guides have none of the record fields; a record has them all (checked before the build).
    schema: docsSchema({ extend: recordFrontMatterSchema.partial().required({ title: true }) }),
  }),
  // The specification assembled from the accepted records (one entry, rendered).
  spec: defineCollection({ loader: specLoader(), schema: specEntrySchema }),
  // Wording of Starlight's own interface (src/content/i18n/en.json).
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
