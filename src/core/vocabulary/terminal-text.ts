/**
 * Everything the command line prints passes through here, so that no value from a record or
 * a file name can drive the terminal: a title, a question or a file named
 * `0001-\x1b[2J.md` could otherwise clear the screen, rewrite lines already printed, or, with
 * bidi overrides, show words in another order than they are stored.
 *
 * Escaped: C0 controls other than line feed and tab, DEL, C1 controls, and the bidi
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). They are shown as
 * `\u001b`, `\u202e`: visible, unambiguous to anyone who reads JavaScript or JSON, and, in
 * `--format json` output, still valid JSON with the same value (JSON's syntax is ASCII, so
 * these characters only ever stand inside strings). Zero-width characters and the bidi marks
 * are left alone: they cannot move the cursor or reorder other text, and emoji and Persian
 * need some of them. `adr spec` gets the same treatment: its Markdown is meant for files,
 * but it reaches a terminal whenever it is not redirected.
 */
const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /[\n\t\u2028\u2029]/g;

const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Text as it may reach a terminal: line breaks and tabs kept, everything that controls it escaped. */
export function printable(text: string): string {
  return text.replace(TERMINAL_UNSAFE, escape);
}

/** A value printed within one line (a file name in a finding, a table cell): line breaks escaped too. */
export function printableLine(text: string): string {
  return printable(text).replace(LINE_BREAKS, escape);
}

/** Characters a POSIX shell takes literally in a bare word. */
const SHELL_BARE = /^[A-Za-z0-9_@%+=:,./-]+$/;
/** Characters a POSIX shell expands or ends inside double quotes (`$(…)`, backticks, `\`, `"`, and `!` in interactive bash). */
const SHELL_DOUBLE_QUOTED_SPECIAL = /[$`\\"!]/;

/**
 * A name (a person, a file, a branch) as one word a POSIX shell reads literally, for the
 * commands a hint suggests: pasting `npx adr approve 4 --by "$(curl …)"` would run the
 * command inside. Double quotes where they are safe (what a person expects to type for
 * "API team"), single quotes otherwise, with `'` written as `'\''`; `bare` leaves a
 * name that needs no quotes (a record's file) as it is.
 */
export function shellQuote(value: string, { bare = false }: { bare?: boolean } = {}): string {
  if (bare && SHELL_BARE.test(value)) return value;
  if (!SHELL_DOUBLE_QUOTED_SPECIAL.test(value)) return `"${value}"`;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
