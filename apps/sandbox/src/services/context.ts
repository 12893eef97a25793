/** What every service needs: the database and the sandbox clock. Built once per app in `app.ts`. */
import type { Database } from '../db/database.ts';
import { createClock, type Clock } from './clock.ts';

export interface SandboxContext {
  db: Database;
  clock: Clock;
}

export function createContext(db: Database, clock: Clock = createClock(db)): SandboxContext {
  return { db, clock };
}
