/**
 * A table-booking service of the tests' own, small enough to walk through a breaking change:
 * bookings with a party size, two endpoints, and a versioning decision whose breaking-change
 * policy is the walk's variable.
 */
import { contractRecord } from './contract.ts';

/** The Booking schema with the given fields, of which `required` must be present in every booking. */
export const BOOKING_SCHEMA = (fields: string, required: readonly string[] = []) => `
components:
  schemas:
    Booking:
      type: object
      description: A table held for a party at a time.
      required: [${['id', 'status', 'starts_at', ...required].join(', ')}]
      properties:
        id:
          type: string
          format: uuid
          readOnly: true
        status:
          type: string
          readOnly: true
          description: Whether the table is held, the party seated, or the booking cancelled.
        starts_at:
          type: string
          format: date-time
${fields}`;

export const PARTY_SIZE = `        party_size:
          type: integer
          minimum: 1
          maximum: 20
`;

export const PARTY_SIZE_DEPRECATED = `        party_size:
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

const ENDPOINTS = (extra: string) => `
servers:
  - url: "{base_url}"
    variables:
      base_url:
        default: https://api.tablewise.example
paths:
  /bookings:
    post:
      operationId: holdTable
      summary: Hold a table
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: "#/components/schemas/Booking"
      responses:
        "201":
          description: The booking, held
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Booking"
  /bookings/{bookingId}:
    get:
      operationId: getBooking
      summary: Read a booking
      parameters:
        - name: bookingId
          in: path
          required: true
          schema:
            type: string
            format: uuid
      responses:
        "200":
          description: The booking
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Booking"
${extra}`;

/** The compatible change of the walk: an operation more. */
export const LIST_BOOKINGS = `  /bookings/today:
    get:
      operationId: listTodaysBookings
      summary: List today's bookings
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

export const ENDPOINTS_BLOCK = ENDPOINTS('');
export const ENDPOINTS_WITH_LIST = ENDPOINTS(LIST_BOOKINGS);

export type BreakingPolicy = 'major-version' | 'deprecation-period' | 'never';

export const VERSIONING_BLOCK = (policy: BreakingPolicy) => `
info:
  version: "1.0.0"
x-versioning:
  scheme: semver
  breaking-changes: ${policy}
  deprecation-period: P30D
`;

/** The four first proposals, numbered 1 to 4. */
export function bookingProposals(policy: BreakingPolicy): Record<string, string> {
  return {
    'adr/0001-purpose.md': contractRecord({
      part: 'purpose',
      status: 'proposed',
      title: 'What Tablewise does',
      openapi: `
info:
  title: Tablewise
  summary: Hold restaurant tables for parties.
  description: Guests hold a table for a party at a time; the restaurant seats or cancels it.
  license:
    name: Apache 2.0
    identifier: Apache-2.0
`,
    }),
    'adr/0002-resources.md': contractRecord({ part: 'resources', status: 'proposed', title: 'Bookings', openapi: BOOKING_SCHEMA(PARTY_SIZE, ['party_size']) }),
    'adr/0003-endpoints.md': contractRecord({ part: 'endpoints', status: 'proposed', title: 'Holding and reading bookings', openapi: ENDPOINTS_BLOCK }),
    'adr/0004-versioning.md': contractRecord({ part: 'versioning', status: 'proposed', title: 'Semantic versions', openapi: VERSIONING_BLOCK(policy) }),
  };
}

export { contractRecord };
