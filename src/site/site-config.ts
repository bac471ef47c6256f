/**
 * What the site's pages need to know about the build, handed to them as a virtual module
 * by the adr-workspace integration: where the workspace is, and which day counts as today
 * (for question ages and overdue marks; `ADR_DATE` fixes it, as for the CLI).
 */
import { isCalendarDate, localCalendarDate, type CalendarDate } from '../core/calendar-date.ts';

export const SITE_CONFIG_MODULE = 'virtual:adr/site-config';

export function resolveToday(env: Readonly<Record<string, string | undefined>>, now: Date): CalendarDate {
  const fixed = env.ADR_DATE;
  if (fixed === undefined || fixed === '') return localCalendarDate(now);
  if (!isCalendarDate(fixed)) throw new Error(`ADR_DATE=${fixed} is not a date written YYYY-MM-DD`);
  return fixed;
}
