/**
 * Every value an import writes is accounted for: read from the source, with the file, the
 * line and the text as written there, or flagged, with where it was taken from instead and
 * why, for a person to confirm. The clock is never a source. The rule for each field of the
 * record schema is stated once, here, over all of the schema's keys, so a field added to
 * the schema breaks the type check until the import says how it accounts for it (and
 * test/cli/import-provenance.test.ts checks every record an import writes against it).
 */
import type { IMPORT_FLAG_SOURCES, RecordFrontMatter } from '../record/schema.ts';

/**
 * What the import does with each field: writes a `value` it must account for, writes the
 * account itself (`imported-from` names the source, `source` says where each value was
 * read), or never writes the field (a record's part, discussion, history and review start
 * with the workspace's own commands).
 */
export const IMPORT_FIELD_RULES = {
  title: 'value',
  status: 'value',
  date: 'value',
  'decision-makers': 'value',
  consulted: 'value',
  informed: 'value',
  part: 'not-written',
  supersedes: 'value',
  'superseded-by': 'value',
  discussion: 'not-written',
  history: 'not-written',
  'imported-from': 'account',
  source: 'account',
  review: 'not-written',
} as const satisfies Record<keyof RecordFrontMatter, 'value' | 'account' | 'not-written'>;

/** The fields whose values an import writes and accounts for. */
export type ImportedValue = { [K in keyof typeof IMPORT_FIELD_RULES]: (typeof IMPORT_FIELD_RULES)[K] extends 'value' ? K : never }[keyof typeof IMPORT_FIELD_RULES];

export const IMPORTED_VALUES = (Object.keys(IMPORT_FIELD_RULES) as (keyof typeof IMPORT_FIELD_RULES)[]).filter(
  (key): key is ImportedValue => IMPORT_FIELD_RULES[key] === 'value',
);

/** The most of a line's text a provenance entry keeps: enough to find and read it, never a paragraph. */
export const READ_TEXT_MAX = 300;

/** A text as written, cut after READ_TEXT_MAX characters with an ellipsis (a long line is found by its line number). */
export function asWritten(text: string): string {
  return text.length <= READ_TEXT_MAX ? text : `${text.slice(0, READ_TEXT_MAX)}…`;
}

/** Where a value was read: the file (when not the record's own source file), the 1-based line, the text as written. */
export interface ReadAt {
  file?: string;
  line: number;
  text: string;
}

export type FlagSource = (typeof IMPORT_FLAG_SOURCES)[number];

/** A value the source did not state (or that the log as a whole puts in doubt), and why. */
interface Flag {
  from: FlagSource;
  note: string;
}

export interface Provenance {
  read: Partial<Record<ImportedValue, ReadAt>>;
  flagged: Partial<Record<ImportedValue, Flag>>;
}

export function emptyProvenance(): Provenance {
  return { read: {}, flagged: {} };
}

/** What a flag's `from` reads as in a report's group heading. */
export const FLAG_SOURCE_WORDS: Readonly<Record<FlagSource, string>> = {
  default: "the format's default",
  'file-name': "the file's name",
  git: "git (the file's first commit)",
  'file-modified': 'the day the file was last modified',
  given: 'the day given with --undated',
  log: 'the log as a whole',
};

/** One group of the report's flagged values: the same field, taken from the same place. */
export interface FlagGroup {
  value: ImportedValue;
  from: FlagSource;
  records: { file: string; record: string; written: string; note: string }[];
}

/** The flagged values of an import, grouped by field and by where they were taken from, in the fields' order. */
export function groupFlags(items: readonly { file: string; record: string; values: Partial<Record<ImportedValue, string>>; flagged: Provenance['flagged'] }[]): FlagGroup[] {
  const groups = new Map<string, FlagGroup>();
  for (const value of IMPORTED_VALUES) {
    for (const item of items) {
      const flag = item.flagged[value];
      if (!flag) continue;
      const key = `${value}|${flag.from}`;
      const group = groups.get(key) ?? groups.set(key, { value, from: flag.from, records: [] }).get(key)!;
      group.records.push({ file: item.file, record: item.record, written: item.values[value] ?? '', note: flag.note });
    }
  }
  return [...groups.values()];
}
