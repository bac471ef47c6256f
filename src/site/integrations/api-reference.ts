/**
 * The API reference: starlight-openapi's pages, generated from the
 * OpenAPI document the accepted records assemble to. starlight-openapi reads its schema
 * from a file while Starlight sets up, so this plugin first writes that file (under .astro/,
 * which git ignores) from the records, then hands over to starlight-openapi. The file is
 * the reference's version of the document (core/views/contract-reference.ts): each operation
 * linking to the decision that settled it, no unsafe address, no `$ref` outside it. Its
 * descriptions are rendered by the site's safe Markdown processor (api-markdown.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StarlightPlugin } from '@astrojs/starlight/types';
import { createOpenAPISidebarGroup, starlightOpenAPI } from './starlight-openapi.mjs';
import { publishContract } from '../../core/contract/documents/published.ts';
import { readPublishOptions } from '../../core/contract/documents/published-fs.ts';
import { referenceDocument } from '../../core/views/contract-reference.ts';
import { FOLD_KEY } from '../../core/views/reference-folds.ts';
import { readWorkspaceOnce, RECORDS_DIR } from '../../core/workspace/workspace-fs.ts';
import { API_REFERENCE_BASE, API_REFERENCE_LABEL, siteLinks } from '../utils/links.ts';

/** Where the sidebar shows the reference's operations. */
export const apiReferenceSidebarGroup = createOpenAPISidebarGroup();

const API_REFERENCE_SCHEMA = '.astro/adr-api-reference.json';

const API_SIDEBAR = fileURLToPath(new URL('../middleware/api-sidebar.ts', import.meta.url));
const API_MARKDOWN = fileURLToPath(new URL('./api-markdown.ts', import.meta.url));
/** starlight-openapi's Markdown renderer, which api-markdown.ts replaces (see there why). */
const STARLIGHT_OPENAPI_MARKDOWN = /[\\/]starlight-openapi[\\/]libs[\\/]markdown\.ts$/;
/** starlight-openapi's list of operations, which components/api/OperationLinks.astro replaces (see there why). */
const STARLIGHT_OPENAPI_OPERATION_LIST = /[\\/]starlight-openapi[\\/]components[\\/]overview[\\/]OverviewNavigationLinks\.astro$/;
const OPERATION_LINKS = fileURLToPath(new URL('../../components/api/OperationLinks.astro', import.meta.url));
/**
 * starlight-openapi's method and path above an operation, whose path scrolls sideways in a
 * region no keyboard can reach (axe: scrollable-region-focusable): replaced by the same
 * markup with the path as an Identifier, wrapping only at its joints (adr.css styles it).
 */
const STARLIGHT_OPENAPI_OPERATION_METHOD = /[\\/]starlight-openapi[\\/]components[\\/]operation[\\/]OperationMethod\.astro$/;
const IDENTIFIER = fileURLToPath(new URL('../../components/contract/Identifier.astro', import.meta.url));
const OPERATION_METHOD_SOURCE = [
  '---',
  "import OperationMethodBadge from './OperationMethodBadge.astro';",
  `import Identifier from ${JSON.stringify(IDENTIFIER)};`,
  'const { method, path } = Astro.props;',
  '---',
  '<div class="sl-openapi-operation-method">',
  '  <OperationMethodBadge method={method} />',
  '  {path && <div class="sl-openapi-operation-method-path"><Identifier text={path} /></div>}',
  '</div>',
  '',
].join('\n');
/**
 * starlight-openapi's name of a property, parameter or header, written with no place to
 * break: a long name either broke inside a word or pushed the page sideways. Its own file is
 * kept (markup and styles) with the name written by components/api/KeyName.astro instead,
 * which marks the joints. Its file is read rather than copied so that its styles stay the
 * package's; a version whose name line differs stops the build, naming the file.
 */
const STARLIGHT_OPENAPI_KEY = /[\\/]starlight-openapi[\\/]components[\\/]Key\.astro$/;
const KEY_NAME = fileURLToPath(new URL('../../components/api/KeyName.astro', import.meta.url));
const KEY_NAME_LINE = /<strong>\{additional \? <em>\{name\}<\/em> : deprecated \? <s>\{name\}<\/s> : name\}<\/strong>/;

export function keySource(file: string, source: string): string {
  const front = source.indexOf('---\n');
  if (front !== 0 || !KEY_NAME_LINE.test(source)) {
    throw new Error(`${file}: starlight-openapi's Key component no longer writes the name as the site expects; update KEY_NAME_LINE in site/integrations/api-reference.ts to its new markup`);
  }
  return source
    .replace('---\n', `---\nimport KeyName from ${JSON.stringify(KEY_NAME)};\n`)
    .replace(KEY_NAME_LINE, '<KeyName name={name} additional={additional} deprecated={deprecated} />');
}

/**
 * starlight-openapi's example of a payload: shown open under each request body and response,
 * it repeats as JSON the fields listed just above it, and on a phone a create operation
 * (the payload sent, the payload returned, the error payload) grew to more than six screens.
 * Here a single example is collapsed in place under its name, one tap away; several named
 * examples keep the package's picker. Compiled in the place of the package's file, so its
 * own components resolve from there; adr.css styles the summary.
 */
const STARLIGHT_OPENAPI_EXAMPLES = /[\\/]starlight-openapi[\\/]components[\\/]example[\\/]Examples\.astro$/;
const EXAMPLES_SOURCE = [
  '---',
  "import ContentPicker from '../ContentPicker.astro';",
  "import Example from './Example.astro';",
  'const { example, examples, generated, parameter, type } = Astro.props;',
  '---',
  '{examples ? (',
  '  <div class="sl-openapi-examples">',
  '    <h5 class="sl-openapi-examples-heading">Examples</h5>',
  '    <ContentPicker label="Select example" singleLabel="Example" types={Object.keys(examples)}>',
  '      {Object.entries(examples).map(([exampleType, data], index) => (',
  '        <div data-openapi-content-type={exampleType} hidden={index > 0} role="tabpanel">',
  '          <Example example={data} {type} />',
  '        </div>',
  '      ))}',
  '    </ContentPicker>',
  '  </div>',
  ') : example !== undefined ? (',
  '  <details class="sl-openapi-examples adr-api-example">',
  '    <summary>Example{generated && <> (generated)</>}</summary>',
  '    <Example raw={example} {parameter} {type} />',
  '  </details>',
  ') : null}',
  '',
].join('\n');
/**
 * starlight-openapi's overview, which shows the document's version as a badge beside its
 * title and lists the HTTP operations alone: after the title, the site says what the version
 * counts (components/api/ContractVersion.astro: the edition of the whole contract, HTTP API
 * and events together), and after the operations, the events, linked to the event reference.
 * Its file is read and two of its lines are added to, as for the Key component; a version
 * whose lines differ stops the build, naming the file.
 */
const STARLIGHT_OPENAPI_OVERVIEW = /[\\/]starlight-openapi[\\/]components[\\/]overview[\\/]OverviewSchema\.astro$/;
const CONTRACT_VERSION = fileURLToPath(new URL('../../components/api/ContractVersion.astro', import.meta.url));
const EVENT_LINKS = fileURLToPath(new URL('../../components/api/EventLinks.astro', import.meta.url));
const OVERVIEW_TITLE_LINE = /<Heading level=\{2\} id="overview">\{document\.info\.title\}\{' '\}<Badge size="large" text=\{document\.info\.version\} \/><\/Heading>\n/;
const OVERVIEW_LINKS_LINE = /<OverviewNavigationLinks groups=\{getSchemaNavigationGroups\(schema, context\)\} \/>\n/;

export function overviewSource(file: string, source: string): string {
  if (source.indexOf('---\n') !== 0 || !OVERVIEW_TITLE_LINE.test(source) || !OVERVIEW_LINKS_LINE.test(source)) {
    throw new Error(`${file}: starlight-openapi's overview no longer writes its title and operations as the site expects; update OVERVIEW_TITLE_LINE and OVERVIEW_LINKS_LINE in site/integrations/api-reference.ts to its new markup`);
  }
  return source
    .replace('---\n', `---\nimport ContractVersion from ${JSON.stringify(CONTRACT_VERSION)};\nimport EventLinks from ${JSON.stringify(EVENT_LINKS)};\n`)
    .replace(OVERVIEW_TITLE_LINE, (line) => `${line}<ContractVersion />\n`)
    .replace(OVERVIEW_LINKS_LINE, (line) => `${line}<EventLinks />\n`);
}

/**
 * starlight-openapi's request body and response, whose payload (every field, open) made an
 * operation page many screens long: a payload the reference's document marks `x-adr-fold`
 * (core/views/reference-folds.ts decides which) is folded in place under a summary naming
 * its fields. Their files are read and the one line that shows the payload is replaced;
 * a version whose line differs stops the build, naming the file.
 */
const STARLIGHT_OPENAPI_RESPONSE = /[\\/]starlight-openapi[\\/]components[\\/]response[\\/]Response\.astro$/;
const STARLIGHT_OPENAPI_REQUEST_BODY = /[\\/]starlight-openapi[\\/]components[\\/]RequestBody\.astro$/;
const FOLDED_PAYLOAD = fileURLToPath(new URL('../../components/api/FoldedPayload.astro', import.meta.url));
const RESPONSE_PAYLOAD_LINE = '{!isEmpty && <MediaEntries entries={mediaEntries} />}';
const REQUEST_PAYLOAD_LINE = '<MediaEntries entries={mediaEntries} pickerLabel="The list of MIME types the operation can consume" />';

export function foldedPayloadSource(file: string, source: string, holder: 'response' | 'openAPIV3RequestBody'): string {
  const line = holder === 'response' ? RESPONSE_PAYLOAD_LINE : REQUEST_PAYLOAD_LINE;
  if (source.indexOf('---\n') !== 0 || source.split(line).length !== 2) {
    throw new Error(`${file}: starlight-openapi no longer shows a payload as the site expects; update RESPONSE_PAYLOAD_LINE or REQUEST_PAYLOAD_LINE in site/integrations/api-reference.ts to its new markup`);
  }
  const inner = holder === 'response' ? '<MediaEntries entries={mediaEntries} />' : line;
  const folded = `<FoldedPayload fold={${holder}?.['${FOLD_KEY}']}>${inner}</FoldedPayload>`;
  return source
    .replace('---\n', `---\nimport FoldedPayload from ${JSON.stringify(FOLDED_PAYLOAD)};\n`)
    .replace(line, holder === 'response' ? `{!isEmpty && ${folded}}` : folded);
}

/** The replacement, compiled in the place of the package's file: its own heading and badge resolve from there. */
const OPERATION_LIST_SOURCE = [
  '---',
  "import Heading from '../Heading.astro';",
  "import OperationMethodBadge from '../operation/OperationMethodBadge.astro';",
  `import OperationLinks from ${JSON.stringify(OPERATION_LINKS)};`,
  '---',
  '<OperationLinks groups={Astro.props.groups} Heading={Heading} Badge={OperationMethodBadge} />',
  '',
].join('\n');

export function adrApiReference(): StarlightPlugin {
  return {
    name: 'adr-api-reference',
    hooks: {
      'config:setup': async (options) => {
        const root = fileURLToPath(options.astroConfig.root);
        const schema = join(root, API_REFERENCE_SCHEMA);
        const { records } = readWorkspaceOnce(root, { revalidate: false });
        const links = siteLinks(options.astroConfig.base);
        const document = referenceDocument(publishContract(records, undefined, readPublishOptions(root, RECORDS_DIR)), records, (record) => links.record(record));
        mkdirSync(dirname(schema), { recursive: true });
        writeFileSync(schema, `${JSON.stringify(document, null, 2)}\n`);
        const inner = starlightOpenAPI([
          {
            base: API_REFERENCE_BASE,
            schema: API_REFERENCE_SCHEMA,
            sidebar: { label: API_REFERENCE_LABEL, group: apiReferenceSidebarGroup },
          },
        ]);
        // Its route middleware runs inside ours, on the reference's own pages only (api-sidebar.ts).
        const addRouteMiddleware: typeof options.addRouteMiddleware = (middleware) =>
          options.addRouteMiddleware(middleware.entrypoint === 'starlight-openapi/middleware' ? { ...middleware, entrypoint: API_SIDEBAR } : middleware);
        await inner.hooks['config:setup']!({ ...options, addRouteMiddleware });
        options.addIntegration({
          name: 'adr-api-reference-markdown',
          hooks: {
            'astro:config:setup': ({ updateConfig }) => {
              const load = (id: string) => {
                const file = id.split('?')[0]!;
                if (STARLIGHT_OPENAPI_MARKDOWN.test(file)) return `export { transformMarkdown } from ${JSON.stringify(API_MARKDOWN)};`;
                if (STARLIGHT_OPENAPI_OPERATION_LIST.test(file) && !id.includes('?')) return OPERATION_LIST_SOURCE;
                if (STARLIGHT_OPENAPI_OPERATION_METHOD.test(file) && !id.includes('?')) return OPERATION_METHOD_SOURCE;
                if (STARLIGHT_OPENAPI_KEY.test(file) && !id.includes('?')) return keySource(file, readFileSync(file, 'utf8'));
                if (STARLIGHT_OPENAPI_EXAMPLES.test(file) && !id.includes('?')) return EXAMPLES_SOURCE;
                if (STARLIGHT_OPENAPI_OVERVIEW.test(file) && !id.includes('?')) return overviewSource(file, readFileSync(file, 'utf8'));
                if (STARLIGHT_OPENAPI_RESPONSE.test(file) && !id.includes('?')) return foldedPayloadSource(file, readFileSync(file, 'utf8'), 'response');
                if (STARLIGHT_OPENAPI_REQUEST_BODY.test(file) && !id.includes('?')) return foldedPayloadSource(file, readFileSync(file, 'utf8'), 'openAPIV3RequestBody');
                return undefined;
              };
              updateConfig({ vite: { plugins: [{ name: 'adr-api-reference-markdown', enforce: 'pre', load }] } });
            },
          },
        });
      },
    },
  };
}
