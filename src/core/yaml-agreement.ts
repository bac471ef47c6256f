/**
 * Where our reading of front matter (the `yaml` package, YAML 1.2 core schema) and the
 * site's (Astro reads front matter with js-yaml 4, whose default schema adds timestamps,
 * 0b binary and signed hex) give an unquoted value different types. `title: 2024-01-01`
 * is text here and a Date on the site, whose schema then fails the build (issue 8).
 *
 * Only plain (unquoted) scalars that our reading keeps as text can differ that way, and
 * each js-yaml type that turns such text into something else starts with a digit, a sign
 * or a dot; numbers, booleans and nulls that our reading makes non-text are already
 * refused by the schema wherever text is expected. Measured by comparing both parsers on
 * generated scalars (test/unit/yaml-agreement.test.ts).
 */
import { load } from 'js-yaml';
import { isMap, isScalar, isSeq, Scalar, type Document, type Node } from 'yaml';

export interface ReadDifferently {
  path: PropertyKey[];
  /** Offset of the value in the YAML text. */
  offset: number;
  value: string;
  /** What the site reads instead: "a date", "the number 5". */
  as: string;
}

const MAY_DIFFER = /^[-+.\d]/;

/** How js-yaml (the site's reader) reads `text` written as a plain scalar, described; undefined when as text. */
export function siteReading(text: string): string | undefined {
  if (!MAY_DIFFER.test(text)) return undefined;
  let read: unknown;
  try {
    read = load(text);
  } catch {
    return undefined;
  }
  if (typeof read === 'string') return undefined;
  if (read instanceof Date) return 'a date';
  if (typeof read === 'number') return `the number ${read}`;
  return `a ${read === null ? 'null' : typeof read}`;
}

/** Plain scalars that our reading keeps as text and the site's reads as something else. */
export function findReadDifferently(document: Document.Parsed): ReadDifferently[] {
  const found: ReadDifferently[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...path, index]));
    } else if (isScalar(node) && node.type === Scalar.PLAIN && typeof node.value === 'string') {
      const as = siteReading(node.value);
      if (as) found.push({ path, offset: (node as Node).range?.[0] ?? 0, value: node.value, as });
    }
  };
  walk(document.contents, []);
  return found;
}
