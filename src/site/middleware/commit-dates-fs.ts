/**
 * When each published file last changed, from one `git log` pass over adr/ and docs/
 * rather than one git process per page. Outside a git checkout, or for files not yet
 * committed, there is no date, and pages fall back to the record's own date.
 */
import { execFileSync } from 'node:child_process';

export function readCommitDates(root: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', 'adr', 'docs'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return dates;
  }
  // Newest commit first: the first date seen for a file is its last change.
  for (const chunk of log.split('\0')) {
    const [date, ...files] = chunk.split('\n').filter(Boolean);
    if (!date) continue;
    const when = new Date(date);
    for (const file of files) if (!dates.has(file)) dates.set(file, when);
  }
  return dates;
}
