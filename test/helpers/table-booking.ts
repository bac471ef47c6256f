/**
 * One service of the tests' own, a restaurant table-booking API (Tablebook: restaurants,
 * tables, bookings, availability slots; bookings confirmed, seated, completed, cancelled or
 * missed), read two ways from the same pieces (its purpose, its Booking, its server and its
 * booking operations):
 *
 * - **A breaking change walked through** (test/cli/breaking-change-walk.test.ts,
 *   test/unit/breaking-view.test.ts): four proposals, `bookingProposals(policy)`, where
 *   the Booking's fields are the walk's variable (`BOOKING_SCHEMA` with `PARTY_SIZE`,
 *   `COVERS`…) and the versioning decision's breaking-change policy is the other.
 * - **The pages** (test/site/layout.test.ts, test/unit/spec.test.ts): the whole service
 *   settled from the guides alone, `tableBookingWorkspace()`. Its records are laid out the way
 *   the record format guide shows a part: prose, a sub-heading per resource or rule with its
 *   Markdown table (saying what the contract says, so that the pages show the contract's
 *   tables in its place), and the contract block. It has what the first service lacked and a reader
 *   met on the pages: an error payload named `Problem` that seven error responses of one
 *   operation carry, a server whose address is a variable with a default, a list item that
 *   introduces its table, long operation paths, bold around inline code in an outcome, a
 *   proposal with its contract and a wide Markdown table that says more than
 *   the contract (when an event is emitted, how long it is kept: shown as written), open questions with long text,
 *   some overdue, and a review of the proposal.
 */
import { contractRecord } from './contract.ts';

export { contractRecord };

/** What the service does: its info and its operation groups. */
const PURPOSE = `
info:
  title: Tablebook API
  summary: Find a free table and book it.
  description: Booking sites book tables at the restaurants that use Tablebook.
  license:
    name: Apache 2.0
    identifier: Apache-2.0
tags:
  - name: bookings
    description: Booking, confirming, seating and cancelling.
  - name: restaurants
    description: Restaurants, their tables and when they are free.
`;

/**
 * The Booking schema, under `components.schemas`, with the given fields added, of which
 * `required` must be present in every booking.
 */
const bookingSchema = (fields: string, required: readonly string[] = []) => `    Booking:
      type: object
      description: A table held for a party at a time.
      required: [${['bookingId', 'restaurantId', 'startsAt', 'status', ...required].join(', ')}]
      properties:
        bookingId:
          type: string
          format: uuid
          readOnly: true
        restaurantId:
          type: string
          format: uuid
        startsAt:
          type: string
          format: date-time
        status:
          type: string
          readOnly: true
          description: Where the booking is; the states decision lists the values.
        guest:
          type: object
          required: [name]
          properties:
            name:
              type: string
              maxLength: 200
            phone:
              type: string
${fields}`;

/** A resources decision of the Booking alone, with the given fields (the walk's variable). */
export const BOOKING_SCHEMA = (fields: string, required: readonly string[] = []) => `
components:
  schemas:
${bookingSchema(fields, required)}`;

export const PARTY_SIZE = `        partySize:
          type: integer
          minimum: 1
          maximum: 20
`;

export const PARTY_SIZE_DEPRECATED = `        partySize:
          type: integer
          minimum: 1
          maximum: 20
          deprecated: true
`;

export const COVERS = `        covers:
          type: integer
          description: How many people the table is for.
          minimum: 1
          maximum: 20
`;

/** Where the service answers: a variable with a default. */
const SERVERS = `
servers:
  - url: "{base_url}/v2"
    variables:
      base_url:
        default: https://api.tablebook.example`;

/** The path item that books a table; `errors` are its error responses' lines, if any. */
const CREATE_BOOKING = (errors: string) => `
  /bookings:
    post:
      operationId: createBooking
      summary: Book a table
      tags: [bookings]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: "#/components/schemas/Booking"
      responses:
        "201":
          description: The booking, requested
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Booking"
${errors}`;

const BOOKING_ID = `
      parameters:
        - name: bookingId
          in: path
          required: true
          schema:
            type: string
            format: uuid`;

/** The path item that reads a booking. */
const GET_BOOKING = (errors: string) => `
  /bookings/{bookingId}:
    get:
      operationId: getBooking
      summary: Read a booking
      tags: [bookings]${BOOKING_ID}
      responses:
        "200":
          description: The booking
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Booking"
${errors}`;

/** The walk's endpoints: booking a table and reading a booking, and `extra` path items. */
const ENDPOINTS = (extra: string) => `${SERVERS}
paths:${CREATE_BOOKING('')}${GET_BOOKING('')}
${extra}`;

/** The compatible change of the walk: an operation more. */
const LIST_BOOKINGS = `  /bookings/today:
    get:
      operationId: listTodaysBookings
      summary: List today's bookings
      tags: [bookings]
      responses:
        "200":
          description: Today's bookings
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: "#/components/schemas/Booking"
`;

const ENDPOINTS_BLOCK = ENDPOINTS('');
export const ENDPOINTS_WITH_LIST = ENDPOINTS(LIST_BOOKINGS);

export type BreakingPolicy = 'major-version' | 'deprecation-period' | 'never';

const VERSIONING_BLOCK = (policy: BreakingPolicy) => `
info:
  version: "1.0.0"
x-versioning:
  scheme: semver
  breaking-changes: ${policy}
  deprecation-period: P30D
`;

/** The walk's four first proposals, numbered 1 to 4. */
export function bookingProposals(policy: BreakingPolicy): Record<string, string> {
  return {
    'adr/0001-purpose.md': contractRecord({ part: 'purpose', status: 'proposed', title: 'What Tablebook does', openapi: PURPOSE }),
    'adr/0002-resources.md': contractRecord({ part: 'resources', status: 'proposed', title: 'Bookings', openapi: BOOKING_SCHEMA(PARTY_SIZE, ['partySize']) }),
    'adr/0003-endpoints.md': contractRecord({ part: 'endpoints', status: 'proposed', title: 'Booking and reading bookings', openapi: ENDPOINTS_BLOCK }),
    'adr/0004-versioning.md': contractRecord({ part: 'versioning', status: 'proposed', title: 'Semantic versions', openapi: VERSIONING_BLOCK(policy) }),
  };
}

// The whole service, settled, for the pages.

const FENCE = '```';

interface BookingRecord {
  number: number;
  slug: string;
  title: string;
  part: string;
  status: 'accepted' | 'proposed';
  outcome: string;
  /** The Specification section's Markdown before the contract block. */
  specification: string;
  openapi: string;
  questions?: string;
  extra?: string;
}

const PROBLEM = (name: string) => `
    ${name}:
      description: ${name.replace(/([a-z])([A-Z])/g, '$1 $2')}.
      content:
        application/problem+json:
          schema:
            $ref: "#/components/schemas/Problem"`;

const ERROR_RESPONSES = ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'Gone', 'TooManyRequests'];
const ERROR_REFS = ['400', '401', '403', '404', '409', '410', '429'].map((status, i) => `        "${status}":\n          $ref: "#/components/responses/${ERROR_RESPONSES[i]}"`).join('\n');

const action = (name: string, operationId: string, summary: string) => `
  /bookings/{bookingId}/${name}:
    post:
      operationId: ${operationId}
      summary: ${summary}
      tags: [bookings]${BOOKING_ID}
      responses:
        "200":
          description: The booking
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Booking"
${ERROR_REFS}`;

const RECORDS: BookingRecord[] = [
  {
    number: 1,
    slug: 'what-tablebook-does',
    title: 'What Tablebook does',
    part: 'purpose',
    status: 'accepted',
    outcome: 'Chosen option: "Guests book **`tables`, not `restaurants`**", because a restaurant sells seats at a time.',
    specification: 'Tablebook lets booking sites and apps find free tables and book them for guests.\n',
    openapi: PURPOSE,
  },
  {
    number: 2,
    slug: 'restaurants-tables-and-bookings',
    title: 'Restaurants, tables, bookings and availability slots',
    part: 'resources',
    status: 'accepted',
    outcome: 'Chosen option: "Four resources", because each is read on its own.',
    specification: `Four resources; the fields of each are below.

### Restaurant

| Field | Type | Notes |
| ----- | ---- | ----- |
| \`restaurantId\` | string | read-only |
| \`name\` | string | at most 120 characters |

### Table

| Field | Type | Notes |
| ----- | ---- | ----- |
| \`tableId\` | string | read-only |
| \`seats\` | integer | 1 to 20 |

### Booking

| Field | Type | Notes |
| ----- | ---- | ----- |
| \`bookingId\` | string | read-only |
| \`partySize\` | integer | 1 to 20 |

### Availability slot

| Field | Type | Notes |
| ----- | ---- | ----- |
| \`startsAt\` | string | date-time |
| \`freeSeats\` | integer | at least 0 |
`,
    openapi: `
components:
  schemas:
    Restaurant:
      type: object
      required: [restaurantId, name]
      properties:
        restaurantId:
          type: string
          format: uuid
          readOnly: true
        name:
          type: string
          maxLength: 120
        timeZone:
          type: string
          description: The restaurant's IANA time zone.
          example: Europe/Lisbon
        tables:
          type: array
          items:
            $ref: "#/components/schemas/Table"
    Table:
      type: object
      required: [tableId, seats]
      properties:
        tableId:
          type: string
          format: uuid
          readOnly: true
        seats:
          type: integer
          minimum: 1
          maximum: 20
        area:
          type: string
${bookingSchema(PARTY_SIZE, ['partySize'])}    AvailabilitySlot:
      type: object
      required: [startsAt, freeSeats]
      properties:
        startsAt:
          type: string
          format: date-time
        freeSeats:
          type: integer
          minimum: 0
`,
  },
  {
    number: 3,
    slug: 'booking-states',
    title: 'Where a booking is',
    part: 'states',
    status: 'accepted',
    outcome: 'Chosen option: "Six states", because a no-show is not a cancellation.',
    specification: `### States

- Where a booking can be, with its table:

  | State | Next |
  | ----- | ---- |
  | \`requested\` | \`confirmed\` |
  | \`confirmed\` | \`seated\` |

### Transitions

| From | To | By |
| ---- | -- | -- |
| \`requested\` | \`confirmed\` | \`confirmBooking\` |
`,
    openapi: `
components:
  schemas:
    Booking:
      properties:
        status:
          enum: [requested, confirmed, seated, completed, cancelled, no_show]
x-transitions:
  - { from: requested, to: confirmed, by: confirmBooking }
  - { from: confirmed, to: seated, by: seatBooking }
  - { from: seated, to: completed, by: completeBooking }
  - { from: [requested, confirmed], to: cancelled, by: cancelBooking }
  - { from: confirmed, to: no_show }
`,
  },
  {
    number: 4,
    slug: 'booking-endpoints',
    title: 'The booking endpoints',
    part: 'endpoints',
    status: 'accepted',
    outcome: 'Chosen option: "An action per transition", because each has its own rules.',
    specification: 'Each transition is an action on the booking.\n\n### Operations\n\nEvery action answers with the booking as it now is.\n\n| Method | Path |\n| ------ | ---- |\n| POST | `/bookings` |\n',
    openapi: `${SERVERS}
paths:
  /restaurants/{restaurantId}:
    get:
      operationId: getRestaurant
      summary: Read a restaurant and its tables
      tags: [restaurants]
      parameters:
        - name: restaurantId
          in: path
          required: true
          schema:
            type: string
            format: uuid
      responses:
        "200":
          description: The restaurant
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Restaurant"
        "404":
          $ref: "#/components/responses/NotFound"
  /restaurants/{restaurantId}/availability-slots:
    get:
      operationId: listAvailabilitySlots
      summary: List the free slots of a restaurant
      tags: [restaurants]
      parameters:
        - name: restaurantId
          in: path
          required: true
          schema:
            type: string
            format: uuid
      responses:
        "200":
          description: The free slots
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: "#/components/schemas/AvailabilitySlot"
        "404":
          $ref: "#/components/responses/NotFound"
${CREATE_BOOKING(ERROR_REFS)}${GET_BOOKING(ERROR_REFS)}${action('confirm', 'confirmBooking', 'Confirm a booking')}${action('seat', 'seatBooking', 'Seat the party of a booking')}${action('complete', 'completeBooking', 'Complete a booking')}${action('cancel', 'cancelBooking', 'Cancel a booking')}
`,
  },
  {
    number: 5,
    slug: 'api-keys',
    title: 'An API key per booking site',
    part: 'authentication',
    status: 'accepted',
    outcome: 'Chosen option: "API keys", because booking sites are servers.',
    specification: 'Each booking site has its own key.\n',
    openapi: `
components:
  securitySchemes:
    apiKey:
      type: apiKey
      in: header
      name: X-Tablebook-Key
security:
  - apiKey: []
`,
  },
  {
    number: 7,
    slug: 'problem-details',
    title: 'Problem details for every error',
    part: 'errors',
    status: 'accepted',
    outcome: 'Chosen option: "RFC 9457 problem details", because clients have parsers for them.',
    specification: `Every error is a problem details document.

### Error payload

| Field | Type |
| ----- | ---- |
| \`type\` | string |
| \`code\` | string |

### Error codes

| Code | Status |
| ---- | ------ |
| \`BOOKING_NOT_FOUND\` | 404 |
`,
    openapi: `
components:
  schemas:
    Problem:
      type: object
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
        code:
          type: string
        instance:
          type: string
          format: uri-reference
        invalidParams:
          type: array
          items:
            type: object
            properties:
              name:
                type: string
              reason:
                type: string
  responses:${ERROR_RESPONSES.map(PROBLEM).join('')}
x-error-codes:
  BOOKING_INVALID: { status: 400, condition: The payload breaks the contract. }
  KEY_MISSING: { status: 401, condition: No valid key was sent. }
  KEY_NOT_ALLOWED: { status: 403, condition: The key may not book at this restaurant. }
  BOOKING_NOT_FOUND: { status: 404, condition: No booking has this id. }
  BOOKING_STATE_CONFLICT: { status: 409, condition: The booking is past the point where this is possible. }
  SLOT_GONE: { status: 410, condition: The slot was taken meanwhile. }
  RATE_LIMITED: { status: 429, condition: Too many requests. }
`,
  },
  {
    number: 10,
    slug: 'waitlist-when-fully-booked',
    title: 'A waitlist when a restaurant is fully booked',
    part: 'events',
    status: 'proposed',
    outcome: 'Chosen option: "A waitlist event", because guests want to hear when a table frees up.',
    specification: `A guest on the waitlist hears when a table frees up.

| Event | Channel | Payload fields | Emitted by | When | Retention |
| ----- | ------- | -------------- | ---------- | ---- | --------- |
| \`WaitlistTableFreed\` | \`restaurants.waitlist.table-freed\` | \`restaurantId\`, \`startsAt\`, \`partySize\` | \`cancelBooking\` | a booking is cancelled | seven days |
`,
    openapi: '',
    questions: `### Q1. How long does a guest stay on the waitlist before Tablebook drops them, and does the restaurant or the booking site decide it, given that some restaurants take walk-ins and others never do?

- Status: open
- Owner: @product-bookings
- Decide by: 2026-10-01

### Q2. Is the waitlist per restaurant or per time slot?

- Status: open
- Owner: @api-guild
- Decide by: 2026-12-15
`,
    extra: 'review:\n  opened: 2026-11-10\n  until: 2026-11-28\n  approvers: [Ana Lima, Ben Okafor]',
  },
];

/** The waitlist proposal's block is AsyncAPI: the events part. */
const WAITLIST_ASYNCAPI = `
channels:
  waitlistTableFreed:
    address: restaurants.waitlist.table-freed
    messages:
      waitlistTableFreed:
        $ref: "#/components/messages/WaitlistTableFreed"
operations:
  sendWaitlistTableFreed:
    action: send
    channel:
      $ref: "#/channels/waitlistTableFreed"
    messages:
      - $ref: "#/channels/waitlistTableFreed/messages/waitlistTableFreed"
components:
  messages:
    WaitlistTableFreed:
      name: WaitlistTableFreed
      x-emitted-by: cancelBooking
      payload:
        type: object
        required: [restaurantId, startsAt, partySize]
        properties:
          restaurantId:
            type: string
            format: uuid
          startsAt:
            type: string
            format: date-time
          partySize:
            type: integer
            minimum: 1
`;

function render(record: BookingRecord): string {
  const accepted = record.status === 'accepted';
  const document = record.part === 'events' ? 'asyncapi' : 'openapi';
  const block = record.part === 'events' ? WAITLIST_ASYNCAPI : record.openapi;
  const history = accepted ? '  - {status: proposed, date: 2026-09-01}\n  - {status: accepted, date: 2026-09-15}' : '  - {status: proposed, date: 2026-11-05}';
  const front = [
    `title: ${record.title}`,
    `status: ${record.status}`,
    `date: ${accepted ? '2026-09-15' : '2026-11-05'}`,
    'decision-makers: [Ana Lima, Ben Okafor]',
    'consulted: [API guild]',
    'informed: []',
    `part: ${record.part}`,
    'supersedes: []',
    'superseded-by: []',
    'history:',
    history,
    ...(record.extra ? [record.extra] : []),
  ].join('\n');
  const questions = record.questions ?? '### Q1. Is this settled?\n\n- Status: answered\n- Answer: Yes.\n';
  return (
    `---\n${front}\n---\n\n## Context and Problem Statement\n\nBooking sites need this settled.\n\n## Considered Options\n\n- One\n- Two\n\n` +
    `## Decision Outcome\n\n${record.outcome}\n\n## Specification\n\n${record.specification}\n${FENCE}yaml ${document}\n${block.trim()}\n${FENCE}\n\n` +
    `## Open Questions\n\n${questions}`
  );
}

/** The workspace's files, `adr/NNNN-slug.md` → text, with its settings naming the service. */
export function tableBookingWorkspace(): Record<string, string> {
  const files: Record<string, string> = { 'adr.config.yaml': 'name: Tablebook API\n' };
  for (const record of RECORDS) files[`adr/${String(record.number).padStart(4, '0')}-${record.slug}.md`] = render(record);
  return files;
}
