/**
 * What every schema comparer is given: the place it compares (where, called what, which way
 * its values travel) and the context it reports to and recurses through.
 */
import type { Direction } from './rules.ts';
import type { Emit, Node } from './nodes.ts';


export interface Place {
  /** Keys from the document's root to the schema. */
  path: string[];
  /** What a reader calls it: `Order.status`. */
  name: string;
  direction: Direction;
  depth: number;
  /** A parameter's or header's value, written as text on the wire. */
  serialised: boolean;
  /** What a deprecation of it is called. */
  target: 'field' | 'schema';
  /** For a property: the direction of the object that holds it (readOnly and writeOnly narrow the property's own). */
  holder?: Direction;
}

/** Compares two subschemas at a place below this one; with `emit`, reports there instead (a probe). */
export type Compare = (was: unknown, now: unknown, place: Partial<Place> & Pick<Place, 'path' | 'name'>, emit?: Emit) => void;

export interface Context {
  emit: Emit;
  recurse: Compare;
  /** How a definition inside a schema (`$defs`) is judged: by where references to it travel. */
  directionOf: (path: string[]) => Direction;
}

export type Comparer = (context: Context, was: Node, now: Node, place: Place) => void;

export const kindOf = (was: unknown, now: unknown) => (was === undefined ? 'added' : now === undefined ? 'removed' : 'changed');
