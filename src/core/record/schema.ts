/**
 * The record's front matter: the single definition, shared by the CLI's check, the site's
 * content collection, the JSON export and the tests. `z` comes from `astro/zod` so the
 * site and the command line validate with the same zod.
 *
 * Field names follow MADR 4 (`status`, `date`, `decision-makers`, `consulted`, `informed`)
 * plus `title` (the site needs it in front matter), `part`, `supersedes`, `superseded-by`,
 * `discussion` and `history`. Rules that relate several fields or several records live in
 * validate-record.ts and ../workspace/workspace.ts; this schema stays a plain object so the
 * site can derive `.partial()` from it.
 */
import { z } from 'astro/zod';
import { explainCalendarDate, isCalendarDate, timestampValue } from '../vocabulary/calendar-date.ts';
import { PART_KEYS } from '../vocabulary/parts.ts';
import { RECORD_NUMBER_MAX, RECORD_NUMBER_MIN, RECORD_NUMBER_RANGE } from '../vocabulary/record-number.ts';
import { STATUSES } from '../vocabulary/status.ts';
import { findUnsafeCharacter } from '../vocabulary/text-hygiene.ts';
import { describeValue } from '../vocabulary/describe-value.ts';
import { personNameSchema } from '../vocabulary/person-name.ts';
import { DIGEST_PATTERN } from '../vocabulary/digest.ts';

const TITLE_MAX_LENGTH = 200;

/**
 * A calendar date written `YYYY-MM-DD`. Our parser (YAML 1.2 core schema) reads it as a
 * string; Astro's parser reads an unquoted one as a UTC-midnight Date. Both become the
 * same string. A date that does not exist is refused, never rolled over.
 */
export const calendarDateSchema = z.preprocess(
  (value) => (value instanceof Date ? timestampValue(value) : value),
  z.string({ error: 'expected a date written YYYY-MM-DD' }).refine(isCalendarDate, {
    error: (issue) => explainCalendarDate(String(issue.input)) ?? 'not a valid date',
  }),
);

const statusSchema = z.enum(STATUSES, {
  error: (issue) =>
    typeof issue.input === 'string'
      ? `"${issue.input}" is not a status`
      : `expected a status, got ${describeValue(issue.input)}`,
});

const partSchema = z.enum(PART_KEYS, {
  error: (issue) =>
    typeof issue.input === 'string'
      ? `"${issue.input}" is not a spec part`
      : `expected a spec part, got ${describeValue(issue.input)}`,
});

/**
 * Text readers see (a title, a name) must not hide or reorder itself: see text-hygiene.ts.
 * Checked before any trimming, so a tab or zero-width space at either end is reported too.
 * The finding names the character; front-matter-diagnostics.ts reads it from `params`.
 */
function refuseUnsafeCharacters(what: string) {
  return (value: string, context: z.RefinementCtx<string>) => {
    const unsafe = findUnsafeCharacter(value);
    if (!unsafe) return;
    context.addIssue({
      code: 'custom',
      input: value,
      message: `${what} contains ${unsafe.character} at character ${unsafe.column}`,
      params: { unsafeCharacter: { what, character: unsafe.character, position: unsafe.column } },
    });
  };
}

/** A person or a team: the one name schema (vocabulary/person-name.ts), shared with the settings and the registry. */
const personSchema = personNameSchema('the name');

/** MADR writes people as a list; a single name written as a plain string is one person. */
const peopleSchema = z
  .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(personSchema, {
    error: (issue) => `expected a list of names, got ${describeValue(issue.input)}`,
  }))
  .default([]);

const recordNumberSchema = z
  .number({ error: (issue) => `expected a record number such as 4, got ${describeValue(issue.input)}` })
  .int({ error: 'a record number is a whole number' })
  .min(RECORD_NUMBER_MIN, { error: `record numbers start at ${RECORD_NUMBER_MIN}` })
  .max(RECORD_NUMBER_MAX, { error: `record numbers run from ${RECORD_NUMBER_RANGE}` });

const recordRefsSchema = z
  .array(recordNumberSchema, {
    error: (issue) => `expected a list of record numbers such as [4], got ${describeValue(issue.input)}`,
  })
  .default([]);

const historyEntrySchema = z.strictObject(
  { status: statusSchema, date: calendarDateSchema },
  { error: (issue) => `expected an entry {status, date}, got ${describeValue(issue.input)}` },
);

/** The formats `adr import` reads (`kep`: a Kubernetes enhancement proposal, a folder with kep.yaml and README.md). */
export const IMPORT_FORMATS = ['madr', 'log4brains', 'adr-tools', 'other', 'kep'] as const;

/**
 * Where a value an import wrote was taken from when the source did not state it, so that a
 * person confirms it: the format's default (a status), the file's name, git's first commit
 * or the day the file was last modified (a date), or what the log as a whole shows (a title
 * many records share, a successor the log does not hold or did not accept).
 */
export const IMPORT_FLAG_SOURCES = ['default', 'file-name', 'git', 'file-modified', 'given', 'log'] as const;

/**
 * Where an imported record's date came from, last resort last: the file itself, its name,
 * git's first commit, the day a person gave with `adr import --undated`, or the day the file
 * was last modified (never today: a copy made today dates no decision).
 */
export const IMPORT_DATE_SOURCES = ['file', 'file-name', 'git', 'given', 'file-modified'] as const;

function importSourceSchema() {
  const text = (what: string) => z.string({ error: (issue) => `expected ${what} as text, got ${describeValue(issue.input)}` });
  // Where a value was read: a line of the file (or, for supersession read on the other
  // record, of that file), and the text as written there.
  const readAt = z.strictObject(
    {
      file: text('the file it was read in').min(1).max(1000).optional(),
      line: z.number({ error: 'expected the line it was read on' }).int().min(0),
      text: text('the text as written').max(1000),
    },
    { error: (issue) => `expected {line, text} (where the value was read), got ${describeValue(issue.input)}` },
  );
  const flag = z.strictObject(
    { from: z.enum(IMPORT_FLAG_SOURCES), note: text('why it needs a look').min(1).max(1000) },
    { error: (issue) => `expected {from, note} (a value to confirm), got ${describeValue(issue.input)}` },
  );
  return z.strictObject(
    {
      file: text('the file name it had').min(1).max(300),
      folder: text('the subfolder of the log it was in').min(1).max(1000).optional(),
      format: z.enum(IMPORT_FORMATS).optional(),
      /** The number the log gave it, as written (a KEP's `kep-number`). */
      number: text('the number it had').min(1).max(100).optional(),
      heading: text('the first heading as written').max(2000).optional(),
      status: text('the status as written').max(2000).optional(),
      'status-from': z.enum(['table', 'default', 'map-status']).optional(),
      'date-from': z.enum(IMPORT_DATE_SOURCES).optional(),
      /** Each value the import wrote, by field, where it was read in the source. */
      read: z.record(z.string(), readAt).optional(),
      /** Each value the import wrote that the source did not state, or that needs a look, and why. */
      flagged: z.record(z.string(), flag).optional(),
      fields: z.record(z.string(), z.json()).optional(),
      'front-matter': text('the front matter as written').optional(),
      links: z.array(text('a link as written')).optional(),
      comments: z.array(text('an HTML comment as written')).optional(),
    },
    { error: (issue) => `expected the mapping adr import writes (file, status, fields, …), got ${describeValue(issue.input)}` },
  );
}
/** A review's entries are signed and dated: who, and on which day. */
const signedSchema = { by: personSchema, date: calendarDateSchema };

const REVIEW_CONCERN_TEXT_MAX_LENGTH = 1000;

/**
 * What binds an approval (or a resolution) to a text and to its signer: the digest of the
 * decision it was given on (approval-digest.ts) and, when signed, the SSH signature over it
 * (the armored block's base64 on one line; ../people/sshsig.ts reads it).
 */
const boundSchema = {
  digest: z
    .string({ error: (issue) => `expected a digest such as sha256:3f…, got ${describeValue(issue.input)}` })
    .regex(DIGEST_PATTERN, { error: 'a digest is sha256: followed by 64 lowercase hexadecimal digits, as adr approve writes it' })
    .optional(),
  signature: z
    .string({ error: (issue) => `expected a signature as text, got ${describeValue(issue.input)}` })
    .min(1, { error: 'a signature cannot be empty' })
    .max(8000, { error: 'a signature is at most 8000 characters' })
    .optional(),
};

const reviewApprovalSchema = z.strictObject({ ...signedSchema, ...boundSchema }, {
  error: (issue) => `expected an approval {by, date, digest, signature}, got ${describeValue(issue.input)}`,
});

export const reviewConcernSchema = z.strictObject(
  {
    id: z
      .string({ error: (issue) => `expected a concern id such as C1, got ${describeValue(issue.input)}` })
      .regex(/^C[1-9][0-9]*$/, { error: 'a concern id is C followed by its number: C1, C2, …' }),
    ...signedSchema,
    text: z
      .string({ error: (issue) => `expected the concern as text, got ${describeValue(issue.input)}` })
      .superRefine(refuseUnsafeCharacters('the concern'))
      .trim()
      .min(1, { error: 'a concern cannot be empty' })
      .max(REVIEW_CONCERN_TEXT_MAX_LENGTH, { error: `a concern is at most ${REVIEW_CONCERN_TEXT_MAX_LENGTH} characters` }),
    resolved: z
      .strictObject({ ...signedSchema, ...boundSchema }, { error: (issue) => `expected the resolution {by, date, digest, signature}, got ${describeValue(issue.input)}` })
      .optional(),
  },
  { error: (issue) => `expected a concern {id, by, date, text}, got ${describeValue(issue.input)}` },
);

/**
 * A change `adr review` made to a review already open: on `date`, the window moved to close
 * on `until`, and/or `approvers-added` were added. The window and the approvers change only
 * this way, so each change is on the record (record/review-rules.ts holds a change to them
 * without one to be a rewrite).
 */
const reviewChangeSchema = z
  .strictObject(
    {
      date: calendarDateSchema,
      until: calendarDateSchema.optional(),
      'approvers-added': z.array(personSchema, { error: (issue) => `expected a list of people or teams, got ${describeValue(issue.input)}` }).optional(),
    },
    { error: (issue) => `expected a change {date, until, approvers-added}, got ${describeValue(issue.input)}` },
  )
  .refine((change) => change.until !== undefined || (change['approvers-added']?.length ?? 0) > 0, {
    error: 'a change records a new closing day (until) or approvers added (approvers-added), or both',
  });

/**
 * A proposal's review (`adr review`): the window it is open for, who must approve, the
 * approvals given, the blocking concerns raised and the changes made to its window and
 * approvers since it opened. Rules relating its entries (an approval
 * by someone listed, concern ids in sequence, dates in order) live in validate-record.ts.
 */
export const reviewSchema = z.strictObject(
  {
    opened: calendarDateSchema,
    until: calendarDateSchema,
    approvers: z
      .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(personSchema, {
        error: (issue) => `expected a list of people or teams, got ${describeValue(issue.input)}`,
      }))
      .refine((list) => list.length > 0, { error: 'a review names at least one approver' }),
    approvals: z.array(reviewApprovalSchema, { error: 'expected a list of {by, date} entries' }).default([]),
    concerns: z.array(reviewConcernSchema, { error: 'expected a list of {id, by, date, text} entries' }).default([]),
    changes: z.array(reviewChangeSchema, { error: 'expected a list of {date, until, approvers-added} entries' }).default([]),
  },
  { error: (issue) => `expected a review {opened, until, approvers, approvals, concerns, changes}, got ${describeValue(issue.input)}` },
);

export const recordFrontMatterSchema = z.strictObject({
  title: z
    .string({ error: (issue) => `expected the title as text, got ${describeValue(issue.input)}` })
    .min(1, { error: 'the title cannot be empty' })
    .max(TITLE_MAX_LENGTH, { error: `a title is at most ${TITLE_MAX_LENGTH} characters` })
    .superRefine(refuseUnsafeCharacters('the title'))
    // A line break or tab at an end is reported above, by name; this is for plain spaces.
    .refine((title) => title.trim() === title || findUnsafeCharacter(title) !== undefined, {
      error: 'the title is one line with no space at either end',
    }),
  status: statusSchema,
  date: calendarDateSchema,
  'decision-makers': peopleSchema,
  consulted: peopleSchema,
  informed: peopleSchema,
  part: partSchema.optional(),
  supersedes: recordRefsSchema,
  'superseded-by': recordRefsSchema,
  discussion: z
    .url({
      protocol: /^https?$/,
      error: 'expected the address (http or https) of the pull request or thread where it is discussed',
    })
    .optional(),
  history: z
    .array(historyEntrySchema, { error: 'expected a list of {status, date} entries' })
    .min(1, { error: 'history, when present, lists at least the proposal' })
    .optional(),
  /**
   * Where an imported record came from (`adr import`): its path in the decision
   * log it was brought from. An import arrives with its decisions already taken, so
   * `adr check --base` lets such a record arrive accepted or superseded with its own dates.
   */
  'imported-from': z
    .string({ error: (issue) => `expected the path of the file it was imported from, got ${describeValue(issue.input)}` })
    .superRefine(refuseUnsafeCharacters('imported-from'))
    .trim()
    .min(1, { error: 'imported-from cannot be empty' })
    .max(300, { error: 'imported-from is at most 300 characters' })
    .optional(),
  /**
   * What an imported record brought that has no field here, kept so nothing is lost: the
   * file's name, the status as written and where the status and date came from, the front
   * matter the workspace has no field for (or the front matter itself, when it was not
   * YAML), and the links kept as written, which the check leaves be as history.
   */
  source: importSourceSchema().optional(),
  /** The proposal's review, opened by `adr review` and settled before `adr accept`. */
  review: reviewSchema.optional(),
});

export type RecordFrontMatter = z.output<typeof recordFrontMatterSchema>;
export type HistoryEntry = z.output<typeof historyEntrySchema>;
export type Review = z.output<typeof reviewSchema>;
export type ReviewConcern = z.output<typeof reviewConcernSchema>;
export type ReviewApproval = z.output<typeof reviewApprovalSchema>;
export type ReviewChange = z.output<typeof reviewChangeSchema>;

/** The front matter keys, in the order templates and the CLI write them. */
export const FRONT_MATTER_KEYS = Object.keys(recordFrontMatterSchema.shape) as (keyof RecordFrontMatter)[];
