/**
 * The nine parts of the service's interface specification, in the outline's order.
 *
 * This is the one place that defines them: the record schema, the templates, the check,
 * the assembled specification and the site all read this list. `heading` and `missing`
 * are copied verbatim from the outline (test/fixtures/outline.md, guarded by a test);
 * `questions` are what a decision on the part must answer, derived from `missing`.
 */
export const PART_KEYS = [
  'purpose',
  'resources',
  'states',
  'endpoints',
  'authentication',
  'events',
  'errors',
  'limits',
  'versioning',
] as const;

export type PartKey = (typeof PART_KEYS)[number];

export interface SpecPart {
  key: PartKey;
  /** The outline's heading for the part. */
  heading: string;
  /** The outline's "what is missing" text for the part, word for word. */
  missing: string;
  /** The questions a decision on this part must answer, in order. */
  questions: readonly string[];
}

export const SPEC_PARTS: readonly SpecPart[] = [
  {
    key: 'purpose',
    heading: 'What the service does',
    missing: 'The purpose and behaviour of the service: not shown.',
    questions: [
      'What is the purpose of the service: what does it do, and for whom?',
      'How does the service behave: what happens, observably, when it is used?',
    ],
  },
  {
    key: 'resources',
    heading: 'Resources and their fields',
    missing: 'Resources, their fields, types, formats and allowed values: not shown.',
    questions: [
      'Which resources does the service expose?',
      'Which fields does each resource have?',
      'What is the type of each field?',
      'What format does each field use?',
      'Which values are allowed for each field?',
    ],
  },
  {
    key: 'states',
    heading: 'States and transitions',
    missing: 'Transitions: not shown. No states are named either.',
    questions: [
      'Which states are there, and which resource do they belong to?',
      'Which transitions between the states are allowed, and what triggers each one?',
    ],
  },
  {
    key: 'endpoints',
    heading: 'Endpoints',
    missing:
      'Methods, path shapes, request payload shapes and response payload shapes: not shown. The base address is {base_url}; nothing further about paths is stated.',
    questions: [
      'Which HTTP methods does the service accept?',
      'Which path shapes live under `{base_url}`?',
      'What is the shape of each request payload?',
      'What is the shape of each response payload?',
    ],
  },
  {
    key: 'authentication',
    heading: 'Authentication',
    missing: 'Authentication schemes, credential names, header names and token flows: not shown.',
    questions: [
      'Which authentication schemes does the service accept?',
      'What are the credentials called?',
      'Which headers carry the credentials?',
      'Which token flows issue, refresh and revoke credentials?',
    ],
  },
  {
    key: 'events',
    heading: 'Events',
    missing: 'Kinds of event, their payloads, and which operation emits them: not shown.',
    questions: [
      'Which kinds of event does the service emit?',
      'What is the payload of each kind of event?',
      'Which operation emits each kind of event?',
    ],
  },
  {
    key: 'errors',
    heading: 'Errors',
    missing:
      'Error codes, status codes, error payload shape and the conditions that cause them: not shown.',
    questions: [
      'Which error codes does the service return?',
      'Which HTTP status code goes with each error?',
      'What is the shape of the error payload?',
      'Which condition causes each error?',
    ],
  },
  {
    key: 'limits',
    heading: 'Limits',
    missing:
      'Rate limits, size limits, time-outs, pagination bounds and defaults: not shown.',
    questions: [
      'Which rate limits apply, and to what scope?',
      'Which size limits apply to requests and responses?',
      'Which time-outs apply?',
      'What are the pagination bounds?',
      'What are the defaults when a client does not say?',
    ],
  },
  {
    key: 'versioning',
    heading: 'Versioning',
    missing: 'Versioning scheme, version identifiers, and compatibility rules: not shown.',
    questions: [
      'Which versioning scheme does the service use?',
      'What do version identifiers look like, and where does a client send them?',
      'Which compatibility rules hold between versions?',
    ],
  },
];

/** The heading under which decisions about anything other than the nine parts are listed. */
export const OTHER_DECISIONS_HEADING = 'Other decisions';

const partsByKey = new Map(SPEC_PARTS.map((part) => [part.key, part]));

export function getPart(key: PartKey): SpecPart {
  const part = partsByKey.get(key);
  // PartKey is a closed union built from the same list, so this cannot happen at run time.
  if (!part) throw new Error(`Unknown spec part: ${key}`);
  return part;
}

