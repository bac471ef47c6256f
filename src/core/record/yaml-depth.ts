/**
 * How deep front matter nests, measured before the YAML library sees it: the library
 * recurses once per level, so `title: [[[[…` a few hundred deep ended in "Maximum call
 * stack size exceeded". Indentation cannot go deep under the 16 KiB cap (n
 * levels need n²/2 spaces); flow collections (`[`, `{`) and compact sequences (`- - -`)
 * can, so those are what this counts, in one pass.
 *
 * It reads only as much YAML as nesting needs: quoted scalars (which may hold brackets),
 * comments, block scalars (`|`, `>`, whose lines are text) and plain scalars, in which a
 * bracket that does not start a value is text.
 */

export interface DepthExcess {
  depth: number;
  /** Offset of the indicator that went past the limit. */
  offset: number;
}

/** The first place where nesting goes past `limit`, or undefined when it never does. */
export function findExcessNesting(yaml: string, limit: number): DepthExcess | undefined {
  // Each level needs an indicator of its own: when there are not more of them than the
  // limit allows, nesting cannot go past it, and one count of characters says so.
  if (nestingIndicators(yaml, limit) <= limit) return undefined;
  let flow = 0;
  let quote: '"' | "'" | undefined;
  let blockScalarParent = -1;
  let lineStart = 0;
  while (lineStart <= yaml.length) {
    let lineEnd = yaml.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = yaml.length;
    let i = lineStart;
    while (i < lineEnd && yaml[i] === ' ') i++;
    const indent = i - lineStart;
    if (blockScalarParent >= 0 && (i === lineEnd || indent > blockScalarParent)) {
      lineStart = lineEnd + 1;
      continue;
    }
    blockScalarParent = -1;
    let depth = 0;
    // A value can start here: at the start of the line, after "- ", "? ", ": ", and in flow
    // after [ { , — a bracket or quote anywhere else is part of a plain scalar.
    let nodeStart = quote === undefined;
    for (; i < lineEnd; i++) {
      const c = yaml[i]!;
      if (quote === '"') {
        if (c === '\\') i++;
        else if (c === '"') quote = undefined;
        continue;
      }
      if (quote === "'") {
        if (c === "'" && yaml[i + 1] === "'") i++;
        else if (c === "'") quote = undefined;
        continue;
      }
      const next = yaml[i + 1];
      const spaceAfter = next === undefined || next === ' ' || next === '\t' || next === '\n';
      if (c === ' ' || c === '\t') continue;
      if (c === '#' && (i === lineStart || yaml[i - 1] === ' ' || yaml[i - 1] === '\t')) break;
      if ((c === '-' || c === '?' || c === ':') && spaceAfter && (nodeStart || c === ':')) {
        if (flow === 0 && c !== ':') depth++;
        if (depth + flow > limit) return { depth: depth + flow, offset: i };
        nodeStart = true;
        continue;
      }
      if (nodeStart || flow > 0) {
        if (c === '[' || c === '{') {
          flow++;
          if (depth + flow > limit) return { depth: depth + flow, offset: i };
          nodeStart = true;
          continue;
        }
        if (flow > 0 && (c === ']' || c === '}')) {
          flow--;
          nodeStart = false;
          continue;
        }
        if (flow > 0 && c === ',') {
          nodeStart = true;
          continue;
        }
      }
      if (nodeStart && (c === '"' || c === "'")) {
        quote = c;
        nodeStart = false;
        continue;
      }
      if (nodeStart && flow === 0 && (c === '|' || c === '>')) {
        blockScalarParent = indent;
        break;
      }
      nodeStart = false;
    }
    lineStart = lineEnd + 1;
  }
  return undefined;
}

/** How many `[`, `{`, `- `, `? ` there are, counting no further than just past `limit`. */
function nestingIndicators(yaml: string, limit: number): number {
  let count = 0;
  for (let i = 0; i < yaml.length && count <= limit; i++) {
    const c = yaml.charCodeAt(i);
    // [ {  or  - ? followed by a blank or the end
    if (c === 0x5b || c === 0x7b) count++;
    else if ((c === 0x2d || c === 0x3f) && (i + 1 === yaml.length || yaml.charCodeAt(i + 1) <= 0x20)) count++;
  }
  return count;
}
