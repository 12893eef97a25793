/**
 * The live feed (spec 3 §4 "Live feed", spec 2 §7 "Feed token"; contract entities/feed.ts):
 * - `feedToken` issues an opaque token (stored as a SHA-256 hash) bound to the player and the
 *   session, valid `FEED_TOKEN_TTL_MS` and reusable until then (the site reconnects up to 10
 *   times, 3 s apart, with the same token); a signed-out session's tokens stop working.
 * - The socket is at `FEED_SOCKET_PATH` (`/v1/feed`), the token in the `Authorization` query
 *   parameter. No, unknown or expired token: the upgrade is answered `401` and closed.
 * - On connect the server sends the player's WALLET_BALANCE at once, then one after every commit
 *   that changed the player's balances (deposit paid, withdrawal requested, cancelled or
 *   processed, bets and wins). A text `ping` is answered with a text `pong`; other messages are
 *   ignored. Messages are JSON validated against the contract's `feedMessageSchema`.
 * - A service that changed profile fields (the verification level, `requestDocumentTypeStatus`, a
 *   flag; `documents: true` when a document's status changed) calls `pushPlayerAttributes(ctx,
 *   playerId, attributes)` (platform/events.ts) after its commit; the player's sockets get
 *   `{ type: 'PLAYER_ATTRIBUTE_CHANGE', playerId, attributes }`. Nothing is sent for no attributes.
 * - A level-up the loyalty wing records (services/loyalty/) reaches the player's sockets as
 *   `{ type: 'PLAYER_LOYALTY_LEVEL', playerId, isLevelUp: true }`.
 * Implemented with the `ws` package on the Node HTTP server's `upgrade` event.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import { FEED_SOCKET_PATH, feedMessageSchema, type FeedMessage } from '@casino/player-api';
import { feedTokens, sessions } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { findAccounts } from './ledger/core.ts';
import { balanceMap } from './ledger/reads.ts';

export const FEED_TOKEN_TTL_MS = 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueFeedToken(
  ctx: SandboxContext,
  input: { playerId: string; sessionId: string },
): Promise<{ token: string; expiresAt: string }> {
  const now = await ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + FEED_TOKEN_TTL_MS);
  await ctx.db.insert(feedTokens).values({
    tokenHash: hash(token),
    playerId: input.playerId,
    sessionId: input.sessionId,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The player a feed token stands for now, or null. */
export async function feedTokenPlayer(ctx: SandboxContext, token: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const now = await ctx.clock.now();
  const [row] = await ctx.db
    .select({ playerId: feedTokens.playerId })
    .from(feedTokens)
    .innerJoin(sessions, eq(sessions.sessionId, feedTokens.sessionId))
    .where(
      and(eq(feedTokens.tokenHash, hash(token)), gt(feedTokens.expiresAt, now), isNull(sessions.revokedAt)),
    );
  return row?.playerId ?? null;
}

/** The player's WALLET_BALANCE message, or null without a wallet. */
export async function walletBalanceMessage(
  ctx: SandboxContext,
  playerId: string,
): Promise<FeedMessage | null> {
  const accounts = await findAccounts(ctx.db, playerId);
  if (!accounts) return null;
  return feedMessageSchema.parse({
    type: 'WALLET_BALANCE',
    playerId,
    balance: await balanceMap(ctx.db, accounts),
  });
}

export interface Feed {
  /** Open sockets per player (tests). */
  connections(playerId: string): number;
  close(): void;
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Serves the feed on the HTTP server's upgrades to `FEED_SOCKET_PATH`; other upgrades are refused. */
export function mountFeed(server: Server, ctx: SandboxContext): Feed {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const sockets = new Map<string, Set<WebSocket>>();

  async function push(playerId: string, only?: WebSocket): Promise<void> {
    const targets = only ? [only] : [...(sockets.get(playerId) ?? [])];
    if (targets.length === 0) return;
    const message = await walletBalanceMessage(ctx, playerId);
    if (!message) return;
    const text = JSON.stringify(message);
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  const unsubscribe = ctx.events.onBalanceChanged((playerId) => {
    push(playerId).catch((error: unknown) => console.error(`[sandbox] feed push failed: ${String(error)}`));
  });
  /** Sends a message to the player's open sockets (validated against the contract first). */
  const sendTo = (playerId: string, message: FeedMessage) => {
    const targets = sockets.get(playerId);
    if (!targets) return;
    const text = JSON.stringify(feedMessageSchema.parse(message));
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const unsubscribeAttributes = ctx.events.onPlayerAttributesChanged((playerId, attributes) =>
    sendTo(playerId, { type: 'PLAYER_ATTRIBUTE_CHANGE', playerId, attributes }),
  );
  const unsubscribeLoyalty = ctx.events.onLoyaltyLevelChanged((playerId, isLevelUp) =>
    sendTo(playerId, { type: 'PLAYER_LOYALTY_LEVEL', playerId, isLevelUp }),
  );

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== FEED_SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    feedTokenPlayer(ctx, url.searchParams.get('Authorization') ?? '')
      .then((playerId) => {
        if (!playerId) return refuseUpgrade(socket, 401, 'Unauthorized');
        wss.handleUpgrade(request, socket, head, (ws) => {
          let set = sockets.get(playerId);
          if (!set) sockets.set(playerId, (set = new Set()));
          set.add(ws);
          ws.on('message', (data, isBinary) => {
            if (!isBinary && data.toString() === 'ping') ws.send('pong');
          });
          ws.on('close', () => {
            set.delete(ws);
            if (set.size === 0) sockets.delete(playerId);
          });
          ws.on('error', () => ws.terminate());
          push(playerId, ws).catch(() => {});
        });
      })
      .catch(() => refuseUpgrade(socket, 500, 'Internal Server Error'));
  };
  server.on('upgrade', onUpgrade);

  return {
    connections: (playerId) => sockets.get(playerId)?.size ?? 0,
    close() {
      unsubscribe();
      unsubscribeAttributes();
      unsubscribeLoyalty();
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
