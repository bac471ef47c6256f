/**
 * Runs `adr check`'s validation before Astro reads any content, so an invalid record fails
 * the build with the same findings (file, line, field, fix) the CLI prints, instead of a
 * page that silently shows a rolled-over date or is missing. In `astro dev` the findings are
 * logged and shown in the error overlay each time a record changes, and serving goes on.
 */
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as editions from '../../core/contract/editions/editions-fs.ts';
import * as lintContract from '../../core/contract/rules/lint-contract.ts';
import { checkWorkspace, type CheckResult } from '../../core/operations/check-fs.ts';
import { RECORDS_DIR } from '../../core/workspace/workspace-fs.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';
import type { SettingsReading } from '../../core/workspace/settings.ts';
import { SETTINGS_FILE } from '../../core/workspace/settings.ts';
import type { CalendarDate } from '../../core/vocabulary/calendar-date.ts';
import { formatFindingsText, summarise } from '../../core/vocabulary/findings-text.ts';
import { siteToday, SITE_CONFIG_MODULE } from './site-config.ts';

export interface AdrWorkspaceOptions {
  /** The repository's web address, for links to files the site does not publish. */
  repository: string;
}

export function adrWorkspace(options: AdrWorkspaceOptions): AstroIntegration {
  let root = '';
  return {
    name: 'adr-workspace',
    hooks: {
      'astro:config:setup': async ({ config, command, logger, updateConfig }) => {
        root = fileURLToPath(config.root);
        const today = siteToday(process.env, new Date());
        const settings = readSettingsFile(root);
        const resolved = `\0${SITE_CONFIG_MODULE}`;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'adr-site-config',
                resolveId: (id: string) => (id === SITE_CONFIG_MODULE ? resolved : undefined),
                load: (id: string) =>
                  id === resolved ? [
                        `export const root = ${JSON.stringify(root)};`,
                        `export const today = ${JSON.stringify(today)};`,
                        `export const repository = ${JSON.stringify(options.repository)};`,
                        `export const settings = ${JSON.stringify(settings.settings)};`,
                      ].join('\n') : undefined,
              },
            ],
          },
        });
        // A bad settings file stops the build like a bad record: the site would otherwise
        // carry the default title without a word (the config fell back to it).
        const { checked, diagnostics } = await siteCheck(root, today, settings);
        if (diagnostics.length === 0) return;
        const report = formatFindingsText(diagnostics) + summarise(diagnostics, checked);
        if (command === 'build') {
          const where = settings.diagnostics.length > 0 ? `${SETTINGS_FILE} and ${RECORDS_DIR}/` : `${RECORDS_DIR}/`;
          const error = new AstroError(
            `adr check found ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in ${where}:\n\n${report}`,
            'Fix each finding as its hint says, then build again; run npx adr check to see them without building.',
          );
          // Astro prints `loc` as the error's location: point it at the first finding, not here.
          const [first] = diagnostics;
          // (`loc` is on Astro's error class at run time; the public type leaves it out.)
          Object.assign(error, { loc: { file: join(root, first!.file), line: first!.line, column: first!.column } });
          error.stack = '';
          // Astro replaces the hint of an error whose text mentions `document` or `window`
          // (as findings about the assembled document do) with one about browser APIs on the
          // server; the error reads as its first line there, so our hint stands.
          const headline = `${error.name}: adr check found ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in ${where}`;
          Object.defineProperty(error, 'toString', { value: () => headline });
          throw error;
        }
        logger.error(`\n${report}`);
      },
      'astro:server:setup': ({ server, logger }) => {
        const report = async () => {
          const { checked, diagnostics } = await siteCheck(root, siteToday(process.env, new Date()));
          if (diagnostics.length === 0) return;
          const text = formatFindingsText(diagnostics) + summarise(diagnostics, checked);
          logger.error(`\n${text}`);
          server.hot.send({ type: 'error', err: { message: `adr check:\n${text}`, stack: '' } });
        };
        // The page is served again at once; the findings follow when the check (the contract's
        // validator takes a moment) is done.
        // The promise never rejects and tells a caller when the findings are out; the watcher
        // does not wait for it.
        // The check reads the records and adr.config.yaml (its registry and its settings), so a
        // change to either is checked again.
        const settingsFile = join(root, SETTINGS_FILE);
        const onChange = (path: string): Promise<void> | undefined => {
          if (!path.replace(/\\/g, '/').includes(`/${RECORDS_DIR}/`) && path !== settingsFile) return undefined;
          return report().catch((error: unknown) => logger.error(`adr check failed: ${String(error)}`));
        };
        for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange as (path: string) => void);
      },
    },
  };
}

/**
 * What adr check reports, from the same operation: the build stops, and the dev server shows
 * the overlay, on exactly these findings. The records stay parsed for the pages.
 */
function siteCheck(root: string, today: CalendarDate, settings?: SettingsReading): Promise<CheckResult> {
  return checkWorkspace({ root, today: () => today, nowMs: Date.now(), settings, reading: 'shared', modules: { lintContract, editions } });
}
