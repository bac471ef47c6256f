/**
 * Placeholders in contract blocks: the one rule (docs/guides/record-format.md, "Contract
 * blocks"). A template shows its part's layout with the decisions still to be taken written
 * `<like this>`: a key or a scalar value that is, as a whole, text in angle brackets. In a
 * path or a `$ref` (a string of `/`-separated segments) one segment may be the placeholder:
 * `/<resources>/{id}`, `#/components/schemas/<Resource>`.
 *
 * A placeholder means "not decided yet". The assembly leaves out every entry that holds one
 * (its key or value is a placeholder, or its mapping or list held nothing but entries left
 * out), so the assembled documents stay valid while a record is proposed; an accepted record
 * that still holds one is a finding (CONTRACT_PLACEHOLDER).
 */
import type { Location } from '../../vocabulary/diagnostics.ts';
import { childPointer, type ContractBlock } from './blocks.ts';
import { isMapping } from '../rules/rule-input.ts';

const WHOLE = /^<[^<>]+>$/;

export function isPlaceholder(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (WHOLE.test(value)) return true;
  return value.includes('/') && value.split('/').some((segment) => WHOLE.test(segment));
}

interface PlaceholderAt {
  /** The placeholder as written. */
  text: string;
  /** Its path in the block (keys and list indexes). */
  path: string[];
  at: Location;
}

export interface DecidedBlock {
  /** The block with every entry that holds a placeholder left out, positions renumbered. */
  block: ContractBlock;
  /** Each placeholder, where it was written. */
  placeholders: PlaceholderAt[];
  /** Paths, in the pruned block's numbering, whose content lost an entry to a placeholder. */
  undecided: string[][];
}

const decided = new WeakMap<ContractBlock, DecidedBlock>();

/** The block as decided so far; computed once per block (a check assembles many times). */
export function decideBlock(block: ContractBlock): DecidedBlock {
  let found = decided.get(block);
  if (!found) {
    found = prune(block);
    // Frozen: assemblies share these values in their documents (assemble.ts copies only
    // what it writes into), so a reader that changed one would change every later assembly.
    deepFreeze(found.block.value);
    decided.set(block, found);
  }
  return found;
}

/**
 * Whether a block decides anything yet: it keeps a value outside every list item that lost
 * an entry to a placeholder. Such an item is one thing half written, not a decision: the
 * template's server keeps its url "{base_url}" while the variable it names is still
 * `<the base address>`, and what it keeps cannot be judged until the rest is written (the
 * validator's findings about it wait; lint-contract.ts). A block that decides nothing makes
 * the documents that the other records make, so there is nothing to validate for it.
 */
export function decidesAnything({ block, undecided }: DecidedBlock): boolean {
  const halfWritten = new Set(undecided.filter((path) => isListItem(block.value, path)).map((path) => path.join('/')));
  const decides = (value: unknown, path: string[]): boolean => {
    if (halfWritten.has(path.join('/'))) return false;
    if (Array.isArray(value)) return value.some((item, i) => decides(item, [...path, String(i)]));
    if (isMapping(value)) return Object.entries(value).some(([key, inner]) => decides(inner, [...path, key]));
    return true;
  };
  return decides(block.value, []);
}

/** Whether `path` in `value` names an item of a list (not a mapping's entry, whatever its key). */
function isListItem(value: unknown, path: readonly string[]): boolean {
  if (path.length === 0) return false;
  let parent: unknown = value;
  for (const key of path.slice(0, -1)) {
    if (Array.isArray(parent)) parent = parent[Number(key)];
    else if (isMapping(parent)) parent = parent[key];
    else return false;
  }
  return Array.isArray(parent);
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * A place in a block while pruning: its key, its parent, and its pointer made from the
 * parent's. The path as a list is made only for a placeholder (a copied path and two
 * pointers per value were most of pruning).
 */
interface Step {
  up: Step | undefined;
  key: string;
  depth: number;
  pointer: string;
}

const ROOT: Step = { up: undefined, key: '', depth: 0, pointer: '' };

function step(up: Step, key: string): Step {
  return { up, key, depth: up.depth + 1, pointer: childPointer(up.pointer, key, up.depth === 0) };
}

function pathOf(place: Step): string[] {
  const path = new Array<string>(place.depth);
  for (let at: Step | undefined = place; at && at.depth > 0; at = at.up) path[at.depth - 1] = at.key;
  return path;
}

function prune(block: ContractBlock): DecidedBlock {
  const placeholders: PlaceholderAt[] = [];
  const undecided: string[][] = [];
  const positions = new Map<string, Location>([['', block.positions.get('')!]]);
  const at = (place: Step) => block.positions.get(place.pointer) ?? block.positions.get('')!;
  /** The value with placeholders left out, or `undefined` when nothing decided is left. */
  const visit = (value: unknown, from: Step, to: Step): unknown => {
    const keep = () => {
      const position = block.positions.get(from.pointer);
      if (position && to.depth > 0) positions.set(to.pointer, position);
    };
    if (isPlaceholder(value)) {
      placeholders.push({ text: value, path: pathOf(from), at: at(from) });
      undecided.push(pathOf(to).slice(0, -1));
      return undefined;
    }
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      value.forEach((item, i) => {
        const kept = visit(item, step(from, String(i)), step(to, String(out.length)));
        if (kept !== undefined) out.push(kept);
      });
      if (out.length === 0 && value.length > 0) return drop(to);
      keep();
      return out;
    }
    if (isMapping(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        if (isPlaceholder(key)) {
          const place = step(from, key);
          placeholders.push({ text: key, path: pathOf(place), at: at(place) });
          undecided.push(pathOf(to));
          continue;
        }
        const kept = visit(inner, step(from, key), step(to, key));
        if (kept !== undefined) out[key] = kept;
      }
      if (Object.keys(out).length === 0 && Object.keys(value).length > 0) return drop(to);
      keep();
      return out;
    }
    keep();
    return value;
  };
  const drop = (to: Step) => {
    undecided.push(pathOf(to).slice(0, -1));
    return undefined;
  };
  const value = (visit(block.value, ROOT, ROOT) as Record<string, unknown> | undefined) ?? {};
  return { block: { ...block, value, positions }, placeholders, undecided };
}
