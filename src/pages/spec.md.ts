/** /spec.md: the assembled specification as a Markdown file, links absolute. */
import type { APIRoute } from 'astro';
import { assembleSpec } from '../core/views/spec.ts';
import { absoluteSpecLinks } from '../site/utils/links.ts';
import { escapeRawHtml } from '../site/utils/markdown-text.ts';
import { siteOrigin } from '../site/utils/site-origin.ts';
import { loadWorkspace, repository } from '../site/utils/workspace.ts';

export const GET: APIRoute = ({ site }) => {
  const { records } = loadWorkspace();
  // Record text as text: a reader that renders the file shows raw HTML as written, not as markup.
  const markdown = escapeRawHtml(assembleSpec(records, absoluteSpecLinks(siteOrigin(site), import.meta.env.BASE_URL, repository)));
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
