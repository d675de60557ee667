import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG levels the store promises: 2.0 and 2.1 A and AA, and 2.2 AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Waits (at most 2 s) for the page's finite animations to end: a dialog fading in has its text blended with the
 * backdrop for a moment, and axe measures contrast on what it sees. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/** axe-core's serious and critical violations on the page as it is once its animations end, one line per rule. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 4)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

export function describeFindings(findings: AxeFinding[]): string[] {
  return findings.map(
    (finding) =>
      `${finding.id} (${finding.impact}): ${finding.help}\n      ${finding.nodes.join('\n      ')}`,
  );
}
