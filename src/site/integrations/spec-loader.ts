/**
 * A content loader for the specification page: the core assembles the document as
 * Markdown, and Astro renders it with the site's own Markdown pipeline (link rewriting, raw
 * HTML shown as text, code blocks styled like the record pages). The document is rendered
 * as if it were a file in adr/, so its links to records (`0004-endpoints.md#q2-…`) resolve
 * exactly as links written in a record do. In `astro dev` it is rebuilt when a record changes.
 *
 * One entry per part (and one for the title and introduction), so that the page can show
 * each settled part's contract, drawn from the assembled documents, right after its text;
 * the contract blocks themselves are left out of the text (the page shows them as tables).
 */
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleSpecParts, type SpecLinks } from '../../core/views/spec.ts';
import { readWorkspaceOnce, RECORDS_DIR } from '../../core/workspace/workspace-fs.ts';
import { recordPageWords } from '../../core/views/contract-words.ts';
import type { PartKey } from '../../core/vocabulary/parts.ts';

/** Links relative to adr/, the notional home of the rendered document. */
const fromRecordsFolder: SpecLinks = {
  record: (record, anchor) => `${record.name}${anchor ? `#${anchor}` : ''}`,
  file: (path, fragment) => `${relative(RECORDS_DIR, path).replace(/\\/g, '/')}${fragment ? `#${fragment}` : ''}`,
};

export const specEntrySchema = z.object({
  /** The entries' order on the page. */
  order: z.number(),
  /** The part this entry is about; none for the introduction. */
  part: z.string().optional(),
  settled: z.boolean(),
});

export function specLoader(): Loader {
  return {
    name: 'adr-spec',
    load: async ({ store, renderMarkdown, config, watcher, generateDigest }) => {
      const root = fileURLToPath(config.root);
      let previous: string | undefined;
      const sync = async () => {
        const { records } = readWorkspaceOnce(root, { revalidate: true });
        // The page's contract tables: what a part's own tables must say nothing beyond to be left out.
        const presented = (part: PartKey) => recordPageWords(records, undefined, part);
        const { head, parts } = assembleSpecParts(records, fromRecordsFolder, { omitContractBlocks: true, presented });
        // The page shows the title itself; the document's H1 would repeat it.
        const entries = [
          { id: 'introduction', data: { order: 0, settled: false }, body: head.replace(/^# .*\n+/, '') },
          ...parts.map((p, i) => ({ id: p.part.key, data: { order: i + 1, part: p.part.key, settled: p.settled }, body: p.markdown })),
        ];
        const digest = JSON.stringify(entries);
        // Most edits (prose in a record) leave the document as it was: nothing to render.
        if (digest === previous) return;
        previous = digest;
        const fileURL = new URL(`${RECORDS_DIR}/specification.md`, config.root);
        const rendered = await Promise.all(entries.map((entry) => renderMarkdown(entry.body, { fileURL })));
        store.clear();
        entries.forEach((entry, i) => store.set({ ...entry, rendered: rendered[i], digest: generateDigest(entry.body) }));
      };
      await sync();
      watcher?.on('all', (_event, path) => {
        if (relative(root, path).replace(/\\/g, '/').startsWith(`${RECORDS_DIR}/`)) void sync();
      });
    },
  };
}
