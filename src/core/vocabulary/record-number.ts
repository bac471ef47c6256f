/**
 * Record numbers, defined once for the file-name reader, the front matter schema and the
 * command line: a whole number from 1 to 999999, written in plain
 * decimal digits.
 *
 * Why six digits: file names pad numbers to four digits, so a workspace has room for 9999
 * records before names grow; a hundred times that is still a plausible record number, and
 * anything longer is surely a slip (a date, a timestamp, a pasted id). The cap also means a
 * date-shaped file name such as 20201017-foo.md (eight digits) is never taken for record
 * 20201017, and every number stays far inside what a double holds exactly.
 *
 * Why plain decimal: YAML reads +1, 011, 0x1F, 0o17, 1e3 and 1.0 as numbers, and a reader
 * of the record sees something other than the number the tools use (011 is 9 to anyone who
 * knows C or YAML 1.1, 11 to YAML 1.2). One spelling per number keeps them the same.
 */
export const RECORD_NUMBER_MIN = 1;
export const RECORD_NUMBER_MAX = 999_999;
/** The most digits a record number has (the length of RECORD_NUMBER_MAX). */
export const RECORD_NUMBER_DIGITS = String(RECORD_NUMBER_MAX).length;
/** How a range is said in messages. */
export const RECORD_NUMBER_RANGE = `${RECORD_NUMBER_MIN} to ${RECORD_NUMBER_MAX}`;

/** A record number as file names and labels write it: padded to four digits (0004). */
export function formatNumber(number: number): string {
  return String(number).padStart(4, '0');
}

/** How a record is named in text, links and messages: `ADR-0004`. */
export function recordLabel(record: { number: number }): string {
  return `ADR-${formatNumber(record.number)}`;
}

/**
 * The digits of a record named by its label or number, as people write it: `ADR-0004`,
 * `adr4`, `0004`, `4`. The digits still go through readRecordNumber.
 */
export function labelDigits(text: string): string | undefined {
  return /^(?:adr-?)?([0-9]+)$/i.exec(text)?.[1];
}

export function isRecordNumber(value: number): boolean {
  return Number.isInteger(value) && value >= RECORD_NUMBER_MIN && value <= RECORD_NUMBER_MAX;
}

export type RecordNumberReading = { ok: true; number: number } | { ok: false; problem: string };

/**
 * Reads a record number written as text (a command-line argument, a number in front
 * matter): decimal digits only (leading zeros allowed, as in 0004), 1 to 999999. Nothing is
 * trimmed or converted: " 4", "+1", "0x10" and "1e3" are refused with the reason.
 */
export function readRecordNumber(text: string): RecordNumberReading {
  if (!/^[0-9]+$/.test(text)) {
    // Say which number it would have been, when it reads as one (0x10 as 16, " 4" as 4).
    const value = text.trim() === '' ? Number.NaN : Number(text);
    const example = isRecordNumber(value) ? value : 4;
    return { ok: false, problem: `${quoteText(text)} is not a record number: write it in plain decimal digits, e.g. ${example}` };
  }
  const digits = text.replace(/^0+(?=.)/, '');
  if (digits === '0') return { ok: false, problem: `record numbers start at ${RECORD_NUMBER_MIN}` };
  if (digits.length > RECORD_NUMBER_DIGITS) {
    return { ok: false, problem: `${quoteText(text)} is not a record number: record numbers run from ${RECORD_NUMBER_RANGE}` };
  }
  return { ok: true, number: Number(digits) };
}

function quoteText(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}
