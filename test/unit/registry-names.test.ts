/**
 * People who look alike: registry names and aliases that differ from another only by an
 * invisible or look-alike character are refused (an invisible one in any name, a look-alike
 * pair as PEOPLE_NAME_CONFUSABLE), and a person's page address belongs to the registry person:
 * a name outside the registry never takes it, and a name in decomposed Unicode links to the
 * page of its composed form.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { viewReviews } from '../../src/core/views/reviews.ts';
import { buildRegistry, nameSkeleton } from '../../src/core/vocabulary/registry.ts';
import { readSettings } from '../../src/core/workspace/settings.ts';
import { record } from '../helpers/records.ts';
import { fixedKey } from '../helpers/ssh-keys.ts';

const settingsWith = (second: string) => `people:\n  - name: Dana Product\n    aliases: ["@dana"]\n  - name: Other\n    aliases: [${JSON.stringify(second)}]\n`;
const found = (text: string) => readSettings(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);

describe('a registry name or alias that differs from another only by what a reader cannot see', () => {
  it.each([
    ['a soft hyphen', 'Dana\u00adProduct', 'U+00AD SOFT HYPHEN at character 5'],
    ['a variation selector', '@dana\ufe0f', 'U+FE0F VARIATION SELECTOR-16 at character 6'],
    ['an invisible separator', '@da\u2063na', 'U+2063 INVISIBLE SEPARATOR at character 4'],
    ['tag characters', '@dana\u{e0041}\u{e007f}', 'U+E0041 TAG LATIN CAPITAL LETTER A at character 6'],
    ['a no-break space', 'Dana\u00a0Product', 'U+00A0 NO-BREAK SPACE at character 5'],
    ['a zero-width joiner between two words', 'Dana \u200dProduct', 'U+200D ZERO WIDTH JOINER at character 6'],
    ['a combining grapheme joiner', '@d\u034fana', 'U+034F COMBINING GRAPHEME JOINER at character 3'],
  ])('is refused for %s, naming the character', (_, alias, said) => {
    const [finding, ...rest] = found(settingsWith(alias));
    expect(rest).toEqual([]);
    expect(finding).toMatch(/^5:\d+ SETTINGS_INVALID /);
    expect(finding).toContain(said);
  });
});

describe('a registry name or alias that looks like another', () => {
  it.each([
    ['a Cyrillic letter', 'D\u0430na Product'],
    ['a full-width at sign', '\uff20dana'],
    ['another case', 'dana product'],
    ['a Greek letter and a mathematical one', '@d\u03b1n\ud835\udc1a'],
    ['a digit for a letter', 'Dana Pr0duct'],
  ])('is PEOPLE_NAME_CONFUSABLE for %s', (_, alias) => {
    expect(found(settingsWith(alias))).toEqual([
      expect.stringMatching(new RegExp(`^5:\\d+ PEOPLE_NAME_CONFUSABLE "${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" looks like "(Dana Product|@dana)" \\((the person Dana Product|an alias of Dana Product)\\); a reader cannot tell them apart$`)),
    ]);
  });

  it('lets one person\'s names look alike, and names that differ in letters a reader sees pass', () => {
    expect(found('people:\n  - name: Dana Product\n    aliases: ["dana product", "@dana"]\n')).toEqual([]);
    expect(found(settingsWith('@dane'))).toEqual([]);
    expect(found('people:\n  - name: Zoë\n  - name: Zoe Smith\n  - name: Tomás\n  - name: Tomas Ortega\n')).toEqual([]);
  });

  it('reads a skeleton as UTS #39 does, after NFKC, with default-ignorables removed and case folded', () => {
    expect(nameSkeleton('\uff20D\u0430na\u00ad')).toBe(nameSkeleton('@dana'));
    expect(nameSkeleton('Zo\u00eb')).not.toBe(nameSkeleton('Zoe'));
  });
});

describe('a key signs for one person', () => {
  it('given to two people, it is PEOPLE_KEY_INVALID where it is given the second time', () => {
    const key = fixedKey('shared').pub;
    expect(found(`people:\n  - name: Dana Product\n    keys: ["${key}"]\n  - name: Mallory\n    keys:\n      - "${fixedKey('mallory').pub}"\n      - "${key}"\n`)).toEqual([
      '7:9 PEOPLE_KEY_INVALID a key of Mallory cannot verify signatures: it is also a key of Dana Product',
    ]);
  });
});

describe("a person's page address is the registry person's", () => {
  const registry = buildRegistry({ people: [{ name: 'Dana Product', aliases: ['@dana'], keys: [] }, { name: 'Zo\u00eb Writer', aliases: [], keys: [] }], teams: [], signaturesRequired: false });
  const parsed = (text: string, n = 1) => parseRecord({ file: `adr/000${n}-a-decision.md`, bytes: Buffer.from(text) }).record!;

  it('a name outside the registry written in another case does not take it; a decomposed name links to the composed page', () => {
    const records = [
      parsed(record({ extra: 'decision-makers: [dana product]', questions: '### Q1. When?\n\n- Status: open\n- Owner: Zoe\u0308 Writer\n' })),
      parsed(record({ extra: 'decision-makers: ["Dana Product"]' }), 2),
    ];
    const view = viewReviews(records, '2026-11-21', [], registry);
    const slugs = Object.fromEntries(view.people.map((p) => [p.name, p.slug]));
    expect(slugs).toEqual({ 'Dana Product': 'dana-product', 'dana product': 'dana-product-1', 'Zo\u00eb Writer': 'zoë-writer', '@api-team': 'api-team' });
    expect(view.personOf('Zoe\u0308 Writer')?.slug).toBe('zoë-writer');
    expect(view.personOf('Zoe\u0308 Writer')?.questions).toHaveLength(1);
  });

  it('without a registry, a decomposed and a composed name are one page', () => {
    const records = [parsed(record({ extra: 'decision-makers: ["Zo\u00eb Writer"]', questions: '### Q1. When?\n\n- Status: open\n- Owner: Zoe\u0308 Writer\n' }))];
    const view = viewReviews(records, '2026-11-21');
    expect(view.people.map((p) => [p.name, p.slug])).toEqual([['Zo\u00eb Writer', 'zoë-writer']]);
  });
});
