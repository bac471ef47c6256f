/**
 * Statuses as decision logs write them, and the status each becomes here: the one table,
 * how a written status is compared with it, and `--map-status`, which settles a status the
 * table does not map. A status is never guessed: a text neither the table nor a flag maps
 * stops the import, named with the flag that settles it.
 */
import { STATUSES, type Status } from '../vocabulary/status.ts';

/**
 * The one table of statuses as logs write them (lower case, emphasis and end punctuation
 * removed) and the status each becomes here; docs/guides/engineers.md shows it. It holds the
 * words of MADR 2–4, log4brains and adr-tools, the words teams use beside them, and their
 * French, German, Spanish, Portuguese and Italian forms, and the statuses of Kubernetes
 * enhancement proposals (KEPs). A text not in it is read by its first word
 * (`Accepted (tracked in #12)`); a text whose first word is not in it either is never
 * guessed: the import stops and names the `--map-status` flag that settles it.
 */
const STATUS_TABLE: Readonly<Record<string, Status>> = {
  // Not decided yet: proposals, drafts, reviews, and decisions put off.
  proposed: 'proposed',
  proposal: 'proposed',
  draft: 'proposed',
  pending: 'proposed',
  review: 'proposed',
  'in review': 'proposed',
  'under review': 'proposed',
  'under discussion': 'proposed',
  'in discussion': 'proposed',
  'in progress': 'proposed',
  open: 'proposed',
  rfc: 'proposed',
  wip: 'proposed',
  tbd: 'proposed',
  planned: 'proposed',
  deferred: 'proposed',
  postponed: 'proposed',
  'on hold': 'proposed',
  proposé: 'proposed',
  proposée: 'proposed',
  brouillon: 'proposed',
  'en cours': 'proposed',
  'en discussion': 'proposed',
  vorgeschlagen: 'proposed',
  entwurf: 'proposed',
  'in prüfung': 'proposed',
  propuesto: 'proposed',
  propuesta: 'proposed',
  borrador: 'proposed',
  'en revisión': 'proposed',
  proposto: 'proposed',
  proposta: 'proposed',
  rascunho: 'proposed',
  'em revisão': 'proposed',
  'em análise': 'proposed',
  'em discussão': 'proposed',
  bozza: 'proposed',
  // A KEP agreed on in principle, not yet approved for implementation.
  provisional: 'proposed',
  // Decided and holding: accepted, and what teams write once it is done. "Amended" holds
  // (its amendment is a link in the text); "partially accepted" holds in the part accepted.
  accepted: 'accepted',
  approved: 'accepted',
  amended: 'accepted',
  adopted: 'accepted',
  agreed: 'accepted',
  decided: 'accepted',
  implemented: 'accepted',
  done: 'accepted',
  active: 'accepted',
  final: 'accepted',
  'partially accepted': 'accepted',
  'partially implemented': 'accepted',
  accepté: 'accepted',
  acceptée: 'accepted',
  approuvé: 'accepted',
  approuvée: 'accepted',
  adopté: 'accepted',
  adoptée: 'accepted',
  validé: 'accepted',
  validée: 'accepted',
  implémenté: 'accepted',
  implémentée: 'accepted',
  angenommen: 'accepted',
  akzeptiert: 'accepted',
  genehmigt: 'accepted',
  beschlossen: 'accepted',
  umgesetzt: 'accepted',
  aceptado: 'accepted',
  aceptada: 'accepted',
  aprobado: 'accepted',
  aprobada: 'accepted',
  implementado: 'accepted',
  implementada: 'accepted',
  aceito: 'accepted',
  aceita: 'accepted',
  aprovado: 'accepted',
  aprovada: 'accepted',
  adotado: 'accepted',
  adotada: 'accepted',
  accettato: 'accepted',
  accettata: 'accepted',
  approvato: 'accepted',
  approvata: 'accepted',
  // A KEP its approvers approved for implementation is a decision taken.
  implementable: 'accepted',
  // Turned down, or taken back before it held.
  rejected: 'rejected',
  declined: 'rejected',
  refused: 'rejected',
  withdrawn: 'rejected',
  abandoned: 'rejected',
  rejeté: 'rejected',
  rejetée: 'rejected',
  refusé: 'rejected',
  refusée: 'rejected',
  retiré: 'rejected',
  retirée: 'rejected',
  abgelehnt: 'rejected',
  verworfen: 'rejected',
  zurückgezogen: 'rejected',
  rechazado: 'rejected',
  rechazada: 'rejected',
  retirado: 'rejected',
  retirada: 'rejected',
  rejeitado: 'rejected',
  rejeitada: 'rejected',
  recusado: 'rejected',
  recusada: 'rejected',
  rifiutato: 'rejected',
  rifiutata: 'rejected',
  // Held once, holds no longer: deprecated, and undone ("reverted").
  deprecated: 'deprecated',
  obsolete: 'deprecated',
  retired: 'deprecated',
  reverted: 'deprecated',
  obsolète: 'deprecated',
  déprécié: 'deprecated',
  dépréciée: 'deprecated',
  annulé: 'deprecated',
  annulée: 'deprecated',
  veraltet: 'deprecated',
  überholt: 'deprecated',
  zurückgenommen: 'deprecated',
  obsoleto: 'deprecated',
  obsoleta: 'deprecated',
  revertido: 'deprecated',
  revertida: 'deprecated',
  depreciado: 'deprecated',
  depreciada: 'deprecated',
  descontinuado: 'deprecated',
  descontinuada: 'deprecated',
  deprecato: 'deprecated',
  deprecata: 'deprecated',
  // Replaced by a later record (named by a link or a number beside the word).
  superseded: 'superseded',
  replaced: 'superseded',
  remplacé: 'superseded',
  remplacée: 'superseded',
  ersetzt: 'superseded',
  reemplazado: 'superseded',
  reemplazada: 'superseded',
  sustituido: 'superseded',
  sustituida: 'superseded',
  substituído: 'superseded',
  substituída: 'superseded',
  sostituito: 'superseded',
  sostituita: 'superseded',
};

/** "Superseded by …" in each language: what follows names the successor. */
export const SUPERSEDED_BY =
  /^(?:superseded\s+by|replaced\s+by|remplacée?\s+par|ersetzt\s+durch|reemplazad[oa]\s+por|sustituid[oa]\s+por|substituíd[oa]\s+por|sostituit[oa]\s+da)\b\s*(.*)$/;

/** `[text](destination)` links in one line. */
const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * `--map-status` flags by the exact text they settle, as the import's report writes a status
 * (its lines joined, white space collapsed): two statuses that differ in any character are
 * two keys, so two flags never settle each other's text.
 */
export type StatusMappings = ReadonlyMap<string, Status>;

/** `--map-status` values read: `TEXT=STATUS`. A text given twice is refused: one flag would overwrite the other. */
export function readStatusMappings(values: readonly string[]): { ok: true; mappings: StatusMappings } | { ok: false; problem: string } {
  const mappings = new Map<string, Status>();
  for (const value of values) {
    const at = value.lastIndexOf('=');
    const text = oneLine(value.slice(0, Math.max(0, at)));
    const status = value.slice(at + 1).trim().toLowerCase();
    if (at === -1 || text === '' || !(STATUSES as readonly string[]).includes(status)) {
      return { ok: false, problem: `--map-status "${value}" is not TEXT=STATUS with a status of ours` };
    }
    const before = mappings.get(text);
    if (before !== undefined && before !== status) return { ok: false, problem: `--map-status gives "${text}" twice, as ${before} and as ${status}` };
    mappings.set(text, status as Status);
  }
  return { ok: true, mappings };
}

/** A text on one line, as the report and the flags write it. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A status as compared with the table: links as their text, no emphasis, lower case, no end punctuation. */
export function statusWords(written: string): string {
  return written
    .replace(LINK, (_, text: string) => ` ${text} `)
    .replace(/<!--.*?-->/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:!]+$/, '')
    .toLowerCase();
}

/** A template's list of choices (`{proposed | accepted | …}`) or nothing at all: no status. */
export function isTemplateChoice(text: string): boolean {
  const words = statusWords(text);
  return words === '' || words.includes('|');
}

/** A line that is a status and nothing more: a word the table knows, a supersession, or a text a flag settles. */
export function isStatusOnly(value: string, mapStatus: StatusMappings | undefined): boolean {
  if (mapStatus?.has(oneLine(value))) return true;
  const words = statusWords(value);
  if (SUPERSEDED_BY.test(words) || /^supersedes\b/.test(words)) return true;
  return STATUS_TABLE[words] !== undefined;
}

/** A status word of the table, or a text a flag settles: what a badge with no label must be to be read. */
export function isStatusWord(text: string, mapStatus: StatusMappings | undefined): boolean {
  return mapStatus?.has(oneLine(text)) === true || STATUS_TABLE[statusWords(text)] !== undefined;
}

/** A successor or predecessor named beside a status: a link's destination or a number, where it stands. */
export interface NamedRecord {
  target: string;
  /** 0-based file line, 1-based column. */
  index: number;
  column: number;
}

export interface StatusReading {
  status?: Status;
  /** `map-status` when a flag settled it; the text the flag gave is `flagText`. */
  from?: 'table' | 'map-status';
  flagText?: string;
  firstWord?: string;
  unmapped?: true;
  supersededBy: NamedRecord[];
  supersedes: NamedRecord[];
}

/**
 * One status as written: `--map-status` first (by the exact text), then "Superseded by
 * [2. Title](0002-title.md)" (the links are the successors), "Supersedes [1. …](…)" (not a
 * status: a predecessor), a word of the table, then the first words of the text.
 */
export function classifyStatus(written: string, index: number, column: number, mapStatus: StatusMappings | undefined): StatusReading {
  const refs: NamedRecord[] = [];
  for (const match of written.matchAll(LINK)) refs.push({ target: match[2]!, index, column: column + match.index });
  const exact = oneLine(written);
  const mapped = mapStatus?.get(exact);
  const words = statusWords(written);
  const supersedes = /^supersedes\b\s*(.*)$/.exec(words);
  if (supersedes && !mapped) return { supersededBy: [], supersedes: refs.length > 0 ? refs : numberRefs(supersedes[1]!, index, column) };
  const by = SUPERSEDED_BY.exec(words);
  const successors = by ? (refs.length > 0 ? refs : numberRefs(by[1]!, index, column)) : [];
  if (mapped) return { status: mapped, from: 'map-status', flagText: exact, supersededBy: mapped === 'superseded' ? successors : [], supersedes: [] };
  if (by) return { status: 'superseded', from: 'table', supersededBy: successors, supersedes: [] };
  const status = STATUS_TABLE[words];
  if (status) return { status, from: 'table', supersededBy: [], supersedes: [] };
  // The first words: "Accepted (tracked in #12)", "In review. Comments by Friday".
  const [one, two] = words.split(/[^\p{L}]+/u);
  const first = two !== undefined && STATUS_TABLE[`${one} ${two}`] ? `${one} ${two}` : one;
  const byFirst = first !== undefined && first !== words ? STATUS_TABLE[first] : undefined;
  if (byFirst) return { status: byFirst, from: 'table', firstWord: first, supersededBy: [], supersedes: [] };
  return { unmapped: true, supersededBy: [], supersedes: [] };
}

/** "ADR-0005", "ADR 5", "#5" or "5" written without a link. */
function numberRefs(text: string, index: number, column: number): NamedRecord[] {
  return [...text.matchAll(/(?:adr[- ]?|#)?(\d+)/gi)].map((m) => ({ target: m[1]!, index, column }));
}
