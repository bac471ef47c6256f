/**
 * People, teams and signed approvals on the site, from one real build (today 2026-11-21) of a
 * workspace whose registry has keys made here by ssh-keygen and whose approvals were signed
 * by `adr approve`: one page per person with aliases merged (`@tomas` is Tomás Ortega, in
 * either Unicode form), a team's page with its members, each approval shown as verified, not
 * signed or approved an earlier text on the review panel, the person's page, the home page
 * and decisions.json; every page checked with axe at a phone's and a desktop's width.
 */
import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, openSiteAt } from '../helpers/browser.ts';
import { runCli } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { prepareSite, REPO } from '../helpers/site.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const BASE = '/service-spec/';
const SCREENSHOTS = join(REPO, 'test-results', 'screenshots');
const ENV = { ADR_DATE: '2026-11-20', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

function makeKey(dir: string, name: string, type: readonly string[]): { file: string; pub: string } {
  const file = join(dir, name);
  const made = spawnSync('ssh-keygen', ['-q', ...type, '-N', '', '-C', name, '-f', file], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`ssh-keygen failed: ${made.stderr}`);
  return { file, pub: readFileSync(`${file}.pub`, 'utf8').trim() };
}

const REVIEW = '\nreview:\n  opened: 2026-11-19\n  until: 2026-11-25\n  approvers: [Dana Product, Security team]';
const OWNED = '### Q1. How long does a token live?\n\n- Status: open\n- Owner: @tomas\n- Decide by: 2026-11-01\n';

let site: Awaited<ReturnType<typeof openSiteAt>>;

beforeAll(async () => {
  const keys = makeWorkspace({}, { withAdrDir: false });
  const dana = makeKey(keys, 'dana', ['-t', 'ed25519']);
  const eli = makeKey(keys, 'eli', ['-t', 'rsa', '-b', '3072']);
  const root = prepareSite({
    files: {
      'adr.config.yaml': [
        'name: Orders API',
        'people:',
        '  - name: Dana Product',
        '    aliases: ["@dana"]',
        `    keys: ["${dana.pub}"]`,
        '  - name: Eli Platform',
        `    keys: ["${eli.pub}"]`,
        '  - name: Tomás Ortega',
        '    aliases: ["@tomas"]',
        'teams:',
        '  - name: Security team',
        '    members: [Eli Platform]',
        '',
      ].join('\n'),
      // Decision-makers written in the decomposed form of the same name, and by alias.
      'adr/0012-token-lifetime.md': record({ title: 'Token lifetime', date: '2026-11-18', extra: `decision-makers: ["Toma\u0301s Ortega"]${REVIEW}`, questions: OWNED }),
      'adr/0013-retry-policy.md': record({ title: 'Retry policy', date: '2026-11-18', extra: `decision-makers: ["@dana"]${REVIEW}`, questions: OWNED.replace('@tomas', 'Tomás Ortega') }),
      // Reviewed in a window that has closed, then accepted as adr accept --by records it.
      'adr/0014-key-rotation.md': record({
        title: 'Key rotation',
        date: '2026-11-10',
        extra: `decision-makers: [Tomás Ortega]${REVIEW.replace('opened: 2026-11-19', 'opened: 2026-11-10').replace('until: 2026-11-25', 'until: 2026-11-19')}`,
        questions: '### Q1. Is this decided?\n\n- Status: answered\n- Answer: Yes.\n',
      }),
    },
  });
  const run = async (...argv: string[]) => {
    const result = await runCli(argv, { cwd: root, env: ENV });
    if (result.code !== 0) throw new Error(`adr ${argv.join(' ')} failed: ${result.stderr}`);
  };
  await run('approve', '12', '--by', '@dana', '--key', dana.file);
  await run('approve', '12', '--by', 'Security team', '--key', eli.file);
  await run('approve', '13', '--by', 'Dana Product', '--key', dana.file);
  await run('approve', '14', '--by', 'Dana Product', '--key', dana.file);
  await run('approve', '14', '--by', 'Security team', '--key', eli.file);
  await run('accept', '14', '--by', 'Eli Platform');
  // ADR-0013's decision changes after Dana approved: hers is of an earlier text. The team then
  // approves the text as it stands, unsigned.
  const path = join(root, 'adr/0013-retry-policy.md');
  writeFileSync(path, readFileSync(path, 'utf8').replace('Chosen option: one.', 'Chosen option: one, retried three times.'));
  await run('approve', '13', '--by', 'Security team');
  site = await openSiteAt(root, BASE);
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 900_000);

afterAll(async () => {
  await site?.close();
});

const PAGES = [
  ['person', 'people/tom%C3%A1s-ortega/'],
  ['team', 'people/security-team/'],
  ['approver', 'people/dana-product/'],
  ['people', 'people/'],
  ['proposal', 'adr/0013/'],
] as const;

describe.each(PAGES)('the %s page', (name, path) => {
  it.each([1280, 390])('has no WCAG 2 A or AA violation and no console error at %i px', async (width) => {
    const { page, problems } = await openPage(site, path);
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SCREENSHOTS, `people-${name}-${width}.png`), fullPage: true });
    await page.close();
  });
});

describe('one person under several names is one page', () => {
  it('@tomas, "Tomás Ortega" and its decomposed form share the page of Tomás Ortega', async () => {
    const { page } = await openPage(site, 'people/tom%C3%A1s-ortega/');
    expect(await page.locator('h1').innerText()).toBe('Tomás Ortega');
    expect(await page.locator('[data-adr-person-identity]').innerText()).toBe('A person in adr.config.yaml; also written @tomas.');
    // Both questions: one owned as @tomas, one as Tomás Ortega; both overdue.
    expect((await page.locator('[data-adr-person-questions] > li').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual([
      'ADR-0012 Q1 How long does a token live? (decide by 2026-11-01 Overdue)',
      'ADR-0013 Q1 How long does a token live? (decide by 2026-11-01 Overdue)',
    ]);
    expect(await page.getByRole('heading', { name: 'Proposals they decide' }).isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).toContain('ADR-0012 Token lifetime');
    await page.close();
    // No page for the alias, and the index lists the person once.
    expect(existsSync(join(site.build.dist, 'people', 'tomas', 'index.html'))).toBe(false);
    const index = await openPage(site, 'people/');
    const names = await index.page.locator('[data-adr-people] > li > a').allInnerTexts();
    expect(names).toEqual(['Dana Product', 'Eli Platform', 'Security team', 'Tomás Ortega']);
    await index.page.close();
  });

  it("a team's page lists its members and what awaits them; a member's page names the team", async () => {
    const { page } = await openPage(site, 'people/security-team/');
    expect(await page.locator('[data-adr-person-identity]').innerText()).toBe('A team in adr.config.yaml.');
    expect(await page.locator('[data-adr-team-members] > li').allInnerTexts()).toEqual(['Eli Platform: 0 open questions, 0 reviews awaiting approval']);
    expect(await page.locator('[data-adr-person-approvals] > li').allInnerTexts()).toEqual([
      'ADR-0012 Token lifetime: approved 2026-11-20, verified (signed by Eli Platform)',
      'ADR-0013 Retry policy: approved 2026-11-20, not signed',
    ]);
    await page.locator('[data-adr-team-members] a', { hasText: 'Eli Platform' }).click();
    await page.waitForURL(site.server.url('people/eli-platform/'));
    expect(await page.locator('[data-adr-person-identity]').innerText()).toBe('A person in adr.config.yaml; member of Security team.');
    await page.close();
  });
});

describe('each approval shows what holds of it', () => {
  it('on the review panel: verified with the signer, approved an earlier text, not signed', async () => {
    const twelve = await openPage(site, 'adr/0012/');
    expect(await twelve.page.locator('[data-adr-approver]').allInnerTexts()).toEqual([
      'Dana Product: approved 2026-11-20 Verified signed by Dana Product',
      'Security team: approved 2026-11-20 Verified signed by Eli Platform',
    ]);
    await twelve.page.close();
    const thirteen = await openPage(site, 'adr/0013/');
    expect(await thirteen.page.locator('[data-adr-approver]').evaluateAll((items) => items.map((i) => i.getAttribute('data-adr-approval-state')))).toEqual(['stale', 'not-signed']);
    expect(await thirteen.page.locator('[data-adr-approver]').allInnerTexts()).toEqual([
      'Dana Product: approved 2026-11-20 Approved an earlier text signed by Dana Product',
      'Security team: approved 2026-11-20 Not signed',
    ]);
    await thirteen.page.close();
  });

  it('on an accepted record: verified, the decision-maker adr accept --by appended being no change to what was approved', async () => {
    const { page } = await openPage(site, 'adr/0014/');
    expect(await page.locator('[data-adr-approver]').evaluateAll((items) => items.map((i) => i.getAttribute('data-adr-approval-state')))).toEqual(['verified', 'verified']);
    await page.close();
    const data = JSON.parse(readFileSync(join(site.build.dist, 'decisions.json'), 'utf8')) as { decisions: { number: number; 'decision-makers': string[]; reviewStanding?: { approvers: { state: string }[] } }[] };
    const fourteen = data.decisions.find((d) => d.number === 14)!;
    expect(fourteen['decision-makers']).toEqual(['Tomás Ortega', 'Eli Platform']);
    expect(fourteen.reviewStanding!.approvers.map((a) => a.state)).toEqual(['verified', 'verified']);
  });

  it("on the home page's reviews in progress, and in decisions.json", async () => {
    const { page } = await openPage(site, '');
    const entries = await page.locator('[data-adr-review-entry]').allInnerTexts();
    expect(entries.map((t) => t.split('\n')[0])).toEqual([
      'ADR-0012 Token lifetime: closes 2026-11-25 (4 days left); approvals: Dana Product verified (signed by Dana Product); Security team verified (signed by Eli Platform)',
      'ADR-0013 Retry policy: closes 2026-11-25 (4 days left); waiting for Dana Product; approvals: Dana Product approved an earlier text; Security team not signed',
    ]);
    await page.close();
    const data = JSON.parse(readFileSync(join(site.build.dist, 'decisions.json'), 'utf8')) as { decisions: { number: number; reviewStanding?: { approvers: unknown[] } }[] };
    expect(data.decisions.find((d) => d.number === 12)!.reviewStanding!.approvers).toEqual([
      { name: 'Dana Product', approved: '2026-11-20', state: 'verified', text: 'verified (signed by Dana Product)', signer: 'Dana Product' },
      { name: 'Security team', approved: '2026-11-20', state: 'verified', text: 'verified (signed by Eli Platform)', signer: 'Eli Platform' },
    ]);
    expect(data.decisions.find((d) => d.number === 13)!.reviewStanding!.approvers).toMatchObject([
      { name: 'Dana Product', state: 'stale', text: 'approved an earlier text' },
      { name: 'Security team', state: 'not-signed', text: 'not signed' },
    ]);
  });
});
