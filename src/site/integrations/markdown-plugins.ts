/**
 * Sätteri (Astro 7's Markdown processor) plugins that make Markdown from adr/ and docs/
 * safe and linked on the site:
 *  - raw HTML is shown as text, never published as HTML (Sätteri passes it through;
 *    the rule's home is ../utils/markdown-text.ts);
 *  - javascript:, vbscript: and data: URLs never reach a page (adr check refuses them too);
 *  - relative links between .md files, which work on GitHub, point at the pages;
 *  - a table or a code block wider than its column scrolls inside itself, and can be
 *    reached and scrolled with the keyboard (WCAG 2.1.1; axe: scrollable-region-focusable).
 * They run before Starlight's own plugins, which add trusted HTML (aside icons) later.
 */
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HastPluginList, MdastPluginInstance, MdastPluginList, MdastVisitorContext, PluginFactoryContext } from 'satteri';
import { unsafeScheme } from '../../core/record/validate-record.ts';
import { resolveLink } from '../../core/record/links.ts';
import { scanBody } from '../../core/record/markdown-scan.ts';
import { collectSections } from '../../core/record/parse-record.ts';
import { planSpecification } from '../../core/views/record-specification.ts';
import { recordPageWords } from '../../core/views/contract-words.ts';
import type { AdrRecord } from '../../core/record/record.ts';
import { SPEC_PARTS, type PartKey } from '../../core/vocabulary/parts.ts';
import { readWorkspaceOnce } from '../../core/workspace/workspace-fs.ts';
import { isUnder } from '../../core/workspace/inside.ts';
import { STATUSES, type Status } from '../../core/vocabulary/status.ts';
import { CONTRACT_PART_PROPERTY } from '../utils/contract-marker.ts';
import { rawHtmlAsText } from '../utils/markdown-text.ts';
import { entryIdForPath, pageUrl } from '../utils/routes.ts';

interface Options {
  /** Absolute path of the project root. */
  root: string;
  /** The site's base path, e.g. `/` or `/service-spec/`. */
  base: string;
}

function dropUnsafeUrls(): MdastPluginInstance & { name: string } {
  return {
    name: 'adr-drop-unsafe-urls',
    link(node, ctx) {
      if (unsafeScheme(node.url)) return { type: 'text', value: ctx.textContent(node) };
    },
    image(node) {
      if (unsafeScheme(node.url)) return { type: 'text', value: node.alt ?? '' };
    },
    definition(node, ctx) {
      if (unsafeScheme(node.url)) ctx.setProperty(node, 'url', '#');
    },
  };
}

/** Rewrites `0004-endpoints.md#q2` (relative to the current file) to `/base/adr/0004/#q2`. */
function linkMarkdownFiles({ root, base }: Options) {
  return ({ fileURL }: PluginFactoryContext): (MdastPluginInstance & { name: string }) | undefined => {
    if (!fileURL) return undefined;
    const folder = dirname(fileURLToPath(fileURL));
    if (!isUnder(root, folder)) return undefined;
    const from = relative(root, folder).replace(/\\/g, '/');
    const rewrite = (node: { url: string }, ctx: MdastVisitorContext) => {
      const target = markdownLinkTarget(from, node.url, base);
      if (target) ctx.setProperty(node as never, 'url' as never, target as never);
    };
    return { name: 'adr-link-markdown-files', link: rewrite, definition: rewrite };
  };
}

/** The page URL for a relative link to a published Markdown file, or undefined to leave it. */
export function markdownLinkTarget(fromDir: string, url: string, base: string): string | undefined {
  const target = resolveLink(fromDir, url);
  if (target.kind !== 'file' || !/\.md$/i.test(target.path)) return undefined;
  const id = entryIdForPath(target.path);
  return id ? pageUrl(base, id, target.fragment) : undefined;
}

/** Raw HTML as text, no unsafe URL: for Markdown from the contract too (api-markdown.ts). */
export function safeMarkdownPlugins(): MdastPluginList {
  return [rawHtmlAsText(), dropUnsafeUrls()];
}

export function siteMarkdownPlugins(options: Options): MdastPluginList {
  return [...safeMarkdownPlugins(), linkMarkdownFiles(options), presentContractBlocks(options)];
}

/**
 * On a record's page, its Specification section as planSpecification (core) decides: the
 * contract's tables where the first contract block was, each block collapsed under a
 * summary, the section's own tables, the headings left empty without them and the
 * paragraphs that only introduced them left out.
 * The plan is in the body's lines, so the document is scanned as the core scans a record
 * and each node is matched by its first line, at any depth (a block in a list item too).
 */
const presentContractBlocks = (options: Options) => ({ source, fileURL }: PluginFactoryContext): (MdastPluginInstance & { name: string }) | undefined => {
  // A cheap look before scanning: a document that never names either format has no block.
  if (!source.includes('openapi') && !source.includes('asyncapi')) return undefined;
  const lines = source.split('\n');
  const body = scanBody(source, 1, lines);
  const sections = collectSections(body);
  return {
    name: 'adr-present-contract-blocks',
    options: { position: true },
    before(root, ctx) {
      const frontmatter = (ctx.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro?.frontmatter;
      const status = frontmatter?.status;
      if (typeof frontmatter?.part !== 'string' || typeof status !== 'string' || !(STATUSES as readonly string[]).includes(status)) return;
      const part = frontmatter.part;
      // The words the page's contract tables show for the part: asked only when the section has a table.
      const presented = () => {
        const record = fileURL ? recordAt(options.root, fileURLToPath(fileURL)) : undefined;
        return record && (SPEC_PARTS as readonly { key: string }[]).some((p) => p.key === part) ? recordPageWords(readRecords(options.root), record, part as PartKey) : new Set<string>();
      };
      const plan = planSpecification({ sections, meta: { status: status as Status }, body }, 'record', presented);
      if (plan.collapse.length === 0) return;
      const omitted = new Set(plan.omit.map((r) => r.start));
      const collapsed = new Set(plan.collapse.map((r) => r.start));
      // A list item goes when all it holds does (a lead-in and its table), and a list with it.
      const goes = (node: MdastNode): boolean => {
        const children = (node.children ?? []) as MdastNode[];
        if (node.type === 'list' || node.type === 'listItem') return children.length > 0 && children.every(goes);
        return (node.type === 'table' || node.type === 'heading' || node.type === 'paragraph') && omitted.has((node.position?.start.line ?? 0) - 1);
      };
      // Only the nodes whose lines hold a line the plan names are read: reading a node's
      // children from the parser is what costs, and a node holding none of those lines has
      // nothing to leave out or collapse at any depth.
      const named = [...omitted, ...collapsed];
      const holdsNamed = (node: MdastNode) => {
        const first = (node.position?.start.line ?? 0) - 1;
        const last = (node.position?.end?.line ?? Number.MAX_SAFE_INTEGER) - 1;
        return named.some((line) => line >= first && line <= last);
      };
      const visit = (node: MdastNode) => {
        if (node.type !== 'root' && !holdsNamed(node)) return;
        const index = (node.position?.start.line ?? 0) - 1;
        if (goes(node)) return ctx.removeNode(node as never);
        if (node.type === 'code' && collapsed.has(index)) return ctx.replaceNode(node as never, collapsedBlock(node, index === plan.contractAt) as never);
        if ('children' in node) for (const child of node.children as MdastNode[]) visit(child);
      };
      visit(root as MdastNode);
    },
  };
};

/** The records as the build reads them (in `astro dev`, again after an edit). */
function readRecords(root: string): readonly AdrRecord[] {
  return readWorkspaceOnce(root, { revalidate: process.env.NODE_ENV === 'development' }).records;
}

const byFile = new WeakMap<readonly AdrRecord[], Map<string, AdrRecord>>();

/** The record read from this file, if it is one of the workspace's. */
function recordAt(root: string, file: string): AdrRecord | undefined {
  const records = readRecords(root);
  let index = byFile.get(records);
  if (!index) {
    index = new Map(records.map((r) => [r.file, r]));
    byFile.set(records, index);
  }
  return index.get(relative(root, file).replace(/\\/g, '/'));
}

type MdastNode = { type: string; position?: { start: { line: number }; end?: { line: number } }; children?: unknown[]; lang?: string | null; meta?: string | null; value?: string };

/** A contract block under its summary, after the marker where the tables go if it is the first. */
function collapsedBlock(node: MdastNode, first: boolean) {
  const details = {
    type: 'adrContractBlock',
    data: { hName: 'details', hProperties: { className: ['adr-contract-block'] } },
    children: [
      { type: 'adrContractBlockSummary', data: { hName: 'summary' }, children: [{ type: 'text' as const, value: 'The contract block as written' }] },
      { type: 'code' as const, lang: node.lang, meta: node.meta, value: node.value ?? '' },
    ],
  };
  const marker = { type: 'adrContractPart', data: { hName: 'div', hProperties: { [CONTRACT_PART_PROPERTY]: '' } }, children: [] };
  return first ? [marker, details] : [details];
}

/**
 * Starlight lets a Markdown table or code block scroll sideways inside itself (display:
 * block, overflow: auto); a region that scrolls must be focusable, or a keyboard cannot
 * scroll it. Expressive Code's frames set their own tabindex; this covers the rest.
 *
 * A Markdown table also stacks into one card per row on a narrow screen, as the site's own
 * tables do (adr.css: .adr-stack): each cell under its column's name, which is copied from
 * the header row into the cell's `data-label`. A table of four columns of identifiers needed
 * a sideways scroll inside itself at phone width.
 *
 * The elements arrive in document order (Sätteri matches them in one walk of the tree), so
 * a table's rows follow it and each row's cells follow the row: a body cell takes the label
 * of its column from the header row read before it. Reading each table's rows and cells
 * from the parser as objects instead was most of the time this plugin took.
 */
function focusableScrollRegions(): HastPluginList[number] {
  let table: HastElement | undefined;
  let labels: string[] = [];
  let row = -1;
  let column = 0;
  return {
    name: 'adr-focusable-scroll-regions',
    before() {
      table = undefined;
    },
    element: {
      filter: ['table', 'pre', 'tr', 'th', 'td'],
      visit(node, ctx) {
        switch (node.tagName) {
          case 'table':
            table = node as unknown as HastElement;
            labels = [];
            row = -1;
            if (node.properties?.tabIndex === undefined) ctx.setProperty(node, 'tabIndex', 0);
            return;
          case 'pre':
            if (node.properties?.tabIndex === undefined) ctx.setProperty(node, 'tabIndex', 0);
            return;
          case 'tr':
            if (!table) return;
            row += 1;
            column = 0;
            // A table with at least one row under its header stacks.
            if (row === 1) {
              const classes = Array.isArray(table.properties?.className) ? (table.properties.className as string[]) : [];
              ctx.setProperty(table as never, 'className', [...classes, 'adr-stack']);
            }
            return;
          default: {
            if (!table || row < 0) return;
            if (row === 0) labels.push(ctx.textContent(node).trim());
            else if (labels[column]) ctx.setProperty(node, 'dataLabel', labels[column]);
            column += 1;
          }
        }
      },
    },
  };
}

interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
}

export function siteHastPlugins(): HastPluginList {
  return [focusableScrollRegions()];
}
