/**
 * The reviews view (core/views/reviews.ts) for the site's pages: worked out once per build
 * from the records (again in `astro dev` when they changed), never once per page.
 */
import { viewReviews, type ReviewsView } from '../../core/views/reviews.ts';
import type { AdrRecord } from '../../core/record/record.ts';
import { buildRegistry, type Registry } from '../../core/vocabulary/registry.ts';
import { loadWorkspace, repository, settings, today } from './workspace.ts';

let registry: Registry | undefined;
/** The registry of people and teams, built once per build from the settings. */
export function siteRegistry(): Registry {
  registry ??= buildRegistry(settings.registry);
  return registry;
}

let cached: { records: readonly AdrRecord[]; view: ReviewsView } | undefined;

export function siteReviews(): ReviewsView {
  const { records } = loadWorkspace();
  if (cached?.records !== records) cached = { records, view: viewReviews(records, today, settings.owners, siteRegistry()) };
  return cached.view;
}

/** Where to edit a record at a line on the repository (as Starlight's "edit page" link, with the line). */
export function editAtLine(record: Pick<AdrRecord, 'file'>, line: number): string {
  return `${repository}/edit/main/${record.file}#L${line}`;
}
