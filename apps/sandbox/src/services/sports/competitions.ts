/**
 * The sandbox sportsbook's competitions (services/sports/fixtures.ts generates their events): the
 * sport, the region, the teams (fictional), how often an event starts and how long it runs. The
 * virtual leagues kick off a simulated match every three minutes of sandbox time (90 s of play).
 */
export type Sport = 'football' | 'ice-hockey' | 'basketball' | 'tennis';

export interface Competition {
  id: string;
  sport: Sport;
  /** The region's slug and name (a country, or "World"). */
  region: { slug: string; name: string };
  name: string;
  teams: readonly string[];
  periodMs: number;
  offsetMs: number;
  durationMs: number;
  /** Virtual sports (`/virtuals`): a simulated round every `periodMs`, bets only before kick-off, category VIRTUAL_SPORTS. */
  virtual?: true;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

export const COMPETITIONS: readonly Competition[] = [
  {
    id: 'fi-veikkausliiga',
    sport: 'football',
    region: { slug: 'finland', name: 'Finland' },
    name: 'Veikkausliiga',
    teams: [
      'Helsinki Harbour',
      'Tampere Rapids',
      'Turku Anchors',
      'Oulu Northern',
      'Kuopio Lakes',
      'Vaasa Wind',
    ],
    periodMs: 3 * HOUR,
    offsetMs: 20 * MINUTE,
    durationMs: 110 * MINUTE,
  },
  {
    id: 'en-premier',
    sport: 'football',
    region: { slug: 'england', name: 'England' },
    name: 'Premier Division',
    teams: [
      'London Royals',
      'Manchester Forge',
      'Liverpool Docks',
      'Leeds Moor',
      'Bristol Bridge',
      'Newcastle Tyne',
    ],
    periodMs: 2 * HOUR,
    offsetMs: 50 * MINUTE,
    durationMs: 110 * MINUTE,
  },
  {
    id: 'es-primera',
    sport: 'football',
    region: { slug: 'spain', name: 'Spain' },
    name: 'Primera',
    teams: [
      'Madrid Castilla',
      'Barcelona Port',
      'Sevilla Sol',
      'Valencia Huerta',
      'Bilbao Ria',
      'Málaga Costa',
    ],
    periodMs: 4 * HOUR,
    offsetMs: 95 * MINUTE,
    durationMs: 110 * MINUTE,
  },
  {
    id: 'fi-liiga',
    sport: 'ice-hockey',
    region: { slug: 'finland', name: 'Finland' },
    name: 'Liiga',
    teams: [
      'Helsinki Ice',
      'Tampere Blades',
      'Turku Frost',
      'Lahti Pelicans',
      'Rauma Sailors',
      'Jyväskylä Pucks',
    ],
    periodMs: 3 * HOUR,
    offsetMs: 140 * MINUTE,
    durationMs: 150 * MINUTE,
  },
  {
    id: 'world-basketball',
    sport: 'basketball',
    region: { slug: 'world', name: 'World' },
    name: 'Champions Cup',
    teams: [
      'Athens Owls',
      'Belgrade Stars',
      'Kaunas Green',
      'Madrid Whites',
      'Istanbul Straits',
      'Tel Aviv Coast',
    ],
    periodMs: 5 * HOUR,
    offsetMs: 30 * MINUTE,
    durationMs: 130 * MINUTE,
  },
  {
    id: 'world-tennis',
    sport: 'tennis',
    region: { slug: 'world', name: 'World' },
    name: 'Masters Tour',
    teams: [
      'A. Virtanen',
      'M. Laine',
      'J. Castro',
      'L. Moreau',
      'K. Weber',
      'S. Rossi',
      'D. Novak',
      'E. Lind',
    ],
    periodMs: 90 * MINUTE,
    offsetMs: 10 * MINUTE,
    durationMs: 120 * MINUTE,
  },
  {
    id: 'virtual-premier',
    sport: 'football',
    region: { slug: 'virtual', name: 'Virtual' },
    name: 'Virtual Premier',
    teams: ['Red Lions', 'Blue Harbour', 'Green Rovers', 'Gold Town', 'White Hart', 'Black Forest'],
    periodMs: 3 * MINUTE,
    offsetMs: 0,
    durationMs: 90_000,
    virtual: true,
  },
  {
    id: 'virtual-cup',
    sport: 'football',
    region: { slug: 'virtual', name: 'Virtual' },
    name: 'Virtual Cup',
    teams: ['North Athletic', 'South United', 'East City', 'West Wanderers', 'Harbour FC', 'Valley Town'],
    periodMs: 3 * MINUTE,
    offsetMs: 0,
    durationMs: 90_000,
    virtual: true,
  },
];
