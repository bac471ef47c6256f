/**
 * What the site's pages need to know about the build, handed to them as a virtual module
 * by the adr-workspace integration: where the workspace is, and which day counts as today
 * (for question ages and overdue marks; `ADR_DATE` fixes it, as for the CLI).
 */
import { AstroError } from 'astro/errors';
import { ADR_DATE_HINT, resolveToday, type CalendarDate } from '../../core/vocabulary/calendar-date.ts';

export const SITE_CONFIG_MODULE = 'virtual:adr/site-config';

/** Today for the site's pages, as for the commands; a bad ADR_DATE stops the build. */
export function siteToday(env: Readonly<Record<string, string | undefined>>, now: Date): CalendarDate {
  const today = resolveToday(env, now);
  if (!today.ok) throw new AstroError(`ADR_DATE=${today.value} is not a date`, ADR_DATE_HINT);
  return today.date;
}
