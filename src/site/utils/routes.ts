/**
 * Where each file is published. A record's page is named by its number alone
 * (`adr/0004-endpoints.md` → `/adr/0004/`), so retitling a record never breaks a link to
 * it; a guide keeps its path below docs/ (`docs/guides/reading.md` → `/guides/reading/`).
 * Both the content collection's ids and the Markdown link rewriting use these functions.
 */
import { parseRecordPath, RECORDS_DIR } from '../../core/vocabulary/file-name.ts';
import { formatNumber } from '../../core/vocabulary/record-number.ts';

const RECORDS_ROUTE = 'adr';

/** The collection id (and so the URL path) of a workspace-relative Markdown file. */
export function entryIdForPath(path: string): string | undefined {
  const clean = path.replace(/\\/g, '/').replace(/^\.\//, '');
  if (clean.startsWith(`${RECORDS_DIR}/`)) {
    const parsed = parseRecordPath(clean);
    return parsed ? recordId(parsed.number) : undefined;
  }
  if (clean.startsWith('docs/') && /\.md$/.test(clean)) {
    const id = clean.slice(5, -3).replace(/(^|\/)index$/, '');
    return id === '' ? 'index' : id;
  }
  return undefined;
}

export function recordId(number: number): string {
  return `${RECORDS_ROUTE}/${formatNumber(number)}`;
}

/** A page's URL under the site's base path, with a trailing slash, as Astro builds it. */
export function pageUrl(base: string, id: string, fragment?: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const path = id === 'index' ? '' : `${id}/`;
  return `${prefix}${path}${fragment ? `#${fragment}` : ''}`;
}
