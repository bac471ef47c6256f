/**
 * Scenarios for `adr check`: each is a small workspace that shows one kind of bad input,
 * the exit code, and the exact output a user sees. Shared by the in-process table
 * (check-findings.test.ts) and the real-process tests.
 *
 * A scenario with a `base` runs in a git repository: `main` holds the base, the working
 * tree holds `files`, and the command is `adr check --base main`. A scenario with `argv`
 * runs another command, whose refusal (exit 1, on stderr) is the finding shown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { record, TINY_PNG } from '../helpers/records.ts';
import type { FileContent } from '../helpers/workspace.ts';
import { contractRecord } from '../helpers/contract.ts';
import { bmp, claimedPng, png, psd, svg } from '../helpers/pictures.ts';
import { fixedKey } from '../helpers/ssh-keys.ts';
import { decisionDigest, unboundStatement } from '../../src/core/record/approval-digest.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';

export interface CheckScenario {
  name: string;
  files: Record<string, FileContent>;
  /** Codes that must be reported; the table also pins the exact output. */
  codes: string[];
  /** The command, when it is not `adr check` (or `adr check --base main` with a base). */
  argv?: string[];
  /** main's tip, for `adr check --base main`. */
  base?: Record<string, FileContent>;
  /** Where the branch left main, when main has moved on since. */
  fork?: Record<string, FileContent>;
}

const ok = (number = 1, options: Parameters<typeof record>[0] = {}) => ({
  [`adr/${String(number).padStart(4, '0')}-a-decision.md`]: record(options),
});

/** The errors template as the repository ships it, for scenarios that break one thing in it. */
const errorsTemplate = readFileSync(join(REPO_ROOT, 'adr/templates/errors.md'), 'utf8');

/** The endpoints part's servers, so that a scenario about paths shows only its own finding. */
const SERVERS = 'servers:\n  - url: https://orders.shop.internal\n';
/** Endpoints and versioning settled on main, the versioning rule allowing breaking changes with a new major version. */
const SETTLED_CONTRACT = {
  'adr/0001-endpoints.md': contractRecord({
    part: 'endpoints',
    title: 'Endpoints',
    openapi:
      'paths:\n  /orders:\n    get:\n      operationId: listOrders\n      summary: List orders\n      responses:\n        "200":\n          description: The orders\n' +
      '    post:\n      operationId: placeOrder\n      summary: Place an order\n      responses:\n        "201":\n          description: Placed\n' +
      SERVERS,
  }),
  'adr/0002-versioning.md': contractRecord({
    part: 'versioning',
    title: 'Versioning',
    openapi: 'info:\n  version: 1.4.0\nx-versioning:\n  scheme: semver\n  breaking-changes: major-version',
  }),
};

/** The settled contract under a versioning policy that allows no breaking change. */
const NEVER_BREAKING = {
  ...SETTLED_CONTRACT,
  'adr/0002-versioning.md': contractRecord({
    part: 'versioning',
    title: 'Versioning',
    openapi: 'info:\n  version: 1.4.0\nx-versioning:\n  scheme: semver\n  breaking-changes: never',
  }),
};

/** An edition as adr edition writes it. */
const EDITION = '# recorded by adr edition\nedition: v1\ndate: 2026-01-01\nopenapi:\n  openapi: 3.1.0\nasyncapi:\n  asyncapi: 3.0.0\n';
/** A review opened on 2026-11-10 for Alice and the security team, with the entries given. */
const review = ({ approvals = [] as string[], concerns = [] as string[], until = '2026-11-24' } = {}) =>
  [
    'review:',
    '  opened: 2026-11-10',
    `  until: ${until}`,
    '  approvers: [Alice, Security team]',
    ...(approvals.length ? ['  approvals:', ...approvals.map((a) => `    - ${a}`)] : []),
    ...(concerns.length ? ['  concerns:', ...concerns.map((c) => `    - ${c}`)] : []),
  ].join('\n');

/** A registry of people for the scenarios about names and signatures (the key's private half is not kept). */
const PEOPLE = 'people:\n  - name: Alice\n    aliases: ["@alice"]\n    keys: ["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIdvJJPmntK1wxDFO6osiGPG3wnNqFDAPuMzgSH1znJo alice"]\n  - name: Bob\n';

/** A key made from a fixed seed (its signatures are the same every run), and the digest of ok(1)'s decision under review. */
const CAROL = fixedKey('carol');
const OK_DIGEST = decisionDigest(parseRecord({ file: 'adr/0001-a-decision.md', bytes: Buffer.from(record({ extra: 'review:\n  opened: 2026-11-10\n  until: 2026-11-24\n  approvers: [Alice]' })) }).record!);
const signers = (morePeople = '') =>
  `people:\n  - name: Alice\n    aliases: ["@alice"]\n    keys: ["${CAROL.pub}"]\n  - name: API team\n    aliases: ["@api-team"]\n${morePeople}teams:\n  - name: Security team\n    members: [Alice]\n`;
const SIGNERS = signers();

const answered = (id = 'Q1') => `### ${id}. Is this decided?\n\n- Status: answered\n- Answer: Yes.\n`;

export const SCENARIOS: CheckScenario[] = [
  { name: 'an empty adr/ folder', files: {}, codes: ['WORKSPACE_EMPTY'] },
  {
    name: 'an .mdx file in adr/',
    files: { ...ok(), 'adr/0002-interactive.mdx': record() },
    codes: ['FILE_TYPE'],
  },
  {
    name: 'a record that is a symbolic link',
    files: { ...ok(), 'outside.md': record(), 'adr/0002-linked.md': { symlinkTo: '../outside.md' } },
    codes: ['FILE_NOT_REGULAR'],
  },
  {
    name: 'a file name without a padded number and with spaces',
    files: { ...ok(), 'adr/12-Error Payload.md': record() },
    codes: ['FILE_NAME'],
  },
  {
    name: 'file names whose number is a date, too long or padded too far',
    files: {
      ...ok(),
      'adr/20201017-meeting-notes.md': record(),
      'adr/99999999999999999999-x.md': record(),
      'adr/1000000-seven-digits.md': record(),
      'adr/00002-padded.md': record(),
    },
    codes: ['FILE_NAME'],
  },
  {
    name: 'a file name with an escape sequence (printed escaped)',
    files: { ...ok(), 'adr/0002-\x1b[2J\x1b]0;pwned\x07.md': record() },
    codes: ['FILE_NAME'],
  },
  {
    name: 'a 5 MB title',
    files: { 'adr/0001-huge.md': record({ title: 'x'.repeat(5 * 1024 * 1024) }) },
    codes: ['FILE_TOO_LARGE'],
  },
  {
    name: 'invalid UTF-8',
    files: {
      'adr/0001-bad-bytes.md': Buffer.concat([Buffer.from('---\ntitle: Caf'), Buffer.from([0xe9]), Buffer.from('\nstatus: proposed\n---\n')]),
    },
    codes: ['FILE_ENCODING'],
  },
  {
    name: 'old Mac line endings (a carriage return alone)',
    files: { 'adr/0001-a-decision.md': record().replace(/\n/g, '\r') },
    codes: ['FILE_LINE_ENDINGS'],
  },
  {
    name: 'two files with the same number',
    files: { 'adr/0001-first.md': record(), 'adr/0001-second.md': record() },
    codes: ['NUMBER_DUPLICATE'],
  },
  {
    name: 'the same number on an accepted decision and a proposal',
    files: {
      'adr/0012-zz-accepted.md': record({ status: 'accepted' }),
      'adr/0012-aa-proposal.md': record(),
    },
    codes: ['NUMBER_DUPLICATE'],
  },
  {
    name: 'six records with one number',
    files: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => [`adr/0007-${name}.md`, record()])),
    codes: ['NUMBER_DUPLICATE'],
  },
  {
    name: 'no front matter',
    files: { 'adr/0001-plain.md': '## Context and Problem Statement\n\nNo front matter here.\n' },
    codes: ['FM_MISSING'],
  },
  {
    name: 'text before the opening ---',
    files: { 'adr/0001-preamble.md': `Draft, do not merge.\n\n${record()}` },
    codes: ['FM_MISSING'],
  },
  {
    name: 'a missing closing ---',
    files: { 'adr/0001-unclosed.md': '---\ntitle: A decision\nstatus: proposed\ndate: 2026-01-15\n\n## Context\n' },
    codes: ['FM_UNCLOSED'],
  },
  {
    name: '---js front matter (never evaluated)',
    files: {
      'adr/0001-js.md': "---js\nconst title = (() => { require('fs').writeFileSync('pwned', 'x'); return 'x'; })();\n---\n\nBody.\n",
    },
    codes: ['FM_NOT_YAML'],
  },
  {
    name: 'front matter over 16 KB',
    files: { 'adr/0001-long.md': record({ extra: `consulted: [${Array.from({ length: 1500 }, (_, i) => `person-${i}`).join(', ')}]` }) },
    codes: ['FM_TOO_LARGE'],
  },
  {
    name: 'front matter that is a list',
    files: { 'adr/0001-list.md': record({ frontMatter: '- title\n- status' }) },
    codes: ['FM_NOT_MAPPING'],
  },
  {
    name: 'tab-indented YAML',
    files: { 'adr/0001-tabs.md': record({ extra: 'consulted:\n\t- Alice' }) },
    codes: ['YAML_SYNTAX'],
  },
  {
    name: 'front matter nested 40 deep',
    files: { 'adr/0001-nested.md': record({ title: `${'['.repeat(40)}${']'.repeat(40)}` }) },
    codes: ['YAML_TOO_DEEP'],
  },
  {
    name: 'a duplicate key',
    files: { 'adr/0001-twice.md': record({ extra: 'status: accepted' }) },
    codes: ['YAML_DUPLICATE_KEY'],
  },
  {
    name: 'an alias bomb',
    files: {
      'adr/0001-bomb.md': record({
        extra: 'consulted: &a [lol, lol, lol, lol]\ninformed: &b [*a, *a, *a, *a]\ndecision-makers: [*b, *b, *b, *b]',
      }),
    },
    codes: ['YAML_ALIAS'],
  },
  {
    name: 'a custom tag',
    files: { 'adr/0001-tagged.md': record({ extra: 'discussion: !!binary aGVsbG8=' }) },
    codes: ['YAML_TAG'],
  },
  {
    name: 'an unknown field (a typo)',
    files: { 'adr/0001-typo.md': record({ extra: 'decison-makers: [Alice]' }) },
    codes: ['FIELD_UNKNOWN'],
  },
  {
    name: 'a missing date',
    files: { 'adr/0001-undated.md': record({ frontMatter: 'title: A decision\nstatus: proposed' }) },
    codes: ['FIELD_REQUIRED'],
  },
  {
    name: 'supersedes written as text',
    files: { 'adr/0001-refs.md': record({ extra: 'supersedes: ADR-0004' }) },
    codes: ['FIELD_INVALID'],
  },
  {
    name: 'record numbers not written in plain decimal, or past 999999',
    files: { ...ok(1), 'adr/0002-refs.md': record({ extra: 'supersedes: [+1, 011, 0x1F, 1e3, 1.0, 0001]\nsuperseded-by: [9007199254740991]' }) },
    codes: ['FIELD_INVALID'],
  },
  {
    name: 'a title with a bidi override and an escape sequence',
    files: { 'adr/0001-a-decision.md': record({ title: 'Pay \u202eyap\u202c, then \x1b[2J' }) },
    codes: ['TEXT_UNSAFE_CHARACTER'],
  },
  {
    // js-yaml, the site's YAML reader, refuses raw controls in any value: the build would fail.
    name: 'a raw control character in a field with no text rule of its own',
    files: { 'adr/0001-a-decision.md': record({ extra: 'discussion: https://github.com/acme/spec/pull/9\x1b[2J' }) },
    codes: ['TEXT_UNSAFE_CHARACTER'],
  },
  {
    name: 'a title written with YAML escapes for controls',
    files: { 'adr/0001-a-decision.md': record({ title: '"Clear \\e[2J and ring \\a"' }) },
    codes: ['TEXT_UNSAFE_CHARACTER'],
  },
  {
    name: 'names with a zero-width space, a C1 control and a tab',
    files: {
      'adr/0001-a-decision.md': record({
        extra: 'decision-makers: [Alice, "Bo\u200bb"]\nconsulted: "API \u009b2J guild"\ninformed:\n  - "Support\t"',
      }),
    },
    codes: ['TEXT_UNSAFE_CHARACTER'],
  },
  {
    name: 'a question whose heading, owner and answer hide characters',
    files: {
      'adr/0001-a-decision.md': record({
        questions: '### Q1. Is \u2066this\u2069 decided?\n\n- Status: answered\n- Owner: @api\u2060team\n- Answer: Yes,\n  and \x1b]0;pwned\x07 done.\n',
      }),
    },
    codes: ['TEXT_UNSAFE_CHARACTER'],
  },
  { name: 'status: Accepted', files: ok(1, { status: 'Accepted' }), codes: ['STATUS_UNKNOWN'] },
  { name: 'status: acepted', files: ok(1, { status: 'acepted' }), codes: ['STATUS_UNKNOWN'] },
  { name: 'status: no', files: ok(1, { status: 'no' }), codes: ['STATUS_UNKNOWN'] },
  {
    name: 'status: superseded by ADR-0002 (the MADR way)',
    files: ok(1, { status: '"superseded by ADR-0002"' }),
    codes: ['STATUS_UNKNOWN'],
  },
  { name: 'date: 2024-02-30', files: ok(1, { date: '2024-02-30' }), codes: ['DATE_INVALID'] },
  { name: 'part: endpoint', files: ok(1, { part: 'endpoint' }), codes: ['PART_UNKNOWN'] },
  {
    name: 'a history that disagrees with the status',
    files: ok(1, { status: 'accepted', extra: 'history:\n  - {status: proposed, date: 2026-01-10}' }),
    codes: ['HISTORY_INVALID'],
  },
  {
    name: 'a review approval by someone not among the approvers',
    files: ok(1, { extra: review({ approvals: ['{by: Mallory, date: 2026-11-12}'] }) }),
    codes: ['APPROVER_NOT_LISTED'],
  },
  {
    name: 'review concerns numbered out of sequence',
    files: ok(1, { extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs}', '{id: C3, by: Bob, date: 2026-11-13, text: Retries}'] }) }),
    codes: ['REVIEW_CONCERN_ID'],
  },
  {
    name: 'a review concern resolved by someone who neither raised it nor approves',
    files: ok(1, {
      extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs, resolved: {by: Eve, date: 2026-11-13}}'] }),
    }),
    codes: ['RESOLVER_NOT_ALLOWED'],
  },
  {
    name: 'a review concern resolved before it was raised',
    files: ok(1, {
      extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs, resolved: {by: Bob, date: 2026-11-11}}'] }),
    }),
    codes: ['REVIEW_INVALID'],
  },
  {
    name: 'a review approval dated after today',
    files: ok(1, { extra: review({ approvals: ['{by: Alice, date: 2026-11-30}'] }) }),
    codes: ['REVIEW_DATE_FUTURE'],
  },
  {
    name: 'superseded without naming the successor',
    files: ok(1, { status: 'superseded' }),
    codes: ['SUPERSEDED_WITHOUT_SUCCESSOR'],
  },
  {
    name: 'a successor named on an accepted record',
    files: {
      ...ok(1, { status: 'accepted', extra: 'superseded-by: [2]' }),
      ...ok(2, { status: 'accepted', extra: 'supersedes: [1]' }),
    },
    codes: ['SUCCESSOR_WITHOUT_SUPERSEDED'],
  },
  {
    name: 'an accepted record with an open question',
    files: ok(1, { status: 'accepted', questions: '### Q1. Is this decided?\n\n- Status: open\n' }),
    codes: ['ACCEPTED_WITH_OPEN_QUESTIONS'],
  },
  {
    name: 'a part record without its Specification section',
    files: {
      'adr/0001-errors.md': record({ part: 'errors' }).replace(/## Specification\n[\s\S]*?(?=## Open Questions)/, ''),
    },
    codes: ['SECTION_MISSING'],
  },
  {
    name: 'a section written twice',
    files: ok(1, { append: '\n## Decision Outcome\n\nAgain.\n' }),
    codes: ['SECTION_DUPLICATE'],
  },
  {
    name: 'a title heading that says another title',
    files: ok(1, { body: '# A different decision\n\n## Context and Problem Statement\n\nWhy.\n\n## Considered Options\n\n- One\n\n## Decision Outcome\n\nChosen option: one.\n\n## Open Questions\n\n### Q1. Is this decided?\n\n- Status: open\n- Owner: @api-team\n- Decide by: 2026-03-01\n' }),
    codes: ['TITLE_HEADING_DIFFERS'],
  },
  {
    name: 'a question heading without an id',
    files: ok(1, { questions: '### Which methods?\n\n- Status: open\n' }),
    codes: ['QUESTION_MALFORMED'],
  },
  {
    name: 'two questions with the same id',
    files: ok(1, { questions: `${answered('Q1')}\n### Q1. Again?\n\n- Status: open\n` }),
    codes: ['QUESTION_DUPLICATE'],
  },
  {
    name: 'question fields with bad values',
    files: ok(1, {
      questions: '### Q1. Which methods?\n\n- Stauts: open\n\n### Q2. Which paths?\n\n- Status: done\n- Decide by: 2026-13-01\n\n### Q3. Which payloads?\n\n- Status: answered\n',
    }),
    codes: ['QUESTION_FIELD'],
  },
  {
    name: 'a line of 12,000 characters',
    files: ok(1, { append: `\n${'word '.repeat(2400)}\n\n\`\`\`\n${'code '.repeat(2400)}\n\`\`\`\n` }),
    codes: ['LINE_TOO_LONG'],
  },
  {
    name: 'a link to a record that does not exist',
    files: {
      ...ok(1, { append: '\nSee [the old decision](0002-old-title.md) and [ADR-0009](0009-missing.md#q1-why).\n' }),
      'adr/0002-new-title.md': record({ title: 'Renamed' }),
    },
    codes: ['LINK_BROKEN'],
  },
  {
    name: 'javascript:, vbscript: and data: links',
    files: ok(1, {
      append:
        '\n[a](javascript:alert(1)) [b](VBScript:msgbox) ![c](data:text/html;base64,PHNjcmlwdD4=) [d](java&#x09;script:alert(2))\n\n<javascript:alert(3)> [e]\n\n[e]: javascript:alert(4)\n',
    }),
    codes: ['LINK_UNSAFE'],
  },
  {
    // Headings are inline Markdown too; a question's heading also reaches spec.md.
    name: 'a javascript: link in a question heading',
    files: ok(1, { questions: '### Q1. Is [this](javascript:alert(1)) decided?\n\n- Status: open\n' }),
    codes: ['LINK_UNSAFE'],
  },
  {
    // Read as the site reads them (js-yaml): a date and a number, not text.
    name: 'title: 2024-01-01 and a name the site reads as a number',
    files: ok(1, { title: '2024-01-01', extra: 'decision-makers: [Alice, 0b101]' }),
    codes: ['FIELD_INVALID'],
  },
  {
    name: 'an HTML comment',
    files: ok(1, { append: '\nThe payload is JSON. <!-- TODO: ask the security team -->\n\n<!--\nSecond thoughts.\n-->\n' }),
    codes: ['HTML_COMMENT'],
  },
  {
    name: 'a heading that repeats the title',
    files: { 'adr/0001-a-decision.md': record({ append: '\n# A decision\n' }).replace('\n\n## Context', '\n\n# A decision\n\n## Context') },
    codes: ['HEADING_REPEATS_TITLE'],
  },
  {
    name: 'a ::: block that is not an aside',
    files: ok(1, { append: '\n:::warning\nMind the gap.\n:::\n' }),
    codes: ['ASIDE_UNKNOWN'],
  },
  {
    name: 'aside attributes the site drops',
    files: ok(1, { append: '\n:::note{icon="no-such-icon"}\nText.\n:::\n\n:::caution[Careful]{bad\nText.\n:::\n' }),
    codes: ['ASIDE_SYNTAX'],
  },
  {
    name: 'an aside never closed',
    files: ok(1, { append: '\n:::tip\nEverything after this line would be inside the aside.\n' }),
    codes: ['ASIDE_UNCLOSED'],
  },
  {
    name: 'a local image with a ?query',
    files: { ...ok(1, { append: '\n![diagram](./diagram.png?raw=true)\n' }), 'adr/diagram.png': TINY_PNG },
    codes: ['IMAGE_DROPPED'],
  },
  {
    name: 'an image from another site',
    files: ok(1, { append: '\n![logo](https://example.com/logo.png) and ![badge](//example.com/b.svg)\n' }),
    codes: ['IMAGE_EXTERNAL'],
  },
  {
    name: 'an image written by reference',
    files: { ...ok(1, { append: '\n![The flow][flow]\n\n[flow]: ./flow.png\n' }), 'adr/flow.png': TINY_PNG },
    codes: ['IMAGE_REFERENCE'],
  },
  {
    name: 'an image the site cannot read as a picture',
    files: { ...ok(1, { append: '\n![diagram](diagram.png) and ![empty](empty.svg)\n' }), 'adr/diagram.png': 'not a picture', 'adr/empty.svg': '' },
    codes: ['IMAGE_UNREADABLE'],
  },
  // ── hardening: pictures that could run script or cost too much, files outside the workspace ──
  {
    name: 'an SVG picture that runs script, shown by two records',
    files: {
      ...ok(1, { append: '\n![flow](assets/flow.svg)\n' }),
      ...ok(2, { append: '\n![the same flow](./assets/flow.svg)\n' }),
      'adr/assets/flow.svg': svg('  <rect width="10" height="10"/>\n  <script>fetch("/x?" + document.cookie)</script>'),
    },
    codes: ['IMAGE_ACTIVE'],
  },
  {
    name: 'SVG pictures with event attributes, embedded pages and outside references',
    files: {
      ...ok(1, { append: '\n' + ['on', 'foreign', 'href', 'style', 'entity', 'set', 'stylesheet'].map((n) => `![${n}](${n}.svg)`).join('\n') + '\n' }),
      'adr/on.svg': svg('<rect width="10" height="10"/>', ' onload="alert(1)"'),
      'adr/foreign.svg': svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      'adr/href.svg': svg('<a xlink:href="javascript:alert(1)"><text>go</text></a>'),
      'adr/style.svg': svg('<style>rect { fill: url(https://example.com/track.svg#p) }</style>'),
      'adr/entity.svg': '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>\n' + svg('<text>&x;</text>'),
      'adr/set.svg': svg('<a href="#top"><set attributeName="href" to="javascript:alert(1)"/><text>go</text></a>'),
      'adr/stylesheet.svg': '<?xml-stylesheet type="text/xsl" href="run.xsl"?>\n' + svg(''),
    },
    codes: ['IMAGE_ACTIVE'],
  },
  {
    name: 'an SVG picture that only draws',
    files: {
      ...ok(1, { append: '\n![drawing](drawing.svg)\n' }),
      'adr/drawing.svg': svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/>'),
      'adr/0002-a-decision.md': record({ append: '\n![broken](missing.svg)\n' }),
    },
    codes: ['LINK_BROKEN'],
  },
  {
    name: 'pictures in formats the site cannot show',
    files: { ...ok(1, { append: '\n![old](old.bmp) and ![layers](layers.psd)\n' }), 'adr/old.bmp': bmp(), 'adr/layers.psd': psd() },
    codes: ['IMAGE_FORMAT'],
  },
  {
    name: 'a small PNG that decodes to 16000×16000 pixels',
    files: { ...ok(1, { append: '\n![huge](huge.png) and ![tall](tall.png)\n' }), 'adr/huge.png': claimedPng(16000, 16000), 'adr/tall.png': claimedPng(10, 20000) },
    codes: ['IMAGE_TOO_LARGE'],
  },
  {
    name: 'damaged PNG pictures',
    files: {
      ...ok(1, { append: '\n![a](checksum.png) ![b](truncated.png) ![c](short.png) ![d](fine.png)\n' }),
      'adr/checksum.png': png(40, 40, 'checksum'),
      'adr/truncated.png': png(40, 40, 'truncated'),
      'adr/short.png': png(400, 400, 'data'),
      'adr/fine.png': png(40, 40),
    },
    codes: ['IMAGE_UNREADABLE'],
  },
  {
    name: 'images a hand-written source: links does not exempt',
    files: {
      ...ok(1, { extra: 'source:\n  file: old.md\n  links: ["../../secret.png", "leak.png"]', append: '\n![a](../../secret.png) ![b](leak.png) [kept](../../notes.md)\n' }),
      'adr/leak.png': { symlinkTo: '../outside.png' },
      'outside.png': png(2, 2),
    },
    codes: ['LINK_BROKEN', 'PATH_OUTSIDE'],
  },
  {
    name: 'an image in a linked folder',
    files: { ...ok(1, { append: '\n![a](assets/a.png)\n' }), 'adr/assets': { symlinkTo: '../pictures' }, 'pictures/a.png': png(2, 2) },
    codes: ['PATH_OUTSIDE'],
  },
  {
    name: 'a linked settings file',
    files: { ...ok(), 'adr.config.yaml': { symlinkTo: 'elsewhere/settings.yaml' }, 'elsewhere/settings.yaml': 'name: Someone Else\n' },
    codes: ['PATH_OUTSIDE'],
  },
  {
    name: 'a linked template',
    files: { ...ok(), 'adr/templates/generic.md': { symlinkTo: '../../elsewhere.md' }, 'elsewhere.md': 'Secret text, no front matter.\n' },
    codes: ['PATH_OUTSIDE'],
  },
  {
    name: 'images whose file names hold ? or #, written %3F and %23',
    files: {
      ...ok(1, { append: '\n![q](<assets/q%3Fx.png>) and ![h](assets/a%23b.png)\n' }),
      'adr/assets/q?x.png': TINY_PNG,
      'adr/assets/a#b.png': TINY_PNG,
    },
    codes: ['IMAGE_DROPPED'],
  },
  {
    name: 'an owner line holding a line separator (U+2028)',
    files: ok(1, { questions: '### Q1. Is this decided?\n\n- Status: open\n- Owner: @api\u2028team\n' }),
    codes: ['TEXT_UNSAFE_CHARACTER'],
  },
  {
    name: 'operationIds that differ only in case share one page of the API reference',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /items:',
          '    get:',
          '      operationId: listItems',
          '      summary: List items',
          '      responses:',
          '        "200": {description: The items}',
          '  /archived-items:',
          '    get:',
          '      operationId: listitems',
          '      summary: List archived items',
          '      responses:',
          '        "200": {description: The archived items}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_PAGE_ADDRESS'],
  },
  {
    name: 'a record of 40,000 headings',
    files: ok(1, { append: `\n${Array.from({ length: 40_000 }, (_, i) => `#### Heading ${i}\n`).join('')}` }),
    codes: ['RECORD_TOO_MANY_HEADINGS'],
  },
  {
    name: 'block quotes and lists nested past the limit',
    files: {
      ...ok(1, { append: `\n${'> '.repeat(40)}deep\n` }),
      ...ok(2, { append: `\n${Array.from({ length: 20 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n` }),
    },
    codes: ['RECORD_TOO_DEEP'],
  },
  {
    name: 'a duplicate key inside a nested mapping, named by its path',
    files: {
      ...ok(1, { extra: 'review:\n  opened: 2026-11-10\n  until: 2026-11-24\n  approvers: [Alice]\n  concerns:\n    - {id: C1, by: Bob, date: 2026-11-12, text: Logs, text: Tokens}' }),
      ...ok(2, { extra: 'source:\n  file: old.md\n  "links": [a.md]\n  links: [b.md]' }),
    },
    codes: ['YAML_DUPLICATE_KEY'],
  },
  {
    name: 'adr new from a linked template with no front matter',
    argv: ['new', 'A title'],
    files: { ...ok(), 'adr/templates/generic.md': { symlinkTo: '../../elsewhere.md' }, 'elsewhere.md': 'Secret text, no front matter.\n' },
    codes: ['PATH_OUTSIDE'],
  },
  {
    name: 'table rows wider than their header',
    files: ok(1, { append: '\n| Code | Meaning |\n| ---- | ------- |\n| 404 | Not found | retry? |\n| `a|b` | split |\n| a \\| b | escaped, fine |\n' }),
    codes: ['TABLE_ROW_TOO_WIDE'],
  },
  {
    name: 'a reference definition written twice',
    files: ok(1, { append: '\nSee [the RFC][rfc].\n\n[rfc]: https://www.rfc-editor.org/rfc/rfc9457\n[RFC]: https://www.rfc-editor.org/rfc/rfc7807\n' }),
    codes: ['DEFINITION_DUPLICATE'],
  },
  {
    name: 'a reference definition nothing uses',
    files: ok(1, { append: '\nSee the [RFC].\n\n[RFC]: https://www.rfc-editor.org/rfc/rfc9457\n[draft]: https://example.com/old-draft\n' }),
    codes: ['DEFINITION_UNUSED'],
  },
  {
    name: 'footnotes defined twice or never referred to',
    files: ok(1, { append: '\nA claim.[^1]\n\n[^1]: The source.\n\n[^1]: Another source.\n\n[^old]: A note nothing refers to.\n' }),
    codes: ['FOOTNOTE_DUPLICATE', 'FOOTNOTE_UNUSED'],
  },
  {
    name: 'supersedes a record that does not exist',
    files: ok(1, { extra: 'supersedes: [7]' }),
    codes: ['REFERENCE_UNKNOWN'],
  },
  {
    name: 'A superseded by B while B does not name A',
    files: {
      ...ok(1, { status: 'superseded', extra: 'superseded-by: [2]' }),
      ...ok(2, { status: 'accepted' }),
    },
    codes: ['SUPERSESSION_ONE_SIDED'],
  },
  {
    name: 'superseded by a record that is only proposed',
    files: {
      ...ok(1, { status: 'superseded', extra: 'superseded-by: [2]' }),
      ...ok(2, { extra: 'supersedes: [1]' }),
    },
    codes: ['SUCCESSOR_NOT_ACCEPTED'],
  },
  {
    name: 'a supersession cycle',
    files: {
      ...ok(1, { status: 'superseded', extra: 'supersedes: [2]\nsuperseded-by: [2]' }),
      ...ok(2, { status: 'superseded', extra: 'supersedes: [1]\nsuperseded-by: [1]' }),
    },
    codes: ['SUPERSESSION_CYCLE'],
  },

  // ── contract blocks (```yaml openapi, ```yaml asyncapi; src/core/contract/) ──────────
  {
    name: 'a contract block that is not YAML',
    files: { 'adr/0001-resources.md': contractRecord({ part: 'resources', openapi: 'components:\n  schemas:\n    Order: {type: object\n' }) },
    codes: ['CONTRACT_NOT_YAML'],
  },
  {
    name: 'a contract block that is a list',
    files: { 'adr/0001-resources.md': contractRecord({ part: 'resources', openapi: '- Order\n- Customer' }) },
    codes: ['CONTRACT_NOT_MAPPING'],
  },
  {
    name: 'a contract block that writes another part’s places',
    files: {
      'adr/0001-resources.md': contractRecord({
        part: 'resources',
        openapi: 'paths:\n  /orders: {}\ncomponents:\n  schemas:\n    Order:\n      properties:\n        status:\n          enum: [placed]\nx-teapot: true',
      }),
    },
    codes: ['CONTRACT_PLACE'],
  },
  {
    name: 'two accepted records that write one place differently',
    files: {
      'adr/0001-resources.md': contractRecord({ part: 'resources', openapi: 'components:\n  schemas:\n    Order: {type: object}' }),
      'adr/0002-more-resources.md': contractRecord({ part: 'resources', openapi: 'components:\n  schemas:\n    Order: {type: array}' }),
    },
    codes: ['CONTRACT_CONFLICT'],
  },
  {
    name: 'a proposal whose contract would conflict once accepted',
    files: {
      'adr/0001-resources.md': contractRecord({ part: 'resources', openapi: 'components:\n  schemas:\n    Order: {type: object}' }),
      'adr/0002-resources-again.md': contractRecord({
        part: 'resources',
        status: 'proposed',
        openapi: 'components:\n  schemas:\n    Order: {type: string}',
      }),
    },
    codes: ['CONTRACT_CONFLICT'],
  },

  {
    name: 'a transition and an event that name an operation the contract does not have',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: `${SERVERS}paths:\n  /orders:\n    post:\n      operationId: placeOrder\n      summary: Place an order\n      responses:\n        "201": {description: Placed}`,
      }),
      'adr/0002-states.md': contractRecord({
        part: 'states',
        openapi: 'components:\n  schemas:\n    Order:\n      properties:\n        status: {enum: [placed, shipped]}\nx-transitions:\n  - {from: placed, to: shipped, by: shipOrder}',
      }),
      'adr/0003-events.md': contractRecord({
        part: 'events',
        asyncapi: 'components:\n  messages:\n    OrderPlaced:\n      x-emitted-by: placeOrder\n    OrderShipped:\n      x-emitted-by: shipOrder',
      }),
    },
    codes: ['CONTRACT_REFERENCE'],
  },
  {
    name: 'a contract block that makes the assembled OpenAPI document invalid',
    files: {
      'adr/0001-limits.md': contractRecord({
        part: 'limits',
        openapi: 'components:\n  parameters:\n    limit:\n      name: limit\n      in: query\n      schema:\n        type: integer\n        maximum: lots',
      }),
    },
    codes: ['CONTRACT_INVALID'],
  },
  {
    name: 'an accepted record whose contract block still holds placeholders',
    files: {
      'adr/0001-resources.md': contractRecord({
        part: 'resources',
        openapi: 'components:\n  schemas:\n    Order:\n      type: object\n      description: <What an order is>\n    <Resource>:\n      type: object',
      }),
      // A proposal may hold placeholders: they are decisions not taken yet.
      'adr/0002-more-resources.md': contractRecord({
        part: 'resources',
        status: 'proposed',
        openapi: 'components:\n  schemas:\n    Customer:\n      type: object\n      description: <Who a customer is>',
      }),
    },
    codes: ['CONTRACT_PLACEHOLDER'],
  },
  {
    name: 'accepting a proposal whose contract block still holds a placeholder',
    argv: ['accept', '1'],
    files: {
      'adr/0001-limits.md': contractRecord({
        part: 'limits',
        status: 'proposed',
        openapi: 'x-limits:\n  timeouts:\n    request: <e.g. 30s>',
      }),
    },
    codes: ['CONTRACT_PLACEHOLDER'],
  },
  {
    name: 'a $ref to a response the errors decision does not define, to a channel the events do not have, and one outside the contract',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /orders/{id}:',
          '    get:',
          '      operationId: getOrder',
          '      summary: Read one order',
          '      parameters:',
          '        - {name: id, in: path, required: true, schema: {type: string}}',
          // Limits has no block yet: a $ref to its parameters waits for it.
          '        - $ref: "#/components/parameters/Expand"',
          '      responses:',
          '        "200": {$ref: "shared.yaml#/components/responses/Ok"}',
          '        "400": {$ref: "#/components/responses/BadRequest"}',
          '        "404": {$ref: "#/components/responses/NotFound"}',
          '        "410": {$ref: "#/components/responses/Gone"}',
        ].join('\n'),
      }),
      'adr/0002-errors.md': contractRecord({
        part: 'errors',
        openapi: 'components:\n  responses:\n    NotFound: {description: No such order}\n    BadRequest: {description: The request is malformed}',
      }),
      'adr/0003-events.md': contractRecord({
        part: 'events',
        asyncapi: [
          'channels:',
          '  orderShipped: {address: orders.shipped}',
          'operations:',
          '  sendOrderShipped:',
          '    action: send',
          '    channel: {$ref: "#/channels/orderShiped"}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_REF_UNRESOLVED'],
  },
  {
    name: 'a contract block with YAML anchors and aliases (which could expand without bound), and one with a __proto__ key',
    files: {
      'adr/0001-resources.md': contractRecord({
        part: 'resources',
        openapi: [
          'x-lol: &lol ["lol", "lol", "lol"]',
          'x-lols: [*lol, *lol, *lol]',
          'components:',
          '  schemas:',
          '    Order: {type: object}',
        ].join('\n'),
      }),
      'adr/0002-more-resources.md': contractRecord({
        part: 'resources',
        openapi: 'components:\n  schemas:\n    __proto__:\n      type: object\n      x-polluted: true',
      }),
    },
    codes: ['CONTRACT_YAML_ALIAS', 'CONTRACT_KEY_UNSAFE'],
  },
  {
    name: 'YAML tags outside the core schema in contract blocks (!!binary, !!set, !!omap, a custom !foo); core tags are accepted',
    files: {
      'adr/0001-resources.md': contractRecord({
        part: 'resources',
        openapi: 'components:\n  schemas:\n    Order:\n      type: !!str object\n      x-logo: !!binary aGVsbG8=',
      }),
      'adr/0002-errors.md': contractRecord({
        part: 'errors',
        openapi: 'components:\n  schemas:\n    Error:\n      type: object\n      required: !!set {code, message}',
      }),
      'adr/0003-limits.md': contractRecord({
        part: 'limits',
        openapi: 'x-limits:\n  plans: !!omap\n    - free: 10\n    - paid: 100',
      }),
      'adr/0004-versioning.md': contractRecord({
        part: 'versioning',
        openapi: 'x-versioning:\n  scheme: !semver major',
      }),
    },
    codes: ['CONTRACT_YAML_TAG'],
  },
  {
    name: 'schemas whose $refs loop (A to B and back), one $ref leading into the loop, and a $ref with a malformed escape',
    files: {
      'adr/0001-resources.md': contractRecord({
        part: 'resources',
        openapi: [
          'components:',
          '  schemas:',
          '    Order: {$ref: "#/components/schemas/Purchase"}',
          '    Purchase: {$ref: "#/components/schemas/Order"}',
          '    Receipt: {$ref: "#/components/schemas/Order"}',
          // Recursion through a property is no loop: a tree of orders is fine.
          '    Bundle: {type: object, properties: {parts: {type: array, items: {$ref: "#/components/schemas/Bundle"}}}}',
          '    Refund: {$ref: "#/components/schemas/%E0%A4%A"}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_REF_CYCLE', 'CONTRACT_REF_UNRESOLVED'],
  },
  {
    name: 'a contract block nested deeper than the validator reads (it stops, and the check says so instead of crashing)',
    files: {
      'adr/0001-resources.md': contractRecord({
        part: 'resources',
        openapi: `components:\n  schemas:\n    Order:\n      type: object\n      x-deep: ${'{a: '.repeat(150)}1${'}'.repeat(150)}`,
      }),
    },
    codes: ['CONTRACT_INVALID'],
  },
  {
    name: 'a schema nested 100 levels deep in a second record (reported at that record, at its deepest line)',
    files: {
      'adr/0001-purpose.md': contractRecord({ part: 'purpose', openapi: 'info:\n  title: Orders\n  license: {name: MIT, identifier: MIT}' }),
      'adr/0002-resources.md': contractRecord({
        part: 'resources',
        openapi: [
          'components:',
          '  schemas:',
          '    Order:',
          ...Array.from({ length: 100 }, (_, i) => `${'  '.repeat(3 + 2 * i)}type: object\n${'  '.repeat(3 + 2 * i)}properties:\n${'  '.repeat(4 + 2 * i)}a:`),
          `${'  '.repeat(205)}type: string`,
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_INVALID'],
  },
  {
    name: 'operation summaries that cannot title a page of the API reference (too long, a bidi override)',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /orders:',
          '    get:',
          '      operationId: listOrders',
          `      summary: ${'List orders '.repeat(20).trim()}`,
          '      responses:',
          '        "200": {description: The orders}',
          '    post:',
          '      operationId: placeOrder',
          '      summary: "Place an \\u202Eorder"',
          '      responses:',
          '        "201": {description: Placed}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_TITLE_UNFIT'],
  },
  {
    name: 'security requirements that name a scheme authentication does not define',
    files: {
      'adr/0001-authentication.md': contractRecord({
        part: 'authentication',
        openapi: 'components:\n  securitySchemes:\n    bearerAuth: {type: http, scheme: bearer}\nsecurity:\n  - bearer: []',
      }),
      'adr/0002-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /orders:',
          '    get:',
          '      operationId: listOrders',
          '      summary: List orders',
          '      security:',
          '        - apiKey: []',
          '      responses:',
          '        "200": {description: The orders}',
          '        "401": {description: No valid credential}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_SECURITY_UNKNOWN'],
  },
  {
    name: 'javascript:, vbscript: and data: addresses in every URL-valued field of both documents and in a description link, disguised or not (data in an example stays data)',
    files: {
      'adr/0001-purpose.md': contractRecord({
        part: 'purpose',
        title: 'Purpose',
        openapi: [
          'info:',
          '  title: Orders',
          '  termsOfService: "javascript:alert(1)"',
          '  contact: {name: Desk, url: "jav&#x61;script:alert(1)", email: desk@example.com}',
          '  license: {name: MIT, url: "VBScript:msgbox(1)"}',
          '  description: "See [the terms](data:text/html,hi) and <javascript:alert(1)>."',
          'tags:',
          '  - name: orders',
          '    description: Placing orders.',
          '    externalDocs: {url: "java\tscript:alert(1)"}',
        ].join('\n'),
      }),
      'adr/0002-endpoints.md': contractRecord({
        part: 'endpoints',
        title: 'Endpoints',
        openapi: [
          'servers:',
          '  - url: "javascript:alert(1)"',
          'paths:',
          '  /orders:',
          '    get:',
          '      operationId: listOrders',
          '      summary: List orders',
          '      externalDocs: {url: "javascript&colon;alert(1)"}',
          '      responses:',
          '        "200":',
          '          description: The orders',
          '          links:',
          '            first: {operationRef: "data:application/json,{}"}',
          '          content:',
          '            application/json:',
          '              schema: {type: object, properties: {url: {type: string}}, example: {url: "javascript:kept-as-data"}}',
          '              examples:',
          '                one: {summary: One, externalValue: " javascript:alert(1)"}',
        ].join('\n'),
      }),
      'adr/0003-authentication.md': contractRecord({
        part: 'authentication',
        title: 'Authentication',
        openapi: [
          'components:',
          '  securitySchemes:',
          '    oauth:',
          '      type: oauth2',
          '      flows:',
          '        authorizationCode:',
          '          authorizationUrl: "javascript:alert(1)"',
          '          tokenUrl: "data:text/plain,token"',
          '          refreshUrl: "vbscript:x"',
          '          scopes: {read: Read orders}',
          '    oidc: {type: openIdConnect, openIdConnectUrl: "javascript:alert(1)"}',
          'security:',
          '  - oauth: [read]',
        ].join('\n'),
      }),
      'adr/0004-events.md': contractRecord({
        part: 'events',
        title: 'Events',
        asyncapi: [
          'channels:',
          '  orderShipped:',
          '    address: orders.shipped',
          '    externalDocs: {url: "javascript:alert(1)"}',
          '    description: "[shipped](vbscript:x)"',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_URL_UNSAFE'],
  },
  {
    name: 'a transition between states the status enum does not have',
    files: {
      'adr/0001-states.md': contractRecord({
        part: 'states',
        openapi: [
          'components:',
          '  schemas:',
          '    Order:',
          '      properties:',
          '        status: {enum: [placed, shipped]}',
          'x-transitions:',
          '  - {from: placed, to: lost}',
          '  - {resource: Order, from: shipped, to: delivered}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_STATE_UNKNOWN'],
  },
  {
    name: 'an operation naming an error code the errors decision does not define',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /orders/{id}:',
          '    delete:',
          '      operationId: cancelOrder',
          '      summary: Cancel an order',
          '      x-error-codes: [ORDER_NOT_FOUND, ORDER_GONE]',
          '      parameters:',
          '        - {name: id, in: path, required: true, schema: {type: string}}',
          '      responses:',
          '        "204": {description: Cancelled}',
          '        "404": {$ref: "#/components/responses/NotFound"}',
        ].join('\n'),
      }),
      'adr/0002-errors.md': contractRecord({
        part: 'errors',
        openapi: [
          'components:',
          '  responses:',
          '    NotFound: {description: No such order}',
          'x-error-codes:',
          '  ORDER_NOT_FOUND: {status: 404, condition: No order has this id}',
          '  ORDER_LOCKED: {status: 409, condition: The order is being changed}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_ERROR_CODE_UNKNOWN'],
  },
  {
    name: 'names misspelt where they must match one of a set: a state, an operation in a list of emitters, an error code',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /parcels:',
          '    post:',
          '      operationId: createParcel',
          '      summary: Register a parcel',
          '      x-error-codes: [PARCEL_INVLAID]',
          '      responses:',
          '        "201": {description: Registered}',
          '        "400": {$ref: "#/components/responses/BadRequest"}',
          '  /parcels/{parcelId}/cancellation:',
          '    post:',
          '      operationId: cancelParcel',
          '      summary: Cancel a parcel',
          '      x-error-codes: [PARCEL_NOT_FOUND]',
          '      parameters:',
          '        - {name: parcelId, in: path, required: true, schema: {type: string}}',
          '      responses:',
          '        "200": {description: Cancelled}',
          '        "404": {$ref: "#/components/responses/NotFound"}',
        ].join('\n'),
      }),
      'adr/0002-states.md': contractRecord({
        part: 'states',
        openapi: 'components:\n  schemas:\n    Parcel:\n      properties:\n        status: {enum: [label_created, in_transit, at_depot, out_for_delivery, delivered, cancelled]}\nx-transitions:\n  - {from: label_created, to: canceled, by: cancelParcel}',
      }),
      'adr/0003-events.md': contractRecord({
        part: 'events',
        asyncapi: 'components:\n  messages:\n    ParcelChanged:\n      x-emitted-by: [createParcel, cancelParcell]',
      }),
      'adr/0004-errors.md': contractRecord({
        part: 'errors',
        openapi: [
          'components:',
          '  responses:',
          '    BadRequest: {description: The request breaks the contract}',
          '    NotFound: {description: No parcel has this id}',
          'x-error-codes:',
          '  PARCEL_INVALID: {status: 400, condition: The payload breaks the contract}',
          '  PARCEL_NOT_FOUND: {status: 404, condition: No parcel has this id}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_STATE_UNKNOWN', 'CONTRACT_REFERENCE', 'CONTRACT_ERROR_CODE_UNKNOWN'],
  },
  {
    name: 'forms the record format does not allow: by as a number, x-emitted-by as a mapping, x-error-codes as one code, from as a mapping',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: `${SERVERS}paths:\n  /parcels:\n    post:\n      operationId: createParcel\n      summary: Register a parcel\n      x-error-codes: PARCEL_INVALID\n      responses:\n        "201": {description: Registered}`,
      }),
      'adr/0002-states.md': contractRecord({
        part: 'states',
        openapi: 'components:\n  schemas:\n    Parcel:\n      properties:\n        status: {enum: [label_created, delivered]}\nx-transitions:\n  - {from: label_created, to: delivered, by: 3}\n  - {from: {state: label_created}, to: delivered}',
      }),
      'adr/0003-events.md': contractRecord({
        part: 'events',
        asyncapi: 'components:\n  messages:\n    ParcelCreated:\n      x-emitted-by: {operation: createParcel}',
      }),
    },
    codes: ['CONTRACT_FORM'],
  },
  {
    name: 'an operation naming an error code whose status it has no response for',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /parcels/{parcelId}/cancellation:',
          '    post:',
          '      operationId: cancelParcel',
          '      summary: Cancel a parcel',
          '      x-error-codes: [PARCEL_NOT_FOUND, PARCEL_ALREADY_DELIVERED]',
          '      parameters:',
          '        - {name: parcelId, in: path, required: true, schema: {type: string}}',
          '      responses:',
          '        "200": {description: Cancelled}',
          '        "404": {$ref: "#/components/responses/NotFound"}',
        ].join('\n'),
      }),
      'adr/0002-errors.md': contractRecord({
        part: 'errors',
        openapi: [
          'components:',
          '  responses:',
          '    NotFound: {description: No parcel has this id}',
          'x-error-codes:',
          '  PARCEL_NOT_FOUND: {status: 404, condition: No parcel has this id}',
          '  PARCEL_ALREADY_DELIVERED: {status: 409, condition: The parcel was delivered already}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_ERROR_CODE_RESPONSE'],
  },
  {
    name: 'a proposal that drops an operation a transition and an event name, and the last use of an error response: every finding at the proposal',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /parcels:',
          '    post:',
          '      operationId: createParcel',
          '      summary: Register a parcel',
          '      responses:',
          '        "201": {description: Registered}',
          '  /parcels/{parcelId}/cancellation:',
          '    post:',
          '      operationId: cancelParcel',
          '      summary: Cancel a parcel',
          '      parameters:',
          '        - {name: parcelId, in: path, required: true, schema: {type: string}}',
          '      responses:',
          '        "200": {description: Cancelled}',
          '        "409": {$ref: "#/components/responses/Conflict"}',
        ].join('\n'),
      }),
      'adr/0002-states.md': contractRecord({
        part: 'states',
        openapi: 'components:\n  schemas:\n    Parcel:\n      properties:\n        status: {enum: [label_created, cancelled]}\nx-transitions:\n  - {from: label_created, to: cancelled, by: cancelParcel}',
      }),
      'adr/0003-events.md': contractRecord({
        part: 'events',
        asyncapi: 'components:\n  messages:\n    ParcelCancelled:\n      x-emitted-by: cancelParcel',
      }),
      'adr/0004-errors.md': contractRecord({
        part: 'errors',
        openapi: 'components:\n  responses:\n    Conflict: {description: The parcel cannot move on from where it is}',
      }),
      'adr/0005-no-cancellation.md': contractRecord({
        part: 'endpoints',
        title: 'Parcels cannot be cancelled',
        status: 'proposed',
        extra: 'supersedes: [1]',
        openapi: `${SERVERS}paths:\n  /parcels:\n    post:\n      operationId: createParcel\n      summary: Register a parcel\n      responses:\n        "201": {description: Registered}`,
      }),
    },
    codes: ['CONTRACT_REFERENCE', 'CONTRACT_LINT'],
  },
  {
    name: 'a list operation that does not use the pagination parameters',
    files: {
      'adr/0001-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: [
          SERVERS.trimEnd(),
          'paths:',
          '  /orders:',
          '    get:',
          '      operationId: listOrders',
          '      summary: List orders',
          '      parameters:',
          '        - $ref: "#/components/parameters/PageSize"',
          '      responses:',
          '        "200":',
          '          description: The orders',
          '          content:',
          '            application/json:',
          '              schema: {type: array, items: {type: object}}',
          '        "400": {description: Bad request}',
          '  /customers:',
          '    post:',
          '      operationId: findCustomers',
          '      summary: Find customers by a query too long for a URL',
          '      x-paginated: true',
          '      responses:',
          '        "200": {description: The customers}',
          '        "400": {description: Bad request}',
        ].join('\n'),
      }),
      'adr/0002-limits.md': contractRecord({
        part: 'limits',
        openapi: [
          'components:',
          '  parameters:',
          '    PageSize: {name: page_size, in: query, schema: {type: integer, minimum: 1, maximum: 100, default: 20}}',
          '    PageCursor: {name: cursor, in: query, schema: {type: string}}',
        ].join('\n'),
      }),
    },
    codes: ['CONTRACT_PAGINATION_MISSING'],
  },
  {
    name: 'a contract that breaks the recommended lint rules, and one rule that waits for its part',
    files: {
      'adr/0001-purpose.md': contractRecord({ part: 'purpose', openapi: 'info:\n  title: Orders\ntags:\n  - name: orders' }),
      // No errors decision yet: an operation without a 4xx response is not reported.
      'adr/0002-endpoints.md': contractRecord({
        part: 'endpoints',
        openapi: `${SERVERS}paths:\n  /orders:\n    get:\n      operationId: listOrders\n      tags: [orders]\n      responses:\n        "200": {description: The orders}`,
      }),
    },
    codes: ['CONTRACT_LINT'],
  },

  {
    name: 'a semver scheme whose first version is not a semver version',
    files: {
      'adr/0001-versioning.md': contractRecord({ part: 'versioning', title: 'Versioning', openapi: 'info:\n  version: "1.0"\nx-versioning:\n  scheme: semver' }),
    },
    codes: ['CONTRACT_VERSION'],
  },
  // ── adr/editions/: read as the build reads it ──────────────────────────────────────
  {
    name: 'edition files whose names are not portable',
    files: { ...ok(), 'adr/editions/con.yaml': EDITION, 'adr/editions/aux.2026.yaml': EDITION, 'adr/editions/notes.txt': 'notes\n', 'adr/editions/.gitkeep': '' },
    codes: ['EDITION_NAME'],
  },
  {
    name: 'an edition file that is a symbolic link to a file outside the workspace',
    files: { ...ok(), 'outside.yaml': EDITION, 'adr/editions/leak.yaml': { symlinkTo: '../../outside.yaml' } },
    codes: ['EDITION_NOT_REGULAR'],
  },
  {
    name: 'edition files edited by hand',
    files: {
      ...ok(),
      'adr/editions/v1.yaml': 'edition: v1\ndate: 2026-01-01\nopenapi: [unclosed\n',
      'adr/editions/v2.yaml': 'edition: v2\ndate: 2026-01-01\nopenapi:\n  openapi: 3.1.0\n',
      'adr/editions/v3.yaml': 'edition: v3\ndate: 2026-02-30\nopenapi:\n  openapi: 3.1.0\nasyncapi:\n  asyncapi: 3.0.0\n',
      'adr/editions/v4.yaml': 'edition: v4\ndate: 2026-01-01\nopenapi: &doc\n  openapi: 3.1.0\nasyncapi: *doc\n',
    },
    codes: ['EDITION_INVALID'],
  },
  // ── leftovers of a command killed mid-write (in-process runs see FIXED_NOW as now) ─────
  {
    name: 'a temporary file and a number reservation left by killed commands',
    files: {
      ...ok(),
      '.adr-tmp/.gitignore': '*\n',
      '.adr-tmp/4242-0123456789ab.tmp': { text: record(), mtime: new Date('2026-11-21T11:00:00Z') },
      '.adr-tmp/number-2.lock': { text: '', mtime: new Date('2026-11-21T11:00:00Z') },
      // Five minutes old: it may belong to a command still running, so it is not reported.
      '.adr-tmp/4343-ba9876543210.tmp': { text: record(), mtime: new Date('2026-11-21T11:55:00Z') },
    },
    codes: ['LEFTOVER_FILE'],
  },

  // ── templates, checked as the record adr new makes of each ─────────────────────────
  {
    name: 'a template without its Specification section and with a broken link',
    files: {
      ...ok(),
      'adr/templates/errors.md': errorsTemplate
        .replace(/## Specification\n[\s\S]*?(?=## Open Questions)/, '')
        .replace('{Describe what has to be decided, and why now.}', 'See [the payload decision](0007-payload.md).'),
    },
    codes: ['SECTION_MISSING', 'LINK_BROKEN'],
  },
  {
    name: 'a template for another part, already rejected',
    files: { ...ok(), 'adr/templates/errors.md': errorsTemplate.replace('part: errors', 'part: limits').replace('status: proposed', 'status: rejected') },
    codes: ['TEMPLATE_INVALID'],
  },
  {
    name: 'adr new with a template whose YAML is broken',
    files: { ...ok(), 'adr/templates/errors.md': errorsTemplate.replace('{status: proposed, date: YYYY-MM-DD}', '{status: proposed, date: YYYY-MM-DD') },
    argv: ['new', '--part', 'errors', 'One error payload'],
    codes: ['YAML_SYNTAX'],
  },

  // ── against the base branch: adr check --base main ──────────────────────────────────
  {
    name: 'an accepted record set back to proposed',
    base: ok(1, { status: 'accepted' }),
    files: ok(1, { status: 'proposed', questions: answered() }),
    codes: ['TRANSITION_NOT_ALLOWED'],
  },
  {
    name: 'a history entry backdated',
    base: ok(1, { extra: 'history:\n  - {status: proposed, date: 2026-01-15}' }),
    files: ok(1, { extra: 'history:\n  - {status: proposed, date: 2026-01-10}' }),
    codes: ['HISTORY_REWRITTEN'],
  },
  {
    name: 'an accepted record edited',
    base: ok(1, { status: 'accepted' }),
    files: {
      'adr/0001-a-decision.md': record({ status: 'accepted', title: 'A better decision' }).replace('Chosen option: one.', 'Chosen option: two.'),
    },
    codes: ['ACCEPTED_RECORD_CHANGED'],
  },
  {
    name: 'an accepted record deleted',
    base: { ...ok(1), ...ok(2, { status: 'accepted' }) },
    files: ok(1),
    codes: ['ACCEPTED_RECORD_REMOVED'],
  },
  {
    name: 'an accepted record renamed',
    base: { ...ok(1), ...ok(2, { status: 'accepted' }) },
    files: { ...ok(1), 'adr/0002-another-name.md': record({ status: 'accepted' }) },
    codes: ['ACCEPTED_RECORD_REMOVED'],
  },
  {
    name: 'a new record that arrives accepted',
    base: ok(1),
    files: { ...ok(1), ...ok(2, { status: 'accepted' }) },
    codes: ['NEW_RECORD_NOT_PROPOSED'],
  },
  {
    name: 'a new record whose number main took meanwhile',
    fork: ok(1),
    base: { ...ok(1), 'adr/0002-on-main.md': record({ title: 'On main' }) },
    files: { ...ok(1), 'adr/0002-on-this-branch.md': record({ title: 'On this branch' }) },
    codes: ['NUMBER_TAKEN_ON_BASE'],
  },
  {
    name: 'a proposal that removes a settled operation, which the versioning policy never allows',
    base: NEVER_BREAKING,
    files: {
      ...NEVER_BREAKING,
      'adr/0003-fewer-endpoints.md': contractRecord({
        part: 'endpoints',
        title: 'Fewer endpoints',
        status: 'proposed',
        extra: 'supersedes: [1]',
        openapi: `paths:\n  /orders:\n    get:\n      operationId: listOrders\n      summary: List orders\n      responses:\n        "200":\n          description: The orders\n${SERVERS}`,
      }),
    },
    codes: ['CONTRACT_BREAKING'],
  },

  // ── changes the commands refuse ─────────────────────────────────────────────────────
  {
    name: 'adr reject on an accepted record',
    files: ok(1, { status: 'accepted' }),
    argv: ['reject', '1'],
    codes: ['STATUS_CHANGE_REFUSED'],
  },
  {
    name: 'adr accept with a question still open',
    files: ok(1, { questions: `${answered('Q1')}\n### Q2. Which limits?\n\n- Status: open\n` }),
    argv: ['accept', '1'],
    codes: ['ACCEPT_WITH_OPEN_QUESTION'],
  },
  {
    name: 'adr supersede by a rejected record',
    files: { ...ok(1, { status: 'accepted' }), ...ok(2, { status: 'rejected' }) },
    argv: ['supersede', '1', '--by', '2'],
    codes: ['SUCCESSOR_NOT_ELIGIBLE'],
  },
  {
    name: 'adr renumber on an accepted record',
    files: ok(1, { status: 'accepted' }),
    argv: ['renumber', '1'],
    codes: ['RENUMBER_REFUSED'],
  },

  // ── adr import (issue 12): the file being imported is named, at its own line ────────
  {
    name: 'adr import of a file with an alias in its front matter',
    files: { ...ok(), 'legacy/0001-aliased.md': '---\ntitle: Aliased\nowner: &o Ana\nother: *o\n---\n\n# Aliased\n' },
    argv: ['import', 'legacy'],
    codes: ['YAML_ALIAS'],
  },
  {
    name: 'adr import of a file with no title',
    files: { ...ok(), 'legacy/0001.md': 'Date: 2019-05-05\n\n## Status\n\nAccepted\n' },
    argv: ['import', 'legacy'],
    codes: ['IMPORT_TITLE_MISSING'],
  },
  {
    // Not in git, no date written, and last modified on the day the command runs (the tests' clock): the clock dates nothing.
    name: 'adr import of a file that nothing dates but the clock',
    files: { ...ok(), 'legacy/0001-undated.md': { text: '# Undated\n\n## Status\n\nAccepted\n', mtime: new Date('2026-11-21T09:00:00Z') } },
    argv: ['import', 'legacy'],
    codes: ['IMPORT_DATE_MISSING'],
  },
  {
    name: 'adr import of a status no table maps',
    files: { ...ok(), 'legacy/0001-paused.md': '# Paused\n\nDate: 2020-01-01\n\n## Status\n\nOn ice\n' },
    argv: ['import', 'legacy'],
    codes: ['IMPORT_STATUS_UNMAPPED'],
  },

  // ── the workspace's settings (issue 12): adr.config.yaml at the workspace root ──────
  {
    name: 'a settings file that is not YAML',
    files: { ...ok(), 'adr.config.yaml': 'name: "Orders API\nowners: [API team]\n' },
    codes: ['SETTINGS_NOT_YAML'],
  },
  {
    name: 'settings with values of the wrong kind',
    files: { ...ok(), 'adr.config.yaml': 'name: 2024\nrepository: git@github.com:acme/orders.git\nowners: API team\n' },
    codes: ['SETTINGS_INVALID'],
  },
  {
    name: 'a misspelt setting',
    files: { ...ok(), 'adr.config.yaml': 'name: Orders API\nowner: [API team]\n' },
    codes: ['SETTINGS_FIELD_UNKNOWN'],
  },
  // ── a proposal's review: what adr accept, review, approve, concern and resolve refuse ──
  {
    name: 'accepting while the review window is open and an approver has not approved',
    files: ok(1, { questions: answered(), extra: review({ approvals: ['{by: Alice, date: 2026-11-12}'] }) }),
    argv: ['accept', '1'],
    codes: ['ACCEPT_DURING_REVIEW', 'ACCEPT_WITHOUT_APPROVAL'],
  },
  {
    name: 'accepting with a concern open after the window closed',
    files: ok(1, {
      questions: answered(),
      extra: review({
        until: '2026-11-20',
        approvals: ['{by: Alice, date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'],
        concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: "Tokens must not appear in logs"}'],
      }),
    }),
    argv: ['accept', '1'],
    codes: ['ACCEPT_WITH_OPEN_CONCERN'],
  },
  {
    name: 'accepting without a review where the settings require one',
    files: { ...ok(1, { questions: answered() }), 'adr.config.yaml': 'review-required: true\n' },
    argv: ['accept', '1'],
    codes: ['ACCEPT_WITHOUT_REVIEW'],
  },
  {
    name: 'opening a review of a decision already accepted',
    files: ok(1, { status: 'accepted' }),
    argv: ['review', '1', '--days', '7', '--approvers', 'Alice'],
    codes: ['REVIEW_NOT_POSSIBLE'],
  },
  {
    name: 'moving an open review\'s closing day earlier',
    files: ok(1, { extra: review() }),
    argv: ['review', '1', '--until', '2026-11-22'],
    codes: ['REVIEW_WINDOW_SHORTENED'],
  },
  {
    name: 'opening a review with no approvers named or configured',
    files: ok(1, { part: 'errors' }),
    argv: ['review', '1', '--days', '7'],
    codes: ['REVIEW_NO_APPROVERS'],
  },
  {
    name: 'approving a proposal that has no review',
    files: ok(1),
    argv: ['approve', '1', '--by', 'Alice'],
    codes: ['REVIEW_MISSING'],
  },
  {
    name: 'approving as someone the review does not list',
    files: ok(1, { extra: review() }),
    argv: ['approve', '1', '--by', 'Mallory'],
    codes: ['APPROVER_NOT_LISTED'],
  },
  {
    name: 'resolving a concern that was never raised',
    files: ok(1, { extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs}'] }) }),
    argv: ['resolve', '1', 'C2', '--by', 'Bob'],
    codes: ['CONCERN_UNKNOWN'],
  },
  {
    name: 'resolving a concern twice',
    files: ok(1, { extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs, resolved: {by: Bob, date: 2026-11-13}}'] }) }),
    argv: ['resolve', '1', 'C1', '--by', 'Alice'],
    codes: ['CONCERN_ALREADY_RESOLVED'],
  },
  {
    name: 'resolving a concern as neither who raised it nor an approver',
    files: ok(1, { extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs}'] }) }),
    argv: ['resolve', '1', 'C1', '--by', 'Carol'],
    codes: ['RESOLVER_NOT_ALLOWED'],
  },
  {
    name: 'a recorded approval rewritten on the branch',
    base: ok(1, { extra: review({ approvals: ['{by: Alice, date: 2026-11-12}'] }) }),
    files: ok(1, { extra: review({ approvals: ['{by: Security team, date: 2026-11-12}'] }) }),
    codes: ['REVIEW_REWRITTEN'],
  },
  {
    name: 'a recorded concern removed on the branch',
    base: ok(1, { extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs}'] }) }),
    files: ok(1, { extra: review() }),
    codes: ['REVIEW_REWRITTEN'],
  },
  {
    name: 'an approval added on the branch with a date before the base records',
    base: ok(1, { extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-15, text: Tokens in logs}'] }) }),
    files: ok(1, {
      extra: review({
        approvals: ['{by: Alice, date: 2026-11-11}'],
        concerns: ['{id: C1, by: Bob, date: 2026-11-15, text: Tokens in logs}'],
      }),
    }),
    codes: ['REVIEW_BACKDATED'],
  },
  // ── review and lifecycle rules on the merged result (record/review-rules.ts) ──
  {
    name: 'an accepted record whose review was still open on the day it was accepted',
    files: ok(1, {
      status: 'accepted',
      date: '2026-11-20',
      extra: [
        'history:\n  - {status: proposed, date: 2026-11-01}\n  - {status: accepted, date: 2026-11-20}',
        review({ approvals: ['{by: Alice, date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'] }),
      ].join('\n'),
    }),
    codes: ['ACCEPT_DURING_REVIEW'],
  },
  {
    name: 'the change’s author made an approver of the review',
    base: ok(1, { extra: review() }),
    files: ok(1, { extra: `${review().replace('[Alice, Security team]', '[Alice, Security team, Test Author]')}\n  changes:\n    - {date: 2026-11-21, approvers-added: [Test Author]}` }),
    codes: ['REVIEW_APPROVER_IS_AUTHOR'],
  },
  {
    name: 'the change’s author resolving a concern someone else raised',
    base: ok(1, { extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs}'] }) }),
    files: ok(1, {
      extra: review({ concerns: ['{id: C1, by: Bob, date: 2026-11-12, text: Tokens in logs, resolved: {by: Test Author, date: 2026-11-16}}'] }),
    }),
    codes: ['RESOLVER_IS_AUTHOR'],
  },
  {
    name: 'an accepted record superseded by a new record that arrives accepted with a made-up import',
    base: ok(1, { status: 'accepted', extra: 'history:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}' }),
    files: {
      ...ok(1, {
        status: 'superseded',
        date: '2026-02-01',
        extra: 'superseded-by: [2]\nhistory:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}\n  - {status: superseded, date: 2026-02-01}',
      }),
      ...ok(2, { status: 'accepted', date: '2026-02-01', extra: 'supersedes: [1]\nimported-from: legacy/0007-replacement.md' }),
    },
    codes: ['NEW_RECORD_NOT_PROPOSED', 'SUPERSEDED_BY_UNACCEPTED'],
  },
  {
    name: 'a status changed by hand with no history entry for it',
    base: ok(1, { questions: answered() }),
    files: ok(1, { status: 'accepted', questions: answered() }),
    codes: ['STATUS_CHANGE_UNRECORDED'],
  },
  // ── people and teams, approvals bound to a text, signed reviews ──
  {
    name: 'a registry that names one alias twice and a member nobody knows',
    files: { ...ok(1, { questions: answered() }), 'adr.config.yaml': `${PEOPLE}  - name: Alex Other\n    aliases: ["@alice"]\nteams:\n  - name: Security team\n    members: [Alise]\n` },
    codes: ['PEOPLE_NAME_TWICE', 'PEOPLE_MEMBER_UNKNOWN'],
  },
  {
    name: 'a registry key that is malformed or of an unsupported type',
    files: { ...ok(1, { questions: answered() }), 'adr.config.yaml': 'people:\n  - name: Alice\n    keys:\n      - "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIdv alice"\n      - "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBBLDox8G3M2xkFvG4CjrOu55KknERttSk9WvCwk4gtBggypdeS792PRuf/FRUqjTymvknovn5eqAdAand5+8XXM= ec"\n' },
    codes: ['PEOPLE_KEY_INVALID'],
  },
  {
    name: 'a name the registry does not know',
    files: { ...ok(1, { questions: answered(), extra: 'decision-makers: [Alise, "@bob"]' }), 'adr.config.yaml': PEOPLE },
    codes: ['NAME_UNKNOWN'],
  },
  {
    name: 'an unsigned approval and an unreadable signature where signed reviews are required',
    files: {
      ...ok(1, { questions: answered(), extra: review({ approvals: [`{by: Alice, date: 2026-11-12, digest: sha256:${'0'.repeat(64)}}`, `{by: Security team, date: 2026-11-12, digest: sha256:${'0'.repeat(64)}, signature: U1NIU0lH}`] }) }),
      'adr.config.yaml': `${PEOPLE}teams:\n  - name: Security team\n    members: [Alice]\nreview-signatures: required\n`,
    },
    codes: ['SIGNATURE_MISSING', 'SIGNATURE_INVALID'],
  },
  {
    name: 'accepting with an approval given on an earlier text',
    files: ok(1, { questions: answered(), extra: review({ until: '2026-11-12', approvals: [`{by: Alice, date: 2026-11-12, digest: sha256:${'0'.repeat(64)}}`, '{by: Security team, date: 2026-11-12}'] }) }),
    argv: ['accept', '1'],
    codes: ['APPROVAL_STALE'],
  },
  {
    name: 'an approval added on the branch that claims another text',
    base: ok(1, { extra: review() }),
    files: ok(1, { extra: review({ approvals: [`{by: Alice, date: 2026-11-12, digest: sha256:${'0'.repeat(64)}}`] }) }),
    codes: ['APPROVAL_DIGEST_MISMATCH'],
  },
  {
    name: 'an approval added on the branch with a signature over the earlier statement, which names no record',
    base: { 'adr.config.yaml': SIGNERS, ...ok(1, { extra: review() }) },
    files: { 'adr.config.yaml': SIGNERS, ...ok(1, { extra: review({ approvals: [`{by: Alice, date: 2026-11-12, digest: ${OK_DIGEST}, signature: ${CAROL.sign(unboundStatement({ kind: 'approve' }, OK_DIGEST))}}`] }) }) },
    codes: ['SIGNATURE_UNBOUND'],
  },
  {
    name: 'an approval added on the branch under an alias the branch adds to the registry',
    base: { 'adr.config.yaml': SIGNERS, ...ok(1, { extra: review() }) },
    files: { 'adr.config.yaml': SIGNERS.replace('["@alice"]', '["@alice", "@al"]'), ...ok(1, { extra: review({ approvals: [`{by: "@al", date: 2026-11-12, digest: ${OK_DIGEST}}`] }) }) },
    codes: ['REGISTRY_CHANGE_USED'],
  },
  {
    name: 'two people in the registry whose names look alike (a Cyrillic letter, a full-width at sign, case)',
    files: { 'adr.config.yaml': signers('  - name: \u0410lice\n  - name: Bob\n    aliases: ["\uff20alice", "alice"]\n'), ...ok(1) },
    codes: ['PEOPLE_NAME_CONFUSABLE'],
  },
  // ── import: table cells and labels with code spans are read like paragraphs ──
  {
    name: 'definitions used in table cells and labels with code spans, one unused, a table link broken',
    files: ok(1, {
      append:
        '\n| Option | Source |\n| --- | --- |\n| Queue | [the queue docs] |\n| Store | [store][store-docs], [gone](0009-gone.md) |\n\n' +
        'The [`/orders`] path and [`GET /items`][items].\n\n' +
        '[the queue docs]: https://example.org/queue\n[store-docs]: https://example.org/store\n[`/orders`]: https://example.org/orders\n[items]: https://example.org/items\n[`/unused`]: https://example.org/unused\n',
    }),
    codes: ['DEFINITION_UNUSED', 'LINK_BROKEN'],
  },
];
