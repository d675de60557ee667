import { REORDER_REMINDERS } from '@storefront/contract/limits';
import { describe, expect, it } from 'vitest';

import { PREFILL_MAX_CHARS, readPrefill } from './prefill';

const read = (lines: string) => readPrefill(new URLSearchParams({ lines }));

describe("a quick order link's rows", () => {
  it('reads codes and quantities, splitting at the last colon', () => {
    expect(read('GST-10001:6,ABC:12:3')).toEqual({
      rows: [
        { code: 'GST-10001', quantity: 6 },
        { code: 'ABC:12', quantity: 3 },
      ],
      skipped: 0,
    });
    expect(readPrefill(new URLSearchParams())).toEqual({ rows: [], skipped: 0 });
  });

  it('leaves out entries without a code or a quantity from 1 to 9999', () => {
    expect(read('A:0,B:10000,C,:5,D:x,E:2')).toEqual({ rows: [{ code: 'E', quantity: 2 }], skipped: 5 });
  });

  it(`takes at most ${REORDER_REMINDERS.prefillLines} rows, and nothing from a parameter too long to be one of ours`, () => {
    const many = Array.from({ length: REORDER_REMINDERS.prefillLines + 3 }, (_, i) => `C${i}:1`).join(',');
    const answer = read(many);
    expect(answer.rows).toHaveLength(REORDER_REMINDERS.prefillLines);
    expect(answer.skipped).toBe(3);
    expect(read(`${'A'.repeat(PREFILL_MAX_CHARS)}:1`)).toEqual({ rows: [], skipped: 1 });
  });
});
