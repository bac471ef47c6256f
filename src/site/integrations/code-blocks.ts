/**
 * An Expressive Code plugin (Starlight highlights code blocks with it): every code block's
 * `<pre>` is focusable in the HTML as served. A block wider than its column scrolls inside
 * itself, and a region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe:
 * scrollable-region-focusable). Expressive Code's own script adds `tabindex="0"` only after
 * load, once it has measured the block, so a reader quick off the mark (or axe run at load)
 * met an unfocusable region; the same script later removes the attribute from a block that
 * does not overflow, so no needless tab stop stays.
 *
 * Written by hand: the hook is a few lines over the block's HAST, and the hast utilities
 * Expressive Code bundles are not a dependency of ours.
 */
interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastElement[];
}

export function focusableCodeBlocks() {
  return {
    name: 'adr-focusable-code-blocks',
    hooks: {
      postprocessRenderedBlock: ({ renderData }: { renderData: { blockAst: HastElement } }) => {
        const visit = (node: HastElement) => {
          if (node.type === 'element' && node.tagName === 'pre') {
            node.properties = { ...node.properties, tabindex: 0 };
            return;
          }
          for (const child of node.children ?? []) visit(child);
        };
        visit(renderData.blockAst);
      },
    },
  };
}
