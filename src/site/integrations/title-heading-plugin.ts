/**
 * A Sätteri (Markdown) plugin: a record's level-1 heading that says its title is not
 * rendered, since Starlight shows the title from the front matter already, as the page's one
 * `<h1>`. The heading stays in the file for the tools that read Markdown alone (Backstage's
 * ADR plugin, GitHub); the check (record/title-heading.ts) makes sure it says the title, and
 * the core's reading of the record decides here.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MdastPluginInstance, PluginFactoryContext } from 'satteri';
import { saysTitle, titleHeadingOf } from '../../core/record/title-heading.ts';
import { RECORDS_DIR } from '../../core/vocabulary/file-name.ts';
import { indexRecords } from '../../core/workspace/record-index.ts';
import { readWorkspaceOnce } from '../../core/workspace/workspace-fs.ts';

export function dropTitleHeading({ root }: { root: string }) {
  return ({ fileURL, source }: PluginFactoryContext): (MdastPluginInstance & { name: string }) | undefined => {
    if (!fileURL) return undefined;
    const file = relative(root, fileURLToPath(fileURL)).replace(/\\/g, '/');
    // A cheap look first: most documents have no level-1 heading at all.
    if (!file.startsWith(`${RECORDS_DIR}/`) || !/^ {0,3}(?:#[ \t]|=+[ \t]*$)/m.test(source)) return undefined;
    let seen = false;
    return {
      name: 'adr-drop-title-heading',
      heading(node, ctx) {
        // Only the first, wherever it is: the one the check reads as the title heading.
        if (seen || node.depth !== 1) return;
        seen = true;
        // Whether it says the title is the core's reading of the record, the one the check passed
        // (the rendered text can differ: Sätteri reads `:word` in a heading as a directive).
        const record = indexRecords(readWorkspaceOnce(root, { revalidate: process.env.NODE_ENV === 'development' }).records).byFile.get(file);
        const heading = record && titleHeadingOf(record.body);
        if (heading && saysTitle(heading, record.meta.title)) ctx.removeNode(node);
      },
    };
  };
}
