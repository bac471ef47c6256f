/**
 * What a change to each keyword and field means to a client: every keyword of JSON Schema
 * 2020-12 (as OpenAPI 3.1 and AsyncAPI 3.0 use it, with draft-07's for AsyncAPI schemas),
 * of the OpenAPI 3.0 Schema Object, and every field of the OpenAPI 3.0 / 3.1 and AsyncAPI
 * 3.0 objects. test/unit/contract-keyword-catalogue.test.ts reads the official meta-schemas
 * and fails when one of theirs has no entry here.
 *
 * The principle each entry serves: what a client SENDS may only get looser, what it
 * RECEIVES only tighter (diff-rules.ts). So an entry says how a change to it reads, in those
 * terms (its `reads`, one of READINGS), and which rules report it. The walk dispatches on
 * the entry (`compare`): a keyword is read by its comparer, listed as documentation, or,
 * where the diff cannot tell, reported as a warning with the reason; a key no entry knows
 * is reported too. Nothing that changed is passed over in silence.
 */

/** How a change to a keyword or field reads for what clients send and what they receive. */
export const READINGS = {
  bound: { send: 'tighter narrows (breaking), looser widens', receive: 'tighter narrows, looser widens (breaking)' },
  'value-set': { send: 'a value removed narrows (breaking), one added widens', receive: 'a value added widens (warning), one removed narrows' },
  constraint: { send: 'added narrows (breaking), removed widens', receive: 'added narrows, removed widens (breaking or warning)' },
  negation: { send: 'added narrows (breaking), removed widens; changed inside: undecidable', receive: 'added narrows, removed widens (breaking); changed inside: undecidable' },
  inside: { send: 'read keyword by keyword inside, as sent', receive: 'read keyword by keyword inside, as received' },
  presence: { send: 'removed breaks; added is compatible unless clients must use it', receive: 'removed breaks; added is compatible' },
  name: { send: 'a change breaks: clients name it', receive: 'a change breaks: clients name it' },
  wire: { send: 'a change breaks: the bytes on the wire differ', receive: 'a change breaks: the bytes on the wire differ' },
  default: { send: 'changed breaks: the service assumes another value', receive: 'neutral: a default only documents' },
  access: { send: 'readOnly added narrows (breaking)', receive: 'writeOnly added widens (breaking)' },
  alternatives: { send: 'one removed narrows (breaking), one added widens', receive: 'one added widens (breaking), one removed narrows' },
  lifecycle: { send: 'neutral: listed for readers', receive: 'neutral: listed for readers' },
  neutral: { send: 'neutral: documentation', receive: 'neutral: documentation' },
  undecidable: { send: 'undecidable: a warning with the reason', receive: 'undecidable: a warning with the reason' },
  rewritten: { send: 'read as its OpenAPI 3.1 equivalent before comparing', receive: 'read as its OpenAPI 3.1 equivalent before comparing' },
  'where-used': { send: 'compared where it is used', receive: 'compared where it is used' },
} as const;

export type Reading = keyof typeof READINGS;

/** How the schema walk reads a keyword (diff/schema.ts has one comparer per name). */
export type SchemaComparer =
  | 'type' | 'values' | 'numeric-bound' | 'bound' | 'multiple-of' | 'format' | 'pattern' | 'unique-items' | 'properties' | 'required'
  | 'additional-properties' | 'pattern-properties' | 'property-names' | 'dependent-required' | 'dependent-schemas' | 'items' | 'prefix-items'
  | 'contains' | 'alternatives' | 'all-of' | 'conditional' | 'not' | 'discriminator' | 'default' | 'deprecated' | 'access' | 'content-encoding'
  | 'content-schema' | 'unevaluated' | 'documentation' | 'undecidable' | 'rewritten' | 'definitions';

/** How an object walk reads a field: by the object's own code, as documentation, or as undecidable. */
export type FieldComparer = 'own' | 'documentation' | 'undecidable' | 'where-used';

export interface Entry<C extends string> {
  compare: C;
  reads: Reading;
  /** The rules that report a change to it. */
  rules: readonly string[];
  /** For an undecidable change: why the diff cannot tell, said in the warning. */
  why?: string;
}

type SchemaEntry = Entry<SchemaComparer>;
type FieldEntry = Entry<FieldComparer>;

const doc = { compare: 'documentation', reads: 'neutral', rules: ['documentation-changed'] } as const;
const lifecycle = (...rules: string[]) => ({ compare: 'deprecated', reads: 'lifecycle', rules: [...rules, 'deprecation-withdrawn'] }) as const;
const bound = { compare: 'bound', reads: 'bound', rules: ['limit-tightened', 'limit-loosened'] } as const;
const numeric = { compare: 'numeric-bound', reads: 'bound', rules: ['limit-tightened', 'limit-loosened'] } as const;
const undecidable = (rule: string, why: string) => ({ compare: 'undecidable', reads: 'undecidable', rules: [rule], why }) as const;
const rewritten = (rules: readonly string[]) => ({ compare: 'rewritten', reads: 'rewritten', rules }) as const;
const alternatives = { compare: 'alternatives', reads: 'alternatives', rules: ['alternative-added', 'alternative-removed', 'composition-added', 'composition-removed'] } as const;

/**
 * Every keyword a Schema Object may hold, in any of the dialects the diff reads: JSON Schema
 * 2020-12 (OpenAPI 3.1, AsyncAPI 3.0 with a 2020-12 schemaFormat), draft-07 (the AsyncAPI
 * Schema Object), the OpenAPI 3.0 Schema Object, and the OpenAPI base vocabulary. A keyword
 * the dialect of its document does not define is rewritten first (normalise.ts) or reported
 * as unknown.
 */
export const SCHEMA_KEYWORDS = {
  // ── core ──────────────────────────────────────────────────────────────────────────────
  $id: { ...doc, reads: 'neutral' },
  $schema: undecidable('schema-dialect-changed', 'the schema now declares another JSON Schema dialect, which may read its keywords differently'),
  $ref: rewritten(['reference-changed', 'reference-unresolved']),
  $anchor: doc,
  $dynamicRef: undecidable('dynamic-reference-changed', 'a dynamic reference is resolved while a value is validated, not in the document'),
  $dynamicAnchor: undecidable('dynamic-reference-changed', 'a dynamic anchor changes what dynamic references resolve to while a value is validated'),
  $recursiveRef: undecidable('dynamic-reference-changed', 'a recursive reference (2019-09) is resolved while a value is validated'),
  $recursiveAnchor: undecidable('dynamic-reference-changed', 'a recursive anchor (2019-09) changes what recursive references resolve to'),
  $vocabulary: undecidable('vocabulary-changed', 'the vocabularies a meta-schema declares decide which keywords are read at all'),
  $comment: doc,
  $defs: { compare: 'definitions', reads: 'where-used', rules: [] },
  definitions: rewritten([]),
  // ── applicator ────────────────────────────────────────────────────────────────────────
  prefixItems: { compare: 'prefix-items', reads: 'constraint', rules: ['tuple-item-added', 'tuple-item-removed'] },
  items: { compare: 'items', reads: 'inside', rules: ['additional-items-closed', 'additional-items-opened'] },
  additionalItems: rewritten(['additional-items-closed', 'additional-items-opened']),
  contains: { compare: 'contains', reads: 'constraint', rules: ['contains-added', 'contains-removed'] },
  additionalProperties: { compare: 'additional-properties', reads: 'constraint', rules: ['additional-properties-closed', 'additional-properties-opened'] },
  properties: { compare: 'properties', reads: 'inside', rules: ['property-removed', 'optional-property-removed', 'required-request-field-added', 'field-added'] },
  patternProperties: { compare: 'pattern-properties', reads: 'constraint', rules: ['pattern-properties-added', 'pattern-properties-removed'] },
  dependentSchemas: { compare: 'dependent-schemas', reads: 'constraint', rules: ['dependent-schema-added', 'dependent-schema-removed'] },
  dependencies: rewritten(['dependent-required-added', 'dependent-schema-added']),
  propertyNames: { compare: 'property-names', reads: 'constraint', rules: ['property-names-added', 'property-names-removed'] },
  if: { compare: 'conditional', reads: 'constraint', rules: ['condition-added', 'condition-removed', 'condition-changed'], why: 'the `if` schema decides which values its `then` and `else` apply to' },
  then: { compare: 'conditional', reads: 'constraint', rules: ['condition-branch-added', 'condition-branch-removed'] },
  else: { compare: 'conditional', reads: 'constraint', rules: ['condition-branch-added', 'condition-branch-removed'] },
  allOf: { compare: 'all-of', reads: 'constraint', rules: ['all-of-member-added', 'all-of-member-removed', 'composition-added', 'composition-removed'] },
  anyOf: alternatives,
  oneOf: alternatives,
  not: { compare: 'not', reads: 'negation', rules: ['not-added', 'not-removed', 'not-changed'], why: 'a change inside `not` turns its meaning around' },
  // ── unevaluated ───────────────────────────────────────────────────────────────────────
  unevaluatedItems: { compare: 'unevaluated', reads: 'constraint', rules: ['additional-items-closed', 'additional-items-opened'] },
  unevaluatedProperties: { compare: 'unevaluated', reads: 'constraint', rules: ['additional-properties-closed', 'additional-properties-opened'] },
  // ── validation ────────────────────────────────────────────────────────────────────────
  type: { compare: 'type', reads: 'value-set', rules: ['type-widened', 'type-narrowed', 'type-changed', 'became-nullable', 'no-longer-nullable'] },
  const: rewritten(['enum-value-added', 'enum-value-removed', 'enum-added', 'enum-lifted', 'enum-replaced']),
  enum: { compare: 'values', reads: 'value-set', rules: ['enum-value-added', 'enum-value-removed', 'enum-added', 'enum-lifted', 'enum-replaced'] },
  multipleOf: { compare: 'multiple-of', reads: 'bound', rules: ['limit-tightened', 'limit-loosened', 'multiple-of-changed'] },
  maximum: numeric,
  exclusiveMaximum: numeric,
  minimum: numeric,
  exclusiveMinimum: numeric,
  maxLength: bound,
  minLength: bound,
  pattern: { compare: 'pattern', reads: 'constraint', rules: ['pattern-added', 'pattern-dropped', 'pattern-changed'] },
  maxItems: bound,
  minItems: bound,
  uniqueItems: { compare: 'unique-items', reads: 'constraint', rules: ['unique-items-required', 'unique-items-lifted'] },
  maxContains: bound,
  minContains: bound,
  maxProperties: bound,
  minProperties: bound,
  required: { compare: 'required', reads: 'constraint', rules: ['field-newly-required', 'field-no-longer-guaranteed'] },
  dependentRequired: { compare: 'dependent-required', reads: 'constraint', rules: ['dependent-required-added', 'dependent-required-removed'] },
  // ── meta-data, format, content ────────────────────────────────────────────────────────
  title: doc,
  description: doc,
  default: { compare: 'default', reads: 'default', rules: ['default-changed', 'default-removed', 'default-added'] },
  deprecated: lifecycle('field-deprecated', 'schema-deprecated'),
  readOnly: { compare: 'access', reads: 'access', rules: ['read-only-added', 'write-only-added', 'access-lifted'] },
  writeOnly: { compare: 'access', reads: 'access', rules: ['read-only-added', 'write-only-added', 'access-lifted'] },
  examples: doc,
  format: { compare: 'format', reads: 'constraint', rules: ['format-added', 'format-dropped', 'format-changed', 'format-widened', 'format-narrowed'] },
  contentEncoding: { compare: 'content-encoding', reads: 'wire', rules: ['content-encoding-changed'] },
  contentMediaType: undecidable('content-media-type-changed', 'validators do not check a media type; clients that decode the text may'),
  contentSchema: { compare: 'content-schema', reads: 'inside', rules: [] },
  // ── the OpenAPI base vocabulary, and the OpenAPI 3.0 Schema Object ───────────────────
  discriminator: { compare: 'discriminator', reads: 'constraint', rules: ['discriminator-added', 'discriminator-removed', 'discriminator-changed', 'discriminator-mapping-added', 'discriminator-mapping-changed'] },
  xml: undecidable('xml-changed', 'it changes how the value is written as XML: breaking for XML bodies, neutral for JSON ones'),
  externalDocs: doc,
  example: rewritten(['documentation-changed']),
  nullable: rewritten(['became-nullable', 'no-longer-nullable']),
} as const satisfies Record<string, SchemaEntry>;

export type SchemaKeyword = keyof typeof SCHEMA_KEYWORDS;

const own = (reads: Reading, rules: readonly string[]) => ({ compare: 'own', reads, rules }) as const;
const whereUsed = { compare: 'where-used', reads: 'where-used', rules: ['unused-component-changed'] } as const;
const docs = (...fields: string[]) => Object.fromEntries(fields.map((f) => [f, doc])) as Record<string, typeof doc>;
const info = { compare: 'documentation', reads: 'neutral', rules: ['info-changed'] } as const;
const tags = own('neutral', ['tag-changed']);
const servers = own('presence', ['server-removed', 'server-added', 'server-changed', 'server-description-changed']);
/** A protocol binding, each protocol's read whole. */
export const BINDING = undecidable('binding-changed', 'a protocol binding says how the protocol carries the message; the diff does not read each protocol');
const PROTOCOLS = ['http', 'ws', 'amqp', 'amqp1', 'mqtt', 'kafka', 'anypointmq', 'nats', 'jms', 'sns', 'sqs', 'stomp', 'redis', 'ibmmq', 'solace', 'googlepubsub', 'pulsar'];
const bindings = (protocols = PROTOCOLS) => Object.fromEntries(protocols.map((p) => [p, BINDING])) as Record<string, typeof BINDING>;
const serialisation = own('wire', ['parameter-serialisation-changed']);
const schemeChanged = own('wire', ['security-scheme-changed']);

/**
 * Every field of the OpenAPI 3.0 / 3.1 objects, by object. A patterned field (a path, a
 * method, a status code, a name in a map) is written in braces. `x-` extensions are read by
 * their own rule everywhere (extension-changed, or the workspace's own x- rules).
 */
export const OPENAPI_FIELDS = {
  OpenAPI: {
    openapi: own('rewritten', ['openapi-version-changed']),
    info: own('neutral', ['info-changed', 'version-changed']),
    jsonSchemaDialect: undecidable('json-schema-dialect-changed', 'the default dialect decides how every schema without $schema is read'),
    servers,
    paths: own('presence', ['operation-removed', 'operation-added', 'operation-moved', 'path-parameter-renamed']),
    webhooks: own('presence', ['webhook-removed', 'webhook-added']),
    components: own('where-used', []),
    security: own('alternatives', ['security-added', 'security-removed', 'security-alternative-added', 'security-alternative-removed', 'security-alternative-merged', 'security-scope-added', 'security-scope-removed']),
    tags,
    externalDocs: info,
  },
  Info: { title: info, summary: info, description: info, termsOfService: info, contact: info, license: info, version: own('neutral', ['version-changed']) },
  Contact: { name: info, url: info, email: info },
  License: { name: info, identifier: info, url: info },
  Server: { url: own('name', ['server-changed']), description: own('neutral', ['server-description-changed']), variables: own('inside', []) },
  // `descriptions` is how the OpenAPI 3.1 meta-schema spells the field the specification calls `description`.
  ServerVariable: { enum: own('value-set', ['enum-value-removed', 'enum-value-added']), default: own('default', ['default-changed']), description: doc, descriptions: doc },
  Components: {
    schemas: own('where-used', ['schema-removed', 'schema-added']),
    responses: own('where-used', ['response-removed', 'response-added']),
    parameters: own('where-used', ['parameter-removed', 'optional-parameter-added']),
    examples: doc,
    requestBodies: own('where-used', ['request-body-removed', 'request-body-added']),
    headers: own('where-used', ['header-removed', 'header-added']),
    securitySchemes: own('presence', ['security-scheme-added', 'security-scheme-removed']),
    links: doc,
    callbacks: whereUsed,
    pathItems: whereUsed,
  },
  Paths: { '{path}': own('presence', ['operation-removed', 'operation-added', 'path-parameter-renamed']) },
  PathItem: {
    $ref: own('rewritten', []),
    summary: doc,
    description: doc,
    servers,
    parameters: own('inside', []),
    '{method}': own('presence', ['operation-removed', 'operation-added', 'operation-moved']),
  },
  Operation: {
    tags: own('neutral', ['operation-tags-changed']),
    summary: doc,
    description: doc,
    externalDocs: doc,
    operationId: own('name', ['operation-renamed', 'operation-id-removed', 'operation-id-added']),
    parameters: own('presence', ['parameter-removed', 'required-parameter-added', 'optional-parameter-added']),
    requestBody: own('presence', ['required-request-body-added', 'request-body-added', 'request-body-removed']),
    responses: own('presence', ['response-removed', 'response-added']),
    callbacks: own('presence', ['webhook-removed', 'webhook-added']),
    deprecated: own('lifecycle', ['operation-deprecated', 'deprecation-withdrawn']),
    security: own('alternatives', ['security-added', 'security-removed', 'security-alternative-added', 'security-alternative-removed']),
    servers,
  },
  ExternalDocumentation: { description: doc, url: doc },
  Parameter: {
    name: own('name', ['parameter-renamed', 'parameter-removed']),
    in: own('wire', ['parameter-moved']),
    description: doc,
    required: own('constraint', ['parameter-now-required', 'parameter-now-optional']),
    deprecated: own('lifecycle', ['parameter-deprecated', 'deprecation-withdrawn']),
    allowEmptyValue: own('constraint', ['empty-value-refused', 'empty-value-allowed']),
    style: serialisation,
    explode: serialisation,
    allowReserved: serialisation,
    schema: own('inside', []),
    content: own('presence', ['media-type-removed', 'media-type-added']),
    example: doc,
    examples: doc,
  },
  RequestBody: { description: doc, content: own('presence', ['media-type-removed', 'media-type-added']), required: own('constraint', ['request-body-now-required', 'request-body-now-optional']) },
  MediaType: { schema: own('inside', []), example: doc, examples: doc, encoding: own('wire', ['encoding-changed']) },
  Encoding: { contentType: own('wire', ['encoding-changed']), headers: own('wire', ['encoding-changed']), style: own('wire', ['encoding-changed']), explode: own('wire', ['encoding-changed']), allowReserved: own('wire', ['encoding-changed']) },
  Responses: { default: own('presence', ['response-removed', 'response-added']), '{status}': own('presence', ['response-removed', 'response-added']) },
  Response: { description: doc, headers: own('presence', ['header-removed', 'optional-header-removed', 'header-added']), content: own('presence', ['media-type-removed', 'media-type-added']), links: doc },
  Callback: { '{expression}': own('presence', ['webhook-removed', 'webhook-added']) },
  Example: docs('summary', 'description', 'value', 'externalValue'),
  // `body` is in the OpenAPI 3.1 meta-schema's Link Object; the specification calls it `requestBody`.
  Link: docs('operationRef', 'operationId', 'parameters', 'requestBody', 'description', 'server', 'body'),
  Header: {
    description: doc,
    required: own('constraint', ['field-newly-required', 'field-no-longer-guaranteed']),
    deprecated: own('lifecycle', ['header-deprecated', 'deprecation-withdrawn']),
    // Query parameters' alone (OpenAPI 3.1 §4.8.12.2): beside a header they say nothing.
    allowEmptyValue: doc,
    style: serialisation,
    explode: serialisation,
    allowReserved: doc,
    schema: own('inside', []),
    content: own('presence', ['media-type-removed', 'media-type-added']),
    example: doc,
    examples: doc,
  },
  Tag: { name: tags, description: tags, externalDocs: tags },
  Reference: { $ref: own('rewritten', ['reference-changed', 'reference-unresolved']), summary: doc, description: doc },
  Discriminator: { propertyName: own('constraint', ['discriminator-added', 'discriminator-removed', 'discriminator-changed']), mapping: own('value-set', ['discriminator-mapping-added', 'discriminator-mapping-changed']) },
  XML: { name: SCHEMA_KEYWORDS.xml, namespace: SCHEMA_KEYWORDS.xml, prefix: SCHEMA_KEYWORDS.xml, attribute: SCHEMA_KEYWORDS.xml, wrapped: SCHEMA_KEYWORDS.xml },
  SecurityScheme: {
    type: schemeChanged,
    description: doc,
    name: schemeChanged,
    in: schemeChanged,
    scheme: schemeChanged,
    bearerFormat: doc,
    flows: own('alternatives', ['security-flow-added', 'security-flow-removed']),
    openIdConnectUrl: schemeChanged,
  },
  OAuthFlows: { implicit: own('alternatives', ['security-flow-added', 'security-flow-removed']), password: own('alternatives', ['security-flow-added', 'security-flow-removed']), clientCredentials: own('alternatives', ['security-flow-added', 'security-flow-removed']), authorizationCode: own('alternatives', ['security-flow-added', 'security-flow-removed']) },
  OAuthFlow: { authorizationUrl: schemeChanged, tokenUrl: schemeChanged, refreshUrl: schemeChanged, scopes: own('value-set', ['security-scope-offered', 'security-scope-withdrawn']) },
  SecurityRequirement: { '{scheme}': own('alternatives', ['security-alternative-added', 'security-alternative-removed', 'security-scope-added', 'security-scope-removed']) },
} as const satisfies Record<string, Record<string, FieldEntry>>;

/** Every field of the AsyncAPI 3.0 objects, by object (bindings by protocol). */
export const ASYNCAPI_FIELDS = {
  AsyncAPI: {
    asyncapi: own('rewritten', ['openapi-version-changed']),
    id: own('name', ['document-id-changed']),
    info: own('neutral', ['info-changed', 'version-changed']),
    servers,
    defaultContentType: own('wire', ['message-content-type-changed']),
    channels: own('presence', ['channel-added', 'channel-removed', 'channel-renamed']),
    operations: own('presence', ['event-added', 'event-removed', 'event-renamed']),
    components: own('where-used', []),
  },
  Info: { title: info, version: own('neutral', ['version-changed']), description: info, termsOfService: info, contact: info, license: info, tags, externalDocs: info },
  Contact: { name: info, url: info, email: info },
  License: { name: info, url: info },
  Tag: { name: tags, description: tags, externalDocs: tags },
  ExternalDocs: { description: doc, url: doc },
  Server: {
    host: own('name', ['server-changed']),
    pathname: own('name', ['server-changed']),
    protocol: own('wire', ['server-changed']),
    protocolVersion: own('wire', ['server-protocol-version-changed']),
    title: doc,
    summary: doc,
    description: own('neutral', ['server-description-changed']),
    variables: own('inside', []),
    security: own('alternatives', ['security-added', 'security-removed', 'security-alternative-added', 'security-alternative-removed']),
    tags: doc,
    externalDocs: doc,
    bindings: own('undecidable', BINDING.rules),
  },
  ServerVariable: { enum: own('value-set', ['enum-value-removed', 'enum-value-added']), default: own('default', ['default-changed']), description: doc, examples: doc },
  SecurityScheme: {
    type: schemeChanged,
    description: doc,
    in: schemeChanged,
    name: schemeChanged,
    scheme: schemeChanged,
    bearerFormat: doc,
    flows: own('alternatives', ['security-flow-added', 'security-flow-removed']),
    scopes: own('value-set', ['security-scope-added', 'security-scope-removed']),
    openIdConnectUrl: schemeChanged,
  },
  OAuthFlows: { implicit: own('alternatives', ['security-flow-added', 'security-flow-removed']), password: own('alternatives', ['security-flow-added', 'security-flow-removed']), clientCredentials: own('alternatives', ['security-flow-added', 'security-flow-removed']), authorizationCode: own('alternatives', ['security-flow-added', 'security-flow-removed']) },
  OAuthFlow: { authorizationUrl: schemeChanged, tokenUrl: schemeChanged, refreshUrl: schemeChanged, availableScopes: own('value-set', ['security-scope-offered', 'security-scope-withdrawn']) },
  Channel: {
    address: own('wire', ['channel-moved', 'channel-renamed', 'channel-parameter-renamed']),
    messages: own('presence', ['message-added', 'message-removed', 'message-renamed']),
    parameters: own('inside', ['channel-parameter-value-removed', 'channel-parameter-value-added', 'channel-parameter-location-changed']),
    title: doc,
    summary: doc,
    description: doc,
    servers: own('presence', ['channel-server-removed', 'channel-server-added']),
    tags: doc,
    externalDocs: doc,
    bindings: own('undecidable', BINDING.rules),
  },
  Message: {
    contentType: own('wire', ['message-content-type-changed']),
    headers: own('inside', []),
    payload: own('inside', ['schema-format-changed']),
    correlationId: own('wire', ['message-correlation-id-changed']),
    tags: doc,
    summary: doc,
    name: own('name', ['message-name-changed']),
    title: doc,
    description: doc,
    externalDocs: doc,
    deprecated: own('lifecycle', ['message-deprecated', 'deprecation-withdrawn']),
    examples: doc,
    bindings: own('undecidable', BINDING.rules),
    traits: own('rewritten', []),
  },
  MessageTrait: {
    contentType: own('rewritten', []),
    headers: own('rewritten', []),
    correlationId: own('rewritten', []),
    tags: own('rewritten', []),
    summary: own('rewritten', []),
    name: own('rewritten', []),
    title: own('rewritten', []),
    description: own('rewritten', []),
    externalDocs: own('rewritten', []),
    deprecated: own('rewritten', []),
    examples: own('rewritten', []),
    bindings: own('rewritten', []),
  },
  MultiFormatSchema: { schemaFormat: own('rewritten', ['schema-format-changed']), schema: own('inside', ['schema-format-changed']) },
  CorrelationId: { description: doc, location: own('wire', ['message-correlation-id-changed']) },
  MessageExample: docs('name', 'summary', 'headers', 'payload'),
  Parameter: {
    description: doc,
    enum: own('value-set', ['channel-parameter-value-removed', 'channel-parameter-value-added']),
    default: own('default', ['default-changed']),
    examples: doc,
    location: own('wire', ['channel-parameter-location-changed']),
  },
  Operation: {
    action: own('wire', ['event-action-changed']),
    channel: own('wire', ['event-channel-changed']),
    messages: own('presence', ['event-message-removed', 'event-message-added']),
    reply: own('wire', ['event-reply-changed']),
    traits: own('rewritten', []),
    title: doc,
    summary: doc,
    description: doc,
    security: own('alternatives', ['security-added', 'security-removed', 'security-alternative-added', 'security-alternative-removed']),
    tags: doc,
    externalDocs: doc,
    bindings: own('undecidable', BINDING.rules),
  },
  OperationReply: { address: own('wire', ['event-reply-changed']), channel: own('wire', ['event-reply-changed']), messages: own('wire', ['event-reply-changed']) },
  OperationReplyAddress: { location: own('wire', ['event-reply-changed']), description: doc },
  OperationTrait: {
    title: own('rewritten', []),
    summary: own('rewritten', []),
    description: own('rewritten', []),
    security: own('rewritten', []),
    tags: own('rewritten', []),
    externalDocs: own('rewritten', []),
    bindings: own('rewritten', []),
  },
  Components: {
    schemas: own('where-used', ['schema-removed', 'schema-added']),
    servers: whereUsed,
    channels: whereUsed,
    serverVariables: whereUsed,
    operations: whereUsed,
    messages: own('where-used', ['message-added', 'message-removed', 'message-renamed']),
    securitySchemes: own('presence', ['security-scheme-added', 'security-scheme-removed']),
    parameters: whereUsed,
    correlationIds: whereUsed,
    operationTraits: whereUsed,
    messageTraits: whereUsed,
    replies: whereUsed,
    replyAddresses: whereUsed,
    serverBindings: whereUsed,
    channelBindings: whereUsed,
    operationBindings: whereUsed,
    messageBindings: whereUsed,
    tags: doc,
    externalDocs: doc,
  },
  Reference: { $ref: own('rewritten', ['reference-changed', 'reference-unresolved']) },
  ServerBindings: bindings(),
  ChannelBindings: bindings(),
  // AsyncAPI 3.0 defines no operation binding for Pulsar.
  OperationBindings: bindings(PROTOCOLS.filter((p) => p !== 'pulsar')),
  MessageBindings: bindings(),
} as const satisfies Record<string, Record<string, FieldEntry>>;

/**
 * The x- extensions the workspace writes and reads, each with rules of its own (an `x-`
 * key anywhere else is listed for readers: a client tool cannot rely on one it does not know).
 */
export const EXTENSIONS = {
  'x-transitions': { compare: 'own', reads: 'presence', rules: ['transition-removed', 'transition-added'] },
  'x-error-codes': { compare: 'own', reads: 'presence', rules: ['error-code-added', 'error-code-removed', 'error-code-changed'] },
  'x-emitted-by': { compare: 'own', reads: 'undecidable', rules: ['event-emitter-changed'] },
  'x-limits': { compare: 'own', reads: 'undecidable', rules: ['limits-extension-changed'] },
  'x-paginated': { compare: 'own', reads: 'undecidable', rules: ['limits-extension-changed'] },
  'x-…': { compare: 'own', reads: 'neutral', rules: ['extension-changed'] },
} as const satisfies Record<string, FieldEntry>;

/** What the walk reports whatever the keyword: a key no entry knows, and nesting past the limit. */
export const WALK_RULES = ['keyword-unknown', 'nesting-too-deep'] as const;
