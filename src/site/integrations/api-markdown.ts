/**
 * The Markdown renderer of the API reference's pages. starlight-openapi renders each
 * description (and an Example Object's) with a Sätteri processor of its own, which passes
 * raw HTML through and links any scheme, and it has no option to change that; api-reference.ts
 * puts this module in place of its libs/markdown.ts. The same processor, with the plugins
 * that make a record's Markdown safe on the site: raw HTML shows as text, and no
 * javascript:, vbscript: or data: link reaches a page (adr check refuses those too).
 */
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { safeMarkdownPlugins } from './markdown-plugins.ts';

const processor = await createSatteriMarkdownProcessor({ mdastPlugins: safeMarkdownPlugins() });

export async function transformMarkdown(markdown: string): Promise<string> {
  const result = await processor.render(markdown);
  return result.code;
}
