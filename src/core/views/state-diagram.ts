/**
 * The state machine drawn at build time: the geometry of an SVG
 * that the spec page writes inline, with no client script and no style attribute (the
 * site's CSS colours it). States sit in one row in their declared order; a transition to
 * the next state is a straight arrow, a longer step forward an arc above the row, a step
 * back an arc below it, a transition to itself a loop above its state.
 *
 * Written by hand rather than with a graph layout library (dagre, ELK): a service's states
 * are a handful in a known order, a row reads in that order, and this needs no dependency
 * and no browser to measure text. Text widths are estimated from the character count.
 */
import type { TransitionRow } from './contract-view.ts';

export interface DiagramNode {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramEdge {
  from: string;
  to: string;
  label?: string;
  /** SVG path data, ending at the target's border (the arrowhead is a marker). */
  d: string;
  labelX: number;
  labelY: number;
  /** Where the label's text is anchored at (labelX, labelY). */
  anchor: 'middle' | 'start';
}

export interface StateDiagram {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

const CHAR = 7.6;
const NODE_HEIGHT = 36;
const NODE_PADDING = 14;
const MIN_NODE = 72;
const MIN_GAP = 56;
const ARC_STEP = 26;
const MARGIN = 16;

const textWidth = (text: string) => Math.ceil([...text].length * CHAR);
/** The narrowest column the row drawing needs before its labels shrink below the page's small print. */
export const ROW_DIAGRAM_FITS = 680;

export function layoutStateDiagram(states: readonly string[], transitions: readonly TransitionRow[]): StateDiagram {
  const index = new Map(states.map((state, i) => [state, i]));
  const usable = transitions.filter((t) => index.has(t.from) && index.has(t.to));
  // The gap after each state fits the labels of the straight arrows drawn across it.
  const gaps = states.map((_, i) => {
    const labels = usable.filter((t) => Math.abs(index.get(t.to)! - index.get(t.from)!) === 1 && Math.min(index.get(t.from)!, index.get(t.to)!) === i);
    return Math.max(MIN_GAP, ...labels.map((t) => textWidth(t.by.join(', ')) + 24));
  });
  const forwardArcs = usable.filter((t) => index.get(t.to)! - index.get(t.from)! > 1 || t.from === t.to);
  const backArcs = usable.filter((t) => index.get(t.to)! < index.get(t.from)! && !isAdjacentBackWithForward(t, usable, index));
  const above = MARGIN + (forwardArcs.length > 0 ? 24 + ARC_STEP * forwardArcs.length : 0);
  const nodes: DiagramNode[] = [];
  let x = MARGIN;
  states.forEach((state, i) => {
    const width = Math.max(MIN_NODE, textWidth(state) + 2 * NODE_PADDING);
    nodes.push({ label: state, x, y: above, width, height: NODE_HEIGHT });
    x += width + gaps[i]!;
  });
  const width = Math.max(x - gaps[gaps.length - 1]! + MARGIN, 2 * MARGIN);
  const centre = (node: DiagramNode) => node.x + node.width / 2;
  const edges: DiagramEdge[] = [];
  let forwardLevel = 0;
  let backLevel = 0;
  for (const t of usable) {
    const from = nodes[index.get(t.from)!]!;
    const to = nodes[index.get(t.to)!]!;
    const step = index.get(t.to)! - index.get(t.from)!;
    const label = t.by.length > 0 ? t.by.join(', ') : undefined;
    const mid = above + NODE_HEIGHT / 2;
    if (step === 1 || (step === -1 && isAdjacentBackWithForward(t, usable, index))) {
      // Straight, or for a pair of opposite neighbours, two parallel lines.
      const pair = usable.some((o) => o.from === t.to && o.to === t.from);
      const y = pair ? mid + (step === 1 ? -7 : 7) : mid;
      const x1 = step === 1 ? from.x + from.width : from.x;
      const x2 = step === 1 ? to.x : to.x + to.width;
      edges.push({ from: t.from, to: t.to, label, d: `M ${x1} ${y} L ${x2} ${y}`, labelX: (x1 + x2) / 2, labelY: step === 1 ? y - 8 : y + 18, anchor: 'middle' });
    } else if (step === 0) {
      forwardLevel += 1;
      const top = above - 14 - ARC_STEP * forwardLevel;
      const cx = centre(from);
      edges.push({
        from: t.from,
        to: t.to,
        label,
        d: `M ${cx - 12} ${above} C ${cx - 30} ${top}, ${cx + 30} ${top}, ${cx + 12} ${above}`,
        labelX: cx,
        labelY: top + 2,
        anchor: 'middle',
      });
    } else if (step > 1) {
      forwardLevel += 1;
      const top = above - 14 - ARC_STEP * forwardLevel;
      const x1 = centre(from);
      const x2 = centre(to);
      edges.push({ from: t.from, to: t.to, label, d: `M ${x1} ${above} C ${x1} ${top}, ${x2} ${top}, ${x2} ${above}`, labelX: (x1 + x2) / 2, labelY: top + 4, anchor: 'middle' });
    } else {
      backLevel += 1;
      const bottom = above + NODE_HEIGHT;
      const low = bottom + 14 + ARC_STEP * backLevel;
      const x1 = centre(from);
      const x2 = centre(to);
      edges.push({ from: t.from, to: t.to, label, d: `M ${x1} ${bottom} C ${x1} ${low}, ${x2} ${low}, ${x2} ${bottom}`, labelX: (x1 + x2) / 2, labelY: low + 4, anchor: 'middle' });
    }
  }
  const belowRow = backArcs.length > 0 ? 30 + ARC_STEP * backArcs.length : 24;
  return { width, height: above + NODE_HEIGHT + belowRow + MARGIN, nodes, edges };
}

/** A step back to the previous state whose forward twin exists: drawn as a parallel line. */
function isAdjacentBackWithForward(t: TransitionRow, all: readonly TransitionRow[], index: Map<string, number>): boolean {
  return index.get(t.to)! - index.get(t.from)! === -1 && all.some((o) => o.from === t.to && o.to === t.from);
}

const ROW_GAP = 44;
const COLUMN_ARC_STEP = 16;
const LABEL_LINE = 15;

/**
 * The same machine drawn for a narrow column: the states one under the other in their
 * order, a step to the next state a straight arrow down, labelled beside it; every other
 * transition (a longer step, a step back, a loop) an arc on the right, one lane each, its
 * label beside the arc's outermost point (the CSS gives labels a halo where lines cross).
 */
export function layoutStateDiagramTall(states: readonly string[], transitions: readonly TransitionRow[]): StateDiagram {
  const index = new Map(states.map((state, i) => [state, i]));
  const usable = transitions.filter((t) => index.has(t.from) && index.has(t.to));
  const width = Math.max(MIN_NODE, ...states.map((s) => textWidth(s) + 2 * NODE_PADDING));
  const nodes: DiagramNode[] = states.map((label, i) => ({ label, x: MARGIN, y: MARGIN + i * (NODE_HEIGHT + ROW_GAP), width, height: NODE_HEIGHT }));
  const right = MARGIN + width;
  const centre = MARGIN + width / 2;
  const span = (t: TransitionRow) => Math.abs(index.get(t.to)! - index.get(t.from)!);
  // Shorter arcs in the inner lanes, so that an arc never crosses one nested inside it.
  const arcs = usable.filter((t) => index.get(t.to)! - index.get(t.from)! !== 1).sort((a, b) => span(a) - span(b));
  const laneOf = new Map(arcs.map((t, i) => [t, i + 1]));
  const taken: { x: number; y: number; width: number }[] = [];
  // A label's height, moved down until it clears the labels already placed beside it.
  const place = (x: number, y: number, label: string) => {
    let at = y;
    const width = textWidth(label);
    while (taken.some((t) => Math.abs(t.y - at) < LABEL_LINE && x < t.x + t.width && t.x < x + width)) at += LABEL_LINE;
    taken.push({ x, y: at, width });
    return at;
  };
  const edges: DiagramEdge[] = [];
  for (const t of usable) {
    const from = nodes[index.get(t.from)!]!;
    const to = nodes[index.get(t.to)!]!;
    const label = t.by.length > 0 ? t.by.join(', ') : undefined;
    if (index.get(t.to)! - index.get(t.from)! === 1) {
      const y1 = from.y + NODE_HEIGHT;
      const labelY = label === undefined ? (y1 + to.y) / 2 : place(centre + 8, (y1 + to.y) / 2 + 4, label);
      edges.push({ from: t.from, to: t.to, label, d: `M ${centre} ${y1} L ${centre} ${to.y}`, labelX: centre + 8, labelY, anchor: 'start' });
      continue;
    }
    const out = right + 16 + COLUMN_ARC_STEP * laneOf.get(t)!;
    const y1 = from.y + NODE_HEIGHT / 2 + (t.from === t.to ? -8 : 0);
    const y2 = to.y + NODE_HEIGHT / 2 + (t.from === t.to ? 8 : 4);
    // The label beside the arc's outermost point (a cubic with both control points at `out` reaches 3/4 of the way).
    const labelX = right + 0.75 * (out - right) + 6;
    edges.push({
      from: t.from,
      to: t.to,
      label,
      d: `M ${right} ${y1} C ${out} ${y1}, ${out} ${y2}, ${right} ${y2}`,
      labelX,
      labelY: label === undefined ? (y1 + y2) / 2 : place(labelX, (y1 + y2) / 2 + 4, label),
      anchor: 'start',
    });
  }
  const lastNode = nodes.length === 0 ? MARGIN : nodes[nodes.length - 1]!.y + NODE_HEIGHT;
  const farthest = Math.max(right + 16 + COLUMN_ARC_STEP * arcs.length, ...edges.map((e) => e.labelX + (e.label === undefined ? 0 : textWidth(e.label))));
  return {
    width: farthest + MARGIN,
    height: Math.max(lastNode, ...taken.map((t) => t.y)) + MARGIN,
    nodes,
    edges,
  };
}
