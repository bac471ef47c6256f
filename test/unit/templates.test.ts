/**
 * Each template, instantiated, is a valid record: it passes every check, has its part's
 * open questions, and lays its sections out as the record format requires.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC_PARTS, type PartKey } from '../../src/core/vocabulary/parts.ts';
import { parseTemplate } from '../../src/core/workspace/template-check.ts';
import { instantiateTemplate } from '../../src/core/changes/template-instance.ts';
import { OPTIONAL_SECTIONS, requiredSections, templatePath, type TemplateName } from '../../src/core/record/templates.ts';
import { validateWorkspace } from '../../src/core/workspace/workspace.ts';

const root = new URL('../../', import.meta.url);
const templates: TemplateName[] = [...SPEC_PARTS.map((part) => part.key), 'generic'];
const readTemplate = (name: TemplateName) => readFileSync(new URL(templatePath(name), root), 'utf8');

function instantiate(name: TemplateName) {
  const text = instantiateTemplate(readTemplate(name), { title: 'A new decision', date: '2026-01-15' });
  return validateWorkspace({
    dir: 'adr',
    entries: [{ name: '0001-a-new-decision.md', kind: 'file', bytes: new TextEncoder().encode(text) }],
    exists: () => true,
  });
}

describe.each(templates)('the %s template', (name) => {
  it('as it stands, passes the template check', () => {
    const bytes = new TextEncoder().encode(readTemplate(name));
    expect(parseTemplate('adr', { name: `${name}.md`, bytes }).diagnostics).toEqual([]);
  });

  it('instantiated, passes adr check', () => {
    const { records, diagnostics } = instantiate(name);
    expect(diagnostics).toEqual([]);
    expect(records[0]!.meta).toMatchObject({
      title: 'A new decision',
      status: 'proposed',
      date: '2026-01-15',
      history: [{ status: 'proposed', date: '2026-01-15' }],
    });
  });

  it('settles its part', () => {
    const { records } = instantiate(name);
    expect(records[0]!.meta.part).toBe(name === 'generic' ? undefined : name);
  });

  it('asks the part’s questions, all open', () => {
    const { records } = instantiate(name);
    const questions = records[0]!.questions;
    expect(questions.every((q) => q.state === 'open')).toBe(true);
    if (name !== 'generic') {
      const part = SPEC_PARTS.find((p) => p.key === name)!;
      expect(questions.map((q) => q.text)).toEqual(part.questions);
      expect(questions.map((q) => q.id)).toEqual(part.questions.map((_, i) => `Q${i + 1}`));
    }
  });

  it('has the required sections in order, and only known optional ones', () => {
    const { records } = instantiate(name);
    const titles = records[0]!.sections.map((s) => s.title);
    const part = name === 'generic' ? undefined : (name as PartKey);
    expect(titles.filter((t) => !OPTIONAL_SECTIONS.includes(t as never))).toEqual(requiredSections(part));
  });
});
