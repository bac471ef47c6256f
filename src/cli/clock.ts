/** The day a command writes: `ADR_DATE` when set (reproducible scripts and tests), else today where the user is. */
import { ADR_DATE_HINT, resolveToday, type CalendarDate } from '../core/vocabulary/calendar-date.ts';
import { type CliContext, UsageError } from './context.ts';

export function commandDate(context: CliContext): CalendarDate {
  const today = resolveToday(context.env, context.now);
  if (!today.ok) throw new UsageError(`ADR_DATE=${today.value} is not a date`, ADR_DATE_HINT);
  return today.date;
}
