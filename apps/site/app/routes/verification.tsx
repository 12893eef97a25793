/**
 * Document verification `/my-account/account/verification` (spec 2 §2, §3 "Documents", "Enhanced
 * questionnaire", §4 "Document verification", "Enhanced questionnaire", §5). The rules are in
 * @casino/domain verification.ts, the calls and the posts in features/verification/
 * verification.server.ts, the page in features/verification/VerificationPage.tsx.
 *
 * - The page shows the level, the steps (proof of ID, proof of address, review, verified) with the
 *   current one from the flow state, and a card per document group with its status, the reason of
 *   a rejection in the player's language with what to do next, and the upload form where one is
 *   needed. Uploads happen at the identity-document provider; the player comes back here.
 * - Statuses change live: the header wallet's feed socket passes PLAYER_ATTRIBUTE_CHANGE messages
 *   on (lib/feedEvents.ts) and the page reads its data again, without a reload. The statuses are a
 *   polite live region, so the change is announced.
 * - The ids of uploads under review are kept in local storage (`pendingDocumentIds`, spec 2 §4)
 *   until their review ends.
 * - The questionnaire opens here as a modal: the reminder first, then the form (works without
 *   JavaScript: both are server-rendered dialogs with plain forms and links).
 *
 * In the account area's frame (issue 27): the account menu beside the page from desktop width, a
 * link back to it on a phone.
 */
import { data } from 'react-router';
import type { Route } from './+types/verification';
import { VerificationPage } from '../features/verification/index.ts';
import { loadVerificationPage, runVerificationAction } from '../features/verification/index.server.ts';
import { AccountShell } from '../features/account/index.ts';
import { accountNav } from '../features/account/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = playerPage(args);
  // The page's data and the account menu's paths (the account area's frame).
  const answer = await loadVerificationPage(page);
  return data({ ...answer.data, nav: accountNav(page) }, answer.init ?? undefined);
}

export function action(args: Route.ActionArgs) {
  return runVerificationAction(playerPage(args));
}

export default function Verification({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell nav={loaderData.nav} current="verification">
      <VerificationPage loaderData={loaderData} actionData={actionData} />
    </AccountShell>
  );
}
