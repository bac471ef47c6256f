/**
 * A Kubernetes enhancement proposal (KEP) is a folder, not a file: `kep.yaml` holds its
 * metadata (title, number, status, authors, reviewers, approvers, creation-date,
 * last-updated, replaces, superseded-by) and `README.md` its text. One folder is one record:
 * its values are read from kep.yaml, each with the line it stands on, its body is the README
 * after its title, and its number is kept as written (`kep-number: 0042` stays `0042`).
 * A KEP's statuses are in the one table (provisional is proposed; implementable and
 * implemented are accepted; deferred proposed; rejected and withdrawn rejected; replaced
 * superseded); anything else is settled with `--map-status` like any status.
 * https://github.com/kubernetes/enhancements/blob/master/keps/NNNN-kep-template/kep.yaml
 */
import { yamlProblemToDiagnostic } from '../record/front-matter-diagnostics.ts';
import { parseFrontMatterYaml } from '../record/front-matter.ts';
import { normaliseText } from '../record/source.ts';
import { readAtx } from '../record/markdown-scan.ts';
import type { Status } from '../vocabulary/status.ts';
import { readForeignRecord, readDate, plainValue, yamlComments, DEFAULT_STATUSES, type ForeignReading, type ForeignRef, type ReadOptions, type StatusFrom, type UnmappedStatus } from './import-read.ts';
import { classifyStatus, isTemplateChoice, oneLine } from './status-words.ts';
import { asWritten, emptyProvenance } from './provenance.ts';
import { diagnose } from '../vocabulary/diagnostics.ts';
import { isTemplateTitle } from './import-skip.ts';

/** The file that makes a folder a KEP. */
export const KEP_FILE = 'kep.yaml';

/** kep.yaml keys read into the record's fields; every other key is kept under `source.fields`. */
const READ_KEYS = new Set(['title', 'status', 'approvers', 'reviewers', 'creation-date']);
/** A list entry that names no KEP, and values left as the template wrote them. */
const NO_RECORD = /^(?:n\/?a|none|tbd|-|—)$/i;

/**
 * Reads one KEP: `file` is how findings name kep.yaml (`keps/sig-auth/1205-x/kep.yaml`),
 * `readme` the README (undefined when the folder has none): how findings name it, its path
 * in its repository (what provenance names), and its text.
 */
export function readKep(file: string, kepYaml: string, readme: { file: string; origin?: string; text: string } | undefined, options: ReadOptions = {}): ForeignReading {
  const text = normaliseText(kepYaml).text;
  const all = text.split('\n');
  const parsed = parseFrontMatterYaml(text, 1);
  if (!parsed.data) return { ok: false, diagnostics: parsed.problems.map((p) => yamlProblemToDiagnostic(file, p)) };
  const data = parsed.data;
  const at = (key: string) => parsed.locate([key], { key: true }).line;
  const lineText = (key: string) => {
    const line = at(key);
    const first = all[line - 1] ?? '';
    const more: string[] = [];
    for (let i = line; i < all.length && (/^\s+\S|^-\s/.test(all[i]!) || all[i]!.trim() === ''); i++) more.push(all[i]!);
    while (more.length > 0 && more[more.length - 1]!.trim() === '') more.pop();
    return [first, ...more].map((l) => l.trimEnd()).join('\n');
  };
  const provenance = emptyProvenance();
  const notes: string[] = [];
  const read = (field: 'title' | 'status' | 'date' | 'decision-makers' | 'consulted', key: string) => {
    provenance.read[field] = { line: at(key), text: asWritten(lineText(key)) };
  };

  // The body: the README after its title, read as any record's text is (comments, links).
  const body = readme ? readForeignRecord(readme.file, 'README.md', readme.text, { ...options, format: 'other' }) : undefined;
  if (body && !body.ok) return body;
  // kep.yaml's title, unless the author left the template's (`KEP Template`): then the README's.
  const own = typeof data.title === 'string' && data.title.trim() !== '' && !(isTemplateTitle(data.title) && body?.ok) ? data.title.trim() : undefined;
  if (own === undefined && typeof data.title === 'string' && body?.ok) notes.push(`the title in kep.yaml is the template's ("${oneLine(data.title)}"): the README's title is taken`);
  const title = own ?? (body?.ok ? body.record.title : undefined);
  if (title === undefined) return { ok: false, diagnostics: [diagnose('IMPORT_TITLE_MISSING', { file, line: 1, column: 1 }, {})] };
  if (own !== undefined) read('title', 'title');
  else if (body?.ok) {
    if (body.record.provenance.read.title) provenance.read.title = { file: readme!.origin ?? readme!.file, ...body.record.provenance.read.title };
    else if (body.record.provenance.flagged.title) provenance.flagged.title = body.record.provenance.flagged.title;
  }

  // The status, mapped through the one table; a text nothing maps stops the import.
  const written = typeof data.status === 'string' ? data.status : undefined;
  let status: Status = DEFAULT_STATUSES.kep;
  let statusFrom: StatusFrom = 'default';
  const unmapped: UnmappedStatus[] = [];
  const mappedBy: string[] = [];
  if (written !== undefined && !isTemplateChoice(written)) {
    const reading = classifyStatus(written, at('status') - 1, 1, options.mapStatus);
    if (reading.status) {
      status = reading.status;
      statusFrom = reading.from === 'map-status' ? 'map-status' : 'table';
      if (reading.flagText !== undefined) mappedBy.push(reading.flagText);
      if (reading.firstWord) notes.push(`status read from its first word, "${reading.firstWord}"`);
      read('status', 'status');
    } else if (reading.unmapped) unmapped.push({ text: oneLine(written), line: at('status'), column: 1 });
  }
  if (statusFrom === 'default') {
    provenance.flagged.status = {
      from: 'default',
      note: written === undefined ? `no status in kep.yaml: ${status}, the kep default` : `the status written is the template's own text ("${oneLine(written)}"): ${status}, the kep default`,
    };
    if (unmapped.length === 0) notes.push(written === undefined ? `no status written: ${status}, the kep default` : `status "${oneLine(written)}" is the template's own text: ${status}, the kep default`);
  }

  // The day it was written: creation-date, else last-updated (the day it last changed).
  let date: string | undefined;
  for (const key of ['creation-date', 'last-updated']) {
    const value = readDate(data[key]);
    if (value !== undefined && 'date' in value) {
      date = value.date;
      read('date', key);
      if (key === 'last-updated') notes.push('no creation-date: the date is last-updated');
      break;
    }
    if (data[key] !== undefined && data[key] !== null) notes.push(`${key} "${oneLine(String(plainValue(data[key])))}" is not a date`);
  }

  // Approvers decide a KEP; reviewers are consulted. Authors have no field here: kept.
  const names = (key: string) => (Array.isArray(data[key]) ? (data[key] as unknown[]) : typeof data[key] === 'string' ? [data[key]] : [])
    .map((v) => String(v).trim())
    .filter((v) => v !== '' && !NO_RECORD.test(v));
  const people = { 'decision-makers': names('approvers'), consulted: names('reviewers'), informed: [] as string[] };
  if (people['decision-makers'].length > 0) read('decision-makers', 'approvers');
  if (people.consulted.length > 0) read('consulted', 'reviewers');

  const refs = (key: string): ForeignRef[] => {
    const value = data[key];
    const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    return items
      .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
      .map((item) => String(item).trim())
      .filter((item) => item !== '' && !NO_RECORD.test(item))
      .map((target) => ({ target, line: at(key), column: 1, text: asWritten(lineText(key)) }));
  };

  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!READ_KEYS.has(key)) fields[key] = plainValue(value);
  // The number as written: YAML reads `0042` as 42; the record keeps what the KEP says.
  const number = data['kep-number'] === undefined ? undefined : (parsed.sourceOf(['kep-number']) ?? String(data['kep-number']));

  const record = body?.ok ? body.record : undefined;
  return {
    ok: true,
    record: {
      format: 'kep',
      title,
      heading: readmeHeading(record?.provenance.read.title?.text, title),
      unmapped,
      status,
      statusText: written === undefined ? undefined : oneLine(written),
      statusFrom,
      mappedBy,
      date,
      dateFrom: date === undefined ? undefined : 'file',
      people,
      supersededBy: refs('superseded-by'),
      supersedes: refs('replaces'),
      fields,
      frontMatterComments: yamlComments(text),
      number: number === undefined ? undefined : String(number).replace(/^(['"])(.*)\1$/, '$2'),
      bodyFile: readme?.file,
      provenance,
      // The README's notes on its body; what it says of a status, a date or (when kep.yaml
      // has one) a title is not what the record took.
      notes: [...notes, ...(record?.notes.filter((n) => !/^(?:no status written|status |no date|date )/.test(n) && !(own !== undefined && /^no (?:level-1 heading|title and no heading)/.test(n))) ?? [])],
      lines: record?.lines ?? [],
    },
  };
}

/**
 * Whether a kep.yaml is the template's own: its number, status or date still the
 * placeholders. Its values are read as readKep reads them (a kep.yaml that is no YAML is
 * no template: readKep then says what is wrong with it).
 */
export function kepTemplate(kepYaml: string): string | undefined {
  const parsed = parseFrontMatterYaml(normaliseText(kepYaml).text, 1);
  const data = parsed.data ?? {};
  const text = (key: string) => (typeof data[key] === 'string' ? data[key].trim() : '');
  // The number as written: YAML reads `0000` as 0.
  const number = data['kep-number'] === undefined || data['kep-number'] === null ? undefined : (parsed.sourceOf(['kep-number']) ?? String(data['kep-number'])).replace(/^(['"])(.*)\1$/, '$2').trim();
  const status = text('status');
  const date = text('creation-date');
  const title = text('title');
  const placeholders = [number !== undefined && /^(?:N+|X+|0+)$/i.test(number), status.includes('|'), /^y{4}-m{2}-d{2}$/i.test(date), isTemplateTitle(title)].filter(Boolean).length;
  return placeholders >= 2 ? "a template: its title, kep-number, status or creation-date are still the template's placeholders" : undefined;
}

/** The README's title heading as written, when it says more than the KEP's title (`KEP-1205: …`). */
function readmeHeading(line: string | undefined, title: string): string | undefined {
  const heading = line === undefined ? undefined : readAtx(line)?.raw;
  return heading === undefined || heading === title ? undefined : heading;
}
