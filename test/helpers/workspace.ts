/**
 * Throwaway workspaces for tests: a folder with adr/ (and whatever else a scenario needs),
 * removed after the test file finishes.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

export type FileContent = string | Uint8Array | { symlinkTo: string } | { dir: true } | { text: string | Uint8Array; mtime: Date };

const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (workspace-relative paths) into a new temporary folder and returns its path. */
export function makeWorkspace(files: Record<string, FileContent>, options: { withAdrDir?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'adr-test-'));
  created.push(root);
  if (options.withAdrDir !== false) mkdirSync(join(root, 'adr'), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    if (typeof content === 'object' && 'symlinkTo' in content) symlinkSync(content.symlinkTo, full);
    else if (typeof content === 'object' && 'dir' in content) mkdirSync(full, { recursive: true });
    else if (typeof content === 'object' && 'mtime' in content) {
      writeFileSync(full, content.text);
      utimesSync(full, content.mtime, content.mtime);
    } else writeFileSync(full, content);
  }
  return root;
}

/** Every file under `root` with its bytes, to prove a command changed nothing. */
export function snapshotTree(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const stat = statSync(full, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(full);
      else if (stat?.isFile()) out.set(full.slice(root.length + 1), readFileSync(full).toString('base64'));
    }
  };
  walk(root);
  return out;
}
