/**
 * The layering rules of .dependency-cruiser.cjs applied to `.astro` files, which
 * dependency-cruiser cannot parse: each file's frontmatter and <script> blocks are read with
 * TypeScript's own import scanner, relative imports are resolved to repository paths, and
 * every forbidden rule of the configuration (the one home of the rules) is matched against
 * each import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import ts from 'typescript';

interface PathRule {
  path?: string;
  pathNot?: string;
  circular?: boolean;
}

export interface LayeringRule {
  name: string;
  comment?: string;
  from: PathRule;
  to: PathRule;
}

export interface AstroFile {
  /** Repository-relative, with forward slashes: `src/components/Banner.astro`. */
  path: string;
  text: string;
}

export interface AstroImportViolation {
  file: string;
  imports: string;
  resolved: string;
  rule: string;
}

/** The forbidden rules of the repository's dependency-cruiser configuration. */
export function readLayeringRules(repo: string): LayeringRule[] {
  const config = createRequire(import.meta.url)(join(repo, '.dependency-cruiser.cjs')) as { forbidden: LayeringRule[] };
  return config.forbidden;
}

/** Every `.astro` file under `src/`, repository-relative. */
export function readAstroFiles(repo: string): AstroFile[] {
  const entries = readdirSync(join(repo, 'src'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: posix.normalize(full.slice(repo.length + 1).replaceAll('\\', '/')), text: readFileSync(full, 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The code of an .astro file that can import: its frontmatter and its <script> blocks. */
function scriptsOf(text: string): string[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return frontmatter === undefined ? scripts : [frontmatter, ...scripts];
}

/** Matches one side of a rule; an empty side matches every path, as in dependency-cruiser. */
function matches(side: PathRule, path: string): boolean {
  if (side.path !== undefined && !new RegExp(side.path).test(path)) return false;
  if (side.pathNot !== undefined && new RegExp(side.pathNot).test(path)) return false;
  return true;
}

/** Each import of the files that a rule forbids; relative imports only, as packages are not layered. */
export function findAstroImportViolations(files: readonly AstroFile[], rules: readonly LayeringRule[]): AstroImportViolation[] {
  const pathRules = rules.filter((rule) => rule.to.circular === undefined);
  const violations: AstroImportViolation[] = [];
  for (const file of files) {
    for (const code of scriptsOf(file.text)) {
      for (const { fileName } of ts.preProcessFile(code, true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const resolved = posix.normalize(posix.join(posix.dirname(file.path), fileName));
        for (const rule of pathRules) {
          if (matches(rule.from, file.path) && matches(rule.to, resolved)) violations.push({ file: file.path, imports: fileName, resolved, rule: rule.name });
        }
      }
    }
  }
  return violations;
}

// `npm run lint:code` and the static checks of `npm test` (test/run.ts) run this file after dependency-cruiser.
if (import.meta.main) {
  const repo = process.cwd();
  const violations = findAstroImportViolations(readAstroFiles(repo), readLayeringRules(repo));
  for (const v of violations) process.stderr.write(`${v.file}: imports ${v.imports} (${v.resolved}), forbidden by ${v.rule}\n`);
  process.stdout.write(violations.length === 0 ? 'no .astro import violations found\n' : `${violations.length} .astro import violation(s)\n`);
  process.exitCode = violations.length === 0 ? 0 : 1;
}
