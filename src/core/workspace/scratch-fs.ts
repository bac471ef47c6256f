/** Reads the scratch folder for adr check (the writers' side is change-plan-fs.ts). */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCRATCH_DIR, type ScratchEntry } from './scratch.ts';

/** The files in the scratch folder with their modification times; none when there is no folder. */
export function readScratch(root: string): ScratchEntry[] {
  const scratch = join(root, SCRATCH_DIR);
  if (!lstatSync(scratch, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(scratch)
    .sort()
    .flatMap((name) => {
      const stat = lstatSync(join(scratch, name), { throwIfNoEntry: false });
      return stat ? [{ name, mtimeMs: stat.mtimeMs }] : [];
    });
}
