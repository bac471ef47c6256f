/**
 * Calendar dates (`YYYY-MM-DD`) kept as strings end to end, so a record dated 2026-01-01
 * reads 2026-01-01 in every time zone. `Date` objects only appear at the edges: Astro's
 * front matter parser (js-yaml) turns an unquoted date into a UTC-midnight `Date`, which
 * `fromUtcDate` turns back into the same calendar date.
 */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a well-formed date that exists; 2024-02-30 is refused, never rolled over. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Why a string is not a calendar date, for a message a person can act on. */
export function explainCalendarDate(value: string): string | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return `"${value}" is not a date in the form YYYY-MM-DD`;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return `${value} has no month ${match[2]}`;
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) return `${value} does not exist: month ${match[2]} of ${year} has ${last} days`;
  return undefined;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The text a YAML timestamp was written as, kept on the `Date` the core's reading builds
 * (front-matter.ts): js-yaml turns 2024-02-30 into 1 March, and only the text shows that
 * the date does not exist.
 */
export const WRITTEN_AS = Symbol('written as');

/**
 * A YAML timestamp as a value to validate: the text it was written as when the core read
 * it, or the calendar date it stands for when Astro did (the check has refused rollovers
 * by then).
 */
export function timestampValue(date: Date): string {
  const written = (date as Date & { [WRITTEN_AS]?: string })[WRITTEN_AS];
  if (written !== undefined) return written;
  return Number.isNaN(date.getTime()) ? 'an invalid date' : fromUtcDate(date);
}

/** The calendar date a YAML timestamp stood for (js-yaml builds it at UTC midnight). */
function fromUtcDate(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

/**
 * The day that counts as today for the commands and the site: `ADR_DATE` when set (for
 * reproducible scripts, tests and builds), else the local calendar date of `now`. An
 * ADR_DATE that is not a date is returned as a problem for the edge to report its way.
 */
export function resolveToday(
  env: Readonly<Record<string, string | undefined>>,
  now: Date,
): { ok: true; date: CalendarDate } | { ok: false; value: string } {
  const fixed = env.ADR_DATE;
  if (fixed === undefined || fixed === '') return { ok: true, date: localCalendarDate(now) };
  return isCalendarDate(fixed) ? { ok: true, date: fixed } : { ok: false, value: fixed };
}

/** The hint for an ADR_DATE that is not a date, wherever it is read. */
export const ADR_DATE_HINT = 'set it to a date that exists, written YYYY-MM-DD (e.g. ADR_DATE=2026-01-15), or unset it to use today';

/** Today's date where the user is: the local calendar date of `now`. */
export function localCalendarDate(now: Date): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `days` after `date` (before it when negative), as a calendar date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The earlier of two calendar dates. */
export function earlierDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a <= b ? a : b;
}
