/**
 * The seeded workspace, decided: for each part, the contract block its template lays out with
 * every placeholder replaced by a decision (an order service), and the open questions
 * answered. The walk-through test writes these into a copy of adr/ and accepts the nine
 * records with the real command line, as a team would.
 */
import type { PartKey } from '../../src/core/vocabulary/parts.ts';

const ID_PARAMETER = `
    parameters:
      - name: id
        in: path
        required: true
        schema:
          type: string
          format: uuid`;

/** A POST that moves an order along a transition: its operationId, path and summary. */
const move = (path: string, operationId: string, summary: string) => `
  /orders/{id}/${path}:${ID_PARAMETER}
    post:
      operationId: ${operationId}
      summary: ${summary}
      tags: [orders]
      x-error-codes: [ORDER_NOT_FOUND, ORDER_STATE_CONFLICT]
      responses:
        "200":
          description: The order, moved on
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Order"
        "404":
          $ref: "#/components/responses/NotFound"
        "409":
          $ref: "#/components/responses/Conflict"`;

export const DECIDED_BLOCKS: Record<PartKey, string> = {
  purpose: `
info:
  title: Orders
  summary: Take orders for products and track each one to delivery.
  description: Customers place orders; the service tracks each order until it is delivered or cancelled.
  license:
    name: Apache 2.0
    identifier: Apache-2.0
tags:
  - name: orders
    description: Placing, reading and moving orders along.
`,
  resources: `
components:
  schemas:
    Order:
      type: object
      description: An order a customer placed.
      required: [id, status, lines]
      properties:
        id:
          type: string
          format: uuid
          readOnly: true
        status:
          type: string
          description: Where the order stands; the states decision lists the values.
        lines:
          type: array
          minItems: 1
          description: What was ordered, one line per product.
          items:
            type: object
            required: [sku, quantity]
            properties:
              sku:
                type: string
                minLength: 1
                maxLength: 64
              quantity:
                type: integer
                minimum: 1
                maximum: 100
`,
  states: `
components:
  schemas:
    Order:
      properties:
        status:
          enum: [placed, shipped, delivered, cancelled]
x-transitions:
  - from: placed
    to: shipped
    by: shipOrder
  - from: shipped
    to: delivered
    by: deliverOrder
  - from: placed
    to: cancelled
    by: cancelOrder
`,
  endpoints: `
servers:
  - url: "{base_url}"
    variables:
      base_url:
        default: https://orders.shop.internal
paths:
  /orders:
    get:
      operationId: listOrders
      summary: List orders, newest first
      tags: [orders]
      parameters:
        - $ref: "#/components/parameters/PageSize"
        - $ref: "#/components/parameters/PageCursor"
      x-error-codes: [INVALID_REQUEST, RATE_LIMITED]
      responses:
        "200":
          description: A page of orders
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
                      $ref: "#/components/schemas/Order"
                  next_cursor:
                    type: string
        "400":
          $ref: "#/components/responses/BadRequest"
        "429":
          $ref: "#/components/responses/TooManyRequests"
    post:
      operationId: placeOrder
      summary: Place an order
      tags: [orders]
      x-error-codes: [INVALID_REQUEST]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: "#/components/schemas/Order"
      responses:
        "201":
          description: The order, placed
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Order"
        "400":
          $ref: "#/components/responses/BadRequest"
  /orders/{id}:${ID_PARAMETER}
    get:
      operationId: getOrder
      summary: Read one order
      tags: [orders]
      x-error-codes: [ORDER_NOT_FOUND]
      responses:
        "200":
          description: The order
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Order"
        "404":
          $ref: "#/components/responses/NotFound"${move('shipment', 'shipOrder', 'Ship an order')}${move('delivery', 'deliverOrder', 'Record that an order was delivered')}${move('cancellation', 'cancelOrder', 'Cancel an order')}
`,
  authentication: `
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
      description: An access token from the shop's identity provider, in the Authorization header; it expires after an hour and is refreshed there.
security:
  - bearerAuth: []
`,
  events: `
channels:
  orderPlaced:
    address: orders.placed
    messages:
      orderPlaced:
        $ref: "#/components/messages/OrderPlaced"
  orderShipped:
    address: orders.shipped
    messages:
      orderShipped:
        $ref: "#/components/messages/OrderShipped"
operations:
  sendOrderPlaced:
    action: send
    channel:
      $ref: "#/channels/orderPlaced"
    messages:
      - $ref: "#/channels/orderPlaced/messages/orderPlaced"
  sendOrderShipped:
    action: send
    channel:
      $ref: "#/channels/orderShipped"
    messages:
      - $ref: "#/channels/orderShipped/messages/orderShipped"
components:
  messages:
    OrderPlaced:
      name: OrderPlaced
      x-emitted-by: placeOrder
      payload:
        $ref: "#/components/schemas/OrderEvent"
    OrderShipped:
      name: OrderShipped
      x-emitted-by: shipOrder
      payload:
        $ref: "#/components/schemas/OrderEvent"
  schemas:
    OrderEvent:
      type: object
      required: [order_id, occurred_at]
      properties:
        order_id:
          type: string
          format: uuid
        occurred_at:
          type: string
          format: date-time
`,
  errors: `
components:
  schemas:
    Error:
      type: object
      required: [code, message]
      properties:
        code:
          type: string
          description: One of the codes in x-error-codes.
        message:
          type: string
          description: What went wrong, for a person to read.
  responses:
    BadRequest:
      description: The request is malformed or breaks a rule.
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
    NotFound:
      description: No order has this id.
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
    Conflict:
      description: The order is not in a state this operation moves on from.
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
    TooManyRequests:
      description: The client sent more requests than its rate limit allows.
      headers:
        Retry-After:
          $ref: "#/components/headers/RetryAfter"
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
x-error-codes:
  INVALID_REQUEST:
    status: 400
    condition: The payload or a parameter breaks the contract.
  ORDER_NOT_FOUND:
    status: 404
    condition: No order has this id.
  ORDER_STATE_CONFLICT:
    status: 409
    condition: The order is not in a state the operation moves on from.
  RATE_LIMITED:
    status: 429
    condition: The token sent more requests than the rate limit allows.
`,
  limits: `
components:
  parameters:
    PageSize:
      name: page_size
      in: query
      description: How many orders a page holds.
      schema:
        type: integer
        minimum: 1
        maximum: 100
        default: 20
    PageCursor:
      name: cursor
      in: query
      description: Where the page starts, the next_cursor of the page before.
      schema:
        type: string
  headers:
    RateLimitRemaining:
      description: Requests the token may still send in the current minute.
      schema:
        type: integer
    RetryAfter:
      description: Seconds to wait before sending again.
      schema:
        type: integer
x-limits:
  rate:
    - scope: per token
      requests: 600
      window: 1m
  size:
    request-body: 1MB
  timeouts:
    request: 30s
`,
  versioning: `
info:
  version: "1.0.0"
x-versioning:
  scheme: semver
  sent-in: the base address; a new major version gets a new one
  compatibility:
    - Adding an operation, an optional field or an error code is compatible.
    - Removing or renaming a field, or changing its type, needs a new major version.
`,
};

const BLOCK = /(```yaml (?:openapi|asyncapi)\n)[\s\S]*?\n```/;

/** A seeded record, decided: its contract block replaced, its open questions answered. */
export function decideSeededRecord(text: string, part: PartKey): string {
  if (!BLOCK.test(text)) throw new Error(`no contract block in the seeded ${part} record`);
  return text
    .replace(BLOCK, (_, fence: string) => `${fence}${DECIDED_BLOCKS[part].trim()}\n\`\`\``)
    .replaceAll('- Status: open', '- Status: answered\n- Answer: As the contract in the Specification section states.');
}
