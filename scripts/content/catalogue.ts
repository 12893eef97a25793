/**
 * The game catalogue both brands draw from: the providers the specs name (spec 3 §2, §9: relax,
 * playngo, quickspin, yggdrasil, pariplay, softswiss, pragmaticplay, evolution, novomatic,
 * creedroomz, trifecta), the studios behind the aggregators, and original games and live tables
 * (names invented here; ids in each provider's own style). Deterministic: a seeded PRNG picks names
 * and figures, so the catalogue is the same on every run.
 *
 * Content data, long by nature (one entry per provider, studio and game); not split by size.
 */
import { random } from './artwork.ts';
import { slugify } from './dataset.ts';

export type ProviderId =
  | 'relax'
  | 'playngo'
  | 'quickspin'
  | 'yggdrasil'
  | 'pariplay'
  | 'softswiss'
  | 'pragmaticplay'
  | 'evolution'
  | 'novomatic'
  | 'creedroomz'
  | 'trifecta';

export interface CatalogueProvider {
  providerId: ProviderId;
  title: string;
  isAggregators: boolean;
  /** Spec 3 §5: "hard-coded lists exist; for relax: FR, NL, CA, DE, SE, TR, PL". */
  restrictedCountry: string[];
  removeRestrictedCountryOverlay: boolean;
}

export const PROVIDERS: readonly CatalogueProvider[] = [
  {
    providerId: 'relax',
    title: 'Relax Gaming',
    isAggregators: true,
    restrictedCountry: ['FR', 'NL', 'CA', 'DE', 'SE', 'TR', 'PL'],
    removeRestrictedCountryOverlay: false,
  },
  {
    providerId: 'playngo',
    title: "Play'n GO",
    isAggregators: false,
    restrictedCountry: ['US', 'AU'],
    removeRestrictedCountryOverlay: false,
  },
  {
    providerId: 'quickspin',
    title: 'Quickspin',
    isAggregators: false,
    restrictedCountry: ['US'],
    removeRestrictedCountryOverlay: false,
  },
  {
    providerId: 'yggdrasil',
    title: 'Yggdrasil',
    isAggregators: false,
    restrictedCountry: ['US', 'AU', 'GB'],
    removeRestrictedCountryOverlay: false,
  },
  {
    providerId: 'pariplay',
    title: 'Pariplay',
    isAggregators: true,
    restrictedCountry: ['US'],
    removeRestrictedCountryOverlay: true,
  },
  {
    providerId: 'softswiss',
    title: 'SOFTSWISS',
    isAggregators: true,
    restrictedCountry: [],
    removeRestrictedCountryOverlay: false,
  },
  {
    providerId: 'pragmaticplay',
    title: 'Pragmatic Play',
    isAggregators: false,
    restrictedCountry: ['US', 'UA'],
    removeRestrictedCountryOverlay: true,
  },
  {
    providerId: 'evolution',
    title: 'Evolution',
    isAggregators: false,
    restrictedCountry: ['US'],
    removeRestrictedCountryOverlay: false,
  },
  {
    providerId: 'novomatic',
    title: 'Novomatic',
    isAggregators: false,
    restrictedCountry: ['US', 'GB'],
    removeRestrictedCountryOverlay: false,
  },
  {
    providerId: 'creedroomz',
    title: 'CreedRoomz',
    isAggregators: false,
    restrictedCountry: ['US', 'GB', 'FR'],
    removeRestrictedCountryOverlay: true,
  },
  {
    providerId: 'trifecta',
    title: 'Trifecta',
    isAggregators: false,
    restrictedCountry: [],
    removeRestrictedCountryOverlay: false,
  },
];

export interface CatalogueSubProvider {
  subProviderId: string;
  title: string;
  provider: ProviderId;
  /** Short code used in the aggregator's game ids. */
  code: string;
  restrictedCountry: string[];
  removeRestrictedCountryOverlay: boolean;
}

/** Invented studios behind the aggregators (spec 3 §3 "Sub-provider"). */
export const SUB_PROVIDERS: readonly CatalogueSubProvider[] = [
  {
    subProviderId: 'northbeam',
    title: 'Northbeam Studios',
    provider: 'relax',
    code: 'NBS',
    restrictedCountry: [],
    removeRestrictedCountryOverlay: false,
  },
  {
    subProviderId: 'copperleaf',
    title: 'Copperleaf Games',
    provider: 'relax',
    code: 'CLG',
    restrictedCountry: ['NO'],
    removeRestrictedCountryOverlay: false,
  },
  {
    subProviderId: 'tidewell',
    title: 'Tidewell Interactive',
    provider: 'pariplay',
    code: 'TWI',
    restrictedCountry: [],
    removeRestrictedCountryOverlay: false,
  },
  {
    subProviderId: 'redfox',
    title: 'Redfox Reels',
    provider: 'pariplay',
    code: 'RFR',
    restrictedCountry: ['GB', 'SE'],
    removeRestrictedCountryOverlay: false,
  },
  {
    subProviderId: 'lumenforge',
    title: 'Lumen Forge',
    provider: 'pariplay',
    code: 'LMF',
    restrictedCountry: ['CA'],
    removeRestrictedCountryOverlay: true,
  },
  {
    subProviderId: 'saltmarsh',
    title: 'Saltmarsh Studio',
    provider: 'pariplay',
    code: 'SMS',
    restrictedCountry: [],
    removeRestrictedCountryOverlay: false,
  },
  {
    subProviderId: 'bluecairn',
    title: 'Bluecairn Gaming',
    provider: 'softswiss',
    code: 'bluecairn',
    restrictedCountry: [],
    removeRestrictedCountryOverlay: false,
  },
  {
    subProviderId: 'ironbark',
    title: 'Ironbark Games',
    provider: 'softswiss',
    code: 'ironbark',
    restrictedCountry: ['BR', 'DE'],
    removeRestrictedCountryOverlay: true,
  },
  {
    subProviderId: 'halcyon',
    title: 'Halcyon Spins',
    provider: 'softswiss',
    code: 'halcyon',
    restrictedCountry: ['NO'],
    removeRestrictedCountryOverlay: true,
  },
  {
    subProviderId: 'kettlecrown',
    title: 'Kettle & Crown',
    provider: 'softswiss',
    code: 'kettlecrown',
    restrictedCountry: [],
    removeRestrictedCountryOverlay: false,
  },
];

export type GameKind =
  | 'slots'
  | 'blackjack'
  | 'roulette'
  | 'baccarat'
  | 'poker'
  | 'gameShow'
  | 'dice'
  | 'crash'
  | 'scratch'
  | 'bingo'
  | 'tableGames';

export type SlotFeature =
  | 'freeSpins'
  | 'stickyWilds'
  | 'multipliers'
  | 'cascades'
  | 'clusterPays'
  | 'bonusBuy'
  | 'holdAndWin'
  | 'expandingWilds'
  | 'pickBonus'
  | 'gamble';

export type Volatility = 'low' | 'medium' | 'high' | 'veryHigh';

export interface CatalogueGame {
  /** Unique in the catalogue; the document id is `game-<key>`. */
  key: string;
  gameId: string;
  label: string;
  provider: ProviderId;
  subProvider?: string;
  /** The studio name shown to players (`gameProvider`). */
  studio: string;
  type: 'casino' | 'liveCasino';
  gameType: GameKind;
  /** The slot's theme (catalogue THEMES), for themed categories and its art. */
  theme?: string;
  reels?: number;
  features: SlotFeature[];
  volatility?: Volatility;
  rtp: number;
  jackpot: boolean;
  channels: ('web' | 'mobile')[];
  seats?: number;
  /** Stake range in euros. */
  bet: { min: number; max: number };
  /** Release order, higher is newer. */
  release: number;
  /** Portrait art and two rows in the lobby. */
  tall: boolean;
  /** A table only one brand has (its own dealers and branding). */
  exclusiveTo?: string;
}

interface Theme {
  adjectives: string[];
  nouns: string[];
}

const THEMES: Record<string, Theme> = {
  nordic: {
    adjectives: ['Frozen', 'Northern', 'Midnight', 'Polar', 'Arctic', 'Frostbound', 'Silent'],
    nouns: ['Fjord', 'Lynx', 'Raven', 'Runes', 'Saga', 'Glacier', 'Longship', 'Elk', 'Tundra', 'Wolfpack'],
  },
  desert: {
    adjectives: ['Golden', 'Eternal', 'Sacred', 'Hidden', 'Burning', 'Sunlit'],
    nouns: ['Scarab', 'Pharaoh', 'Obelisk', 'Sphinx', 'Oasis', 'Dunes', 'Lotus', 'Caravan'],
  },
  fruit: {
    adjectives: ['Lucky', 'Hot', 'Juicy', 'Fiery', 'Triple', 'Sizzling', 'Classic'],
    nouns: ['Cherries', 'Sevens', 'Lemons', 'Bells', 'Melons', 'Plums', 'Bars', 'Fruits'],
  },
  gems: {
    adjectives: ['Crystal', 'Radiant', 'Royal', 'Shimmering', 'Prism', 'Velvet'],
    nouns: ['Gems', 'Jewels', 'Sapphires', 'Rubies', 'Emeralds', 'Diamonds', 'Opals', 'Amethyst'],
  },
  ocean: {
    adjectives: ['Sunken', 'Salty', 'Stormy', 'Coral', 'Deep', 'Tidal'],
    nouns: ['Doubloons', 'Kraken', 'Lagoon', 'Harbour', 'Reef', 'Anchors', 'Mermaid', 'Pearls'],
  },
  space: {
    adjectives: ['Cosmic', 'Stellar', 'Neon', 'Orbital', 'Galactic', 'Lunar'],
    nouns: ['Comet', 'Nebula', 'Rockets', 'Meteors', 'Astro Cats', 'Moonbase', 'Starlight', 'Satellites'],
  },
  myth: {
    adjectives: ['Mighty', 'Ancient', 'Thundering', 'Fabled', 'Mystic', 'Immortal'],
    nouns: ['Titans', 'Oracle', 'Phoenix', 'Dragon', 'Griffin', 'Olympus', 'Minotaur', 'Hydra'],
  },
  wild: {
    adjectives: ['Wild', 'Roaring', 'Savage', 'Untamed', 'Prairie', 'Thunder'],
    nouns: ['Buffalo', 'Wolves', 'Tiger', 'Rhino', 'Eagle', 'Bison', 'Stallions', 'Grizzly'],
  },
  candy: {
    adjectives: ['Sugar', 'Sweet', 'Frosted', 'Bubbly', 'Fizzy', 'Jelly'],
    nouns: ['Drops', 'Gummies', 'Candyland', 'Lollies', 'Cupcakes', 'Macarons', 'Bonbons'],
  },
  western: {
    adjectives: ['Dusty', 'Outlaw', 'Rusty', 'High Noon', 'Lone'],
    nouns: ['Saloon', 'Sheriff', 'Bandits', 'Gold Rush', 'Canyon', 'Stagecoach', 'Prospector'],
  },
  orient: {
    adjectives: ['Jade', 'Imperial', 'Lantern', 'Crimson', 'Silk'],
    nouns: ['Koi', 'Lanterns', 'Dragon Pearl', 'Panda', 'Fortune Cat', 'Temple', 'Tiger Gate'],
  },
  mystery: {
    adjectives: ['Haunted', 'Shadow', 'Hollow', 'Misty', 'Moonlit'],
    nouns: ['Manor', 'Crypt', 'Ravens', 'Vampires', 'Alchemist', 'Potions', 'Séance'],
  },
  jungle: {
    adjectives: ['Lost', 'Emerald', 'Jungle', 'Forgotten', 'Overgrown'],
    nouns: ['Temple', 'Relics', 'Idol', 'Explorer', 'Expedition', 'Ruins', 'Jaguar'],
  },
};

const TAILS = [
  'Fortune',
  'Riches',
  'Treasures',
  'Quest',
  'Spins',
  'Bonanza',
  'Rush',
  'Frenzy',
  'Legends',
  'Party',
  'Blast',
  'Fever',
  'Vault',
];
const OF = ['Embers', 'Plenty', 'the North', 'Avalon', 'the Nile', 'Thunder', 'the Deep', 'Kings', 'Dawn'];
const EDITIONS = [
  'Deluxe',
  'Hold & Win',
  'Gold',
  '2',
  'Remastered',
  'Link',
  'Blitz',
  'Max',
  'Xtreme',
  '1000',
];

const FEATURES: readonly SlotFeature[] = [
  'freeSpins',
  'stickyWilds',
  'multipliers',
  'cascades',
  'clusterPays',
  'bonusBuy',
  'holdAndWin',
  'expandingWilds',
  'pickBonus',
  'gamble',
];

interface ProviderPlan {
  provider: ProviderId;
  studio: string;
  subProvider?: string;
  slots: number;
  /** Fixed non-slot casino games: [label, gameType]. */
  extras: [string, GameKind][];
  themes: string[];
  idStyle: (label: string, n: number, rnd: () => number) => string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const squash = (label: string) => slugify(label).replace(/-/g, '');

function subPlan(subProviderId: string, slots: number, extras: [string, GameKind][], themes: string[]) {
  const sub = SUB_PROVIDERS.find((candidate) => candidate.subProviderId === subProviderId)!;
  const idStyle =
    sub.provider === 'softswiss'
      ? (label: string) => `${sub.code}_${slugify(label).replace(/-/g, '_')}`
      : sub.provider === 'pariplay'
        ? (label: string) => `PP_${sub.code}_${squash(label).toUpperCase()}`
        : (_label: string, n: number) => `${sub.code.toLowerCase()}${pad(n, 4)}`;
  return {
    provider: sub.provider,
    studio: sub.title,
    subProvider: sub.subProviderId,
    slots,
    extras,
    themes,
    idStyle,
  };
}

const CASINO_PLANS: ProviderPlan[] = [
  {
    provider: 'relax',
    studio: 'Relax Gaming',
    slots: 16,
    extras: [],
    themes: ['nordic', 'myth', 'jungle', 'western', 'space'],
    idStyle: (_label, n) => String(10400 + n * 7),
  },
  subPlan('northbeam', 5, [], ['nordic', 'ocean']),
  subPlan('copperleaf', 5, [], ['western', 'fruit']),
  {
    provider: 'playngo',
    studio: "Play'n GO",
    slots: 26,
    extras: [
      ['European Roulette Pro', 'roulette'],
      ['Multihand Blackjack', 'blackjack'],
      ["Casino Hold'em Plus", 'poker'],
      ['Jacks or Better Deluxe', 'poker'],
    ],
    themes: ['desert', 'myth', 'mystery', 'gems', 'jungle'],
    idStyle: (_label, n) => String(300 + n * 3),
  },
  {
    provider: 'quickspin',
    studio: 'Quickspin',
    slots: 24,
    extras: [],
    themes: ['nordic', 'candy', 'mystery', 'orient'],
    idStyle: (label) => slugify(label).replace(/-/g, '_'),
  },
  {
    provider: 'yggdrasil',
    studio: 'Yggdrasil',
    slots: 22,
    extras: [['Dice of Valhalla', 'dice']],
    themes: ['nordic', 'myth', 'space', 'orient'],
    idStyle: (_label, n) => String(7100 + n * 11),
  },
  subPlan('tidewell', 8, [['Tidewell Scratch Bay', 'scratch']], ['ocean', 'fruit']),
  subPlan('redfox', 8, [['Foxy Keno', 'bingo']], ['wild', 'western']),
  subPlan('lumenforge', 7, [['Lumen Plinko', 'crash']], ['space', 'gems']),
  subPlan('saltmarsh', 5, [], ['ocean', 'mystery']),
  subPlan('bluecairn', 8, [['Bluecairn Mines', 'crash']], ['nordic', 'gems']),
  subPlan('ironbark', 7, [['Ironbark Dice', 'dice']], ['wild', 'jungle']),
  subPlan('halcyon', 7, [], ['candy', 'fruit']),
  subPlan('kettlecrown', 6, [['Crown & Anchor', 'dice']], ['fruit', 'mystery']),
  {
    provider: 'pragmaticplay',
    studio: 'Pragmatic Play',
    slots: 30,
    extras: [
      ['Blackjack Multihand', 'blackjack'],
      ['American Roulette', 'roulette'],
      ['Mini Baccarat', 'baccarat'],
      ['Spaceman Orbit', 'crash'],
    ],
    themes: ['candy', 'wild', 'desert', 'orient', 'fruit', 'western'],
    idStyle: (label, n) =>
      `vs${[20, 25, 10, 40][n % 4]}${squash(label)
        .replace(/[aeiou]/g, '')
        .slice(0, 8)}`,
  },
  {
    provider: 'evolution',
    studio: 'Evolution',
    slots: 0,
    extras: [
      ['Solo Roulette', 'roulette'],
      ['Solo Blackjack', 'blackjack'],
      ['Solo Baccarat', 'baccarat'],
      ['Solo Dream Wheel', 'gameShow'],
      ['Solo Craps', 'dice'],
      ['Solo Top Card', 'tableGames'],
      ['Solo Lotto Ball', 'bingo'],
    ],
    themes: [],
    idStyle: (label) => `rng-${slugify(label).replace(/^solo-/, '')}`,
  },
  {
    provider: 'novomatic',
    studio: 'Novomatic',
    slots: 20,
    extras: [['Roulette Classic', 'roulette']],
    themes: ['fruit', 'desert', 'gems', 'myth'],
    idStyle: (_label, n) => String(1040 + n * 13),
  },
  {
    provider: 'creedroomz',
    studio: 'CreedRoomz',
    slots: 0,
    extras: [
      ['Skyline Crash', 'crash'],
      ['Dice Duel Instant', 'dice'],
      ['Plinko Peaks', 'crash'],
    ],
    themes: [],
    idStyle: (_label, n) => `crz-rng-${pad(n + 1, 3)}`,
  },
  {
    provider: 'trifecta',
    studio: 'Trifecta',
    slots: 8,
    extras: [
      ['Gold Rush Scratch', 'scratch'],
      ['Keno Express', 'bingo'],
      ['Bingo 75 Live Draw', 'bingo'],
      ['Lucky Lines Scratch', 'scratch'],
      ['Video Poker Aces', 'poker'],
    ],
    themes: ['fruit', 'gems', 'western'],
    idStyle: (_label, n) => `TRF${pad(2000 + n * 17, 4)}`,
  },
];

interface LiveTable {
  label: string;
  gameType: GameKind;
  seats?: number;
  bet: { min: number; max: number };
  exclusiveTo?: string;
}

const LIVE_PLANS: {
  provider: ProviderId;
  studio: string;
  tables: LiveTable[];
  idStyle: (n: number) => string;
}[] = [
  {
    provider: 'evolution',
    studio: 'Evolution',
    idStyle: (n) => {
      const rnd = random(`evolution-table-${n}`);
      return Array.from(
        { length: 16 },
        () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(rnd() * 36)],
      ).join('');
    },
    tables: [
      {
        label: 'Aurora Blackjack 1',
        gameType: 'blackjack',
        seats: 7,
        bet: { min: 5, max: 2500 },
        exclusiveTo: 'aurora',
      },
      {
        label: 'Aurora Blackjack 2',
        gameType: 'blackjack',
        seats: 7,
        bet: { min: 10, max: 5000 },
        exclusiveTo: 'aurora',
      },
      { label: 'Aurora Roulette', gameType: 'roulette', bet: { min: 0.5, max: 5000 }, exclusiveTo: 'aurora' },
      {
        label: 'Kestrel Blackjack',
        gameType: 'blackjack',
        seats: 7,
        bet: { min: 5, max: 2500 },
        exclusiveTo: 'kestrel',
      },
      { label: 'Suomi Ruletti', gameType: 'roulette', bet: { min: 0.2, max: 3000 }, exclusiveTo: 'kestrel' },
      {
        label: 'Deutsches Roulette',
        gameType: 'roulette',
        bet: { min: 0.2, max: 3000 },
        exclusiveTo: 'kestrel',
      },
      { label: 'Classic Blackjack A', gameType: 'blackjack', seats: 7, bet: { min: 10, max: 2500 } },
      { label: 'Classic Blackjack B', gameType: 'blackjack', seats: 7, bet: { min: 25, max: 5000 } },
      { label: 'Infinite Table Blackjack', gameType: 'blackjack', bet: { min: 1, max: 1000 } },
      { label: 'Salon Blackjack VIP', gameType: 'blackjack', seats: 7, bet: { min: 100, max: 10000 } },
      { label: 'Immersion Roulette', gameType: 'roulette', bet: { min: 0.5, max: 5000 } },
      { label: 'Quickfire Roulette', gameType: 'roulette', bet: { min: 0.2, max: 2000 } },
      { label: 'Double Ball Roulette', gameType: 'roulette', bet: { min: 0.2, max: 2000 } },
      { label: 'Golden Baccarat', gameType: 'baccarat', bet: { min: 1, max: 10000 } },
      { label: 'Squeeze Baccarat', gameType: 'baccarat', bet: { min: 5, max: 10000 } },
      { label: 'Treasure Trail Live', gameType: 'gameShow', bet: { min: 0.1, max: 500 } },
      { label: 'Pinball Parade', gameType: 'gameShow', bet: { min: 0.1, max: 1000 } },
      { label: "Three Card Hold'em", gameType: 'poker', bet: { min: 1, max: 2000 } },
      { label: 'Dragon Dice Live', gameType: 'dice', bet: { min: 0.5, max: 1000 } },
    ],
  },
  {
    provider: 'pragmaticplay',
    studio: 'Pragmatic Play Live',
    idStyle: (n) => String(201 + n * 4),
    tables: [
      { label: 'Speed Blackjack Emerald', gameType: 'blackjack', seats: 7, bet: { min: 5, max: 2500 } },
      { label: 'Speed Blackjack Ruby', gameType: 'blackjack', seats: 7, bet: { min: 10, max: 5000 } },
      { label: 'Mega Wheel Carnival', gameType: 'gameShow', bet: { min: 0.1, max: 1000 } },
      { label: 'Roulette Azure', gameType: 'roulette', bet: { min: 0.2, max: 5000 } },
      { label: 'Auto Roulette Express', gameType: 'roulette', bet: { min: 0.1, max: 2000 } },
      { label: 'Baccarat Lotus', gameType: 'baccarat', bet: { min: 1, max: 5000 } },
      { label: 'Sic Bo Palace', gameType: 'dice', bet: { min: 0.2, max: 2000 } },
      { label: 'Snakes & Ladders Live', gameType: 'gameShow', bet: { min: 0.1, max: 500 } },
    ],
  },
  {
    provider: 'pariplay',
    studio: 'Pariplay Live',
    idStyle: (n) => `PP_LIVE_${pad(n + 11, 3)}`,
    tables: [
      { label: 'Riverboat Roulette', gameType: 'roulette', bet: { min: 0.5, max: 2500 } },
      { label: 'Riverboat Blackjack', gameType: 'blackjack', seats: 7, bet: { min: 5, max: 2000 } },
      { label: 'Lucky Dice Live', gameType: 'dice', bet: { min: 0.2, max: 1000 } },
      { label: 'Bingo Lounge Live', gameType: 'bingo', bet: { min: 0.1, max: 100 } },
    ],
  },
  {
    provider: 'softswiss',
    studio: 'SOFTSWISS Live',
    idStyle: (n) => `live_${pad(n + 1, 2)}`,
    tables: [
      { label: 'Baltic Roulette', gameType: 'roulette', bet: { min: 0.2, max: 2500 } },
      { label: 'Baltic Blackjack', gameType: 'blackjack', seats: 7, bet: { min: 5, max: 2500 } },
      { label: 'Andar Bahar Live', gameType: 'tableGames', bet: { min: 0.5, max: 1000 } },
      { label: 'Crazy Coin Flip Live', gameType: 'gameShow', bet: { min: 0.1, max: 500 } },
    ],
  },
  {
    provider: 'creedroomz',
    studio: 'CreedRoomz',
    idStyle: (n) => `crz-${pad(n + 101, 4)}`,
    tables: [
      { label: 'Tbilisi Roulette', gameType: 'roulette', bet: { min: 0.2, max: 3000 } },
      { label: 'Tbilisi Blackjack', gameType: 'blackjack', seats: 7, bet: { min: 2, max: 1500 } },
      { label: 'Velvet Baccarat', gameType: 'baccarat', bet: { min: 1, max: 5000 } },
      { label: 'Texas Poker Live', gameType: 'poker', seats: 6, bet: { min: 1, max: 1000 } },
      { label: 'Wheel of Wishes', gameType: 'gameShow', bet: { min: 0.1, max: 500 } },
      { label: 'Jhandi Munda Live', gameType: 'dice', bet: { min: 0.2, max: 500 } },
    ],
  },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)]!;
}

/** Fisher–Yates with the seeded PRNG (a random sort comparator is engine-dependent). */
function shuffle<T>(rnd: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function slotName(rnd: () => number, theme: Theme): string {
  const adjective = pick(rnd, theme.adjectives);
  const noun = pick(rnd, theme.nouns);
  const pattern = rnd();
  const plural = /[^s]s$/.test(noun);
  if (pattern < 0.3) return `${adjective} ${noun}`;
  if (pattern < 0.6) return plural ? `${adjective} ${noun}` : `${noun} ${pick(rnd, TAILS)}`;
  if (pattern < 0.75) return `${noun} of ${pick(rnd, OF)}`;
  if (pattern < 0.9) return `${adjective} ${noun} ${pick(rnd, EDITIONS)}`;
  return `${adjective} ${pick(rnd, TAILS)}`;
}

function buildCatalogue(): CatalogueGame[] {
  const rnd = random('catalogue');
  const games: CatalogueGame[] = [];
  const labels = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const label = make();
      if (!labels.has(slugify(label))) {
        labels.add(slugify(label));
        return label;
      }
    }
  };
  const ids = new Set<string>();
  /** A provider's id for a new game; a clash (two names squashing alike) gets a letter. */
  const uniqueId = (provider: ProviderId, id: string) => {
    let candidate = id;
    for (let n = 0; ids.has(`${provider}-${candidate}`); n++) candidate = `${id}${'bcdefgh'[n]}`;
    ids.add(`${provider}-${candidate}`);
    return candidate;
  };
  let release = 0;
  for (const plan of CASINO_PLANS) {
    let n = 0;
    for (let i = 0; i < plan.slots; i++) {
      const themeName = plan.themes[i % plan.themes.length]!;
      const theme = THEMES[themeName]!;
      const label = unique(() => slotName(rnd, theme));
      const features = shuffle(rnd, FEATURES).slice(0, 2 + Math.floor(rnd() * 2));
      const volatility = pick(rnd, ['low', 'medium', 'high', 'veryHigh'] as const);
      const jackpot = features.includes('holdAndWin') ? rnd() < 0.5 : rnd() < 0.06;
      const gameId = uniqueId(plan.provider, plan.idStyle(label, n++, rnd));
      games.push({
        key: `${plan.provider}-${gameId}`,
        gameId,
        label,
        provider: plan.provider,
        ...(plan.subProvider ? { subProvider: plan.subProvider } : {}),
        studio: plan.studio,
        type: 'casino',
        gameType: 'slots',
        theme: themeName,
        reels: pick(rnd, [5, 5, 5, 6, 3, 7]),
        features,
        volatility,
        rtp: round2(94 + rnd() * 3.2),
        jackpot,
        channels: rnd() < 0.05 ? ['web'] : ['web', 'mobile'],
        bet: { min: pick(rnd, [0.1, 0.2, 0.25]), max: pick(rnd, [50, 100, 100, 200]) },
        release: release++,
        tall: rnd() < 0.08,
      });
    }
    for (const [label, gameType] of plan.extras) {
      labels.add(slugify(label));
      const gameId = uniqueId(plan.provider, plan.idStyle(label, n++, rnd));
      games.push({
        key: `${plan.provider}-${gameId}`,
        gameId,
        label,
        provider: plan.provider,
        ...(plan.subProvider ? { subProvider: plan.subProvider } : {}),
        studio: plan.studio,
        type: 'casino',
        gameType,
        features: [],
        rtp: round2(gameType === 'scratch' || gameType === 'bingo' ? 92 + rnd() * 4 : 97 + rnd() * 2.5),
        jackpot: false,
        channels: gameType === 'scratch' && rnd() < 0.5 ? ['mobile'] : ['web', 'mobile'],
        bet: { min: pick(rnd, [0.1, 0.5, 1]), max: pick(rnd, [100, 500, 1000]) },
        release: release++,
        tall: false,
      });
    }
  }
  for (const plan of LIVE_PLANS) {
    plan.tables.forEach((table, n) => {
      labels.add(slugify(table.label));
      const gameId = uniqueId(plan.provider, plan.idStyle(n));
      games.push({
        key: `${plan.provider}-${gameId}`,
        gameId,
        label: table.label,
        provider: plan.provider,
        studio: plan.studio,
        type: 'liveCasino',
        gameType: table.gameType,
        features: [],
        rtp: round2(table.gameType === 'gameShow' ? 95.5 + rnd() * 1.5 : 97.3 + rnd() * 2),
        jackpot: false,
        channels: ['web', 'mobile'],
        ...(table.seats ? { seats: table.seats } : {}),
        bet: table.bet,
        release: release++,
        tall: true,
        ...(table.exclusiveTo ? { exclusiveTo: table.exclusiveTo } : {}),
      });
    });
  }
  const keys = new Set<string>();
  for (const game of games) {
    if (keys.has(game.key)) throw new Error(`Catalogue key ${game.key} is used twice`);
    keys.add(game.key);
  }
  return games;
}

export const CATALOGUE: readonly CatalogueGame[] = buildCatalogue();
