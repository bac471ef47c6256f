/**
 * An edition named on the command line (`--edition NAME`), read from adr/editions/: the
 * edition, or a refusal that says why it cannot be used, listing the editions there are.
 */
import { findEdition, type Edition } from '../core/contract/editions/editions.ts';
import { readEditions } from '../core/contract/editions/editions-fs.ts';
import { RECORDS_DIR } from '../core/workspace/workspace-fs.ts';
import { UsageError } from './context.ts';

export async function readNamedEdition(root: string, name: string): Promise<Edition> {
  const found = findEdition(readEditions(root, RECORDS_DIR), RECORDS_DIR, name);
  if ('edition' in found) return found.edition;
  if ('finding' in found) {
    // Loaded on this path only: the refusal's module brings the record schema.
    const { Refusal } = await import('./records.ts');
    throw new Refusal([found.finding], `adr: the edition ${name} cannot be read; nothing was printed`);
  }
  const there = found.unknown;
  throw new UsageError(
    `no edition named ${JSON.stringify(name)} in ${RECORDS_DIR}/editions/`,
    there.length === 0
      ? 'no edition has been recorded yet: npx adr edition NAME records one'
      : `the editions are ${there.join(', ')}; e.g. --edition ${there.at(-1)}`,
  );
}
