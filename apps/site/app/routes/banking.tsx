/**
 * Banking home `/my-account/banking` (spec 2 §2): the balance (spec 2 §3 "Wallet") and links to
 * deposit, withdraw and the transaction history.
 */
import type { Route } from './+types/banking';
import { BankingPage } from '../features/banking/index.ts';
import { loadWallet } from '../features/shell/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = playerPage(args);
  return {
    formatting: page.locale.formatting,
    currency: page.player.currency,
    countryCode: page.player.countryCode,
    links: {
      deposit: page.href('banking-deposit'),
      withdraw: page.href('banking-withdraw'),
      transactions: page.href('banking-transactions'),
    },
    wallet: await loadWallet(page.playerApi),
  };
}

export default function Banking({ loaderData }: Route.ComponentProps) {
  return <BankingPage loaderData={loaderData} />;
}
