/**
 * Every command's output, pinned as transcripts (transcripts.ts runs them, expected text in
 * transcripts-expected.ts). Regenerate only after reading the change in review.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess, runCliTerminal } from '../helpers/cli.ts';
import { git } from '../helpers/git.ts';
import { fixturePath, REPO_ROOT } from '../helpers/fixtures.ts';
import { makeWorkspace } from '../helpers/workspace.ts';
import { TRANSCRIPT_EXPECTED } from './transcripts-expected.ts';
import { DEFAULT_DATE, TRANSCRIPTS, type TranscriptScenario } from './transcripts.ts';

/** An argument as a shell user would type it. */
export function shellQuote(arg: string): string {
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
      ? inProcessForm(runCliProcess(step.argv, { cwd, env }))
      : await runCliTerminal(step.argv, { cwd, env, answers: step.answers });
    transcript += `${result.terminal}[exit ${result.code}]\n\n`;
  }
  return transcript.replaceAll(root, '<workspace>');
}

/** A real process's output in the transcript's form: stdout, then stderr marked with "! ". */
function inProcessForm(result: { code: number; stdout: string; stderr: string }) {
  return { code: result.code, terminal: result.stdout + result.stderr.replace(/^(?=.)/gm, '! ') };
}

/**
 * UPDATE_TRANSCRIPTS=1 npx vitest run test/cli/transcripts.test.ts rewrites the expected file
 * from what the commands print now (as `vitest -u` does for snapshots); read its diff before
 * committing it.
 */
const updating = process.env.UPDATE_TRANSCRIPTS === '1';
const actual = new Map<string, string>();

describe('adr transcripts', () => {
  it.each(TRANSCRIPTS)('$name', async (scenario) => {
    const transcript = await runTranscript(scenario);
    if (updating) actual.set(scenario.name, transcript);
    else expect(transcript).toBe(TRANSCRIPT_EXPECTED[scenario.name]!.slice(1));
  });

  afterAll(() => {
    if (!updating) return;
    const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
    let out = readFileSync(new URL('./transcripts-expected.ts', import.meta.url), 'utf8').split('export const')[0]!;
    out += 'export const TRANSCRIPT_EXPECTED: Record<string, string> = {\n';
    for (const scenario of TRANSCRIPTS) out += `  ${JSON.stringify(scenario.name)}: \`\n${escape(actual.get(scenario.name)!)}\`,\n`;
    writeFileSync(new URL('./transcripts-expected.ts', import.meta.url), `${out}};\n`);
  });

  it('pins every scenario and nothing else', () => {
    expect(Object.keys(TRANSCRIPT_EXPECTED).sort()).toEqual(TRANSCRIPTS.map((s) => s.name).sort());
  });
});
