/** What every service needs: the database, the sandbox clock and the event hub. Built once per app in `app.ts`. */
import type { Database } from '../db/database.ts';
// Straight from the modules, not the platform's face: those modules take this context.
import { createClock, type Clock } from './platform/clock.ts';
import { createEvents, type SandboxEvents } from './platform/events.ts';

export interface SandboxContext {
  db: Database;
  clock: Clock;
  events: SandboxEvents;
}

export function createContext(db: Database, clock: Clock = createClock(db)): SandboxContext {
  return { db, clock, events: createEvents() };
}
