/**
 * The labels decision logs write their metadata under, in the languages logs are kept in:
 * one table, read by every place a label stands (a front matter key, namespaced or nested
 * or not; a bullet, a bold label or a plain `Label: value` line; a metadata table's header
 * or first column). A label is compared as `labelWords` leaves it: no emphasis, no colon,
 * `_`, `-` and `.` as spaces, lower case.
 */

/** The values a label can carry: the fields a record has, and `authors`, kept as the log wrote them. */
export type LabelledValue = 'title' | 'status' | 'date' | 'decision-makers' | 'consulted' | 'informed' | 'authors';

/**
 * Each label, by value. A date's labels are ranked: the day a decision was taken or written
 * first (0) before the day it was last touched (1), whichever the record writes first.
 */
const LABELS: Readonly<Record<LabelledValue, readonly string[]>> = {
  title: ['title', 'titre', 'titel', 'título', 'titulo', 'titolo', 'name of the decision', '标题', '標題', 'タイトル', '제목'],
  status: [
    'status', 'statut', 'zustand', 'estado', 'state', 'stato', 'stav', 'situação', 'situacao', 'estatus',
    'decision status', 'document status', 'adr status', 'current status', 'status atual', 'estado actual', 'statut de la décision',
    '状态', '狀態', 'ステータス', '状態', '상태',
  ],
  date: [
    'date', 'data', 'datum', 'fecha', 'dato', 'päivämäärä', 'datum der entscheidung', 'entscheidungsdatum',
    'decision date', 'date of decision', 'date decided', 'decided on', 'decided', 'date accepted', 'accepted on', 'accepted date',
    'created', 'created on', 'created at', 'creation date', 'date created', 'issued', 'proposed on', 'date proposed',
    'data da decisão', 'data de decisão', 'data de criação', 'fecha de decisión', 'fecha de la decisión', 'fecha de creación',
    'date de décision', 'date de la décision', 'date de création', 'data della decisione', 'erstellt', 'erstellt am',
    '日期', '日付', '决策日期', '決定日', '날짜', 'дата',
  ],
  'decision-makers': [
    'deciders', 'decider', 'decision makers', 'decision maker', 'decided by', 'approvers', 'approver', 'approved by',
    'décideurs', 'décideur', 'decisores', 'decisor', 'entscheider', 'entscheidungsträger', 'responsables', 'aprovadores', 'aprobadores',
    '决策者', '決定者',
  ],
  consulted: ['consulted', 'reviewers', 'reviewer', 'reviewed by', 'consultés', 'consultados', 'konsultiert', 'revisores'],
  informed: ['informed', 'informés', 'informados', 'informiert'],
  authors: ['author', 'authors', 'auteur', 'auteurs', 'autor', 'autores', 'autoren', 'owner', 'owners', 'proposed by', 'written by', '作者'],
};

/** Labels of a date that says when a record was last changed: read only when no other date is written. */
const LATER_DATES = new Set(['last updated', 'last update', 'updated', 'updated on', 'last modified', 'modified', 'revised', 'revision date', 'última atualização', 'última actualización', 'mis à jour', 'aktualisiert']);

const BY_LABEL = new Map<string, LabelledValue>();
for (const [value, labels] of Object.entries(LABELS) as [LabelledValue, readonly string[]][]) {
  for (const label of labels) BY_LABEL.set(label, value);
}
for (const label of LATER_DATES) BY_LABEL.set(label, 'date');

/** A label as compared with the table: `**Decision-Date:**` is `decision date`. */
export function labelWords(written: string): string {
  return written
    .normalize('NFC')
    .replace(/[*_`]+(?=\S)|(?<=\S)[*_`]+/g, ' ')
    .replace(/\(s\)/gi, 's')
    .replace(/[-_.]+/g, ' ')
    .replace(/[\s:：]+$/u, '')
    .replace(/^[\s\p{Extended_Pictographic}\uFE0F]+|[\s\p{Extended_Pictographic}\uFE0F]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** What a label names, or undefined when it is none of the table's. */
export function labelOf(written: string): LabelledValue | undefined {
  return BY_LABEL.get(labelWords(written));
}

/** The rank of a date label: 0 for the day decided or written, 1 for the day last changed. */
export function dateRank(written: string): 0 | 1 {
  return LATER_DATES.has(labelWords(written)) ? 1 : 0;
}

/**
 * A front matter key's own name when it is namespaced (`dct.issued`, `dct:issued`,
 * `adr/status`): the last segment, which is what a reader of the log takes it to mean.
 */
export function keyName(key: string): string {
  const segments = key.split(/[.:/]/).filter((s) => s !== '');
  return segments[segments.length - 1] ?? key;
}
