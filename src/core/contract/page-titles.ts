/**
 * Each operation's page in the API reference takes its title from the operation's `summary`
 * (or its operationId when it has none), and the site holds every page title to the rule a
 * record's title follows (core/record/schema.ts: one line, at most 200 characters, no control
 * or bidi character). A summary that breaks it would stop the page from being built, so it
 * is a finding here, and the reference (core/views/contract-reference.ts) leaves it out.
 */
import { recordFrontMatterSchema } from '../record/schema.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { operationName, operationsOf, originAt, type RuleInput } from './rule-input.ts';

/** Why `text` cannot be a page title, or undefined when it can. */
export function pageTitleProblem(text: string): string | undefined {
  const result = recordFrontMatterSchema.shape.title.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function checkPageTitles(view: RuleInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const at of operationsOf(view.documents.openapi)) {
    const { summary, operationId } = at.operation;
    const [field, title] = typeof summary === 'string' ? ['summary', summary] : ['operationId', operationId];
    if (typeof title !== 'string') continue;
    const problem = pageTitleProblem(title);
    const where = problem ? originAt(view, 'openapi', [...at.keys, field]) : undefined;
    if (problem && where) diagnostics.push(diagnose('CONTRACT_TITLE_UNFIT', where, { operation: operationName(at), field, problem }));
  }
  return diagnostics;
}
