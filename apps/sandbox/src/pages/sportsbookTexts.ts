/**
 * The words of the sandbox sportsbook's frame (pages/sportsbook.ts and its script), in the
 * sportsbook languages the brands' markets reach after spec 1 §9's mapping (services/sports/
 * sessions.ts `sportsbookLanguage`): English (also NZ, CAF, FR and INEN), Finnish, Norwegian,
 * Brazilian Portuguese (PT), Spanish (CL and PE keep their codes and read Spanish), German,
 * Polish, Japanese, Turkish and Tagalog (sportsbookTextsOther.ts). Any other language falls back
 * to English.
 *
 * Decision (as the game pages', pages/gameTexts.ts): the frame is the provider's, so its words live
 * with the provider, not in packages/i18n. Placeholders are `{name}`. The back office's refusals
 * come in English; the script shows them as they are in English and, in another language, the
 * text of their code here (`refusals`), the stake's own rules included.
 */

import { en, type SportsbookTexts } from './sportsbookTextsEn.ts';
import { br, es, no } from './sportsbookTextsMore.ts';
import { de, ja, pl, tl, tr } from './sportsbookTextsOther.ts';

export type { SportsbookTexts };

const fi: SportsbookTexts = {
  title: 'Vedonlyönti',
  virtualTitle: 'Virtuaaliurheilu',
  allSports: 'Kaikki lajit',
  inPlay: 'Live',
  virtuals: 'Virtuaalit',
  myBets: 'Omat vedot',
  sports: { football: 'Jalkapallo', 'ice-hockey': 'Jääkiekko', basketball: 'Koripallo', tennis: 'Tennis' },
  markets: { '1x2': 'Ottelun tulos', winner: 'Voittaja', total: 'Maalimäärä' },
  over: 'Yli',
  under: 'Alle',
  liveNow: 'Käynnissä nyt',
  nothingLive: 'Juuri nyt ei ole käynnissä otteluita.',
  startingSoon: 'Alkaa pian',
  live: 'LIVE',
  kickOffIn: 'Alkuun',
  ended: 'Tämä ottelu on päättynyt.',
  closed: 'Tähän otteluun ei juuri nyt voi lyödä vetoa.',
  virtualIntro:
    'Virtuaalijalkapallon kierros alkaa kolmen minuutin välein. Vedot sulkeutuvat alkuvihellykseen.',
  nextRounds: 'Seuraavat kierrokset',
  results: 'Tulokset',
  noResults: 'Ei vielä tuloksia.',
  betSlip: 'Vetolappu',
  chooseOdds: 'Lisää valinta valitsemalla kerroin.',
  betType: 'Vedon tyyppi',
  accumulator: 'Yhdistelmä',
  singles: 'Yksittäiset',
  stake: 'Panos',
  quickStakes: 'Pikapanokset',
  odds: 'Kerroin',
  potentialWin: 'Mahdollinen voitto',
  placeBet: 'Lyö veto',
  noBets: 'Ei vielä vetoja.',
  script: {
    logIn: 'Kirjaudu sisään lyödäksesi vetoa.',
    logInForBets: 'Kirjaudu sisään nähdäksesi vetosi.',
    placing: 'Vetoa lyödään…',
    placed: 'Veto lyöty.',
    placedMany: '{n} vetoa lyöty.',
    placeSingles: 'Lyö {n} yksittäistä vetoa',
    placeAccumulator: 'Lyö yhdistelmä',
    slipOdds: 'Kerroin {odds}',
    slipSingles: '{n} yksittäistä',
    remove: 'Poista {name}',
    changed: '(muuttunut)',
    noAnswer: 'Vedonlyönti ei vastannut: yritä uudelleen.',
    notPlaced: 'Vetoa ei lyöty.',
    single: 'Yksittäinen',
    toWin: 'Voitto',
    paid: 'Maksettu',
    cashOut: 'Lunasta {amount}',
    cashedOut: 'Lunastettu {amount}.',
    cashOutFailed: 'Lunastus epäonnistui.',
    now: 'nyt',
    status: { OPEN: 'Avoin', WON: 'Voitettu', LOST: 'Hävitty', CASHED_OUT: 'Lunastettu', VOID: 'Mitätöity' },
    refusals: {
      'error.request.invalid': 'Tarkista panos: vähintään 0,10, enintään kaksi desimaalia.',
      NOT_ENOUGH_FUNDS: 'Saldosi ei riitä tähän panokseen.',
      SELF_SPEND_LIMIT_REACHED: 'Pelirajasi ei salli tätä vetoa.',
      'error.sports.odds_changed':
        'Kertoimet ovat muuttuneet: tarkista uudet kertoimet ja lyö veto uudelleen.',
      'error.sports.market_suspended': 'Tähän otteluun ei juuri nyt voi lyödä vetoa.',
      'error.sports.cash_out_changed': 'Lunastusarvo on muuttunut: tarkista se ja vahvista uudelleen.',
      'error.game.access_denied': 'Tililläsi ei voi nyt lyödä vetoa.',
    },
  },
};

const TEXTS: Record<string, SportsbookTexts> = { en, fi, no, br, es, cl: es, pe: es, de, pl, ja, tr, tl };

/** The sportsbook languages that have their own words (the rest read English). */
export const SPORTSBOOK_TEXT_LANGUAGES: readonly string[] = Object.keys(TEXTS);

/** The frame's words in a sportsbook language (module header), English when it has none. */
export function sportsbookTexts(language: string): { lang: string; texts: SportsbookTexts } {
  const texts = TEXTS[language];
  if (!texts) return { lang: 'en', texts: en };
  return {
    lang: language === 'br' ? 'pt-BR' : language === 'cl' || language === 'pe' ? 'es' : language,
    texts,
  };
}
