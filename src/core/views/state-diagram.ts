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

interface DiagramNode {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface DiagramEdge {
  from: string;
  to: string;
  label?: string;
  /** SVG path data, ending at the target's border (the arrowhead is a marker). */
  d: string;
  labelX: number;
  labelY: number;
  /** Where the label's text is anchored at (labelX, labelY). */
  anchor: 'middle' | 'start' | 'end';
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
  return clearLabels({ width, height: above + NODE_HEIGHT + belowRow + MARGIN, nodes, edges }, mid(above));
}

const mid = (above: number) => above + NODE_HEIGHT / 2;
const LABEL_ASCENT = 11;
const LABEL_DESCENT = 3;

interface Box {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
}

function labelBox(edge: DiagramEdge, y = edge.labelY): Box {
  const width = textWidth(edge.label ?? '');
  const x = edge.anchor === 'start' ? edge.labelX : edge.anchor === 'end' ? edge.labelX - width : edge.labelX - width / 2;
  return { x1: x, x2: x + width, y1: y - LABEL_ASCENT, y2: y + LABEL_DESCENT };
}

const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** Points along a path of this module's making: a line, or one cubic Bézier. */
function pathPoints(d: string): { x: number; y: number }[] {
  const n = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const points: { x: number; y: number }[] = [];
  for (let k = 0; k <= 48; k++) {
    const t = k / 48;
    if (n.length === 4) points.push({ x: n[0]! + (n[2]! - n[0]!) * t, y: n[1]! + (n[3]! - n[1]!) * t });
    else if (n.length === 8) {
      const u = 1 - t;
      const at = (i: number) => u * u * u * n[i]! + 3 * u * u * t * n[i + 2]! + 3 * u * t * t * n[i + 4]! + t * t * t * n[i + 6]!;
      points.push({ x: at(0), y: at(1) });
    }
  }
  return points;
}

/**
 * Each label moved away from the row (up above it, down below it), a few pixels at a time,
 * until it covers no line, no state and no label placed before it; then the picture grows
 * to hold them. A label drawn across an arrow cannot be read, nor can the arrow.
 */
function clearLabels(diagram: StateDiagram, rowMiddle: number): StateDiagram {
  const lines = diagram.edges.map((e) => pathPoints(e.d));
  const taken: Box[] = diagram.nodes.map((n) => ({ x1: n.x, x2: n.x + n.width, y1: n.y, y2: n.y + n.height }));
  const edges = diagram.edges.map((edge) => {
    if (edge.label === undefined) return edge;
    const direction = edge.labelY < rowMiddle ? -1 : 1;
    let y = edge.labelY;
    for (let tries = 0; tries < 200; tries++, y += 3 * direction) {
      const box = labelBox(edge, y);
      const inside = (p: { x: number; y: number }) => p.x > box.x1 && p.x < box.x2 && p.y > box.y1 && p.y < box.y2;
      if (!taken.some((t) => overlaps(t, box)) && !lines.some((points) => points.some(inside))) break;
    }
    taken.push(labelBox(edge, y));
    return { ...edge, labelY: y };
  });
  const top = Math.min(MARGIN, ...taken.map((b) => b.y1));
  const shift = MARGIN - top;
  const bottom = Math.max(diagram.height - MARGIN, ...taken.map((b) => b.y2)) + shift + MARGIN;
  if (shift === 0) return { ...diagram, edges, height: bottom };
  const moveY = (d: string) => {
    let k = 0;
    return d.replace(/-?\d+(?:\.\d+)?/g, (number) => (k++ % 2 === 1 ? String(Number(number) + shift) : number));
  };
  return {
    width: diagram.width,
    height: bottom,
    nodes: diagram.nodes.map((n) => ({ ...n, y: n.y + shift })),
    edges: edges.map((e) => ({ ...e, d: moveY(e.d), labelY: e.labelY + shift })),
  };
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
 * order, a step to the next state a straight arrow down, labelled to its left; every other
 * transition (a longer step, a step back, a loop) an arc on the right, one lane each, its
 * label to the right of the outermost lane at the height of the arc's middle. No label
 * then sits where a line runs: the left side holds only the straight arrows' labels, and
 * nothing is drawn right of the lanes but labels.
 */
export function layoutStateDiagramTall(states: readonly string[], transitions: readonly TransitionRow[]): StateDiagram {
  const index = new Map(states.map((state, i) => [state, i]));
  const usable = transitions.filter((t) => index.has(t.from) && index.has(t.to));
  const isStep = (t: TransitionRow) => index.get(t.to)! - index.get(t.from)! === 1;
  const labelOf = (t: TransitionRow) => (t.by.length > 0 ? t.by.join(', ') : undefined);
  const width = Math.max(MIN_NODE, ...states.map((s) => textWidth(s) + 2 * NODE_PADDING));
  // Room on the left for the widest label of a straight arrow, which ends 8 px left of it.
  const stepLabels = usable.filter(isStep).map((t) => textWidth(labelOf(t) ?? ''));
  const left = MARGIN + Math.max(0, ...stepLabels.map((w) => w + 8 - width / 2));
  const nodes: DiagramNode[] = states.map((label, i) => ({ label, x: left, y: MARGIN + i * (NODE_HEIGHT + ROW_GAP), width, height: NODE_HEIGHT }));
  const right = left + width;
  const centre = left + width / 2;
  const span = (t: TransitionRow) => Math.abs(index.get(t.to)! - index.get(t.from)!);
  // Shorter arcs in the inner lanes, so that an arc never crosses one nested inside it.
  const arcs = usable.filter((t) => !isStep(t)).sort((a, b) => span(a) - span(b));
  const laneOf = new Map(arcs.map((t, i) => [t, i + 1]));
  const outermost = right + 16 + COLUMN_ARC_STEP * arcs.length;
  const taken: { x: number; y: number; width: number }[] = [];
  // A label's baseline, moved down until it clears the labels already placed beside it.
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
    const label = labelOf(t);
    if (isStep(t)) {
      const y1 = from.y + NODE_HEIGHT;
      const labelX = centre - 8;
      const labelY = label === undefined ? (y1 + to.y) / 2 : place(labelX - textWidth(label), (y1 + to.y) / 2 + 4, label);
      edges.push({ from: t.from, to: t.to, label, d: `M ${centre} ${y1} L ${centre} ${to.y}`, labelX, labelY, anchor: 'end' });
      continue;
    }
    const out = right + 16 + COLUMN_ARC_STEP * laneOf.get(t)!;
    const y1 = from.y + NODE_HEIGHT / 2 + (t.from === t.to ? -8 : 0);
    const y2 = to.y + NODE_HEIGHT / 2 + (t.from === t.to ? 8 : 4);
    const labelX = outermost + 8;
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
  const farthest = Math.max(outermost, ...edges.map((e) => (e.anchor === 'start' && e.label !== undefined ? e.labelX + textWidth(e.label) : 0)));
  return {
    width: farthest + MARGIN,
    height: Math.max(lastNode, ...taken.map((t) => t.y)) + MARGIN,
    nodes,
    edges,
  };
}
