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

/** axe-core's serious and critical violations on the page as it is now, one line per rule. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
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
