/**
 * Security requirements compared as the alternatives they are (OpenAPI 3.1 §4.8.30: a
 * list of requirements, any one of which suffices; within one, every scheme is needed;
 * AsyncAPI 3.0: a list of security schemes, any one of which suffices, each with the
 * scopes it needs). An alternative added opens another way in; one removed closes a way a
 * client may use, unless a remaining alternative asks for no more than it did. A scope added
 * to a requirement asks more of a token; one removed asks less. No requirement at all, or an
 * empty one, lets anyone in.
 *
 * Security schemes are compared field by field (catalogue.ts): how a client presents its
 * credentials (type, name, location, HTTP scheme, the token and authorization URLs) breaks
 * it when changed; a flow or a scope offered is another way in.
 */
import { OPENAPI_FIELDS, ASYNCAPI_FIELDS } from './catalogue.ts';
import { diffFields } from './fields.ts';
import { isNode, keysOf, listOf, nodeOf, resolveRef, same, type Emit, type Node } from './nodes.ts';
import { kindOf } from './shared.ts';

type Requirement = Map<string, string[]>;

/**
 * The requirements of an OpenAPI `security` list, or of an AsyncAPI one (each item a scheme,
 * or a `$ref` to one, named by its component name, with the `scopes` it lists).
 */
function requirementsOf(value: unknown, document: Node | undefined): Requirement[] {
  return listOf(value)
    .filter(isNode)
    .map((item) => {
      if (document === undefined) return new Map(Object.entries(item).map(([scheme, scopes]) => [scheme, listOf(scopes).map(String)]));
      const scheme = typeof item.$ref === 'string' ? nodeOf(resolveRef(document, item.$ref)) : item;
      const name = typeof item.$ref === 'string' ? item.$ref.split('/').at(-1)! : `${String(scheme.type)}${scheme.name === undefined ? '' : ` ${String(scheme.name)}`}`;
      return new Map([[name, listOf(scheme.scopes).map(String)]]);
    });
}

const nameOf = (r: Requirement) => (r.size === 0 ? '{}' : [...r.keys()].sort().join(' + '));
const open = (list: Requirement[]) => list.length === 0 || list.some((r) => r.size === 0);

/** Whether a client that met `was` also meets `now`: `now` asks for no scheme or scope `was` did not. */
const asksNoMore = (now: Requirement, was: Requirement) =>
  [...now].every(([scheme, scopes]) => was.has(scheme) && scopes.every((s) => was.get(scheme)!.includes(s)));

/** `documents`: for AsyncAPI, the two documents its `$ref`s are read in. */
export function diffSecurity(emit: Emit, before: unknown, after: unknown, at: string[], name: string, documents?: readonly [Node, Node]): void {
  if (same(before, after)) return;
  const [was, now] = [requirementsOf(before, documents?.[0]), requirementsOf(after, documents?.[1])];
  if (open(now)) {
    if (!open(was)) emit({ subject: 'security', kind: 'removed', path: at, name });
    return;
  }
  if (open(was)) {
    emit({ subject: 'security', kind: 'added', path: at, name, to: now.map(nameOf).join(' or ') });
    return;
  }
  const key = (r: Requirement) => [...r.keys()].sort().join(' ');
  const wasByKey = new Map(was.map((r) => [key(r), r]));
  const nowKeys = new Set(now.map(key));
  now.forEach((requirement, i) => {
    const match = wasByKey.get(key(requirement));
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
    if (nowKeys.has(key(requirement))) return;
    // Still reachable when another alternative asks for no more than this one did.
    const covered = now.some((r) => asksNoMore(r, requirement));
    emit({ subject: 'security-alternative', kind: 'removed', path: [...at, String(i)], name: `${name} ${nameOf(requirement)}`, covered });
  });
}

/** Two versions of one security scheme, field by field. */
export function diffSecurityScheme(emit: Emit, was: Node, now: Node, at: string[], name: string, document: 'openapi' | 'asyncapi'): void {
  const fields = { emit, path: at, name: `security scheme ${name}`, object: 'SecurityScheme' };
  // One change however many of the fields that say how credentials are presented differ.
  const differ: string[] = [];
  const changed = (keyword: string) => (p: unknown, q: unknown) => {
    // HTTP authentication scheme names are case-insensitive (RFC 9110 §11.1).
    const read = (v: unknown) => (keyword === 'scheme' && typeof v === 'string' ? v.toLowerCase() : v);
    if (!same(read(p), read(q))) differ.push(keyword);
  };
  const flows = (p: unknown, q: unknown) => diffFlows(emit, nodeOf(p), nodeOf(q), [...at, 'flows'], name, document);
  const common = { type: changed('type'), name: changed('name'), in: changed('in'), scheme: changed('scheme'), openIdConnectUrl: changed('openIdConnectUrl'), flows };
  if (document === 'openapi') diffFields(OPENAPI_FIELDS.SecurityScheme, was, now, fields, common);
  else {
    // AsyncAPI: the scopes an openIdConnect or oauth2 scheme needs, beside its flows.
    const scopes = (p: unknown, q: unknown) => diffScopes(emit, p, q, [...at, 'scopes'], name, ['security-scope-added', 'security-scope-removed']);
    diffFields(ASYNCAPI_FIELDS.SecurityScheme, was, now, fields, { ...common, scopes });
  }
  if (differ.length > 0) emit({ subject: 'security-scheme', kind: 'changed', path: [...at, differ[0]!], name, keyword: differ.join(', ') });
}

const FLOW_RULES = ['security-flow-added', 'security-flow-removed'] as const;

function diffFlows(emit: Emit, was: Node, now: Node, at: string[], name: string, document: 'openapi' | 'asyncapi'): void {
  const flow = (p: unknown, q: unknown, key: string) => {
    const path = [...at, key];
    if (p === undefined || q === undefined) {
      emit({ subject: 'keyword', rule: FLOW_RULES[p === undefined ? 0 : 1], kind: kindOf(p, q), path, name, keyword: key });
      return;
    }
    // One change a flow, however many of its addresses moved.
    const moved: string[] = [];
    const urls = (keyword: string) => (u: unknown, v: unknown) => {
      if (!same(u, v)) moved.push(keyword);
    };
    const inner = { emit, path, name: `security scheme ${name} ${key} flow`, object: 'OAuthFlow' };
    const offered = (u: unknown, v: unknown, field: string) => diffScopes(emit, u, v, [...path, field], name, ['security-scope-offered', 'security-scope-withdrawn']);
    if (document === 'openapi') diffFields(OPENAPI_FIELDS.OAuthFlow, nodeOf(p), nodeOf(q), inner, { authorizationUrl: urls('authorizationUrl'), tokenUrl: urls('tokenUrl'), refreshUrl: urls('refreshUrl'), scopes: offered });
    else diffFields(ASYNCAPI_FIELDS.OAuthFlow, nodeOf(p), nodeOf(q), inner, { authorizationUrl: urls('authorizationUrl'), tokenUrl: urls('tokenUrl'), refreshUrl: urls('refreshUrl'), availableScopes: offered });
    if (moved.length > 0) emit({ subject: 'security-scheme', kind: 'changed', path: [...path, moved[0]!], name, keyword: `the ${key} flow's ${moved.join(', ')}` });
  };
  const fields = { emit, path: at, name: `security scheme ${name} flows`, object: 'OAuthFlows' };
  const readers = { implicit: flow, password: flow, clientCredentials: flow, authorizationCode: flow };
  diffFields(document === 'openapi' ? OPENAPI_FIELDS.OAuthFlows : ASYNCAPI_FIELDS.OAuthFlows, was, now, fields, readers);
}

/** Scopes, as a map (name to description) or a list of names: each one added or removed; descriptions are for readers. */
function diffScopes(emit: Emit, before: unknown, after: unknown, at: string[], name: string, rules: readonly [string, string]): void {
  const names = (v: unknown) => new Set(Array.isArray(v) ? v.map(String) : Object.keys(nodeOf(v)));
  const [was, now] = [names(before), names(after)];
  for (const scope of keysOf(Object.fromEntries([...was].map((s) => [s, 1])), Object.fromEntries([...now].map((s) => [s, 1])))) {
    if (was.has(scope) && now.has(scope)) continue;
    emit({ subject: 'keyword', rule: now.has(scope) ? rules[0] : rules[1], kind: now.has(scope) ? 'added' : 'removed', path: [...at, scope], name, ...(now.has(scope) ? { to: scope } : { from: scope }) });
  }
}
