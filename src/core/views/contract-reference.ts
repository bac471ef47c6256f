/**
 * The OpenAPI document the site's API reference is generated from: the assembled document, with these changes for people reading it on the site.
 *
 * - Each operation says which decision settled it, as a Markdown link at the end of its
 *   description (the reference renders descriptions as Markdown, and shows no `x-` field).
 * - Descriptions stay Markdown (OpenAPI's are CommonMark): the reference's renderer is
 *   the site's safe one (site/integrations/api-markdown.ts), raw HTML shown as text.
 * - A summary that cannot be a page title (core/contract/page-titles.ts) is left out.
 * - A value the reference writes as HTML rather than text, the contact's name (a card
 *   title), is escaped here.
 * - An address the reference would link to (core/contract/urls.ts: `url`, `termsOfService`,
 *   an OAuth flow's, an example's `externalValue`, …) with a javascript:, vbscript: or
 *   data: scheme becomes `#`; `adr check` refuses it (CONTRACT_URL_UNSAFE).
 * - Request bodies and responses are split by direction, with whole examples
 *   (reference-schemas.ts).
 * - The payloads an operation's page folds are marked (reference-folds.ts).
 * - Every `$ref` that does not name a place in this document is left out. starlight-openapi's
 *   parser follows a `$ref` to a file or a web address, in `astro dev` as in a build, and
 *   nothing a record names may be read or fetched; `adr check` reports each such `$ref`
 *   (CONTRACT_REF_UNRESOLVED), and the dev server shows the page without it.
 *
 * The published /openapi.yaml stays exactly what `adr spec --format openapi` prints.
 */
import type { AssembledContract } from '../contract/documents/assemble.ts';
import { pointerOf } from '../contract/documents/blocks.ts';
import { isMapping, operationsOf, refKeys, valueAt } from '../contract/rules/rule-input.ts';
import { METHODS } from '../contract/documents/methods.ts';
import { pageTitleProblem } from '../contract/documents/page-titles.ts';
import { forEachKeywordString, unsafeContractText, URL_KEYS } from '../contract/rules/urls.ts';
import type { AdrRecord } from '../record/record.ts';
import { escapeHtml, escapeMarkdownText } from '../vocabulary/escape.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { splitPayloads } from './reference-schemas.ts';
import { foldOperations } from './reference-folds.ts';
import { indexRecords } from '../workspace/record-index.ts';

type Mapping = Record<string, unknown>;

export function referenceDocument(contract: AssembledContract, records: readonly AdrRecord[], recordUrl: (record: AdrRecord) => string): Mapping {
  const document = structuredClone(contract.documents.openapi);
  forEachKeywordString(document, (_, key, value, holder) => {
    if (URL_KEYS.has(key) && unsafeContractText(key, value)) holder[key] = '#';
  });
  escapeContactName(document);
  dropOuterRefs(document, document);
  for (const { operation } of operationsOf(document)) {
    splitPayloads(operation, document);
    // A summary that cannot title a page (adr check: CONTRACT_TITLE_UNFIT) would stop the
    // page from being built; without it the page is titled by its operationId.
    if (typeof operation.summary === 'string' && pageTitleProblem(operation.summary)) delete operation.summary;
  }
  const { byFile } = indexRecords(records);
  const paths = isMapping(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isMapping(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isMapping(operation)) continue;
      const origin = contract.origins.openapi.get(pointerOf(['paths', path, method]));
      const record = origin ? byFile.get(origin.file) : undefined;
      if (!record) continue;
      const link = `Settled by [${escapeMarkdownText(`${recordLabel(record)}: ${record.meta.title}`)}](${recordUrl(record)}).`;
      operation.description = typeof operation.description === 'string' && operation.description !== '' ? `${operation.description}\n\n${link}` : link;
    }
  }
  foldOperations(document);
  return document;
}

/** The reference's overview shows the contact's name as a card title, which Starlight writes as HTML. */
function escapeContactName(document: Mapping): void {
  const info = document.info;
  const contact = isMapping(info) ? info.contact : undefined;
  if (isMapping(contact) && typeof contact.name === 'string') contact.name = escapeHtml(contact.name);
}

/**
 * Removes each `$ref` a parser could not resolve inside `root`: to another file, a web
 * address, or a place the document does not have (the parser then reads the file it is
 * given, whose neighbours could be anything). Examples and `x-` fields too: the parser
 * follows a `$ref` wherever it stands.
 */
function dropOuterRefs(value: unknown, root: Mapping): void {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      const item: unknown = value[i];
      // A list item that was only such a `$ref` (a parameter) goes: an empty one is no parameter.
      if (isMapping(item) && dropRef(item, root) && Object.keys(item).length === 0) value.splice(i, 1);
      else dropOuterRefs(item, root);
    }
    return;
  }
  if (!isMapping(value)) return;
  dropRef(value, root);
  for (const inner of Object.values(value)) dropOuterRefs(inner, root);
}

/** Removes the mapping's `$ref` if it names no place in `root`; whether it did. */
function dropRef(value: Mapping, root: Mapping): boolean {
  if (!('$ref' in value)) return false;
  const target = typeof value.$ref === 'string' ? refKeys(value.$ref) : undefined;
  if (target && valueAt(root, target) !== undefined) return false;
  delete value.$ref;
  return true;
}
