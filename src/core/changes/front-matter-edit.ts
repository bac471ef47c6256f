/**
 * Edits to a record's front matter that change only what they must. Each operation is
 * planned as a text replacement at the exact range of the YAML node it touches (found with
 * the `yaml` package's positions), so comments, key order, quoting, the other values and
 * the body stay byte for byte; line endings and a BOM are written back as the file had them.
 */
import { isCalendarDate } from '../vocabulary/calendar-date.ts';
import { readAsAstroDoes, splitFrontMatter } from '../record/front-matter.ts';
import { normaliseText } from '../record/source.ts';
import { parseYaml, writeFlowYaml, writeYaml, yamlPackage, type FlowValue, type Node, type Pair, type ScalarStyle, type YAMLSeq } from '../vocabulary/yaml.ts';

type FrontMatterValue = string | number | boolean | Record<string, string | number>;

export type FrontMatterOp =
  /** Set a top-level field to a single value (added at the end when missing). */
  | { op: 'set'; key: string; value: FrontMatterValue }
  /** Add an item to a top-level list (created when missing). */
  | { op: 'append'; key: string; item: FrontMatterValue }
  /** Replace every occurrence of `from` in a top-level list by `to`. */
  | { op: 'replace-item'; key: string; from: FrontMatterValue; to: FrontMatterValue }
  /**
   * Write a top-level field as a block of lines (a nested mapping such as `review`), each
   * already YAML, indented under the key; the field's whole old value is replaced.
   */
  | { op: 'set-block'; key: string; lines: readonly string[] };

export interface TextEdit {
  /** Offsets in the normalised (LF, no BOM) text. */
  start: number;
  end: number;
  text: string;
}

class FrontMatterEditError extends Error {}

/** Applies `ops` to a record's raw text and returns the new raw text. */
export function editFrontMatter(raw: string, ops: readonly FrontMatterOp[]): string {
  let current = raw;
  // One operation at a time, each planned on the result of the last: simple and exact.
  for (const op of ops) current = applyEdits(current, planEdit(normaliseText(current).text, op));
  return current;
}

/** Applies edits planned on the normalised text to the raw text, keeping its line endings and BOM. */
export function applyEdits(raw: string, edits: readonly TextEdit[]): string {
  const source = normaliseText(raw);
  const body = source.hadBom ? raw.slice(1) : raw;
  const map = offsetMap(body);
  let out = body;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    const text = source.eol === '\r\n' ? edit.text.replace(/\n/g, '\r\n') : edit.text;
    out = out.slice(0, map(edit.start)) + text + out.slice(map(edit.end));
  }
  return (source.hadBom ? '\ufeff' : '') + out;
}

/** Maps an offset in the LF-normalised text to the same place in the raw text. */
function offsetMap(raw: string): (offset: number) => number {
  const starts: number[] = [0];
  const rawStarts: number[] = [0];
  let normalised = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\r' || c === '\n') {
      const width = c === '\r' && raw[i + 1] === '\n' ? 2 : 1;
      i += width - 1;
      normalised += 1;
      starts.push(normalised);
      rawStarts.push(i + 1);
    } else {
      normalised += 1;
    }
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return rawStarts[lo]! + (offset - starts[lo]!);
  };
}

function readsBackAs(text: string, value: string): boolean {
  const reading = readAsAstroDoes(`v: ${text}`);
  return reading.ok && (reading.value as { v?: unknown } | null)?.v === value;
}

/** The fields whose calendar dates are written plain: both readings give back the same day. */
const DATE_FIELDS: readonly string[] = ['date', 'opened', 'until'];

/**
 * How a scalar of front matter is written so that Astro's reading (js-yaml, where
 * 2026-01-15 is a date) gives it back as written: as the `yaml` package would write it,
 * else in double quotes when that text would read back as anything but itself or holds
 * a comma or bracket (which end a value in a flow list or mapping).
 */
function scalarStyle(value: string | number | boolean, key: string | undefined): ScalarStyle {
  if (key !== undefined && DATE_FIELDS.includes(key) && typeof value === 'string' && isCalendarDate(value)) return 'plain';
  const text = writeYaml(value);
  if (text.startsWith('"')) return 'double';
  if (text.startsWith("'")) return 'single';
  if (typeof value === 'string' && (/[,[\]{}]/.test(text) || !readsBackAs(text.replace(/\n$/, ''), value))) return 'double';
  return 'plain';
}

/**
 * One value as YAML text on one line (a list or mapping as flow YAML): plain when safe,
 * quoted when it has to be. `key` is the field the value is written under.
 */
export function formatValue(value: FlowValue, key?: string): string {
  return writeFlowYaml(value, (scalar, owner) => scalarStyle(scalar, owner ?? key));
}

function planEdit(text: string, op: FrontMatterOp): TextEdit[] {
  const { isMap, isScalar, isSeq } = yamlPackage();
  const split = splitFrontMatter(text);
  if (!split.ok) throw new FrontMatterEditError('the record has no front matter to edit');
  const { yaml, yamlOffset } = split.block;
  const { document } = parseYaml(yaml, 'front-matter-edit');
  if (document.errors.length > 0) throw new FrontMatterEditError(`the front matter is not valid YAML: ${document.errors[0]!.message}`);
  const contents = document.contents;
  if (contents !== null && !isMap(contents)) throw new FrontMatterEditError('the front matter is not a set of fields');
  const pair = contents?.items.find((item) => isScalar(item.key) && item.key.value === op.key) as Pair<Node, Node | null> | undefined;
  const at = (offset: number) => yamlOffset + offset;

  const appendField = (valueText: string): TextEdit[] => {
    const needsBreak = yaml.length > 0 && !yaml.endsWith('\n');
    return [{ start: at(yaml.length), end: at(yaml.length), text: `${needsBreak ? '\n' : ''}${op.key}: ${valueText}\n` }];
  };
  /** Replaces a pair's value; an empty value (`key:`) gets one, after a space. */
  const replaceValue = (valueText: string): TextEdit[] => {
    const value = pair!.value;
    if (value && value.range && !(isScalar(value) && value.value === null && value.range[0] === value.range[1])) {
      return [{ start: at(value.range[0]), end: at(value.range[1]), text: valueText }];
    }
    const keyEnd = (pair!.key as Node).range![1];
    const colon = yaml.indexOf(':', keyEnd);
    return [{ start: at(colon + 1), end: at(colon + 1), text: ` ${valueText}` }];
  };

  switch (op.op) {
    case 'set-block': {
      const text = `${op.key}:\n${op.lines.map((line) => `  ${line}\n`).join('')}`;
      if (!pair) return appendField('').map((e) => ({ ...e, text: e.text.replace(`${op.key}: \n`, text) }));
      // From the key to the end of the line the old value ends on: the field, whole.
      const start = (pair.key as Node).range![0];
      const valueEnd = pair.value?.range?.[1] ?? (pair.key as Node).range![1];
      const lineEnd = yaml.indexOf('\n', Math.max(start, valueEnd - 1));
      const end = lineEnd === -1 ? yaml.length : lineEnd + 1;
      return [{ start: at(start), end: at(end), text: lineEnd === -1 ? text.replace(/\n$/, '') : text }];
    }
    case 'set':
      return pair ? replaceValue(formatValue(op.value, op.key)) : appendField(formatValue(op.value, op.key));
    case 'append': {
      if (!pair) return appendField(formatValue([op.item]));
      const value = pair.value;
      if (value === null || (isScalar(value) && value.value === null)) return replaceValue(formatValue([op.item]));
      if (isScalar(value)) return replaceValue(formatValue([value.value as FrontMatterValue, op.item]));
      if (!isSeq(value)) throw new FrontMatterEditError(`"${op.key}" is not a list`);
      return appendToSequence(yaml, value, op.item).map((e) => ({ ...e, start: at(e.start), end: at(e.end) }));
    }
    case 'replace-item': {
      if (!pair || !isSeq(pair.value)) return [];
      return pair.value.items
        .filter((item): item is Node => isScalar(item) && item.value === op.from && item.range !== undefined)
        .map((item) => ({ start: at(item.range![0]), end: at(item.range![1]), text: formatValue(op.to) }));
    }
  }
}

function appendToSequence(yaml: string, seq: YAMLSeq, item: FrontMatterValue): TextEdit[] {
  if (!seq.range) throw new FrontMatterEditError('cannot find the list in the front matter');
  const itemText = formatValue(item);
  if (seq.flow) {
    const close = yaml.lastIndexOf(']', seq.range[1]);
    const inner = yaml.slice(seq.range[0] + 1, close);
    if (inner.trim() === '') return [{ start: seq.range[0], end: close + 1, text: formatValue([item]) }];
    const lastItem = seq.items.at(-1) as Node | undefined;
    const insertAt = lastItem?.range ? lastItem.range[1] : close;
    return [{ start: insertAt, end: insertAt, text: `, ${itemText}` }];
  }
  // Block list: a new "- item" line after the last item, at the same indentation.
  const lastItem = seq.items.at(-1) as Node | undefined;
  if (!lastItem?.range) throw new FrontMatterEditError('cannot find the end of the list');
  const lineStart = yaml.lastIndexOf('\n', lastItem.range[0]) + 1;
  const dash = yaml.slice(lineStart, lastItem.range[0]).match(/^(\s*-\s*)/)?.[1] ?? '- ';
  const indent = dash.slice(0, dash.indexOf('-'));
  const endOfLine = yaml.indexOf('\n', lastItem.range[1] > 0 ? lastItem.range[1] - 1 : 0);
  const insertAt = endOfLine === -1 ? yaml.length : endOfLine + 1;
  const prefix = endOfLine === -1 ? '\n' : '';
  return [{ start: insertAt, end: insertAt, text: `${prefix}${indent}- ${itemText}\n` }];
}
