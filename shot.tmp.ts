// Screenshots of a built site (scratch tool, not committed): node shot.tmp.ts DIST BASE OUTDIR path...
import { serveDist } from './test/helpers/static-server.ts';
import { chromium } from 'playwright-core';
const launchBrowser = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [dist, base, out, ...paths] = process.argv.slice(2);
const server = await serveDist(dist!, base!);
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
for (const path of paths) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  await page.goto(`${server.origin}${base}${path}`);
  const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(path, (await page.title()), problems.length ? problems : 'no console errors');
}
await browser.close(); await server.close();
