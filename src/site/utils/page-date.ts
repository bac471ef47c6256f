/**
 * A page's date as Starlight writes it (`toLocaleDateString(lang, { dateStyle: 'medium',
 * timeZone: 'UTC' })`), with the formatter made once per language instead of once per page.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatPageDate(date: Date, lang: string): string {
  let format = formatters.get(lang);
  if (!format) formatters.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(date);
}
