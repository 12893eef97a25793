/** Column helpers every table module uses. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A time with its zone (every time the sandbox keeps). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
