/**
 * The sandbox's SMS and e-mail provider: nothing leaves the machine; every message is kept in the
 * outbox, where tests and developers read the codes (`GET /sandbox/outbox`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';

export type Channel = 'SMS' | 'EMAIL';

export interface OutgoingMessage {
  channel: Channel;
  /** What the message is for, e.g. `registration.sms_code`, `password_reset.email`. */
  kind: string;
  /** An e-mail address, or a phone number as prefix plus number (`+358401234567`). */
  to: string;
  subject?: string | null;
  body: string;
  /** The one-time code the message carries, if any, so tests need not parse the body. */
  code?: string | null;
  siteId?: number | null;
  playerId?: string | null;
}

export interface OutboxEntry {
  id: number;
  channel: Channel;
  kind: string;
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  siteId: number | null;
  playerId: string | null;
  createdAt: string;
}

/** E-mail addresses compare case-insensitively; phone numbers without spaces, dashes or brackets. */
export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s\-()]/g, '');
}

function toEntry(row: typeof outbox.$inferSelect): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    siteId: row.siteId,
    playerId: row.playerId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function sendMessage(ctx: SandboxContext, message: OutgoingMessage): Promise<OutboxEntry> {
  const [row] = await ctx.db
    .insert(outbox)
    .values({
      channel: message.channel,
      kind: message.kind,
      recipient: normaliseRecipient(message.to),
      subject: message.subject ?? null,
      body: message.body,
      code: message.code ?? null,
      siteId: message.siteId ?? null,
      playerId: message.playerId ?? null,
      createdAt: await ctx.clock.now(),
    })
    .returning();
  return toEntry(row!);
}

/** Every message sent, oldest first (newest last), optionally only those to one recipient. */
export async function listOutbox(
  db: Database,
  filter: { to?: string | undefined } = {},
): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(filter.to ? eq(outbox.recipient, normaliseRecipient(filter.to)) : undefined)
    .orderBy(asc(outbox.id));
  return rows.map(toEntry);
}
