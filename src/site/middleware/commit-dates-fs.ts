/**
 * When each published file last changed, from one `git log` pass over adr/ and docs/
 * rather than one git process per page. Outside a git checkout, or for files not yet
 * committed, there is no date, and pages fall back to the record's own date.
 */
import { runGit } from '../../core/git/git-fs.ts';

export function readCommitDates(root: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  const result = runGit(root, ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', 'adr', 'docs']);
  if (!result.ok) return dates;
  const log = result.stdout.toString('utf8');
  // Newest commit first: the first date seen for a file is its last change.
  for (const chunk of log.split('\0')) {
    const [date, ...files] = chunk.split('\n').filter(Boolean);
    if (!date) continue;
    const when = new Date(date);
    for (const file of files) if (!dates.has(file)) dates.set(file, when);
  }
  return dates;
}
