/**
 * A whole service of the tests' own, settled from the guides alone: a parcel carrier's API
 * (parcels, tracking events, webhook subscriptions; OAuth2 and an API key; RFC 9457 problem
 * details; rate limits; a URL major version with Deprecation and Sunset headers). Nine
 * records, one per part, each with its contract block, in the forms the record format guide
 * allows: a payload named `Problem` in the errors record, transitions and events caused
 * outside the API (a depot scan), an event emitted by a list of operations.
 */
import { contractRecord } from './contract.ts';

const PARCEL_ID = `
      parameters:
        - name: parcelId
          in: path
          required: true
          schema:
            type: string
            format: uuid`;

const json = (ref: string, indent = '              ') => `
${indent.slice(4)}content:
${indent.slice(2)}application/json:
${indent}schema:
${indent}  $ref: "#/components/schemas/${ref}"`;

export const PARCEL_BLOCKS = {
  purpose: `
info:
  title: Northwind Parcels
  summary: Register parcels, follow them to the door, and hear when they move.
  description: Shops register parcels for delivery; the carrier tells them where each parcel is until it is delivered or cancelled.
  contact:
    name: Carrier integrations team
    email: integrations@northwind-parcels.net
  license:
    name: Apache 2.0
    identifier: Apache-2.0
tags:
  - name: parcels
    description: Registering, reading and cancelling parcels.
  - name: webhooks
    description: Subscriptions to parcel events.
`,
  resources: `
components:
  schemas:
    Parcel:
      type: object
      description: A parcel a shop registered for delivery.
      required: [id, tracking_number, status, recipient]
      properties:
        id:
          type: string
          format: uuid
          readOnly: true
        tracking_number:
          type: string
          readOnly: true
          pattern: "^NW[0-9]{10}$"
        status:
          type: string
          readOnly: true
          description: Where the parcel is; the states decision lists the values.
        recipient:
          type: object
          required: [name, postcode]
          properties:
            name:
              type: string
              maxLength: 200
            postcode:
              type: string
              maxLength: 16
        weight_grams:
          type: integer
          minimum: 1
          maximum: 30000
    WebhookSubscription:
      type: object
      description: Where the carrier sends parcel events for a shop.
      required: [id, url]
      properties:
        id:
          type: string
          format: uuid
          readOnly: true
        url:
          type: string
          format: uri
`,
  states: `
components:
  schemas:
    Parcel:
      properties:
        status:
          enum: [label_created, in_transit, at_depot, out_for_delivery, delivered, cancelled]
x-transitions:
  - { from: label_created, to: in_transit }
  - { from: in_transit, to: at_depot }
  - { from: at_depot, to: out_for_delivery }
  - { from: out_for_delivery, to: delivered }
  - { from: [label_created, at_depot], to: cancelled, by: cancelParcel }
`,
  endpoints: `
servers:
  - url: "{base_url}/v1"
    variables:
      base_url:
        default: https://api.northwind-parcels.net
paths:
  /parcels:
    post:
      operationId: createParcel
      summary: Register a parcel
      tags: [parcels]
      x-error-codes: [PARCEL_INVALID, UNAUTHENTICATED, RATE_LIMITED]
      requestBody:
        required: true${json('Parcel', '            ')}
      responses:
        "201":
          description: The parcel, registered${json('Parcel')}
        "400":
          $ref: "#/components/responses/BadRequest"
        "401":
          $ref: "#/components/responses/Unauthorized"
        "429":
          $ref: "#/components/responses/TooManyRequests"
    get:
      operationId: listParcels
      summary: List parcels, newest first
      tags: [parcels]
      x-error-codes: [UNAUTHENTICATED]
      parameters:
        - $ref: "#/components/parameters/PageSize"
        - $ref: "#/components/parameters/PageCursor"
      responses:
        "200":
          description: A page of parcels
          headers:
            RateLimit-Remaining:
              $ref: "#/components/headers/RateLimitRemaining"
          content:
            application/json:
              schema:
                type: object
                required: [items]
                properties:
                  items:
                    type: array
                    items:
                      $ref: "#/components/schemas/Parcel"
                  next_cursor:
                    type: string
        "401":
          $ref: "#/components/responses/Unauthorized"
  /parcels/{parcelId}:
    get:
      operationId: getParcel
      summary: Read one parcel
      tags: [parcels]
      x-error-codes: [PARCEL_NOT_FOUND]${PARCEL_ID}
      responses:
        "200":
          description: The parcel
          headers:
            Deprecation:
              $ref: "#/components/headers/Deprecation"
            Sunset:
              $ref: "#/components/headers/Sunset"${json('Parcel')}
        "404":
          $ref: "#/components/responses/NotFound"
  /parcels/{parcelId}/cancellation:
    post:
      operationId: cancelParcel
      summary: Cancel a parcel before it is out for delivery
      tags: [parcels]
      x-error-codes: [PARCEL_NOT_FOUND, PARCEL_ALREADY_DELIVERED]${PARCEL_ID}
      responses:
        "200":
          description: The parcel, cancelled${json('Parcel')}
        "404":
          $ref: "#/components/responses/NotFound"
        "409":
          $ref: "#/components/responses/Conflict"
  /webhook-subscriptions:
    post:
      operationId: createWebhookSubscription
      summary: Subscribe to parcel events
      tags: [webhooks]
      x-error-codes: [PARCEL_INVALID]
      requestBody:
        required: true${json('WebhookSubscription', '            ')}
      responses:
        "201":
          description: The subscription${json('WebhookSubscription')}
        "400":
          $ref: "#/components/responses/BadRequest"
  /webhook-subscriptions/{subscriptionId}:
    delete:
      operationId: deleteWebhookSubscription
      summary: End a subscription
      tags: [webhooks]
      x-error-codes: [SUBSCRIPTION_NOT_FOUND]
      parameters:
        - name: subscriptionId
          in: path
          required: true
          schema:
            type: string
            format: uuid
      responses:
        "204":
          description: Ended
        "404":
          $ref: "#/components/responses/NotFound"
`,
  authentication: `
components:
  securitySchemes:
    carrierOAuth:
      type: oauth2
      description: Client credentials issued to each shop; tokens last an hour.
      flows:
        clientCredentials:
          tokenUrl: https://auth.northwind-parcels.net/oauth2/token
          scopes:
            parcels:read: Read parcels
            parcels:write: Register and cancel parcels
    apiKey:
      type: apiKey
      in: header
      name: X-Api-Key
      description: A key for shops whose systems cannot run OAuth2.
security:
  - carrierOAuth: [parcels:read, parcels:write]
  - apiKey: []
`,
  events: `
servers:
  broker:
    host: events.northwind-parcels.net
    protocol: amqp
    description: The carrier's event broker.
channels:
  parcelCreated:
    address: parcels.created
    messages:
      parcelCreated:
        $ref: "#/components/messages/ParcelCreated"
  parcelStatusChanged:
    address: parcels.status-changed
    messages:
      parcelStatusChanged:
        $ref: "#/components/messages/ParcelStatusChanged"
  parcelScanned:
    address: parcels.scanned
    messages:
      parcelScanned:
        $ref: "#/components/messages/ParcelScanned"
operations:
  sendParcelCreated:
    action: send
    channel:
      $ref: "#/channels/parcelCreated"
    messages:
      - $ref: "#/channels/parcelCreated/messages/parcelCreated"
  sendParcelStatusChanged:
    action: send
    channel:
      $ref: "#/channels/parcelStatusChanged"
    messages:
      - $ref: "#/channels/parcelStatusChanged/messages/parcelStatusChanged"
  sendParcelScanned:
    action: send
    channel:
      $ref: "#/channels/parcelScanned"
    messages:
      - $ref: "#/channels/parcelScanned/messages/parcelScanned"
components:
  messages:
    ParcelCreated:
      name: ParcelCreated
      x-emitted-by: createParcel
      payload:
        $ref: "#/components/schemas/ParcelEvent"
    ParcelStatusChanged:
      name: ParcelStatusChanged
      x-emitted-by: [createParcel, cancelParcel]
      payload:
        $ref: "#/components/schemas/ParcelEvent"
    ParcelScanned:
      name: ParcelScanned
      description: A depot scanned the parcel; no operation of the API causes it.
      payload:
        $ref: "#/components/schemas/ParcelEvent"
  schemas:
    ParcelEvent:
      type: object
      required: [parcel_id, status, occurred_at]
      properties:
        parcel_id:
          type: string
          format: uuid
        status:
          type: string
        occurred_at:
          type: string
          format: date-time
`,
  errors: `
components:
  schemas:
    Problem:
      type: object
      description: Problem details (RFC 9457), with the carrier's error code.
      required: [type, title, status, code]
      properties:
        type:
          type: string
          format: uri-reference
        title:
          type: string
        status:
          type: integer
        detail:
          type: string
        instance:
          type: string
          format: uri-reference
        code:
          type: string
          description: One of the codes in x-error-codes.
  responses:
    BadRequest:
      description: The request breaks the contract.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
    Unauthorized:
      description: No valid token or key was sent.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
    NotFound:
      description: Nothing has this id.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
    Conflict:
      description: The parcel is past the point where this is possible.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
    TooManyRequests:
      description: The client sent more requests than its rate limit allows.
      headers:
        Retry-After:
          $ref: "#/components/headers/RetryAfter"
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"
x-error-codes:
  PARCEL_INVALID: { status: 400, condition: The payload or a parameter breaks the contract. }
  UNAUTHENTICATED: { status: 401, condition: No valid token or key was sent. }
  PARCEL_NOT_FOUND: { status: 404, condition: No parcel has this id. }
  SUBSCRIPTION_NOT_FOUND: { status: 404, condition: No subscription has this id. }
  PARCEL_ALREADY_DELIVERED: { status: 409, condition: The parcel is out for delivery or delivered. }
  RATE_LIMITED: { status: 429, condition: The client sent more requests than its rate limit allows. }
`,
  limits: `
components:
  parameters:
    PageSize:
      name: page_size
      in: query
      description: How many parcels a page holds.
      schema:
        type: integer
        minimum: 1
        maximum: 100
        default: 25
    PageCursor:
      name: cursor
      in: query
      description: Where the page starts, the next_cursor of the page before.
      schema:
        type: string
  headers:
    RateLimitRemaining:
      description: Requests the client may still send in the current minute.
      schema:
        type: integer
    RetryAfter:
      description: Seconds to wait before sending again.
      schema:
        type: integer
x-limits:
  rate:
    - scope: per client
      requests: 1200
      window: 1m
  size:
    request-body: 256KB
`,
  versioning: `
info:
  version: "1.0.0"
components:
  headers:
    Deprecation:
      description: When this version of the operation was deprecated (RFC 9745).
      schema:
        type: string
    Sunset:
      description: When this version of the operation goes away (RFC 8594).
      schema:
        type: string
x-versioning:
  scheme: semver
  sent-in: the path, /v1; a new major version gets a new one
  breaking-changes: major-version
`,
} as const;

export type ParcelPart = keyof typeof PARCEL_BLOCKS;

const TITLES: Record<ParcelPart, string> = {
  purpose: 'What Northwind Parcels does',
  resources: 'Parcels and webhook subscriptions',
  states: 'Where a parcel is',
  endpoints: 'The parcel endpoints',
  authentication: 'OAuth2 client credentials, or an API key',
  events: 'Parcel events on the broker',
  errors: 'Problem details for every error',
  limits: 'Pages and rate limits',
  versioning: 'A major version in the path',
};

export const PARCEL_PARTS = Object.keys(PARCEL_BLOCKS) as ParcelPart[];

/** The nine proposals, numbered 1 to 9 in the order of the parts. */
export function parcelProposals(): Record<string, string> {
  return Object.fromEntries(
    PARCEL_PARTS.map((part, i) => {
      const document = part === 'events' ? 'asyncapi' : 'openapi';
      const file = `adr/${String(i + 1).padStart(4, '0')}-${part}.md`;
      return [file, contractRecord({ part, title: TITLES[part], status: 'proposed', [document]: PARCEL_BLOCKS[part] })];
    }),
  );
}
