import { afterAll, afterEach, expect } from 'vitest';
import { expectNoSeriousViolations, forgetPagesOfThisFile, writeAccessibilityReport } from './accessibility.ts';

/**
 * Set-up of every end-to-end test file: after each test, what its pages showed has no critical or serious
 * accessibility violation (axe); after the file, its findings are written to `.build/e2e-accessibility/`.
 */
afterEach(async () => {
  await expectNoSeriousViolations();
});

afterAll(async () => {
  try {
    await expectNoSeriousViolations();
  } finally {
    await writeAccessibilityReport(expect.getState().testPath ?? 'unknown');
    forgetPagesOfThisFile();
  }
});
