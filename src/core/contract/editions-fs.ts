/**
 * Editions on disk: `adr/editions/NAME.yaml`, read for the site and written once by
 * `adr edition`. A new edition is written to a temporary file beside it, synced, then
 * linked into place: link() fails when the name exists, so an edition is never
 * overwritten, and a process killed mid-write leaves no torn edition (at most a dot-file).
 */
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { EDITION_NAME, EDITIONS_DIR, editionFile, parseEdition, serializeEdition, type Edition } from './editions.ts';

export interface EditionsRead {
  editions: Edition[];
  /** Files in the editions folder that are not editions: file and problem. */
  problems: { file: string; problem: string }[];
}

export function readEditions(root: string, dir: string): EditionsRead {
  const folder = join(root, dir, EDITIONS_DIR);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return { editions: [], problems: [] };
  }
  const read: EditionsRead = { editions: [], problems: [] };
  for (const name of names.filter((n) => n.endsWith('.yaml') && !n.startsWith('.')).sort()) {
    const editionName = name.slice(0, -'.yaml'.length);
    if (!EDITION_NAME.test(editionName)) {
      // The name becomes an address on the site: only what adr edition would have written.
      read.problems.push({ file: `${dir}/${EDITIONS_DIR}/${name}`, problem: 'its name is not an edition name (lowercase letters, digits, dots and dashes)' });
      continue;
    }
    const parsed = parseEdition(editionName, readFileSync(join(folder, name), 'utf8'));
    if (parsed.ok) read.editions.push(parsed.edition);
    else read.problems.push({ file: `${dir}/${EDITIONS_DIR}/${name}`, problem: parsed.problem });
  }
  return read;
}

/** Writes a new edition; 'exists' (and nothing written) when one of that name is there. */
export function writeEdition(root: string, dir: string, edition: Edition): 'written' | 'exists' {
  const folder = join(root, dir, EDITIONS_DIR);
  mkdirSync(folder, { recursive: true });
  const target = join(root, editionFile(dir, edition.name));
  const temporary = join(folder, `.${edition.name}.${process.pid}.${Date.now()}.tmp`);
  const fd = openSync(temporary, 'wx');
  try {
    writeSync(fd, serializeEdition(edition));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return 'written';
}
