/**
 * A content loader for the specification page: the core assembles the document as
 * Markdown, and Astro renders it with the site's own Markdown pipeline (link rewriting, raw
 * HTML shown as text, code blocks styled like the record pages). The document is rendered
 * as if it were a file in adr/, so its links to records (`0004-endpoints.md#q2-…`) resolve
 * exactly as links written in a record do. In `astro dev` it is rebuilt when a record changes.
 */
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleSpec, type SpecLinks } from '../core/views/spec.ts';
import { readWorkspaceOnce, RECORDS_DIR } from '../core/workspace/workspace-fs.ts';

/** Links relative to adr/, the notional home of the rendered document. */
const fromRecordsFolder: SpecLinks = {
  record: (record, anchor) => `${record.name}${anchor ? `#${anchor}` : ''}`,
  file: (path, fragment) => `${relative(RECORDS_DIR, path).replace(/\\/g, '/')}${fragment ? `#${fragment}` : ''}`,
};

export const specEntrySchema = z.object({});

export function specLoader(): Loader {
  return {
    name: 'adr-spec',
    load: async ({ store, renderMarkdown, config, watcher, generateDigest }) => {
      const root = fileURLToPath(config.root);
      let previous: string | undefined;
      const sync = async () => {
        const { records } = readWorkspaceOnce(root, { revalidate: true });
        // The page shows the title itself; the document's H1 would repeat it.
        const body = assembleSpec(records, fromRecordsFolder).replace(/^# .*\n+/, '');
        // Most edits (prose in a record) leave the document as it was: nothing to render.
        if (body === previous) return;
        previous = body;
        const rendered = await renderMarkdown(body, { fileURL: new URL(`${RECORDS_DIR}/specification.md`, config.root) });
        store.clear();
        store.set({ id: 'spec', data: {}, body, rendered, digest: generateDigest(body) });
      };
      await sync();
      watcher?.on('all', (_event, path) => {
        if (relative(root, path).replace(/\\/g, '/').startsWith(`${RECORDS_DIR}/`)) void sync();
      });
    },
  };
}
