import { describe, expect, it } from 'vitest';
import { calls, callList } from './contract.ts';
import { INVENTORY } from './inventory.ts';

describe('the call inventory of the three specs', () => {
  it('maps every player API row to contract calls that exist', () => {
    const missing = INVENTORY.flatMap((row) =>
      row.calls.filter((id) => !(id in calls)).map((id) => `${row.source}: ${row.row} → ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('says who serves each row that is not a player API call', () => {
    for (const row of INVENTORY) {
      if (row.calls.length === 0) expect(row.outside, row.row).toBeDefined();
      else expect(row.outside, row.row).toBeUndefined();
    }
  });

  it('accounts for every contract call', () => {
    const listed = new Set(INVENTORY.flatMap((row) => row.calls));
    expect(callList.map((call) => call.id).filter((id) => !listed.has(id))).toEqual([]);
  });

  it('walks each spec table', () => {
    const rows = (source: string) => INVENTORY.filter((row) => row.source === source).length;
    expect(rows('spec 1 §7')).toBeGreaterThanOrEqual(20);
    expect(rows('spec 2 §7')).toBeGreaterThanOrEqual(40);
    expect(rows('spec 3 §7')).toBeGreaterThanOrEqual(45);
  });
});
