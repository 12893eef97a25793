/**
 * Offer copy built from an offer's numbers, in every base language: the significant terms shown
 * next to an offer and the full terms of a promotion (regulators expect both, schemas/promotion.ts),
 * and the promotion categories and tags both brands use.
 */
import type { AllTexts, BaseLanguage } from './dataset.ts';

export interface OfferFacts {
  /** Minimum deposit in euros; absent when the offer needs none. */
  minDeposit?: number;
  /** Wagering multiplier; 0 for no wagering. */
  wagering: number;
  /** Days to use the offer. */
  days: number;
  /** Free spins' value per spin in euros, when the offer gives spins. */
  spinValue?: number;
  newPlayersOnly?: boolean;
}

const LINES: Record<
  BaseLanguage,
  {
    adult: string;
    newOnly: string;
    minDeposit: (amount: string) => string;
    wagering: (times: number, days: number) => string;
    noWagering: string;
    spins: (value: string) => string;
    expires: (days: number) => string;
    maxBet: string;
    general: string;
    full: string;
  }
> = {
  en: {
    adult: '18+.',
    newOnly: 'New players only.',
    minDeposit: (amount) => `Min. deposit ${amount}.`,
    wagering: (times, days) => `Wagering ${times}x the bonus within ${days} days.`,
    noWagering: 'No wagering: winnings are paid as cash.',
    spins: (value) => `Free spins are worth ${value} each.`,
    expires: (days) => `Expires after ${days} days.`,
    maxBet: 'Max. bet {€5} while wagering.',
    general: 'The general bonus terms apply.',
    full: 'Full terms apply.',
  },
  fi: {
    adult: '18+.',
    newOnly: 'Vain uusille pelaajille.',
    minDeposit: (amount) => `Minimitalletus ${amount}.`,
    wagering: (times, days) => `Bonus kierrätettävä ${times} kertaa ${days} päivän kuluessa.`,
    noWagering: 'Ei kierrätysvaatimusta: voitot maksetaan rahana.',
    spins: (value) => `Ilmaiskierroksen arvo on ${value}.`,
    expires: (days) => `Voimassa ${days} päivää.`,
    maxBet: 'Suurin panos kierrätyksen aikana {€5}.',
    general: 'Yleiset bonusehdot ovat voimassa.',
    full: 'Täydet ehdot ovat voimassa.',
  },
  no: {
    adult: '18+.',
    newOnly: 'Kun for nye spillere.',
    minDeposit: (amount) => `Minsteinnskudd ${amount}.`,
    wagering: (times, days) => `Bonusen må omsettes ${times} ganger innen ${days} dager.`,
    noWagering: 'Ingen omsetningskrav: gevinster utbetales som kontanter.',
    spins: (value) => `Hvert gratisspinn er verdt ${value}.`,
    expires: (days) => `Utløper etter ${days} dager.`,
    maxBet: 'Maks innsats {€5} under omsetning.',
    general: 'De generelle bonusvilkårene gjelder.',
    full: 'Fullstendige vilkår gjelder.',
  },
  de: {
    adult: '18+.',
    newOnly: 'Nur für neue Spieler.',
    minDeposit: (amount) => `Mindesteinzahlung ${amount}.`,
    wagering: (times, days) => `Bonus ${times}-mal innerhalb von ${days} Tagen umsetzen.`,
    noWagering: 'Ohne Umsatzbedingungen: Gewinne werden als Echtgeld ausgezahlt.',
    spins: (value) => `Jedes Freispiel hat einen Wert von ${value}.`,
    expires: (days) => `Gültig für ${days} Tage.`,
    maxBet: 'Höchsteinsatz während des Umsatzes {€5}.',
    general: 'Es gelten die allgemeinen Bonusbedingungen.',
    full: 'Es gelten die vollständigen Bedingungen.',
  },
  fr: {
    adult: '18+.',
    newOnly: 'Nouveaux joueurs uniquement.',
    minDeposit: (amount) => `Dépôt min. ${amount}.`,
    wagering: (times, days) => `Bonus à miser ${times} fois sous ${days} jours.`,
    noWagering: 'Sans exigence de mise : les gains sont versés en argent réel.',
    spins: (value) => `Chaque tour gratuit vaut ${value}.`,
    expires: (days) => `Expire après ${days} jours.`,
    maxBet: 'Mise max. {€5} pendant la mise.',
    general: 'Les conditions générales des bonus s’appliquent.',
    full: 'Conditions complètes applicables.',
  },
  pt: {
    adult: '18+.',
    newOnly: 'Somente novos jogadores.',
    minDeposit: (amount) => `Depósito mín. ${amount}.`,
    wagering: (times, days) => `Rollover de ${times}x o bônus em até ${days} dias.`,
    noWagering: 'Sem rollover: os ganhos são pagos em dinheiro.',
    spins: (value) => `Cada rodada grátis vale ${value}.`,
    expires: (days) => `Expira em ${days} dias.`,
    maxBet: 'Aposta máx. de {€5} durante o rollover.',
    general: 'Valem os termos gerais de bônus.',
    full: 'Termos completos se aplicam.',
  },
  es: {
    adult: '18+.',
    newOnly: 'Solo jugadores nuevos.',
    minDeposit: (amount) => `Depósito mín. ${amount}.`,
    wagering: (times, days) => `Apuesta el bono ${times} veces en ${days} días.`,
    noWagering: 'Sin requisito de apuesta: las ganancias se pagan en efectivo.',
    spins: (value) => `Cada giro gratis vale ${value}.`,
    expires: (days) => `Vence a los ${days} días.`,
    maxBet: 'Apuesta máx. de {€5} mientras cumples el requisito.',
    general: 'Se aplican los términos generales de bonos.',
    full: 'Se aplican los términos completos.',
  },
};

function each(make: (language: BaseLanguage) => string): AllTexts {
  const languages: BaseLanguage[] = ['en', 'fi', 'no', 'de', 'fr', 'pt', 'es'];
  return Object.fromEntries(languages.map((language) => [language, make(language)])) as AllTexts;
}

/** One line of significant terms, e.g. "18+. New players only. Min. deposit €20. Wagering 30x …". */
export function significantTerms(offer: OfferFacts): AllTexts {
  return each((language) => {
    const line = LINES[language];
    return [
      line.adult,
      offer.newPlayersOnly ? line.newOnly : undefined,
      offer.minDeposit ? line.minDeposit(`{€${offer.minDeposit}}`) : undefined,
      offer.wagering > 0 ? line.wagering(offer.wagering, offer.days) : line.noWagering,
      offer.wagering > 0 ? undefined : line.expires(offer.days),
      line.full,
    ]
      .filter((part) => part !== undefined)
      .join(' ');
  });
}

/** The full terms of an offer as a bullet list (markup for dataset.ts `portableText`). */
export function fullTerms(offer: OfferFacts, extra?: AllTexts): AllTexts {
  return each((language) => {
    const line = LINES[language];
    return [
      offer.newPlayersOnly ? line.newOnly : undefined,
      offer.minDeposit ? line.minDeposit(`{€${offer.minDeposit}}`) : undefined,
      offer.wagering > 0 ? line.wagering(offer.wagering, offer.days) : line.noWagering,
      offer.wagering > 0 ? line.maxBet : undefined,
      offer.spinValue ? line.spins(`{€${offer.spinValue}}`) : undefined,
      line.expires(offer.days),
      extra?.[language],
      line.general,
    ]
      .filter((part) => part !== undefined)
      .map((part) => `- ${part}`)
      .join('\n');
  });
}

export const PROMOTION_CATEGORIES: { slug: string; icon: string; title: AllTexts; sportsbook?: boolean }[] = [
  {
    slug: 'casino',
    icon: 'reels',
    title: {
      en: 'Casino',
      fi: 'Kasino',
      no: 'Casino',
      de: 'Casino',
      fr: 'Casino',
      pt: 'Cassino',
      es: 'Casino',
    },
  },
  {
    slug: 'live-casino',
    icon: 'chip',
    title: {
      en: 'Live casino',
      fi: 'Livekasino',
      no: 'Live casino',
      de: 'Live-Casino',
      fr: 'Casino live',
      pt: 'Cassino ao vivo',
      es: 'Casino en vivo',
    },
  },
  {
    slug: 'sports',
    icon: 'flag',
    sportsbook: true,
    title: {
      en: 'Sports',
      fi: 'Urheilu',
      no: 'Sport',
      de: 'Sport',
      fr: 'Sport',
      pt: 'Esportes',
      es: 'Deportes',
    },
  },
  {
    slug: 'tournaments',
    icon: 'trophy',
    title: {
      en: 'Tournaments',
      fi: 'Turnaukset',
      no: 'Turneringer',
      de: 'Turniere',
      fr: 'Tournois',
      pt: 'Torneios',
      es: 'Torneos',
    },
  },
  {
    slug: 'loyalty',
    icon: 'crown',
    title: {
      en: 'Loyalty',
      fi: 'Kanta-asiakkaille',
      no: 'Lojalitet',
      de: 'Treue',
      fr: 'Fidélité',
      pt: 'Fidelidade',
      es: 'Fidelidad',
    },
  },
];

export const PROMOTION_TAGS: { slug: string; title: AllTexts }[] = [
  {
    slug: 'free-spins',
    title: {
      en: 'Free spins',
      fi: 'Ilmaiskierrokset',
      no: 'Gratisspinn',
      de: 'Freispiele',
      fr: 'Tours gratuits',
      pt: 'Rodadas grátis',
      es: 'Giros gratis',
    },
  },
  {
    slug: 'cashback',
    title: {
      en: 'Cashback',
      fi: 'Käteispalautus',
      no: 'Cashback',
      de: 'Cashback',
      fr: 'Cashback',
      pt: 'Cashback',
      es: 'Cashback',
    },
  },
  {
    slug: 'deposit-bonus',
    title: {
      en: 'Deposit bonus',
      fi: 'Talletusbonus',
      no: 'Innskuddsbonus',
      de: 'Einzahlungsbonus',
      fr: 'Bonus de dépôt',
      pt: 'Bônus de depósito',
      es: 'Bono de depósito',
    },
  },
  {
    slug: 'no-wagering',
    title: {
      en: 'No wagering',
      fi: 'Ei kierrätystä',
      no: 'Uten omsetningskrav',
      de: 'Ohne Umsatz',
      fr: 'Sans mise',
      pt: 'Sem rollover',
      es: 'Sin requisito de apuesta',
    },
  },
  {
    slug: 'weekend',
    title: {
      en: 'Weekend',
      fi: 'Viikonloppu',
      no: 'Helg',
      de: 'Wochenende',
      fr: 'Week-end',
      pt: 'Fim de semana',
      es: 'Fin de semana',
    },
  },
  {
    slug: 'new-players',
    title: {
      en: 'New players',
      fi: 'Uudet pelaajat',
      no: 'Nye spillere',
      de: 'Neue Spieler',
      fr: 'Nouveaux joueurs',
      pt: 'Novos jogadores',
      es: 'Jugadores nuevos',
    },
  },
  {
    slug: 'prize-drops',
    title: {
      en: 'Prize drops',
      fi: 'Palkintopudotukset',
      no: 'Premiedrypp',
      de: 'Preisregen',
      fr: 'Gains surprises',
      pt: 'Prêmios surpresa',
      es: 'Premios sorpresa',
    },
  },
];

const KEY_PARTS: Record<
  BaseLanguage,
  { minDeposit: (amount: string) => string; wagering: (times: number) => string; noWagering: string }
> = {
  en: {
    minDeposit: (a) => `Min. deposit ${a}`,
    wagering: (n) => `${n}× wagering`,
    noWagering: 'No wagering',
  },
  fi: {
    minDeposit: (a) => `Min. talletus ${a}`,
    wagering: (n) => `Kierrätys ${n}×`,
    noWagering: 'Ei kierrätystä',
  },
  no: {
    minDeposit: (a) => `Min. innskudd ${a}`,
    wagering: (n) => `${n}× omsetning`,
    noWagering: 'Ingen omsetning',
  },
  de: {
    minDeposit: (a) => `Min. Einzahlung ${a}`,
    wagering: (n) => `${n}× Umsatz`,
    noWagering: 'Ohne Umsatz',
  },
  fr: { minDeposit: (a) => `Dépôt min. ${a}`, wagering: (n) => `Mise ${n}×`, noWagering: 'Sans mise' },
  pt: {
    minDeposit: (a) => `Depósito mín. ${a}`,
    wagering: (n) => `Rollover ${n}×`,
    noWagering: 'Sem rollover',
  },
  es: {
    minDeposit: (a) => `Depósito mín. ${a}`,
    wagering: (n) => `Apuesta ${n}×`,
    noWagering: 'Sin apuesta',
  },
};

/**
 * The welcome offer's one line of key terms (schemas/promotion.ts `keyTerms`), short enough for a
 * phone's first screen: "Min. deposit €10 · 35× wagering · 18+".
 */
export function keyTerms(offer: OfferFacts): AllTexts {
  return each((language) => {
    const part = KEY_PARTS[language];
    return [
      offer.minDeposit ? part.minDeposit(`{€${offer.minDeposit}}`) : undefined,
      offer.wagering > 0 ? part.wagering(offer.wagering) : part.noWagering,
      '18+',
    ]
      .filter((item) => item !== undefined)
      .join(' · ');
  });
}
