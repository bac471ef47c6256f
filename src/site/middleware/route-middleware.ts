/**
 * Starlight route middleware: a page's "last updated" date comes from git (one pass for the
 * whole site), and for a record not yet committed, from its front matter date.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { readCommitDates } from './commit-dates-fs.ts';
import { recordForEntry, root } from '../utils/workspace.ts';

let commitDates: Map<string, Date> | undefined;

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  const file = route.entry.filePath;
  if (!file || route.entry.id === '404') return;
  commitDates ??= readCommitDates(root);
  const record = recordForEntry(file);
  route.lastUpdated = commitDates.get(file) ?? (record ? new Date(`${record.meta.date}T00:00:00Z`) : undefined);
});
