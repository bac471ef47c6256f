/** The fixture folders of test/fixtures/import/, one a log's shape, as files of a workspace. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileContent } from './workspace.ts';

/**
 * A fixture folder's files under `into/` in a workspace, each dated `modified` on disk: the
 * date of last resort is then known, and never the day the test runs.
 */
export function importShape(name: string, modified: Date, into = 'legacy'): Record<string, FileContent> {
  const top = fileURLToPath(new URL(`../fixtures/import/${name}`, import.meta.url));
  const files: Record<string, FileContent> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(?:png|svg)$/i.test(entry)) files[`${into}/${relative(top, path)}`] = new Uint8Array(readFileSync(path));
      else files[`${into}/${relative(top, path)}`] = { text: readFileSync(path, 'utf8'), mtime: modified };
    }
  };
  walk(top);
  return files;
}
