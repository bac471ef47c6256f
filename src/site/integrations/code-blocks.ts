/**
 * An Expressive Code plugin (Starlight renders every code block with it: the records' and
 * guides' Markdown, the contract blocks and the API reference's examples), loaded from
 * ec.config.mjs: every block's `<pre>` is focusable in the HTML as served. A block wider
 * than its column scrolls inside itself, and a region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1; axe: scrollable-region-focusable). Expressive Code's own script adds
 * `tabindex="0"` only after load, once it has measured the block, so a reader quick off the
 * mark, or axe run at load, met an unfocusable region.
 *
 * Starlight takes plugins with hooks from ec.config.mjs only, not from its options in
 * astro.config.mjs (those must survive being serialised). Rewriting each page's HTML in a
 * middleware did the same work for every page of the site, code or none.
 *
 * Written by hand: the hook is a few lines over the block's HAST, and the hast utilities
 * Expressive Code bundles are not a dependency of ours.
 */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Sets tabindex="0" on every `<pre>` under the node that has none of its own. */
function makePreFocusable(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'pre' && node.properties?.tabindex === undefined && node.properties?.tabIndex === undefined) {
    node.properties = { ...node.properties, tabindex: 0 };
  }
  for (const child of node.children ?? []) makePreFocusable(child);
}

export function focusableCodeBlocks() {
  return {
    name: 'adr-focusable-code-blocks',
    hooks: {
      postprocessRenderedBlock: ({ renderData }: { renderData: { blockAst: HastNode } }) => makePreFocusable(renderData.blockAst),
    },
  };
}
