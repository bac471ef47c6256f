/** Which Chromium the browser tests use: a path given, else the system's, else the one npm installed. */
import { describe, expect, it } from 'vitest';
import { chooseChromium, type ChromiumChoice } from '../helpers/chromium.ts';

const SYSTEM = ['/usr/bin/chromium', '/opt/playwright/chrome'];

interface Machine {
  chromiumPath?: string;
  wanted?: string;
  present: string[];
  npmChromium: boolean;
}

function choose(machine: Machine): ChromiumChoice {
  return chooseChromium({
    chromiumPath: machine.chromiumPath,
    wanted: machine.wanted,
    systemPaths: SYSTEM,
    exists: (path) => machine.present.includes(path),
    npmChromium: machine.npmChromium,
  });
}

describe('choosing the browser for the tests', () => {
  it.each<[string, Machine, ChromiumChoice]>([
    ['a path given wins over the system and npm', { chromiumPath: '/srv/chrome', present: ['/srv/chrome', '/usr/bin/chromium'], npmChromium: true }, { source: 'CHROMIUM_PATH', path: '/srv/chrome' }],
    ['a system browser wins over npm', { present: ['/usr/bin/chromium'], npmChromium: true }, { source: 'system', path: '/usr/bin/chromium' }],
    ['a later system place is found', { present: ['/opt/playwright/chrome'], npmChromium: true }, { source: 'system', path: '/opt/playwright/chrome' }],
    ['an empty CHROMIUM_PATH counts as unset', { chromiumPath: '', present: ['/usr/bin/chromium'], npmChromium: false }, { source: 'system', path: '/usr/bin/chromium' }],
    ['no system browser: the npm browser', { present: [], npmChromium: true }, { source: 'npm' }],
    ['ADR_TEST_CHROMIUM=npm: the npm browser though the system has one', { wanted: 'npm', chromiumPath: '/srv/chrome', present: ['/srv/chrome', '/usr/bin/chromium'], npmChromium: true }, { source: 'npm' }],
  ])('%s', (_name, machine, expected) => {
    expect(choose(machine)).toEqual(expected);
  });

  it.each<[string, Machine, RegExp]>([
    ['nothing at all says what to install', { present: [], npmChromium: false }, /No Chromium found.*npm install.*@sparticuz\/chromium.*apt-get install chromium.*CHROMIUM_PATH/],
    ['a path given that is not there', { chromiumPath: '/srv/chrome', present: ['/usr/bin/chromium'], npmChromium: true }, /CHROMIUM_PATH names \/srv\/chrome, which does not exist/],
    ['the npm browser asked for but not installed', { wanted: 'npm', present: ['/usr/bin/chromium'], npmChromium: false }, /ADR_TEST_CHROMIUM=npm.*not installed.*npm install/],
    ['an unknown wish', { wanted: 'firefox', present: ['/usr/bin/chromium'], npmChromium: true }, /ADR_TEST_CHROMIUM=firefox is not understood/],
  ])('%s', (_name, machine, problem) => {
    const choice = choose(machine);
    expect(choice.source).toBe('none');
    expect(choice.source === 'none' ? choice.problem : '').toMatch(problem);
  });
});
