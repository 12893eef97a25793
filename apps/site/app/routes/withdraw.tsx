/**
 * Withdrawal `/my-account/banking/withdraw` (spec 2 §3 "Withdraw state", "Pending withdrawals",
 * §4 "Withdraw flow", §7 "Withdraw limit check", "Withdrawal request", "Cancel pending
 * withdrawal", §8 the cancel-limit warning). The machine of packages/flows `withdrawMachine`, run on
 * the server (features/banking/withdraw.flow.server.ts; the loader and posts are
 * features/banking/withdrawPage.server.ts, the page features/banking/WithdrawPage.tsx) with plain
 * form posts.
 *
 * - Every visit checks afresh (the check reads live limits and balance); a requested withdrawal's
 *   `pending` state is shown once.
 * - Pending withdrawals are listed with a cancel button each. A refused cancellation with
 *   WITHDRAWAL_LIMIT_REACHED shows the server's message in a warning toast; other refusals an
 *   error toast; a cancellation a success toast.
 */
import type { Route } from './+types/withdraw';
import { WithdrawPage } from '../features/banking/index.ts';
import { loadWithdrawPage, runWithdrawAction } from '../features/banking/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadWithdrawPage(playerPage(args));
}

export function action(args: Route.ActionArgs) {
  return runWithdrawAction(playerPage(args));
}

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  return <WithdrawPage loaderData={loaderData} actionData={actionData} />;
}
