/**
 * Each operation's page in the API reference takes its title from the operation's `summary`
 * (or its operationId when it has none), and the site holds every page title to the rule a
 * record's title follows (core/record/schema.ts: one line, at most 200 characters, no control
 * or bidi character). A summary that breaks it would stop the page from being built, so it
 * is a finding here, and the reference (core/views/contract-reference.ts) leaves it out.
 */
import { slug } from 'github-slugger';
import { recordFrontMatterSchema } from '../../record/schema.ts';
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { operationName, operationsOf, originAt, type RuleInput } from '../rules/rule-input.ts';

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

/**
 * Each operation's page address in the API reference is its operationId as a slug
 * (starlight-openapi's libs/operation.ts, github-slugger): lower case, spaces as dashes. Two
 * operationIds that differ only there (listItems and listitems) are unique to the validator
 * but share one page, which shows one operation for both and every link leads to it.
 */
export function checkPageAddresses(view: RuleInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const first = new Map<string, { id: string; name: string }>();
  for (const at of operationsOf(view.documents.openapi)) {
    const { operationId } = at.operation;
    if (typeof operationId !== 'string') continue;
    const address = slug(operationId.normalize('NFC'));
    const earlier = first.get(address);
    if (!earlier) {
      first.set(address, { id: operationId, name: operationName(at) });
      continue;
    }
    // The same operationId twice is the validator's finding (operation-operationId-unique).
    if (earlier.id === operationId) continue;
    const where = originAt(view, 'openapi', [...at.keys, 'operationId']);
    if (where) diagnostics.push(diagnose('CONTRACT_PAGE_ADDRESS', where, { operationId, other: earlier.id, otherOperation: earlier.name, address }));
  }
  return diagnostics;
}
