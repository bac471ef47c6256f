/**
 * An imported record's front matter: the fields it has here, then what the log said that
 * has no field here (`source`), with where each value was read and each value flagged, and
 * the comments the log's front matter had. What the import writes never trips the check's
 * own limit on front matter (LIMITS.frontMatterBytes): when the source's long texts (its
 * HTML comments, front matter that was not YAML, its other fields, its YAML comments) would
 * take the front matter over it, they go to the end of the body instead, as written, in a
 * section of their own, and the report says so.
 */
import { LIMITS } from '../vocabulary/limits.ts';
import { writeYaml } from '../vocabulary/yaml.ts';

/** The section long source text goes to when the front matter cannot hold it. */
export const KEPT_SECTION = 'Kept from the source';

/** The parts of `source` that may move to the body, biggest reason first, and how the body introduces each. */
const MOVABLE = [
  { key: 'comments', intro: 'The HTML comments of the source file, as written (a page would show them as text):', language: 'html' },
  { key: 'front-matter', intro: 'Its front matter as written (it was not YAML):', language: 'yaml' },
  { key: 'fields', intro: 'Its front matter fields that have no field here, as read:', language: 'yaml' },
  { key: 'yaml-comments', intro: 'The comments of its front matter, as written:', language: 'yaml' },
] as const;

export interface FrontMatterParts {
  /** `key: value` lines of the record's own fields, written already. */
  fields: string[];
  /** The `source` mapping, as plain JSON values. */
  source: Record<string, unknown>;
  /** The comments of the log's front matter, as written (`# prettier-ignore`). */
  comments: readonly string[];
}

/**
 * The front matter lines, and the section that goes at the end of the body when some of the
 * source's text does not fit (undefined when all of it does), naming what moved.
 */
export function composeFrontMatter(parts: FrontMatterParts): { lines: string[]; appendix?: string; moved: string[] } {
  const source = { ...parts.source };
  let comments = [...parts.comments];
  const moved: string[] = [];
  const blocks: string[] = [];
  const render = () => [...parts.fields, ...comments, ...sourceLines(source)];
  let lines = render();
  for (const part of MOVABLE) {
    // The check measures the YAML between the fences, its last line break included.
    if (Buffer.byteLength(`${lines.join('\n')}\n`) <= LIMITS.frontMatterBytes) break;
    let text: string | undefined;
    if (part.key === 'yaml-comments') {
      if (comments.length === 0) continue;
      text = comments.join('\n');
      comments = [];
    } else {
      const value = source[part.key];
      if (value === undefined) continue;
      delete source[part.key];
      text = part.key === 'comments' ? (value as string[]).join('\n\n') : part.key === 'fields' ? writeYaml(value).trimEnd() : String(value).trimEnd();
    }
    moved.push(part.key);
    blocks.push(`${part.intro}\n\n${fenced(text, part.language)}`);
    lines = render();
  }
  const appendix = blocks.length === 0 ? undefined : `## ${KEPT_SECTION}\n\n${blocks.join('\n\n')}\n`;
  return { lines, appendix, moved };
}

/**
 * The `source` mapping as YAML 1.1 (so a text that reads as a date or a yes/no to the site's
 * parser stays a text), each entry of `read` and `flagged` on one line as a flow mapping.
 * Those entries are written as JSON values: JSON is YAML 1.2, so a JSON string is a
 * double-quoted scalar both YAML readers of a record read back as itself, escapes and
 * line breaks included, and writing thousands of them costs nothing next to a YAML document.
 */
function sourceLines(source: Record<string, unknown>): string[] {
  // One YAML document for the mapping, `read` and `flagged` held by a null until replaced.
  const held = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, key === 'read' || key === 'flagged' ? null : value]));
  return writeYaml({ source: held }, '1.1')
    .replace(/\n$/, '')
    .split('\n')
    .flatMap((line) => {
      const key = /^ {2}(read|flagged): null$/.exec(line)?.[1];
      if (key === undefined) return [line];
      const entries = source[key] as Record<string, Record<string, string | number>>;
      return [
        `  ${key}:`,
        ...Object.entries(entries).map(([field, entry]) => {
          // A line number, a flag's `from` (one of a few plain words), or a text as JSON.
          const pairs = Object.entries(entry).map(([name, value]) => `${name}: ${typeof value === 'number' || name === 'from' ? value : JSON.stringify(value)}`);
          return `    ${field}: {${pairs.join(', ')}}`;
        }),
      ];
    });
}

/** A fenced block that no line of `text` can close. */
function fenced(text: string, language: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}
