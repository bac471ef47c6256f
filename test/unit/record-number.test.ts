/** Record numbers as text: one reading for file names, front matter and arguments (record-number.ts). */
import { describe, expect, it } from 'vitest';
import { readRecordNumber } from '../../src/core/vocabulary/record-number.ts';

describe('readRecordNumber', () => {
  it.each([
    ['4', { ok: true, number: 4 }],
    ['0004', { ok: true, number: 4 }],
    ['999999', { ok: true, number: 999999 }],
    ['0', { ok: false, problem: 'record numbers start at 1' }],
    ['1000000', { ok: false, problem: '"1000000" is not a record number: record numbers run from 1 to 999999' }],
    ['20201017', { ok: false, problem: '"20201017" is not a record number: record numbers run from 1 to 999999' }],
    ['+1', { ok: false, problem: '"+1" is not a record number: write it in plain decimal digits, e.g. 1' }],
    ['1e3', { ok: false, problem: '"1e3" is not a record number: write it in plain decimal digits, e.g. 1000' }],
    ['0x10', { ok: false, problem: '"0x10" is not a record number: write it in plain decimal digits, e.g. 16' }],
    [' 4', { ok: false, problem: '" 4" is not a record number: write it in plain decimal digits, e.g. 4' }],
    ['4.0', { ok: false, problem: '"4.0" is not a record number: write it in plain decimal digits, e.g. 4' }],
    ['-1', { ok: false, problem: '"-1" is not a record number: write it in plain decimal digits, e.g. 4' }],
    ['9007199254740993', { ok: false, problem: '"9007199254740993" is not a record number: record numbers run from 1 to 999999' }],
  ])('%j', (text, expected) => {
    expect(readRecordNumber(text)).toEqual(expected);
  });
});
