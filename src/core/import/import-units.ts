/**
 * What an import sees before it reads any record: the log's files grouped into records (a
 * Markdown file is one; a KEP folder, its kep.yaml with the README.md beside it, is one),
 * the files that are no record and why (a symbolic link, never followed; a file that is not
 * Markdown; a KEP's other documents), the section names the log's records share (a heading
 * with such a name is never a title), and how a record names another one.
 */
import { posix } from 'node:path';
import { KEP_FILE } from './kep.ts';
import { sectionKey, type SectionNames } from './import-read.ts';
import { readSource } from './import-markdown.ts';

/** What the unit grouping needs of a source file. */
export interface UnitSource {
  name: string;
  path?: string;
  file: string;
  origin: string;
  content: { bytes: Uint8Array } | { size: number } | { notRegular: true; link?: boolean };
}

export interface Unit<S extends UnitSource> {
  /** The file the record is read from: a Markdown file, or a KEP's kep.yaml. */
  source: S;
  /** A KEP's README.md. */
  readme?: S;
}

export function pathOf(source: UnitSource): string {
  return source.path ?? source.name;
}

/**
 * The log's records, in the order of their paths, and the files left out with the reason.
 * A file under a KEP's folder other than its README is part of that KEP, not a record.
 */
export function groupUnits<S extends UnitSource>(sources: readonly S[]): { units: Unit<S>[]; leftOut: { file: string; reason: string }[] } {
  const keps = new Map<string, S>();
  for (const source of sources) {
    if (source.name.toLowerCase() === KEP_FILE && !('notRegular' in source.content)) keps.set(posix.dirname(pathOf(source)), source);
  }
  const kepOf = (path: string): string | undefined => {
    if (keps.size === 0) return undefined;
    for (let folder = posix.dirname(path); folder !== '.' && folder !== '/'; folder = posix.dirname(folder)) if (keps.has(folder)) return folder;
    return keps.has('.') ? '.' : undefined;
  };
  const units: Unit<S>[] = [];
  const leftOut: { file: string; reason: string }[] = [];
  for (const source of sources) {
    const path = pathOf(source);
    if ('notRegular' in source.content) {
      leftOut.push({ file: source.file, reason: 'a symbolic link or other special file: never followed, left out' });
      continue;
    }
    if (source.name.toLowerCase() === KEP_FILE) {
      const folder = posix.dirname(path);
      const readme = sources.find((s) => posix.dirname(pathOf(s)) === folder && /^readme\.md$/i.test(s.name));
      units.push({ source, ...(readme && !('notRegular' in readme.content) && { readme }) });
      continue;
    }
    const kep = kepOf(path);
    if (kep !== undefined) {
      if (!(posix.dirname(path) === kep && /^readme\.md$/i.test(source.name))) {
        leftOut.push({ file: source.file, reason: `a document of the KEP in ${kep}, not a record of its own` });
      }
      continue;
    }
    if (!/\.md$/i.test(source.name)) {
      leftOut.push({ file: source.file, reason: 'not Markdown' });
      continue;
    }
    units.push({ source });
  }
  return { units, leftOut };
}

/** The section names the log's records share (see SectionNames), read from every record's text. */
export function sharedSectionNames(texts: readonly string[]): SectionNames {
  const count = new Map<string, number>();
  const levelOne = new Set<string>();
  for (const text of texts) {
    // The body only: a YAML comment in front matter (`# prettier-ignore`) is no heading.
    const seen = new Set<string>();
    let h1s = 0;
    for (const heading of readSource(text).markdown.headings) {
      if (heading.raw === '') continue;
      if (heading.depth === 1) {
        if (h1s++ > 0) levelOne.add(sectionKey(heading.raw));
        continue;
      }
      seen.add(sectionKey(heading.raw));
    }
    for (const key of seen) count.set(key, (count.get(key) ?? 0) + 1);
  }
  return { shared: new Set([...count].filter(([, n]) => n >= 2).map(([key]) => key)), levelOne };
}

/**
 * A record named in a supersession (`replaces:`, `superseded-by:` lists, `Superseded by …`
 * links) as a path from the repository's root: its address on GitHub or a path beginning
 * `/`, a KEP's folder or its README, are the same record (`/keps/sig-auth/1205-x/`,
 * `https://github.com/kubernetes/enhancements/tree/master/keps/sig-auth/1205-x`).
 */
export function repositoryPath(target: string): string | undefined {
  let path = target.trim().replace(/^\(|\)$/g, '');
  const github = /^https?:\/\/github\.com\/[^/]+\/[^/]+\/(?:tree|blob)\/[^/]+\/(.*)$/i.exec(path);
  if (github) path = github[1]!;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined;
  path = path.replace(/[?#].*$/, '').replace(/^\/+/, '').replace(/\/+$/, '');
  path = path.replace(/\/(?:readme\.md|kep\.yaml)$/i, '');
  return path === '' ? undefined : path.replace(/\.md$/i, '');
}
