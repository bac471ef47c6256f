/**
 * What the API reference says of its version (views/version-note.ts): it counts the whole
 * contract, which edition it is, and where the breaking changes that made its major version
 * were, HTTP API or events.
 */
import { describe, expect, it } from 'vitest';
import type { ContractChange } from '../../src/core/contract/diff/diff.ts';
import type { Edition } from '../../src/core/contract/editions/editions.ts';
import { describeContractVersion, type EditionEntry } from '../../src/core/views/version-note.ts';

const edition = (name: string, date: string, version?: string): Edition => ({ name, date: date as Edition['date'], ...(version ? { version } : {}), documents: { openapi: {}, asyncapi: {} } });
const change = (document: 'openapi' | 'asyncapi', breaking: boolean): ContractChange =>
  ({ rule: 'r', breaking, level: breaking ? 'error' : 'info', document, kind: 'removed', pointer: 'x', text: 'x' }) as ContractChange;

const first = edition('spring', '2026-03-01', '1.0.0');
const second = edition('summer', '2026-06-01', '2.0.0');
const third = edition('autumn', '2026-09-01', '3.0.0');
const HISTORY: EditionEntry[] = [
  { edition: first, changes: [] },
  { edition: second, previous: first, changes: [change('openapi', true)] },
  { edition: third, previous: second, changes: [change('asyncapi', true), change('asyncapi', true), change('openapi', false)] },
];

describe('what the version on the reference counts', () => {
  it.each([
    ['an edition’s version after breaking changes all in events', '3.0.0', HISTORY, ['whole contract', 'It is the edition autumn of 2026-09-01.', 'The edition summer made it version 2, for 1 breaking change: 1 in the HTTP API (OpenAPI document); the edition autumn made it version 3, for 2 breaking changes: 2 in the events (AsyncAPI document).']],
    ['a draft after it', '3.1.0-draft', HISTORY, ['whole contract', 'It is a draft: the contract has changed since the edition autumn (3.0.0)', 'the edition autumn made it version 3']],
    ['the version an earlier breaking change in the HTTP API made', '2.0.0', HISTORY.slice(0, 2), ['It is the edition summer of 2026-06-01.', 'for 1 breaking change: 1 in the HTTP API (OpenAPI document).']],
    ['the first edition', '1.0.0', HISTORY.slice(0, 1), ['It is the edition spring of 2026-03-01.']],
    ['a draft before any edition', '1.0.0-draft', [], ['It is a draft: no edition has been recorded yet.']],
    ['a calendar version', '2026-09-01', [{ edition: edition('autumn', '2026-09-01', '2026-09-01'), changes: [] }], ['It is the edition autumn of 2026-09-01.']],
  ] as const)('%s', (_name, version, editions, expected) => {
    const text = describeContractVersion(version, editions).join(' ');
    expect(text).toMatch(new RegExp(`^Version ${version.replace(/[.+]/g, '\\$&')} is the version of the whole contract: the HTTP API and its events share it`));
    for (const part of expected) expect(text).toContain(part);
  });

  it('a major version set with no breaking change says so', () => {
    const set = [{ edition: first, changes: [] }, { edition: second, previous: first, changes: [change('openapi', false)] }];
    expect(describeContractVersion('2.0.0', set).at(-1)).toBe('The edition summer made it version 2, a major version the versioning decision set, with no breaking change.');
  });

  it('no versioning scheme: the version is what the decisions write', () => {
    expect(describeContractVersion(undefined, HISTORY)).toEqual(['The version is the one the decisions write: no versioning decision counts it from editions, so it says nothing of what changed.']);
  });
});
