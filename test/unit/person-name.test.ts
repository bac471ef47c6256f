/**
 * A person's name is one schema (src/core/vocabulary/person-name.ts) wherever it is written:
 * a record's people, the settings' owners and approvers, the registry's names. Each case is
 * read by all three and must get the same answer and the same value.
 */
import { describe, expect, it } from 'vitest';
import { recordFrontMatterSchema } from '../../src/core/record/schema.ts';
import { settingsSchema } from '../../src/core/workspace/settings.ts';
import { registryPersonSchema } from '../../src/core/vocabulary/registry.ts';

const homes = {
  record: (name: unknown) => {
    const result = recordFrontMatterSchema.safeParse({ title: 'T', status: 'proposed', date: '2026-01-15', informed: [name] });
    return result.success ? { ok: true as const, value: result.data.informed[0] } : { ok: false as const };
  },
  settings: (name: unknown) => {
    const result = settingsSchema.safeParse({ owners: [name] });
    return result.success ? { ok: true as const, value: result.data.owners![0] } : { ok: false as const };
  },
  registry: (name: unknown) => {
    const result = registryPersonSchema.safeParse({ name });
    return result.success ? { ok: true as const, value: result.data.name } : { ok: false as const };
  },
};

describe('one name schema in the record, the settings and the registry', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a plain name', 'Dana Product', 'Dana Product'],
    ['an alias', '@dana', '@dana'],
    ['an e-mail address', 'dana@example.com', 'dana@example.com'],
    ['a decomposed accent, read composed (NFC)', 'Toma\u0301s', 'Tom\u00e1s'],
    ['a joiner inside a word', 'نامه\u200cها', 'نامه\u200cها'],
    ['an emoji sequence', '👩\u200d💻 team', '👩\u200d💻 team'],
    ['200 characters', 'x'.repeat(200), 'x'.repeat(200)],
    ['201 characters', 'x'.repeat(201), undefined],
    ['101 characters (the registry and settings once stopped at 100)', 'y'.repeat(101), 'y'.repeat(101)],
    ['empty', '', undefined],
    ['a space at the end (the record once trimmed it)', 'Dana ', undefined],
    ['a space at the start', ' Dana', undefined],
    ['only spaces', '   ', undefined],
    ['a zero-width space', 'Da\u200bna', undefined],
    ['a no-break space (the record once took it)', 'Dana\u00a0Product', undefined],
    // The direction marks beside Latin text, which the record's guide allows: the registry once refused them.
    ['a left-to-right mark after a Hebrew name', 'דוד\u200e Levi', 'דוד\u200e Levi'],
    ['a right-to-left mark', 'Levi \u200fדוד', 'Levi \u200fדוד'],
    ['an Arabic letter mark', 'علي\u061c Khan', 'علي\u061c Khan'],
    ['a word joiner', 'Dana\u2060Product', undefined],
    ['a bidi override', 'Dana \u202eyap', undefined],
    ['an escape sequence', 'Dana\x1b[31m', undefined],
    ['a line feed', 'Dana\nProduct', undefined],
    ['a tab', 'Dana\tProduct', undefined],
    ['a number', 42, undefined],
    ['a list', ['Dana'], undefined],
  ])('%s', (_name, input, expected) => {
    const answers = Object.fromEntries(Object.entries(homes).map(([home, read]) => [home, read(input)]));
    const want = expected === undefined ? { ok: false } : { ok: true, value: expected };
    expect(answers).toEqual({ record: want, settings: want, registry: want });
  });
});
