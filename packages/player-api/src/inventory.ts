/**
 * Every call the three specs name in their call tables (spec 1 §7, spec 2 §7, spec 3 §7), row by
 * row as the tables write them, mapped to the contract calls that serve it. Written from the
 * tables, not from the contract: `inventory.test.ts` fails when a row names a call the contract
 * lacks, and when the contract has a call no row accounts for.
 *
 * Rows served outside the player API say by whom: the content service (Sanity, through the
 * content graph), a provider's own page or script, the site itself, or the feed socket.
 *
 * The rows are in inventory/, one module per spec (spec1.ts, spec2.ts, spec3.ts).
 */
import type { InventoryRow } from './inventory/row.ts';
import { SPEC_1_ROWS } from './inventory/spec1.ts';
import { SPEC_2_ROWS } from './inventory/spec2.ts';
import { SPEC_3_ROWS } from './inventory/spec3.ts';

export type { InventoryRow, InventorySource } from './inventory/row.ts';

export const INVENTORY: readonly InventoryRow[] = [...SPEC_1_ROWS, ...SPEC_2_ROWS, ...SPEC_3_ROWS];
