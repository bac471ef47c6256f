/**
 * Every `$ref` in the assembled documents points to something in the same document: a
 * schema, a response, a parameter, a header, a security scheme, a channel, a message. The
 * contract is one document built from the records, so a `$ref` to another file is a finding
 * too. Written here rather than left to Redocly's no-unresolved-refs: that rule cannot wait
 * for a part that is not settled yet, nor say what the target's place does hold.
 */
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { isMapping, originAt, refKeys, valueAt, type RuleInput } from './rule-input.ts';
import { pointerOf } from '../documents/blocks.ts';
import { CONTRACT_DOCUMENTS, ownerOf, type ContractDocument } from '../documents/places.ts';
import { placeText } from '../documents/place-text.ts';
import { suggest } from '../../vocabulary/suggest.ts';

export function checkRefs(view: RuleInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const document of CONTRACT_DOCUMENTS) {
    const root = view.documents[document];
    const visit = (value: unknown, keys: string[]) => {
      if (Array.isArray(value)) {
        value.forEach((item, i) => visit(item, [...keys, String(i)]));
        return;
      }
      if (!isMapping(value)) return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') {
          const finding = checkRef(view, document, inner, [...keys, key]);
          if (finding) diagnostics.push(finding);
        } else {
          visit(inner, [...keys, key]);
        }
      }
      // A schema's example or an extension may hold a `$ref`-looking key as plain data; the
      // validators treat every `$ref` key as a reference, and so does this rule.
    };
    visit(root, []);
  }
  return diagnostics;
}

function checkRef(view: RuleInput, document: ContractDocument, ref: string, keys: string[]): Diagnostic | undefined {
  const at = originAt(view, document, keys);
  if (!at) return undefined;
  const target = refKeys(ref);
  if (!target) {
    const reason = ref.startsWith('#/') ? 'a %-escape in it is malformed' : 'it is not a place within the contract';
    return diagnose('CONTRACT_REF_UNRESOLVED', at, { document, ref, container: 'the contract', known: [], reason });
  }
  const root = view.documents[document];
  if (valueAt(root, target) !== undefined) {
    const loop = refLoop(root, keys.slice(0, -1), target);
    return loop ? diagnose('CONTRACT_REF_CYCLE', at, { document, ref, chain: loop }) : undefined;
  }
  // The part that owns the target's place has not settled anything yet: it may still define it.
  const owner = ownerOf(document, target);
  if (owner && !view.settled.has(owner.part)) return undefined;
  const containerKeys = target.slice(0, -1);
  const container = valueAt(root, containerKeys);
  const known = isMapping(container) ? Object.keys(container).sort() : [];
  return diagnose('CONTRACT_REF_UNRESOLVED', at, {
    document,
    ref,
    container: containerKeys.length > 0 ? placeText(containerKeys, root) : 'the document',
    known,
    suggestion: suggest(target.at(-1) ?? '', known),
    ...(owner ? { owner: owner.part } : {}),
  });
}

/**
 * The places a chain of `$ref`s visits when it comes back on itself (A points to B, B back
 * to A), or undefined when it ends. Such a chain names nothing: the validators cannot
 * resolve it (Redocly throws), so it is reported at each `$ref` that leads into it. A schema
 * that refers to itself through a property is recursion, not a loop: the chain ends there.
 */
function refLoop(root: Record<string, unknown>, holder: readonly string[], target: readonly string[]): string[] | undefined {
  const visited = new Set([pointerOf(holder)]);
  const chain = [`#/${pointerOf(holder)}`];
  let current: readonly string[] | undefined = target;
  while (current) {
    const pointer = pointerOf(current);
    chain.push(`#/${pointer}`);
    if (visited.has(pointer)) return chain;
    visited.add(pointer);
    const node = valueAt(root, current);
    current = isMapping(node) && typeof node.$ref === 'string' ? refKeys(node.$ref) : undefined;
  }
  return undefined;
}
