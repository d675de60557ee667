/**
 * The cost (gateway/src/operation-cost.ts) of every operation the web app and the staff screens send, with the
 * largest page sizes their screens offer: `cd gateway && npx tsx --conditions=@storefront/source
 * bench/operation-costs.ts`. docs/integrators.md's table and the budget come from here (and
 * test/integrator-guide-figures.test.ts checks the table against them).
 */
import { webOperationCosts } from '../test/support/web-operation-costs.js';
import { COST_LIMITS } from '../src/operation-cost.js';

const rows = webOperationCosts();
const width = Math.max(...rows.map((row) => row.operation.length));
for (const row of rows.sort((a, b) => b.cost - a.cost)) {
  console.log(`${row.endpoint.padEnd(6)} ${row.operation.padEnd(width)} ${String(row.cost).padStart(5)}`);
}
console.log(
  `max per operation ${COST_LIMITS.maxOperationCost}, budget per minute ${COST_LIMITS.budgetPerMinute}`,
);
