/**
 * Deposit: `/my-account/banking/deposit` and the public `/deposit` page (spec 2 §2, §3 "Deposit
 * state", §4 "Deposit flow", §7 "Deposit limit check", "Deposit request"). The machine of
 * packages/flows `depositMachine`, run on the server (features/banking/deposit.flow.server.ts; the loader and the posts are
 * features/banking/depositPage.server.ts, the page features/banking/DepositPage.tsx): every step is a plain
 * form post that works without JavaScript, and with it posts without a full reload.
 *
 * - The loader starts the flow (the limit check) when the player has none, confirms the cashier's
 *   return (`?payment=<id>&referenceId=<ref>&status=success|failed|pending`) and redirects to the page without it,
 *   and shows a result once (the next visit starts a new attempt).
 * - `/deposit` shows the cashier only with the brand's `cashier` flag and outside the countries of
 *   spec 2 §2 (`cashierShown`); visitors are asked to log in. Deposits need the player's deposit
 *   flag (spec 2 §4 "Deposits are allowed only when…").
 * - The bonus choice (spec 2 §3 selectBonus, selectedBonusId) lists the player's eligible rewards
 *   triggered by a deposit (features/banking/deposit.flow.server.ts; the loader and the posts are
 * features/banking/depositPage.server.ts, the page features/banking/DepositPage.tsx); none, or a failed read, shows no choice. The
 *   chosen one goes with the deposit request and is granted when the payment settles.
 * - Every form is validated with zod; bad input answers 400 with message ids per field.
 * - A check that fails (the player API answers 5xx, times out or does not answer) rests in `error`
 *   with the alert "Something went wrong. Try again." and "Try again" (a new check); the page itself
 *   answers 200, and no deposit was opened (e2e/faults.spec.ts).
 */
import type { Route } from './+types/deposit';
import { DepositPage } from '../features/banking/index.ts';
import { loadDepositPage, runDepositAction } from '../features/banking/index.server.ts';
import { pageContext } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadDepositPage(pageContext(args));
}

export function action(args: Route.ActionArgs) {
  return runDepositAction(pageContext(args));
}

export default function Deposit({ loaderData, actionData }: Route.ComponentProps) {
  return <DepositPage loaderData={loaderData} actionData={actionData} />;
}
