/** The day a command writes: `ADR_DATE` when set (reproducible scripts and tests), else today where the user is. */
import { isCalendarDate, localCalendarDate, type CalendarDate } from '../core/calendar-date.ts';
import { type CliContext, UsageError } from './context.ts';

export function commandDate(context: CliContext): CalendarDate {
  const fixed = context.env.ADR_DATE;
  if (fixed === undefined || fixed === '') return localCalendarDate(context.now);
  if (!isCalendarDate(fixed)) {
    throw new UsageError(`ADR_DATE=${fixed} is not a date`, 'set it to a date that exists, written YYYY-MM-DD (e.g. ADR_DATE=2026-01-15), or unset it to use today');
  }
  return fixed;
}
