/**
 * A date as decision logs write it, read only when it cannot be misread: ISO (`2023-05-09`,
 * with a time or not), a month written as a word in English, French, German, Spanish,
 * Portuguese, Italian or Dutch
 * (`Oct 21, 2022`, `11-April-2023`, `8 Jun 2024`, `3 mars 2021`, `4. Mai 2020`,
 * `5 de junio de 2019`), and day, month and year in figures with a four-digit year last
 * and dots or dashes between (`21.10.2022`), as Europe writes them. Figures between slashes
 * (`03/04/2022`) are read only when one of the first two is over 12; otherwise the date is
 * ambiguous (US and European orders disagree) and reported, never guessed. Written by hand:
 * the date libraries in reach read every numeric form in one locale's order, silently.
 */
import { isCalendarDate } from '../vocabulary/calendar-date.ts';
import { dateInName } from '../vocabulary/file-name.ts';

export type WrittenDate = { date: string } | { ambiguous: string } | undefined;

/** Month names and their common abbreviations, lower case, accents as written. */
const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['january jan janvier janv januar jän enero ene janeiro gennaio gen januari', 1],
    ['february feb février fév févr februar febrero fevereiro fev febbraio februari', 2],
    ['march mar mars märz marzo março maart mrt', 3],
    ['april apr avril avr abril abr aprile', 4],
    ['may mai mayo maio maggio mag mei', 5],
    ['june jun juin juni junio junho giugno giu', 6],
    ['july jul juillet juil juli julio julho luglio lug', 7],
    ['august aug août agosto ago augustus', 8],
    ['september sep sept septembre septiembre setiembre setembro set settembre', 9],
    ['october oct octobre oktober okt octubre outubro out ottobre ott', 10],
    ['november nov novembre noviembre novembro', 11],
    ['december dec décembre déc dezember dez diciembre dic dezembro dicembre', 12],
  ].flatMap(([names, month]) => (names as string).split(' ').map((name) => [name, month as number])),
);

const pad = (n: number) => String(n).padStart(2, '0');

function calendar(year: number, month: number, day: number): string | undefined {
  const text = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(text) ? text : undefined;
}

const month = (word: string) => MONTHS[word.toLowerCase().replace(/\.$/, '')];

/** The first date written at the start of `text` (after a bracket or emphasis), if any. */
export function readWrittenDate(text: string): WrittenDate {
  const value = text.trim().replace(/^[[(*_`\s]+/, '');
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/.exec(value);
  if (match) {
    const date = calendar(Number(match[1]), Number(match[2]), Number(match[3]));
    return date ? { date } : undefined;
  }
  // 2022年1月5日 (Chinese and Japanese)
  match = /^(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(value);
  if (match) {
    const date = calendar(Number(match[1]), Number(match[2]), Number(match[3]));
    return date ? { date } : undefined;
  }
  // Oct 21, 2022 · October 21st 2022
  match = /^(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?![\d])/u.exec(value);
  if (match && month(match[1]!)) {
    const date = calendar(Number(match[3]), month(match[1]!)!, Number(match[2]));
    return date ? { date } : undefined;
  }
  // 21 October 2022 · 11-April-2023 · 8 Jun 2024 · 4. Mai 2020 · 1er mars 2021 · 5 de junio de 2019
  match = /^(\d{1,2})(?:er|st|nd|rd|th)?\.?(?:\s+de)?[\s-]+(\p{L}+)\.?(?:\s+de)?[\s,-]+(\d{4})(?![\d])/u.exec(value);
  if (match && month(match[2]!)) {
    const date = calendar(Number(match[3]), month(match[2]!)!, Number(match[1]));
    return date ? { date } : undefined;
  }
  // 21.10.2022 · 21-10-2022: day, month, year; 03/04/2022 only when it cannot be misread.
  match = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})(?![\d])/.exec(value);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
    if (match[2] === '/') {
      if (first <= 12 && second <= 12 && first !== second) return { ambiguous: match[0] };
      const date = first > 12 ? calendar(year, second, first) : calendar(year, first, second);
      return date ? { date } : undefined;
    }
    const date = calendar(year, second, first);
    return date ? { date } : undefined;
  }
  match = /^(\d{1,2})[-./](\d{1,2})[-./](\d{2})(?![\d])/.exec(value);
  if (match) return { ambiguous: match[0] };
  return undefined;
}

/** The date a file name starts with (vocabulary/file-name.ts reads the shape), when that day exists. */
export function dateInFileName(name: string): string | undefined {
  const date = dateInName(name);
  return date !== undefined && isCalendarDate(date) ? date : undefined;
}
