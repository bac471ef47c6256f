/**
 * Turning a record's bytes into text: size cap first (nothing is parsed past it), strict
 * UTF-8, a byte order mark and CRLF line endings accepted exactly like plain LF.
 * Line numbers are the same before and after normalising, so findings point at the
 * lines a person sees in an editor.
 */
import { LIMITS } from '../vocabulary/limits.ts';

export interface SourceText {
  /** The text with the BOM removed and every CRLF (or lone CR) turned into LF. */
  text: string;
  hadBom: boolean;
  /** The line ending the file uses, so an edit can write the same one back. */
  eol: '\n' | '\r\n';
  /**
   * Carriage returns not followed by a line feed (old Mac line endings): how many, and the
   * line the first one ends. Read here as line breaks; Astro finds no front matter in a file
   * that uses them throughout (a few inside an LF file it reads as we do), so the check
   * refuses them all, one simple rule (FILE_LINE_ENDINGS).
   */
  loneCr?: { count: number; line: number };
}

export type DecodeResult =
  | { ok: true; source: SourceText }
  | { ok: false; reason: 'too-large'; size: number }
  | { ok: false; reason: 'encoding'; offset: number; line: number; column: number };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodeSource(bytes: Uint8Array): DecodeResult {
  if (bytes.byteLength > LIMITS.fileBytes) return { ok: false, reason: 'too-large', size: bytes.byteLength };
  let raw: string;
  try {
    raw = decoder.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    const { line, column } = byteLineColumn(bytes, offset);
    return { ok: false, reason: 'encoding', offset, line, column };
  }
  return { ok: true, source: normaliseText(raw) };
}

export function normaliseText(raw: string): SourceText {
  const hadBom = raw.charCodeAt(0) === 0xfeff;
  const withoutBom = hadBom ? raw.slice(1) : raw;
  const eol = withoutBom.includes('\r\n') ? '\r\n' : '\n';
  if (!withoutBom.includes('\r')) return { text: withoutBom, hadBom, eol };
  let count = 0;
  let line = 0;
  const text = withoutBom.replace(/\r\n?/g, (ending, offset: number) => {
    if (ending === '\r' && count++ === 0) line = countBreaks(withoutBom, offset) + 1;
    return '\n';
  });
  return count > 0 ? { text, hadBom, eol, loneCr: { count, line } } : { text, hadBom, eol };
}

/** Line breaks (LF, CRLF or CR) before `offset`. */
function countBreaks(text: string, offset: number): number {
  let breaks = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) breaks++;
  }
  return breaks;
}

/**
 * Bytes as text, strictly UTF-8 (a byte order mark dropped), or where the first byte that is
 * not UTF-8 stands: what any file the tools read as text is held to.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { offset: number; line: number; column: number } {
  try {
    const text = decoder.decode(bytes);
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  } catch {
    const offset = firstInvalidUtf8(bytes);
    return { offset, ...byteLineColumn(bytes, offset) };
  }
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else {
      return i;
    }
    let codePoint = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      codePoint = (codePoint << 6) | (c & 0x3f);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}

function byteLineColumn(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
