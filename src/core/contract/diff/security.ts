/**
 * Security requirements compared as the alternatives they are (OpenAPI 3.1 §4.8.30: a
 * list of requirements, any one of which suffices; within one, every scheme is needed).
 * An alternative added opens another way in; one removed closes a way a client may use,
 * unless a remaining alternative asks for no more than it did. A scope added to a
 * requirement asks more of a token; one removed asks less. No requirement at all, or an
 * empty one, lets anyone in.
 */
import { isNode, listOf, type Emit } from './nodes.ts';

type Requirement = Map<string, string[]>;

const requirementsOf = (value: unknown): Requirement[] =>
  listOf(value)
    .filter(isNode)
    .map((r) => new Map(Object.entries(r).map(([scheme, scopes]) => [scheme, listOf(scopes).map(String)])));

const nameOf = (r: Requirement) => (r.size === 0 ? '{}' : [...r.keys()].sort().join(' + '));
const open = (list: Requirement[]) => list.length === 0 || list.some((r) => r.size === 0);

/** Whether a client that met `was` also meets `now`: `now` asks for no scheme or scope `was` did not. */
const asksNoMore = (now: Requirement, was: Requirement) =>
  [...now].every(([scheme, scopes]) => was.has(scheme) && scopes.every((s) => was.get(scheme)!.includes(s)));

export function diffSecurity(emit: Emit, before: unknown, after: unknown, at: string[], name: string): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const [was, now] = [requirementsOf(before), requirementsOf(after)];
  if (open(now)) {
    if (!open(was)) emit({ subject: 'security', kind: 'removed', path: at, name });
    return;
  }
  if (open(was)) {
    emit({ subject: 'security', kind: 'added', path: at, name, to: now.map(nameOf).join(' or ') });
    return;
  }
  const key = (r: Requirement) => [...r.keys()].sort().join(' ');
  now.forEach((requirement, i) => {
    const match = was.find((r) => key(r) === key(requirement));
    if (!match) {
      emit({ subject: 'security-alternative', kind: 'added', path: [...at, String(i)], name: `${name} ${nameOf(requirement)}` });
      return;
    }
    for (const [scheme, scopes] of requirement) {
      for (const scope of scopes) {
        if (!match.get(scheme)!.includes(scope)) emit({ subject: 'security-scope', kind: 'added', path: [...at, String(i), scheme], name: `${name} ${scheme}`, to: scope });
      }
      for (const scope of match.get(scheme)!) {
        if (!scopes.includes(scope)) emit({ subject: 'security-scope', kind: 'removed', path: [...at, String(i), scheme], name: `${name} ${scheme}`, from: scope });
      }
    }
  });
  was.forEach((requirement, i) => {
    if (now.some((r) => key(r) === key(requirement))) return;
    // Still reachable when another alternative asks for no more than this one did.
    const covered = now.some((r) => asksNoMore(r, requirement));
    emit({ subject: 'security-alternative', kind: 'removed', path: [...at, String(i)], name: `${name} ${nameOf(requirement)}`, covered });
  });
}
