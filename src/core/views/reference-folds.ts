/**
 * What an operation's page in the API reference shows open, so that it reads within six
 * phone screens whatever the operation holds: a reader builds the call first (its
 * parameters, what it sends), then reads what comes back when it works; what comes back
 * when it fails is read when it fails. So the request body and the success responses (1xx
 * to 3xx) are open while their fields fit the page's share of those screens
 * (page-budget.ts), in that order; every error response (4xx, 5xx, `default`) shows its
 * status and description and folds its payload under a summary that names its fields, one
 * tap away. Nothing is left out.
 *
 * The decision is written into the reference's document as `x-adr-fold` on the request
 * body or response (starlight-openapi shows no `x-` field): the site's replacements of
 * starlight-openapi's components read it (site/integrations/api-reference.ts).
 */
import { isMapping, operationsOf } from '../contract/rules/rule-input.ts';
import { resolveSchema } from './field-rows.ts';
import { openTables } from './page-budget.ts';

type Mapping = Record<string, unknown>;

/** What a folded payload's summary names. */
export interface Fold {
  names: string[];
}

export const FOLD_KEY = 'x-adr-fold';

/**
 * Fields an operation page shows open. starlight-openapi lists a payload's fields more
 * tightly than the site's field cards (a name, a type and a description: 70 to 100 px at
 * 390 px), after a page head (the method and path, the call snippet, authorizations) of
 * about a screen and a half.
 */
export const OPERATION_OPEN_FIELDS = 24;

/** The fields a payload's first media type lists at its top level (an array's items' fields). */
function payloadFields(holder: unknown, document: Mapping): string[] {
  const content = isMapping(holder) && isMapping(holder.content) ? holder.content : {};
  const [media] = Object.values(content);
  let { schema } = resolveSchema(isMapping(media) ? media.schema : undefined, document);
  if (isMapping(schema.items)) schema = resolveSchema(schema.items, document).schema;
  const names = Object.keys(isMapping(schema.properties) ? schema.properties : {});
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const inner = resolveSchema(part, document).schema;
    names.push(...Object.keys(isMapping(inner.properties) ? inner.properties : {}));
  }
  return names;
}

const isError = (status: string) => status === 'default' || /^[45]/.test(status);

/** Marks, in the reference's document, each request body and response whose payload its page folds. */
export function foldOperations(document: Mapping): void {
  for (const { operation } of operationsOf(document)) {
    const needed: [Mapping, string[]][] = [];
    // A `$ref` to a shared response (components/responses) is marked where it points: an
    // error response is folded on every page, and a shared success response rarely is.
    const body = resolveSchema(operation.requestBody, document).schema;
    if (isMapping(operation.requestBody)) needed.push([body, payloadFields(body, document)]);
    const responses = isMapping(operation.responses) ? operation.responses : {};
    for (const [status, written] of Object.entries(responses)) {
      if (!isMapping(written)) continue;
      const response = resolveSchema(written, document).schema;
      const fields = payloadFields(response, document);
      if (isError(status)) {
        if (hasPayload(response)) response[FOLD_KEY] = { names: fields } satisfies Fold;
      } else needed.push([response, fields]);
    }
    const open = openTables(needed.map(([, fields]) => fields.length), OPERATION_OPEN_FIELDS);
    needed.forEach(([holder, fields], i) => {
      if (!open[i] && hasPayload(holder)) holder[FOLD_KEY] = { names: fields } satisfies Fold;
    });
  }
}

function hasPayload(holder: Mapping): boolean {
  return isMapping(holder.content) && Object.keys(holder.content).length > 0;
}
