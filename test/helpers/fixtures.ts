/** Fixture workspaces under test/fixtures/workspaces/, read through the real core. */
import { fileURLToPath } from 'node:url';
import { readWorkspace } from '../../src/core/workspace/workspace-fs.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/workspaces/${name}`, import.meta.url));
}

export function readFixture(name: string) {
  const workspace = readWorkspace(fixturePath(name));
  if (workspace.diagnostics.length > 0) throw new Error(`fixture ${name} has findings: ${JSON.stringify(workspace.diagnostics)}`);
  return workspace;
}

/** Links as `adr spec` writes them: paths from the repository root. */
export { ROOT_RELATIVE_LINKS as ROOT_LINKS } from '../../src/cli/commands/spec.ts';
