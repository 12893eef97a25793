/** A row of a spec's call table, and the contract calls (or the service outside the API) serving it. */
export type InventorySource = 'spec 1 §3' | 'spec 1 §7' | 'spec 2 §7' | 'spec 3 §7' | 'issue 4';

export interface InventoryRow {
  source: InventorySource;
  /** The table's heading or column where it has one. */
  group?: string;
  /** The call as the row names it. */
  row: string;
  /** Contract call ids serving the row. */
  calls: readonly string[];
  /** Set when the row is not a player API call. */
  outside?: { servedBy: 'content service' | 'provider' | 'site' | 'feed socket'; reason: string };
  note?: string;
}
