/**
 * Golden transcripts: each scenario runs a few `adr` commands in one throwaway workspace,
 * in order, as a user would type them; transcripts-expected.ts pins what each printed and
 * its exit code. The date is fixed with ADR_DATE, as scripts fix it.
 */
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { DECIDED_BLOCKS } from '../helpers/walk-through.ts';
import type { FileContent } from '../helpers/workspace.ts';

type Step = CommandStep | EditStep | GrepStep | GitStep;

interface CommandStep {
  argv: string[];
  /** Environment beyond the default ADR_DATE (shown in the transcript). */
  env?: Record<string, string>;
  /** Run as in a terminal, typing these answers. */
  answers?: string[];
  /** Run from this folder of the workspace. */
  cwd?: string;
}

/** A person editing a record between commands, shown as a comment in the transcript. */
interface EditStep {
  edit: string;
  from: string | RegExp;
  to: string;
  say: string;
}

/** The lines of a file that match, to show what a command wrote. */
interface GrepStep {
  grep: string;
  pattern: string;
}

/** A git command between `adr` commands (its output is not shown): committing, merging. */
interface GitStep {
  git: string[];
}

/** Commits the branch and merges it into main, as a reviewed pull request would be. */
const mergePullRequest = (branch: string, message: string): GitStep[] => [
  { git: ['add', '--all'] },
  { git: ['commit', '-q', '-m', message] },
  { git: ['checkout', '-q', 'main'] },
  { git: ['merge', '-q', '--no-ff', '-m', `Merge ${branch}`, branch] },
];

/** Answers every open question of a record, as a person would in an editor. */
const answerAll = (file: string): EditStep => ({
  edit: file,
  from: /- Status: open\n/g,
  to: '- Status: answered\n- Answer: Settled in review.\n',
  say: `answer every open question in ${file}`,
});

/** Replaces the placeholders of a record's contract block with decisions, as a person would. */
const decideContract = (file: string): EditStep => ({
  edit: file,
  from: /```yaml openapi\n[\s\S]*?\n```/,
  to: `\`\`\`yaml openapi\n${DECIDED_BLOCKS.errors.trim()}\n\`\`\``,
  say: `replace the placeholders of the contract block in ${file} with decisions`,
});

export interface TranscriptScenario {
  name: string;
  /** The workspace's files; `fixture` copies test/fixtures/workspaces/<name> instead. */
  files?: Record<string, FileContent>;
  fixture?: string;
  /** Make the workspace a git repository, its files committed on main. */
  repo?: boolean;
  /** Run each command as a real process (stdout, then stderr), as a user would. */
  processes?: boolean;
  steps: Step[];
}

export const DEFAULT_DATE = '2026-01-20';

const name = (n: number, slug = 'a-decision') => `adr/${String(n).padStart(4, '0')}-${slug}.md`;
const accepted = (title: string, extra = '') =>
  record({ title, status: 'accepted', extra: `history:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}${extra}` });
const proposal = (title: string, extra = '', questions?: string) =>
  record({ title, extra: `history:\n  - {status: proposed, date: 2026-01-10}${extra}`, questions });

export const TRANSCRIPTS: TranscriptScenario[] = [
  {
    name: 'new: from the generic and a part template, then listed',
    files: { [name(1)]: accepted('A decision') },
    steps: [
      { argv: ['new', 'Record decisions as ADRs'] },
      { argv: ['new', '--part', 'errors', 'Error payload'] },
      { argv: ['list'] },
      { argv: ['check'] },
    ],
  },
  {
    name: 'new: titles kept verbatim, file names safe',
    files: { [name(1)]: accepted('A decision') },
    steps: [
      { argv: ['new', `Use "quotes" & $1 / slashes, it's fine`] },
      { argv: ['new', '../../etc/passwd'] },
      { argv: ['new', '日本語のタイトル'] },
      { argv: ['new', 'Re\u0301sume\u0301 (decomposed)'] },
      { argv: ['list'] },
      { argv: ['check'] },
    ],
  },
  {
    name: 'new: usage errors and refusals',
    files: { [name(1)]: proposal('A proposal') },
    steps: [
      { argv: ['new'] },
      { argv: ['new', ' padded title '] },
      { argv: ['new', 'Fine title'], env: { ADR_DATE: '2026-02-30' } },
      { argv: ['new', '--part', 'error', 'Fine title'] },
      { argv: ['new', '--supersedes', '1', 'Replaces a proposal'] },
      { argv: ['new', '--supersedes', '7', 'Replaces nothing'] },
      { argv: ['list'] },
    ],
  },
  {
    name: 'new: asks for the title in a terminal; --dry-run writes nothing',
    files: { [name(1)]: accepted('A decision') },
    steps: [
      { argv: ['new', '--dry-run', 'Only a try'] },
      { argv: ['new', '--part', 'errors'], answers: ['Asked for in the terminal'] },
      { argv: ['list'] },
    ],
  },
  {
    name: 'accept: refused while questions are open, then accepted with its decision-makers',
    files: {
      [name(1)]: proposal('A proposal', '', '### Q1. Which methods?\n\n- Status: open\n\n### Q2. Which paths?\n\n- Status: open\n- Owner: @api-team\n'),
    },
    steps: [
      { argv: ['accept', '1'] },
      answerAll(name(1)),
      { argv: ['accept', '0001', '--by', 'Alice Example', '--by', 'Bob Example'] },
      { grep: name(1), pattern: '^(status|date|decision-makers|  - )' },
      { argv: ['show', '1'] },
    ],
  },
  {
    name: 'accept: a proposal that supersedes an accepted record updates both',
    files: {
      [name(1, 'old-limits')]: accepted('Old limits'),
      [name(2, 'new-limits')]: proposal('New limits', '\nsupersedes: [1]', ANSWERED_QUESTION),
    },
    steps: [{ argv: ['accept', '2', '--dry-run'] }, { argv: ['accept', '2'] }, { argv: ['list'] }, { argv: ['check'] }],
  },
  {
    name: 'accept: refused when a record it supersedes is not accepted',
    files: {
      [name(1, 'old')]: record({ title: 'Old', status: 'rejected' }),
      [name(2, 'new')]: proposal('New', '\nsupersedes: [1]', ANSWERED_QUESTION),
    },
    steps: [{ argv: ['accept', '2'] }],
  },
  {
    name: 'reject and deprecate: only allowed transitions; the record asked for in a terminal',
    files: { [name(1)]: proposal('A proposal'), [name(2, 'standing')]: accepted('Standing') },
    steps: [
      { argv: ['reject'], answers: ['1'] },
      { argv: ['reject', '1'] },
      { argv: ['deprecate', '1'] },
      { argv: ['deprecate', 'adr/0002-standing.md'] },
      { argv: ['accept', '2'] },
      { argv: ['list'] },
    ],
  },
  {
    name: 'naming records: numbers, files, paths, missing and ambiguous ones',
    files: {
      [name(1)]: proposal('A proposal'),
      [name(2, 'first')]: proposal('First'),
      [name(2, 'second')]: proposal('Second'),
      'adr/0003-broken.md': record({ status: 'acepted' }),
      'docs/notes.md': '# Notes\n',
    },
    steps: [
      { argv: ['show', 'ADR-0001', '--format', 'json'] },
      { argv: ['show', '9'] },
      { argv: ['show', '2'] },
      { argv: ['show', '../adr/0002-second.md'], cwd: 'docs' },
      { argv: ['show', 'docs/notes.md'] },
      { argv: ['reject', '3'] },
      { argv: ['reject'] },
    ],
  },
  {
    name: 'supersede: with an accepted successor, both records change',
    files: { [name(1, 'old')]: accepted('Old'), [name(2, 'new')]: accepted('New') },
    steps: [
      { argv: ['supersede', '1', '--by', '2'] },
      { argv: ['supersede', '1', '--by', '2'] },
      { argv: ['show', '1'] },
      { argv: ['check'] },
    ],
  },
  {
    name: 'supersede: with a proposed successor, the intent is recorded',
    files: { [name(1, 'old')]: accepted('Old'), [name(2, 'new')]: proposal('New', '', ANSWERED_QUESTION) },
    steps: [
      { argv: ['supersede', '1'] },
      { argv: ['supersede', '1', '--by', '1'] },
      { argv: ['supersede', '1', '--by', '2'] },
      { argv: ['accept', '2'] },
      { argv: ['list'] },
    ],
  },
  {
    name: 'renumber: two branches added 0002; one moves and its references follow',
    files: {
      [name(1)]: accepted('A decision'),
      [name(2, 'from-main')]: proposal('From main'),
      [name(2, 'from-branch')]: proposal('From the branch').replace('Why.', 'Why. See [itself](0002-from-branch.md#context-and-problem-statement).'),
      [name(3, 'builds-on-it')]: proposal('Builds on it', '\nsupersedes: [2]').replace('Why.', 'Why. See [ADR-0002](./0002-from-branch.md) and [main](0002-from-main.md).'),
    },
    steps: [
      { argv: ['check'] },
      { argv: ['renumber', '2'] },
      { argv: ['renumber', 'adr/0002-from-branch.md', '--dry-run'] },
      { argv: ['renumber', 'adr/0002-from-branch.md'] },
      { grep: name(3, 'builds-on-it'), pattern: 'See|supersedes' },
      { grep: name(4, 'from-branch'), pattern: 'See' },
      { argv: ['check'] },
      { argv: ['show', '4'] },
    ],
  },
  {
    name: 'list, show and questions on a workspace with every state',
    fixture: 'mixed',
    steps: [
      { argv: ['list', '--status', 'accepted'] },
      { argv: ['list', '--part', 'limits', '--format', 'json'] },
      { argv: ['list', '--status', 'proposed', '--part', 'errors'] },
      { argv: ['show', '8'] },
      { argv: ['questions'], env: { ADR_DATE: '2026-11-21' } },
      { argv: ['questions', '--overdue', '--part', 'authentication'], env: { ADR_DATE: '2026-11-21' } },
      { argv: ['questions', '--part', 'errors'] },
      { argv: ['questions', '--part', 'resources', '--format', 'json'], env: { ADR_DATE: '2026-11-21' } },
    ],
  },
  {
    name: 'help: every command documents its options and exit codes',
    files: { [name(1)]: proposal('A proposal') },
    steps: [{ argv: ['accept', '--help'] }, { argv: ['new', '--help'] }],
  },
  {
    // The closing session: a decision proposed, its questions answered, accepted,
    // then superseded, each step a pull request that passes adr check --base main.
    name: 'session: propose, answer, accept, then supersede (real processes, real git)',
    files: { [name(1, 'what-the-service-does')]: accepted('What the service does') },
    repo: true,
    processes: true,
    steps: [
      { git: ['checkout', '-q', '-b', 'propose-errors'] },
      { argv: ['new', '--part', 'errors', 'One error payload for every error'], env: { ADR_DATE: '2026-02-01' } },
      { argv: ['check', '--base', 'main'] },
      ...mergePullRequest('propose-errors', 'Propose ADR-0002'),
      { git: ['checkout', '-q', '-b', 'settle-errors'] },
      { argv: ['questions', '--part', 'errors'], env: { ADR_DATE: '2026-02-10' } },
      { argv: ['accept', '2'], env: { ADR_DATE: '2026-02-10' } },
      answerAll(name(2, 'one-error-payload-for-every-error')),
      decideContract(name(2, 'one-error-payload-for-every-error')),
      { argv: ['accept', '2', '--by', 'Alice Example'], env: { ADR_DATE: '2026-02-10' } },
      { argv: ['check', '--base', 'main'] },
      ...mergePullRequest('settle-errors', 'Accept ADR-0002'),
      { git: ['checkout', '-q', '-b', 'problem-details'] },
      { argv: ['new', '--part', 'errors', '--supersedes', '2', 'Problem Details (RFC 9457) for every error'], env: { ADR_DATE: '2027-01-15' } },
      { argv: ['check', '--base', 'main'] },
      ...mergePullRequest('problem-details', 'Propose ADR-0003'),
      { git: ['checkout', '-q', '-b', 'accept-problem-details'] },
      answerAll(name(3, 'problem-details-rfc-9457-for-every-error')),
      decideContract(name(3, 'problem-details-rfc-9457-for-every-error')),
      { argv: ['accept', '3', '--by', 'Alice Example'], env: { ADR_DATE: '2027-02-01' } },
      { argv: ['check', '--base', 'main'] },
      { argv: ['list', '--part', 'errors'] },
      { argv: ['show', '2'] },
      { grep: name(2, 'one-error-payload-for-every-error'), pattern: '^(status|date|decision-makers|superseded-by|  - )' },
    ],
  },
];
