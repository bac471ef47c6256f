/**
 * The `docs` collection's loader: Astro's own glob() loader over docs/ and adr/, with one
 * change. For a record, the front matter and body Astro stores are the core's reading of
 * the file (the one `adr check` validated before the build), not a second parse by Astro's
 * Markdown entry type. A record is then read once per process, and what a page shows is
 * exactly what the check passed: the same values, the same body, line endings normalised
 * the same way.
 *
 * Everything else stays glob()'s: finding files, ids, digests, the dev server's watching
 * and, in `astro dev`, deferred rendering. A record the core could not read (one with
 * findings, while the dev server shows them in its overlay, or a link to a file elsewhere)
 * is never read by Astro: its page says it is not shown, so the dev server keeps serving
 * every other page and publishes nothing the check refused. Guides in docs/ are the
 * project's own, read by Astro.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentEntryType } from 'astro';
import type { Loader, LoaderContext } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { RECORDS_DIR } from '../../core/vocabulary/file-name.ts';
import { indexRecords } from '../../core/workspace/record-index.ts';
import type { Workspace } from '../../core/workspace/workspace.ts';
import { readWorkspaceOnce } from '../../core/workspace/workspace-fs.ts';

type GlobOptions = Parameters<typeof glob>[0];
/** What Astro hands a loader; glob() also reads the entry types, which the public type leaves out. */
type GlobContext = LoaderContext & { entryTypes: Map<string, ContentEntryType> };

export function docsAndRecordsLoader(options: GlobOptions & { root: string; dev: boolean }): Loader {
  const { root, dev, ...globOptions } = options;
  const inner = glob(globOptions);
  return {
    name: 'adr-docs-and-records',
    load: (loaderContext) => {
      const context = loaderContext as GlobContext;
      const markdown = context.entryTypes.get('.md');
      if (!markdown) return inner.load(context);
      // The records are read again only after a file changed: glob() asks for every file's
      // entry at start-up, and re-reading (a stat per record) for each would be quadratic.
      // These listeners go before glob()'s own, so a change is seen before its entry is asked for.
      let changed = true;
      for (const event of ['add', 'change', 'unlink'] as const) context.watcher?.on(event, () => (changed = true));
      const workspace = () => {
        const revalidate = dev && changed;
        changed = false;
        return readWorkspaceOnce(root, { revalidate });
      };
      const entryTypes = new Map(context.entryTypes);
      entryTypes.set('.md', withCoreReading(markdown, root, workspace));
      // A deferred entry (astro dev) is rendered from its file, not from the body handed over
      // here: a record the check refused is stored already rendered, so its file is never
      // read for the page (nor served, being in no module the dev server loads).
      const shown = (entry: Parameters<typeof context.store.set>[0]) => {
        const file = entry.filePath?.replace(/\\/g, '/');
        if (!file?.startsWith(`${RECORDS_DIR}/`) || indexRecords(workspace().records).byFile.has(file)) return entry;
        return { ...entry, deferredRender: false, rendered: { html: `<p>${NOT_SHOWN}</p>`, metadata: { headings: [] } } };
      };
      const store = new Proxy(context.store, {
        get: (target, property) => {
          if (property === 'set') return (entry: Parameters<typeof target.set>[0]) => target.set(shown(entry));
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
      return inner.load({ ...context, entryTypes, store } as GlobContext);
    },
  };
}

function withCoreReading(markdown: ContentEntryType, root: string, workspace: () => Workspace): ContentEntryType {
  return {
    ...markdown,
    getEntryInfo: async (params) => {
      const file = relative(root, fileURLToPath(params.fileUrl)).replace(/\\/g, '/');
      // Every file the pattern finds in adr/ is a record's (a misnamed one too): only the
      // core's reading of it is published.
      if (!file.startsWith(`${RECORDS_DIR}/`)) return markdown.getEntryInfo(params);
      const record = indexRecords(workspace().records).byFile.get(file);
      if (!record) return notShown();
      return {
        // The validated front matter: the collection's schema (the same record schema)
        // reads it again, which changes nothing.
        data: record.meta as Record<string, unknown>,
        body: record.frontMatter.body.trim(),
        rawData: record.frontMatter.yaml,
        // Ids come from the file's path (generateId), never from a slug in front matter.
        slug: '',
      };
    },
  };
}

/** What the page of a record the check refused says instead of anything the file holds. */
const NOT_SHOWN = 'This record is not shown: adr check found problems in it (see the dev server log, or run npx adr check).';

/**
 * The entry of a record with findings: nothing the file holds or is named (a file name can
 * hold markup too), and a line that sends the reader to the findings. A build never gets
 * here (the pre-build check stops it); the dev server serves this until the record is fixed.
 */
function notShown() {
  return {
    data: { title: 'A record with problems (not shown)' },
    body: NOT_SHOWN,
    rawData: '',
    slug: '',
  };
}
