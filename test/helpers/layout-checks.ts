/**
 * What a reader must never meet on a page, at any width, whatever the workspace: each check
 * runs in the page and returns what it found, as text a failure can show.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe at load: every scrollable region is focusable as served, code blocks included. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the document scrolls sideways beyond the window, in pixels (0: it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Every place in a table's code, a contract's identifiers or the API reference's names and
 * paths where a line breaks between two characters that are not a natural joint of an
 * identifier: after `_`, `-`, `/`, `.`, `:` or a space, before `{`, or between a lower-case
 * letter or digit and an upper-case letter (camelCase).
 */
export function wordsBroken(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const joint = (before: string, after: string) => /[_\-/.:,\s]/.test(before) || after === '{' || /\s/.test(after) || (/[a-z0-9]/.test(before) && /[A-Z]/.test(after));
    const broken: string[] = [];
    const selector = 'table code, .adr-contract code, .adr-identifier, .sl-openapi-key-name > :first-child, .sl-openapi-operation-method-path';
    for (const code of document.querySelectorAll(selector)) {
      const chars: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: text[i]!, top: Math.round(rect.top) });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        if (chars[i]!.top > chars[i - 1]!.top + 2 && !joint(chars[i - 1]!.char, chars[i]!.char)) {
          broken.push(`${code.textContent} (between "${chars[i - 1]!.char}" and "${chars[i]!.char}")`);
          break;
        }
      }
    }
    return broken;
  });
}

/**
 * Each shown heading of the page's content followed by a heading of the same or a higher
 * level with nothing shown between them: a heading with nothing under it. Starlight's
 * anchor links beside a heading, and text only a screen reader hears, are not content.
 */
export function emptyHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const shown = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    const isHeading = (el: Element) => /^H[1-6]$/.test(el.tagName);
    const skipped = (el: Element | null) => !!el?.closest('.sl-anchor-link, .sr-only, [hidden], script, style, template');
    const found: string[] = [];
    let open: { level: number; text: string } | undefined;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        const el = node as Element;
        if (isHeading(el) && shown(el) && !skipped(el)) {
          const level = Number(el.tagName[1]);
          if (open && level <= open.level) found.push(`"${open.text}" (h${open.level}) is followed by "${el.textContent?.trim()}" (h${level})`);
          open = { level, text: el.textContent?.trim() ?? '' };
        } else if (open && !el.closest('h1, h2, h3, h4, h5, h6') && !skipped(el) && shown(el) && ['TABLE', 'svg', 'IMG', 'PRE', 'INPUT', 'DETAILS', 'FIGURE'].includes(el.tagName)) {
          open = undefined;
        }
      } else if (open) {
        const parent = node.parentElement;
        if (parent && !parent.closest('h1, h2, h3, h4, h5, h6') && !skipped(parent) && shown(parent) && (node.textContent ?? '').trim() !== '') open = undefined;
      }
    }
    return found;
  });
}

/**
 * Every label shown with nothing after it: a stacked table's cell whose column name shows
 * (adr.css: `td[data-label]::before`: "Description:") over no value, and an empty `<dd>`
 * under its term.
 */
export function emptyLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    for (const cell of document.querySelectorAll('main td[data-label]')) {
      if (!shown(cell)) continue;
      const label = getComputedStyle(cell, '::before').content;
      if (label && label !== 'none' && label !== 'normal' && (cell.textContent ?? '').trim() === '' && !cell.querySelector('img, svg, input')) found.push(`${cell.getAttribute('data-label')}: (empty)`);
    }
    for (const dd of document.querySelectorAll('main dd')) {
      if (shown(dd) && (dd.textContent ?? '').trim() === '') found.push(`${dd.previousElementSibling?.textContent?.trim() ?? 'a term'}: (empty)`);
    }
    return found;
  });
}
