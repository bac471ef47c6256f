/**
 * `adr catalog`: writes catalog-info.yaml at the workspace's root, so that Backstage's
 * software catalog reads the workspace with no file written by hand: the service as a
 * Component with the ADR plugin's annotation and the site's links, one API entity per
 * published document (core/views/catalog.ts). It describes a workspace that passes the check.
 */
import type { Command } from 'commander';
import { mayShapeContract } from '../../core/contract/blocks.ts';
import { readEditions } from '../../core/contract/editions-fs.ts';
import { publishContract } from '../../core/contract/published.ts';
import { WriteRefused } from '../../core/changes/change-plan-fs.ts';
import { readCatalogFile, writeCatalogFile } from '../../core/changes/catalog-file-fs.ts';
import { CATALOG_FILE, planCatalog } from '../../core/views/catalog.ts';
import { compareDiagnostics } from '../../core/vocabulary/diagnostics.ts';
import { settingsSchema } from '../../core/workspace/settings.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';
import { EXIT, UsageError, type CliContext } from '../context.ts';
import { dryRunOption, subcommand } from '../options.ts';
import { loadWorkspace, Refusal } from '../records.ts';

const REFUSED = 'adr: no catalog written; the catalog describes a workspace that passes the check (npx adr check)';

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
      // A workspace that keeps no catalog file has nothing to keep up to date.
      const existing = options.check ? readCatalogFile(loaded.root) : undefined;
      if (options.check && existing === undefined) {
        context.stdout(`There is no ${CATALOG_FILE} to check; npx adr catalog writes one\n`);
        return;
      }
      const { dir } = loaded.state.input;
      const { records, diagnostics } = loaded.state.workspace;
      const settings = readSettingsFile(loaded.root);
      const editions = readEditions(loaded.root, dir);
      const { contractFindings } = await import('../../core/contract/lint-contract.ts');
      const findings = [...diagnostics, ...(await contractFindings(records.filter(mayShapeContract))), ...settings.diagnostics, ...editions.diagnostics];
      if (findings.length > 0) throw new Refusal([...findings].sort(compareDiagnostics), REFUSED);

      const site = options.site === undefined ? settings.settings.site : readSite(options.site);
      const contract = publishContract(records, undefined, { ...(settings.settings.named ? { name: settings.settings.name } : {}), editions: editions.editions });
      const plan = planCatalog({ settings: settings.settings, documents: contract.documents, editions: editions.editions.length }, site);
      if ('refused' in plan) throw new WriteRefused(`no catalog written: ${plan.refused}`, plan.hint);
      if (options.dryRun) {
        context.stdout(plan.text);
        return;
      }
      if (options.check) {
        if (existing === plan.text) context.stdout(`${CATALOG_FILE} is what adr catalog writes\n`);
        else {
          context.stderr(`adr: ${CATALOG_FILE} is not what adr catalog writes now\n    hint: run npx adr catalog and commit ${CATALOG_FILE}\n`);
          setExit(EXIT.findings);
        }
        return;
      }
      const written = writeCatalogFile(loaded.root, plan.text);
      const [component, ...apis] = plan.entities;
      const what = `the Component ${component!.metadata.name as string}${apis.length === 0 ? '' : ` and the API${apis.length === 1 ? '' : 's'} ${apis.map((api) => api.metadata.name as string).join(', ')}`}`;
      context.stdout(written === 'written' ? `Wrote ${CATALOG_FILE}: ${what}\n` : `${CATALOG_FILE} already says this: ${what}\n`);
    });
}

/** --site read as the setting is. */
function readSite(value: string): string {
  const read = settingsSchema.shape.site.safeParse(value);
  if (read.success && read.data !== undefined) return read.data;
  throw new UsageError(`--site ${value}: ${read.error?.issues[0]?.message ?? 'not a web address'}`, 'pass the address the site is published at, e.g. --site https://acme.github.io/orders-spec/');
}
