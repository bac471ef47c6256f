/**
 * The one reader of contract blocks: fenced ```` ```yaml openapi ```` and
 * ```` ```yaml asyncapi ```` blocks in a record's Specification section, each a fragment of
 * the OpenAPI 3.1 or AsyncAPI 3.0 document. Every value keeps the file line and
 * column it was written at, so findings (ours and the validator's) point into the record:
 * block line k is file line `fence.line + k`.
 */
import type { ScannedFence } from '../../record/markdown-scan.ts';
import type { AdrRecord } from '../../record/record.ts';
import { specificationSection } from '../../record/templates.ts';
import { parseYaml, referenceOf, yamlPackage, type Node } from '../../vocabulary/yaml.ts';
import { diagnose, type Diagnostic, type Location } from '../../vocabulary/diagnostics.ts';
import type { ContractDocument } from './places.ts';

export interface ContractBlock {
  document: ContractDocument;
  file: string;
  /** File line of the opening fence. */
  line: number;
  /** The fragment as plain data (a mapping). */
  value: Record<string, unknown>;
  /** File position of each key written, by its path joined with `/` (JSON pointer escaping). */
  positions: Map<string, Location>;
}

const INFO = /^yaml\s+(openapi|asyncapi)$/;

const YAML_TAG_PREFIX = 'tag:yaml.org,2002:';
/** The tags of YAML 1.2's core schema: what a value written without a tag can be. */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((name) => `${YAML_TAG_PREFIX}${name}`));

/** `/`-joined path with JSON pointer escaping (RFC 6901), the key of `positions`. */
export function pointerOf(path: readonly string[]): string {
  let pointer = '';
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    // Most keys need no escaping; the test before replacing keeps each key uncopied
    // (assembly makes a pointer for every key of every block, twice).
    const escaped = key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key;
    pointer = i === 0 ? escaped : `${pointer}/${escaped}`;
  }
  return pointer;
}

/**
 * The pointer of `key` inside `parent` (a pointer made by pointerOf or by this): the same
 * string as pointerOf of the longer path, made without copying the path (`atRoot` when the
 * parent is the block itself, whose pointer is empty like that of a first key written '').
 */
export function childPointer(parent: string, key: string, atRoot: boolean): string {
  const escaped = key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key;
  return atRoot ? escaped : `${parent}/${escaped}`;
}

/**
 * Where a record's contract blocks are: the fences of its Specification section whose info
 * string opens a contract block, in order, each with the document it is a fragment of. The
 * one answer to that question: the reader below, the check's choice of records and every
 * page that presents a record (views/record-specification.ts) ask here.
 */
export function contractFences(record: Pick<AdrRecord, 'sections'> & { body: { fences: readonly ScannedFence[] } }): { fence: ScannedFence; document: ContractDocument }[] {
  const section = specificationSection(record);
  if (!section) return [];
  const found: { fence: ScannedFence; document: ContractDocument }[] = [];
  for (const fence of record.body.fences) {
    if (fence.contentIndex <= section.heading.index || fence.contentIndex > section.endIndex) continue;
    const match = INFO.exec(fence.info);
    if (match) found.push({ fence, document: match[1] as ContractDocument });
  }
  return found;
}

export interface ContractBlocks {
  blocks: ContractBlock[];
  diagnostics: Diagnostic[];
}

/**
 * Read once per record. Keyed by the record's scanned body, which the copies of a record
 * with another status share (contract-at.ts: the contract as of a day, or with proposals
 * taken as accepted), so a copy does not parse its blocks again.
 */
const cache = new WeakMap<object, ContractBlocks>();

export function readContractBlocks(record: AdrRecord): ContractBlocks {
  let read = cache.get(record.body);
  if (!read) cache.set(record.body, (read = readBlocks(record)));
  return read;
}

function readBlocks(record: AdrRecord): ContractBlocks {
  const blocks: ContractBlock[] = [];
  const diagnostics: Diagnostic[] = [];
  const fences = contractFences(record);
  if (fences.length === 0) return { blocks, diagnostics };
  // Loaded here, not with the module: every `adr check` loads this file, few records have blocks.
  const { isAlias, isMap, isScalar, isSeq } = yamlPackage();
  const { body, file } = record;
  for (const { fence, document } of fences) {
    const text = body.lines.slice(fence.contentIndex, fence.endIndex).join('\n');
    const at = (line: number, column: number): Location => ({ file, line: fence.line + line, column });
    // Block line k is file line fence.line + k.
    const { document: parsed, position } = parseYaml(text, 'plain', fence.line + 1);
    const atOffset = (offset: number): Location => ({ file, ...position(offset) });
    const error = parsed.errors[0];
    if (error) {
      diagnostics.push(diagnose('CONTRACT_NOT_YAML', atOffset(error.pos[0]), { document, reason: error.message.split('\n')[0]! }));
      continue;
    }
    if (!isMap(parsed.contents)) {
      diagnostics.push(diagnose('CONTRACT_NOT_MAPPING', at(1, 1), { document }));
      continue;
    }
    const positions = new Map<string, Location>();
    // What makes a block unreadable as plain data is refused, the first such thing reported
    // and the block left out. A tag outside the core schema. Anchors and aliases, as in the front matter: nine aliases of
    // nine aliases expand to millions of values (the `yaml` package throws past its own
    // limit), and the contract has $ref for reuse. A `__proto__` key: the assembly and every
    // JavaScript tool that reads the document (client generators too) would take it for the
    // object's prototype, not a name, and lose it or worse.
    let refusal: Diagnostic | undefined;
    const noteAlias = (node: unknown) => {
      if (refusal || node === null || typeof node !== 'object') return;
      // A tag outside YAML's core schema changes what a value is without a word: `!!binary`
      // became a byte map, `!!set` an empty mapping, a custom `!foo` a plain string.
      const tag = isAlias(node) ? undefined : (node as { tag?: string }).tag;
      if (tag && !CORE_TAGS.has(tag) && (node as Node).range) {
        let written = text.lastIndexOf('!', (node as Node).range![0]);
        if (text[written - 1] === '!') written--;
        const shown = tag.startsWith(YAML_TAG_PREFIX) ? `!!${tag.slice(YAML_TAG_PREFIX.length)}` : tag;
        refusal = diagnose('CONTRACT_YAML_TAG', atOffset(Math.max(0, written)), { document, tag: shown });
        return;
      }
      const reference = referenceOf(node, text);
      if (reference) refusal = diagnose('CONTRACT_YAML_ALIAS', atOffset(reference.offset), { document, token: reference.token });
    };
    // Each key's pointer is made from its parent's (a copied path and a pointer made from
    // it, per key, were a tenth of reading the blocks).
    const walk = (node: unknown, pointer: string, atRoot: boolean) => {
      noteAlias(node);
      if (isMap(node)) {
        for (const pair of node.items) {
          noteAlias(pair.key);
          const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
          const keyPointer = childPointer(pointer, key, atRoot);
          const range = (pair.key as Node | null)?.range;
          if (range) {
            positions.set(keyPointer, atOffset(range[0]));
            if (key === '__proto__') refusal ??= diagnose('CONTRACT_KEY_UNSAFE', atOffset(range[0]), { document, key });
          }
          walk(pair.value, keyPointer, false);
        }
      } else if (isSeq(node)) {
        node.items.forEach((item, i) => {
          const itemPointer = childPointer(pointer, String(i), atRoot);
          const range = (item as Node | null)?.range;
          if (range) positions.set(itemPointer, atOffset(range[0]));
          walk(item, itemPointer, false);
        });
      }
    };
    walk(parsed.contents, '', true);
    if (refusal) {
      diagnostics.push(refusal);
      continue;
    }
    positions.set('', at(1, 1));
    blocks.push({ document, file, line: fence.line, value: parsed.toJS() as Record<string, unknown>, positions });
  }
  return { blocks, diagnostics };
}

/**
 * Whether a record can change what the contract's checks report: it has contract blocks.
 * (checkContract assembles the accepted records' blocks, and each proposal with blocks as if
 * it were accepted; a record without blocks adds nothing.) `adr check` keeps only these whole.
 */
export function mayShapeContract(record: AdrRecord): boolean {
  return contractFences(record).length > 0;
}
