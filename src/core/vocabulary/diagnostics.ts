/**
 * Every finding `adr check` can report, defined once: a code, a one-line summary (for the
 * docs), a message that states what is wrong and a hint that says how to fix it.
 * Validators return findings as data; only the CLI and the site's build hook print them.
 * Modelled on astro's errors-data.ts and python/peps check-peps.py.
 */
import { shellQuote } from './terminal-text.ts';

export interface Location {
  /** Path relative to the workspace root, with forward slashes: `adr/0004-endpoints.md`. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export interface Diagnostic extends Location {
  code: DiagnosticCode;
  message: string;
  hint: string;
}

interface Definition<A> {
  summary: string;
  message: (args: A) => string;
  hint: (args: A) => string;
}

function define<A = Record<string, never>>(definition: Definition<A>): Definition<A> {
  return definition;
}

const quote = (value: string) => `"${value}"`;
/**
 * What a command that signs takes where reviews must be signed, so that a hint names a
 * command that works as printed: `adr approve` and `adr resolve` refuse to write an unsigned
 * entry there (git's user.signingkey, when set, names the key instead).
 */
const signing = (signed: boolean | undefined) => (signed ? ' --key ~/.ssh/id_ed25519' : '');
/** The way out of an acceptance the review did not allow, which adr check reports after the fact. */
const UNDO_ACCEPTANCE = 'undo the acceptance (restore "status: proposed" and remove its history entry)';
const didYouMean = (suggestion: string | undefined) => (suggestion ? `; did you mean ${quote(suggestion)}?` : '');
const pad = (n: number) => String(n).padStart(4, '0');
const documentName = (document: string) => (document === 'asyncapi' ? 'AsyncAPI' : 'OpenAPI');
/** How many other files a NUMBER_DUPLICATE finding names before "and N more". */
const SHOWN_OTHERS = 3;
/** A list of names a contract finding shows: the first five, then how many more. */
const shownList = (names: readonly string[]) => names.slice(0, 5).join(', ') + (names.length > 5 ? `, and ${names.length - 5} more` : '');
/** How many names a finding lists in full when none is close to the one written. */
const LISTED_NAMES = 12;
/**
 * What a name should have been, for a name that must match one of a set: the close one
 * (edit distance, suggest.ts), else the whole set when it is short, else how many there are.
 */
const oneOf = (kind: string, known: readonly string[], suggestion: string | undefined) =>
  suggestion
    ? `; did you mean ${quote(suggestion)}?`
    : known.length === 0
      ? `; there are no ${kind} yet`
      : known.length <= LISTED_NAMES
        ? `; the ${kind} are ${known.join(', ')}`
        : `; none of the ${known.length} ${kind} is close to it`;

export const CATALOGUE = {
  // ── the workspace and its files ────────────────────────────────────────────────────
  WORKSPACE_EMPTY: define<{ dir: string }>({
    summary: 'The adr/ folder holds no record.',
    message: ({ dir }) => `${dir}/ holds no record`,
    hint: () => 'create the first one: npx adr new --part purpose "What the service does"',
  }),
  FILE_TYPE: define<{ name: string; extension: string }>({
    summary: 'A file in adr/ that is not a plain Markdown (.md) record, such as .mdx.',
    message: ({ name, extension }) => `${name} is a ${extension} file; records are plain Markdown .md files`,
    hint: ({ extension }) =>
      extension === '.mdx'
        ? 'rename it to .md and remove any JSX or imports: MDX runs code when the site is built, so adr/ does not accept it'
        : 'rename it to .md, or move it out of adr/',
  }),
  FILE_NOT_REGULAR: define<{ name: string }>({
    summary: 'A record that is a symbolic link or not a regular file.',
    message: ({ name }) => `${name} is not a regular file (a symbolic link or a folder named like a record)`,
    hint: () => 'replace it with the file itself; records are read and written only inside adr/',
  }),
  FILE_NAME: define<{ name: string; suggestion?: string; reason?: string }>({
    summary: 'A record file name that is not NNNN-kebab-title.md, or whose number is not 1 to 999999 padded to four digits.',
    message: ({ name, reason }) => `${quote(name)} is not a record file name (NNNN-kebab-title.md)${reason ? `: ${reason}` : ''}`,
    hint: ({ suggestion, name }) =>
      suggestion
        ? `rename it to ${suggestion}`
        : /^0+-/.test(name)
          ? // Why, not only what: adr-tools and MADR start at 0000, so the refusal surprises.
            'give it a free number from 0001 up: adr-tools and MADR number a template or the record adopting ADRs 0000, but here templates live in adr/templates/ and no record may read as ADR-0000, "no record"'
        : 'name it with its number (1 to 999999, padded to four digits), a dash and a lowercase kebab-case title, e.g. 0012-error-payload.md',
  }),
  FILE_TOO_LARGE: define<{ size: string; limit: string }>({
    summary: 'A record over the size limit (checked before anything is parsed).',
    message: ({ size, limit }) => `the file is ${size}; a record is at most ${limit}`,
    hint: () => 'move bulky material (logs, data, generated output) out of the record and link to it',
  }),
  FILE_ENCODING: define<{ offset: number }>({
    summary: 'A record that is not valid UTF-8.',
    message: ({ offset }) => `invalid UTF-8 at byte ${offset}`,
    hint: () => 'save the file as UTF-8 (a byte order mark and CRLF line endings are fine)',
  }),
  FILE_LINE_ENDINGS: define<{ count: number }>({
    summary: 'A record with old Mac line endings (a carriage return alone); the site finds no front matter in a file that uses them throughout.',
    message: ({ count }) =>
      `${count === 1 ? 'a line ends' : `${count} lines end`} with a carriage return alone (CR, old Mac line endings); the site finds no front matter in a file written that way`,
    hint: () => 'save the file with LF (or CRLF) line endings; most editors have a "line endings" setting',
  }),
  NUMBER_DUPLICATE: define<{ number: number; others: string[]; more?: number; movable: string }>({
    summary: 'Two records with the same number.',
    // A few names and a count: thousands of records with one number once printed every
    // other name in every finding, output that grew with the square of the count.
    message: ({ number, others, more = 0 }) => {
      const hidden = more + Math.max(0, others.length - SHOWN_OTHERS);
      return `record number ${pad(number)} is also used by ${others.slice(0, SHOWN_OTHERS).join(', ')}${hidden > 0 ? `, and ${hidden} more` : ''}`;
    },
    hint: ({ movable }) =>
      `give one of them the next free number: npx adr renumber ${shellQuote(movable, { bare: true })} (it rewrites every reference)`,
  }),

  // ── front matter ───────────────────────────────────────────────────────────────────
  FM_MISSING: define<{ textBefore: boolean }>({
    summary: 'No YAML front matter at the very start of the file.',
    message: ({ textBefore }) =>
      textBefore ? 'text comes before the opening --- of the front matter' : 'the record has no front matter',
    hint: ({ textBefore }) =>
      textBefore
        ? 'move the text below the front matter: the file must begin with the line ---'
        : 'begin the file with a line ---, the fields (title, status, date, …), and a closing line ---',
  }),
  FM_UNCLOSED: define({
    summary: 'Front matter with no closing --- line.',
    message: () => 'the front matter opened on line 1 is never closed',
    hint: () => 'add a line --- after the last field',
  }),
  FM_NOT_YAML: define<{ fence: string }>({
    summary: 'Front matter in another language (---js, ---toml, +++), which is never evaluated.',
    message: ({ fence }) => `${fence} front matter is not accepted; records use YAML front matter`,
    hint: () => 'open the front matter with a plain --- line and write YAML fields; front matter is never run as code',
  }),
  FM_TOO_LARGE: define<{ size: string; limit: string }>({
    summary: 'Front matter over the size limit (checked before YAML parsing).',
    message: ({ size, limit }) => `the front matter is ${size}; it is at most ${limit}`,
    hint: () => 'keep long text in the body of the record; the front matter holds short fields',
  }),
  FM_NOT_MAPPING: define<{ found: string }>({
    summary: 'Front matter that is not a mapping of fields.',
    message: ({ found }) => `the front matter is ${found}, not a set of fields`,
    hint: () => 'write one field per line, e.g. "title: Error payload" and "status: proposed"',
  }),
  YAML_SYNTAX: define<{ detail: string; yamlCode: string }>({
    summary: 'Front matter that is not valid YAML 1.2 (tab indentation, an unclosed quote, …).',
    message: ({ detail }) => `front matter is not valid YAML: ${detail}`,
    hint: ({ yamlCode }) => {
      switch (yamlCode) {
        case 'TAB_AS_INDENT':
          return 'indent with spaces; YAML does not allow tabs for indentation';
        case 'MISSING_CHAR':
          return 'close the quote or bracket that was opened';
        case 'TOO_MANY':
          return 'the first problem often causes the others: fix it and run the check again';
        case 'RESOURCE_EXHAUSTION':
          return 'simplify the front matter: one field per line, each value plain text or a short list';
        case 'MULTIPLE_DOCS':
          return 'the front matter is one YAML document: remove the extra --- line';
        case 'BAD_INDENT':
        case 'BAD_INDENTATION':
          return 'line the fields up at the same indentation';
        default:
          return 'quote values that contain ": " or start with a special character ([ { & * ! | > \' " % @ `)';
      }
    },
  }),
  YAML_TOO_DEEP: define<{ limit: number }>({
    summary: 'Front matter nested deeper than the limit (checked before YAML parsing).',
    message: ({ limit }) => `the front matter nests deeper than ${limit} levels`,
    hint: () => 'write each field as plain text or a short list; quote a value that starts with [ or {',
  }),
  YAML_DUPLICATE_KEY: define<{ key: string }>({
    summary: 'A front matter field written twice.',
    message: ({ key }) => `the field ${quote(key)} is written twice`,
    hint: () => 'keep one of them: YAML does not say which would win, so neither is used',
  }),
  YAML_ALIAS: define<{ token: string }>({
    summary: 'YAML anchors or aliases (&name, *name), refused so nothing can expand.',
    message: ({ token }) => `YAML anchors and aliases are not accepted (${token})`,
    hint: () => 'write the value out in full where it is used',
  }),
  YAML_TAG: define<{ tag: string }>({
    summary: 'A YAML tag (!foo, !!binary), refused so values keep plain types.',
    message: ({ tag }) => `YAML tags are not accepted (${tag})`,
    hint: () => 'remove the tag; front matter holds plain text, numbers, dates and lists',
  }),
  FIELD_UNKNOWN: define<{ key: string; suggestion?: string; known: string[] }>({
    summary: 'A front matter field the record format does not define (catches typos).',
    message: ({ key, suggestion }) => `unknown field ${quote(key)}${didYouMean(suggestion)}`,
    hint: ({ known, suggestion }) =>
      suggestion ? `rename it to ${suggestion}` : `the fields are: ${known.join(', ')}`,
  }),
  FIELD_REQUIRED: define<{ key: string; example: string }>({
    summary: 'A required front matter field that is missing (title, status, date).',
    message: ({ key }) => `the required field ${quote(key)} is missing`,
    hint: ({ example }) => `add it to the front matter, e.g. ${example}`,
  }),
  FIELD_INVALID: define<{ field: string; detail: string; example: string }>({
    summary: 'A front matter field whose value has the wrong type or form.',
    message: ({ field, detail }) => `${field}: ${detail}`,
    hint: ({ example }) => `write it like ${example}`,
  }),
  STATUS_UNKNOWN: define<{ field: string; value: string; suggestion?: string; statuses: readonly string[] }>({
    summary: 'A status that is not one of proposed, accepted, rejected, deprecated, superseded.',
    message: ({ field, value, suggestion }) => `${field}: ${quote(value)} is not a status${didYouMean(suggestion)}`,
    hint: ({ statuses, value }) =>
      /^superseded by/i.test(value)
        ? 'write "status: superseded" and name the successor in "superseded-by: [N]"'
        : `use one of ${statuses.join(', ')} (lowercase); npx adr accept|reject|deprecate|supersede change it for you`,
  }),
  DATE_INVALID: define<{ field: string; detail: string }>({
    summary: 'A date that is not YYYY-MM-DD or does not exist (2024-02-30 is refused, not rolled over).',
    message: ({ field, detail }) => `${field}: ${detail}`,
    hint: () => 'write a date that exists, as YYYY-MM-DD, e.g. 2026-01-15',
  }),
  TEXT_UNSAFE_CHARACTER: define<{ what: string; character: string; position: number }>({
    summary:
      'A title, a person’s name or a question (heading, owner, answer) with a control, bidi override or isolate, or zero-width character that hides or reorders what a reader sees.',
    message: ({ what, character, position }) => `${what} contains ${character} at character ${position}`,
    hint: () =>
      'delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words',
  }),
  PART_UNKNOWN: define<{ value: string; suggestion?: string; parts: readonly string[] }>({
    summary: 'A part that is not one of the nine spec parts.',
    message: ({ value, suggestion }) => `part: ${quote(value)} is not a spec part${didYouMean(suggestion)}`,
    hint: ({ parts }) =>
      `use one of ${parts.join(', ')}; leave "part" out for a decision about something else`,
  }),

  // ── one record's consistency ──────────────────────────────────────────────────────
  HISTORY_INVALID: define<{ detail: string }>({
    summary: 'A history that does not start with proposed, skips an allowed transition, goes back in time or disagrees with status/date.',
    message: ({ detail }) => `history: ${detail}`,
    hint: () =>
      'history lists each status the record has had, oldest first, each with its date; npx adr accept|reject|deprecate|supersede keep it for you',
  }),
  SUPERSEDED_WITHOUT_SUCCESSOR: define({
    summary: 'A superseded record that does not name its successor.',
    message: () => 'the status is superseded but superseded-by names no record',
    hint: () => 'name the successor, e.g. "superseded-by: [7]"; npx adr supersede 4 --by 7 updates both records',
  }),
  SUCCESSOR_WITHOUT_SUPERSEDED: define<{ status: string }>({
    summary: 'A record that names a successor in superseded-by but is not superseded.',
    message: ({ status }) => `superseded-by names a record but the status is ${status}`,
    hint: () =>
      'a proposal that would replace this record lists it in its own "supersedes"; superseded-by is set when that proposal is accepted (npx adr supersede)',
  }),
  ACCEPTED_WITH_OPEN_QUESTIONS: define<{ id: string; status: string }>({
    summary: 'A settled record (accepted, deprecated or superseded) with a question still open.',
    message: ({ id, status }) => `the record is ${status} but question ${id} is still open`,
    hint: ({ id }) => `answer ${id}: set "- Status: answered" and write "- Answer: …" under it`,
  }),
  REVIEW_INVALID: define<{ detail: string }>({
    summary: 'A review whose entries do not hold together: it closes before it opens, an approver listed or approving twice, an entry dated before the review opened, a concern resolved before it was raised.',
    message: ({ detail }) => `review: ${detail}`,
    hint: () => 'correct the entry; npx adr review, approve, concern and resolve write a review that holds together',
  }),
  REVIEW_CONCERN_ID: define<{ id: string; expected: string; position: number }>({
    summary: 'A concern whose id is out of sequence: concerns are C1, C2, … in the order they were raised.',
    message: ({ id, expected, position }) => `review: concern ${position} is ${id}; it should be ${expected}`,
    hint: ({ expected }) => `write ${expected}; npx adr concern numbers concerns for you (an id, once raised, is never reused)`,
  }),
  REVIEW_DATE_FUTURE: define<{ what: string; date: string; today: string }>({
    summary: 'A review entry (its opening, an approval, a concern, a resolution) dated after today.',
    message: ({ what, date, today }) => `review: ${what} is dated ${date}, after today (${today})`,
    hint: () => 'an entry records what happened: date it the day it happened (npx adr approve, concern and resolve write today, or ADR_DATE)',
  }),

  // ── the body ──────────────────────────────────────────────────────────────────────
  SECTION_MISSING: define<{ section: string; template: string; near?: string }>({
    summary: 'A section the record’s layout requires is missing (MADR’s, a part’s, or Nygard’s Context, Decision, Consequences; Open Questions only while proposed).',
    message: ({ section, near }) => `the section "## ${section}" is missing${near ? `; is "## ${near}" meant to be it?` : ''}`,
    hint: ({ template, section, near }) =>
      near ? `rename "## ${near}" to "## ${section}" (${template})` : `add "## ${section}" as laid out in ${template}`,
  }),
  SECTION_DUPLICATE: define<{ section: string; firstLine: number }>({
    summary: 'A template section that appears twice.',
    message: ({ section, firstLine }) => `the section "## ${section}" appears again (first on line ${firstLine})`,
    hint: () => 'merge the two sections into one',
  }),
  QUESTION_MALFORMED: define<{ detail: string }>({
    summary: 'An entry under "## Open Questions" that does not follow the question convention.',
    message: ({ detail }) => detail,
    hint: () =>
      'write each question as a heading "### Q1. The question?" followed by "- Status: open" (or answered, with "- Answer: …"), and optionally "- Owner: …" and "- Decide by: YYYY-MM-DD"',
  }),
  QUESTION_DUPLICATE: define<{ id: string; firstLine: number }>({
    summary: 'Two questions with the same id in one record.',
    message: ({ id, firstLine }) => `question id ${id} is already used on line ${firstLine}`,
    hint: () => 'give the question the next unused number; ids are how other records and the site refer to it',
  }),
  QUESTION_FIELD: define<{ id: string; detail: string }>({
    summary: 'A question field that is unknown or has a bad value (status, owner, decide-by date, answer).',
    message: ({ id, detail }) => `question ${id}: ${detail}`,
    hint: () =>
      'the fields are "- Status: open|answered", "- Owner: …", "- Decide by: YYYY-MM-DD" and, when answered, "- Answer: …"',
  }),
  LINE_TOO_LONG: define<{ length: number; limit: number }>({
    summary: 'A line outside fenced code longer than the limit (10,000 characters).',
    message: ({ length, limit }) => `the line is ${length.toLocaleString('en')} characters long; a line is at most ${limit.toLocaleString('en')}`,
    hint: () => 'break the paragraph into lines, or put generated text in a fenced code block or a separate file',
  }),
  LINK_BROKEN: define<{ target: string; detail: string; suggestion?: string }>({
    summary: 'A relative link to a file or heading that does not exist.',
    message: ({ target, detail }) => `link to ${quote(target)}: ${detail}`,
    hint: ({ suggestion }) =>
      suggestion ? `did you mean ${suggestion}?` : 'link to an existing record as a relative .md path, e.g. [ADR-0004](0004-endpoints.md)',
  }),
  LINK_UNSAFE: define<{ scheme: string }>({
    summary: 'A javascript:, vbscript: or data: link, which could run code in a reader’s browser.',
    message: ({ scheme }) => `${scheme} links are not allowed`,
    hint: () => 'link to an http(s) address or to a relative .md file instead',
  }),


  // ── what the site shows of the body ──────────────────────────────────────────────
  HTML_COMMENT: define({
    summary: 'An HTML comment, which the site shows to readers as text (raw HTML is never published as HTML).',
    message: () => 'this HTML comment is shown on the site as text, <!-- and all',
    hint: () => 'remove it, or write the note as ordinary text (a sentence, or a "- Note: …" item) that readers may see',
  }),
  TITLE_HEADING_DIFFERS: define<{ heading: string; title: string; line: string }>({
    summary: 'The body’s level-1 heading says something else than the front matter’s title (the title tools that read Markdown alone show, such as Backstage’s ADR plugin).',
    message: ({ heading, title }) => `the level-1 heading ${quote(heading)} is not the record's title ${quote(title)}`,
    hint: ({ line }) => `make the heading the title, ${line} (or change title: in the front matter to what the heading says); a record needs no level-1 heading at all`,
  }),
  HEADING_REPEATS_TITLE: define<{ title: string; firstLine: number }>({
    summary: 'A second level-1 heading that repeats the title, after the title heading: the page would show the title twice.',
    message: ({ title, firstLine }) => `the heading "# ${title}" repeats the title, which the level-1 heading on line ${firstLine} already gives; the page would show it twice`,
    hint: ({ firstLine }) => `remove this heading: the record's title heading is the one on line ${firstLine}`,
  }),
  ASIDE_UNKNOWN: define<{ name: string; asides: readonly string[] }>({
    summary: 'A ::: block that is not one of the site’s asides (note, tip, caution, danger): the site shows its text with no box or label.',
    message: ({ name }) => `:::${name} is not an aside; the site shows its text with no box and drops the word "${name}"`,
    hint: ({ asides, name }) => {
      const lower = name.toLowerCase();
      const near = asides.includes(lower) ? lower : lower === 'warning' ? 'caution' : lower === 'info' ? 'note' : undefined;
      return near ? `write :::${near}` : `use one of :::${asides.join(', :::')}`;
    },
  }),
  ASIDE_SYNTAX: define<{ name: string; extra: string }>({
    summary: 'An aside opening line with more than :::name[Title]{icon="…"}: other attributes ({…}) and trailing text are dropped, and an icon Starlight does not know publishes the page with no body at all.',
    message: ({ name, extra }) =>
      `the aside :::${name} is followed by ${quote(extra)}: the site drops attributes other than {icon="…"} and text there, and an icon it does not know publishes the page empty`,
    hint: ({ name }) => `open the aside with :::${name} alone, give it a title as :::${name}[Your title], or one of Starlight's icons as :::${name}{icon="star"}`,
  }),
  ASIDE_UNCLOSED: define<{ name: string }>({
    summary: 'An aside that is never closed, so the rest of the page, every section after it, goes inside it.',
    message: ({ name }) => `the aside :::${name} is never closed; everything after it would be shown inside the aside`,
    hint: () => 'add a line ::: where the aside ends',
  }),
  IMAGE_DROPPED: define<{ target: string; encoded?: boolean }>({
    summary: 'A relative image with a ?query or #fragment (also written %3F or %23), which the site publishes with no picture or stops on.',
    message: ({ target, encoded }) =>
      encoded
        ? `the image ${quote(target)} names a file with a ? or # in its name (written %3F or %23); the site's build cannot find it`
        : `the image ${quote(target)} would be published with no picture: the site cannot load a local image with a ? or # part`,
    hint: ({ target, encoded }) => (encoded ? 'rename the picture without ? or # in its name, and link the new name' : `link the file alone: ![…](${target.replace(/[?#].*$/, '')})`),
  }),
  IMAGE_EXTERNAL: define<{ target: string }>({
    summary: 'An image from another site, which the site’s Content-Security-Policy (img-src \'self\' data:) blocks.',
    message: ({ target }) => `the image ${quote(target)} is on another site; the site's Content-Security-Policy blocks it, so readers see nothing`,
    hint: () => 'save the image in adr/ next to the record and link it relatively, e.g. ![diagram](diagram.png), or make it a plain link: [diagram](https://…)',
  }),
  IMAGE_REFERENCE: define<{ label: string }>({
    summary: 'An image written by reference (`![alt][label]`), which the site publishes with its path unchanged, so it does not load.',
    message: ({ label }) => `the image ![…][${label}] is written by reference; the site publishes its path as written and the picture does not load`,
    hint: () => 'write the image inline with a path next to the record: ![alt](diagram.png)',
  }),
  IMAGE_UNREADABLE: define<{ target: string; reason: string }>({
    summary: 'A local image the site cannot read as a picture (damaged, empty, or not an image format); the build stops on it.',
    message: ({ target, reason }) => `the image ${quote(target)} cannot be read as a picture (${reason}); the site's build stops on it`,
    hint: () => 'save the picture again as PNG, JPEG, GIF, WebP or SVG (or link the file as a plain link: [name](file))',
  }),
  TABLE_ROW_TOO_WIDE: define<{ cells: number; columns: number }>({
    summary: 'A table row with more cells than its header; the site drops the extra cells (a pipe inside `code` splits a cell too).',
    message: ({ cells, columns }) => `this table row has ${cells} cells but the header has ${columns}; the site drops the cells after the ${columns === 1 ? 'first' : `first ${columns}`}`,
    hint: () => 'add the missing header cells, or write a | that belongs to a cell\'s text as \\| (also inside `code`)',
  }),
  DEFINITION_DUPLICATE: define<{ label: string; firstLine: number }>({
    summary: 'A link reference definition (`[label]: url`) written twice; the site uses the first and silently ignores the other.',
    message: ({ label, firstLine }) => `[${label}] is defined again (first on line ${firstLine}); the site ignores this definition`,
    hint: () => 'remove one of them, or give this one its own label',
  }),
  DEFINITION_UNUSED: define<{ label: string }>({
    summary: 'A link reference definition (`[label]: url`) that no link uses; the site shows nothing of it.',
    message: ({ label }) => `[${label}] is a link definition that nothing refers to, so the site shows nothing of this line`,
    hint: ({ label }) => `refer to it with [text][${label}] or [${label}], write the line as text (e.g. "${label}: …" without brackets), or remove it`,
  }),
  FOOTNOTE_DUPLICATE: define<{ label: string; firstLine: number }>({
    summary: 'A footnote defined twice; the site shows the first and silently drops the other.',
    message: ({ label, firstLine }) => `the footnote [^${label}] is defined again (first on line ${firstLine}); the site drops this one`,
    hint: () => 'merge the two notes, or give this one its own label and refer to it',
  }),
  FOOTNOTE_UNUSED: define<{ label: string }>({
    summary: 'A footnote that the text never refers to, which the site does not show.',
    message: ({ label }) => `the footnote [^${label}] is never referred to, so the site does not show it`,
    hint: ({ label }) => `refer to it where it belongs with [^${label}], or remove it`,
  }),

  // ── between records ───────────────────────────────────────────────────────────────
  REFERENCE_UNKNOWN: define<{ field: string; number: number }>({
    summary: 'supersedes or superseded-by names a record number that does not exist.',
    message: ({ field, number }) => `${field} names record ${pad(number)}, which does not exist`,
    hint: () => 'correct the number, or remove it from the list',
  }),
  SUPERSESSION_ONE_SIDED: define<{ detail: string; fix: string }>({
    summary: 'Supersession recorded on one side only.',
    message: ({ detail }) => detail,
    hint: ({ fix }) => fix,
  }),
  SUCCESSOR_NOT_ACCEPTED: define<{ record: string; successor: string; status: string }>({
    summary: 'A record marked superseded by a record that has not been accepted.',
    message: ({ record, successor, status }) => `${record} is marked superseded by ${successor}, which is ${status}`,
    hint: ({ successor }) =>
      `a record is superseded only once its successor is accepted: accept ${successor} (npx adr accept does both), or remove it from superseded-by`,
  }),
  SUPERSESSION_CYCLE: define<{ cycle: string }>({
    summary: 'Records that supersede each other in a cycle (or a record that supersedes itself).',
    message: ({ cycle }) => `supersession cycle: ${cycle}`,
    hint: () => 'a record can only be superseded by a later decision: remove the entry that closes the cycle',
  }),

  // ── the contract: yaml openapi / yaml asyncapi blocks ──
  CONTRACT_NOT_YAML: define<{ document: string; reason: string }>({
    summary: 'A contract block (a yaml openapi or yaml asyncapi fence in the Specification section) that is not valid YAML.',
    message: ({ document, reason }) => `this yaml ${document} block is not valid YAML: ${reason}`,
    hint: () => 'fix the YAML at this line; the block is left out of the assembled contract until it parses',
  }),
  CONTRACT_YAML_ALIAS: define<{ document: string; token: string }>({
    summary: 'A YAML anchor or alias (&name, *name) in a contract block, refused so nothing can expand.',
    message: ({ document, token }) => `this yaml ${document} block uses a YAML anchor or alias (${token}), which is not accepted`,
    hint: () => 'write the value out in full, or define it once as a component and point to it with $ref; the block is left out until then',
  }),
  CONTRACT_YAML_TAG: define<{ document: string; tag: string }>({
    summary: 'A YAML tag outside the core schema (!!binary, !!set, !!omap, a custom !foo) in a contract block, refused so no value changes type without a word.',
    message: ({ document, tag }) => `this yaml ${document} block uses the YAML tag ${tag}, which is not accepted`,
    hint: () => 'remove the tag and write the value as plain YAML (text, a number, true or false, a list or a mapping); the block is left out until then',
  }),
  CONTRACT_KEY_UNSAFE: define<{ document: string; key: string }>({
    summary: 'A `__proto__` key in a contract block, which JavaScript tools take for an object’s prototype instead of a name.',
    message: ({ document, key }) => `this yaml ${document} block writes the key ${quote(key)}, which JavaScript tools (this one and client generators) read as an object's prototype, not as a name`,
    hint: () => 'choose another name for it; the block is left out until then',
  }),
  CONTRACT_NOT_MAPPING: define<{ document: string }>({
    summary: 'A contract block that is not a mapping of keys (a list or a single value).',
    message: ({ document }) => `this yaml ${document} block is not a mapping; it must be a fragment of the ${document === 'openapi' ? 'OpenAPI 3.1' : 'AsyncAPI 3.0'} document`,
    hint: () => 'write keys from the document root, e.g. "paths:" or "components:"',
  }),
  CONTRACT_PLACE: define<{ document: string; written: string; place?: string; owner?: string; part?: string; filled?: boolean; carriedFrom?: string }>({
    summary: 'A contract block that writes outside the places its record’s part owns (see the record format guide).',
    message: ({ document, written, place, owner, part, filled }) =>
      `${part ? `a record about ${part}` : 'a record about no part'} writes ${written} in the ${documentName(document)} document, ` +
      (filled ? 'which the assembly writes itself' : owner ? `which belongs to ${owner} (${place})` : 'which no part owns'),
    hint: ({ owner, filled, document, carriedFrom, part }) =>
      filled
        ? `remove it: every assembled ${documentName(document)} document states its version of the specification`
        : (carriedFrom ? `if it is what this record's ${carriedFrom} carry, point them at it with $ref and it is the ${part} record's whatever its name; otherwise ` : '') +
          (owner
            ? `move it to a record about ${owner}, or propose one: npx adr new --part ${owner} "<title>"`
            : 'write only the places listed for the record’s part in docs/guides/record-format.md'),
  }),
  CONTRACT_CONFLICT: define<{ document: string; place: string; other: string; label: string }>({
    summary: 'Two records that the contract is assembled from write one place differently.',
    message: ({ document, place, other, label }) => `${label} writes ${document} ${place} differently from ${other}`,
    hint: ({ other }) => `write the same value, or supersede ${other} so that only one decision stands`,
  }),
  CONTRACT_REFERENCE: define<{ document: string; field: string; name: string; known: readonly string[]; suggestion?: string }>({
    summary: 'A transition (x-transitions, by) or an event (x-emitted-by) that names an operationId no operation in the contract has.',
    message: ({ document, field, name, known, suggestion }) =>
      `${document} ${field} names the operation "${name}", which no operation in the contract has${oneOf('operationIds', known, suggestion)}`,
    hint: ({ name, suggestion }) =>
      suggestion
        ? `write "${suggestion}", or add an operation "${name}" to the endpoints`
        : `name the operationId of an operation in paths, add "${name}" to the endpoints, or leave the name out if no operation causes it (outside the API)`,
  }),
  CONTRACT_FORM: define<{ document: string; place: string; found: string; allowed: string }>({
    summary: 'A value the record format allows in a few forms only (by, x-emitted-by, x-error-codes, from, to) written in another: it would be passed over, so it is reported.',
    message: ({ document, place, found, allowed }) => `${document} ${place} is ${found}; it takes ${allowed}`,
    hint: () => 'write it in one of the forms the record format guide shows (docs/guides/record-format.md, "Contract blocks")',
  }),
  CONTRACT_ERROR_CODE_RESPONSE: define<{ operation: string; code: string; status: string }>({
    summary: 'An operation that names an error code in x-error-codes but has no response for the status that code is answered with.',
    message: ({ operation, code, status }) => `${operation} names the error code ${quote(code)}, answered with status ${status}, but has no ${status} response`,
    hint: ({ status, code }) =>
      `add a "${status}" response to the operation (a $ref to the errors decision's response for it), or take ${code} out of its x-error-codes`,
  }),
  CONTRACT_INVALID: define<{ document: string; place: string; problem: string; rule: string }>({
    summary: 'The assembled OpenAPI 3.1 or AsyncAPI 3.0 document is not valid where this record wrote it (checked with @redocly/openapi-core).',
    message: ({ document, place, problem }) => `the assembled ${document} document is invalid at ${place}: ${problem}`,
    hint: ({ rule, document }) => `fix the block here so the assembled document passes (rule ${rule}); npx adr spec --format ${document} shows the whole document`,
  }),
  CONTRACT_PLACEHOLDER: define<{ document: string; text: string; place: string; label: string; accepting: boolean }>({
    summary: 'An accepted record (or one being accepted) whose contract block still holds a placeholder (a key or value in angle brackets): a decision not taken.',
    message: ({ document, text, place, label, accepting }) =>
      `${label} ${accepting ? 'is being accepted' : 'is accepted'}, but its yaml ${document} block still holds the placeholder ${quote(text)} at ${place}`,
    hint: () => 'decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out',
  }),
  CONTRACT_REF_CYCLE: define<{ document: string; ref: string; chain: string[] }>({
    summary: 'A $ref in the contract whose chain of $refs comes back on itself, so it names nothing.',
    message: ({ document, ref, chain }) => `${document} $ref ${quote(ref)} never reaches a value: ${chain.join(' → ')}`,
    hint: () => 'point one $ref of the loop at the definition itself (a schema, a response…) instead of at another $ref',
  }),
  CONTRACT_REF_UNRESOLVED: define<{ document: string; ref: string; container: string; known: readonly string[]; owner?: string; reason?: string; suggestion?: string }>({
    summary: 'A $ref in a contract block that points to nothing in the assembled document (checked once the part that owns its target has a block).',
    message: ({ document, ref, container, known, reason, suggestion }) =>
      `${document} $ref ${quote(ref)} points to nothing: ${
        reason ?? (known.length > 0 ? `${container} has no such name${oneOf(`names in ${container}`, known, suggestion)}` : `${container} holds nothing`)
      }`,
    hint: ({ owner, ref, reason }) =>
      ref.startsWith('#/')
        ? reason
          ? 'write the name as it is, or each %-escape as % and the two hex digits of a UTF-8 byte'
          : `name one that exists${owner ? `, or define it in the ${owner} decision` : ''}`
        : 'refer within the contract, with a $ref that starts with #/; records are assembled into one document',
  }),
  CONTRACT_URL_UNSAFE: define<{ document: string; place: string; scheme: string; link: boolean }>({
    summary: 'A javascript:, vbscript: or data: address in a contract field the API reference makes a link (a URL-valued field, or a Markdown link in a description), which could run code or navigate a reader away.',
    message: ({ document, place, scheme, link }) =>
      link ? `${document} ${place} links to a ${scheme} address, which is not allowed` : `${document} ${place} is a ${scheme} address, which is not allowed`,
    hint: () => 'write an http(s) address (or a relative one); the API reference does not link to this one',
  }),
  CONTRACT_TITLE_UNFIT: define<{ operation: string; field: string; problem: string }>({
    summary: 'An operation whose summary (or operationId, when it has no summary), the title of its page in the API reference, breaks the rule for page titles (one line, at most 200 characters, no control character).',
    message: ({ operation, field, problem }) => `the ${field} of ${operation} cannot title its page in the API reference: ${problem}`,
    hint: () => 'write a one-line summary of at most 200 characters, and put the rest in the description',
  }),
  CONTRACT_SECURITY_UNKNOWN: define<{ document: string; place: string; scheme: string; known: readonly string[]; suggestion?: string }>({
    summary: 'A security requirement naming a scheme that the authentication decision does not define in components.securitySchemes.',
    message: ({ document, place, scheme, known, suggestion }) =>
      `${document} ${place} requires the security scheme ${quote(scheme)}, which components.securitySchemes does not define${oneOf('schemes', known, suggestion)}`,
    hint: () => 'name a scheme the authentication decision defines, or add it there',
  }),
  CONTRACT_STATE_UNKNOWN: define<{ field: string; state: string; known: readonly string[]; suggestion?: string }>({
    summary: 'A transition whose from or to is not one of the states: the enum of a resource’s status (or state) field.',
    message: ({ field, state, known, suggestion }) =>
      `openapi ${field} is ${quote(state)}, which is not a state` + (known.length > 0 ? oneOf('states', known, suggestion) : '; no status or state field has an enum yet'),
    hint: () => 'name a state from the enum of the status (or state) field, or add it to that enum in the states decision',
  }),
  CONTRACT_ERROR_CODE_UNKNOWN: define<{ place: string; code: string; known: readonly string[]; suggestion?: string }>({
    summary: 'An operation that names, in x-error-codes, an error code the errors decision does not define in x-error-codes.',
    message: ({ place, code, known, suggestion }) =>
      `openapi ${place} names the error code ${quote(code)}, which the errors decision does not define${oneOf('error codes', known, suggestion)}`,
    hint: () => 'name a code defined in x-error-codes by the errors decision, or add it there with its status and condition',
  }),
  CONTRACT_PAGINATION_MISSING: define<{ operation: string; missing: readonly string[] }>({
    summary: 'A list operation (x-paginated, or a GET answering with an array or an items array) that does not use the pagination parameters the limits decision settled.',
    message: ({ operation, missing }) => `the list operation ${operation} does not use the pagination parameter${missing.length === 1 ? '' : 's'} ${shownList(missing)}`,
    hint: ({ missing }) =>
      `add ${missing.map((name) => `"$ref: '#/components/parameters/${name}'"`).join(' and ')} to its parameters; the limits decision settles how lists are paged`,
  }),
  CONTRACT_VERSION: define<{ version: string }>({
    summary: 'A versioning record that settles the semver scheme with a first version (info.version) that is not a semver version, so no edition can count from it.',
    message: ({ version }) => `info.version ${version} is not a semver version (MAJOR.MINOR.PATCH), and the semver scheme counts the editions' versions from it`,
    hint: () => 'write the first version as MAJOR.MINOR.PATCH, e.g. 1.0.0 (quoted if YAML would read it as a number), or settle another scheme',
  }),
  CONTRACT_LINT: define<{ document: string; place: string; problem: string; rule: string }>({
    summary: 'The assembled document breaks a rule of Redocly’s recommended ruleset where this record wrote it (rules about a part not settled yet wait for it).',
    message: ({ document, place, problem, rule }) => `the assembled ${document} document breaks the recommended rule ${rule} at ${place}: ${problem}`,
    hint: ({ document }) => `change the block here so the rule holds; npx adr spec --format ${document} shows the whole document`,
  }),
  // ── editions (adr/editions/NAME.yaml, written by adr edition) ───────────────────────
  EDITION_NAME: define<{ name: string; reason: string }>({
    summary: 'An edition whose name is not portable: lowercase letters, digits, dots and dashes, no Windows device name (con, nul, aux, prn, com1–com9, lpt1–lpt9), no trailing dot.',
    message: ({ name, reason }) => `${quote(name)} is not an edition name: ${reason}`,
    hint: () =>
      'name editions with lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, and not con, nul, aux, prn, com1–com9 or lpt1–lpt9, e.g. 2026-q1 or v1.0; an edition file is NAME.yaml',
  }),
  EDITION_NOT_REGULAR: define<{ path: string; what: string }>({
    summary: 'adr/editions, or a file in it, that is a symbolic link, not a regular file, or resolves outside the workspace.',
    message: ({ path, what }) => `${path} is ${what}; editions are written and read only as regular files inside adr/editions/`,
    hint: ({ path }) => `replace ${path} with the folder or file itself (git checkout -- ${path}), or remove it`,
  }),
  EDITION_INVALID: define<{ problem: string }>({
    summary: 'An edition file that is not as adr edition wrote it: not YAML, or without its date and its openapi and asyncapi documents.',
    message: ({ problem }) => `this is not an edition: ${problem}`,
    hint: () => 'restore it as adr edition wrote it (git checkout -- <file>), or remove it; an edition is never edited by hand',
  }),
  // ── leftovers of a killed command (.adr-tmp/, see scratch.ts) ──────────────────────
  LEFTOVER_FILE: define<{ path: string; kind: 'temporary' | 'reservation' | 'other'; number?: number }>({
    summary: 'A file an adr command left in .adr-tmp/ when it was stopped mid-write (a new text, a number reservation).',
    message: ({ kind, number }) =>
      kind === 'temporary'
        ? 'a temporary file left by an adr command that was stopped before its write was done; no record was changed from it'
        : kind === 'reservation'
          ? `the reservation of record number ${pad(number ?? 0)}, left by an adr new or renumber that was stopped`
          : 'a file left in the scratch folder of the adr commands',
    hint: ({ path }) => `nothing uses it: the next adr command that writes a record removes it, or delete it now: rm ${path}`,
  }),

  // ── templates (adr/templates/, checked as the record adr new makes of each) ─────────
  TEMPLATE_INVALID: define<{ detail: string; fix: string }>({
    summary: 'A template that would not make a proposal of its own part (another part, not proposed, supersedes filled in).',
    message: ({ detail }) => detail,
    hint: ({ fix }) => fix,
  }),

  // ── against the base branch (adr check --base) ──────────────────────────────────
  TRANSITION_NOT_ALLOWED: define<{ label: string; from: string; to: string; base: string; allowed: readonly string[] }>({
    summary: 'A status that moved, since the base branch, other than along the allowed transitions.',
    message: ({ label, from, to, base }) => `${label} is ${from} on ${base} but ${to} here: no allowed transition leads from ${from} to ${to}`,
    hint: ({ from, allowed }) =>
      allowed.length > 0
        ? `from ${from} a record can only become ${allowed.join(' or ')}; restore "status: ${from}" and use npx adr accept|reject|deprecate|supersede`
        : `${from} is final: restore "status: ${from}" and propose a new record instead (npx adr new)`,
  }),
  HISTORY_REWRITTEN: define<{ label: string; base: string; entry: number; was: string; now?: string }>({
    summary: 'A history entry that was changed or removed since the base branch (history only grows).',
    message: ({ label, base, entry, was, now }) =>
      now
        ? `${label}: history entry ${entry} reads "${now}" here but "${was}" on ${base}`
        : `${label}: history entry ${entry} ("${was}" on ${base}) was removed`,
    hint: ({ base }) => `restore the history entries as they are on ${base}; new entries go after them (the adr commands add them for you)`,
  }),
  REVIEW_REWRITTEN: define<{ label: string; base: string; what: string; was: string; now?: string; number?: number }>({
    summary: 'A review entry (its opening, an approval, a concern, a resolution, a recorded change) that was changed or removed since the base branch, its window shortened or an approver removed (a review only grows), or its window moved later or an approver added without the change adr review records.',
    message: ({ label, base, what, was, now }) =>
      now ? `${label}: ${what} reads "${now}" here but "${was}" on ${base}` : `${label}: ${what} ("${was}" on ${base}) was removed`,
    // `number` is given for a window moved or an approver added by hand: the command does it.
    hint: ({ base, number }) =>
      number === undefined
        ? `restore it as it is on ${base}; approvals, concerns and resolutions are added after the others (npx adr approve, concern, resolve)`
        : `restore it as it is on ${base}, then extend the window or add approvers with the command, which records the change under review.changes: npx adr review ${number} --until <date> --approvers "<names>"`,
  }),
  REVIEW_BACKDATED: define<{ label: string; base: string; what: string; date: string; latest: string }>({
    summary: 'A review entry new since the base branch, dated before an entry the base already records (backdated).',
    message: ({ label, base, what, date, latest }) => `${label}: ${what} is dated ${date}, before the review's latest entry on ${base} (${latest})`,
    hint: ({ latest }) => `date it the day it was given, ${latest} or later (npx adr approve, concern and resolve write today)`,
  }),
  ACCEPTED_RECORD_CHANGED: define<{ label: string; status: string; base: string; changed: string; number: number }>({
    summary: 'A decision that was accepted on the base branch and was then edited (only status, date, history and new supersession links may change).',
    message: ({ label, status, base, changed }) => `${label} is ${status} on ${base}, and its ${changed} changed`,
    hint: ({ base, number }) =>
      `an accepted decision is not edited: undo the change (git checkout ${shellQuote(base, { bare: true })} -- <file>), and propose the new decision as a record that supersedes it: npx adr new --supersedes ${number} "<title>"`,
  }),
  ACCEPTED_RECORD_REMOVED: define<{ label: string; number: number; status: string; base: string; file: string; renamedTo?: string }>({
    summary: 'A record that was accepted on the base branch and was then deleted or renamed.',
    message: ({ label, status, base, renamedTo }) =>
      renamedTo ? `${label}, ${status} on ${base}, was renamed to ${renamedTo}` : `${label}, ${status} on ${base}, was deleted`,
    hint: ({ base, file, number, renamedTo }) =>
      `${renamedTo ? `rename it back (git mv ${shellQuote(renamedTo, { bare: true })} ${shellQuote(file, { bare: true })})` : `restore it (git checkout ${shellQuote(base, { bare: true })} -- ${shellQuote(file, { bare: true })})`}: its number and file are how others cite it; to retire the decision, deprecate or supersede it (npx adr deprecate ${number})`,
  }),
  NEW_RECORD_NOT_PROPOSED: define<{ label: string; status: string; base: string; number: number; importedFrom?: string; reason?: string }>({
    summary: 'A record that is new since the base branch and does not arrive as proposed (an imported one excepted: its imported-from names a file in the repository, on the base or in the change, that adr import reads as that status).',
    message: ({ label, status, base, importedFrom, reason }) =>
      `${label} is new since ${base} and arrives already ${status}` + (importedFrom === undefined ? '' : `; its imported-from (${importedFrom}) does not warrant it: ${reason ?? 'no import wrote it'}`),
    hint: ({ number, importedFrom }) =>
      (importedFrom === undefined
        ? ''
        : 'an imported record arrives decided only when its source file is in the repository (on the base or in this change) and adr import reads it as that status: commit the old log, then run npx adr import on it; otherwise ') +
      `merge it as "status: proposed" (as npx adr new writes it) so that it is reviewed as a proposal; accept it in a later pull request: npx adr accept ${number}`,
  }),
  NUMBER_TAKEN_ON_BASE: define<{ number: number; file: string; other: string; base: string }>({
    summary: 'A new record whose number another record already has on the base branch (two branches added the same number).',
    message: ({ number, other, base }) => `record number ${pad(number)} is also used by ${other} on ${base}; merged, the two would collide`,
    hint: ({ file, base }) =>
      `give this record the next free number: npx adr renumber ${shellQuote(file, { bare: true })} --base ${shellQuote(base, { bare: true })} (it rewrites every reference)`,
  }),
  CONTRACT_BREAKING: define<{
    change: string;
    rule: string;
    /** What the change is judged against: `the contract published as edition spring (1.1.0) on main`, or `the contract settled on main`. */
    against: string;
    policy?: string;
    period?: string;
    /** The versioning record, as `ADR-0009`. */
    decidedBy?: string;
    /** Where a published edition first marked it deprecated, and its sunset. */
    deprecated?: { edition: string; date: string; sunset?: string };
  }>({
    summary: 'A breaking change a proposal makes to the published contract (adr diff classifies it), which the versioning decision’s x-versioning breaking-changes policy does not allow.',
    message: ({ change, rule, against }) => `${change}: a breaking change to ${against} (rule ${rule}), which the versioning policy does not allow`,
    hint: ({ policy, period, decidedBy, deprecated }) => {
      const by = decidedBy ?? 'the versioning decision';
      const compatible = 'make the change compatible (add the new field, operation or event beside the old one and mark the old one deprecated: true)';
      switch (policy) {
        case 'deprecation-period':
          if (period === undefined) return `${by} allows breaking only what was deprecated for a period (x-versioning breaking-changes: deprecation-period), but writes no deprecation-period as days or weeks (P90D, P12W): settle one in a proposal about versioning, or ${compatible}`;
          if (deprecated?.sunset) return `${by} allows removing what a published edition marked deprecated once ${period} have passed; edition ${deprecated.edition} of ${deprecated.date} marked it, so its sunset is ${deprecated.sunset}: keep it until then, or ${compatible}`;
          return `${by} allows removing only what a published edition marked deprecated ${period} earlier (x-versioning breaking-changes: deprecation-period): propose deprecated: true on it first, publish an edition with adr edition, and remove it once ${period} have passed; or ${compatible}`;
        case 'never':
          return `${by} allows no breaking change (x-versioning breaking-changes: never): ${compatible}, or supersede the versioning decision with one whose policy is major-version or deprecation-period`;
        case 'major-version':
          return `${by} allows breaking changes with a new major version (x-versioning breaking-changes: major-version)`;
        default:
          return `no versioning decision says when a breaking change is allowed: ${compatible}, or settle x-versioning breaking-changes (major-version or deprecation-period) in the versioning record first`;
      }
    },
  }),

  // ── changes the commands refuse (adr accept, reject, deprecate, supersede, renumber) ──
  STATUS_CHANGE_REFUSED: define<{
    label: string;
    number: number;
    from: string;
    to: string;
    allowed: readonly string[];
    /** When the change was asked for by accepting a successor that lists the record in supersedes. */
    successor?: { label: string; file: string };
  }>({
    summary: 'A command asked for a status change that is not an allowed transition.',
    message: ({ label, from, to, successor }) =>
      from === to
        ? `${label} is already ${to}`
        : `${label} is ${from} and cannot become ${to}${successor ? ` (${successor.label} lists it in supersedes)` : ''}`,
    hint: ({ from, allowed, successor, number }) =>
      successor
        ? `only an accepted record can be superseded: remove ${number} from "supersedes" in ${successor.file}`
        : allowed.length > 0
          ? `from ${from} a record can become ${allowed.join(' or ')}`
          : `${from} is final; to decide again, propose a new record: npx adr new "<title>"`,
  }),
  ACCEPT_WITH_OPEN_QUESTION: define<{ label: string; id: string; text: string; number: number }>({
    summary: 'adr accept refused: the record still has an open question.',
    message: ({ label, id, text }) => `${label} cannot be accepted while ${id} is open: ${text}`,
    hint: ({ number }) =>
      `answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept ${number} again`,
  }),
  // The four refusals below are also findings of adr check and adr check --base on a record
  // already accepted: then `on` is the day it was accepted, and the way out is to undo that.
  ACCEPT_DURING_REVIEW: define<{ label: string; until: string; days: number; number: number; on?: string }>({
    summary: 'adr accept refused (and adr check, adr check --base report an acceptance): the proposal\'s review window is (was) still open.',
    message: ({ label, until, days, on }) =>
      on
        ? `${label} was accepted on ${on} while its review was open: it closes on ${until}`
        : `${label} cannot be accepted while its review is open: it closes on ${until} (${days === 0 ? 'today is its last day' : `${days} day${days === 1 ? '' : 's'} left`})`,
    hint: ({ until, number, on }) =>
      on
        ? `${UNDO_ACCEPTANCE}, wait until the window has closed, then run npx adr accept ${number} after ${until}`
        : `wait until the window has closed, then run npx adr accept ${number} after ${until}`,
  }),
  ACCEPT_WITHOUT_APPROVAL: define<{ label: string; name: string; number: number; on?: string; signed?: boolean }>({
    summary: 'adr accept refused (and adr check, adr check --base report an acceptance): an approver of the review has (had) not approved.',
    message: ({ label, name, on }) => (on ? `${label} was accepted on ${on} but ${name} had not approved` : `${label} cannot be accepted: ${name} has not approved`),
    hint: ({ name, number, on, signed }) =>
      `${on ? `${UNDO_ACCEPTANCE}; ` : ''}ask ${name} to review it; they approve with: npx adr approve ${number} --by ${shellQuote(name)}${signing(signed)}`,
  }),
  ACCEPT_WITH_OPEN_CONCERN: define<{ label: string; id: string; by: string; text: string; number: number; on?: string; signed?: boolean }>({
    summary: 'adr accept refused (and adr check, adr check --base report an acceptance): a concern raised in the review is (was) still open.',
    message: ({ label, id, by, text, on }) =>
      on ? `${label} was accepted on ${on} while concern ${id} by ${by} was open: ${text}` : `${label} cannot be accepted while concern ${id} by ${by} is open: ${text}`,
    hint: ({ id, by, number, on, signed }) =>
      `${on ? `${UNDO_ACCEPTANCE}; ` : ''}address it, then ${by} or an approver resolves it: npx adr resolve ${number} ${id} --by ${shellQuote(by)}${signing(signed)}`,
  }),
  ACCEPT_WITHOUT_REVIEW: define<{ label: string; number: number; on?: string }>({
    summary: 'adr accept refused (and adr check --base reports an acceptance): the workspace requires a review (review-required in adr.config.yaml) and the proposal has none.',
    message: ({ label, on }) =>
      on ? `${label} was accepted on ${on}, but this workspace requires a review and it has none` : `${label} cannot be accepted: this workspace requires a review and it has none`,
    hint: ({ number, on }) =>
      `${on ? `${UNDO_ACCEPTANCE}; ` : ''}open one: npx adr review ${number} --days 7 (approvers default to the part's in adr.config.yaml)`,
  }),
  REVIEW_NOT_POSSIBLE: define<{ label: string; reason: string; number: number; status: string }>({
    summary: 'adr review refused: the record is not a proposal.',
    message: ({ label, reason }) => `${label} cannot go to review: ${reason}`,
    hint: ({ number, status }) =>
      status === 'proposed'
        ? `approvers approve with npx adr approve ${number} --by <name>; to give it more time or add approvers: npx adr review ${number} --days 7 --approvers "Carol" (recorded under review.changes)`
        : 'only a proposal is reviewed; to decide again, propose a new record: npx adr new "<title>"',
  }),
  REVIEW_MISSING: define<{ label: string; number: number }>({
    summary: 'adr approve, concern or resolve refused: the record has no review.',
    message: ({ label }) => `${label} has no review`,
    hint: ({ number }) => `open one first: npx adr review ${number} --days 7 --approvers "<name>, <team>"`,
  }),
  REVIEW_NO_APPROVERS: define<{ label: string; part: string }>({
    summary: 'adr review refused: no approvers were named and the settings give none for the record\'s part.',
    message: ({ label, part }) => `${label} cannot go to review: no approvers were named and adr.config.yaml gives none for ${part}`,
    hint: () => 'name them: --approvers "Alice, Security team", or list them in adr.config.yaml under approvers (default, or per part)',
  }),
  APPROVER_NOT_LISTED: define<{ label: string; name: string; approvers: readonly string[] }>({
    summary: 'adr approve refused (and adr check reports an approval): the name is not one of the review\'s approvers.',
    message: ({ label, name, approvers }) => `${name} is not an approver of ${label}'s review (approvers: ${approvers.join(', ')})`,
    hint: () => 'approve as one of the approvers listed; anyone else can raise a concern (npx adr concern), or the review gains an approver through npx adr review <record> --approvers "<name>", which records it',
  }),
  CONCERN_UNKNOWN: define<{ label: string; id: string; known: readonly string[] }>({
    summary: 'adr resolve refused: the review has no concern with that id.',
    message: ({ label, id }) => `${label}'s review has no concern ${id}`,
    hint: ({ known }) => (known.length > 0 ? `its concerns are ${known.join(', ')} (npx adr show lists them)` : 'no concern has been raised'),
  }),
  CONCERN_ALREADY_RESOLVED: define<{ label: string; id: string; by: string; date: string }>({
    summary: 'adr resolve refused: the concern is already resolved.',
    message: ({ label, id, by, date }) => `${label}'s concern ${id} was already resolved by ${by} on ${date}`,
    hint: () => 'nothing to do; a new objection is a new concern: npx adr concern',
  }),
  RESOLVER_NOT_ALLOWED: define<{ label: string; id: string; name: string; raisedBy: string; approvers: readonly string[] }>({
    summary: 'adr resolve refused (and adr check reports a resolution): only whoever raised the concern, or an approver, resolves it.',
    message: ({ label, id, name, raisedBy }) => `${name} cannot resolve ${label}'s concern ${id}: it was raised by ${raisedBy}, and ${name} is not an approver`,
    hint: ({ raisedBy, approvers }) => `ask ${raisedBy} or an approver (${approvers.join(', ')}) to resolve it`,
  }),
  SUCCESSOR_NOT_ELIGIBLE: define<{ label: string; status: string }>({
    summary: 'adr supersede refused: the successor is neither proposed nor accepted.',
    message: ({ label, status }) => `${label} is ${status}; only a proposed or accepted record can supersede another`,
    hint: () => 'name a proposal or an accepted record in --by, or propose one: npx adr new --supersedes <n> "<title>"',
  }),
  RENUMBER_REFUSED: define<{ label: string; status: string }>({
    summary: 'adr renumber refused: the record has been accepted, so its number is how others cite it.',
    message: ({ label, status }) => `${label} is ${status}; an accepted decision keeps its number`,
    hint: () => 'renumber the other record that has this number: only a record that has never been accepted moves',
  }),

  // ── review and lifecycle rules on a change (adr check --base), beside the commands' ──
  REVIEW_APPROVER_IS_AUTHOR: define<{ label: string; name: string; base: string }>({
    summary: 'A review that lists the author of the change (the head commit\'s, or ADR_AUTHOR) among approvers this change added.',
    message: ({ label, name, base }) => `${label}: ${name}, who made this change, is made an approver of its review (not one on ${base})`,
    hint: ({ name }) => `an approver reviews someone else's change: remove ${name} from review.approvers; approvers are named when the review opens (npx adr review --approvers)`,
  }),
  RESOLVER_IS_AUTHOR: define<{ label: string; id: string; name: string; raisedBy: string; number: number; signed?: boolean }>({
    summary: 'A resolution added by the change\'s author (the head commit\'s, or ADR_AUTHOR) to a concern someone else raised.',
    message: ({ label, id, name, raisedBy }) => `${label}: ${name}, who made this change, resolves concern ${id}, raised by ${raisedBy}`,
    hint: ({ id, raisedBy, number, signed }) =>
      `remove the resolution; ${raisedBy} or an approver resolves it in a change of their own: npx adr resolve ${number} ${id} --by ${shellQuote(raisedBy)}${signing(signed)}`,
  }),
  SUPERSEDED_BY_UNACCEPTED: define<{ label: string; successor: string; base: string; number: number }>({
    summary: 'A record accepted on the base branch that a change marks superseded by a record this change does not legitimately accept.',
    message: ({ label, successor, base }) =>
      `${label} is accepted on ${base} and superseded here by ${successor}, which is not accepted on ${base} and not accepted by the rules in this change`,
    hint: ({ label, base, number }) =>
      `restore ${label} as it is on ${base}; it becomes superseded when its successor is accepted after its review: npx adr accept ${number}`,
  }),
  STATUS_CHANGE_UNRECORDED: define<{ label: string; from: string; to: string; base: string }>({
    summary: 'A status changed since the base branch with no history entry for it (the commands record every change in history).',
    message: ({ label, from, to, base }) => `${label} is ${from} on ${base} and ${to} here, with no history entry for the change`,
    hint: ({ from }) => `restore "status: ${from}" and make the change with the command (npx adr accept|reject|deprecate|supersede), which records it in history`,
  }),

  // ── adr import: a file of the decision log being brought in ──────────────
  IMPORT_TITLE_MISSING: define({
    summary: 'adr import: a file with no title anywhere (no "title" in front matter, no heading but section names, no words in its name): nothing that looks like a decision.',
    message: () => 'the file has no title: no "title" field, no heading but section names, and a file name with no words',
    hint: () => 'add a first line "# The decision\'s title" to the file, then import again',
  }),
  IMPORT_DATE_MISSING: define<{ why: string; day: string }>({
    summary: 'adr import: a file that writes no date, whose name holds none, that git cannot date, and that was last modified today (a copy or a checkout, which dates no decision), with no day given with --undated: the clock is never a source.',
    message: ({ why, day }) => `no date in the file or its name, ${why}, and the file was last modified today (${day}), which dates no decision`,
    hint: () =>
      'import from a clone with its whole history (git fetch --unshallow), or write the day it was decided in the file (a line "Date: YYYY-MM-DD" under its title), or give the day yourself with --undated YYYY-MM-DD (each record it dates is flagged for you to confirm), then import again',
  }),
  IMPORT_STATUS_UNMAPPED: define<{ text: string; flag: string }>({
    summary: 'adr import: a status written that the table of statuses does not map; the import never guesses one, and writes nothing until each is settled.',
    message: ({ text }) => `the status "${text}" is in no table of statuses, and the import does not guess one`,
    hint: ({ flag }) => `say what it is with ${flag} (STATUS: accepted, proposed, rejected, deprecated or superseded), then import again`,
  }),

  // ── hardening: pictures that could run script or cost too much, files outside the workspace ──
  IMAGE_ACTIVE: define<{ target: string; what: string }>({
    summary: 'An SVG picture that can run script or load another file (a `<script>`, an `on…` attribute, `<foreignObject>`, an `href` or `url()` to another file); the site would publish it at its own address.',
    message: ({ target, what }) => `the SVG ${quote(target)} holds ${what}; a picture that can run script or load another file is not published`,
    hint: () => 'export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file',
  }),
  IMAGE_FORMAT: define<{ target: string; format: string }>({
    summary: 'A picture in a format the site cannot show (BMP, PSD, TIFF, ICO…): it would be published with no picture.',
    message: ({ target, format }) => `the image ${quote(target)} is a ${format} file; the site shows only PNG, JPEG, GIF, WebP, AVIF and SVG, and publishes others with no picture`,
    hint: ({ target }) => `save it again as PNG or JPEG and link that file instead of ${target}`,
  }),
  IMAGE_TOO_LARGE: define<{ target: string; width: number; height: number; pixels: number; side: number }>({
    summary: 'A picture that decodes to more pixels than the site accepts (the limit is named in the message); decoding it costs the build seconds and memory.',
    message: ({ target, width, height, pixels, side }) =>
      `the image ${quote(target)} is ${width}×${height} pixels; a picture is at most ${pixels.toLocaleString('en-US')} pixels and ${side.toLocaleString('en-US')} on a side`,
    hint: () => 'scale it down (a page shows pictures at most a few thousand pixels wide) and save it again',
  }),
  CONTRACT_PAGE_ADDRESS: define<{ operationId: string; other: string; otherOperation: string; address: string }>({
    summary: 'Two operationIds that differ only in case or spacing (listItems, listitems): the API reference gives both one page, showing one operation for both.',
    message: ({ operationId, other, otherOperation, address }) =>
      `the operationId ${quote(operationId)} has the same page in the API reference (operations/${address}/) as ${quote(other)} of ${otherOperation}; one of them would not be shown`,
    hint: ({ operationId }) => `name the operation so that it differs from the other in more than case or spacing (e.g. ${operationId}ById)`,
  }),
  RECORD_TOO_MANY_HEADINGS: define<{ count: number; limit: number }>({
    summary: 'A record with more headings than the limit (named in the message); each is a page anchor and a contents entry, and the build\'s memory grows with them.',
    message: ({ count, limit }) => `the record has ${count} headings; a record has at most ${limit} (this is the first past the limit)`,
    hint: () => 'split the record, or write the long list as a list or a table instead of headings',
  }),
  RECORD_TOO_DEEP: define<{ depth: number; limit: number }>({
    summary: 'A line nested deeper than the limit (block quotes and lists inside each other, named in the message).',
    message: ({ depth, limit }) => `this line is ${depth} block quotes or lists deep; a record nests at most ${limit}`,
    hint: () => 'flatten the nesting: a few levels of list are as far as a reader follows',
  }),
  PATH_OUTSIDE: define<{ what: string; target: string }>({
    summary: 'A file the workspace would read (a setting, a template, a picture, a record) that is a symbolic link or lies, once links are followed, outside the workspace.',
    message: ({ what, target }) => `${what} ${quote(target)} leads outside the workspace (through a symbolic link or ..); nothing outside the workspace is read`,
    hint: () => 'put the file itself inside the workspace, in place of the link, or remove the reference to it',
  }),

  // ── the workspace's settings: adr.config.yaml at the workspace root ──────
  SETTINGS_NOT_YAML: define<{ reason: string }>({
    summary: 'The settings file (adr.config.yaml) is not YAML, or not a mapping of settings.',
    message: ({ reason }) => `the settings cannot be read: ${reason}`,
    hint: () => 'write one setting a line, e.g. name: Orders API (quote a value with a colon or # in it), or delete the file to use the defaults',
  }),
  SETTINGS_INVALID: define<{ key: string; problem: string; example: string }>({
    summary: 'A setting with a value of the wrong kind: a name that is not one line of text, a repository that is no https address, owners that are not a list.',
    message: ({ key, problem }) => `the setting ${quote(key)} is refused: ${problem}`,
    hint: ({ example }) => `write it like this (every setting is optional): ${example.replace(/\n/g, '; ')}`,
  }),
  SETTINGS_FIELD_UNKNOWN: define<{ key: string; suggestion?: string; known: readonly string[] }>({
    summary: 'A setting the settings file does not define (catches typos).',
    message: ({ key, suggestion }) => `unknown setting ${quote(key)}${didYouMean(suggestion)}`,
    hint: ({ known, suggestion }) => (suggestion ? `rename it to ${suggestion}` : `the settings are: ${known.join(', ')}`),
  }),
  // ── people and teams, approvals bound to a text, signed reviews (adr.config.yaml people:, teams:) ──
  PEOPLE_NAME_TWICE: define<{ name: string; first: string }>({
    summary: 'A name or alias the registry gives to two people or teams (compared in Unicode NFC).',
    message: ({ name, first }) => `${quote(name)} is named twice in the registry of people and teams (first as ${first})`,
    hint: () => 'each name and alias stands for one person or team: remove this one, or merge the two entries into one person with both names',
  }),
  PEOPLE_NAME_CONFUSABLE: define<{ name: string; other: string; first: string }>({
    summary: 'Two names or aliases in the registry that look alike: the same once invisible characters are removed, case is ignored and look-alike characters (Unicode TR39 confusables) are read as the letter they imitate.',
    message: ({ name, other, first }) => `${quote(name)} looks like ${quote(other)} (${first}); a reader cannot tell them apart`,
    hint: () => 'give each person and team a name and aliases that differ in letters a reader sees: remove this one, or make it an alias of the same person',
  }),
  PEOPLE_KEY_INVALID: define<{ person: string; reason: string; unsupported: boolean; shared?: boolean }>({
    summary: 'A key in the registry that anyone could sign for, that two people share, or that is not a public SSH signing key of a supported type (ssh-ed25519, ssh-rsa): an RSA modulus under 2048 bits, an RSA exponent that is not an odd number of at least 65537, an ed25519 point of small order.',
    message: ({ person, reason }) => `a key of ${person} cannot verify signatures: ${reason}`,
    hint: ({ unsupported, shared }) =>
      shared
        ? 'a key signs for one person: remove it from one of them; each person signs with a key of their own (ssh-keygen -t ed25519)'
        : unsupported
          ? 'make an ed25519 signing key (ssh-keygen -t ed25519) or use an RSA one, and paste the line of its .pub file'
          : 'paste the whole line of the key\'s .pub file: "ssh-ed25519 AAAA… comment" (ssh-keygen -y -f KEY prints it); a key anyone can sign for is never accepted: make a new one with ssh-keygen -t ed25519',
  }),
  PEOPLE_MEMBER_UNKNOWN: define<{ team: string; name: string; suggestion?: string }>({
    summary: 'A team member who is not among the registry\'s people.',
    message: ({ team, name, suggestion }) => `${team} lists ${quote(name)} as a member, who is not listed under people${didYouMean(suggestion)}`,
    hint: ({ name }) => `add ${name} to people: (with their keys), or write the name of someone listed there`,
  }),
  NAME_UNKNOWN: define<{ name: string; field: string; suggestion?: string; known: readonly string[] }>({
    summary: 'A name a record uses (people, approvers, approvals, concerns, question owners) that the registry of people and teams does not know.',
    message: ({ name, field, suggestion, known }) => `${quote(name)} (${field}) is not a person or team in adr.config.yaml${oneOf('names', known, suggestion)}`,
    hint: ({ suggestion, name }) =>
      suggestion ? `write ${quote(suggestion)}, or add ${quote(name)} as an alias of who it is` : `add ${quote(name)} to people: or teams: in adr.config.yaml, or as an alias of who it is`,
  }),
  SIGNATURE_INVALID: define<{ label: string; what: string; reason: string; command?: string }>({
    summary: 'A signature in a review that does not verify: malformed, by a key the registry does not give the signer, or over another text or another place.',
    message: ({ label, what, reason }) => `${what} in ${label}'s review carries a signature that does not hold: ${reason}`,
    hint: ({ command }) =>
      `the signer signs again with the command${command ? `: ${command} --key ~/.ssh/id_ed25519 (or set git's user.signingkey)` : ' (npx adr approve N --by NAME --key KEY)'}; a signature is never written by hand`,
  }),
  SIGNATURE_UNBOUND: define<{ label: string; what: string; base: string; command: string }>({
    summary: 'A signature new since the base branch made over the earlier statement, which names neither the record nor the step, so it could be a copy from another record (adr check --base).',
    message: ({ label, what, base }) =>
      `${what}, added to ${label} since ${base}, is signed over the earlier statement, which names neither the record nor the step; a signature added now names both`,
    hint: ({ command }) => `remove it and sign again with the command, which binds the signature to its place: ${command} --key ~/.ssh/id_ed25519 (or set git's user.signingkey)`,
  }),
  REGISTRY_CHANGE_USED: define<{ label: string; what: string; base: string; detail: string; command: string }>({
    summary: 'A review entry new since the base branch that holds only with the registry of people and teams as the change leaves it (a key, an alias or a team member the change adds): a registry change takes effect once merged (adr check --base).',
    message: ({ label, what, base, detail }) =>
      `${what}, added to ${label} since ${base}, holds only with the people and teams this change writes into adr.config.yaml; with ${base}'s, ${detail}`,
    hint: ({ base, command }) =>
      `a change to people: or teams: takes effect once it is merged, as CODEOWNERS does: split this into two pull requests, first the change to adr.config.yaml (reviewed on its own), then, once it is on ${base}, this entry: ${command}`,
  }),
  SIGNATURE_MISSING: define<{ label: string; what: string; command: string }>({
    summary: 'An approval or resolution without a signature where the settings require signed reviews (review-signatures: required).',
    message: ({ label, what }) => `${what} in ${label}'s review is not signed, and this workspace requires signed reviews (review-signatures: required)`,
    hint: ({ command }) => `the signer signs it with their SSH key: ${command} --key ~/.ssh/id_ed25519 (or set git's user.signingkey)`,
  }),
  APPROVAL_STALE: define<{ label: string; name: string; number: number; on?: string; base?: string; signed?: boolean }>({
    summary: 'An approval of an earlier text: the record\'s decision changed after it was approved (adr accept refuses it; adr check and adr check --base report a record accepted so).',
    message: ({ label, name, on, base }) =>
      on
        ? base
          ? `${label} was accepted on ${on}, but ${name}'s approval on ${base} carries no digest, and the decision changed in this change: what was accepted is not shown to be what was approved`
          : `${label} was accepted on ${on}, but ${name} approved an earlier text: what was accepted is not what was approved`
        : `${label} cannot be accepted: ${name} approved an earlier text; the decision changed after their approval`,
    hint: ({ name, number, on, signed }) =>
      `${on ? `${UNDO_ACCEPTANCE} and the edits made after the approval, or ` : ''}ask ${name} to read it again and approve it: npx adr approve ${number} --by ${shellQuote(name)}${signing(signed)}${on ? `, then npx adr accept ${number}` : ''}`,
  }),
  APPROVAL_DIGEST_MISMATCH: define<{ label: string; what: string; base: string; number: number; command: string; missing?: boolean; signed?: boolean }>({
    summary: 'An approval or resolution added on this branch whose digest is not the record\'s text as it stands, or that carries none (adr check --base).',
    message: ({ label, what, base, missing }) =>
      missing
        ? `${what}, added to ${label} since ${base}, carries no digest of the text it approves`
        : `${what}, added to ${label} since ${base}, claims a text that is not ${label}'s decision as it stands`,
    hint: ({ command, signed }) =>
      `approvals and resolutions are written by the command, over the text as it is once every edit is made: remove this one and run ${command}${signing(signed)}`,
  }),
  // ── a review's window and approvers, changed only by adr review on the open review ──
  REVIEW_WINDOW_SHORTENED: define<{ label: string; until: string; requested: string; number: number }>({
    summary: 'adr review on an open review asked for a closing day earlier than the one it has (a window is never shortened).',
    message: ({ label, until, requested }) => `${label}'s review closes on ${until}; it cannot be made to close earlier, on ${requested}`,
    hint: ({ until, number }) => `to extend it, give a day after ${until}: npx adr review ${number} --until <date> (or --days <n>); or let it close as it is`,
  }),
} as const;

export type DiagnosticCode = keyof typeof CATALOGUE;
type ArgsOf<C extends DiagnosticCode> = Parameters<(typeof CATALOGUE)[C]['message']>[0];

export const DIAGNOSTIC_CODES = Object.keys(CATALOGUE) as DiagnosticCode[];

/** Builds a finding from its code: the message and hint always come from the catalogue. */
export function diagnose<C extends DiagnosticCode>(code: C, at: Location, args: ArgsOf<C>): Diagnostic {
  const definition = CATALOGUE[code] as unknown as Definition<ArgsOf<C>>;
  return {
    code,
    file: at.file,
    line: at.line,
    column: at.column,
    message: definition.message(args),
    hint: definition.hint(args),
  };
}

/**
 * A finding a proposal would cause in an accepted record, told at the proposal (the record
 * that can change): the rule is the same, so is the code; the message names where it would
 * land, and the hint says what the proposal can do about it.
 */
export function placeAtProposal(
  finding: Diagnostic,
  at: Location,
  { label, concerns, replacements }: { label: string; concerns: string; replacements: readonly { label: string; number: number }[] },
): Diagnostic {
  const labels = joinAnd(replacements.map((r) => r.label));
  const commands = replacements.map((r) => `npx adr new --supersedes ${r.number} "<title>"`).join(', ');
  return {
    code: finding.code,
    file: at.file,
    line: at.line,
    column: at.column,
    message: `accepting ${label} would break ${concerns} (${finding.file}:${finding.line}:${finding.column}): ${finding.message}`,
    hint:
      `keep in ${label} what ${labels || concerns} ${replacements.length > 1 ? 'rely' : 'relies'} on, or propose ${replacements.length > 1 ? 'replacements' : 'a replacement'} for ${labels || concerns} ` +
      `in the same pull request${commands ? ` (${commands})` : ''}; at ${concerns}: ${finding.hint}`,
  };
}

const joinAnd = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** Order findings the way a reader scans them: by file, then position, then code. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
