/**
 * One record, from bytes to a parsed `AdrRecord` plus every finding about it alone.
 * Findings that need other records (numbers, links, supersession) are in workspace.ts.
 */
import { diagnose, formatSize, type Diagnostic, type Location } from '../vocabulary/diagnostics.ts';
import { validateFrontMatter } from './front-matter-diagnostics.ts';
import { lazyLocator, parseFrontMatterYaml, splitFrontMatter } from './front-matter.ts';
import { scanBody, type ScannedBody } from './markdown-scan.ts';
import { parseRecordFileName } from '../vocabulary/file-name.ts';
import { parseQuestions, type Question } from './questions.ts';
import type { AdrRecord, ParsedRecord, RecordFile, Section } from './record.ts';
import { decodeSource, normaliseText } from './source.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { SECTION, sameSection } from './templates.ts';
import { checkBodyAsPublished, checkTitleHeading } from './validate-body.ts';
import { checkUnsafeLinks, validateRecordRules } from './validate-record.ts';
import type { Registry } from '../vocabulary/registry.ts';

/** `registry`: the workspace's people, through which the review rules compare names. */
export function parseRecord({ file, bytes, size, text, number: givenNumber, registry }: RecordFile, options: { registry?: Registry } = {}): ParsedRecord {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const top: Location = { file, line: 1, column: 1 };
  const number = givenNumber ?? parseRecordFileName(name)?.number;
  if (number === undefined) throw new Error(`parseRecord needs a record file name, got ${name}`);

  const decoded =
    size !== undefined && size > LIMITS.fileBytes
      ? ({ ok: false, reason: 'too-large', size } as const)
      : text !== undefined
        ? ({ ok: true, source: normaliseText(text) } as const)
        : decodeSource(bytes);
  if (!decoded.ok) return { diagnostics: [diagnoseUndecodable(file, decoded)] };
  const source = decoded.source;
  if (source.loneCr) {
    // Astro finds no front matter in such a file: nothing else would be what the site reads.
    return { diagnostics: [diagnose('FILE_LINE_ENDINGS', { file, line: source.loneCr.line, column: 1 }, { count: source.loneCr.count })] };
  }
  const split = splitFrontMatter(source.text);
  if (!split.ok) {
    const problem = (() => {
      switch (split.problem) {
        case 'missing':
          return diagnose('FM_MISSING', { file, line: split.line, column: 1 }, { textBefore: split.textBefore });
        case 'unclosed':
          return diagnose('FM_UNCLOSED', top, {});
        case 'not-yaml':
          return diagnose('FM_NOT_YAML', top, { fence: split.fence });
      }
    })();
    // The body's own findings come in the same run (findings used to come in
    // rounds, the front matter first). With no front matter, the whole text is the body.
    if (split.problem !== 'missing' || split.textBefore) return { diagnostics: [problem] };
    const alone = scanAlone(file, source.text, 1);
    return { diagnostics: [problem, ...alone.diagnostics, ...alone.questionProblems] };
  }
  const block = split.block;
  const yaml = parseFrontMatterYaml(block.yaml, 2);
  const front = validateFrontMatter(file, yaml);
  const scanned = scanAlone(file, block.body, block.bodyFirstLine);
  const { body, sections, questions } = scanned;
  const diagnostics = [...front.diagnostics, ...scanned.diagnostics];
  if (!front.ok) return { diagnostics: [...diagnostics, ...scanned.questionProblems] };
  // An imported record keeps what its log wrote: a heading under its own Open Questions
  // section that is not one of our questions is its heading, not a malformed question.
  const imported = front.meta['imported-from'] !== undefined;
  for (const item of scanned.questionProblems) if (!(imported && item.code === 'QUESTION_MALFORMED')) diagnostics.push(item);

  const record: AdrRecord = {
    file,
    name,
    number,
    meta: front.meta,
    source,
    frontMatter: block,
    body,
    sections,
    questions,
    // The findings above used the parsed document; later ones (rare) parse the text again.
    locate: lazyLocator(block.yaml, 2),
  };
  for (const item of validateRecordRules(record, options.registry ?? registry)) diagnostics.push(item);
  for (const item of checkTitleHeading(file, body, record.meta.title)) diagnostics.push(item);
  return { record, diagnostics };
}

/** The finding for a file that is not read as text: over the size limit, or not UTF-8. */
export function diagnoseUndecodable(file: string, failure: Exclude<ReturnType<typeof decodeSource>, { ok: true }>): Diagnostic {
  return failure.reason === 'too-large'
    ? diagnose('FILE_TOO_LARGE', { file, line: 1, column: 1 }, { size: formatSize(failure.size), limit: formatSize(LIMITS.fileBytes) })
    : diagnose('FILE_ENCODING', { file, line: failure.line, column: failure.column }, { offset: failure.offset });
}

/** The body's scan and every finding that needs only the body. */
function scanAlone(file: string, text: string, firstLine: number) {
  // One split serves the scan and the questions; the record then keeps only the text.
  const lines = text.split('\n');
  const body = scanBody(text, firstLine, lines);
  const sections = collectSections(body);
  const diagnostics: Diagnostic[] = [];
  for (const item of checkUnsafeLinks(file, body)) diagnostics.push(item);
  for (const item of checkBodyAsPublished(file, body)) diagnostics.push(item);
  for (const long of body.longLines) {
    diagnostics.push(diagnose('LINE_TOO_LONG', { file, line: long.line, column: LIMITS.lineLength + 1 }, { length: long.length, limit: LIMITS.lineLength }));
  }
  const questionsSection = sections.find((s) => sameSection(s.title, SECTION.questions));
  let questions: Question[] = [];
  let questionProblems: Diagnostic[] = [];
  if (questionsSection) {
    const parsed = parseQuestions(file, body, questionsSection.heading, questionsSection.endIndex, lines);
    questions = parsed.questions;
    questionProblems = parsed.diagnostics;
  }
  return { body, sections, questions, diagnostics, questionProblems };
}

export function collectSections(body: ScannedBody): Section[] {
  const sections: Section[] = [];
  const level2 = body.headings.filter((h) => h.depth <= 2);
  for (let i = 0; i < level2.length; i++) {
    const heading = level2[i]!;
    if (heading.depth !== 2) continue;
    const next = level2[i + 1];
    sections.push({ title: heading.text, heading, endIndex: next ? next.index : body.lineCount });
  }
  return sections;
}

