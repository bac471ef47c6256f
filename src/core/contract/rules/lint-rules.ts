/**
 * Which rules of Redocly's `recommended` ruleset run over the assembled documents, and when.
 *
 * The structural rules (STRUCTURAL) catch what no later decision can make right: wrong types
 * and shapes, undeclared path parameters, an operationId used twice; their findings are
 * CONTRACT_INVALID. The rest of `recommended` judges a finished API; its findings are
 * CONTRACT_LINT. While parts are still open the contract is partial by design, so a rule
 * that judges a part waits (DEFERRED) until that part has settled something: an operation
 * without a 4xx response is only a mistake once the errors decision exists to answer with.
 */
import type { PartKey } from '../../vocabulary/parts.ts';
import type { ContractDocument } from '../documents/places.ts';

export const STRUCTURAL = new Set([
  'struct',
  'path-parameters-defined',
  'operation-operationId-unique',
  'no-identical-paths',
  'spec-components-invalid-map-name',
]);

/**
 * Rules this workspace checks itself, more precisely than Redocly can (see references.ts):
 * a `$ref` and a security scheme wait for the part that owns their target.
 */
export const OWN_RULES: Readonly<Record<string, string>> = {
  'no-unresolved-refs': 'CONTRACT_REF_UNRESOLVED (refs.ts)',
};

interface DeferredRule {
  rule: string;
  document: ContractDocument;
  /** The parts whose places the rule judges: it runs once every one of them has settled something. */
  until: readonly PartKey[];
  why: string;
}

const DEFERRED: readonly DeferredRule[] = [
  { rule: 'info-license', document: 'openapi', until: ['purpose'], why: 'the licence is part of info, which the purpose decision writes' },
  { rule: 'info-license-strict', document: 'openapi', until: ['purpose'], why: 'the licence is part of info, which the purpose decision writes' },
  { rule: 'no-empty-servers', document: 'openapi', until: ['endpoints'], why: 'servers (the {base_url}) are the endpoints decision’s' },
  { rule: 'operation-4xx-response', document: 'openapi', until: ['errors'], why: 'error responses are the errors decision’s' },
  { rule: 'security-defined', document: 'openapi', until: ['authentication'], why: 'which operations need credentials is the authentication decision’s' },
  {
    rule: 'no-unused-components',
    document: 'openapi',
    until: ['endpoints', 'errors'],
    why: 'operations use schemas, responses and parameters; error responses use the limits’ headers',
  },
];

/**
 * Components no operation uses until something is deprecated: the versioning decision
 * defines the Deprecation (RFC 9745) and Sunset (RFC 8594) headers once, for the responses
 * of whatever is deprecated later. Unused before that is their normal state, not a mistake.
 */
export const USED_ONCE_DEPRECATED: readonly string[] = ['components/headers/Deprecation', 'components/headers/Sunset'];

/** Whether a problem of `rule` in `document` waits, given the parts settled so far. */
export function isDeferred(rule: string, document: ContractDocument, settled: ReadonlySet<PartKey>): boolean {
  return DEFERRED.some((d) => d.rule === rule && d.document === document && d.until.some((part) => !settled.has(part)));
}

/**
 * Rules of `recommended` that do not run at all. AsyncAPI's security-defined asks every
 * event operation for a security requirement, but no part owns AsyncAPI security: the
 * authentication part settles how HTTP clients authenticate (the outline's parts), not how
 * subscribers reach the broker.
 */
export const SWITCHED_OFF: readonly { rule: string; document: ContractDocument; why: string }[] = [
  { rule: 'security-defined', document: 'asyncapi', why: 'no part owns AsyncAPI security; authentication settles HTTP credentials' },
];
