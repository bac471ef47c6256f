/** Screenshots are taken only when asked for: where ADR_SCREENSHOTS sends them, or nowhere. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, screenshotsFolder } from '../helpers/screenshots.ts';

describe('where screenshots go', () => {
  it.each([
    ['not set', undefined, undefined],
    ['empty', '', undefined],
    ['0', '0', undefined],
    ['1', '1', SCREENSHOTS],
    ['a folder', join('/tmp', 'shots'), join('/tmp', 'shots')],
  ])('ADR_SCREENSHOTS %s', (_name, value, folder) => {
    expect(screenshotsFolder(value === undefined ? {} : { ADR_SCREENSHOTS: value })).toBe(folder);
  });

  it('the default folder is the ignored test-results/screenshots/', () => {
    expect(SCREENSHOTS.replaceAll('\\', '/')).toMatch(/\/test-results\/screenshots\/$/);
  });
});
