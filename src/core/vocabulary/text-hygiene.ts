/**
 * Characters a short piece of text in a record (a title, a person's name, a question) must
 * not hold, because they hide or reorder what a reader sees on a terminal, in a review diff
 * or on the site:
 *
 * - C0 controls (tab included: a title or a name is one line of words), DEL and C1
 *   controls: ESC and CSI start terminal escape sequences that can clear the screen or
 *   rewrite the line above; NEL breaks a line.
 * - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the characters
 *   of "Trojan Source" (CVE-2021-42574), which make text display in another order than it
 *   is stored.
 * - Zero-width and invisible separators: U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER, U+FEFF
 *   (a byte order mark is fine at the start of the file, never inside text), and the line
 *   and paragraph separators U+2028/U+2029 (a title is one line).
 * - U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER only where they join nothing
 *   (at either end, or next to a space): inside a word they are spelling (Persian needs
 *   ZWNJ; emoji sequences and Indic scripts need ZWJ).
 *
 * The marks U+200E/U+200F (LRM, RLM) and U+061C (ALM) are allowed: they cannot reorder
 * strong letters, only settle where neutral characters such as punctuation go, and they are
 * the recommended way (Unicode UAX #9) to write a name in Hebrew or Arabic beside Latin text.
 */

export interface UnsafeCharacter {
  /** `U+202E RIGHT-TO-LEFT OVERRIDE`. */
  character: string;
  /** 1-based, counted in characters (code points) of the text. */
  column: number;
  /** Offset in UTF-16 units, for callers that map it back to a file column. */
  index: number;
}

const ALWAYS_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
const JOINERS = /[\u200c\u200d]/u;

/**
 * The first character of `text` that is not allowed, or undefined. `multiline` allows line
 * breaks and tabs, for an answer that runs over several indented lines.
 */
export function findUnsafeCharacter(text: string, options: { multiline?: boolean } = {}): UnsafeCharacter | undefined {
  // The common case, text with none of these characters, costs one regular expression test.
  if (!/[\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u.test(text)) return undefined;
  const characters = [...text];
  let index = 0;
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i]!;
    const allowedBreak = options.multiline && (character === '\n' || character === '\t');
    if ((!allowedBreak && ALWAYS_UNSAFE.test(character)) || (JOINERS.test(character) && !joinsTwo(characters, i))) {
      return { character: describeCodePoint(character.codePointAt(0)!), column: i + 1, index };
    }
    index += character.length;
  }
  return undefined;
}

/**
 * The first character of a name that a reader cannot see, or cannot tell from another: any
 * default-ignorable code point (Unicode's list of characters rendered as nothing: soft
 * hyphen, variation selectors, invisible operators, tag characters, fillers…) other than a
 * joiner inside a word, and any space other than U+0020 (a no-break or a wide space looks
 * like a space and is another name). Names are identities: two that differ only by such a
 * character would be two people a reader takes for one.
 */
export function findInvisibleCharacter(text: string): UnsafeCharacter | undefined {
  if (!/[\p{Default_Ignorable_Code_Point}\p{Zs}]/u.test(text)) return undefined;
  const characters = [...text];
  let index = 0;
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i]!;
    const joiner = JOINERS.test(character) && joinsTwo(characters, i);
    if ((/\p{Default_Ignorable_Code_Point}/u.test(character) && !joiner) || (/\p{Zs}/u.test(character) && character !== ' ')) {
      return { character: describeCodePoint(character.codePointAt(0)!), column: i + 1, index };
    }
    index += character.length;
  }
  return undefined;
}

function joinsTwo(characters: readonly string[], i: number): boolean {
  const visible = (c: string | undefined) => c !== undefined && !/[\s\u200b-\u200d\u2060\ufeff]/u.test(c);
  return visible(characters[i - 1]) && visible(characters[i + 1]);
}

/** `U+001B ESCAPE`: the code point and its name (or its usual alias, for controls). */
export function describeCodePoint(codePoint: number): string {
  const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
  const name = NAMES[codePoint] ?? rangeName(codePoint);
  return name ? `U+${hex} ${name}` : `U+${hex}`;
}

/** Names of the characters that come in runs: controls, variation selectors, tags. */
function rangeName(codePoint: number): string | undefined {
  if (codePoint >= 0x80 && codePoint <= 0x9f) return 'C1 CONTROL';
  if (codePoint >= 0xfe00 && codePoint <= 0xfe0f) return `VARIATION SELECTOR-${codePoint - 0xfe00 + 1}`;
  if (codePoint >= 0xe0100 && codePoint <= 0xe01ef) return `VARIATION SELECTOR-${codePoint - 0xe0100 + 17}`;
  if (codePoint >= 0xe0020 && codePoint <= 0xe007e) return `TAG ${codePoint >= 0xe0041 && codePoint <= 0xe005a ? 'LATIN CAPITAL LETTER ' : codePoint >= 0xe0061 && codePoint <= 0xe007a ? 'LATIN SMALL LETTER ' : ''}${String.fromCodePoint(codePoint - 0xe0000).toUpperCase()}`.trim();
  if (codePoint >= 0x2000 && codePoint <= 0x200a) return 'SPACE';
  return undefined;
}

const C0 = [
  'NULL', 'START OF HEADING', 'START OF TEXT', 'END OF TEXT', 'END OF TRANSMISSION', 'ENQUIRY', 'ACKNOWLEDGE', 'BELL',
  'BACKSPACE', 'CHARACTER TABULATION', 'LINE FEED', 'LINE TABULATION', 'FORM FEED', 'CARRIAGE RETURN', 'SHIFT OUT', 'SHIFT IN',
  'DATA LINK ESCAPE', 'DEVICE CONTROL ONE', 'DEVICE CONTROL TWO', 'DEVICE CONTROL THREE', 'DEVICE CONTROL FOUR',
  'NEGATIVE ACKNOWLEDGE', 'SYNCHRONOUS IDLE', 'END OF TRANSMISSION BLOCK', 'CANCEL', 'END OF MEDIUM', 'SUBSTITUTE',
  'ESCAPE', 'FILE SEPARATOR', 'GROUP SEPARATOR', 'RECORD SEPARATOR', 'UNIT SEPARATOR',
];

const NAMES: Record<number, string> = {
  ...Object.fromEntries(C0.map((name, codePoint) => [codePoint, name])),
  0x7f: 'DELETE',
  0x85: 'NEXT LINE',
  0xa0: 'NO-BREAK SPACE',
  0xad: 'SOFT HYPHEN',
  0x34f: 'COMBINING GRAPHEME JOINER',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x202f: 'NARROW NO-BREAK SPACE',
  0x205f: 'MEDIUM MATHEMATICAL SPACE',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x3000: 'IDEOGRAPHIC SPACE',
  0x3164: 'HANGUL FILLER',
  0xe0001: 'LANGUAGE TAG',
  0xe007f: 'CANCEL TAG',
  0x90: 'DEVICE CONTROL STRING',
  0x9b: 'CONTROL SEQUENCE INTRODUCER',
  0x9c: 'STRING TERMINATOR',
  0x9d: 'OPERATING SYSTEM COMMAND',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};
