/** Column helpers every table module uses. */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A time with its zone (every time the sandbox keeps). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Minor units (cents) as a bigint: the ledger never stores binary floating point. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });
