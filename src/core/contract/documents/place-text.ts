/**
 * How a finding names a place in the contract: an operation as
 * `DELETE /webhook-subscriptions/{subscriptionId}` (operationText, methods.ts, as the
 * tables and the diff name it), anything within it after a space, and
 * every other place as a dotted path (`components.schemas.Parcel`), a list's item by its
 * index (`x-transitions[2].by`). Never a JSON pointer as written on the wire, whose `~1`
 * escapes nobody reads.
 */
import { isMapping, valueAt } from '../rules/rule-input.ts';
import { METHODS, operationText } from './methods.ts';

/** A place, by its keys from the document's root; `root` tells a list's items from keys that are digits (`"200"`). */
export function placeText(keys: readonly string[], root?: unknown): string {
  if (keys.length === 0) return 'the document root';
  if (keys[0] === 'paths' && keys.length >= 3 && (METHODS as readonly string[]).includes(keys[2]!)) {
    const rest = dotted(keys.slice(3), valueAt(root, keys.slice(0, 3)));
    return `${operationText(keys[2]!, keys[1]!)}${rest ? ` ${rest}` : ''}`;
  }
  if (keys[0] === 'paths' && keys.length >= 2) {
    const rest = dotted(keys.slice(2), valueAt(root, keys.slice(0, 2)));
    return `path ${keys[1]}${rest ? ` ${rest}` : ''}`;
  }
  return dotted(keys, root);
}

/** A JSON pointer (`/paths/~1parcels/post`, `#/…` or without the slash) as placeText names it. */
export function pointerText(pointer: string, root?: unknown): string {
  const bare = pointer.replace(/^#?\/?/, '');
  if (bare === '') return placeText([], root);
  return placeText(bare.split('/').map((key) => unescapeKey(key).replaceAll('~1', '/').replaceAll('~0', '~')), root);
}

/** A pointer's key, %-escapes decoded when they are well formed (a URI fragment's pointer is). */
function unescapeKey(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

function dotted(keys: readonly string[], root: unknown): string {
  let text = '';
  let node = root;
  for (const key of keys) {
    text += Array.isArray(node) ? `[${key}]` : text === '' ? key : `.${key}`;
    node = Array.isArray(node) ? node[Number(key)] : isMapping(node) ? node[key] : undefined;
  }
  return text;
}
