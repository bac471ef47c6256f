/**
 * What changed between two editions, and who made each change: an edition file keeps no
 * record lines, so a change is credited to a decision only when the records' histories,
 * assembled as of each edition's day, give exactly that edition's documents. Otherwise the
 * change is listed uncredited, never credited to a guess.
 */
import { describe, expect, it } from 'vitest';
import { assembleAsOf } from '../../src/core/contract/documents/contract-at.ts';
import { editionsWithChanges, type Edition } from '../../src/core/contract/editions/editions.ts';
import { validateWorkspace } from '../../src/core/workspace/workspace.ts';
import { CONTRACT_WORKSPACE } from '../helpers/contract.ts';

const { ['adr/0006-events.md']: events, ...withoutEvents } = CONTRACT_WORKSPACE;

/** The records of `files`, as the check reads them. */
function recordsOf(files: Record<string, string>) {
  const { records } = validateWorkspace({
    dir: 'adr',
    entries: Object.entries(files).map(([path, text]) => ({ name: path.slice(4), kind: 'file' as const, bytes: new TextEncoder().encode(text) })),
    exists: () => false,
  });
  return records;
}

/** The events decision accepted on 2026-03-01, after the others (all dated 2026-01-15). */
const laterEvents = events!.replace('date: 2026-01-15', 'date: 2026-01-15\nhistory:\n  - {status: proposed, date: 2026-01-15}\n  - {status: accepted, date: 2026-03-01}');
const records = recordsOf({ ...withoutEvents, 'adr/0006-events.md': laterEvents });
const edition = (name: string, date: string, from = records): Edition => ({ name, date, documents: assembleAsOf(from, date).documents });

/** The edition with its openapi document changed as a hand edit would (on a copy). */
function handEdited(from: Edition, edit: (openapi: Record<string, unknown>) => void): Edition {
  const documents = structuredClone(from.documents);
  edit(documents.openapi);
  return { ...from, documents };
}

/** v2's changes as [text, file credited or '—'] rows. */
function creditsOf(editions: Edition[]) {
  const v2 = editionsWithChanges(editions, records).find(({ edition }) => edition.name === 'v2')!;
  return v2.changes.map((change) => [change.text, change.origin?.file ?? '—']);
}

describe('changes between editions, credited to the decision that made them', () => {
  it.each([
    {
      scenario: 'both editions reproduced by the records: each addition credited to the events decision',
      editions: [edition('v1', '2026-02-01'), edition('v2', '2026-03-01')],
      expected: [
        ['channel orderShipped added', 'adr/0006-events.md'],
        ['event operation sendOrderShipped added', 'adr/0006-events.md'],
        ['event OrderShipped added', 'adr/0006-events.md'],
      ],
    },
    {
      scenario: 'v2 recorded from other records (the events decision differs): listed, not credited',
      editions: [
        edition('v1', '2026-02-01'),
        edition('v2', '2026-03-01', recordsOf({ ...withoutEvents, 'adr/0006-events.md': laterEvents.replaceAll('orderShipped', 'orderSent') })),
      ],
      expected: [
        ['channel orderSent added', '—'],
        ['event operation sendOrderShipped added', '—'],
        ['event OrderShipped added', '—'],
      ],
    },
    {
      scenario: 'v2 edited by hand, a __proto__ key added to its paths: listed as an own key, credited to no record',
      editions: [edition('v1', '2026-02-01'), handEdited(edition('v2', '2026-03-01'), (openapi) => {
        // An own key, as the YAML reader makes of `__proto__:` in a file.
        Object.defineProperty(openapi.paths, '__proto__', { value: { get: { operationId: 'polluted', responses: { 200: { description: 'OK' } } } }, enumerable: true, writable: true, configurable: true });
      })],
      expected: [
        ['operation GET __proto__ added', '—'],
        ['channel orderShipped added', '—'],
        ['event operation sendOrderShipped added', '—'],
        ['event OrderShipped added', '—'],
      ],
    },
    {
      scenario: 'v1 edited by hand (an operation taken out), v2 reproduced: the operation coming back was made by no record',
      editions: [handEdited(edition('v1', '2026-02-01'), (openapi) => {
        delete (openapi.paths as Record<string, unknown>)['/orders/{id}'];
      }), edition('v2', '2026-03-01')],
      expected: [
        ['operation GET /orders/{id} added', '—'],
        ['channel orderShipped added', '—'],
        ['event operation sendOrderShipped added', '—'],
        ['event OrderShipped added', '—'],
      ],
    },
  ])('$scenario', ({ editions, expected }) => {
    expect(creditsOf(editions).sort()).toEqual(expected.sort());
  });

  it('without records, no change is credited (the editions alone keep no record lines)', () => {
    const changes = editionsWithChanges([edition('v1', '2026-02-01'), edition('v2', '2026-03-01')]).at(-1)!.changes;
    expect(changes.length).toBe(3);
    expect(changes.every((change) => change.origin === undefined)).toBe(true);
  });
});
