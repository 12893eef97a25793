/**
 * Copy both brands share, in every base language (en, fi, no, de, fr, pt, es): lobby names, game
 * descriptions, compliance lists, payment-method terms and SEO texts. `{brand}` is the brand's
 * name; `{€20}` an amount shown in each market's currency; `{=€20000}` an amount that stays in
 * euros (dataset.ts). Static pages and terms are in pages.ts.
 */
import type { GameKind, SlotFeature, Volatility } from './catalogue.ts';
import type { BaseLanguage } from './dataset.ts';

/** Copy with every base language, checked by the type. */
export type AllTexts = Record<BaseLanguage, string>;

export const CATEGORY_LABELS = {
  popular: {
    en: 'Popular',
    fi: 'Suositut',
    no: 'Populære',
    de: 'Beliebt',
    fr: 'Populaires',
    pt: 'Populares',
    es: 'Populares',
  },
  'new-games': {
    en: 'New games',
    fi: 'Uudet pelit',
    no: 'Nye spill',
    de: 'Neue Spiele',
    fr: 'Nouveaux jeux',
    pt: 'Novos jogos',
    es: 'Juegos nuevos',
  },
  slots: {
    en: 'Slots',
    fi: 'Kolikkopelit',
    no: 'Spilleautomater',
    de: 'Slots',
    fr: 'Machines à sous',
    pt: 'Caça-níqueis',
    es: 'Tragamonedas',
  },
  jackpots: {
    en: 'Jackpots',
    fi: 'Jättipotit',
    no: 'Jackpoter',
    de: 'Jackpots',
    fr: 'Jackpots',
    pt: 'Jackpots',
    es: 'Jackpots',
  },
  'table-games': {
    en: 'Table games',
    fi: 'Pöytäpelit',
    no: 'Bordspill',
    de: 'Tischspiele',
    fr: 'Jeux de table',
    pt: 'Jogos de mesa',
    es: 'Juegos de mesa',
  },
  'instant-wins': {
    en: 'Instant wins',
    fi: 'Pikapelit',
    no: 'Direktespill',
    de: 'Sofortgewinne',
    fr: 'Gains instantanés',
    pt: 'Ganhos instantâneos',
    es: 'Premios instantáneos',
  },
  'bonus-buy': {
    en: 'Bonus buy',
    fi: 'Bonusosto',
    no: 'Bonuskjøp',
    de: 'Bonuskauf',
    fr: 'Achat de bonus',
    pt: 'Compra de bônus',
    es: 'Compra de bono',
  },
  'tournament-games': {
    en: 'Tournament games',
    fi: 'Turnauspelit',
    no: 'Turneringsspill',
    de: 'Turnierspiele',
    fr: 'Jeux du tournoi',
    pt: 'Jogos do torneio',
    es: 'Juegos del torneo',
  },
  tournaments: {
    en: 'Tournaments',
    fi: 'Turnaukset',
    no: 'Turneringer',
    de: 'Turniere',
    fr: 'Tournois',
    pt: 'Torneios',
    es: 'Torneos',
  },
  'live-popular': {
    en: 'Popular live',
    fi: 'Suositut livepelit',
    no: 'Populært live',
    de: 'Beliebt live',
    fr: 'Live populaires',
    pt: 'Ao vivo populares',
    es: 'En vivo populares',
  },
  'live-roulette': {
    en: 'Roulette',
    fi: 'Ruletti',
    no: 'Rulett',
    de: 'Roulette',
    fr: 'Roulette',
    pt: 'Roleta',
    es: 'Ruleta',
  },
  'live-blackjack': {
    en: 'Blackjack',
    fi: 'Blackjack',
    no: 'Blackjack',
    de: 'Blackjack',
    fr: 'Blackjack',
    pt: 'Blackjack',
    es: 'Blackjack',
  },
  'live-baccarat': {
    en: 'Baccarat',
    fi: 'Baccarat',
    no: 'Baccarat',
    de: 'Baccarat',
    fr: 'Baccara',
    pt: 'Bacará',
    es: 'Baccarat',
  },
  'game-shows': {
    en: 'Game shows',
    fi: 'Peliohjelmat',
    no: 'Gameshow',
    de: 'Spielshows',
    fr: 'Jeux télévisés',
    pt: 'Game shows',
    es: 'Concursos',
  },
  'live-poker': {
    en: 'Poker',
    fi: 'Pokeri',
    no: 'Poker',
    de: 'Poker',
    fr: 'Poker',
    pt: 'Pôquer',
    es: 'Póquer',
  },
  'live-dice': {
    en: 'Dice and more',
    fi: 'Nopat ja muut',
    no: 'Terninger og mer',
    de: 'Würfel und mehr',
    fr: 'Dés et plus',
    pt: 'Dados e mais',
    es: 'Dados y más',
  },
  'vip-tables': {
    en: 'VIP tables',
    fi: 'VIP-pöydät',
    no: 'VIP-bord',
    de: 'VIP-Tische',
    fr: 'Tables VIP',
    pt: 'Mesas VIP',
    es: 'Mesas VIP',
  },
} satisfies Record<string, AllTexts>;

export type CategoryKey = keyof typeof CATEGORY_LABELS;

/**
 * Category icons: one inline <svg> each (24×24, currentColor), no scripts or links, as
 * `iconSvgRule` requires; the site inlines them.
 */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">${body}</svg>`;

export const ICONS = {
  flame: svg(
    '<path d="M12 2c1 3.5-1.5 5-1.5 7.5 0 1.4 1 2.5 2.3 2.5 1.5 0 2.2-1.2 2.2-2.6 2 1.6 3 3.9 3 6.1A6 6 0 0 1 6 15.5C6 10 12 7.5 12 2z"/>',
  ),
  sparkle: svg(
    '<path d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7z"/><circle cx="19" cy="19" r="2"/>',
  ),
  reels: svg(
    '<rect x="2" y="4" width="20" height="16" rx="3" fill="none" stroke="currentColor" stroke-width="2"/><path d="M8 5v14M16 5v14" stroke="currentColor" stroke-width="2"/><circle cx="5" cy="12" r="1.5"/><circle cx="12" cy="12" r="1.5"/><circle cx="19" cy="12" r="1.5"/>',
  ),
  coin: svg(
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 6.5v11M9 9.5c0-1.2 1.3-2 3-2s3 .8 3 2-1.3 1.8-3 2.4-3 1.2-3 2.4 1.3 2 3 2 3-.8 3-2"/>',
  ),
  cards: svg(
    '<rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-10 8.5 12.5)"/><rect x="10" y="4" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2" transform="rotate(10 15.5 11.5)"/>',
  ),
  bolt: svg('<path d="M13 2L4 14h6l-1 8 9-12h-6z"/>'),
  gift: svg(
    '<path d="M3 9h18v4H3zM5 13h14v8H5z"/><path d="M12 9v12M12 9c-2-4-6-4-6-1.5S9 9 12 9zm0 0c2-4 6-4 6-1.5S15 9 12 9z" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  ),
  trophy: svg(
    '<path d="M7 3h10v4a5 5 0 0 1-10 0zM5 4H3v2a4 4 0 0 0 4 4M19 4h2v2a4 4 0 0 1-4 4M11 14h2v4h3v2H8v-2h3z"/>',
  ),
  flag: svg('<path d="M5 2h2v20H5zM8 3h11l-2.5 4L19 11H8z"/>'),
  wheel: svg(
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="3"/><path d="M12 3v6M12 15v6M3 12h6M15 12h6M5.6 5.6l4.3 4.3M14.1 14.1l4.3 4.3M5.6 18.4l4.3-4.3M14.1 9.9l4.3-4.3" stroke="currentColor" stroke-width="1.5"/>',
  ),
  spade: svg(
    '<path d="M12 2C9 6 4 8.5 4 12.5A4 4 0 0 0 11 15l-1.5 5h5L13 15a4 4 0 0 0 7-2.5C20 8.5 15 6 12 2z"/>',
  ),
  diamond: svg('<path d="M12 2l7 10-7 10-7-10z"/>'),
  microphone: svg(
    '<rect x="9" y="2" width="6" height="12" rx="3"/><path d="M6 11a6 6 0 0 0 12 0M12 17v4M8 21h8" fill="none" stroke="currentColor" stroke-width="2"/>',
  ),
  chip: svg(
    '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5" fill="none" stroke="#fff" stroke-width="1.5"/><path d="M12 3v3M12 18v3M3 12h3M18 12h3" stroke="#fff" stroke-width="2"/>',
  ),
  dice: svg(
    '<rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="8" cy="8" r="1.6"/><circle cx="16" cy="16" r="1.6"/><circle cx="12" cy="12" r="1.6"/><circle cx="16" cy="8" r="1.6"/><circle cx="8" cy="16" r="1.6"/>',
  ),
  crown: svg('<path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z"/>'),
  star: svg('<path d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z"/>'),
  heart: svg('<path d="M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11z"/>'),
  clock: svg(
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7v5l3.5 2" fill="none" stroke="currentColor" stroke-width="2"/>',
  ),
  grid: svg(
    '<rect x="3" y="3" width="8" height="8" rx="1.5"/><rect x="13" y="3" width="8" height="8" rx="1.5"/><rect x="3" y="13" width="8" height="8" rx="1.5"/><rect x="13" y="13" width="8" height="8" rx="1.5"/>',
  ),
  percent: svg(
    '<circle cx="7" cy="7" r="3"/><circle cx="17" cy="17" r="3"/><path d="M5 19L19 5" stroke="currentColor" stroke-width="2"/>',
  ),
} as const;

export const WIDGET_NAMES = {
  featured: {
    en: 'Featured',
    fi: 'Nostot',
    no: 'Utvalgt',
    de: 'Empfohlen',
    fr: 'À la une',
    pt: 'Destaques',
    es: 'Destacados',
  },
  recentlyPlayed: {
    en: 'Recently played',
    fi: 'Viimeksi pelatut',
    no: 'Nylig spilt',
    de: 'Zuletzt gespielt',
    fr: 'Joués récemment',
    pt: 'Jogados recentemente',
    es: 'Jugados recientemente',
  },
  favourites: {
    en: 'Your favourites',
    fi: 'Omat suosikit',
    no: 'Dine favoritter',
    de: 'Deine Favoriten',
    fr: 'Vos favoris',
    pt: 'Seus favoritos',
    es: 'Tus favoritos',
  },
  jackpots: {
    en: 'Jackpots right now',
    fi: 'Jättipotit juuri nyt',
    no: 'Jackpoter akkurat nå',
    de: 'Aktuelle Jackpots',
    fr: 'Jackpots du moment',
    pt: 'Jackpots agora',
    es: 'Jackpots ahora',
  },
  topWinners: {
    en: 'Top winners',
    fi: 'Suurimmat voitot',
    no: 'Største gevinster',
    de: 'Top-Gewinner',
    fr: 'Plus gros gagnants',
    pt: 'Maiores ganhadores',
    es: 'Mayores ganadores',
  },
  latestWinners: {
    en: 'Latest winners',
    fi: 'Tuoreimmat voitot',
    no: 'Siste vinnere',
    de: 'Neueste Gewinner',
    fr: 'Derniers gagnants',
    pt: 'Últimos ganhadores',
    es: 'Últimos ganadores',
  },
  providers: {
    en: 'Game providers',
    fi: 'Pelivalmistajat',
    no: 'Spillleverandører',
    de: 'Spieleanbieter',
    fr: 'Fournisseurs de jeux',
    pt: 'Provedores de jogos',
    es: 'Proveedores de juegos',
  },
  categories: {
    en: 'Browse by category',
    fi: 'Selaa kategorioittain',
    no: 'Bla etter kategori',
    de: 'Nach Kategorie stöbern',
    fr: 'Parcourir par catégorie',
    pt: 'Navegar por categoria',
    es: 'Explorar por categoría',
  },
  banners: {
    en: 'Highlights',
    fi: 'Ajankohtaista',
    no: 'Høydepunkter',
    de: 'Highlights',
    fr: 'Temps forts',
    pt: 'Destaques da semana',
    es: 'Lo más destacado',
  },
  contentBoxes: {
    en: 'For you',
    fi: 'Sinulle',
    no: 'For deg',
    de: 'Für dich',
    fr: 'Pour vous',
    pt: 'Para você',
    es: 'Para ti',
  },
  tournamentBoxes: {
    en: 'Tournaments',
    fi: 'Turnaukset',
    no: 'Turneringer',
    de: 'Turniere',
    fr: 'Tournois',
    pt: 'Torneios',
    es: 'Torneos',
  },
  liveFeatured: {
    en: 'Live now',
    fi: 'Livenä nyt',
    no: 'Direkte nå',
    de: 'Jetzt live',
    fr: 'En direct',
    pt: 'Ao vivo agora',
    es: 'En vivo ahora',
  },
} satisfies Record<string, AllTexts>;

export const GAME_LIST_TITLES = {
  'home-picks': {
    en: 'Picked for the home page',
    fi: 'Etusivun valinnat',
    no: 'Utvalgt til forsiden',
    de: 'Auswahl für die Startseite',
    fr: 'Sélection de la page d’accueil',
    pt: 'Seleção da página inicial',
    es: 'Selección de la portada',
  },
  'popular-slots': {
    en: 'Popular slots',
    fi: 'Suositut kolikkopelit',
    no: 'Populære spilleautomater',
    de: 'Beliebte Slots',
    fr: 'Machines à sous populaires',
    pt: 'Caça-níqueis populares',
    es: 'Tragamonedas populares',
  },
  'jackpot-games': {
    en: 'Jackpot games',
    fi: 'Jättipottipelit',
    no: 'Jackpotspill',
    de: 'Jackpot-Spiele',
    fr: 'Jeux à jackpot',
    pt: 'Jogos com jackpot',
    es: 'Juegos con jackpot',
  },
  'new-releases': {
    en: 'New releases',
    fi: 'Uutuudet',
    no: 'Nyheter',
    de: 'Neuerscheinungen',
    fr: 'Nouveautés',
    pt: 'Lançamentos',
    es: 'Novedades',
  },
  'live-top-tables': {
    en: 'Top live tables',
    fi: 'Suosituimmat livepöydät',
    no: 'Populære livebord',
    de: 'Top-Live-Tische',
    fr: 'Meilleures tables live',
    pt: 'Melhores mesas ao vivo',
    es: 'Mejores mesas en vivo',
  },
  'mobile-favourites': {
    en: 'Mobile favourites',
    fi: 'Mobiilisuosikit',
    no: 'Mobilfavoritter',
    de: 'Mobile Favoriten',
    fr: 'Favoris mobiles',
    pt: 'Favoritos no celular',
    es: 'Favoritos en el móvil',
  },
} satisfies Record<string, AllTexts>;

const FEATURE_TEXTS: Record<SlotFeature, AllTexts> = {
  freeSpins: {
    en: 'free spins',
    fi: 'ilmaiskierroksia',
    no: 'gratisspinn',
    de: 'Freispielen',
    fr: 'des tours gratuits',
    pt: 'rodadas grátis',
    es: 'giros gratis',
  },
  stickyWilds: {
    en: 'sticky wilds',
    fi: 'tarttuvia villejä',
    no: 'klebrige wilds',
    de: 'klebenden Wilds',
    fr: 'des wilds collants',
    pt: 'wilds fixos',
    es: 'comodines fijos',
  },
  multipliers: {
    en: 'win multipliers',
    fi: 'voittokertoimia',
    no: 'gevinstmultiplikatorer',
    de: 'Gewinnmultiplikatoren',
    fr: 'des multiplicateurs de gains',
    pt: 'multiplicadores de ganhos',
    es: 'multiplicadores de premio',
  },
  cascades: {
    en: 'cascading reels',
    fi: 'putoavia symboleita',
    no: 'fallende symboler',
    de: 'Kaskadenwalzen',
    fr: 'des rouleaux en cascade',
    pt: 'rolos em cascata',
    es: 'rodillos en cascada',
  },
  clusterPays: {
    en: 'cluster pays',
    fi: 'klusterivoittoja',
    no: 'klyngegevinster',
    de: 'Cluster-Gewinnen',
    fr: 'des gains en grappes',
    pt: 'pagamentos em cluster',
    es: 'pagos por grupos',
  },
  bonusBuy: {
    en: 'a bonus buy',
    fi: 'bonusosto',
    no: 'bonuskjøp',
    de: 'Bonuskauf',
    fr: 'un achat de bonus',
    pt: 'compra de bônus',
    es: 'compra de bono',
  },
  holdAndWin: {
    en: 'a hold-and-win bonus',
    fi: 'pidä ja voita -bonus',
    no: 'hold-og-vinn-bonus',
    de: 'Hold-and-Win-Bonus',
    fr: 'un bonus hold & win',
    pt: 'bônus hold and win',
    es: 'bono hold and win',
  },
  expandingWilds: {
    en: 'expanding wilds',
    fi: 'laajenevia villejä',
    no: 'ekspanderende wilds',
    de: 'expandierenden Wilds',
    fr: 'des wilds extensibles',
    pt: 'wilds expansivos',
    es: 'comodines expansivos',
  },
  pickBonus: {
    en: 'a pick-and-click bonus',
    fi: 'valintabonus',
    no: 'velg-og-vinn-bonus',
    de: 'Pick-Bonus',
    fr: 'un bonus à choix',
    pt: 'bônus de escolha',
    es: 'bono de selección',
  },
  gamble: {
    en: 'a gamble feature',
    fi: 'tuplausmahdollisuus',
    no: 'dobbelspill',
    de: 'Risikospiel',
    fr: 'une option quitte ou double',
    pt: 'aposta dobrada',
    es: 'función doble o nada',
  },
};

const AND: AllTexts = { en: 'and', fi: 'ja', no: 'og', de: 'und', fr: 'et', pt: 'e', es: 'y' };

const SLOT_SENTENCE: AllTexts = {
  en: 'A {reels}-reel video slot with {features}.',
  fi: 'Videokolikkopeli, jossa on {reels} rullaa, {features}.',
  no: 'Videospilleautomat med {reels} hjul, {features}.',
  de: 'Video-Slot mit {reels} Walzen, {features}.',
  fr: 'Machine à sous vidéo à {reels} rouleaux avec {features}.',
  pt: 'Caça-níqueis de vídeo com {reels} rolos, {features}.',
  es: 'Tragamonedas de vídeo de {reels} rodillos con {features}.',
};

const VOLATILITY: Record<Volatility, AllTexts> = {
  low: {
    en: 'Volatility: low.',
    fi: 'Volatiliteetti: matala.',
    no: 'Volatilitet: lav.',
    de: 'Volatilität: niedrig.',
    fr: 'Volatilité : faible.',
    pt: 'Volatilidade: baixa.',
    es: 'Volatilidad: baja.',
  },
  medium: {
    en: 'Volatility: medium.',
    fi: 'Volatiliteetti: keskitaso.',
    no: 'Volatilitet: middels.',
    de: 'Volatilität: mittel.',
    fr: 'Volatilité : moyenne.',
    pt: 'Volatilidade: média.',
    es: 'Volatilidad: media.',
  },
  high: {
    en: 'Volatility: high.',
    fi: 'Volatiliteetti: korkea.',
    no: 'Volatilitet: høy.',
    de: 'Volatilität: hoch.',
    fr: 'Volatilité : élevée.',
    pt: 'Volatilidade: alta.',
    es: 'Volatilidad: alta.',
  },
  veryHigh: {
    en: 'Volatility: very high.',
    fi: 'Volatiliteetti: erittäin korkea.',
    no: 'Volatilitet: svært høy.',
    de: 'Volatilität: sehr hoch.',
    fr: 'Volatilité : très élevée.',
    pt: 'Volatilidade: muito alta.',
    es: 'Volatilidad: muy alta.',
  },
};

const JACKPOT: AllTexts = {
  en: 'Every spin can trigger the progressive jackpot.',
  fi: 'Jokainen pyöräytys voi laukaista progressiivisen jättipotin.',
  no: 'Hvert spinn kan utløse den progressive jackpoten.',
  de: 'Jeder Dreh kann den progressiven Jackpot auslösen.',
  fr: 'Chaque tour peut déclencher le jackpot progressif.',
  pt: 'Cada giro pode ativar o jackpot progressivo.',
  es: 'Cada giro puede activar el jackpot progresivo.',
};

const KIND_SENTENCES: Record<Exclude<GameKind, 'slots'>, AllTexts> = {
  roulette: {
    en: 'Roulette with the classic inside and outside bets and a racetrack for call bets.',
    fi: 'Ruletti klassisine sisä- ja ulkovetoineen sekä kilparata-asetelma erikoisvedoille.',
    no: 'Rulett med de klassiske inne- og uteinnsatsene og racetrack for annonserte innsatser.',
    de: 'Roulette mit den klassischen Innen- und Außenwetten und einem Racetrack für Ansagewetten.',
    fr: 'Roulette avec les mises intérieures et extérieures classiques et un cylindre pour les annonces.',
    pt: 'Roleta com as apostas internas e externas clássicas e uma pista para apostas anunciadas.',
    es: 'Ruleta con las apuestas internas y externas clásicas y una pista para apuestas anunciadas.',
  },
  blackjack: {
    en: 'Blackjack against the dealer: hit, stand, double and split to reach 21.',
    fi: 'Blackjack jakajaa vastaan: ota kortti, jää, tuplaa tai jaa ja tavoittele 21:tä.',
    no: 'Blackjack mot dealeren: trekk, stå, doble og splitt for å nå 21.',
    de: 'Blackjack gegen den Dealer: ziehen, stehen, verdoppeln und teilen bis 21.',
    fr: 'Blackjack contre le croupier : tirez, restez, doublez et partagez pour atteindre 21.',
    pt: 'Blackjack contra o dealer: peça, pare, dobre e divida para chegar a 21.',
    es: 'Blackjack contra el crupier: pide, plántate, dobla y divide para llegar a 21.',
  },
  baccarat: {
    en: 'Bet on Player, Banker or Tie, with pair side bets.',
    fi: 'Lyö vetoa pelaajan, pankkiirin tai tasapelin puolesta, lisänä parivedot.',
    no: 'Sats på spiller, bank eller uavgjort, med sidespill på par.',
    de: 'Setze auf Spieler, Bank oder Unentschieden, dazu Paar-Nebenwetten.',
    fr: 'Misez sur le Joueur, la Banque ou l’Égalité, avec des paris annexes sur les paires.',
    pt: 'Aposte em Jogador, Banca ou Empate, com apostas paralelas em pares.',
    es: 'Apuesta a Jugador, Banca o Empate, con apuestas laterales a parejas.',
  },
  poker: {
    en: 'Poker against the house with a paytable for every winning hand.',
    fi: 'Pokeria taloa vastaan, voittotaulukko jokaiselle voittokädelle.',
    no: 'Poker mot huset med gevinsttabell for hver vinnende hånd.',
    de: 'Poker gegen das Haus mit einer Gewinntabelle für jede Gewinnhand.',
    fr: 'Poker contre la maison avec une table de gains pour chaque main gagnante.',
    pt: 'Pôquer contra a casa com tabela de pagamentos para cada mão vencedora.',
    es: 'Póquer contra la casa con una tabla de pagos para cada mano ganadora.',
  },
  gameShow: {
    en: 'A wheel-based game show with bonus rounds and multipliers.',
    fi: 'Onnenpyörään perustuva peliohjelma bonuskierroksineen ja kertoimineen.',
    no: 'Et hjulbasert gameshow med bonusrunder og multiplikatorer.',
    de: 'Eine Glücksrad-Show mit Bonusrunden und Multiplikatoren.',
    fr: 'Un jeu télévisé autour d’une roue, avec tours bonus et multiplicateurs.',
    pt: 'Um game show de roda com rodadas de bônus e multiplicadores.',
    es: 'Un concurso de rueda con rondas de bonificación y multiplicadores.',
  },
  dice: {
    en: 'Fast dice rounds: pick a total, a range or a combination and roll.',
    fi: 'Nopeita noppakierroksia: valitse summa, väli tai yhdistelmä ja heitä.',
    no: 'Raske terningrunder: velg sum, intervall eller kombinasjon og kast.',
    de: 'Schnelle Würfelrunden: Summe, Bereich oder Kombination wählen und würfeln.',
    fr: 'Des manches de dés rapides : choisissez un total, une plage ou une combinaison et lancez.',
    pt: 'Rodadas rápidas de dados: escolha um total, uma faixa ou uma combinação e jogue.',
    es: 'Rondas rápidas de dados: elige un total, un rango o una combinación y lanza.',
  },
  crash: {
    en: 'Cash out before the multiplier crashes; auto cash-out available.',
    fi: 'Kotiuta ennen kuin kerroin romahtaa; automaattinen kotiutus saatavilla.',
    no: 'Ta ut gevinsten før multiplikatoren krasjer; automatisk uttak tilgjengelig.',
    de: 'Rechtzeitig auszahlen, bevor der Multiplikator abstürzt; automatische Auszahlung verfügbar.',
    fr: 'Encaissez avant que le multiplicateur ne s’effondre ; encaissement automatique disponible.',
    pt: 'Retire antes que o multiplicador caia; saque automático disponível.',
    es: 'Retira antes de que el multiplicador se desplome; retiro automático disponible.',
  },
  scratch: {
    en: 'Scratch three matching symbols to win instantly.',
    fi: 'Raaputa esiin kolme samaa symbolia ja voita heti.',
    no: 'Skrap frem tre like symboler og vinn med en gang.',
    de: 'Drei gleiche Symbole freirubbeln und sofort gewinnen.',
    fr: 'Grattez trois symboles identiques pour gagner instantanément.',
    pt: 'Raspe três símbolos iguais para ganhar na hora.',
    es: 'Rasca tres símbolos iguales para ganar al instante.',
  },
  bingo: {
    en: 'Pick your numbers and watch the draw: the more hits, the bigger the prize.',
    fi: 'Valitse numerosi ja seuraa arvontaa: mitä enemmän osumia, sitä suurempi voitto.',
    no: 'Velg tallene dine og følg trekningen: jo flere treff, desto større premie.',
    de: 'Zahlen wählen und die Ziehung verfolgen: je mehr Treffer, desto größer der Gewinn.',
    fr: 'Choisissez vos numéros et suivez le tirage : plus de numéros trouvés, plus gros gain.',
    pt: 'Escolha seus números e acompanhe o sorteio: quanto mais acertos, maior o prêmio.',
    es: 'Elige tus números y sigue el sorteo: cuantos más aciertos, mayor el premio.',
  },
  tableGames: {
    en: 'A classic card game with simple rules and quick rounds.',
    fi: 'Klassinen korttipeli yksinkertaisin säännöin ja nopein kierroksin.',
    no: 'Et klassisk kortspill med enkle regler og raske runder.',
    de: 'Ein klassisches Kartenspiel mit einfachen Regeln und schnellen Runden.',
    fr: 'Un jeu de cartes classique aux règles simples et aux manches rapides.',
    pt: 'Um jogo de cartas clássico com regras simples e rodadas rápidas.',
    es: 'Un juego de cartas clásico con reglas sencillas y rondas rápidas.',
  },
};

const LIVE: AllTexts = {
  en: 'Streamed live in HD with professional dealers.',
  fi: 'Suora HD-lähetys ammattitaitoisten jakajien kanssa.',
  no: 'Sendes direkte i HD med profesjonelle dealere.',
  de: 'Live in HD mit professionellen Dealern übertragen.',
  fr: 'Diffusé en direct en HD avec des croupiers professionnels.',
  pt: 'Transmitido ao vivo em HD com dealers profissionais.',
  es: 'Transmitido en vivo en HD con crupieres profesionales.',
};

const SEATS: AllTexts = {
  en: '{seats} seats at the table.',
  fi: 'Pöydässä on {seats} paikkaa.',
  no: '{seats} plasser ved bordet.',
  de: '{seats} Plätze am Tisch.',
  fr: '{seats} places à la table.',
  pt: '{seats} lugares na mesa.',
  es: '{seats} asientos en la mesa.',
};

function eachLanguage(make: (language: BaseLanguage) => string): AllTexts {
  return {
    en: make('en'),
    fi: make('fi'),
    no: make('no'),
    de: make('de'),
    fr: make('fr'),
    pt: make('pt'),
    es: make('es'),
  };
}

function list(items: string[], language: BaseLanguage): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items.at(-1)}`;
}

/** A game's description from its facts, in every base language. */
export function gameDescription(game: {
  type: 'casino' | 'liveCasino';
  gameType: GameKind;
  reels?: number;
  features: SlotFeature[];
  volatility?: Volatility;
  jackpot: boolean;
  seats?: number;
}): AllTexts {
  return eachLanguage((language) => {
    const parts: string[] = [];
    if (game.type === 'liveCasino') parts.push(LIVE[language]);
    if (game.gameType === 'slots') {
      const features = game.features.map((feature) => FEATURE_TEXTS[feature][language]);
      parts.push(
        SLOT_SENTENCE[language]
          .replace('{reels}', String(game.reels ?? 5))
          .replace('{features}', list(features, language)),
      );
      if (game.volatility) parts.push(VOLATILITY[game.volatility][language]);
    } else {
      parts.push(KIND_SENTENCES[game.gameType][language]);
    }
    if (game.seats) parts.push(SEATS[language].replace('{seats}', String(game.seats)));
    if (game.jackpot) parts.push(JACKPOT[language]);
    return parts.join(' ');
  });
}

/** EDD questionnaire occupations (spec 2 §3); `other` asks for a free text. */
export const OCCUPATIONS: [code: string, label: AllTexts][] = [
  [
    'employee',
    {
      en: 'Employee (private sector)',
      fi: 'Palkansaaja (yksityinen sektori)',
      no: 'Ansatt (privat sektor)',
      de: 'Angestellte/r (Privatwirtschaft)',
      fr: 'Salarié(e) du secteur privé',
      pt: 'Empregado(a) do setor privado',
      es: 'Empleado/a del sector privado',
    },
  ],
  [
    'public-sector',
    {
      en: 'Public sector employee',
      fi: 'Julkisen sektorin työntekijä',
      no: 'Ansatt i offentlig sektor',
      de: 'Beschäftigte/r im öffentlichen Dienst',
      fr: 'Agent(e) du secteur public',
      pt: 'Servidor(a) público(a)',
      es: 'Empleado/a del sector público',
    },
  ],
  [
    'self-employed',
    {
      en: 'Self-employed',
      fi: 'Yksityisyrittäjä',
      no: 'Selvstendig næringsdrivende',
      de: 'Selbstständig',
      fr: 'Travailleur indépendant',
      pt: 'Autônomo(a)',
      es: 'Trabajador/a autónomo/a',
    },
  ],
  [
    'business-owner',
    {
      en: 'Business owner',
      fi: 'Yrityksen omistaja',
      no: 'Bedriftseier',
      de: 'Unternehmer/in',
      fr: 'Chef d’entreprise',
      pt: 'Empresário(a)',
      es: 'Empresario/a',
    },
  ],
  [
    'manager',
    {
      en: 'Manager or executive',
      fi: 'Esihenkilö tai johtaja',
      no: 'Leder',
      de: 'Führungskraft',
      fr: 'Cadre ou dirigeant(e)',
      pt: 'Gerente ou executivo(a)',
      es: 'Gerente o directivo/a',
    },
  ],
  [
    'healthcare',
    {
      en: 'Healthcare professional',
      fi: 'Terveydenhuollon ammattilainen',
      no: 'Helsepersonell',
      de: 'Gesundheitswesen',
      fr: 'Professionnel(le) de santé',
      pt: 'Profissional de saúde',
      es: 'Profesional sanitario/a',
    },
  ],
  [
    'engineer',
    {
      en: 'Engineer or IT professional',
      fi: 'Insinööri tai IT-ammattilainen',
      no: 'Ingeniør eller IT-fagperson',
      de: 'Ingenieur/in oder IT-Fachkraft',
      fr: 'Ingénieur(e) ou informaticien(ne)',
      pt: 'Engenheiro(a) ou profissional de TI',
      es: 'Ingeniero/a o profesional de TI',
    },
  ],
  [
    'education',
    {
      en: 'Teacher or educator',
      fi: 'Opettaja tai kasvattaja',
      no: 'Lærer eller pedagog',
      de: 'Lehrkraft oder Erzieher/in',
      fr: 'Enseignant(e) ou éducateur(rice)',
      pt: 'Professor(a) ou educador(a)',
      es: 'Docente o educador/a',
    },
  ],
  [
    'finance-legal',
    {
      en: 'Finance or legal professional',
      fi: 'Talous- tai lakialan ammattilainen',
      no: 'Finans- eller juridisk fagperson',
      de: 'Finanz- oder Rechtsberuf',
      fr: 'Professionnel(le) de la finance ou du droit',
      pt: 'Profissional de finanças ou direito',
      es: 'Profesional de finanzas o derecho',
    },
  ],
  [
    'skilled-trade',
    {
      en: 'Skilled trade',
      fi: 'Ammattitaitoinen käsityöläinen',
      no: 'Faglært håndverker',
      de: 'Handwerk',
      fr: 'Artisan(e) qualifié(e)',
      pt: 'Profissional de ofício',
      es: 'Oficio cualificado',
    },
  ],
  [
    'hospitality-retail',
    {
      en: 'Hospitality or retail',
      fi: 'Ravintola- tai vähittäiskauppa-ala',
      no: 'Service eller varehandel',
      de: 'Gastgewerbe oder Einzelhandel',
      fr: 'Hôtellerie-restauration ou commerce',
      pt: 'Hotelaria ou varejo',
      es: 'Hostelería o comercio',
    },
  ],
  [
    'student',
    {
      en: 'Student',
      fi: 'Opiskelija',
      no: 'Student',
      de: 'Student/in',
      fr: 'Étudiant(e)',
      pt: 'Estudante',
      es: 'Estudiante',
    },
  ],
  [
    'retired',
    {
      en: 'Retired',
      fi: 'Eläkeläinen',
      no: 'Pensjonist',
      de: 'Im Ruhestand',
      fr: 'Retraité(e)',
      pt: 'Aposentado(a)',
      es: 'Jubilado/a',
    },
  ],
  [
    'not-working',
    {
      en: 'Not currently working',
      fi: 'Ei tällä hetkellä työssä',
      no: 'Ikke i arbeid for øyeblikket',
      de: 'Derzeit nicht erwerbstätig',
      fr: 'Sans emploi actuellement',
      pt: 'Sem trabalho no momento',
      es: 'Sin empleo actualmente',
    },
  ],
  [
    'homemaker',
    {
      en: 'Homemaker',
      fi: 'Kotona oleva',
      no: 'Hjemmeværende',
      de: 'Hausfrau/Hausmann',
      fr: 'Au foyer',
      pt: 'Do lar',
      es: 'Amo/a de casa',
    },
  ],
  ['other', { en: 'Other', fi: 'Muu', no: 'Annet', de: 'Sonstiges', fr: 'Autre', pt: 'Outro', es: 'Otro' }],
];

/** EDD questionnaire sources of funds (spec 2 §3); `other` asks for a free text. */
export const SOURCES_OF_FUNDS: [code: string, label: AllTexts][] = [
  [
    'salary',
    {
      en: 'Salary or wages',
      fi: 'Palkka',
      no: 'Lønn',
      de: 'Gehalt oder Lohn',
      fr: 'Salaire',
      pt: 'Salário',
      es: 'Salario',
    },
  ],
  [
    'business-income',
    {
      en: 'Business income',
      fi: 'Yritystulot',
      no: 'Næringsinntekt',
      de: 'Unternehmenseinkünfte',
      fr: 'Revenus d’entreprise',
      pt: 'Renda empresarial',
      es: 'Ingresos empresariales',
    },
  ],
  [
    'pension',
    {
      en: 'Pension',
      fi: 'Eläke',
      no: 'Pensjon',
      de: 'Rente oder Pension',
      fr: 'Pension de retraite',
      pt: 'Aposentadoria',
      es: 'Pensión',
    },
  ],
  [
    'savings',
    {
      en: 'Savings',
      fi: 'Säästöt',
      no: 'Sparepenger',
      de: 'Ersparnisse',
      fr: 'Épargne',
      pt: 'Poupança',
      es: 'Ahorros',
    },
  ],
  [
    'investments',
    {
      en: 'Investments and dividends',
      fi: 'Sijoitukset ja osingot',
      no: 'Investeringer og utbytte',
      de: 'Kapitalanlagen und Dividenden',
      fr: 'Placements et dividendes',
      pt: 'Investimentos e dividendos',
      es: 'Inversiones y dividendos',
    },
  ],
  [
    'property-sale',
    {
      en: 'Sale of property',
      fi: 'Kiinteistön myynti',
      no: 'Salg av eiendom',
      de: 'Immobilienverkauf',
      fr: 'Vente d’un bien immobilier',
      pt: 'Venda de imóvel',
      es: 'Venta de una propiedad',
    },
  ],
  [
    'inheritance',
    {
      en: 'Inheritance or gift',
      fi: 'Perintö tai lahja',
      no: 'Arv eller gave',
      de: 'Erbschaft oder Schenkung',
      fr: 'Héritage ou donation',
      pt: 'Herança ou doação',
      es: 'Herencia o donación',
    },
  ],
  [
    'gambling-winnings',
    {
      en: 'Gambling winnings',
      fi: 'Rahapelivoitot',
      no: 'Spillegevinster',
      de: 'Glücksspielgewinne',
      fr: 'Gains de jeu',
      pt: 'Ganhos em jogos',
      es: 'Ganancias de juego',
    },
  ],
  [
    'benefits',
    {
      en: 'Social benefits',
      fi: 'Sosiaalietuudet',
      no: 'Trygdeytelser',
      de: 'Sozialleistungen',
      fr: 'Prestations sociales',
      pt: 'Benefícios sociais',
      es: 'Prestaciones sociales',
    },
  ],
  ['other', { en: 'Other', fi: 'Muu', no: 'Annet', de: 'Sonstiges', fr: 'Autre', pt: 'Outro', es: 'Otro' }],
];

/** Yearly salary ranges in euros (spec 2 §3 `salaryRangeId`, ids above 0). */
export const SALARY_RANGES: { id: number; min: number; max?: number; label: AllTexts }[] = [
  {
    id: 1,
    min: 0,
    max: 20000,
    label: {
      en: 'Under {=€20000}',
      fi: 'Alle {=€20000}',
      no: 'Under {=€20000}',
      de: 'Unter {=€20000}',
      fr: 'Moins de {=€20000}',
      pt: 'Até {=€20000}',
      es: 'Menos de {=€20000}',
    },
  },
  { id: 2, min: 20000, max: 40000, label: eachLanguage(() => '{=€20000}–{=€40000}') },
  { id: 3, min: 40000, max: 60000, label: eachLanguage(() => '{=€40000}–{=€60000}') },
  { id: 4, min: 60000, max: 100000, label: eachLanguage(() => '{=€60000}–{=€100000}') },
  { id: 5, min: 100000, max: 200000, label: eachLanguage(() => '{=€100000}–{=€200000}') },
  {
    id: 6,
    min: 200000,
    label: {
      en: 'Over {=€200000}',
      fi: 'Yli {=€200000}',
      no: 'Over {=€200000}',
      de: 'Über {=€200000}',
      fr: 'Plus de {=€200000}',
      pt: 'Acima de {=€200000}',
      es: 'Más de {=€200000}',
    },
  },
];

export const PROCESSING_TIMES = {
  instant: {
    en: 'Instant',
    fi: 'Välitön',
    no: 'Umiddelbart',
    de: 'Sofort',
    fr: 'Immédiat',
    pt: 'Instantâneo',
    es: 'Instantáneo',
  },
  hours24: {
    en: 'Within 24 hours',
    fi: '24 tunnin sisällä',
    no: 'Innen 24 timer',
    de: 'Innerhalb von 24 Stunden',
    fr: 'Sous 24 heures',
    pt: 'Em até 24 horas',
    es: 'En 24 horas',
  },
  days1to3: {
    en: '1–3 banking days',
    fi: '1–3 pankkipäivää',
    no: '1–3 virkedager',
    de: '1–3 Bankarbeitstage',
    fr: '1 à 3 jours ouvrés',
    pt: '1 a 3 dias úteis',
    es: '1 a 3 días hábiles',
  },
  depositOnly: {
    en: 'Deposits only, credited instantly',
    fi: 'Vain talletukset, näkyvät heti',
    no: 'Kun innskudd, godskrives umiddelbart',
    de: 'Nur Einzahlungen, sofort gutgeschrieben',
    fr: 'Dépôts uniquement, crédités immédiatement',
    pt: 'Apenas depósitos, creditados na hora',
    es: 'Solo depósitos, acreditados al instante',
  },
} satisfies Record<string, AllTexts>;

export const FEES = {
  free: {
    en: 'Free',
    fi: 'Maksuton',
    no: 'Gratis',
    de: 'Kostenlos',
    fr: 'Gratuit',
    pt: 'Grátis',
    es: 'Gratis',
  },
  provider: {
    en: 'Free from us; your provider may charge a fee',
    fi: 'Meiltä maksuton; palveluntarjoajasi voi periä maksun',
    no: 'Gratis fra oss; leverandøren din kan ta gebyr',
    de: 'Bei uns kostenlos; dein Anbieter kann Gebühren erheben',
    fr: 'Gratuit chez nous ; votre prestataire peut facturer des frais',
    pt: 'Grátis da nossa parte; seu provedor pode cobrar tarifa',
    es: 'Gratis por nuestra parte; tu proveedor puede cobrar una comisión',
  },
} satisfies Record<string, AllTexts>;

/** SEO titles and descriptions by path (spec 3 §7 "SEO description by path"). */
export const SEO: { path: string; title: AllTexts; description: AllTexts; sportsbook?: boolean }[] = [
  {
    path: '/',
    title: {
      en: '{brand}: online casino and live casino',
      fi: '{brand}: nettikasino ja livekasino',
      no: '{brand}: nettcasino og live casino',
      de: '{brand}: Online-Casino und Live-Casino',
      fr: '{brand} : casino en ligne et casino live',
      pt: '{brand}: cassino online e cassino ao vivo',
      es: '{brand}: casino online y casino en vivo',
    },
    description: {
      en: 'Hundreds of slots, live tables with real dealers, weekly tournaments and fair offers. Play responsibly at {brand}.',
      fi: 'Satoja kolikkopelejä, livepöytiä oikeilla jakajilla, viikoittaisia turnauksia ja reiluja tarjouksia. Pelaa vastuullisesti – {brand}.',
      no: 'Hundrevis av spilleautomater, livebord med ekte dealere, ukentlige turneringer og rettferdige tilbud. Spill ansvarlig hos {brand}.',
      de: 'Hunderte Slots, Live-Tische mit echten Dealern, wöchentliche Turniere und faire Angebote. Spiele verantwortungsvoll bei {brand}.',
      fr: 'Des centaines de machines à sous, des tables live avec de vrais croupiers, des tournois chaque semaine et des offres honnêtes. Jouez de façon responsable sur {brand}.',
      pt: 'Centenas de caça-níqueis, mesas ao vivo com dealers reais, torneios semanais e ofertas justas. Jogue com responsabilidade no {brand}.',
      es: 'Cientos de tragamonedas, mesas en vivo con crupieres reales, torneos semanales y ofertas justas. Juega con responsabilidad en {brand}.',
    },
  },
  {
    path: '/online-casino',
    title: {
      en: 'Online casino games',
      fi: 'Kasinopelit netissä',
      no: 'Casinospill på nett',
      de: 'Online-Casinospiele',
      fr: 'Jeux de casino en ligne',
      pt: 'Jogos de cassino online',
      es: 'Juegos de casino online',
    },
    description: {
      en: 'Slots, jackpots, table games and instant wins from the studios players trust. Try most games for free before you play for real.',
      fi: 'Kolikkopelit, jättipotit, pöytäpelit ja pikapelit luotetuilta pelistudioilta. Kokeile useimpia pelejä ilmaiseksi ennen oikealla rahalla pelaamista.',
      no: 'Spilleautomater, jackpoter, bordspill og direktespill fra studioer spillerne stoler på. Prøv de fleste spillene gratis før du spiller med ekte penger.',
      de: 'Slots, Jackpots, Tischspiele und Sofortgewinne von Studios, denen Spieler vertrauen. Die meisten Spiele kannst du vorher kostenlos testen.',
      fr: 'Machines à sous, jackpots, jeux de table et gains instantanés des studios reconnus. Essayez la plupart des jeux gratuitement avant de jouer en argent réel.',
      pt: 'Caça-níqueis, jackpots, jogos de mesa e ganhos instantâneos dos estúdios mais confiáveis. Experimente a maioria dos jogos grátis antes de jogar valendo.',
      es: 'Tragamonedas, jackpots, juegos de mesa y premios instantáneos de los estudios más fiables. Prueba gratis la mayoría de los juegos antes de jugar con dinero real.',
    },
  },
  {
    path: '/online-casino/slots',
    title: {
      en: 'Slots',
      fi: 'Kolikkopelit',
      no: 'Spilleautomater',
      de: 'Slots',
      fr: 'Machines à sous',
      pt: 'Caça-níqueis',
      es: 'Tragamonedas',
    },
    description: {
      en: 'Classic fruit machines, cluster pays, hold-and-win and bonus-buy slots, with the return to player shown on every game.',
      fi: 'Klassiset hedelmäpelit, klusterivoitot, pidä ja voita -pelit ja bonusostopelit; palautusprosentti näkyy jokaisessa pelissä.',
      no: 'Klassiske fruktautomater, klyngegevinster, hold-og-vinn og bonuskjøp, med tilbakebetalingsprosenten vist på hvert spill.',
      de: 'Klassische Früchte-Slots, Cluster-Gewinne, Hold-and-Win und Bonuskauf – mit der Auszahlungsquote bei jedem Spiel.',
      fr: 'Machines à fruits classiques, gains en grappes, hold & win et achat de bonus, avec le taux de retour affiché sur chaque jeu.',
      pt: 'Caça-níqueis clássicos de frutas, pagamentos em cluster, hold and win e compra de bônus, com o RTP informado em cada jogo.',
      es: 'Tragamonedas clásicas de frutas, pagos por grupos, hold and win y compra de bono, con el RTP indicado en cada juego.',
    },
  },
  {
    path: '/online-casino/jackpots',
    title: {
      en: 'Jackpot games',
      fi: 'Jättipottipelit',
      no: 'Jackpotspill',
      de: 'Jackpot-Spiele',
      fr: 'Jeux à jackpot',
      pt: 'Jogos com jackpot',
      es: 'Juegos con jackpot',
    },
    description: {
      en: 'Progressive and fixed jackpots with live amounts. Set a budget before you chase the big one.',
      fi: 'Progressiiviset ja kiinteät jättipotit reaaliaikaisine summineen. Aseta budjetti ennen kuin tavoittelet isoa voittoa.',
      no: 'Progressive og faste jackpoter med oppdaterte beløp. Sett et budsjett før du jakter den store gevinsten.',
      de: 'Progressive und feste Jackpots mit aktuellen Beträgen. Lege ein Budget fest, bevor du auf den großen Gewinn spielst.',
      fr: 'Jackpots progressifs et fixes, montants en temps réel. Fixez-vous un budget avant de viser le gros lot.',
      pt: 'Jackpots progressivos e fixos com valores em tempo real. Defina um orçamento antes de buscar o prêmio grande.',
      es: 'Jackpots progresivos y fijos con montos en tiempo real. Fija un presupuesto antes de ir por el gran premio.',
    },
  },
  {
    path: '/online-casino/new-games',
    title: {
      en: 'New casino games',
      fi: 'Uudet kasinopelit',
      no: 'Nye casinospill',
      de: 'Neue Casinospiele',
      fr: 'Nouveaux jeux de casino',
      pt: 'Novos jogos de cassino',
      es: 'Nuevos juegos de casino',
    },
    description: {
      en: 'The latest releases, added every week.',
      fi: 'Tuoreimmat julkaisut, uusia joka viikko.',
      no: 'De nyeste lanseringene, nye hver uke.',
      de: 'Die neuesten Veröffentlichungen, jede Woche neu.',
      fr: 'Les dernières sorties, ajoutées chaque semaine.',
      pt: 'Os lançamentos mais recentes, toda semana.',
      es: 'Los últimos lanzamientos, cada semana.',
    },
  },
  {
    path: '/live-casino-online',
    title: {
      en: 'Live casino',
      fi: 'Livekasino',
      no: 'Live casino',
      de: 'Live-Casino',
      fr: 'Casino live',
      pt: 'Cassino ao vivo',
      es: 'Casino en vivo',
    },
    description: {
      en: 'Blackjack, roulette, baccarat and game shows streamed live from professional studios, day and night.',
      fi: 'Blackjackia, rulettia, baccaratia ja peliohjelmia suorana ammattistudioista yötä päivää.',
      no: 'Blackjack, rulett, baccarat og gameshow direkte fra profesjonelle studioer, døgnet rundt.',
      de: 'Blackjack, Roulette, Baccarat und Spielshows live aus professionellen Studios, rund um die Uhr.',
      fr: 'Blackjack, roulette, baccara et jeux télévisés en direct depuis des studios professionnels, jour et nuit.',
      pt: 'Blackjack, roleta, bacará e game shows ao vivo de estúdios profissionais, dia e noite.',
      es: 'Blackjack, ruleta, baccarat y concursos en vivo desde estudios profesionales, día y noche.',
    },
  },
  {
    path: '/live-casino-online/live-blackjack',
    title: {
      en: 'Live blackjack',
      fi: 'Live-blackjack',
      no: 'Live blackjack',
      de: 'Live-Blackjack',
      fr: 'Blackjack en direct',
      pt: 'Blackjack ao vivo',
      es: 'Blackjack en vivo',
    },
    description: {
      en: 'Seven-seat tables and unlimited-seat blackjack with stakes for every budget.',
      fi: 'Seitsemän paikan pöydät ja rajattomat blackjack-pöydät kaikille panostasoille.',
      no: 'Bord med sju plasser og blackjack med ubegrensede plasser for alle budsjetter.',
      de: 'Tische mit sieben Plätzen und Blackjack mit unbegrenzten Plätzen für jedes Budget.',
      fr: 'Tables à sept places et blackjack à places illimitées, pour tous les budgets.',
      pt: 'Mesas de sete lugares e blackjack com lugares ilimitados para todos os orçamentos.',
      es: 'Mesas de siete asientos y blackjack de asientos ilimitados para todos los presupuestos.',
    },
  },
  {
    path: '/live-casino-online/live-roulette',
    title: {
      en: 'Live roulette',
      fi: 'Live-ruletti',
      no: 'Live rulett',
      de: 'Live-Roulette',
      fr: 'Roulette en direct',
      pt: 'Roleta ao vivo',
      es: 'Ruleta en vivo',
    },
    description: {
      en: 'European, double-ball and fast-play roulette wheels, live from the studio floor.',
      fi: 'Eurooppalainen ruletti, kahden pallon ruletti ja pikaruletti suorana studiosta.',
      no: 'Europeisk rulett, dobbel kule og hurtigrulett, direkte fra studio.',
      de: 'Europäisches Roulette, Doppelkugel- und Schnellroulette live aus dem Studio.',
      fr: 'Roulette européenne, à double bille et rapide, en direct du studio.',
      pt: 'Roleta europeia, de duas bolas e rápida, ao vivo do estúdio.',
      es: 'Ruleta europea, de doble bola y rápida, en vivo desde el estudio.',
    },
  },
  {
    path: '/promotions',
    title: {
      en: 'Promotions',
      fi: 'Kampanjat',
      no: 'Kampanjer',
      de: 'Aktionen',
      fr: 'Promotions',
      pt: 'Promoções',
      es: 'Promociones',
    },
    description: {
      en: 'Current offers with their significant terms up front: wagering, minimum deposit and expiry on every card.',
      fi: 'Voimassa olevat tarjoukset ja niiden keskeiset ehdot: kierrätys, minimitalletus ja voimassaolo jokaisessa kortissa.',
      no: 'Gjeldende tilbud med de viktigste vilkårene synlig: omsetningskrav, minsteinnskudd og utløp på hvert kort.',
      de: 'Aktuelle Angebote mit den wesentlichen Bedingungen vorab: Umsatz, Mindesteinzahlung und Ablauf auf jeder Karte.',
      fr: 'Les offres du moment avec leurs conditions essentielles : mise, dépôt minimum et expiration sur chaque carte.',
      pt: 'Ofertas atuais com os termos principais à vista: rollover, depósito mínimo e validade em cada card.',
      es: 'Ofertas vigentes con sus términos principales a la vista: requisito de apuesta, depósito mínimo y vencimiento en cada tarjeta.',
    },
  },
  {
    path: '/loyalty-page',
    title: {
      en: 'Loyalty programme',
      fi: 'Kanta-asiakasohjelma',
      no: 'Lojalitetsprogram',
      de: 'Treueprogramm',
      fr: 'Programme de fidélité',
      pt: 'Programa de fidelidade',
      es: 'Programa de fidelidad',
    },
    description: {
      en: 'Climb the levels as you play and unlock cashback, free spins and personal offers.',
      fi: 'Nouse tasoilla pelatessasi ja avaa käteispalautuksia, ilmaiskierroksia ja henkilökohtaisia etuja.',
      no: 'Klatre i nivåene mens du spiller og lås opp cashback, gratisspinn og personlige tilbud.',
      de: 'Steige beim Spielen Level für Level auf und schalte Cashback, Freispiele und persönliche Angebote frei.',
      fr: 'Montez de niveau en jouant et débloquez cashback, tours gratuits et offres personnelles.',
      pt: 'Suba de nível enquanto joga e desbloqueie cashback, rodadas grátis e ofertas personalizadas.',
      es: 'Sube de nivel mientras juegas y desbloquea cashback, giros gratis y ofertas personales.',
    },
  },
  {
    path: '/qrewards',
    title: { en: 'VIP', fi: 'VIP', no: 'VIP', de: 'VIP', fr: 'VIP', pt: 'VIP', es: 'VIP' },
    description: {
      en: 'A personal host, faster withdrawals and invitations to events, by invitation only.',
      fi: 'Henkilökohtainen yhteyshenkilö, nopeammat kotiutukset ja kutsuja tapahtumiin, vain kutsusta.',
      no: 'En personlig vert, raskere uttak og invitasjoner til arrangementer, kun etter invitasjon.',
      de: 'Persönliche Betreuung, schnellere Auszahlungen und Einladungen zu Events, nur auf Einladung.',
      fr: 'Un hôte personnel, des retraits plus rapides et des invitations à des événements, sur invitation uniquement.',
      pt: 'Um anfitrião pessoal, saques mais rápidos e convites para eventos, somente por convite.',
      es: 'Un anfitrión personal, retiros más rápidos e invitaciones a eventos, solo por invitación.',
    },
  },
  {
    path: '/sportsbook',
    sportsbook: true,
    title: {
      en: 'Sports betting',
      fi: 'Urheiluvedonlyönti',
      no: 'Sportsbetting',
      de: 'Sportwetten',
      fr: 'Paris sportifs',
      pt: 'Apostas esportivas',
      es: 'Apuestas deportivas',
    },
    description: {
      en: 'Pre-match and live odds on football, ice hockey, tennis and more.',
      fi: 'Kertoimet ennen ottelua ja livenä jalkapalloon, jääkiekkoon, tennikseen ja muuhun.',
      no: 'Odds før kamp og live på fotball, ishockey, tennis og mer.',
      de: 'Pre-Match- und Live-Quoten auf Fußball, Eishockey, Tennis und mehr.',
      fr: 'Cotes avant-match et en direct sur le football, le hockey sur glace, le tennis et plus.',
      pt: 'Odds pré-jogo e ao vivo em futebol, hóquei no gelo, tênis e muito mais.',
      es: 'Cuotas prepartido y en vivo en fútbol, hockey sobre hielo, tenis y más.',
    },
  },
  {
    path: '/responsible-gambling',
    title: {
      en: 'Responsible gambling',
      fi: 'Vastuullinen pelaaminen',
      no: 'Ansvarlig spill',
      de: 'Verantwortungsvolles Spielen',
      fr: 'Jeu responsable',
      pt: 'Jogo responsável',
      es: 'Juego responsable',
    },
    description: {
      en: 'Deposit and loss limits, reality checks, time-outs and self-exclusion, and where to find help.',
      fi: 'Talletus- ja häviörajat, muistutukset, pelitauot ja itsesulku sekä tietoa avun saamisesta.',
      no: 'Innskudds- og tapsgrenser, påminnelser, pauser og selvutestengelse, og hvor du får hjelp.',
      de: 'Einzahlungs- und Verlustlimits, Erinnerungen, Pausen und Selbstsperre – und wo du Hilfe findest.',
      fr: 'Limites de dépôt et de pertes, rappels, pauses et auto-exclusion, et où trouver de l’aide.',
      pt: 'Limites de depósito e de perdas, lembretes, pausas e autoexclusão, e onde buscar ajuda.',
      es: 'Límites de depósito y de pérdidas, recordatorios, pausas y autoexclusión, y dónde pedir ayuda.',
    },
  },
  {
    path: '/payment-methods',
    title: {
      en: 'Payment methods',
      fi: 'Maksutavat',
      no: 'Betalingsmetoder',
      de: 'Zahlungsmethoden',
      fr: 'Moyens de paiement',
      pt: 'Métodos de pagamento',
      es: 'Métodos de pago',
    },
    description: {
      en: 'How to deposit and withdraw, with limits, fees and processing times for every method.',
      fi: 'Näin talletat ja kotiutat: rajat, maksut ja käsittelyajat jokaiselle maksutavalle.',
      no: 'Slik setter du inn og tar ut, med grenser, gebyrer og behandlingstid for hver metode.',
      de: 'So zahlst du ein und aus – mit Limits, Gebühren und Bearbeitungszeiten jeder Methode.',
      fr: 'Comment déposer et retirer, avec limites, frais et délais pour chaque moyen.',
      pt: 'Como depositar e sacar, com limites, tarifas e prazos de cada método.',
      es: 'Cómo depositar y retirar, con límites, comisiones y plazos de cada método.',
    },
  },
  {
    path: '/terms',
    title: {
      en: 'Terms and conditions',
      fi: 'Käyttöehdot',
      no: 'Vilkår og betingelser',
      de: 'Allgemeine Geschäftsbedingungen',
      fr: 'Conditions générales',
      pt: 'Termos e condições',
      es: 'Términos y condiciones',
    },
    description: {
      en: 'The rules of your {brand} account, in full.',
      fi: '{brand} -tilisi säännöt kokonaisuudessaan.',
      no: 'Reglene for kontoen din hos {brand}, i sin helhet.',
      de: 'Die Regeln deines Kontos bei {brand} im vollen Wortlaut.',
      fr: 'Les règles de votre compte {brand}, dans leur intégralité.',
      pt: 'As regras da sua conta {brand}, na íntegra.',
      es: 'Las reglas de tu cuenta de {brand}, completas.',
    },
  },
];

export const MAINTENANCE_MESSAGE: AllTexts = {
  en: 'We are updating {brand} and will be back shortly. Your balance and bets are safe.',
  fi: '{brand} päivittyy parhaillaan ja palaa pian. Saldosi ja vetosi ovat turvassa.',
  no: 'Vi oppdaterer {brand} og er snart tilbake. Saldoen og innsatsene dine er trygge.',
  de: 'Wir aktualisieren {brand} und sind gleich zurück. Dein Guthaben und deine Einsätze sind sicher.',
  fr: 'Nous mettons {brand} à jour et revenons très vite. Votre solde et vos mises sont en sécurité.',
  pt: 'Estamos atualizando o {brand} e voltamos em breve. Seu saldo e suas apostas estão seguros.',
  es: 'Estamos actualizando {brand} y volvemos en breve. Tu saldo y tus apuestas están a salvo.',
};
