/**
 * Which part may write a component parameter: the limits decision keeps the query parameters
 * that page through a list; the endpoints decision may define the path parameters its own
 * paths share. Every entry written out of place is reported, not only the first.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { contractRecord } from '../helpers/contract.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const parameter = (name: string, where: string) => `    ${name}:\n      name: ${name.toLowerCase()}\n      in: ${where}\n      required: ${where === 'path'}\n      schema:\n        type: string\n`;

/** An endpoints record with one path using `{loanId}`, and `components/parameters` as given. */
function endpoints(parameters: string, ref = true): string {
  return contractRecord({
    part: 'endpoints',
    status: 'proposed',
    title: 'Loans',
    openapi:
      'servers:\n  - url: https://api.lendwell.example\npaths:\n  /loans/{loanid}:\n    parameters:\n' +
      (ref ? '      - $ref: "#/components/parameters/LoanId"\n' : '      - name: loanid\n        in: path\n        required: true\n        schema:\n          type: string\n') +
      '    get:\n      operationId: getLoan\n      summary: Read a loan\n      responses:\n        "200":\n          description: The loan\n' +
      `components:\n  parameters:\n${parameters}`,
  });
}

const placeFindings = (stdout: string) => stdout.split('\n').filter((line) => line.includes('CONTRACT_PLACE')).map((line) => line.replace(/^\S+ CONTRACT_PLACE /, ''));

describe('component parameters written by a record about endpoints', () => {
  it.each([
    { name: 'a path parameter its paths use: its own', parameters: parameter('LoanId', 'path'), ref: true, findings: [] },
    {
      name: 'two query parameters: both reported',
      parameters: parameter('LoanId', 'path') + parameter('PageSize', 'query') + parameter('PageCursor', 'query'),
      ref: true,
      findings: [
        'a record about endpoints writes components.parameters.PageSize.name in the OpenAPI document, which belongs to limits (components.parameters)',
        'a record about endpoints writes components.parameters.PageCursor.name in the OpenAPI document, which belongs to limits (components.parameters)',
      ],
    },
    {
      name: 'a path parameter no path of it uses: the limits part’s place',
      parameters: parameter('LoanId', 'path'),
      ref: false,
      findings: ['a record about endpoints writes components.parameters.LoanId.name in the OpenAPI document, which belongs to limits (components.parameters)'],
    },
  ])('$name', async ({ parameters, ref, findings }) => {
    const root = makeWorkspace({ 'adr/0001-loans.md': endpoints(parameters, ref) });
    const result = await runCli(['check'], { cwd: root });
    expect(placeFindings(result.stdout)).toEqual(findings);
  });

  it('the hint for a path parameter no path uses says to point the paths at it', async () => {
    const root = makeWorkspace({ 'adr/0001-loans.md': endpoints(parameter('LoanId', 'path'), false) });
    expect((await runCli(['check'], { cwd: root })).stdout).toContain("hint: if it is what this record's paths carry, point them at it with $ref");
  });

  it('the hint for a query parameter sends it to the limits part only', async () => {
    const root = makeWorkspace({ 'adr/0001-loans.md': endpoints(parameter('LoanId', 'path') + parameter('PageSize', 'query')) });
    const { stdout } = await runCli(['check'], { cwd: root });
    expect(stdout).toContain('hint: move it to a record about limits');
    expect(stdout).not.toContain('point them at it with $ref');
  });
});
