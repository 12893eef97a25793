/**
 * Copy of the static pages (one per STATIC_PAGE_SLUGS route, spec 1 §2), the terms versions and
 * the footer, in every base language; page titles (and the restricted page, which a visitor meets
 * before anything else) in the extra languages too. Page bodies use the small markup of dataset.ts
 * `portableText` ("## " headings, "- " bullets, `**strong**`). Both brands are run by the same
 * (invented) operator, Borealis Interactive Ltd, under one Malta licence.
 *
 * Content data, long by nature (each page body in every language); not split by size.
 */
import type { AllTexts, EveryTexts } from './dataset.ts';

export const OPERATOR = {
  company: 'Borealis Interactive Ltd',
  registration: 'C 84213',
  address: 'Level 4, Harbour View, Triq ix-Xatt, Ta’ Xbiex XBX 1027, Malta',
  mgaLicence: 'MGA/B2C/487/2021',
};

interface StaticPageCopy {
  /** The page's heading, also its SEO title (texts.ts SEO), so in every language a brand shows. */
  title: EveryTexts;
  body?: AllTexts & Partial<EveryTexts>;
}

const company = `${OPERATOR.company} (${OPERATOR.registration})`;

export const STATIC_PAGES: Record<string, StaticPageCopy> = {
  terms: {
    title: {
      en: 'Terms and conditions',
      fi: 'Käyttöehdot',
      no: 'Vilkår og betingelser',
      de: 'Allgemeine Geschäftsbedingungen',
      fr: 'Conditions générales',
      pt: 'Termos e condições',
      es: 'Términos y condiciones',
      ja: '利用規約',
      tl: 'Mga tuntunin at kundisyon',
      tr: 'Şartlar ve koşullar',
      pl: 'Regulamin',
    },
    body: {
      en: 'These terms apply to your {brand} account. The version in force is shown below; when it changes we ask you to accept the new version before you continue playing.',
      fi: 'Nämä ehdot koskevat {brand} -tiliäsi. Voimassa oleva versio on alla; kun ehdot muuttuvat, pyydämme sinua hyväksymään uuden version ennen kuin jatkat pelaamista.',
      no: 'Disse vilkårene gjelder kontoen din hos {brand}. Gjeldende versjon vises nedenfor; når den endres, ber vi deg godta den nye versjonen før du spiller videre.',
      de: 'Diese Bedingungen gelten für dein Konto bei {brand}. Die gültige Fassung steht unten; ändert sie sich, bitten wir dich, die neue Fassung zu akzeptieren, bevor du weiterspielst.',
      fr: 'Ces conditions s’appliquent à votre compte {brand}. La version en vigueur figure ci-dessous ; lorsqu’elle change, nous vous demandons d’accepter la nouvelle version avant de continuer à jouer.',
      pt: 'Estes termos se aplicam à sua conta {brand}. A versão em vigor está abaixo; quando ela mudar, pediremos que você aceite a nova versão antes de continuar jogando.',
      es: 'Estos términos se aplican a tu cuenta de {brand}. La versión vigente se muestra abajo; cuando cambie, te pediremos que aceptes la nueva versión antes de seguir jugando.',
    },
  },
  'cookie-policy': {
    title: {
      en: 'Cookie policy',
      fi: 'Evästekäytäntö',
      no: 'Retningslinjer for informasjonskapsler',
      de: 'Cookie-Richtlinie',
      fr: 'Politique relative aux cookies',
      pt: 'Política de cookies',
      es: 'Política de cookies',
      ja: 'クッキーポリシー',
      tl: 'Patakaran sa cookies',
      tr: 'Çerez politikası',
      pl: 'Polityka plików cookie',
    },
    body: {
      en: `Cookies are small files your browser keeps for us. You choose which ones we may use, and you can change your choice at any time from the cookie notice.
## Essential cookies
They keep you logged in, remember your language and protect your account. The site does not work without them.
## Performance and functional cookies
They tell us which pages load slowly and which games are hard to find, so we can fix them.
## Marketing cookies
They let us and our partners measure campaigns and show you relevant offers elsewhere.
Your choices are stored in your browser for one year.`,
      fi: `Evästeet ovat pieniä tiedostoja, jotka selaimesi tallentaa meitä varten. Sinä päätät, mitä evästeitä saamme käyttää, ja voit muuttaa valintaasi milloin tahansa evästeilmoituksesta.
## Välttämättömät evästeet
Ne pitävät sinut kirjautuneena, muistavat kielesi ja suojaavat tiliäsi. Sivusto ei toimi ilman niitä.
## Suorituskyky- ja toimintoevästeet
Niiden avulla näemme, mitkä sivut latautuvat hitaasti ja mitkä pelit ovat vaikeita löytää, jotta voimme korjata ne.
## Markkinointievästeet
Niiden avulla me ja kumppanimme mittaamme kampanjoita ja näytämme sinulle kiinnostavia tarjouksia muualla.
Valintasi tallennetaan selaimeesi vuodeksi.`,
      no: `Informasjonskapsler er små filer nettleseren din lagrer for oss. Du bestemmer hvilke vi får bruke, og du kan endre valget når som helst fra varselet om informasjonskapsler.
## Nødvendige informasjonskapsler
De holder deg innlogget, husker språket ditt og beskytter kontoen din. Nettstedet fungerer ikke uten dem.
## Ytelse og funksjonalitet
De viser oss hvilke sider som laster tregt og hvilke spill som er vanskelige å finne, slik at vi kan rette det.
## Markedsføring
De lar oss og partnerne våre måle kampanjer og vise deg relevante tilbud andre steder.
Valgene dine lagres i nettleseren i ett år.`,
      de: `Cookies sind kleine Dateien, die dein Browser für uns speichert. Du entscheidest, welche wir verwenden dürfen, und kannst deine Wahl jederzeit im Cookie-Hinweis ändern.
## Notwendige Cookies
Sie halten dich angemeldet, merken sich deine Sprache und schützen dein Konto. Ohne sie funktioniert die Seite nicht.
## Leistungs- und Funktions-Cookies
Sie zeigen uns, welche Seiten langsam laden und welche Spiele schwer zu finden sind, damit wir das verbessern können.
## Marketing-Cookies
Mit ihnen messen wir und unsere Partner Kampagnen und zeigen dir passende Angebote auf anderen Seiten.
Deine Auswahl wird ein Jahr lang in deinem Browser gespeichert.`,
      fr: `Les cookies sont de petits fichiers que votre navigateur conserve pour nous. Vous choisissez ceux que nous pouvons utiliser et pouvez modifier ce choix à tout moment depuis le bandeau cookies.
## Cookies essentiels
Ils vous gardent connecté, retiennent votre langue et protègent votre compte. Le site ne fonctionne pas sans eux.
## Cookies de performance et de fonctionnalité
Ils nous indiquent quelles pages se chargent lentement et quels jeux sont difficiles à trouver, afin de les améliorer.
## Cookies marketing
Ils nous permettent, à nous et à nos partenaires, de mesurer nos campagnes et de vous montrer des offres pertinentes ailleurs.
Vos choix sont conservés dans votre navigateur pendant un an.`,
      pt: `Cookies são pequenos arquivos que seu navegador guarda para nós. Você escolhe quais podemos usar e pode mudar sua escolha a qualquer momento no aviso de cookies.
## Cookies essenciais
Mantêm você conectado, lembram seu idioma e protegem sua conta. O site não funciona sem eles.
## Cookies de desempenho e funcionalidade
Mostram quais páginas carregam devagar e quais jogos são difíceis de encontrar, para que possamos corrigir.
## Cookies de marketing
Permitem que nós e nossos parceiros meçamos campanhas e mostremos ofertas relevantes em outros sites.
Suas escolhas ficam guardadas no navegador por um ano.`,
      es: `Las cookies son pequeños archivos que tu navegador guarda para nosotros. Tú eliges cuáles podemos usar y puedes cambiar tu elección en cualquier momento desde el aviso de cookies.
## Cookies esenciales
Mantienen tu sesión iniciada, recuerdan tu idioma y protegen tu cuenta. El sitio no funciona sin ellas.
## Cookies de rendimiento y funcionalidad
Nos muestran qué páginas cargan lento y qué juegos cuesta encontrar, para poder mejorarlos.
## Cookies de marketing
Nos permiten a nosotros y a nuestros socios medir campañas y mostrarte ofertas relevantes en otros sitios.
Tus elecciones se guardan en tu navegador durante un año.`,
    },
  },
  'age-restrictions': {
    title: {
      en: 'Age restrictions',
      fi: 'Ikärajat',
      no: 'Aldersgrenser',
      de: 'Altersbeschränkungen',
      fr: 'Restrictions d’âge',
      pt: 'Restrições de idade',
      es: 'Restricciones de edad',
      ja: '年齢制限',
      tl: 'Mga limitasyon sa edad',
      tr: 'Yaş sınırları',
      pl: 'Ograniczenia wiekowe',
    },
    body: {
      en: `You must be at least **18 years old**, or older where local law says so, to open an account and play at {brand}.
We check the age of every player. If we cannot confirm yours, we suspend the account until you send us an identity document.
Accounts opened by minors are closed and deposits are returned; any winnings are void.
If children use your device, keep your password private and consider parental-control software.`,
      fi: `Tilin avaaminen ja pelaaminen {brand} -palvelussa edellyttää, että olet vähintään **18-vuotias** tai paikallisen lain vaatiman ikäinen.
Tarkistamme jokaisen pelaajan iän. Jos emme voi vahvistaa ikääsi, jäädytämme tilin, kunnes lähetät meille henkilöllisyystodistuksen.
Alaikäisten avaamat tilit suljetaan ja talletukset palautetaan; mahdolliset voitot mitätöidään.
Jos lapset käyttävät laitettasi, pidä salasanasi omana tietonasi ja harkitse lapsilukko-ohjelmistoa.`,
      no: `Du må være minst **18 år**, eller eldre der lokal lov krever det, for å åpne konto og spille hos {brand}.
Vi kontrollerer alderen til alle spillere. Hvis vi ikke kan bekrefte din, stenger vi kontoen midlertidig til du sender oss et identitetsdokument.
Kontoer åpnet av mindreårige stenges og innskudd tilbakebetales; eventuelle gevinster annulleres.
Hvis barn bruker enheten din, hold passordet hemmelig og vurder foreldrekontroll.`,
      de: `Du musst mindestens **18 Jahre** alt sein – oder älter, wo das Gesetz es verlangt –, um bei {brand} ein Konto zu eröffnen und zu spielen.
Wir prüfen das Alter aller Spieler. Können wir deines nicht bestätigen, sperren wir das Konto, bis du uns ein Ausweisdokument sendest.
Konten Minderjähriger werden geschlossen und Einzahlungen erstattet; Gewinne verfallen.
Wenn Kinder dein Gerät nutzen, halte dein Passwort geheim und nutze eine Kindersicherung.`,
      fr: `Vous devez avoir au moins **18 ans**, ou plus si la loi locale l’exige, pour ouvrir un compte et jouer sur {brand}.
Nous vérifions l’âge de chaque joueur. Si nous ne pouvons pas confirmer le vôtre, le compte est suspendu jusqu’à réception d’une pièce d’identité.
Les comptes ouverts par des mineurs sont fermés et les dépôts remboursés ; les gains éventuels sont annulés.
Si des enfants utilisent votre appareil, gardez votre mot de passe secret et pensez au contrôle parental.`,
      pt: `Você precisa ter pelo menos **18 anos**, ou mais se a lei local exigir, para abrir uma conta e jogar no {brand}.
Verificamos a idade de todos os jogadores. Se não conseguirmos confirmar a sua, suspendemos a conta até você enviar um documento de identidade.
Contas abertas por menores são encerradas e os depósitos devolvidos; eventuais ganhos são anulados.
Se crianças usam seu aparelho, mantenha sua senha em segredo e considere um controle parental.`,
      es: `Debes tener al menos **18 años**, o más si la ley local lo exige, para abrir una cuenta y jugar en {brand}.
Verificamos la edad de cada jugador. Si no podemos confirmar la tuya, suspendemos la cuenta hasta que nos envíes un documento de identidad.
Las cuentas abiertas por menores se cierran y los depósitos se devuelven; cualquier ganancia se anula.
Si hay niños que usan tu dispositivo, mantén tu contraseña en secreto y considera un control parental.`,
    },
  },
  'payment-methods': {
    title: {
      en: 'Payment methods',
      fi: 'Maksutavat',
      no: 'Betalingsmetoder',
      de: 'Zahlungsmethoden',
      fr: 'Moyens de paiement',
      pt: 'Métodos de pagamento',
      es: 'Métodos de pago',
      ja: 'お支払い方法',
      tl: 'Mga paraan ng pagbabayad',
      tr: 'Ödeme yöntemleri',
      pl: 'Metody płatności',
    },
    body: {
      en: `Deposit and withdraw with methods in your own name. Withdrawals go back to the method you deposited with whenever it accepts payouts.
Before your first withdrawal we may ask for proof of identity, address and payment method.
The methods available in your market, with their limits, fees and processing times, are listed below.`,
      fi: `Talleta ja kotiuta omissa nimissäsi olevilla maksutavoilla. Kotiutukset maksetaan talletuksessa käytettyyn maksutapaan aina, kun se tukee kotiutuksia.
Ennen ensimmäistä kotiutusta voimme pyytää todisteen henkilöllisyydestä, osoitteesta ja maksutavasta.
Markkinallasi käytettävissä olevat maksutavat rajoineen, maksuineen ja käsittelyaikoineen ovat alla.`,
      no: `Sett inn og ta ut med betalingsmetoder i ditt eget navn. Uttak går tilbake til metoden du satte inn med, når den tar imot utbetalinger.
Før første uttak kan vi be om bevis på identitet, adresse og betalingsmetode.
Metodene som er tilgjengelige i ditt marked, med grenser, gebyrer og behandlingstid, står nedenfor.`,
      de: `Zahle mit Methoden auf deinen eigenen Namen ein und aus. Auszahlungen gehen an die Einzahlungsmethode zurück, sofern sie Auszahlungen annimmt.
Vor der ersten Auszahlung können wir Nachweise zu Identität, Adresse und Zahlungsmethode verlangen.
Die in deinem Markt verfügbaren Methoden mit Limits, Gebühren und Bearbeitungszeiten findest du unten.`,
      fr: `Déposez et retirez avec des moyens de paiement à votre nom. Les retraits sont renvoyés vers le moyen utilisé pour le dépôt chaque fois qu’il accepte les paiements.
Avant votre premier retrait, nous pouvons demander un justificatif d’identité, de domicile et du moyen de paiement.
Les moyens disponibles sur votre marché, avec leurs limites, frais et délais, sont listés ci-dessous.`,
      pt: `Deposite e saque com métodos no seu próprio nome. Os saques voltam para o método usado no depósito sempre que ele aceitar pagamentos.
Antes do primeiro saque podemos pedir comprovantes de identidade, endereço e método de pagamento.
Os métodos disponíveis no seu mercado, com limites, tarifas e prazos, estão listados abaixo.`,
      es: `Deposita y retira con métodos a tu nombre. Los retiros vuelven al método con el que depositaste siempre que admita pagos.
Antes del primer retiro podemos pedirte comprobantes de identidad, domicilio y método de pago.
Los métodos disponibles en tu mercado, con sus límites, comisiones y plazos, se enumeran abajo.`,
    },
  },
  'bonus-terms': {
    title: {
      en: 'General bonus terms',
      fi: 'Yleiset bonusehdot',
      no: 'Generelle bonusvilkår',
      de: 'Allgemeine Bonusbedingungen',
      fr: 'Conditions générales des bonus',
      pt: 'Termos gerais de bônus',
      es: 'Términos generales de bonos',
      ja: 'ボーナス一般規約',
      tl: 'Pangkalahatang tuntunin ng bonus',
      tr: 'Genel bonus koşulları',
      pl: 'Ogólne warunki bonusów',
    },
    body: {
      en: `These terms apply to every bonus unless the offer's own terms say otherwise.
- One active bonus per vertical (casino, live casino, sports) at a time.
- Bonus money must be wagered the number of times stated in the offer before it turns into cash.
- While wagering, the maximum bet is {€5} per spin or hand.
- Slots count 100% towards wagering, table and live games 10%, unless the offer says otherwise.
- An unused bonus expires after 30 days.
- You may forfeit a bonus at any time; the bonus money and its winnings are then removed.`,
      fi: `Nämä ehdot koskevat jokaista bonusta, ellei tarjouksen omissa ehdoissa toisin mainita.
- Yksi aktiivinen bonus kerrallaan kullakin osa-alueella (kasino, livekasino, urheilu).
- Bonusraha on kierrätettävä tarjouksessa ilmoitettu määrä kertoja ennen kuin siitä tulee oikeaa rahaa.
- Kierrätyksen aikana suurin sallittu panos on {€5} pyöräytystä tai kättä kohden.
- Kolikkopelit kerryttävät kierrätystä 100 %, pöytä- ja livepelit 10 %, ellei tarjouksessa toisin mainita.
- Käyttämätön bonus vanhenee 30 päivässä.
- Voit luopua bonuksesta milloin tahansa; bonusraha ja sillä saadut voitot poistetaan tällöin.`,
      no: `Disse vilkårene gjelder alle bonuser med mindre tilbudets egne vilkår sier noe annet.
- Én aktiv bonus per område (casino, live casino, sport) om gangen.
- Bonuspenger må omsettes det antall ganger tilbudet oppgir før de blir til kontanter.
- Under omsetning er maksimal innsats {€5} per spinn eller hånd.
- Spilleautomater teller 100 % mot omsetningskravet, bord- og livespill 10 %, med mindre tilbudet sier noe annet.
- En ubrukt bonus utløper etter 30 dager.
- Du kan når som helst gi avkall på en bonus; bonuspengene og gevinstene fra dem fjernes da.`,
      de: `Diese Bedingungen gelten für jeden Bonus, sofern die Bedingungen des Angebots nichts anderes sagen.
- Pro Bereich (Casino, Live-Casino, Sport) ist jeweils ein Bonus aktiv.
- Bonusgeld muss so oft umgesetzt werden, wie im Angebot angegeben, bevor es zu Echtgeld wird.
- Während des Umsatzes beträgt der Höchsteinsatz {€5} pro Dreh oder Hand.
- Slots zählen zu 100 % zum Umsatz, Tisch- und Live-Spiele zu 10 %, sofern das Angebot nichts anderes sagt.
- Ein nicht genutzter Bonus verfällt nach 30 Tagen.
- Du kannst jederzeit auf einen Bonus verzichten; Bonusgeld und die damit erzielten Gewinne werden dann entfernt.`,
      fr: `Ces conditions s’appliquent à tout bonus, sauf indication contraire dans les conditions de l’offre.
- Un seul bonus actif à la fois par univers (casino, casino live, sport).
- L’argent bonus doit être misé le nombre de fois indiqué dans l’offre avant de devenir de l’argent réel.
- Pendant la mise, la mise maximale est de {€5} par tour ou par main.
- Les machines à sous comptent à 100 %, les jeux de table et live à 10 %, sauf indication contraire.
- Un bonus inutilisé expire au bout de 30 jours.
- Vous pouvez renoncer à un bonus à tout moment ; l’argent bonus et ses gains sont alors retirés.`,
      pt: `Estes termos valem para todos os bônus, salvo indicação diferente nos termos da oferta.
- Um bônus ativo por vertical (cassino, cassino ao vivo, esportes) de cada vez.
- O dinheiro de bônus deve ser apostado o número de vezes indicado na oferta antes de virar saldo real.
- Durante o rollover, a aposta máxima é de {€5} por giro ou mão.
- Caça-níqueis contam 100% para o rollover, jogos de mesa e ao vivo 10%, salvo indicação da oferta.
- Um bônus não utilizado expira após 30 dias.
- Você pode abrir mão de um bônus a qualquer momento; o dinheiro de bônus e seus ganhos são removidos.`,
      es: `Estos términos se aplican a todos los bonos salvo que los términos de la oferta digan otra cosa.
- Un bono activo por vertical (casino, casino en vivo, deportes) a la vez.
- El dinero de bono debe apostarse las veces indicadas en la oferta antes de convertirse en saldo real.
- Mientras cumples el requisito, la apuesta máxima es de {€5} por giro o mano.
- Las tragamonedas cuentan al 100 %, los juegos de mesa y en vivo al 10 %, salvo que la oferta diga otra cosa.
- Un bono sin usar vence a los 30 días.
- Puedes renunciar a un bono en cualquier momento; el dinero de bono y sus ganancias se retiran.`,
    },
  },
  'betting-rules': {
    title: {
      en: 'Betting rules',
      fi: 'Vedonlyöntisäännöt',
      no: 'Spilleregler for betting',
      de: 'Wettregeln',
      fr: 'Règles des paris',
      pt: 'Regras de apostas',
      es: 'Reglas de apuestas',
      ja: 'ベッティングルール',
      tl: 'Mga patakaran sa pagtaya',
      tr: 'Bahis kuralları',
      pl: 'Zasady zakładów',
    },
    body: {
      en: `## Settlement
Bets are settled on the official result at the end of regular time, including stoppage time, unless the market says otherwise.
## Void bets
If an event is abandoned and not completed within 48 hours, bets on it are void and stakes returned.
## Cash out
Cash-out offers change with the odds and may be withdrawn during play.
## Obvious errors
Bets placed at clearly wrong odds are settled at the correct odds.`,
      fi: `## Tulosten ratkaisu
Vedot ratkaistaan virallisen tuloksen mukaan varsinaisen peliajan ja lisäajan päätyttyä, ellei kohteessa toisin mainita.
## Mitätöidyt vedot
Jos tapahtuma keskeytyy eikä sitä pelata loppuun 48 tunnin kuluessa, vedot mitätöidään ja panokset palautetaan.
## Cash out
Cash out -tarjoukset muuttuvat kertoimien mukana ja voidaan perua pelin aikana.
## Ilmeiset virheet
Selvästi virheellisillä kertoimilla tehdyt vedot ratkaistaan oikeilla kertoimilla.`,
      no: `## Oppgjør
Spill gjøres opp etter offisielt resultat ved slutten av ordinær tid, inkludert tilleggstid, med mindre markedet sier noe annet.
## Annullerte spill
Hvis en kamp avbrytes og ikke fullføres innen 48 timer, annulleres spillene og innsatsen tilbakebetales.
## Cash out
Cash out-tilbud endres med oddsen og kan trekkes tilbake under kampen.
## Åpenbare feil
Spill plassert på åpenbart feil odds gjøres opp til riktig odds.`,
      de: `## Abrechnung
Wetten werden nach dem offiziellen Ergebnis am Ende der regulären Spielzeit einschließlich Nachspielzeit abgerechnet, sofern der Markt nichts anderes sagt.
## Ungültige Wetten
Wird ein Ereignis abgebrochen und nicht innerhalb von 48 Stunden beendet, sind Wetten darauf ungültig und Einsätze werden erstattet.
## Cash-out
Cash-out-Angebote ändern sich mit den Quoten und können während des Spiels zurückgezogen werden.
## Offensichtliche Fehler
Wetten zu offensichtlich falschen Quoten werden zur richtigen Quote abgerechnet.`,
      fr: `## Règlement
Les paris sont réglés sur le résultat officiel à la fin du temps réglementaire, arrêts de jeu compris, sauf indication contraire du marché.
## Paris annulés
Si un événement est interrompu et n’est pas terminé sous 48 heures, les paris sont annulés et les mises remboursées.
## Cash out
Les offres de cash out évoluent avec les cotes et peuvent être retirées en cours de jeu.
## Erreurs manifestes
Les paris placés à une cote manifestement erronée sont réglés à la cote correcte.`,
      pt: `## Liquidação
As apostas são liquidadas pelo resultado oficial ao fim do tempo regulamentar, incluindo acréscimos, salvo indicação do mercado.
## Apostas anuladas
Se um evento for interrompido e não terminar em 48 horas, as apostas são anuladas e os valores devolvidos.
## Cash out
As ofertas de cash out mudam com as odds e podem ser retiradas durante o jogo.
## Erros evidentes
Apostas feitas com odds claramente erradas são liquidadas pelas odds corretas.`,
      es: `## Liquidación
Las apuestas se liquidan con el resultado oficial al final del tiempo reglamentario, descuento incluido, salvo que el mercado indique otra cosa.
## Apuestas anuladas
Si un evento se suspende y no se completa en 48 horas, las apuestas se anulan y se devuelven los importes.
## Cash out
Las ofertas de cash out cambian con las cuotas y pueden retirarse durante el juego.
## Errores evidentes
Las apuestas hechas con cuotas claramente erróneas se liquidan con la cuota correcta.`,
    },
  },
  'casino-rules': {
    title: {
      en: 'Casino rules',
      fi: 'Kasinosäännöt',
      no: 'Casinoregler',
      de: 'Casino-Regeln',
      fr: 'Règles du casino',
      pt: 'Regras do cassino',
      es: 'Reglas del casino',
      ja: 'カジノのルール',
      tl: 'Mga patakaran ng casino',
      tr: 'Casino kuralları',
      pl: 'Zasady kasyna',
    },
    body: {
      en: `Every game uses a random number generator tested by an independent laboratory. The return to player is shown in each game's information.
A malfunction voids all pays and plays of the affected round.
If your connection drops during a live game, the round completes and the result is credited to your balance.
Game rules and paytables are in the game itself; they prevail over this summary.`,
      fi: `Jokainen peli käyttää riippumattoman laboratorion testaamaa satunnaislukugeneraattoria. Palautusprosentti näkyy kunkin pelin tiedoissa.
Toimintahäiriö mitätöi kyseisen kierroksen kaikki panokset ja voitot.
Jos yhteytesi katkeaa livepelin aikana, kierros pelataan loppuun ja tulos hyvitetään saldollesi.
Pelisäännöt ja voittotaulukot löytyvät pelistä itsestään, ja ne ovat etusijalla tähän tiivistelmään nähden.`,
      no: `Alle spill bruker en tilfeldig tallgenerator testet av et uavhengig laboratorium. Tilbakebetalingsprosenten står i informasjonen til hvert spill.
En feilfunksjon annullerer alle gevinster og innsatser i den berørte runden.
Hvis forbindelsen brytes under et livespill, fullføres runden og resultatet godskrives saldoen din.
Spilleregler og gevinsttabeller står i selve spillet og går foran dette sammendraget.`,
      de: `Jedes Spiel nutzt einen von einem unabhängigen Labor geprüften Zufallszahlengenerator. Die Auszahlungsquote steht in den Spielinformationen.
Eine Fehlfunktion macht alle Gewinne und Einsätze der betroffenen Runde ungültig.
Bricht deine Verbindung während eines Live-Spiels ab, wird die Runde beendet und das Ergebnis deinem Guthaben gutgeschrieben.
Spielregeln und Gewinntabellen findest du im Spiel selbst; sie gehen dieser Zusammenfassung vor.`,
      fr: `Chaque jeu utilise un générateur de nombres aléatoires testé par un laboratoire indépendant. Le taux de retour au joueur figure dans les informations du jeu.
Un dysfonctionnement annule tous les gains et mises de la manche concernée.
Si votre connexion est coupée pendant un jeu live, la manche se termine et le résultat est crédité sur votre solde.
Les règles et tables de gains se trouvent dans le jeu et prévalent sur ce résumé.`,
      pt: `Todos os jogos usam um gerador de números aleatórios testado por um laboratório independente. O RTP aparece nas informações de cada jogo.
Um mau funcionamento anula todos os pagamentos e jogadas da rodada afetada.
Se sua conexão cair durante um jogo ao vivo, a rodada é concluída e o resultado é creditado no seu saldo.
As regras e tabelas de pagamento estão no próprio jogo e prevalecem sobre este resumo.`,
      es: `Todos los juegos usan un generador de números aleatorios probado por un laboratorio independiente. El RTP figura en la información de cada juego.
Un fallo de funcionamiento anula todos los pagos y jugadas de la ronda afectada.
Si se corta tu conexión durante un juego en vivo, la ronda se completa y el resultado se acredita en tu saldo.
Las reglas y tablas de pagos están en el propio juego y prevalecen sobre este resumen.`,
    },
  },
  'responsible-gambling': {
    title: {
      en: 'Responsible gambling',
      fi: 'Vastuullinen pelaaminen',
      no: 'Ansvarlig spill',
      de: 'Verantwortungsvolles Spielen',
      fr: 'Jeu responsable',
      pt: 'Jogo responsável',
      es: 'Juego responsable',
      ja: '責任あるギャンブル',
      tl: 'Responsableng pagsusugal',
      tr: 'Sorumlu oyun',
      pl: 'Odpowiedzialna gra',
    },
    body: {
      en: `Gambling should be entertainment, never a way to make money. These tools are in your account under Gambling limits:
- **Deposit limits** per day, week or month.
- **Loss limits** that stop play once you have lost a set amount.
- **Activity reminders** every 30, 60 or 120 minutes, with a summary of your wins and losses.
- **Time-out** from a day to six weeks.
- **Self-exclusion** for six months or more, or indefinitely.
Lowering a limit takes effect at once; raising it takes effect after a waiting period.
## Warning signs
Chasing losses, playing longer than planned or borrowing money to play are signs to take a break. Our support team can help you set limits, and national helplines offer free, confidential advice.`,
      fi: `Pelaamisen pitäisi olla viihdettä, ei koskaan tapa ansaita rahaa. Nämä työkalut löydät tililtäsi kohdasta Pelirajat:
- **Talletusrajat** päiväksi, viikoksi tai kuukaudeksi.
- **Häviörajat**, jotka pysäyttävät pelaamisen, kun olet hävinnyt asettamasi summan.
- **Aktiivisuusmuistutukset** 30, 60 tai 120 minuutin välein sekä yhteenveto voitoistasi ja häviöistäsi.
- **Pelitauko** päivästä kuuteen viikkoon.
- **Itsesulku** vähintään kuudeksi kuukaudeksi tai toistaiseksi.
Rajan laskeminen tulee voimaan heti; nostaminen odotusajan jälkeen.
## Varoitusmerkit
Häviöiden jahtaaminen, suunniteltua pidempään pelaaminen tai rahan lainaaminen pelaamiseen ovat merkkejä siitä, että on aika pitää taukoa. Asiakastukemme auttaa rajojen asettamisessa, ja kansalliset auttavat puhelimet tarjoavat maksutonta ja luottamuksellista apua.`,
      no: `Spill skal være underholdning, aldri en måte å tjene penger på. Disse verktøyene finner du på kontoen din under Spillegrenser:
- **Innskuddsgrenser** per dag, uke eller måned.
- **Tapsgrenser** som stopper spillet når du har tapt et bestemt beløp.
- **Aktivitetspåminnelser** hvert 30., 60. eller 120. minutt, med oversikt over gevinster og tap.
- **Pause** fra én dag til seks uker.
- **Selvutestengelse** i seks måneder eller mer, eller på ubestemt tid.
Å senke en grense gjelder straks; å heve den gjelder etter en ventetid.
## Varselstegn
Å jage tap, spille lenger enn planlagt eller låne penger for å spille er tegn på at du bør ta en pause. Kundeservice hjelper deg med grenser, og nasjonale hjelpelinjer gir gratis og konfidensielle råd.`,
      de: `Spielen soll Unterhaltung sein, nie ein Weg, Geld zu verdienen. Diese Werkzeuge findest du in deinem Konto unter Spiellimits:
- **Einzahlungslimits** pro Tag, Woche oder Monat.
- **Verlustlimits**, die das Spiel stoppen, sobald du einen festgelegten Betrag verloren hast.
- **Aktivitätserinnerungen** alle 30, 60 oder 120 Minuten mit einer Übersicht deiner Gewinne und Verluste.
- **Spielpause** von einem Tag bis zu sechs Wochen.
- **Selbstsperre** für sechs Monate oder länger oder unbefristet.
Eine Senkung gilt sofort, eine Erhöhung erst nach einer Wartezeit.
## Warnzeichen
Verlusten hinterherjagen, länger spielen als geplant oder Geld zum Spielen leihen sind Zeichen für eine Pause. Unser Support hilft dir beim Setzen von Limits, und nationale Hilfetelefone beraten kostenlos und vertraulich.`,
      fr: `Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent. Ces outils se trouvent dans votre compte, rubrique Limites de jeu :
- **Limites de dépôt** par jour, semaine ou mois.
- **Limites de pertes** qui arrêtent le jeu une fois un montant perdu.
- **Rappels d’activité** toutes les 30, 60 ou 120 minutes, avec un résumé de vos gains et pertes.
- **Pause** d’un jour à six semaines.
- **Auto-exclusion** de six mois ou plus, ou pour une durée indéterminée.
Baisser une limite prend effet immédiatement ; l’augmenter prend effet après un délai.
## Signaux d’alerte
Courir après ses pertes, jouer plus longtemps que prévu ou emprunter pour jouer sont des signes qu’une pause s’impose. Notre support vous aide à fixer des limites et les lignes d’aide nationales offrent des conseils gratuits et confidentiels.`,
      pt: `Jogar deve ser diversão, nunca uma forma de ganhar dinheiro. Estas ferramentas estão na sua conta, em Limites de jogo:
- **Limites de depósito** por dia, semana ou mês.
- **Limites de perda** que interrompem o jogo quando você perde um valor definido.
- **Lembretes de atividade** a cada 30, 60 ou 120 minutos, com um resumo de ganhos e perdas.
- **Pausa** de um dia a seis semanas.
- **Autoexclusão** por seis meses ou mais, ou por tempo indeterminado.
Reduzir um limite vale na hora; aumentar vale após um período de espera.
## Sinais de alerta
Tentar recuperar perdas, jogar mais do que o planejado ou pegar dinheiro emprestado para jogar são sinais para fazer uma pausa. Nosso suporte ajuda você a definir limites, e linhas de ajuda nacionais oferecem orientação gratuita e confidencial.`,
      es: `El juego debe ser entretenimiento, nunca una forma de ganar dinero. Estas herramientas están en tu cuenta, en Límites de juego:
- **Límites de depósito** por día, semana o mes.
- **Límites de pérdidas** que detienen el juego al perder un importe fijado.
- **Recordatorios de actividad** cada 30, 60 o 120 minutos, con un resumen de ganancias y pérdidas.
- **Pausa** de un día a seis semanas.
- **Autoexclusión** por seis meses o más, o indefinida.
Bajar un límite tiene efecto inmediato; subirlo, tras un periodo de espera.
## Señales de alerta
Perseguir pérdidas, jugar más de lo previsto o pedir dinero prestado para jugar son señales para hacer una pausa. Nuestro soporte te ayuda a fijar límites y las líneas de ayuda nacionales ofrecen orientación gratuita y confidencial.`,
    },
  },
  'contact-live-chat': {
    title: {
      en: 'Live chat',
      fi: 'Livechat',
      no: 'Livechat',
      de: 'Live-Chat',
      fr: 'Chat en direct',
      pt: 'Chat ao vivo',
      es: 'Chat en vivo',
      ja: 'ライブチャット',
      tl: 'Live chat',
      tr: 'Canlı destek',
      pl: 'Czat na żywo',
    },
    body: {
      en: 'Our support team is on live chat around the clock. Open the chat from the button in the corner of any page; logged-in players are recognised automatically.',
      fi: 'Asiakastukemme päivystää livechatissa ympäri vuorokauden. Avaa chat minkä tahansa sivun kulmassa olevasta painikkeesta; kirjautuneet pelaajat tunnistetaan automaattisesti.',
      no: 'Kundeservice er tilgjengelig på livechat døgnet rundt. Åpne chatten fra knappen i hjørnet på hvilken som helst side; innloggede spillere gjenkjennes automatisk.',
      de: 'Unser Support ist rund um die Uhr im Live-Chat erreichbar. Öffne den Chat über die Schaltfläche in der Ecke jeder Seite; angemeldete Spieler werden automatisch erkannt.',
      fr: 'Notre équipe support répond sur le chat en direct 24 h/24. Ouvrez le chat depuis le bouton en bas de chaque page ; les joueurs connectés sont reconnus automatiquement.',
      pt: 'Nosso suporte atende no chat ao vivo 24 horas por dia. Abra o chat pelo botão no canto de qualquer página; jogadores conectados são reconhecidos automaticamente.',
      es: 'Nuestro equipo de soporte atiende en el chat en vivo las 24 horas. Abre el chat desde el botón de la esquina de cualquier página; los jugadores con sesión iniciada se reconocen automáticamente.',
    },
  },
  'reset-password': {
    title: {
      en: 'Reset your password',
      fi: 'Vaihda salasana',
      no: 'Tilbakestill passordet',
      de: 'Passwort zurücksetzen',
      fr: 'Réinitialiser votre mot de passe',
      pt: 'Redefinir sua senha',
      es: 'Restablecer tu contraseña',
      ja: 'パスワードの再設定',
      tl: 'I-reset ang iyong password',
      tr: 'Şifrenizi sıfırlayın',
      pl: 'Zresetuj hasło',
    },
    body: {
      en: 'Enter the e-mail address of your account. We send a code to your phone; enter it, then choose a new password of at least eight characters.',
      fi: 'Anna tilisi sähköpostiosoite. Lähetämme puhelimeesi koodin; syötä se ja valitse uusi, vähintään kahdeksan merkin salasana.',
      no: 'Skriv inn e-postadressen til kontoen din. Vi sender en kode til telefonen din; skriv den inn og velg et nytt passord på minst åtte tegn.',
      de: 'Gib die E-Mail-Adresse deines Kontos ein. Wir senden einen Code an dein Telefon; gib ihn ein und wähle ein neues Passwort mit mindestens acht Zeichen.',
      fr: 'Saisissez l’adresse e-mail de votre compte. Nous envoyons un code sur votre téléphone ; saisissez-le, puis choisissez un nouveau mot de passe d’au moins huit caractères.',
      pt: 'Informe o e-mail da sua conta. Enviamos um código para o seu celular; digite-o e escolha uma nova senha com pelo menos oito caracteres.',
      es: 'Introduce el correo electrónico de tu cuenta. Te enviamos un código al teléfono; introdúcelo y elige una contraseña nueva de al menos ocho caracteres.',
    },
  },
  'closed-account': {
    title: {
      en: 'Your account is closed',
      fi: 'Tilisi on suljettu',
      no: 'Kontoen din er stengt',
      de: 'Dein Konto ist geschlossen',
      fr: 'Votre compte est fermé',
      pt: 'Sua conta está encerrada',
      es: 'Tu cuenta está cerrada',
      ja: 'アカウントは閉鎖されています',
      tl: 'Sarado na ang iyong account',
      tr: 'Hesabınız kapatıldı',
      pl: 'Twoje konto jest zamknięte',
    },
    body: {
      en: 'This account can no longer be used to play. If you closed it yourself and want it back, contact support. A self-exclusion cannot be lifted before it ends.',
      fi: 'Tällä tilillä ei voi enää pelata. Jos suljit tilin itse ja haluat sen takaisin, ota yhteyttä asiakastukeen. Itsesulkua ei voi perua ennen sen päättymistä.',
      no: 'Denne kontoen kan ikke lenger brukes til spill. Hvis du stengte den selv og vil ha den tilbake, kontakt kundeservice. En selvutestengelse kan ikke oppheves før den er over.',
      de: 'Mit diesem Konto kann nicht mehr gespielt werden. Wenn du es selbst geschlossen hast und zurückhaben möchtest, kontaktiere den Support. Eine Selbstsperre kann vor ihrem Ende nicht aufgehoben werden.',
      fr: 'Ce compte ne peut plus être utilisé pour jouer. Si vous l’avez fermé vous-même et souhaitez le rouvrir, contactez le support. Une auto-exclusion ne peut pas être levée avant son terme.',
      pt: 'Esta conta não pode mais ser usada para jogar. Se você mesmo a encerrou e quer reabri-la, fale com o suporte. Uma autoexclusão não pode ser suspensa antes do fim.',
      es: 'Esta cuenta ya no se puede usar para jugar. Si la cerraste tú y quieres recuperarla, contacta con soporte. Una autoexclusión no puede levantarse antes de que termine.',
    },
  },
  '401': {
    title: {
      en: 'Please log in',
      fi: 'Kirjaudu sisään',
      no: 'Logg inn',
      de: 'Bitte melde dich an',
      fr: 'Veuillez vous connecter',
      pt: 'Faça login',
      es: 'Inicia sesión',
      ja: 'ログインしてください',
      tl: 'Mag-log in muna',
      tr: 'Lütfen giriş yapın',
      pl: 'Zaloguj się',
    },
    body: {
      en: 'This page is for logged-in players. Log in and we will take you straight back to it.',
      fi: 'Tämä sivu on kirjautuneille pelaajille. Kirjaudu sisään, niin palaat suoraan tälle sivulle.',
      no: 'Denne siden er for innloggede spillere. Logg inn, så sender vi deg rett tilbake hit.',
      de: 'Diese Seite ist für angemeldete Spieler. Melde dich an, und wir bringen dich direkt hierher zurück.',
      fr: 'Cette page est réservée aux joueurs connectés. Connectez-vous et nous vous y ramènerons directement.',
      pt: 'Esta página é para jogadores conectados. Faça login e levaremos você de volta para cá.',
      es: 'Esta página es para jugadores con sesión iniciada. Inicia sesión y te traeremos de vuelta aquí.',
    },
  },
  '500': {
    title: {
      en: 'Something went wrong',
      fi: 'Jotain meni vikaan',
      no: 'Noe gikk galt',
      de: 'Etwas ist schiefgelaufen',
      fr: 'Un problème est survenu',
      pt: 'Algo deu errado',
      es: 'Algo salió mal',
      ja: '問題が発生しました',
      tl: 'Nagkaproblema',
      tr: 'Bir sorun oluştu',
      pl: 'Coś poszło nie tak',
    },
    body: {
      en: 'Please try again in a moment. Your balance and open bets are safe. If the problem continues, our support team can help on live chat.',
      fi: 'Yritä hetken kuluttua uudelleen. Saldosi ja avoimet vetosi ovat turvassa. Jos ongelma jatkuu, asiakastukemme auttaa livechatissa.',
      no: 'Prøv igjen om litt. Saldoen og åpne spill er trygge. Hvis problemet vedvarer, hjelper kundeservice deg på livechat.',
      de: 'Bitte versuche es gleich noch einmal. Dein Guthaben und offene Wetten sind sicher. Hält das Problem an, hilft dir unser Support im Live-Chat.',
      fr: 'Veuillez réessayer dans un instant. Votre solde et vos paris en cours sont en sécurité. Si le problème persiste, notre support vous aide sur le chat.',
      pt: 'Tente novamente em instantes. Seu saldo e suas apostas em aberto estão seguros. Se o problema continuar, nosso suporte ajuda no chat ao vivo.',
      es: 'Vuelve a intentarlo en un momento. Tu saldo y tus apuestas abiertas están a salvo. Si el problema continúa, nuestro soporte te ayuda en el chat.',
    },
  },
  restricted: {
    title: {
      en: 'Not available in your country',
      fi: 'Ei saatavilla maassasi',
      no: 'Ikke tilgjengelig i ditt land',
      de: 'In deinem Land nicht verfügbar',
      fr: 'Non disponible dans votre pays',
      pt: 'Indisponível no seu país',
      es: 'No disponible en tu país',
      ja: 'お住まいの国ではご利用いただけません',
      tl: 'Hindi available sa iyong bansa',
      tr: 'Ülkenizde kullanılamıyor',
      pl: 'Niedostępne w Twoim kraju',
    },
    body: {
      en: '{brand} is not available in your country or on the network you are connected from: our licence does not allow us to offer games there. If you think this is a mistake, for example because you are travelling or using a VPN or a work network, contact support at {email}.',
      fi: '{brand} ei ole saatavilla maassasi tai verkossa, josta olet yhteydessä: lisenssimme ei salli pelien tarjoamista siellä. Jos uskot tämän olevan virhe, esimerkiksi koska olet matkoilla tai käytät VPN:ää tai työpaikan verkkoa, ota yhteyttä asiakastukeen osoitteessa {email}.',
      no: '{brand} er ikke tilgjengelig i ditt land eller på nettverket du er koblet til fra: lisensen vår tillater ikke at vi tilbyr spill der. Hvis du mener dette er feil, for eksempel fordi du er på reise eller bruker VPN eller et jobbnettverk, kontakt kundeservice på {email}.',
      de: '{brand} ist in deinem Land oder über das Netzwerk, mit dem du verbunden bist, nicht verfügbar: Unsere Lizenz erlaubt es nicht, dort Spiele anzubieten. Hältst du das für einen Fehler, etwa weil du auf Reisen bist oder ein VPN oder Firmennetzwerk nutzt, schreib unserem Support an {email}.',
      fr: '{brand} n’est pas disponible dans votre pays ni depuis le réseau auquel vous êtes connecté : notre licence ne nous permet pas d’y proposer des jeux. Si vous pensez qu’il s’agit d’une erreur, par exemple parce que vous voyagez ou utilisez un VPN ou un réseau d’entreprise, contactez le support à {email}.',
      pt: 'O {brand} não está disponível no seu país nem na rede a que você está conectado: nossa licença não permite oferecer jogos aí. Se achar que é um engano, por exemplo porque está viajando ou usando uma VPN ou a rede do trabalho, fale com o suporte em {email}.',
      es: '{brand} no está disponible en tu país ni desde la red a la que estás conectado: nuestra licencia no nos permite ofrecer juegos allí. Si crees que es un error, por ejemplo porque estás de viaje o usas una VPN o la red de tu trabajo, contacta con soporte en {email}.',
      ja: '{brand}は、お住まいの国または接続中のネットワークからはご利用いただけません。当社のライセンスでは、その地域でゲームを提供することが認められていないためです。旅行中の方やVPN・社内ネットワークをご利用の方など、誤りだと思われる場合は {email} までサポートにお問い合わせください。',
      tl: 'Hindi available ang {brand} sa iyong bansa o sa network na ginagamit mo: hindi pinapayagan ng aming lisensya na mag-alok ng mga laro roon. Kung sa tingin mo ay may mali, halimbawa dahil nagbibiyahe ka o gumagamit ng VPN o network ng opisina, makipag-ugnayan sa support sa {email}.',
      tr: '{brand}, ülkenizde veya bağlandığınız ağ üzerinden kullanılamıyor: lisansımız orada oyun sunmamıza izin vermiyor. Bunun bir hata olduğunu düşünüyorsanız, örneğin seyahatteyseniz ya da VPN veya iş ağı kullanıyorsanız, {email} adresinden destek ekibimize ulaşın.',
      pl: 'Serwis {brand} nie jest dostępny w Twoim kraju ani w sieci, z której się łączysz: nasza licencja nie pozwala nam oferować tam gier. Jeśli uważasz, że to pomyłka, na przykład dlatego, że jesteś w podróży albo korzystasz z VPN lub sieci firmowej, skontaktuj się z obsługą pod adresem {email}.',
    },
  },
  'help-centre': {
    title: {
      en: 'Help centre',
      fi: 'Ohjeet',
      no: 'Hjelpesenter',
      de: 'Hilfe-Center',
      fr: 'Centre d’aide',
      pt: 'Central de ajuda',
      es: 'Centro de ayuda',
      ja: 'ヘルプセンター',
      tl: 'Help center',
      tr: 'Yardım merkezi',
      pl: 'Centrum pomocy',
    },
    body: {
      en: `## Account
How to verify your identity, change your details and set limits.
## Deposits and withdrawals
Processing times, limits and what to do when a payment is pending.
## Bonuses
How wagering works, how to claim a reward and how to forfeit one.
Can't find an answer? Our team is on live chat day and night.`,
      fi: `## Tili
Miten vahvistat henkilöllisyytesi, muutat tietojasi ja asetat rajoja.
## Talletukset ja kotiutukset
Käsittelyajat, rajat ja mitä tehdä, kun maksu on kesken.
## Bonukset
Miten kierrätys toimii, miten lunastat palkinnon ja miten luovut siitä.
Etkö löytänyt vastausta? Tiimimme on livechatissa yötä päivää.`,
      no: `## Konto
Slik bekrefter du identiteten, endrer opplysningene dine og setter grenser.
## Innskudd og uttak
Behandlingstider, grenser og hva du gjør når en betaling venter.
## Bonuser
Slik fungerer omsetningskrav, slik henter du en belønning og slik gir du avkall på den.
Finner du ikke svaret? Teamet vårt er på livechat døgnet rundt.`,
      de: `## Konto
Wie du deine Identität bestätigst, deine Daten änderst und Limits setzt.
## Ein- und Auszahlungen
Bearbeitungszeiten, Limits und was zu tun ist, wenn eine Zahlung aussteht.
## Boni
Wie Umsatzbedingungen funktionieren, wie du eine Belohnung einlöst und wie du auf sie verzichtest.
Keine Antwort gefunden? Unser Team ist Tag und Nacht im Live-Chat.`,
      fr: `## Compte
Comment vérifier votre identité, modifier vos informations et fixer des limites.
## Dépôts et retraits
Délais, limites et que faire quand un paiement est en attente.
## Bonus
Comment fonctionne la mise, comment réclamer une récompense et comment y renoncer.
Pas de réponse ? Notre équipe est sur le chat jour et nuit.`,
      pt: `## Conta
Como verificar sua identidade, alterar seus dados e definir limites.
## Depósitos e saques
Prazos, limites e o que fazer quando um pagamento está pendente.
## Bônus
Como funciona o rollover, como resgatar uma recompensa e como abrir mão dela.
Não encontrou a resposta? Nossa equipe está no chat dia e noite.`,
      es: `## Cuenta
Cómo verificar tu identidad, cambiar tus datos y fijar límites.
## Depósitos y retiros
Plazos, límites y qué hacer cuando un pago está pendiente.
## Bonos
Cómo funcionan los requisitos de apuesta, cómo reclamar una recompensa y cómo renunciar a ella.
¿No encuentras la respuesta? Nuestro equipo está en el chat día y noche.`,
    },
  },
  terms_and_conditions: {
    title: {
      en: 'Terms and conditions',
      fi: 'Käyttöehdot',
      no: 'Vilkår og betingelser',
      de: 'Allgemeine Geschäftsbedingungen',
      fr: 'Conditions générales',
      pt: 'Termos e condições',
      es: 'Términos y condiciones',
      ja: '利用規約',
      tl: 'Mga tuntunin at kundisyon',
      tr: 'Şartlar ve koşullar',
      pl: 'Regulamin',
    },
  },
  'extra-information': {
    title: {
      en: 'About {brand}',
      fi: 'Tietoa meistä',
      no: 'Om {brand}',
      de: 'Über {brand}',
      fr: 'À propos de {brand}',
      pt: 'Sobre o {brand}',
      es: 'Acerca de {brand}',
      ja: '{brand}について',
      tl: 'Tungkol sa {brand}',
      tr: '{brand} hakkında',
      pl: 'O serwisie {brand}',
    },
    body: {
      en: `{brand} is operated by ${company}, registered at ${OPERATOR.address}.
We are licensed and regulated by the Malta Gaming Authority under licence ${OPERATOR.mgaLicence}. Our games are tested by independent laboratories and our payouts are audited.`,
      fi: `{brand} -palvelua ylläpitää ${company}, osoite ${OPERATOR.address}.
Toimintaamme valvoo Maltan peliviranomainen (Malta Gaming Authority), lisenssi ${OPERATOR.mgaLicence}. Pelimme testaavat riippumattomat laboratoriot ja voitonmaksumme tarkastetaan.`,
      no: `{brand} drives av ${company}, registrert på adressen ${OPERATOR.address}.
Vi har lisens fra og reguleres av Malta Gaming Authority under lisens ${OPERATOR.mgaLicence}. Spillene våre testes av uavhengige laboratorier, og utbetalingene revideres.`,
      de: `{brand} wird betrieben von ${company}, eingetragen unter ${OPERATOR.address}.
Wir sind von der Malta Gaming Authority unter der Lizenz ${OPERATOR.mgaLicence} lizenziert und reguliert. Unsere Spiele werden von unabhängigen Laboren geprüft und unsere Auszahlungen auditiert.`,
      fr: `{brand} est exploité par ${company}, immatriculée au ${OPERATOR.address}.
Nous sommes agréés et réglementés par la Malta Gaming Authority sous la licence ${OPERATOR.mgaLicence}. Nos jeux sont testés par des laboratoires indépendants et nos paiements sont audités.`,
      pt: `O {brand} é operado pela ${company}, com sede em ${OPERATOR.address}.
Somos licenciados e regulados pela Malta Gaming Authority sob a licença ${OPERATOR.mgaLicence}. Nossos jogos são testados por laboratórios independentes e nossos pagamentos são auditados.`,
      es: `{brand} está operado por ${company}, con domicilio en ${OPERATOR.address}.
Contamos con licencia y supervisión de la Malta Gaming Authority, licencia ${OPERATOR.mgaLicence}. Nuestros juegos los prueban laboratorios independientes y nuestros pagos se auditan.`,
    },
  },
  'contact-us': {
    title: {
      en: 'Contact us',
      fi: 'Ota yhteyttä',
      no: 'Kontakt oss',
      de: 'Kontakt',
      fr: 'Nous contacter',
      pt: 'Fale conosco',
      es: 'Contacto',
      ja: 'お問い合わせ',
      tl: 'Makipag-ugnayan sa amin',
      tr: 'Bize ulaşın',
      pl: 'Kontakt',
    },
    body: {
      en: `Live chat is the quickest way to reach us, around the clock. You can also e-mail {email}; we answer within 24 hours.
For complaints, write to us first; if we cannot resolve your complaint you may refer it to our independent dispute-resolution provider.`,
      fi: `Livechat on nopein tapa tavoittaa meidät ympäri vuorokauden. Voit myös lähettää sähköpostia osoitteeseen {email}; vastaamme 24 tunnin kuluessa.
Valitukset pyydämme lähettämään ensin meille; jos emme pysty ratkaisemaan asiaa, voit viedä sen riippumattomalle riidanratkaisijallemme.`,
      no: `Livechat er den raskeste måten å nå oss på, døgnet rundt. Du kan også sende e-post til {email}; vi svarer innen 24 timer.
Klager sender du først til oss; hvis vi ikke løser saken, kan du bringe den inn for vår uavhengige tvisteløsningsinstans.`,
      de: `Der Live-Chat ist der schnellste Weg zu uns, rund um die Uhr. Du kannst auch an {email} schreiben; wir antworten innerhalb von 24 Stunden.
Beschwerden richte bitte zuerst an uns; können wir sie nicht lösen, kannst du dich an unsere unabhängige Schlichtungsstelle wenden.`,
      fr: `Le chat en direct est le moyen le plus rapide de nous joindre, 24 h/24. Vous pouvez aussi écrire à {email} ; nous répondons sous 24 heures.
Pour une réclamation, écrivez-nous d’abord ; si nous ne pouvons pas la résoudre, vous pouvez saisir notre médiateur indépendant.`,
      pt: `O chat ao vivo é a forma mais rápida de falar conosco, 24 horas por dia. Você também pode escrever para {email}; respondemos em até 24 horas.
Reclamações devem ser enviadas primeiro para nós; se não conseguirmos resolver, você pode recorrer ao nosso serviço independente de resolução de disputas.`,
      es: `El chat en vivo es la forma más rápida de contactarnos, las 24 horas. También puedes escribir a {email}; respondemos en 24 horas.
Envíanos primero cualquier reclamación; si no podemos resolverla, puedes acudir a nuestro servicio independiente de resolución de disputas.`,
    },
  },
};

/** The terms versions (spec 1 §3 termsAndConditionsAcceptedVersion); version 2 adds what `summary` says. */
export const TERMS: { version: number; summary?: AllTexts; body: AllTexts }[] = [
  {
    version: 1,
    body: {
      en: `## 1. Who we are
{brand} is operated by ${company}, licensed by the Malta Gaming Authority under licence ${OPERATOR.mgaLicence}.
## 2. Your account
You may hold one account. You must be 18 or older and give true details; we verify your identity, and may suspend the account until we have.
## 3. Deposits and withdrawals
Payments must be in your own name. Withdrawals are processed within three banking days after verification.
## 4. Bonuses
Bonuses follow the general bonus terms and the terms of each offer.
## 5. Responsible gambling
You can set limits, take a time-out or exclude yourself at any time.
## 6. Closing your account
You may close your account at any time; your remaining balance is paid out.
## 7. Complaints
Contact support first. Unresolved complaints may go to our independent dispute-resolution provider.
## 8. Changes
We tell you about changes to these terms and ask you to accept them before you play again.`,
      fi: `## 1. Keitä olemme
{brand} -palvelua ylläpitää ${company}, jolla on Maltan peliviranomaisen lisenssi ${OPERATOR.mgaLicence}.
## 2. Tilisi
Sinulla voi olla yksi tili. Sinun on oltava vähintään 18-vuotias ja annettava oikeat tiedot; tarkistamme henkilöllisyytesi ja voimme jäädyttää tilin siihen asti.
## 3. Talletukset ja kotiutukset
Maksujen on oltava omissa nimissäsi. Kotiutukset käsitellään kolmen pankkipäivän kuluessa tunnistamisen jälkeen.
## 4. Bonukset
Bonuksiin sovelletaan yleisiä bonusehtoja ja kunkin tarjouksen ehtoja.
## 5. Vastuullinen pelaaminen
Voit asettaa rajoja, pitää pelitauon tai sulkea itsesi pois milloin tahansa.
## 6. Tilin sulkeminen
Voit sulkea tilisi milloin tahansa; jäljellä oleva saldo maksetaan sinulle.
## 7. Valitukset
Ota ensin yhteyttä asiakastukeen. Ratkaisemattomat valitukset voi viedä riippumattomalle riidanratkaisijallemme.
## 8. Muutokset
Kerromme ehtojen muutoksista ja pyydämme hyväksymään ne ennen kuin pelaat uudelleen.`,
      no: `## 1. Hvem vi er
{brand} drives av ${company}, med lisens fra Malta Gaming Authority, lisens ${OPERATOR.mgaLicence}.
## 2. Kontoen din
Du kan ha én konto. Du må være minst 18 år og oppgi riktige opplysninger; vi bekrefter identiteten din og kan stenge kontoen midlertidig til det er gjort.
## 3. Innskudd og uttak
Betalinger må være i ditt eget navn. Uttak behandles innen tre virkedager etter verifisering.
## 4. Bonuser
Bonuser følger de generelle bonusvilkårene og vilkårene for hvert tilbud.
## 5. Ansvarlig spill
Du kan sette grenser, ta pause eller utestenge deg selv når som helst.
## 6. Avslutte kontoen
Du kan avslutte kontoen når som helst; gjenværende saldo utbetales.
## 7. Klager
Kontakt kundeservice først. Uløste klager kan bringes inn for vår uavhengige tvisteløsningsinstans.
## 8. Endringer
Vi varsler deg om endringer i vilkårene og ber deg godta dem før du spiller igjen.`,
      de: `## 1. Wer wir sind
{brand} wird betrieben von ${company}, lizenziert von der Malta Gaming Authority unter der Lizenz ${OPERATOR.mgaLicence}.
## 2. Dein Konto
Du darfst ein Konto haben. Du musst mindestens 18 Jahre alt sein und wahre Angaben machen; wir prüfen deine Identität und können das Konto bis dahin sperren.
## 3. Ein- und Auszahlungen
Zahlungen müssen auf deinen Namen laufen. Auszahlungen werden innerhalb von drei Bankarbeitstagen nach der Verifizierung bearbeitet.
## 4. Boni
Für Boni gelten die allgemeinen Bonusbedingungen und die Bedingungen des jeweiligen Angebots.
## 5. Verantwortungsvolles Spielen
Du kannst jederzeit Limits setzen, eine Pause einlegen oder dich selbst sperren.
## 6. Kontoschließung
Du kannst dein Konto jederzeit schließen; dein Restguthaben wird ausgezahlt.
## 7. Beschwerden
Wende dich zuerst an den Support. Ungelöste Beschwerden kannst du unserer unabhängigen Schlichtungsstelle vorlegen.
## 8. Änderungen
Wir informieren dich über Änderungen dieser Bedingungen und bitten dich, sie vor dem nächsten Spiel zu akzeptieren.`,
      fr: `## 1. Qui sommes-nous
{brand} est exploité par ${company}, agréée par la Malta Gaming Authority sous la licence ${OPERATOR.mgaLicence}.
## 2. Votre compte
Vous ne pouvez détenir qu’un compte. Vous devez avoir 18 ans ou plus et fournir des informations exactes ; nous vérifions votre identité et pouvons suspendre le compte d’ici là.
## 3. Dépôts et retraits
Les paiements doivent être à votre nom. Les retraits sont traités sous trois jours ouvrés après vérification.
## 4. Bonus
Les bonus suivent les conditions générales des bonus et les conditions de chaque offre.
## 5. Jeu responsable
Vous pouvez fixer des limites, faire une pause ou vous auto-exclure à tout moment.
## 6. Fermeture du compte
Vous pouvez fermer votre compte à tout moment ; le solde restant vous est versé.
## 7. Réclamations
Contactez d’abord le support. Les réclamations non résolues peuvent être soumises à notre médiateur indépendant.
## 8. Modifications
Nous vous informons des modifications de ces conditions et vous demandons de les accepter avant de rejouer.`,
      pt: `## 1. Quem somos
O {brand} é operado pela ${company}, licenciada pela Malta Gaming Authority sob a licença ${OPERATOR.mgaLicence}.
## 2. Sua conta
Você pode ter uma conta. É preciso ter 18 anos ou mais e informar dados verdadeiros; verificamos sua identidade e podemos suspender a conta até concluir.
## 3. Depósitos e saques
Os pagamentos devem estar em seu nome. Os saques são processados em até três dias úteis após a verificação.
## 4. Bônus
Os bônus seguem os termos gerais de bônus e os termos de cada oferta.
## 5. Jogo responsável
Você pode definir limites, fazer uma pausa ou se autoexcluir a qualquer momento.
## 6. Encerramento da conta
Você pode encerrar sua conta a qualquer momento; o saldo restante é pago a você.
## 7. Reclamações
Fale primeiro com o suporte. Reclamações não resolvidas podem ir ao nosso serviço independente de resolução de disputas.
## 8. Alterações
Avisamos sobre alterações nestes termos e pedimos que você as aceite antes de jogar novamente.`,
      es: `## 1. Quiénes somos
{brand} está operado por ${company}, con licencia de la Malta Gaming Authority número ${OPERATOR.mgaLicence}.
## 2. Tu cuenta
Puedes tener una cuenta. Debes tener 18 años o más y dar datos verdaderos; verificamos tu identidad y podemos suspender la cuenta hasta hacerlo.
## 3. Depósitos y retiros
Los pagos deben estar a tu nombre. Los retiros se procesan en tres días hábiles tras la verificación.
## 4. Bonos
Los bonos siguen los términos generales de bonos y los términos de cada oferta.
## 5. Juego responsable
Puedes fijar límites, tomar una pausa o autoexcluirte en cualquier momento.
## 6. Cierre de la cuenta
Puedes cerrar tu cuenta en cualquier momento; se te paga el saldo restante.
## 7. Reclamaciones
Contacta primero con soporte. Las reclamaciones no resueltas pueden llevarse a nuestro servicio independiente de resolución de disputas.
## 8. Cambios
Te informamos de los cambios en estos términos y te pedimos que los aceptes antes de volver a jugar.`,
    },
  },
];

const V2_ADDITION: AllTexts = {
  en: `## 9. Inactive accounts
An account without a login for twelve months becomes inactive. We contact you before that, and your balance stays yours.`,
  fi: `## 9. Käyttämättömät tilit
Tili, jolle ei ole kirjauduttu kahteentoista kuukauteen, muuttuu passiiviseksi. Otamme sinuun yhteyttä ennen sitä, ja saldosi pysyy sinun.`,
  no: `## 9. Inaktive kontoer
En konto uten innlogging på tolv måneder blir inaktiv. Vi kontakter deg før det, og saldoen er fortsatt din.`,
  de: `## 9. Inaktive Konten
Ein Konto ohne Anmeldung seit zwölf Monaten wird inaktiv. Wir melden uns vorher bei dir, und dein Guthaben bleibt deins.`,
  fr: `## 9. Comptes inactifs
Un compte sans connexion pendant douze mois devient inactif. Nous vous contactons avant, et votre solde reste le vôtre.`,
  pt: `## 9. Contas inativas
Uma conta sem login por doze meses fica inativa. Entramos em contato antes disso, e o saldo continua sendo seu.`,
  es: `## 9. Cuentas inactivas
Una cuenta sin inicio de sesión durante doce meses pasa a inactiva. Te contactamos antes y tu saldo sigue siendo tuyo.`,
};

/** Version 2: withdrawals within 24 hours and the inactive-accounts section. */
TERMS.push({
  version: 2,
  summary: {
    en: 'Withdrawals are now processed within 24 hours of verification, and a new section 9 explains what happens to inactive accounts.',
    fi: 'Kotiutukset käsitellään nyt 24 tunnin kuluessa tunnistamisesta, ja uusi kohta 9 kertoo, mitä käyttämättömille tileille tapahtuu.',
    no: 'Uttak behandles nå innen 24 timer etter verifisering, og et nytt punkt 9 forklarer hva som skjer med inaktive kontoer.',
    de: 'Auszahlungen werden jetzt innerhalb von 24 Stunden nach der Verifizierung bearbeitet, und ein neuer Abschnitt 9 erklärt, was mit inaktiven Konten geschieht.',
    fr: 'Les retraits sont désormais traités sous 24 heures après vérification, et une nouvelle section 9 explique ce qu’il advient des comptes inactifs.',
    pt: 'Os saques agora são processados em até 24 horas após a verificação, e a nova seção 9 explica o que acontece com contas inativas.',
    es: 'Los retiros ahora se procesan en 24 horas tras la verificación, y una nueva sección 9 explica qué pasa con las cuentas inactivas.',
  },
  body: Object.fromEntries(
    Object.entries(TERMS[0]!.body).map(([language, body]) => [
      language,
      `${body
        .replace('within three banking days', 'within 24 hours')
        .replace('kolmen pankkipäivän kuluessa', '24 tunnin kuluessa')
        .replace('innen tre virkedager', 'innen 24 timer')
        .replace('innerhalb von drei Bankarbeitstagen', 'innerhalb von 24 Stunden')
        .replace('sous trois jours ouvrés', 'sous 24 heures')
        .replace('em até três dias úteis', 'em até 24 horas')
        .replace('en tres días hábiles', 'en 24 horas')}\n${V2_ADDITION[language as keyof AllTexts]}`,
    ]),
  ) as AllTexts,
});

export const FOOTER_TERMS: AllTexts = {
  en: `{brand} is operated by ${company}, ${OPERATOR.address}, licensed and regulated by the Malta Gaming Authority under licence ${OPERATOR.mgaLicence}.
Gambling can be addictive. Play responsibly. **18+**`,
  fi: `{brand} -palvelua ylläpitää ${company}, ${OPERATOR.address}. Toimintaa valvoo Maltan peliviranomainen, lisenssi ${OPERATOR.mgaLicence}.
Pelaaminen voi aiheuttaa riippuvuutta. Pelaa vastuullisesti. **18+**`,
  no: `{brand} drives av ${company}, ${OPERATOR.address}, med lisens fra og under tilsyn av Malta Gaming Authority, lisens ${OPERATOR.mgaLicence}.
Pengespill kan være avhengighetsskapende. Spill ansvarlig. **18+**`,
  de: `{brand} wird betrieben von ${company}, ${OPERATOR.address}, lizenziert und reguliert von der Malta Gaming Authority unter der Lizenz ${OPERATOR.mgaLicence}.
Glücksspiel kann süchtig machen. Spiele verantwortungsvoll. **18+**`,
  fr: `{brand} est exploité par ${company}, ${OPERATOR.address}, agréée et réglementée par la Malta Gaming Authority sous la licence ${OPERATOR.mgaLicence}.
Les jeux d’argent peuvent créer une dépendance. Jouez de façon responsable. **18+**`,
  pt: `O {brand} é operado pela ${company}, ${OPERATOR.address}, licenciada e regulada pela Malta Gaming Authority sob a licença ${OPERATOR.mgaLicence}.
Jogos de azar podem causar dependência. Jogue com responsabilidade. **18+**`,
  es: `{brand} está operado por ${company}, ${OPERATOR.address}, con licencia y regulación de la Malta Gaming Authority, licencia ${OPERATOR.mgaLicence}.
El juego puede crear adicción. Juega con responsabilidad. **18+**`,
};

export const FOOTER_LINKS: [url: string, label: AllTexts][] = [
  ['/terms', STATIC_PAGES.terms!.title],
  ['/bonus-terms', STATIC_PAGES['bonus-terms']!.title],
  ['/cookie-policy', STATIC_PAGES['cookie-policy']!.title],
  ['/responsible-gambling', STATIC_PAGES['responsible-gambling']!.title],
  ['/payment-methods', STATIC_PAGES['payment-methods']!.title],
  ['/age-restrictions', STATIC_PAGES['age-restrictions']!.title],
  ['/casino-rules', STATIC_PAGES['casino-rules']!.title],
  [
    '/extra-information',
    {
      en: 'About us',
      fi: 'Tietoa meistä',
      no: 'Om oss',
      de: 'Über uns',
      fr: 'À propos',
      pt: 'Sobre nós',
      es: 'Quiénes somos',
    },
  ],
  ['/contact-us', STATIC_PAGES['contact-us']!.title],
];
