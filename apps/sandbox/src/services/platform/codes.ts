/**
 * One-time SMS and e-mail codes (spec 1 §4 registration verification and password reset, spec 2 §4
 * phone change): six digits, sent through the outbox, kept only as a hash, valid 10 minutes, at
 * most 3 wrong tries (then `sms.max.attempts.reached`, spec 1 §8). A new code for the same purpose
 * and recipient replaces the previous one. Attempts are counted with a conditional UPDATE, so
 * parallel guesses on PostgreSQL cannot exceed the limit.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { normaliseRecipient, sendMessage, type Channel } from './outbox.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 3;

export interface IssueCodeInput {
  siteId: number;
  playerId?: string | null;
  channel: Channel;
  /** What the code proves, e.g. `registration`, `password_reset`, `phone_change`. */
  purpose: string;
  to: string;
  /** The message text around the code. */
  body?: (code: string) => string;
  subject?: string;
}

export interface IssuedCode {
  id: string;
  code: string;
  expiresAt: Date;
}

function codeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('base64url');
}

export async function issueCode(ctx: SandboxContext, input: IssueCodeInput): Promise<IssuedCode> {
  const now = await ctx.clock.now();
  const recipient = normaliseRecipient(input.to);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.recipient, recipient),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      id,
      siteId: input.siteId,
      playerId: input.playerId ?? null,
      channel: input.channel,
      purpose: input.purpose,
      recipient,
      codeHash: codeHash(id, code),
      maxAttempts: MAX_CODE_ATTEMPTS,
      createdAt: now,
      expiresAt,
    });
  });
  await sendMessage(ctx, {
    channel: input.channel,
    kind: `${input.purpose}.code`,
    to: recipient,
    subject: input.channel === 'EMAIL' ? (input.subject ?? 'Your verification code') : null,
    body: input.body?.(code) ?? `Your verification code is ${code}. It is valid for 10 minutes.`,
    code,
    siteId: input.siteId,
    playerId: input.playerId ?? null,
  });
  return { id, code, expiresAt };
}

export type VerifyCodeResult =
  | { ok: true; id: string; playerId: string | null; recipient: string }
  | { ok: false; reason: 'notFound' | 'expired' | 'maxAttempts' | 'invalid'; attemptsLeft: number };

/** Checks a code by its id, or the latest code for a purpose and recipient. */
export async function verifyCode(
  ctx: SandboxContext,
  target: { id: string } | { purpose: string; to: string },
  code: string,
): Promise<VerifyCodeResult> {
  const now = await ctx.clock.now();
  const where =
    'id' in target
      ? eq(verificationCodes.id, target.id)
      : and(
          eq(verificationCodes.purpose, target.purpose),
          eq(verificationCodes.recipient, normaliseRecipient(target.to)),
        );
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(and(where, isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) return { ok: false, reason: 'notFound', attemptsLeft: 0 };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired', attemptsLeft: 0 };
  const [counted] = await ctx.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, verificationCodes.maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) return { ok: false, reason: 'maxAttempts', attemptsLeft: 0 };
  const attemptsLeft = row.maxAttempts - counted.attempts;
  if (codeHash(row.id, code.trim()) !== row.codeHash) {
    return { ok: false, reason: attemptsLeft > 0 ? 'invalid' : 'maxAttempts', attemptsLeft };
  }
  const [consumed] = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!consumed) return { ok: false, reason: 'notFound', attemptsLeft: 0 };
  return { ok: true, id: row.id, playerId: row.playerId, recipient: row.recipient };
}
