/**
 * Editorial documents from short specs: banners, content boxes, tournaments and their boxes,
 * promotions, loyalty, VIP, registration and landing pages, sign-up CTAs, pay-and-play banners and
 * partners. Brand plans (aurora.ts, kestrel.ts) hold the specs and their copy; the copy both brands
 * share (VIP page, loyalty rules, tournament terms, prize tables) is here.
 *
 * Content data, long by nature (the shared copy beside the builders that use it); not split by size.
 */
import type { IconRef, Motif } from './artwork.ts';
import type { BuildContext } from './plan.ts';
import type { CatalogueGame } from './catalogue.ts';
import {
  slug,
  type AllTexts,
  type BaseLanguage,
  type Dataset,
  type Reference,
  type Texts,
} from './dataset.ts';
import { fullTerms, keyTerms, significantTerms, type OfferFacts } from './offers.ts';

type TargetGroup = 'DEPOSIT_COUNT_0' | 'DEPOSIT_COUNT_1' | 'DEPOSIT_COUNT_MORE_THAN_1';

export interface Audience {
  authorized?: 'both' | 'authorized' | 'notAuthorized';
  groups?: TargetGroup[];
  players?: string[];
}

export interface Window {
  start?: string;
  end?: string;
}

function audienceFields(audience: Audience = {}) {
  return {
    authorized: audience.authorized ?? 'both',
    targetAudience: audience.players
      ? { _type: 'targetAudience', targetAudienceOption: 'players', targetPlayersIds: audience.players }
      : audience.groups
        ? { _type: 'targetAudience', targetAudienceOption: 'group', targetGroups: audience.groups }
        : { _type: 'targetAudience', targetAudienceOption: 'noLimit' },
  };
}

const at = (date: string | undefined) => (date ? `${date}T00:00:00Z` : undefined);

function each(make: (language: BaseLanguage) => string): AllTexts {
  const languages: BaseLanguage[] = ['en', 'fi', 'no', 'de', 'fr', 'pt', 'es'];
  return Object.fromEntries(languages.map((language) => [language, make(language)])) as AllTexts;
}

export interface BannerSpec extends Window {
  id: string;
  title: Texts;
  description?: Texts;
  greeting?: Texts;
  button?: Texts;
  urlAction?: string;
  isClickable?: boolean;
  audience?: Audience;
  markets?: string[];
  languages?: string[];
  motif?: Motif;
}

export function banners(ds: Dataset, context: BuildContext, specs: BannerSpec[]): void {
  specs.forEach((spec, index) => {
    ds.add({
      _id: `banner-${spec.id}`,
      _type: 'banner',
      title: ds.ls(spec.title),
      description: spec.description ? ds.lt(spec.description) : undefined,
      greeting: spec.greeting ? ds.ls(spec.greeting) : undefined,
      button: spec.button ? ds.ls(spec.button) : undefined,
      urlAction: spec.urlAction,
      isClickable: spec.isClickable ?? false,
      images: ds.deviceImages(`banner/${spec.id}`, undefined, spec.motif),
      startDate: at(spec.start),
      endDate: at(spec.end),
      sortOrder: (index + 1) * 10,
      ...audienceFields(spec.audience),
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
      languages: spec.languages ? context.languageRefs(spec.languages) : undefined,
    });
  });
}

export interface BoxSpec extends Window {
  id: string;
  title: Texts;
  description?: Texts;
  button?: Texts;
  urlAction?: string;
  placement: ('home' | 'casino' | 'liveCasino' | 'promotions')[];
  audience?: Audience;
  markets?: string[];
  motif?: Motif;
}

export function contentBoxes(ds: Dataset, context: BuildContext, specs: BoxSpec[]): void {
  specs.forEach((spec, index) => {
    ds.add({
      _id: `contentbox-${spec.id}`,
      _type: 'contentBox',
      title: ds.ls(spec.title),
      description: spec.description ? ds.lt(spec.description) : undefined,
      image: ds.imageSet(`box/${spec.id}`, 300, 200, { shows: spec.motif }),
      button: spec.button ? ds.ls(spec.button) : undefined,
      urlAction: spec.urlAction,
      placement: spec.placement,
      startDate: at(spec.start),
      endDate: at(spec.end),
      sortOrder: (index + 1) * 10,
      ...audienceFields(spec.audience),
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
    });
  });
}

/** Prize tables in euros: first, second, third, then places 4–10, then 11–100 in free spins (none: no row). */
export function prizeTable(prizes: [number, number, number, number], spins: number): AllTexts {
  const [first, second, third, rest] = prizes;
  const rows: Record<BaseLanguage, [string, string, string, string, string]> = {
    en: ['1st place', '2nd place', '3rd place', 'Places 4–10', `Places 11–100: ${spins} free spins`],
    fi: ['1. sija', '2. sija', '3. sija', 'Sijat 4–10', `Sijat 11–100: ${spins} ilmaiskierrosta`],
    no: ['1. plass', '2. plass', '3. plass', 'Plass 4–10', `Plass 11–100: ${spins} gratisspinn`],
    de: ['1. Platz', '2. Platz', '3. Platz', 'Plätze 4–10', `Plätze 11–100: ${spins} Freispiele`],
    fr: ['1re place', '2e place', '3e place', 'Places 4 à 10', `Places 11 à 100 : ${spins} tours gratuits`],
    pt: ['1º lugar', '2º lugar', '3º lugar', '4º ao 10º lugar', `11º ao 100º lugar: ${spins} rodadas grátis`],
    es: [
      '1.er puesto',
      '2.º puesto',
      '3.er puesto',
      'Puestos 4 a 10',
      `Puestos 11 a 100: ${spins} giros gratis`,
    ],
  };
  return each((language) => {
    const [a, b, c, d, e] = rows[language];
    const sep = language === 'fr' ? ' : ' : ': ';
    return [
      `- ${a}${sep}{€${first}}`,
      `- ${b}${sep}{€${second}}`,
      `- ${c}${sep}{€${third}}`,
      `- ${d}${sep}{€${rest}}`,
      ...(spins > 0 ? [`- ${e}`] : []),
    ].join('\n');
  });
}

const TOURNAMENT_TERMS: AllTexts = {
  en: `- Real-money bets on the tournament games count; bonus money does not.
- One point for every {€1} wagered; a tie goes to whoever reached the score first.
- Prizes are paid as cash within 72 hours of the end, without wagering.
- The general bonus terms apply.`,
  fi: `- Vain oikean rahan panokset turnauspeleissä lasketaan; bonusrahaa ei lasketa.
- Yksi piste jokaisesta pelatusta {€1}; tasapisteissä voittaa se, joka saavutti pisteet ensin.
- Palkinnot maksetaan rahana 72 tunnin kuluessa päättymisestä ilman kierrätystä.
- Yleiset bonusehdot ovat voimassa.`,
  no: `- Innsatser med ekte penger på turneringsspillene teller; bonuspenger teller ikke.
- Ett poeng for hver {€1} satset; ved likhet vinner den som nådde poengsummen først.
- Premiene utbetales som kontanter innen 72 timer etter slutt, uten omsetningskrav.
- De generelle bonusvilkårene gjelder.`,
  de: `- Es zählen Echtgeldeinsätze in den Turnierspielen, kein Bonusgeld.
- Ein Punkt pro {€1} Einsatz; bei Gleichstand gewinnt, wer die Punktzahl zuerst erreicht hat.
- Preise werden innerhalb von 72 Stunden nach Ende als Echtgeld ohne Umsatzbedingungen ausgezahlt.
- Es gelten die allgemeinen Bonusbedingungen.`,
  fr: `- Seules les mises en argent réel sur les jeux du tournoi comptent, pas l’argent bonus.
- Un point par {€1} misé ; en cas d’égalité, l’emporte celui qui a atteint le score en premier.
- Les prix sont versés en argent réel sous 72 heures après la fin, sans exigence de mise.
- Les conditions générales des bonus s’appliquent.`,
  pt: `- Contam as apostas com dinheiro real nos jogos do torneio; dinheiro de bônus não conta.
- Um ponto a cada {€1} apostado; em caso de empate, vence quem atingiu a pontuação primeiro.
- Os prêmios são pagos em dinheiro em até 72 horas após o fim, sem rollover.
- Valem os termos gerais de bônus.`,
  es: `- Cuentan las apuestas con dinero real en los juegos del torneo; el dinero de bono no cuenta.
- Un punto por cada {€1} apostado; en caso de empate gana quien alcanzó la puntuación primero.
- Los premios se pagan en efectivo en 72 horas tras el final, sin requisito de apuesta.
- Se aplican los términos generales de bonos.`,
};

export interface TournamentSpec {
  tournamentId: string;
  slug: string;
  title: Texts;
  summary: Texts;
  description: Texts;
  prizes: [number, number, number, number];
  spins: number;
  type: 'casino' | 'liveCasino';
  games: CatalogueGame[];
  start: string;
  end: string;
  /** A recurring race: a new edition every period between start and end (schemas/tournament.ts). */
  repeat?: 'hourly' | 'daily' | 'weekly';
  markets?: string[];
  motif?: Motif;
}

export function tournaments(ds: Dataset, context: BuildContext, specs: TournamentSpec[]): void {
  for (const spec of specs) {
    ds.add({
      _id: `tournament-${spec.tournamentId}`,
      _type: 'tournament',
      tournamentId: spec.tournamentId,
      title: ds.ls(spec.title),
      slug: slug(spec.slug),
      summary: ds.lt(spec.summary),
      description: ds.lb(spec.description),
      prizes: ds.lb(prizeTable(spec.prizes, spec.spins)),
      terms: ds.lb(TOURNAMENT_TERMS),
      images: ds.deviceImages(`tournament/${spec.tournamentId}`, undefined, spec.motif),
      type: spec.type,
      games: spec.games.map((game) => ds.ref(context.gameId(game))),
      startDate: at(spec.start),
      endDate: at(spec.end),
      repeat: spec.repeat,
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
    });
  }
}

export interface TournamentBoxSpec extends Window {
  id: string;
  tournamentId: string;
  title: Texts;
  description?: Texts;
  button?: Texts;
  urlAction?: string;
  audience?: Audience;
  markets?: string[];
}

export function tournamentBoxes(ds: Dataset, context: BuildContext, specs: TournamentBoxSpec[]): void {
  specs.forEach((spec, index) => {
    ds.add({
      _id: `tournamentbox-${spec.id}`,
      _type: 'tournamentBox',
      tournament: ds.ref(`tournament-${spec.tournamentId}`),
      title: ds.ls(spec.title),
      description: spec.description ? ds.lt(spec.description) : undefined,
      image: ds.imageSet(`tournamentbox/${spec.id}`, 300, 200),
      button: spec.button ? ds.ls(spec.button) : undefined,
      urlAction: spec.urlAction,
      startDate: at(spec.start),
      endDate: at(spec.end),
      sortOrder: (index + 1) * 10,
      ...audienceFields(spec.audience),
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
    });
  });
}

export interface PromotionSpec extends Window {
  slug: string;
  category: string;
  tags: string[];
  title: Texts;
  summary: Texts;
  body: Texts;
  button?: Texts;
  urlAction?: string;
  bonusCode?: string;
  campaignId: string;
  offer: OfferFacts;
  extraTerms?: AllTexts;
  audience?: Audience;
  markets?: string[];
  motif?: Motif;
  /**
   * The brand's welcome offer (schemas/promotion.ts): its headline, the offer as one number
   * ("100 % up to {€200}"); its key terms come from `offer`.
   */
  welcome?: { headline: Texts };
}

export function promotions(ds: Dataset, context: BuildContext, specs: PromotionSpec[]): void {
  specs.forEach((spec, index) => {
    ds.add({
      _id: `promotion-${spec.slug}`,
      _type: 'promotion',
      title: ds.ls(spec.title),
      slug: slug(spec.slug),
      category: context.promotionCategory(spec.category),
      tags: context.promotionTags(spec.tags),
      summary: ds.lt(spec.summary),
      body: ds.lb(spec.body),
      images: ds.deviceImages(`promotion/${spec.slug}`, undefined, spec.motif),
      button: spec.button ? ds.ls(spec.button) : undefined,
      urlAction: spec.urlAction,
      bonusCode: spec.bonusCode,
      campaignId: spec.campaignId,
      ...(spec.welcome
        ? {
            welcomeOffer: true,
            headline: ds.ls(spec.welcome.headline),
            keyTerms: ds.ls(keyTerms(spec.offer)),
          }
        : {}),
      significantTerms: ds.lt(significantTerms(spec.offer)),
      terms: ds.lb(fullTerms(spec.offer, spec.extraTerms)),
      startDate: at(spec.start),
      endDate: at(spec.end),
      sortOrder: (index + 1) * 10,
      ...audienceFields(spec.audience),
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
    });
  });
}

export interface LevelSpec {
  level: number;
  levelType: string;
  title: Texts;
  cashback: number;
  spins: number;
  perks: ('birthday' | 'host' | 'fastWithdrawals' | 'events')[];
}

const PERKS: Record<LevelSpec['perks'][number] | 'cashback' | 'spins', AllTexts> = {
  cashback: {
    en: 'Weekly cashback: {n} %',
    fi: 'Viikoittainen käteispalautus: {n} %',
    no: 'Ukentlig cashback: {n} %',
    de: 'Wöchentliches Cashback: {n} %',
    fr: 'Cashback hebdomadaire : {n} %',
    pt: 'Cashback semanal: {n}%',
    es: 'Cashback semanal: {n} %',
  },
  spins: {
    en: '{n} free spins when you reach the level',
    fi: '{n} ilmaiskierrosta tasolle noustessa',
    no: '{n} gratisspinn når du når nivået',
    de: '{n} Freispiele beim Erreichen der Stufe',
    fr: '{n} tours gratuits en atteignant le niveau',
    pt: '{n} rodadas grátis ao alcançar o nível',
    es: '{n} giros gratis al alcanzar el nivel',
  },
  birthday: {
    en: 'A birthday gift',
    fi: 'Syntymäpäivälahja',
    no: 'En bursdagsgave',
    de: 'Ein Geburtstagsgeschenk',
    fr: 'Un cadeau d’anniversaire',
    pt: 'Um presente de aniversário',
    es: 'Un regalo de cumpleaños',
  },
  host: {
    en: 'A personal host',
    fi: 'Henkilökohtainen yhteyshenkilö',
    no: 'En personlig vert',
    de: 'Persönliche Betreuung',
    fr: 'Un hôte personnel',
    pt: 'Um anfitrião pessoal',
    es: 'Un anfitrión personal',
  },
  fastWithdrawals: {
    en: 'Withdrawals processed first',
    fi: 'Kotiutukset käsitellään ensimmäisenä',
    no: 'Uttak behandles først',
    de: 'Auszahlungen mit Vorrang',
    fr: 'Retraits traités en priorité',
    pt: 'Saques processados primeiro',
    es: 'Retiros procesados primero',
  },
  events: {
    en: 'Invitations to our events',
    fi: 'Kutsuja tapahtumiimme',
    no: 'Invitasjoner til arrangementene våre',
    de: 'Einladungen zu unseren Events',
    fr: 'Invitations à nos événements',
    pt: 'Convites para nossos eventos',
    es: 'Invitaciones a nuestros eventos',
  },
};

const LOYALTY_INTRO: AllTexts = {
  en: 'Every real-money bet earns points, and points lift you through the levels. The higher you climb, the more comes back to you.',
  fi: 'Jokainen oikean rahan panos kerryttää pisteitä, ja pisteet nostavat sinua tasoilla. Mitä korkeammalle nouset, sitä enemmän saat takaisin.',
  no: 'Hver innsats med ekte penger gir poeng, og poengene løfter deg gjennom nivåene. Jo høyere du klatrer, desto mer får du tilbake.',
  de: 'Jeder Echtgeldeinsatz bringt Punkte, und Punkte bringen dich durch die Stufen. Je höher du steigst, desto mehr bekommst du zurück.',
  fr: 'Chaque mise en argent réel rapporte des points, et les points vous font monter de niveau. Plus vous montez, plus vous recevez.',
  pt: 'Cada aposta com dinheiro real gera pontos, e os pontos fazem você subir de nível. Quanto mais alto, mais você recebe de volta.',
  es: 'Cada apuesta con dinero real suma puntos, y los puntos te hacen subir de nivel. Cuanto más subes, más recibes.',
};

const LOYALTY_BODY: AllTexts = {
  en: `## How points work
- One point for every 1.00 of your own money wagered, in your account’s currency, on any game; bonus money earns none.
- Points never expire, and a level once reached is yours to keep.
- Cashback is paid as cash, without wagering.`,
  fi: `## Näin pisteet kertyvät
- Jokainen omalla rahalla pelattu 1,00 tilisi valuutassa kerryttää yhden pisteen missä tahansa pelissä; bonusraha ei kerrytä pisteitä.
- Pisteet eivät vanhene, ja kerran saavutettu taso säilyy.
- Käteispalautus maksetaan rahana ilman kierrätystä.`,
  no: `## Slik fungerer poengene
- Hver 1,00 du satser med egne penger, i kontoens valuta og i alle spill, gir ett poeng; bonuspenger gir ingen poeng.
- Poengene utløper aldri, og et nivå du har nådd, beholder du.
- Cashback utbetales som kontanter, uten omsetningskrav.`,
  de: `## So funktionieren Punkte
- Jede mit deinem eigenen Geld gesetzte 1,00 in der Währung deines Kontos bringt einen Punkt, in jedem Spiel; Bonusgeld bringt keine Punkte.
- Punkte verfallen nie, und eine erreichte Stufe behältst du.
- Cashback wird als Echtgeld ohne Umsatzbedingungen ausgezahlt.`,
  fr: `## Comment fonctionnent les points
- Un point pour chaque 1,00 misé avec votre propre argent, dans la devise de votre compte, sur tous les jeux ; l’argent bonus ne rapporte pas de points.
- Les points n’expirent jamais et un niveau atteint vous reste acquis.
- Le cashback est versé en argent réel, sans exigence de mise.`,
  pt: `## Como funcionam os pontos
- Um ponto a cada 1,00 apostado com o seu próprio dinheiro, na moeda da sua conta, em qualquer jogo; dinheiro de bônus não gera pontos.
- Os pontos nunca expiram e o nível alcançado é seu para sempre.
- O cashback é pago em dinheiro, sem rollover.`,
  es: `## Cómo funcionan los puntos
- Un punto por cada 1,00 apostado con tu propio dinero, en la moneda de tu cuenta, en cualquier juego; el dinero de bono no suma puntos.
- Los puntos nunca caducan y el nivel que alcanzas es tuyo para siempre.
- El cashback se paga en efectivo, sin requisito de apuesta.`,
};

/** The symbol on each loyalty level's medal, lowest level first (the medal's metal rises too). */
const LEVEL_SYMBOLS: IconRef[] = [
  'fluent:sparkles',
  'fluent:glowing-star',
  'fluent:gem-stone',
  'fluent:crown',
  'fluent:trophy',
];

export function loyalty(ds: Dataset, title: Texts, levels: LevelSpec[]): void {
  for (const [index, level] of levels.entries()) {
    ds.add({
      _id: `loyaltylevel-${level.level}`,
      _type: 'loyaltyLevel',
      level: level.level,
      levelType: level.levelType,
      title: ds.ls(level.title),
      content: ds.lb(
        each((language) =>
          [
            PERKS.cashback[language].replace('{n}', String(level.cashback)),
            PERKS.spins[language].replace('{n}', String(level.spins)),
            ...level.perks.map((perk) => PERKS[perk][language]),
          ]
            .map((line) => `- ${line}`)
            .join('\n'),
        ),
      ),
      icon: ds.image(`loyalty/${level.levelType}`, 128, 128, {
        kind: 'emblem',
        icon: LEVEL_SYMBOLS[Math.min(index, LEVEL_SYMBOLS.length - 1)]!,
        tier: index,
      }),
    });
  }
  ds.add({
    _id: 'loyaltypage-main',
    _type: 'loyaltyPage',
    title: ds.ls(title),
    intro: ds.lt(LOYALTY_INTRO),
    body: ds.lb(LOYALTY_BODY),
    images: ds.deviceImages('loyalty/hero', undefined, 'stars'),
    levels: levels.map((level) => ds.ref(`loyaltylevel-${level.level}`)),
  });
}

const VIP: { title: AllTexts; intro: AllTexts; body: AllTexts; button: AllTexts } = {
  title: {
    en: '{brand} VIP',
    fi: '{brand} VIP',
    no: '{brand} VIP',
    de: '{brand} VIP',
    fr: '{brand} VIP',
    pt: '{brand} VIP',
    es: '{brand} VIP',
  },
  intro: {
    en: 'Our VIP programme is by invitation. It is built around you: your games, your pace, your limits.',
    fi: 'VIP-ohjelmaamme pääsee kutsusta. Se rakentuu sinun ympärillesi: sinun pelisi, sinun tahtisi, sinun rajasi.',
    no: 'VIP-programmet vårt er kun for inviterte. Det er bygget rundt deg: dine spill, ditt tempo, dine grenser.',
    de: 'Unser VIP-Programm gibt es nur auf Einladung. Es dreht sich um dich: deine Spiele, dein Tempo, deine Limits.',
    fr: 'Notre programme VIP est sur invitation. Il est pensé pour vous : vos jeux, votre rythme, vos limites.',
    pt: 'Nosso programa VIP é por convite. Ele gira em torno de você: seus jogos, seu ritmo, seus limites.',
    es: 'Nuestro programa VIP es por invitación. Gira en torno a ti: tus juegos, tu ritmo, tus límites.',
  },
  body: {
    en: `## What you get
- A personal host who knows your account, reachable by chat, e-mail or phone.
- Withdrawals handled first, usually within the hour.
- Higher table limits and reserved seats at our live tables.
- Invitations to sports and music events.
## Responsible play first
Your host also helps you keep control: limits, breaks and activity summaries are part of the programme, never an obstacle to it.`,
    fi: `## Mitä saat
- Henkilökohtaisen yhteyshenkilön, joka tuntee tilisi ja jonka tavoitat chatissa, sähköpostitse tai puhelimitse.
- Kotiutukset käsitellään ensimmäisenä, yleensä tunnin sisällä.
- Korkeammat pöytärajat ja varatut paikat livepöydissämme.
- Kutsuja urheilu- ja musiikkitapahtumiin.
## Vastuullisuus ensin
Yhteyshenkilösi auttaa myös pitämään pelaamisen hallinnassa: rajat, tauot ja aktiivisuusyhteenvedot kuuluvat ohjelmaan eivätkä ole sen esteenä.`,
    no: `## Dette får du
- En personlig vert som kjenner kontoen din, tilgjengelig på chat, e-post eller telefon.
- Uttak behandles først, vanligvis innen en time.
- Høyere bordgrenser og reserverte plasser ved livebordene våre.
- Invitasjoner til sports- og musikkarrangementer.
## Ansvarlig spill først
Verten din hjelper deg også å holde kontrollen: grenser, pauser og aktivitetsoversikter er en del av programmet, aldri et hinder.`,
    de: `## Was du bekommst
- Persönliche Betreuung, die dein Konto kennt – per Chat, E-Mail oder Telefon.
- Auszahlungen mit Vorrang, meist innerhalb einer Stunde.
- Höhere Tischlimits und reservierte Plätze an unseren Live-Tischen.
- Einladungen zu Sport- und Musikevents.
## Verantwortung zuerst
Deine Betreuung hilft dir auch, die Kontrolle zu behalten: Limits, Pausen und Aktivitätsübersichten gehören zum Programm und stehen ihm nie im Weg.`,
    fr: `## Ce que vous recevez
- Un hôte personnel qui connaît votre compte, joignable par chat, e-mail ou téléphone.
- Des retraits traités en priorité, généralement dans l’heure.
- Des limites de table plus élevées et des places réservées à nos tables live.
- Des invitations à des événements sportifs et musicaux.
## Le jeu responsable d’abord
Votre hôte vous aide aussi à garder le contrôle : limites, pauses et résumés d’activité font partie du programme, jamais un obstacle.`,
    pt: `## O que você recebe
- Um anfitrião pessoal que conhece sua conta, disponível por chat, e-mail ou telefone.
- Saques processados primeiro, geralmente em até uma hora.
- Limites de mesa mais altos e lugares reservados nas nossas mesas ao vivo.
- Convites para eventos esportivos e musicais.
## Jogo responsável em primeiro lugar
Seu anfitrião também ajuda você a manter o controle: limites, pausas e resumos de atividade fazem parte do programa, nunca um obstáculo.`,
    es: `## Lo que recibes
- Un anfitrión personal que conoce tu cuenta, disponible por chat, correo o teléfono.
- Retiros procesados primero, normalmente en menos de una hora.
- Límites de mesa más altos y asientos reservados en nuestras mesas en vivo.
- Invitaciones a eventos deportivos y musicales.
## Primero, el juego responsable
Tu anfitrión también te ayuda a mantener el control: límites, pausas y resúmenes de actividad forman parte del programa, nunca un obstáculo.`,
  },
  button: {
    en: 'Talk to the VIP team',
    fi: 'Ota yhteyttä VIP-tiimiin',
    no: 'Snakk med VIP-teamet',
    de: 'Mit dem VIP-Team sprechen',
    fr: 'Contacter l’équipe VIP',
    pt: 'Falar com a equipe VIP',
    es: 'Hablar con el equipo VIP',
  },
};

export function vipPage(ds: Dataset): void {
  ds.add({
    _id: 'vipPage',
    _type: 'vipPage',
    title: ds.ls(VIP.title),
    intro: ds.lt(VIP.intro),
    body: ds.lb(VIP.body),
    images: ds.deviceImages('vip/hero', undefined, 'rings'),
    button: ds.ls(VIP.button),
    urlAction: '#livechat',
  });
}

export interface CtaSpec {
  id: string;
  title: Texts;
  description: Texts;
  iconAlt: Texts;
  showBannerImg: boolean;
  smsMaxAttempts: number;
  markets?: string[];
}

export function bonusCtas(ds: Dataset, context: BuildContext, specs: CtaSpec[]): void {
  for (const spec of specs) {
    ds.add({
      _id: `bonuscta-${spec.id}`,
      _type: 'bonusCTA',
      title: ds.ls(spec.title),
      description: ds.lt(spec.description),
      iconUrl: ds.image(`cta/${spec.id}/icon`, 96, 96, {
        kind: 'emblem',
        icon: 'fluent:wrapped-gift',
        tier: 2,
      }),
      iconImgAlt: ds.ls(spec.iconAlt),
      backgroundImg: ds.image(`cta/${spec.id}/background`, 800, 1200),
      showBannerImg: spec.showBannerImg,
      bannerImg: spec.showBannerImg ? ds.image(`cta/${spec.id}/banner`, 800, 300) : undefined,
      stepIndicator: true,
      smsMaxAttempts: spec.smsMaxAttempts,
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
    });
  }
}

export interface RegistrationSpec extends Window {
  slug: string;
  title: Texts;
  headline: Texts;
  body: Texts;
  offer: OfferFacts;
  bonusCode?: string;
  cta: string;
  markets?: string[];
}

export function registrationPages(ds: Dataset, context: BuildContext, specs: RegistrationSpec[]): void {
  for (const spec of specs) {
    ds.add({
      _id: `registration-${spec.slug}`,
      _type: 'registrationPage',
      title: ds.ls(spec.title),
      slug: slug(spec.slug),
      headline: ds.ls(spec.headline),
      body: ds.lb(spec.body),
      images: ds.deviceImages(`registration/${spec.slug}`),
      significantTerms: ds.lt(significantTerms(spec.offer)),
      bonusCode: spec.bonusCode,
      bonusCTA: ds.ref(`bonuscta-${spec.cta}`),
      startDate: at(spec.start),
      endDate: at(spec.end),
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
    });
  }
}

export interface LandingSpec extends Window {
  landingId: string;
  title: Texts;
  body: Texts;
  button?: Texts;
  urlAction?: string;
  authorized?: 'both' | 'authorized' | 'notAuthorized';
  markets?: string[];
  languages?: string[];
}

export function landingPages(ds: Dataset, context: BuildContext, specs: LandingSpec[]): void {
  for (const spec of specs) {
    ds.add({
      _id: `landing-${spec.landingId}`,
      _type: 'landingPage',
      landingId: spec.landingId,
      title: ds.ls(spec.title),
      body: ds.lb(spec.body),
      images: ds.deviceImages(`landing/${spec.landingId}`),
      button: spec.button ? ds.ls(spec.button) : undefined,
      urlAction: spec.urlAction,
      authorized: spec.authorized ?? 'both',
      startDate: at(spec.start),
      endDate: at(spec.end),
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
      languages: spec.languages ? context.languageRefs(spec.languages) : undefined,
    });
  }
}

export interface PartnerSpec {
  id: string;
  name: string;
  description: Texts;
  url: string;
  markets?: string[];
}

export function partners(ds: Dataset, context: BuildContext, specs: PartnerSpec[]): void {
  specs.forEach((spec, index) => {
    ds.add({
      _id: `partner-${spec.id}`,
      _type: 'partner',
      name: spec.name,
      logo: ds.image(`partner/${spec.id}`, 240, 120, { kind: 'wordmark', text: spec.name }),
      description: ds.ls(spec.description),
      url: spec.url,
      sortOrder: (index + 1) * 10,
      markets: spec.markets ? context.marketRefs(spec.markets) : undefined,
    });
  });
}

export interface PayAndPlaySpec {
  market: string;
  title: Texts;
  description: Texts;
  button: Texts;
  amounts: number[];
  defaultAmount: number;
}

export function payAndPlayBanners(ds: Dataset, context: BuildContext, specs: PayAndPlaySpec[]): void {
  for (const spec of specs) {
    ds.add({
      _id: `pnp-banner-${spec.market.toLowerCase()}`,
      _type: 'payAndPlayBanner',
      market: context.marketRefs([spec.market])[0] as Reference,
      title: ds.ls(spec.title),
      description: ds.lt(spec.description),
      button: ds.ls(spec.button),
      images: ds.deviceImages(`pnp/${spec.market}`, undefined, 'waves'),
      amounts: spec.amounts,
      defaultAmount: spec.defaultAmount,
    });
  }
}
