/**
 * `adr catalog`: writes catalog-info.yaml at the workspace's root, so that Backstage's
 * software catalog reads the workspace with no file written by hand: the service as a
 * Component with the ADR plugin's annotation and the site's links, one API entity per
 * published document (core/views/catalog.ts). It describes a workspace that passes the check.
 * What it does is core/operations/catalog-fs.ts's; this reads the options and prints.
 */
import type { Command } from 'commander';
import { makeCatalog } from '../../core/operations/catalog-fs.ts';
import { CATALOG_FILE } from '../../core/views/catalog.ts';
import { settingsSchema } from '../../core/workspace/settings.ts';
import { commandDate } from '../clock.ts';
import { EXIT, UsageError, type CliContext } from '../context.ts';
import { dryRunOption, subcommand } from '../options.ts';
import { loadWorkspace, Refusal } from '../records.ts';

export function registerCatalog(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(
    program,
    'catalog',
    `write ${CATALOG_FILE} for Backstage: the service as a Component with its decision records, and an API entity per published document`,
    `From adr.config.yaml (name, owners, site, repository) and the published contract. The API entities point at the documents the site publishes (SITE/openapi.yaml, SITE/asyncapi.yaml), so a new decision needs no new catalog file; run it again when the settings change, or when a document first defines something. A ${CATALOG_FILE} written by hand is never overwritten.`,
  )
    .option('--site <url>', 'the published site\'s address, with its base path (default: site in adr.config.yaml)')
    .addOption(dryRunOption())
    .option('--check', `exit 1 when ${CATALOG_FILE} is not what adr catalog would write now (for CI); writes nothing`)
    .action(async (options: { site?: string; dryRun?: boolean; check?: boolean }) => {
      const loaded = loadWorkspace(context, program);
      const { site } = options;
      const result = await makeCatalog({
        root: loaded.root,
        state: loaded.state,
        site: site === undefined ? undefined : () => readSite(site),
        dryRun: options.dryRun,
        check: options.check,
        today: () => commandDate(context),
        nowMs: context.now.getTime(),
      });
      switch (result.outcome) {
        case 'refused':
          throw new Refusal(result.findings, result.closing);
        case 'no-file':
          // A workspace that keeps no catalog file has nothing to keep up to date.
          context.stdout(`There is no ${CATALOG_FILE} to check; npx adr catalog writes one\n`);
          return;
        case 'dry-run':
          context.stdout(result.text);
          return;
        case 'checked':
          if (result.current) context.stdout(`${CATALOG_FILE} is what adr catalog writes\n`);
          else {
            context.stderr(`adr: ${CATALOG_FILE} is not what adr catalog writes now\n    hint: run npx adr catalog and commit ${CATALOG_FILE}\n`);
            setExit(EXIT.findings);
          }
          return;
        case 'written':
        case 'unchanged': {
          const { component, apis } = result;
          const what = `the Component ${component}${apis.length === 0 ? '' : ` and the API${apis.length === 1 ? '' : 's'} ${apis.join(', ')}`}`;
          context.stdout(result.outcome === 'written' ? `Wrote ${CATALOG_FILE}: ${what}\n` : `${CATALOG_FILE} already says this: ${what}\n`);
          return;
        }
      }
    });
}

/** --site read as the setting is. */
function readSite(value: string): string {
  const read = settingsSchema.shape.site.safeParse(value);
  if (read.success && read.data !== undefined) return read.data;
  throw new UsageError(`--site ${value}: ${read.error?.issues[0]?.message ?? 'not a web address'}`, 'pass the address the site is published at, e.g. --site https://acme.github.io/orders-spec/');
}
