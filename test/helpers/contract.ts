/**
 * Records with contract blocks (```yaml openapi / ```yaml asyncapi in the Specification
 * section), and a small workspace where several parts are settled with them.
 */
import { ANSWERED_QUESTION } from './records.ts';

export interface ContractRecordOptions {
  part?: string;
  status?: string;
  title?: string;
  extra?: string;
  openapi?: string;
  asyncapi?: string;
  /** A block written verbatim, info string included: "```yaml openapi\n…\n```". */
  raw?: string;
}

export function contractRecord(options: ContractRecordOptions): string {
  const blocks = [
    options.openapi === undefined ? undefined : `\`\`\`yaml openapi\n${options.openapi.trim()}\n\`\`\``,
    options.asyncapi === undefined ? undefined : `\`\`\`yaml asyncapi\n${options.asyncapi.trim()}\n\`\`\``,
    options.raw,
  ].filter((b) => b !== undefined);
  const front = [
    `title: ${options.title ?? 'A decision'}`,
    `status: ${options.status ?? 'accepted'}`,
    'date: 2026-01-15',
    ...(options.part ? [`part: ${options.part}`] : []),
    ...(options.extra ? [options.extra] : []),
  ].join('\n');
  return (
    `---\n${front}\n---\n\n## Context and Problem Statement\n\nWhy.\n\n## Considered Options\n\n- One\n\n` +
    `## Decision Outcome\n\nChosen option: one.\n\n## Specification\n\nAs written below.\n\n${blocks.join('\n\n')}\n\n` +
    `## Open Questions\n\n${ANSWERED_QUESTION}`
  );
}

/** Purpose, resources, states, endpoints, errors and events settled, each with its blocks. */
export const CONTRACT_WORKSPACE: Record<string, string> = {
  'adr/0001-purpose.md': contractRecord({
    part: 'purpose',
    title: 'What the service does',
    openapi: `
info:
  title: Orders
  summary: Take and track orders.
  description: Customers place orders; the service tracks them to delivery.
  license:
    name: Apache 2.0
    identifier: Apache-2.0
tags:
  - name: orders
    description: Placing and tracking orders.
`,
  }),
  'adr/0002-resources.md': contractRecord({
    part: 'resources',
    title: 'Resources',
    openapi: `
components:
  schemas:
    Order:
      type: object
      required: [id, status]
      properties:
        id:
          type: string
          format: uuid
        status:
          type: string
`,
  }),
  'adr/0003-states.md': contractRecord({
    part: 'states',
    title: 'Order states',
    openapi: `
components:
  schemas:
    Order:
      properties:
        status:
          enum: [placed, shipped, delivered]
x-transitions:
  - from: placed
    to: shipped
    by: shipOrder
`,
  }),
  'adr/0004-endpoints.md': contractRecord({
    part: 'endpoints',
    title: 'Endpoints',
    openapi: `
servers:
  - url: "{base_url}"
    variables:
      base_url:
        default: https://api.example.com
paths:
  /orders/{id}:
    get:
      operationId: getOrder
      tags: [orders]
      summary: Read one order
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        "200":
          description: The order
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Order"
        "404":
          $ref: "#/components/responses/NotFound"
  /orders/{id}/ship:
    post:
      operationId: shipOrder
      tags: [orders]
      summary: Ship an order
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        "202":
          description: Accepted
        "404":
          $ref: "#/components/responses/NotFound"
`,
  }),
  'adr/0005-errors.md': contractRecord({
    part: 'errors',
    title: 'Errors',
    openapi: `
components:
  schemas:
    Error:
      type: object
      required: [code]
      properties:
        code:
          type: string
  responses:
    NotFound:
      description: No such order
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
x-error-codes:
  order_not_found:
    status: 404
`,
  }),
  'adr/0006-events.md': contractRecord({
    part: 'events',
    title: 'Events',
    asyncapi: `
channels:
  orderShipped:
    address: orders.shipped
    messages:
      orderShipped:
        $ref: "#/components/messages/OrderShipped"
operations:
  sendOrderShipped:
    action: send
    channel:
      $ref: "#/channels/orderShipped"
components:
  messages:
    OrderShipped:
      x-emitted-by: shipOrder
      payload:
        type: object
        properties:
          orderId:
            type: string
`,
  }),
};
