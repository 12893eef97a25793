/**
 * The live table page's state and the parts each table gives its shell (pages/rouletteTable.ts
 * `tablePage` renders them; pages/cardTable.ts gives the card tables' parts): in a module of their
 * own, so the shell and the tables' parts import them without importing each other.
 */
import type {
  DemoState,
  GameSession,
  GameTheme,
  PlacedBet,
  RoundResult,
  TableKind,
  TableOutcome,
} from '../services/games/index.ts';

export interface TablePageState {
  token: string;
  session: GameSession;
  theme: GameTheme;
  now: Date;
  balance: bigint | null;
  /** Demo: the play money's open bets and their round (carried by the page). */
  demo?: DemoState;
  /** Real: the player's bets in the current round. */
  bets: PlacedBet[];
  /** The table's kind (services/games/cardTables.ts): the roulette wheel, baccarat or blackjack. */
  kind: TableKind;
  /** The round just settled for the player. */
  result?: RoundResult;
  /** The last closed rounds' outcomes, newest first (the stage shows the first). */
  history: TableOutcome[];
  seats: { seats: number | null; seatsTaken: number | null };
  /** The table id (`<provider>/<gameId>`): the dealer's name follows from it. */
  tableId: string;
  stake: bigint;
  /** A bet just placed. */
  placed?: PlacedBet;
  error?: { code: string; message: string };
}

/**
 * What differs between the tables (the shell is `tablePage`): the default title and the rules line,
 * the stage (the wheel or the last round's cards), one past result, how a position reads, the
 * result's line, and the betting layout with its extra controls.
 */
export interface TableParts {
  title: string;
  rules: string;
  stage: string;
  historyItem: (outcome: TableOutcome) => string;
  positionText: (position: string) => string;
  resultLine: (result: RoundResult) => string;
  layout: (bets: PlacedBet[]) => string;
  controls: string;
}
