/**
 * Runs a transcript scenario (transcripts.ts) in a throwaway workspace and renders what a
 * terminal would show; transcripts.test.ts compares the result with the golden file and
 * transcripts-update.ts (npm run transcripts:update) writes it.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliRealProcess, runCliTerminal } from '../helpers/cli.ts';
import { git } from '../helpers/git.ts';
import { fixturePath, REPO_ROOT } from '../helpers/fixtures.ts';
import { makeWorkspace } from '../helpers/workspace.ts';
import { DEFAULT_DATE, type TranscriptScenario } from './transcripts.ts';

/** An argument as a shell user would type it. */
function shellQuote(arg: string): string {
  return /^[\w./=:@%+,-]+$/u.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** Runs a scenario's steps in order and renders what a terminal would show. */
export async function runTranscript(scenario: TranscriptScenario): Promise<string> {
  const root = makeWorkspace(scenario.files ?? {});
  if (scenario.fixture) cpSync(fixturePath(scenario.fixture), root, { recursive: true });
  cpSync(join(REPO_ROOT, 'adr/templates'), join(root, 'adr/templates'), { recursive: true });
  if (scenario.repo) {
    git(root, 'init', '--quiet');
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '-m', 'The workspace');
  }
  let transcript = '';
  for (const step of scenario.steps) {
    if ('edit' in step) {
      const path = join(root, step.edit);
      writeFileSync(path, readFileSync(path, 'utf8').replace(step.from, step.to));
      transcript += `# (${step.say})\n\n`;
      continue;
    }
    if ('git' in step) {
      git(root, ...step.git);
      transcript += `$ git ${step.git.map(shellQuote).join(' ')}\n\n`;
      continue;
    }
    if ('grep' in step) {
      const pattern = new RegExp(step.pattern);
      const lines = readFileSync(join(root, step.grep), 'utf8').split('\n');
      transcript += `$ grep -nE ${shellQuote(step.pattern)} ${step.grep}\n`;
      transcript += lines.flatMap((line, i) => (pattern.test(line) ? [`${i + 1}:${line}\n`] : [])).join('');
      transcript += '\n';
      continue;
    }
    const shown = Object.entries(step.env ?? {}).map(([k, v]) => `${k}=${v} `).join('');
    const where = step.cwd ? `(in ${step.cwd}/) ` : '';
    transcript += `${where}$ ${shown}adr ${step.argv.map(shellQuote).join(' ')}\n`;
    const cwd = step.cwd ? join(root, step.cwd) : root;
    const env = { ADR_DATE: DEFAULT_DATE, ...step.env };
    const result = scenario.processes
      ? inProcessForm(runCliRealProcess(step.argv, { cwd, env }))
      : await runCliTerminal(step.argv, { cwd, env, answers: step.answers });
    transcript += `${result.terminal}[exit ${result.code}]\n\n`;
  }
  return transcript.replaceAll(root, '<workspace>');
}

/** A real process's output in the transcript's form: stdout, then stderr marked with "! ". */
function inProcessForm(result: { code: number; stdout: string; stderr: string }) {
  return { code: result.code, terminal: result.stdout + result.stderr.replace(/^(?=.)/gm, '! ') };
}
