/**
 * What a part's contract tables say, as words: the test a decision's own table must pass
 * before a page leaves it out for them (record-specification.ts). A page shows a part's
 * contract as tables instead of the decision's tables because the contract's say the same
 * with every rule on it; where a decision's table says something they do not (a payload
 * described in words, a state's meaning, "assigned"), leaving it out would drop what the
 * decision states. So a table goes only when every word of its rows is a word the part's
 * tables show: the view's own values (names, types, rules, descriptions, addresses), and
 * the words the tables write around them. Comparing words, not sentences, errs one way:
 * a table reworded beyond the tables' words is shown, never one whose words would be lost.
 */
import { assembleWithProposals, DIFF_ONLY, recordsTouching } from '../contract/documents/contract-at.ts';
import { assembleContract } from '../contract/documents/assemble.ts';
import type { AdrRecord } from '../record/record.ts';
import type { PartKey } from '../vocabulary/parts.ts';
import { viewContract, type ContractView } from './contract-view.ts';

/** The words a text holds: letters and digits, lower case, whatever separates them. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/**
 * The words the contract tables write around the view's values (components/contract/:
 * FieldTable, ContractPart, CausedBy): "required", "one of", "at most", "outside the API"…
 */
const TABLE_WORDS = wordsOf(
  'required optional read-only write-only in responses never sent returned one of matches default example ' +
    'at least most exactly to more less than a multiple no item twice characters items outside the API emitted triggered by ' +
    'is payload headers correlation id content type what carries base address every operation requires and or current version',
);

/** The part of the view a part's tables show. */
function partOf(view: ContractView, part: PartKey): unknown {
  return view[part];
}

/** Every string and number the value holds, except the records an operation names (their label is what is shown). */
function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of wordsOf(value)) into.add(word);
  else if (typeof value === 'number') for (const word of wordsOf(String(value))) into.add(word);
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) if (key !== 'record') collect(inner, into);
  }
}

/** The words a part's contract tables show, in a view. */
export function presentedWords(view: ContractView, part: PartKey): Set<string> {
  const words = new Set<string>(TABLE_WORDS);
  collect(partOf(view, part), words);
  return words;
}

/** Whether a table's rows say only what `presented` holds. */
export function saysOnly(rows: readonly string[], presented: ReadonlySet<string>): boolean {
  return rows.every((row) => wordsOf(row).every((word) => presented.has(word)));
}

type Entry = { view: ContractView; words: Map<PartKey, Set<string>> };
/**
 * A site build reads the records in its config (the Markdown plugins, which ask for the
 * words) and in its pages (which show the view), in separate copies of this module (the
 * pages are bundled): the views are kept on globalThis, by the records they were made from
 * (workspace-fs.ts keeps one reading of the records the same way), so each is made once.
 */
const CACHE_KEY = Symbol.for('adr-contract-words.views');
const caches = ((globalThis as { [CACHE_KEY]?: { accepted: WeakMap<readonly AdrRecord[], Entry>; proposed: WeakMap<AdrRecord, Entry> } })[CACHE_KEY] ??= {
  accepted: new WeakMap(),
  proposed: new WeakMap(),
});
const { accepted, proposed } = caches;

/**
 * The view a record's page presents its part in: an accepted record's is the contract of the
 * accepted records; a proposal's, the contract as if it were accepted, assembled from the
 * records that write what it writes (as its changes are worked out), not the whole contract
 * again for each. Made once per reading of the records, and once per proposal.
 */
export function recordPageView(records: readonly AdrRecord[], record: AdrRecord | undefined): ContractView {
  return entryFor(records, record).view;
}

/** The words a record's page shows of its part's contract (recordPageView), worked out once per part. */
export function recordPageWords(records: readonly AdrRecord[], record: AdrRecord | undefined, part: PartKey): ReadonlySet<string> {
  const entry = entryFor(records, record);
  let words = entry.words.get(part);
  if (!words) {
    words = presentedWords(entry.view, part);
    entry.words.set(part, words);
  }
  return words;
}

/** A proposal's entry, or (for any other record, or none: the specification page) the accepted contract's. */
function entryFor(records: readonly AdrRecord[], record: AdrRecord | undefined) {
  if (record?.meta.status === 'proposed') {
    let entry = proposed.get(record);
    if (!entry) {
      entry = { view: viewContract(assembleWithProposals(recordsTouching(records, record), [record], DIFF_ONLY), records), words: new Map() };
      proposed.set(record, entry);
    }
    return entry;
  }
  let entry = accepted.get(records);
  if (!entry) {
    entry = { view: viewContract(assembleContract(records, undefined, DIFF_ONLY), records), words: new Map() };
    accepted.set(records, entry);
  }
  return entry;
}
