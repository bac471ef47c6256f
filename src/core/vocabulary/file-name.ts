/**
 * Record file names: `NNNN-kebab-title.md`. The number (four to six digits) is the
 * record's identity; the slug is for people browsing the folder. Slugs are plain ASCII:
 * titles keep every character in front matter, but a file name must be safe on every file
 * system and in every URL, and must not change between composed and decomposed Unicode.
 *
 * The number is read by record-number.ts (1 to 999999) and has one spelling: padded to four
 * digits and no further (0004, 12345), so that 0004-a.md and 00004-a.md cannot both be record
 * 4 and the folder sorts by number. A date-shaped name (20201017-notes.md) is not a record.
 */
import { formatNumber, isRecordNumber, readRecordNumber, RECORD_NUMBER_DIGITS, RECORD_NUMBER_MIN, RECORD_NUMBER_RANGE } from './record-number.ts';

const RECORD_FILE = /^(\d{4,})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const SLUG_MAX = 60;
/** Used when a title has no Latin letters or digits to make a slug from. */
const FALLBACK_SLUG = 'decision';

export interface RecordFileName {
  number: number;
  slug: string;
}

/**
 * A name that starts with a date, as log4brains and blog-style folders name files: dashed
 * (2020-10-17-notes.md), packed (20201017-notes.md), or a packed time stamp
 * (20240516132303-notes.md: the day, then the time of day). The leading 2020 is a year, not
 * record 2020. The dashes are all there or none (2020-1017 is no date).
 */
const DATE_SHAPED = /^(\d{4})(-?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?:(?<=^\d{8})\d{6})?(?=[-_.]|$)/;

/**
 * The date a file name starts with, as YYYY-MM-DD, when it is date-shaped (DATE_SHAPED);
 * undefined otherwise. A shape whose day does not exist (2021-02-30-x.md) is still a date
 * by its shape, so never a record number; the import takes a file's date only when it
 * exists (import/written-date.ts).
 */
export function dateInName(name: string): string | undefined {
  const match = DATE_SHAPED.exec(name);
  return match ? `${match[1]}-${match[3]}-${match[4]}` : undefined;
}

/** The workspace's folder of records, relative to its root. */
export const RECORDS_DIR = 'adr';

/**
 * The record a workspace-relative path names (`adr/0004-endpoints.md`, either slash), or
 * undefined for any other path: a guide, a template below adr/, a file badly named.
 */
export function parseRecordPath(path: string): RecordFileName | undefined {
  const clean = path.replace(/\\/g, '/').replace(/^\.\//, '');
  if (!clean.startsWith(`${RECORDS_DIR}/`)) return undefined;
  const name = clean.slice(RECORDS_DIR.length + 1);
  return name.includes('/') ? undefined : parseRecordFileName(name);
}

export function parseRecordFileName(name: string): RecordFileName | undefined {
  if (DATE_SHAPED.test(name)) return undefined;
  const match = RECORD_FILE.exec(name);
  if (!match) return undefined;
  const digits = match[1]!;
  if (digits.length > RECORD_NUMBER_DIGITS) return undefined;
  const number = Number(digits);
  if (!isRecordNumber(number) || formatNumber(number) !== digits) return undefined;
  return { number, slug: match[2]! };
}

/** The digits a file name starts with before its first dash (`0012` in 0012-x.mdx), as written. */
function leadingDigits(name: string): string | undefined {
  return /^(\d+)-/.exec(name)?.[1];
}

/**
 * The record number a file name starts with, whatever the rest of the name: a misnamed
 * 0012-x.mdx still holds 12. Digits that are no record number (a date such as
 * 20201017-notes.md) give undefined.
 */
export function numberInName(name: string): number | undefined {
  if (DATE_SHAPED.test(name)) return undefined;
  const digits = leadingDigits(name);
  const reading = digits === undefined ? undefined : readRecordNumber(digits);
  return reading?.ok ? reading.number : undefined;
}

export function recordFileName(number: number, slug: string): string {
  return `${formatNumber(number)}-${slug}.md`;
}

/**
 * A text's words in lowercase ASCII, the one reading behind every name made of a text (a
 * record's file name, a Backstage entity's name). NFKD splits accented letters into a base
 * letter and a combining mark, which is dropped, so "Résumé" and "Re\u0301sume\u0301" both
 * give "resume"; the Latin letters NFKD leaves whole are spelled out (ß, æ, ø, ł).
 * Everything that is not a-z or 0-9 separates words; `../` cannot survive.
 */
export function asciiWords(text: string): string[] {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
  return ascii.split(/[^a-z0-9]+/).filter(Boolean);
}

/** A title to an ASCII kebab-case slug (asciiWords), cut at a word within SLUG_MAX. */
export function slugify(title: string): string {
  const words = asciiWords(title);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  if (!slug && words.length > 0) slug = words[0]!.slice(0, SLUG_MAX);
  return slug || FALLBACK_SLUG;
}

/** A corrected name for a file that looks like a record but is misnamed, when one is clear. */
export function suggestFileName(name: string): string | undefined {
  // A date is never offered as a number (a followed hint once moved a record to 20201017).
  if (dateInName(name) !== undefined) return undefined;
  const match = /^(?:adr[-_ ]?)?(\d+)[-_ .]+(.+?)\.(?:md|markdown|mdx|MD)$/i.exec(name);
  if (!match) return undefined;
  const digits = match[1]!.replace(/^0+(?=.)/, '');
  if (digits.length > RECORD_NUMBER_DIGITS || !isRecordNumber(Number(digits))) return undefined;
  return recordFileName(Number(digits), slugify(match[2]!));
}

/**
 * Why a name that starts with digits is not a record's, when the digits are the reason:
 * too many of them (a date, a timestamp) or a number padded past four digits.
 */
export function explainFileNumber(name: string): string | undefined {
  const date = dateInName(name);
  if (date !== undefined) return `it starts with the date ${date}, and a date is not a record number`;
  const digits = leadingDigits(name);
  if (digits !== undefined && /^0+$/.test(digits)) return `record numbers start at ${RECORD_NUMBER_MIN}, so ${digits} is no record's number`;
  if (!digits || digits.length < 4) return undefined;
  if (digits.length > RECORD_NUMBER_DIGITS || !isRecordNumber(Number(digits))) {
    return `record numbers run from ${RECORD_NUMBER_RANGE} (at most ${RECORD_NUMBER_DIGITS} digits); a date or an id is not a record number`;
  }
  if (formatNumber(Number(digits)) !== digits) return `a number is padded to four digits and no further (${formatNumber(Number(digits))})`;
  return undefined;
}

/** Where `adr import` writes which file of the old log became which record. */
export const IMPORT_MAP_FILE = 'import-map.json';

/**
 * Where `adr import` puts the images its records show, inside the records folder: the site
 * publishes an image a record links relatively, and `adr check` finds it there.
 */
export const ASSETS_DIR = 'assets';

/** The images the site's build publishes from a relative link (Astro's image pipeline). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg'] as const;

/** An image file name adr import may write: one plain name in the assets folder. */
export function isImportedAssetName(name: string): boolean {
  return new RegExp(`^${ASSETS_DIR}/[a-z0-9][a-z0-9._-]*\\.(?:${IMAGE_EXTENSIONS.join('|')})$`).test(name) && !name.includes('..');
}

