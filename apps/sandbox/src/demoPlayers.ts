/**
 * The demo players seeded on every site, one per state a tester needs.
 * All share `DEMO_PASSWORD`. `npm start` prints this list; apps/sandbox/README.md describes it.
 * Time-outs and exclusions are measured from the sandbox clock when seeded, and renewed by the
 * next start once they have run out, so the demo accounts keep their state.
 */
import type { players } from './db/schema.ts';
import type { LoginFailureReason } from './services/identity/index.ts';

export const DEMO_PASSWORD = 'Sandbox-Pass-1';

type PlayerColumns = Partial<Omit<typeof players.$inferInsert, 'playerId' | 'siteId' | 'email'>>;

export interface DemoPlayer {
  email: string;
  /** What the player shows, for the README and `npm start`. */
  description: string;
  /** What signing in answers. */
  signIn: 'tokens' | LoginFailureReason;
  columns: PlayerColumns;
  /** Paid in through the ledger at seeding (one TRUSTLY deposit, idempotent): the opening balance. */
  openingDeposit?: string;
  /** The opening deposit paid as this many deposits of that amount (default 1): a regular's history. */
  openingDepositCount?: number;
  /** Days the player has to verify requested documents, counted from seeding (`documentsDueAt`). */
  documentsDueInDays?: number;
  /** Document groups seeded REQUESTED (services/documents/levels.ts), matching the columns. */
  requestedDocuments?: ReadonlyArray<'PROOF_OF_ID' | 'PROOF_OF_ADDRESS' | 'EDD_QUESTIONNAIRE'>;
  /** Marketing opt-ins stored at seeding (`marketing_preferences`); without: the sign-up's defaults. */
  marketingPreferences?: { channels: Record<string, boolean>; topics: Record<string, boolean> };
  /** A self-exclusion or time-out kept running: length in days (null: indefinite). */
  exclusion?: { kind: 'SELF_EXCLUSION' | 'TIMEOUT'; days: number | null; initiator: 'PLAYER' | 'OPERATOR' };
}

const verified: PlayerColumns = {
  kycStatus: 'FULLY VERIFIED',
  acceptedTermsVersion: 2,
  dateOfBirth: '1990-01-01',
  cookiePolicyAccepted: true,
};

export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'player@demo.test',
    description: 'fully verified, EUR 500, one deposit',
    signIn: 'tokens',
    openingDeposit: '500.00',
    columns: {
      ...verified,
      firstName: 'Paula',
      lastName: 'Player',
      personId: '010190-123A',
      address: 'Esplanadi 1',
      city: 'Helsinki',
      postalCode: '00100',
      marketingOptIn: true,
    },
    marketingPreferences: {
      channels: { EMAIL: true, SMS: true, MAIL: false, PHONE: false, PUSH_NOTIFICATION: false },
      topics: { BONUS_OFFER: true, NEWSLETTER: true, CASINO: false, RESPONSIBLE_GAMING: false },
    },
  },
  {
    email: 'new@demo.test',
    description: 'registered, not verified, no deposit',
    signIn: 'tokens',
    columns: { firstName: 'Nina', lastName: 'New', acceptedTermsVersion: 2, kycStatus: 'NOT_VERIFIED' },
  },
  {
    email: 'riskpayout@demo.test',
    description: 'risk-payout flagged (status PAYOUT): casino, live casino, sportsbook and deposits blocked',
    signIn: 'tokens',
    columns: { ...verified, firstName: 'Rick', lastName: 'Payout', status: 'PAYOUT', riskPayout: true },
  },
  {
    email: 'suspended@demo.test',
    description: 'multibrand suspended',
    signIn: 'tokens',
    columns: { ...verified, firstName: 'Sam', lastName: 'Suspended', multibrandSuspended: true },
  },
  {
    email: 'terms@demo.test',
    description: 'newer terms pending (accepted version 1 of 2)',
    signIn: 'tokens',
    columns: { ...verified, firstName: 'Terry', lastName: 'Terms', acceptedTermsVersion: 1 },
  },
  {
    email: 'edd@demo.test',
    description: 'verification level EDD_PENDING, questionnaire requested',
    signIn: 'tokens',
    requestedDocuments: ['EDD_QUESTIONNAIRE'],
    columns: {
      ...verified,
      firstName: 'Eddie',
      lastName: 'Diligence',
      kycStatus: 'EDD_PENDING',
      eddQuestionnaire: true,
    },
  },
  {
    email: 'docs@demo.test',
    description:
      'documents required (proof of ID and address requested, 30 days left to verify), EUR 100 to withdraw once verified',
    signIn: 'tokens',
    openingDeposit: '100.00',
    documentsDueInDays: 30,
    requestedDocuments: ['PROOF_OF_ID', 'PROOF_OF_ADDRESS'],
    columns: {
      ...verified,
      firstName: 'Dora',
      lastName: 'Documents',
      kycStatus: 'PENDING',
      documentsRequired: true,
      requestDocumentTypeStatus: 'PROOF_OF_ID,PROOF_OF_ADDRESS',
    },
  },
  {
    email: 'excluded@demo.test',
    description: 'self-excluded for 180 days',
    signIn: 'exclusionInProgress',
    columns: { ...verified, firstName: 'Ed', lastName: 'Excluded', status: 'SELF_EXCLUDED' },
    exclusion: { kind: 'SELF_EXCLUSION', days: 180, initiator: 'PLAYER' },
  },
  {
    email: 'indefinite@demo.test',
    description: 'self-excluded indefinitely',
    signIn: 'exclusionIndefinitely',
    columns: { ...verified, firstName: 'Ines', lastName: 'Indefinite', status: 'SELF_EXCLUDED' },
    exclusion: { kind: 'SELF_EXCLUSION', days: null, initiator: 'PLAYER' },
  },
  {
    email: 'timeout@demo.test',
    description: 'time-out running for 3 days, then a 1-day cooling period',
    signIn: 'timeoutInProgress',
    columns: { ...verified, firstName: 'Tim', lastName: 'Timeout', status: 'TIMEOUT' },
    exclusion: { kind: 'TIMEOUT', days: 3, initiator: 'PLAYER' },
  },
  {
    email: 'blacklisted@demo.test',
    description: 'blacklisted',
    signIn: 'blacklisted',
    columns: { ...verified, firstName: 'Blake', lastName: 'Listed', status: 'BLACKLISTED' },
  },
  {
    email: 'closed@demo.test',
    description: 'account closed',
    signIn: 'closed',
    columns: { ...verified, firstName: 'Cleo', lastName: 'Closed', status: 'CLOSED' },
  },
  {
    email: 'deactivated@demo.test',
    description: 'account deactivated',
    signIn: 'deactivated',
    columns: { ...verified, firstName: 'Dean', lastName: 'Deactivated', deactivatedAt: new Date(0) },
  },
  {
    email: 'limits@demo.test',
    description:
      'fully verified, EUR 500, no limits set (e2e gambling-limits.spec.ts sets limits and deposits)',
    signIn: 'tokens',
    openingDeposit: '500.00',
    columns: { ...verified, firstName: 'Lina', lastName: 'Limits' },
  },
  {
    email: 'selfexclude@demo.test',
    description:
      'fully verified, no deposit (e2e gambling-limits.spec.ts excludes it; a fresh database restores it)',
    signIn: 'tokens',
    columns: { ...verified, firstName: 'Sela', lastName: 'Selfexclude' },
  },
  {
    email: 'bonus@demo.test',
    description:
      'fully verified, no deposit: the first deposit can take the welcome bonus (e2e bonuses.spec.ts plays it through)',
    signIn: 'tokens',
    columns: { ...verified, firstName: 'Bonnie', lastName: 'Bonus' },
  },
  {
    email: 'nocasino@demo.test',
    description: 'casino flag off (live casino and sportsbook on)',
    signIn: 'tokens',
    columns: { ...verified, firstName: 'Nico', lastName: 'Nocasino', casino: false },
  },
  {
    email: 'visual@demo.test',
    description: 'fully verified, EUR 250, one deposit; only the visual snapshots sign in with it',
    signIn: 'tokens',
    openingDeposit: '250.00',
    columns: { ...verified, firstName: 'Vera', lastName: 'Visual', city: 'Helsinki', postalCode: '00100' },
  },
  {
    email: 'account@demo.test',
    description:
      'fully verified, EUR 100, one deposit (e2e changes its address, password, phone, marketing and language)',
    signIn: 'tokens',
    openingDeposit: '100.00',
    columns: { ...verified, firstName: 'Alex', lastName: 'Account', marketingOptIn: true },
  },
  {
    email: 'cashback@demo.test',
    description:
      'fully verified, EUR 100, one deposit, no bets (e2e bonuses.spec.ts loses with it for a cashback)',
    signIn: 'tokens',
    openingDeposit: '100.00',
    columns: { ...verified, firstName: 'Cash', lastName: 'Back' },
  },
  {
    email: 'sports@demo.test',
    description: 'fully verified, EUR 500, one deposit (e2e sportsbook.spec.ts bets with it)',
    signIn: 'tokens',
    openingDeposit: '500.00',
    columns: { ...verified, firstName: 'Sam', lastName: 'Sports' },
  },
  {
    email: 'sportslimit@demo.test',
    description: 'fully verified, EUR 100, one deposit (e2e sportsbook.spec.ts sets it a spend limit)',
    signIn: 'tokens',
    openingDeposit: '100.00',
    columns: { ...verified, firstName: 'Lim', lastName: 'Sports' },
  },
  {
    email: 'loyalty@demo.test',
    description:
      'fully verified, EUR 600, one deposit, first loyalty level (e2e sportsbook.spec.ts wagers 500 for the next)',
    signIn: 'tokens',
    openingDeposit: '600.00',
    columns: { ...verified, firstName: 'Lea', lastName: 'Loyal' },
  },
  {
    email: 'regular@demo.test',
    description:
      'fully verified, EUR 300, three deposits (e2e promotions.spec.ts: the offers for players with more than one deposit)',
    signIn: 'tokens',
    openingDeposit: '100.00',
    openingDepositCount: 3,
    columns: { ...verified, firstName: 'Reggie', lastName: 'Regular' },
  },
  {
    email: 'racer@demo.test',
    description:
      'fully verified, EUR 500, one deposit (e2e tournaments.spec.ts plays the tournament slots and ends the race)',
    signIn: 'tokens',
    openingDeposit: '500.00',
    columns: { ...verified, firstName: 'Tiina', lastName: 'Racer' },
  },
  {
    email: 'sportsbonus@demo.test',
    description: 'fully verified, no deposit (e2e sportsbook.spec.ts claims the sports bonus and bets it)',
    signIn: 'tokens',
    columns: { ...verified, firstName: 'Bo', lastName: 'Sports' },
  },
];
