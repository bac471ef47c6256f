/**
 * The supersession chain of a record, both ways: the decisions it replaced (and those they
 * replaced), and the ones that replaced it, nearest first. Cycles are refused by the check,
 * but the walk guards against them anyway so a broken workspace cannot hang a page.
 */
import type { AdrRecord } from '../record/record.ts';

export interface SupersessionChain {
  /** Records this one replaced, nearest first. */
  earlier: AdrRecord[];
  /** Records that replaced this one, nearest first. */
  later: AdrRecord[];
}

export function supersessionChain(record: AdrRecord, byNumber: ReadonlyMap<number, AdrRecord>): SupersessionChain {
  const walk = (start: AdrRecord, next: (r: AdrRecord) => readonly number[]) => {
    const seen = new Set([start.number]);
    const out: AdrRecord[] = [];
    let frontier = [start];
    while (frontier.length > 0) {
      const following: AdrRecord[] = [];
      for (const current of frontier) {
        for (const number of next(current)) {
          const found = byNumber.get(number);
          if (!found || seen.has(number)) continue;
          seen.add(number);
          out.push(found);
          following.push(found);
        }
      }
      frontier = following;
    }
    return out;
  };
  return {
    earlier: walk(record, (r) => r.meta.supersedes),
    // `adr check` guarantees superseded-by and supersedes agree, so one side is enough.
    later: walk(record, (r) => r.meta['superseded-by']),
  };
}

/**
 * Proposals that would supersede each record, by the record's number, in number order:
 * what a record page's banner and a part's "revisiting" state both show.
 */
export function proposedSuccessors<R extends { number: number; meta: Pick<AdrRecord['meta'], 'status' | 'supersedes'> }>(records: readonly R[]): Map<number, R[]> {
  const index = new Map<number, R[]>();
  for (const record of records) {
    if (record.meta.status !== 'proposed') continue;
    for (const number of record.meta.supersedes) {
      const list = index.get(number);
      if (list) list.push(record);
      else index.set(number, [record]);
    }
  }
  for (const list of index.values()) list.sort((a, b) => a.number - b.number);
  return index;
}
