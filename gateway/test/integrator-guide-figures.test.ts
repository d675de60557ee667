import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COST_LIMITS, operationCost } from '../src/operation-cost.js';
import { buildSchema } from '../src/schema.js';
import { LIMITS } from '../src/server.js';
import { webOperationCosts } from './support/web-operation-costs.js';

// The figures docs/integrators.md gives (the cost of the store's own operations, the budget, the limits) against
// what the gateway computes and applies, so that the guide cannot drift from the code.

const GUIDE = readFileSync(new URL('../../docs/integrators.md', import.meta.url), 'utf8');
const CATALOGUE_EXAMPLE = readFileSync(new URL('../../docs/examples/catalogue.mjs', import.meta.url), 'utf8');

/** An operation costing this much or more is one of the heaviest: the guide's table must name it. */
const HEAVY = 150;

/** 20000 → '20,000', as the guide writes numbers. */
const written = (n: number) => n.toLocaleString('en-US');

/** The rows of the guide's table of the store's own operations: `| Screen (`Operation`) | cost |`. */
function costTable(): { label: string; endpoint: 'buyer' | 'staff'; operation: string; cost: number }[] {
  const section = GUIDE.split('### Why these numbers')[1]?.split('\n\n')[2] ?? '';
  return section
    .split('\n')
    .slice(2)
    .map((line) => {
      const match = /^\| (.+?) +\| +([\d,]+) \|$/.exec(line);
      const operation = /\(`(\w+)`\)/.exec(match?.[1] ?? '')?.[1];
      expect(match && operation, `a row naming one operation and its cost: ${line}`).toBeTruthy();
      return {
        label: match![1]!,
        endpoint: match![1]!.startsWith('Staff:') ? ('staff' as const) : ('buyer' as const),
        operation: operation!,
        cost: Number(match![2]!.replace(/,/g, '')),
      };
    });
}

describe("docs/integrators.md's figures", () => {
  const costs = webOperationCosts();

  it('gives the cost of each operation of its table as the gateway computes it, heaviest first', () => {
    const table = costTable();
    expect(table.length).toBeGreaterThan(10);
    for (const row of table) {
      const computed = costs.find(
        (each) => each.endpoint === row.endpoint && each.operation === row.operation,
      );
      expect(computed, `${row.endpoint} ${row.operation} is an operation of the screens`).toBeDefined();
      expect(row.cost, row.label).toBe(computed!.cost);
    }
    expect(table.map((row) => row.cost)).toEqual(table.map((row) => row.cost).sort((a, b) => b - a));
  });

  it(`names every operation of the screens that costs ${HEAVY} or more, and the heaviest as such`, () => {
    const named = new Set(costTable().map((row) => `${row.endpoint} ${row.operation}`));
    const heavy = costs.filter((row) => row.cost >= HEAVY).map((row) => `${row.endpoint} ${row.operation}`);
    expect(heavy.filter((name) => !named.has(name))).toEqual([]);
    const heaviest = Math.max(...costs.map((row) => row.cost));
    expect(costTable()[0]).toMatchObject({ cost: heaviest });
    expect(costTable()[0]!.label).toContain('the heaviest');
  });

  it('states the maximum per operation and the budget per minute the gateway applies', () => {
    expect(GUIDE).toContain(
      `| One operation     | ${written(COST_LIMITS.maxOperationCost)}   | \`MAX_OPERATION_COST\``,
    );
    expect(GUIDE).toContain(
      `| Budget per minute | ${written(COST_LIMITS.budgetPerMinute)}  | \`COST_BUDGET_PER_MINUTE\``,
    );
    expect(GUIDE).toContain(`RateLimit-Policy: "cost";q=${COST_LIMITS.budgetPerMinute};w=60`);
  });

  it('costs a page of the catalogue example as it says, and the pages a minute the budget allows', () => {
    const query = /`(\s*query Catalogue[\s\S]*?)`/.exec(CATALOGUE_EXAMPLE)?.[1];
    expect(query).toBeDefined();
    const cost = operationCost(buildSchema(), parse(query!), 'Catalogue', {
      filter: { categorySlugs: ['cigar'] },
      page: 1,
    });
    const pages = Math.floor(COST_LIMITS.budgetPerMinute / cost);
    expect(GUIDE).toContain(`spends ${cost} a page, so ${pages} pages a minute`);
  });

  it('states the limits checked before anything runs as the gateway applies them', () => {
    expect(GUIDE).toContain(
      `depth ${LIMITS.maxDepth}, ${LIMITS.maxAliases} aliases, ${written(LIMITS.maxTokens)} tokens, ${LIMITS.maxDirectives} directives, a ${LIMITS.bodyBytes / 1024} KB body`,
    );
  });
});
