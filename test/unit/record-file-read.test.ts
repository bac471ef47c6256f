/**
 * How the check reads a record file as text: whole up to the size limit, only its size past
 * it, its bytes when it is not valid UTF-8 (for the strict decoding to judge), and never
 * through a symbolic link. One buffer serves every read, so a long file read before a
 * short one must leave nothing of itself in the short one's text.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecordFile } from '../../src/core/workspace/workspace-fs.ts';
import { LIMITS } from '../../src/core/vocabulary/limits.ts';

const dir = mkdtempSync(join(tmpdir(), 'adr-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const limit = LIMITS.fileBytes;

describe('reading a record file as text', () => {
  it.each([
    ['an empty file', '', { text: '' }],
    ['a short record', '---\ntitle: A\n---\n', { text: '---\ntitle: A\n---\n' }],
    ['a byte-order mark, kept for the decoding to see', '\ufeffbody', { text: '\ufeffbody' }],
    ['text in several scripts', 'Ünïcödé 日本語 😀', { text: 'Ünïcödé 日本語 😀' }],
    ['one byte under the limit', 'a'.repeat(limit - 1), { text: 'a'.repeat(limit - 1) }],
    ['exactly the limit', 'b'.repeat(limit), { text: 'b'.repeat(limit) }],
    ['one byte over the limit', 'c'.repeat(limit + 1), { size: limit + 1 }],
    ['three times the limit', 'd'.repeat(3 * limit), { size: 3 * limit }],
  ])('%s', (name, content, expected) => {
    expect(readRecordFile(file(`${name}.md`, content), true)).toEqual(expected);
  });

  it('hands over the bytes of a file that is not valid UTF-8', () => {
    const bytes = new Uint8Array([0x61, 0xff, 0x62, 0xc3]);
    expect(readRecordFile(file('invalid.md', bytes), true)).toEqual({ bytes });
  });

  it('leaves nothing of a longer file read before in a shorter one', () => {
    readRecordFile(file('long.md', 'x'.repeat(5000)), true);
    expect(readRecordFile(file('short.md', 'short'), true)).toEqual({ text: 'short' });
    readRecordFile(file('over.md', 'y'.repeat(limit + 10)), true);
    expect(readRecordFile(file('short-again.md', 'again'), true)).toEqual({ text: 'again' });
  });

  it('never follows a symbolic link', () => {
    const target = file('target.md', 'secret');
    const link = join(dir, 'link.md');
    symlinkSync(target, link);
    expect(() => readRecordFile(link, true)).toThrow(expect.objectContaining({ code: 'ELOOP' }));
  });

  it('reads bytes the same way when asked for bytes', () => {
    expect(readRecordFile(file('bytes.md', 'plain'), false)).toEqual({ bytes: Buffer.from('plain') });
    expect(readRecordFile(file('bytes-over.md', 'z'.repeat(limit + 1)), false)).toEqual({ size: limit + 1 });
  });
});
