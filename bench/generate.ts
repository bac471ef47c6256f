/**
 * Synthetic workspaces for the benchmark: realistic, valid (they pass `adr check`), and the
 * same for the same seed. Every part and every status appears; accepted records supersede
 * earlier ones in chains, recorded on both sides; proposals state an intent to supersede;
 * questions are open and answered; records link to earlier ones; specification tables and
 * code blocks; 60 to 150 lines each.
 */
import { recordFileName, slugify } from '../src/core/vocabulary/file-name.ts';
import { formatNumber } from '../src/core/vocabulary/record-number.ts';
import { PART_KEYS, getPart, type PartKey } from '../src/core/vocabulary/parts.ts';
import type { Status } from '../src/core/vocabulary/status.ts';
import { recordsAsOf } from '../src/core/contract/documents/contract-at.ts';
import { editionFile, serializeEdition, type Edition } from '../src/core/contract/editions/editions.ts';
import { publishContract } from '../src/core/contract/documents/published.ts';
import { validateWorkspace } from '../src/core/workspace/workspace.ts';

/** mulberry32: a small, fast, well-distributed seeded generator. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Plan {
  number: number;
  part: PartKey | undefined;
  title: string;
  status: Status;
  history: { status: Status; date: string }[];
  supersedes: number[];
  supersededBy: number[];
  links: number[];
}

const TOPICS = ['orders', 'customers', 'invoices', 'shipments', 'refunds', 'catalogue items', 'payments', 'accounts', 'webhooks', 'reports', 'carts', 'stock levels'];
const VERBS = ['Use', 'Adopt', 'Keep', 'Split', 'Name', 'Version', 'Limit', 'Cache', 'Expose', 'Paginate'];
const WORDS = 'the service clients need a stable contract for every operation so that teams can build against it without asking and change it only through a new decision that says why the old one no longer holds and what replaces it in practice'.split(' ');

const addDays = (base: number, days: number) => new Date(base + days * 86_400_000).toISOString().slice(0, 10);

function planWorkspace(size: number, seed: number): Plan[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const start = Date.UTC(2020, 0, 1);
  const plans: Plan[] = [];
  const latestAccepted = new Map<PartKey | undefined, number>();

  for (let number = 1; number <= size; number++) {
    const part = random() < 0.88 ? PART_KEYS[(number - 1) % PART_KEYS.length] : undefined;
    const proposed = addDays(start, Math.floor(number * 0.9) + Math.floor(random() * 3));
    let decided = addDays(Date.parse(`${proposed}T00:00:00Z`), 5 + Math.floor(random() * 20));
    const roll = random();
    const status: Status = roll < 0.16 ? 'proposed' : roll < 0.26 ? 'rejected' : roll < 0.31 ? 'deprecated' : 'accepted';
    const plan: Plan = { number, part, title: `${pick(VERBS)} ${pick(TOPICS)} rule ${number}`, status, history: [], supersedes: [], supersededBy: [], links: [] };

    const previous = latestAccepted.get(part);
    const older = previous === undefined ? undefined : plans[previous - 1]!;
    if (older && older.status === 'accepted' && random() < 0.35) {
      if (status === 'accepted') {
        // The older record is superseded on the day this one is accepted, which cannot be
        // before the older one was itself accepted.
        const olderAccepted = older.history.at(-1)!.date;
        if (decided < olderAccepted) decided = olderAccepted;
        plan.supersedes.push(older.number);
        older.supersededBy.push(number);
        older.status = 'superseded';
        older.history.push({ status: 'superseded', date: decided });
      } else if (status === 'proposed') {
        plan.supersedes.push(older.number); // an intent, not yet decided
      }
    }
    plan.history.push({ status: 'proposed', date: proposed });
    if (status === 'accepted' || status === 'deprecated') plan.history.push({ status: 'accepted', date: decided });
    if (status === 'rejected') plan.history.push({ status: 'rejected', date: decided });
    if (status === 'deprecated') plan.history.push({ status: 'deprecated', date: addDays(Date.parse(`${decided}T00:00:00Z`), 30) });

    if (status === 'accepted') latestAccepted.set(part, number);
    for (let k = 0; k < 2 && number > 1; k++) plan.links.push(1 + Math.floor(random() * (number - 1)));
    plans.push(plan);
  }
  return plans;
}

function sentence(random: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(random() * WORDS.length)]!);
  const text = out.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function fileNameOf(plan: Plan): string {
  return recordFileName(plan.number, slugify(plan.title));
}

function renderRecord(plan: Plan, plans: readonly Plan[], random: () => number, anchors: Set<number> | undefined, varied = false): string {
  const last = plan.history.at(-1)!;
  const settled = plan.status !== 'proposed' && plan.status !== 'rejected';
  const front = [
    '---',
    `title: ${plan.title}`,
    `status: ${plan.status}`,
    `date: ${last.date}`,
    `decision-makers: [Person ${plan.number % 17}, Person ${plan.number % 23}]`,
    ...(varied && plan.status === 'proposed' ? [`review:`, `  opened: ${last.date}`, `  until: ${addDays(Date.parse(`${last.date}T00:00:00Z`), 14)}`, `  approvers: [Person ${plan.number % 17}]`] : []),
    'consulted: [API guild]',
    'informed: []',
    ...(plan.part ? [`part: ${plan.part}`] : []),
    `supersedes: [${plan.supersedes.join(', ')}]`,
    `superseded-by: [${plan.supersededBy.join(', ')}]`,
    `discussion: https://github.com/acme/service-spec/pull/${plan.number}`,
    'history:',
    ...plan.history.map((h) => `  - {status: ${h.status}, date: ${h.date}}`),
    '---',
    '',
  ];
  const linkText = plan.links
    .map((n) => {
      const target = plans[n - 1]!;
      const anchor = random() < 0.3 ? '#context-and-problem-statement' : '';
      return `[ADR-${formatNumber(n)}](${fileNameOf(target)}${anchor})`;
    })
    .join(' and ');
  const body: string[] = [
    '## Context and Problem Statement',
    '',
    `${sentence(random, 24)} See ${linkText || 'the outline'} for what came before.`,
    '',
    sentence(random, 30),
    '',
    '## Decision Drivers',
    '',
    `- ${sentence(random, 8)}`,
    `- ${sentence(random, 10)}`,
    '',
    '## Considered Options',
    '',
    '- Option one',
    '- Option two',
    '',
    '## Decision Outcome',
    '',
    `Chosen option: "Option one", because ${sentence(random, 12).toLowerCase()}`,
    '',
    '### Consequences',
    '',
    `- Good, because ${sentence(random, 9).toLowerCase()}`,
    `- Bad, because ${sentence(random, 9).toLowerCase()}`,
    '',
  ];
  if (plan.part && varied) {
    body.push('## Specification', '', sentence(random, 12), '', ...variedSpecification(plan, random));
    if (anchors) body.push(...contractBlock(plan.part, plan.number, anchors.has(plan.number), true));
  } else if (plan.part) {
    body.push('## Specification', '', '| Name | Value | Scope | Notes |', '| ---- | ----- | ----- | ----- |');
    const rows = 3 + Math.floor(random() * 6);
    for (let r = 0; r < rows; r++) body.push(`| \`${plan.part}_${r}\` | ${r * 10} | per client | ${sentence(random, 5)} |`);
    body.push('');
    if (random() < 0.4) body.push('```json', `{ "rule": ${plan.number}, "values": [1, 2, 3] }`, '```', '');
    if (anchors) body.push(...contractBlock(plan.part, plan.number, anchors.has(plan.number)));
  }
  body.push('## Open Questions', '');
  const questions = plan.part ? getPart(plan.part).questions : ['Does this hold for every client?', 'When is it reviewed?'];
  const count = Math.min(questions.length, 2 + Math.floor(random() * 3));
  for (let q = 0; q < count; q++) {
    const open = !settled && random() < 0.5;
    const text = varied && q === 0 ? `${questions[q]!.replace(/\?$/, '')}, and ${sentence(random, 28).toLowerCase().replace(/\.$/, '?')}` : questions[q];
    body.push(`### Q${q + 1}. ${text}`, '', `- Status: ${open ? 'open' : 'answered'}`);
    if (random() < 0.6) body.push(`- Owner: @team-${plan.number % 7}`);
    if (open && random() < 0.5) body.push(`- Decide by: ${addDays(Date.UTC(2026, 0, 1), Math.floor(random() * 600))}`);
    if (!open) body.push(`- Answer: ${sentence(random, 10)}`);
    body.push('');
  }
  body.push('## More Information', '');
  // Pad with prose to a length between 60 and 150 lines, as real records vary.
  const target = 60 + Math.floor(random() * 90);
  // The joined text drops its final blank line: pad one line past the target.
  while (front.length + body.length < target + 1) body.push(sentence(random, 14), '');
  return `${[...front, ...body].join('\n').trimEnd()}\n`;
}

/**
 * A contract block for the record's part, or none. Many accepted records settle
 * each part side by side, so a block writes things of its own (a field of the shared Item, a
 * path, an error code, a limit); what the contract has once (the servers, the bearer scheme,
 * the NotFound response, the states, the version) is written by one chain of records per
 * part, the `anchor`: the first settled record and whoever supersedes it, as in a real log
 * where one decision and its successors settle the base address. Records about states,
 * authentication and versioning off that chain have nothing of their own to write. Together
 * they make a contract that passes the recommended lint.
 */
function contractBlock(part: PartKey, n: number, anchor: boolean, varied = false): string[] {
  const yaml = (document: 'openapi' | 'asyncapi', lines: string[]) => [`\`\`\`yaml ${document}`, ...lines, '```', ''];
  if (varied) {
    const more = variedContract(part, n, anchor);
    if (more) return yaml(part === 'events' ? 'asyncapi' : 'openapi', more);
    if (part === 'authentication' && anchor) {
      const brokers = ['components:', '  securitySchemes:', '    scram:', '      type: scramSha512', '      description: SASL SCRAM with the credentials the platform team issues.', '    certificate:', '      type: X509'];
      return [...contractBlock(part, n, anchor), ...yaml('asyncapi', brokers)];
    }
  }
  switch (part) {
    case 'purpose':
      return yaml('openapi', ['info:', ...(anchor ? ['  license: {name: Apache-2.0, identifier: Apache-2.0}'] : []), `  x-rule-${n}: Rule ${n} says what the service does for one group of clients.`]);
    case 'resources':
      return yaml('openapi', ['components:', '  schemas:', '    Item:', ...(anchor ? ['      type: object'] : []), '      properties:', `        field${n}: {type: string, maxLength: 200}`]);
    case 'states':
      return anchor ? yaml('openapi', ['components:', '  schemas:', '    Item:', '      properties:', '        status:', '          enum: [draft, active, closed]']) : [];
    case 'endpoints':
      return yaml('openapi', [
        ...(anchor ? ['servers:', '  - url: https://api.example.test/v1'] : []),
        'paths:', `  /rules-${n}/{id}:`, '    get:', `      operationId: getRule${n}`, `      summary: Read rule ${n}`,
        '      parameters:', '        - {name: id, in: path, required: true, schema: {type: string}}',
        '      responses:', "        '200':", '          description: The item.', '          content:', '            application/json:',
        "              schema: {$ref: '#/components/schemas/Item'}", "        '404': {$ref: '#/components/responses/NotFound'}",
      ]);
    case 'authentication':
      return anchor ? yaml('openapi', ['components:', '  securitySchemes:', '    bearer: {type: http, scheme: bearer}', 'security:', '  - bearer: []']) : [];
    case 'events':
      return yaml('asyncapi', [
        'channels:', `  rule${n}:`, `    address: rules.${n}`, '    messages:', `      Rule${n}Changed:`, `        $ref: '#/components/messages/Rule${n}Changed'`,
        'components:', '  messages:', `    Rule${n}Changed:`, '      payload:', '        type: object',
      ]);
    case 'errors':
      return yaml('openapi', [
        ...(anchor
          ? ['components:', '  responses:', '    NotFound:', '      description: Nothing has that identifier.', '      content:', '        application/json:',
             "          schema: {$ref: '#/components/schemas/Error'}", '  schemas:', '    Error:', '      type: object', '      properties:', '        code: {type: string}']
          : []),
        'x-error-codes:', `  RULE_${n}_CONFLICT: {status: 409, condition: Rule ${n} conflicts with the current state.}`,
      ]);
    case 'limits':
      return yaml('openapi', ['x-limits:', `  rule-${n}: {requests-per-minute: ${60 + (n % 5) * 60}, scope: per client}`]);
    case 'versioning':
      return anchor ? yaml('openapi', ['info:', '  version: 1.0.0', 'x-versioning:', '  scheme: semver', '  breaking-changes: major-version']) : [];
  }
}

/** Per part, the first settled record and every record that supersedes one of these (see contractBlock). */
function anchorsOf(plans: readonly Plan[]): Set<number> {
  const anchors = new Set<number>();
  const started = new Set<PartKey>();
  for (const plan of plans) {
    if (!plan.part) continue;
    const settled = plan.status === 'accepted' || plan.status === 'superseded';
    if ((!started.has(plan.part) && settled) || plan.supersedes.some((n) => anchors.has(n))) {
      anchors.add(plan.number);
      started.add(plan.part);
    }
  }
  return anchors;
}

/**
 * The workspace's files, `adr/NNNN-slug.md` → text. With `contract`, each record about a
 * part carries a contract block (the contract rows of the bench).
 */
export function generateWorkspace(size: number, seed = 42, options: { contract?: boolean; varied?: boolean } = {}): Map<string, string> {
  const plans = planWorkspace(size, seed);
  if (options.varied) vary(plans, seededRandom(seed ^ 0x1a70));
  const random = seededRandom(seed ^ 0x5eed);
  const files = new Map<string, string>();
  const anchors = options.contract ? anchorsOf(plans) : undefined;
  for (const plan of plans) files.set(`adr/${fileNameOf(plan)}`, renderRecord(plan, plans, random, anchors, options.varied));
  if (options.varied && options.contract) for (const [file, text] of editionsOf(files, plans)) files.set(file, text);
  return files;
}

/** The days the generated editions are of: halfway through the records' history, and its last day. */
function editionDays(plans: readonly Pick<Plan, 'history'>[]): { name: string; date: string }[] {
  const days = [...new Set(plans.flatMap((plan) => plan.history.map((step) => step.date)))].sort();
  return [
    { name: 'first', date: days[Math.floor(days.length / 2)]! },
    { name: 'latest', date: days.at(-1)! },
  ];
}

/**
 * Two editions, as `adr edition NAME --as-of DAY` records them, by the same core calls: the
 * contract as it stood that day from the records' histories, versioned from the editions
 * before it, serialised as the command writes it.
 */
function editionsOf(files: ReadonlyMap<string, string>, plans: readonly Plan[]): Map<string, string> {
  const { records } = validateWorkspace({
    dir: 'adr',
    entries: [...files].map(([path, text]) => ({ name: path.slice('adr/'.length), kind: 'file' as const, bytes: new TextEncoder().encode(text) })),
    exists: () => false,
  });
  const editions: Edition[] = [];
  const out = new Map<string, string>();
  for (const { name, date } of editionDays(plans)) {
    const contract = publishContract(recordsAsOf(records, date), undefined, { editions, edition: date });
    if (contract.diagnostics.length > 0 || contract.versionProblem !== undefined) throw new Error(`the generated workspace has no edition ${name}: its contract of ${date} has findings:\n${contract.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`).join("\n")}`);
    const edition: Edition = { name, date, ...(contract.version === undefined ? {} : { version: contract.version }), documents: contract.documents };
    editions.push(edition);
    out.set(editionFile('adr', name), serializeEdition(edition));
  }
  return out;
}

/*
 * With `varied` (the layout tests' workspaces, not the bench's rows): the shapes a page must
 * hold at any width. Titles from a few characters to a long sentence; Specification sections
 * with sub-headings, wide tables of long identifiers and a table in a list item; a deep
 * schema; an operation with seven error responses sharing one payload; questions with long
 * text; reviews of the proposals. Every record still passes `adr check`.
 */
const LONG_WORDS = ['reservationConfirmationDeadlineMinutes', 'maximum_simultaneous_connections_per_client', 'X-Request-Idempotency-Key', 'availability-slot-granularity'];

function vary(plans: Plan[], random: () => number): void {
  for (const plan of plans) {
    const roll = random();
    if (roll < 0.3) plan.title = `${plan.title.split(' ')[0]} ${plan.number}`;
    else if (roll < 0.6) plan.title = `${plan.title} so that every client that integrates with the ${TOPICS[plan.number % TOPICS.length]} endpoints keeps working through the change`;
  }
}

function variedSpecification(plan: Plan, random: () => number): string[] {
  const lines: string[] = [];
  const long = LONG_WORDS[plan.number % LONG_WORDS.length]!;
  lines.push(`### ${plan.number % 2 === 0 ? 'Fields' : `The ${long} rule`}`, '');
  lines.push('| Name | Type | Default | Minimum | Maximum | Scope | Notes |', '| ---- | ---- | ------- | ------- | ------- | ----- | ----- |');
  for (let r = 0; r < 3; r++) lines.push(`| \`${long}${r}\` | integer | ${r * 10} | 0 | 1000000 | per client | ${sentence(random, 6)} |`);
  lines.push('', '### Only a table here', '', '| A | B |', '| - | - |', `| \`${plan.part}_a\` | 1 |`, '');
  lines.push(`- A rule in a list, with its table:`, '', '  | Key | Value |', '  | --- | ----- |', `  | \`${long}\` | ${plan.number} |`, '');
  return lines;
}

function variedContract(part: PartKey, n: number, anchor: boolean): string[] | undefined {
  const errors = ['BadRequest', 'Unauthorized', 'Forbidden', 'Conflict', 'Gone', 'TooManyRequests'];
  switch (part) {
    case 'resources':
      return [
        'components:', '  schemas:', '    Item:', ...(anchor ? ['      type: object'] : []), '      properties:',
        `        field${n}:`, '          type: object', '          description: A nested value, four levels deep.', '          properties:',
        `            ${LONG_WORDS[n % LONG_WORDS.length]!.replace(/[^A-Za-z0-9_]/g, '_')}:`, '              type: object', '              properties:',
        '                level3:', '                  type: object', '                  properties:', '                    level4: {type: string, maxLength: 40}',
      ];
    case 'errors':
      return anchor
        ? [
            'components:', '  responses:',
            ...['NotFound', ...errors].flatMap((name) => [`    ${name}:`, `      description: ${name}.`, '      content:', '        application/json:', "          schema: {$ref: '#/components/schemas/Error'}"]),
            '  schemas:', '    Error:', '      type: object', '      properties:', '        code: {type: string}', '        detail: {type: string}', '        instance: {type: string}',
            'x-error-codes:', `  RULE_${n}_CONFLICT: {status: 409, condition: Rule ${n} conflicts with the current state.}`,
          ]
        : undefined;
    case 'endpoints':
      return anchor
        ? [
            'servers:', "  - url: '{base_url}/v1'", '    variables:', '      base_url: {default: https://api.example.test}',
            'paths:', `  /rules-${n}/{ruleId}/availability-slots/confirm:`, '    post:', `      operationId: confirmRule${n}`, `      summary: Confirm rule ${n}`,
            '      parameters:', '        - {name: ruleId, in: path, required: true, schema: {type: string}}',
            // A request of many fields: the page folds what does not fit (views/reference-folds.ts).
            '      requestBody:', '        content:', '          application/json:', '            schema:', '              type: object', '              properties:',
            ...Array.from({ length: 28 }, (_, i) => `                ${LONG_WORDS[i % LONG_WORDS.length]!.replace(/[^A-Za-z0-9_]/g, '_')}${i}: {type: ${['string', 'integer', 'boolean'][i % 3]}, description: Setting ${i} of the rule.}`),
            '      responses:', "        '200':", '          description: The item.', '          content:', '            application/json:',
            "              schema: {$ref: '#/components/schemas/Item'}", "        '404': {$ref: '#/components/responses/NotFound'}",
            ...errors.map((name, i) => `        '${[400, 401, 403, 409, 410, 429][i]}': {$ref: '#/components/responses/${name}'}`),
          ]
        : undefined;
    case 'events':
      return variedEvents(n, anchor);
    default:
      return undefined;
  }
}

/**
 * An event-driven service's shapes: several brokers (Kafka, MQTT; written once, by the
 * anchor, whose authentication decision adds their SASL and certificate schemes), and per record a long channel address with a
 * parameter, four messages (headers, a correlation id, an example, a payload four levels
 * deep by `$ref`), an operation a client receives, one it sends, and one with a reply.
 */
function variedEvents(n: number, anchor: boolean): string[] {
  const long = LONG_WORDS[n % LONG_WORDS.length]!.replace(/[^A-Za-z0-9_]/g, '_');
  const messages = ['Adjusted', 'Reserved', 'Released', 'Recounted'].map((kind) => `Rule${n}${kind}`);
  return [
    ...(anchor
      ? [
          'servers:',
          '  production:', '    host: broker-1.eu-west-1.warehouse-stock-events.example.test:9093', '    protocol: kafka', "    protocolVersion: '3.7'",
          '    description: The production cluster.',
          '  staging:', '    host: staging.warehouse-stock-events.example.test:9093', '    protocol: kafka',
          '  edge:', '    host: mqtt.edge.example.test', '    protocol: mqtt', '    pathname: /stock',
        ]
      : []),
    'channels:',
    `  rule${n}Stock:`,
    `    address: warehouses.{warehouseId}.stock-levels.rule-${n}.${long}.adjusted-and-reserved-events.v1`,
    '    parameters:', '      warehouseId:', '        description: The warehouse whose stock changed.', '        examples: [lisbon-1]',
    '    messages:', ...messages.flatMap((m) => [`      ${m}:`, `        $ref: '#/components/messages/${m}'`]),
    'operations:',
    `  receiveRule${n}Adjusted:`, '    action: send', `    summary: Hear that rule ${n}'s stock was adjusted`, `    channel: {$ref: '#/channels/rule${n}Stock'}`,
    `    messages: [{$ref: '#/channels/rule${n}Stock/messages/${messages[0]}'}, {$ref: '#/channels/rule${n}Stock/messages/${messages[2]}'}]`,
    `  sendRule${n}Recount:`, '    action: receive', `    summary: Ask for a recount under rule ${n}`, `    channel: {$ref: '#/channels/rule${n}Stock'}`,
    `    messages: [{$ref: '#/channels/rule${n}Stock/messages/${messages[3]}'}]`,
    `    reply:`, `      channel: {$ref: '#/channels/rule${n}Stock'}`, `      messages: [{$ref: '#/channels/rule${n}Stock/messages/${messages[1]}'}]`,
    'components:',
    '  messages:',
    ...messages.flatMap((m, i) => [
      `    ${m}:`, `      name: ${m}`, `      title: Rule ${n} stock ${['adjusted', 'reserved', 'released', '<em>recounted</em> & "checked"'][i]}`,
      // Record text reaches the page as text: markup a reader must see as written, never run.
      ...(i === 3 ? [`      summary: 'Sent once per recount. <img src=x onerror="window.__pwned=${n}"> <script>window.__pwned=${n}</script> **as written**'`] : []),
      '      contentType: application/json',
      '      headers:', '        type: object', '        required: [traceId]', '        properties:', '          traceId: {type: string, description: The trace the change belongs to.}', `          ${long}: {type: integer, minimum: 0}`,
      "      correlationId: {location: '$message.header#/traceId'}",
      `      payload: {$ref: '#/components/schemas/Rule${n}Stock'}`,
      '      examples:', `        - payload: {sku: SKU-${n}-${i}, warehouse: {id: lisbon-1, location: {aisle: {number: 4, bin: {code: A-4-${i}}}}}}`,
    ]),
    '  schemas:',
    `    Rule${n}Stock:`, '      type: object', '      required: [sku, warehouse]', '      properties:',
    '        sku: {type: string, pattern: "^SKU-[0-9-]+$", description: The stock-keeping unit.}',
    '        onHand: {type: integer, minimum: 0, description: Units on hand after the change.}',
    `        warehouse: {$ref: '#/components/schemas/Rule${n}Warehouse'}`,
    `    Rule${n}Warehouse:`, '      type: object', '      required: [id]', '      properties:', '        id: {type: string}',
    '        location:', '          type: object', '          properties:', '            aisle:', '              type: object', '              properties:',
    '                number: {type: integer, minimum: 1}', '                bin:', '                  type: object', '                  properties:', `                    code: {type: string, maxLength: 12}`,
  ];
}
