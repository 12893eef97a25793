/**
 * The demo campaigns' display texts in the player API's languages besides English (demoCampaigns.ts
 * holds the English): the title and description a player's rewards page shows, asked by the site in
 * the page's language (`lang`, the base of a region language). An operator keeps these in its back
 * office per language; demoCampaignTexts.test.ts holds every campaign to every language.
 */
export const CAMPAIGN_LANGUAGES = ['fi', 'no', 'de', 'fr', 'es', 'pt', 'ja', 'tl', 'tr', 'pl'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

export const DEMO_CAMPAIGN_TEXTS: Readonly<
  Record<string, Readonly<Record<CampaignLanguage, { title: string; description: string }>>>
> = {
  welcome: {
    fi: {
      title: '100 % tervetuliaisbonus, enintään 200',
      description:
        'Ensimmäinen vähintään 20:n talletuksesi tuplataan, enintään 200. Sticky: kierrätä bonus 30 kertaa 30 päivän kuluessa.',
    },
    no: {
      title: '100 % velkomstbonus opptil 200',
      description:
        'Ditt første innskudd på 20 eller mer doblet, opptil 200. Sticky: omsett bonusen 30 ganger innen 30 dager.',
    },
    de: {
      title: '100 % Willkommensbonus bis zu 200',
      description:
        'Ihre erste Einzahlung ab 20 wird verdoppelt, bis zu 200. Sticky: Setzen Sie den Bonus innerhalb von 30 Tagen 30-mal um.',
    },
    fr: {
      title: 'Bonus de bienvenue de 100 % jusqu’à 200',
      description:
        'Votre premier dépôt de 20 ou plus est doublé, jusqu’à 200. Sticky : misez le bonus 30 fois sous 30 jours.',
    },
    es: {
      title: 'Bono de bienvenida del 100 % hasta 200',
      description:
        'Tu primer depósito de 20 o más se duplica, hasta 200. Sticky: apuesta el bono 30 veces en un plazo de 30 días.',
    },
    pt: {
      title: 'Bônus de boas-vindas de 100% até 200',
      description:
        'Seu primeiro depósito de 20 ou mais é dobrado, até 200. Sticky: aposte o bônus 30 vezes em até 30 dias.',
    },
    ja: {
      title: '最大200の100%ウェルカムボーナス',
      description:
        '20以上の初回入金を倍額に（最大200）。スティッキー型で、賭け条件はボーナス額の30倍（30日以内）です。',
    },
    tl: {
      title: '100 % welcome bonus hanggang 200',
      description:
        'Dodoblehin ang una mong deposito na 20 o higit pa, hanggang 200. Sticky: i-wager ang bonus nang 30 beses sa loob ng 30 araw.',
    },
    tr: {
      title: '200’e kadar %100 hoş geldin bonusu',
      description:
        'En az 20 tutarındaki ilk yatırımınız 200’e kadar ikiye katlanır. Sticky: bonusu 30 gün içinde 30 kez çevirin.',
    },
    pl: {
      title: 'Bonus powitalny 100 % do 200',
      description:
        'Twoja pierwsza wpłata od 20 wzwyż zostaje podwojona, maksymalnie do 200. Sticky: obróć bonus 30 razy w ciągu 30 dni.',
    },
  },
  'welcome-spins': {
    fi: {
      title: '100 tervetuliaiskierrosta',
      description:
        '100 ilmaiskierrosta, arvoltaan 0,10, mihin tahansa kolikkopeliin ensimmäisestä vähintään 10:n talletuksestasi; kaikki niiden voitot ovat oikeaa rahaa. Käytä ne 7 päivän kuluessa.',
    },
    no: {
      title: '100 velkomstspinn',
      description:
        '100 gratisspinn à 0,10 på valgfri spilleautomat med ditt første innskudd på 10 eller mer; alt de vinner, er kontanter. Bruk dem innen 7 dager.',
    },
    de: {
      title: '100 Willkommens-Freispiele',
      description:
        '100 Freispiele à 0,10 an einem beliebigen Slot bei Ihrer ersten Einzahlung ab 10; alle Gewinne daraus sind Echtgeld. Nutzen Sie sie innerhalb von 7 Tagen.',
    },
    fr: {
      title: '100 tours de bienvenue',
      description:
        '100 tours gratuits de 0,10 sur la machine à sous de votre choix avec votre premier dépôt de 10 ou plus ; tous leurs gains sont en argent réel. Utilisez-les sous 7 jours.',
    },
    es: {
      title: '100 tiradas de bienvenida',
      description:
        '100 tiradas gratis de 0,10 en cualquier slot con tu primer depósito de 10 o más; todo lo que ganen es efectivo. Úsalas en un plazo de 7 días.',
    },
    pt: {
      title: '100 rodadas de boas-vindas',
      description:
        '100 rodadas grátis de 0,10 em qualquer slot com seu primeiro depósito de 10 ou mais; tudo o que ganharem é dinheiro real. Use-as em até 7 dias.',
    },
    ja: {
      title: 'ウェルカムスピン100回',
      description:
        '10以上の初回入金で、お好きなスロットで使えるベット額0.10のフリースピンを100回。獲得額はすべて現金です。7日以内にご利用ください。',
    },
    tl: {
      title: '100 welcome spin',
      description:
        '100 free spin na tig-0.10 sa kahit anong slot sa una mong deposito na 10 o higit pa; cash ang anumang mapanalunan nila. Gamitin ang mga ito sa loob ng 7 araw.',
    },
    tr: {
      title: '100 hoş geldin dönüşü',
      description:
        'En az 10 tutarındaki ilk yatırımınızla istediğiniz slotta 0,10 değerinde 100 ücretsiz dönüş; kazandıkları her şey nakittir. 7 gün içinde kullanın.',
    },
    pl: {
      title: '100 powitalnych spinów',
      description:
        '100 darmowych spinów po 0,10 na dowolnym slocie przy pierwszej wpłacie od 10 wzwyż; wszystko, co wygrają, to gotówka. Wykorzystaj je w ciągu 7 dni.',
    },
  },
  reload: {
    fi: {
      title: '50 % toisesta talletuksestasi',
      description:
        'Saat lisäksi puolet toisesta talletuksestasi, enintään 50. Non-sticky: kierrätä se kahdesti 14 päivän kuluessa.',
    },
    no: {
      title: '50 % på ditt andre innskudd',
      description:
        'Halvparten av ditt andre innskudd i tillegg, opptil 50. Non-sticky: omsett den to ganger innen 14 dager.',
    },
    de: {
      title: '50 % auf Ihre zweite Einzahlung',
      description:
        'Sie erhalten die Hälfte Ihrer zweiten Einzahlung zusätzlich, bis zu 50. Non-Sticky: Setzen Sie den Bonus innerhalb von 14 Tagen zweimal um.',
    },
    fr: {
      title: '50 % sur votre deuxième dépôt',
      description:
        'La moitié de votre deuxième dépôt en plus, jusqu’à 50. Non sticky : misez-le deux fois sous 14 jours.',
    },
    es: {
      title: '50 % en tu segundo depósito',
      description:
        'Te sumamos la mitad de tu segundo depósito, hasta 50. Non-sticky: apuéstalo dos veces en un plazo de 14 días.',
    },
    pt: {
      title: '50% no seu segundo depósito',
      description:
        'Mais metade do seu segundo depósito, até 50. Non-sticky: aposte o bônus duas vezes em até 14 dias.',
    },
    ja: {
      title: '2回目の入金に50%',
      description:
        '2回目の入金額の半額を追加（最大50）。ノンスティッキー型で、賭け条件は2倍（14日以内）です。',
    },
    tl: {
      title: '50 % sa ikalawa mong deposito',
      description:
        'Dagdag na kalahati ng ikalawa mong deposito, hanggang 50. Non-sticky: i-wager ito nang dalawang beses sa loob ng 14 na araw.',
    },
    tr: {
      title: 'İkinci yatırımınıza %50',
      description:
        'İkinci yatırımınızın yarısı kadar ek bonus, 50’ye kadar. Non-sticky: bonusu 14 gün içinde iki kez çevirin.',
    },
    pl: {
      title: '50 % do drugiej wpłaty',
      description:
        'Dodatkowo połowa Twojej drugiej wpłaty, maksymalnie 50. Non-sticky: obróć bonus dwa razy w ciągu 14 dni.',
    },
  },
  'casino-10': {
    fi: {
      title: '10:n kasinobonus',
      description: '10:n kasinobonus, non-sticky: kierrätä se kerran 7 päivän kuluessa.',
    },
    no: {
      title: '10 i kasinobonus',
      description: 'En kasinobonus på 10, non-sticky: omsett den én gang innen 7 dager.',
    },
    de: {
      title: 'Casino-Bonus von 10',
      description: 'Ein Casino-Bonus von 10, Non-Sticky: Setzen Sie ihn innerhalb von 7 Tagen einmal um.',
    },
    fr: {
      title: 'Bonus casino de 10',
      description: 'Un bonus casino de 10, non sticky : misez-le une fois sous 7 jours.',
    },
    es: {
      title: 'Bono de casino de 10',
      description: 'Un bono de casino de 10, non-sticky: apuéstalo una vez en un plazo de 7 días.',
    },
    pt: {
      title: 'Bônus de cassino de 10',
      description: 'Um bônus de cassino de 10, non-sticky: aposte-o uma vez em até 7 dias.',
    },
    ja: {
      title: '10のカジノボーナス',
      description: '10のカジノボーナス。ノンスティッキー型で、賭け条件は1倍（7日以内）です。',
    },
    tl: {
      title: 'Bonus sa casino na 10',
      description: 'Bonus sa casino na 10, non-sticky: i-wager ito nang isang beses sa loob ng 7 araw.',
    },
    tr: {
      title: '10 tutarında casino bonusu',
      description: '10 tutarında casino bonusu, non-sticky: 7 gün içinde bir kez çevirin.',
    },
    pl: {
      title: 'Bonus kasynowy 10',
      description: 'Bonus kasynowy 10, non-sticky: obróć go raz w ciągu 7 dni.',
    },
  },
  'live-optin': {
    fi: {
      title: 'Ilmoittaudu: 5 live-kasinoon',
      description:
        'Ilmoittaudu ja saat 5:n live-kasinobonuksen; live-pelit kerryttävät sen x1-kierrätystä 10 %.',
    },
    no: {
      title: 'Meld deg på: 5 til live-kasino',
      description:
        'Meld deg på for en live-kasinobonus på 5; live-spill teller 10 % mot omsetningskravet på x1.',
    },
    de: {
      title: 'Opt-in: 5 für das Live-Casino',
      description:
        'Melden Sie sich für einen Live-Casino-Bonus von 5 an; Live-Spiele zählen zu 10 % zu seiner x1-Umsatzbedingung.',
    },
    fr: {
      title: 'Inscrivez-vous : 5 pour le casino en direct',
      description:
        'Inscrivez-vous pour un bonus casino en direct de 5 ; les jeux en direct comptent à 10 % pour ses conditions de mise x1.',
    },
    es: {
      title: 'Inscríbete: 5 para el casino en vivo',
      description:
        'Inscríbete para recibir un bono de casino en vivo de 5; los juegos en vivo cuentan un 10 % para su requisito de apuesta x1.',
    },
    pt: {
      title: 'Inscreva-se: 5 para o cassino ao vivo',
      description:
        'Inscreva-se e receba um bônus de cassino ao vivo de 5; os jogos ao vivo contam 10% para o seu requisito de apostas x1.',
    },
    ja: {
      title: 'オプトイン：ライブカジノで5',
      description: 'オプトインで5のライブカジノボーナス。ライブゲームは1倍の賭け条件に10%反映されます。',
    },
    tl: {
      title: 'Mag-opt in: 5 para sa live casino',
      description:
        'Mag-opt in para sa bonus sa live casino na 5; binibilang nang 10 % ang mga live game sa x1 na wagering nito.',
    },
    tr: {
      title: 'Katılın: canlı casino için 5',
      description:
        '5 tutarında canlı casino bonusu için katılın; canlı oyunlar x1 çevrim şartına %10 oranında sayılır.',
    },
    pl: {
      title: 'Zapisz się: 5 na kasyno na żywo',
      description: 'Zapisz się po bonus kasyna na żywo 5; gry na żywo liczą się w 10 % do jego obrotu x1.',
    },
  },
  'weekly-cashback': {
    fi: {
      title: '10 % viikoittainen käteispalautus',
      description:
        '10 % kasinon nettotappioistasi joka viikko (maanantaista maanantaihin, UTC), enintään 100, maksetaan oikeana rahana.',
    },
    no: {
      title: '10 % ukentlig cashback',
      description:
        '10 % av nettotapet ditt i kasinoet hver uke (mandag til mandag, UTC), opptil 100, utbetalt som kontanter.',
    },
    de: {
      title: '10 % wöchentliches Cashback',
      description:
        '10 % Ihrer Casino-Nettoverluste jede Woche (Montag bis Montag, UTC), bis zu 100, als Echtgeld ausgezahlt.',
    },
    fr: {
      title: 'Cashback hebdomadaire de 10 %',
      description:
        '10 % de vos pertes nettes au casino chaque semaine (du lundi au lundi, UTC), jusqu’à 100, versés en argent réel.',
    },
    es: {
      title: 'Cashback semanal del 10 %',
      description:
        'El 10 % de tus pérdidas netas en el casino cada semana (de lunes a lunes, UTC), hasta 100, pagado en efectivo.',
    },
    pt: {
      title: 'Cashback semanal de 10%',
      description:
        '10% das suas perdas líquidas no cassino a cada semana (de segunda a segunda, UTC), até 100, pago em dinheiro real.',
    },
    ja: {
      title: '10%ウィークリーキャッシュバック',
      description: '毎週（月曜から月曜、UTC）、カジノでの純損失の10%を最大100まで現金でお支払いします。',
    },
    tl: {
      title: '10 % lingguhang cashback',
      description:
        '10 % ng net na talo mo sa casino bawat linggo (Lunes hanggang Lunes, UTC), hanggang 100, ibinabayad bilang cash.',
    },
    tr: {
      title: '%10 haftalık nakit iade',
      description:
        'Her hafta (pazartesiden pazartesiye, UTC) casino net kayıplarınızın %10’u, 100’e kadar, nakit olarak ödenir.',
    },
    pl: {
      title: 'Cotygodniowy cashback 10 %',
      description:
        '10 % Twoich strat netto w kasynie co tydzień (od poniedziałku do poniedziałku, UTC), maksymalnie 100, wypłacane w gotówce.',
    },
  },
  'free-spins': {
    fi: {
      title: '10 ilmaiskierrosta',
      description:
        '10 ilmaiskierrosta, arvoltaan 0,20, mihin tahansa kolikkopeliin; voitot ovat kasinobonusta, joka kierrätetään kahdesti.',
    },
    no: {
      title: '10 gratisspinn',
      description:
        '10 gratisspinn à 0,20 på valgfri spilleautomat; gevinstene blir en kasinobonus som skal omsettes to ganger.',
    },
    de: {
      title: '10 Freispiele',
      description:
        '10 Freispiele à 0,20 an einem beliebigen Slot; die Gewinne sind ein Casino-Bonus, den Sie zweimal umsetzen.',
    },
    fr: {
      title: '10 tours gratuits',
      description:
        '10 tours gratuits de 0,20 sur la machine à sous de votre choix ; les gains sont un bonus casino à miser deux fois.',
    },
    es: {
      title: '10 tiradas gratis',
      description:
        '10 tiradas gratis de 0,20 en cualquier slot; las ganancias son un bono de casino que se apuesta dos veces.',
    },
    pt: {
      title: '10 rodadas grátis',
      description:
        '10 rodadas grátis de 0,20 em qualquer slot; os ganhos são um bônus de cassino para apostar duas vezes.',
    },
    ja: {
      title: 'フリースピン10回',
      description:
        'お好きなスロットで使えるベット額0.20のフリースピン10回。獲得額はカジノボーナスとなり、賭け条件は2倍です。',
    },
    tl: {
      title: '10 free spin',
      description:
        '10 free spin na tig-0.20 sa kahit anong slot; ang mapanalunan ay bonus sa casino na kailangang i-wager nang dalawang beses.',
    },
    tr: {
      title: '10 ücretsiz dönüş',
      description:
        'İstediğiniz slotta 0,20 değerinde 10 ücretsiz dönüş; kazançlar iki kez çevrilecek bir casino bonusudur.',
    },
    pl: {
      title: '10 darmowych spinów',
      description:
        '10 darmowych spinów po 0,20 na dowolnym slocie; wygrane to bonus kasynowy do obrócenia dwa razy.',
    },
  },
  welcome10: {
    fi: {
      title: '10 koodilla WELCOME10',
      description:
        'Syötä WELCOME10 ja saat 10:n kasinobonuksen, non-sticky: kierrätä se kerran 7 päivän kuluessa.',
    },
    no: {
      title: '10 med koden WELCOME10',
      description:
        'Skriv inn WELCOME10 for en kasinobonus på 10, non-sticky: omsett den én gang innen 7 dager.',
    },
    de: {
      title: '10 mit dem Code WELCOME10',
      description:
        'Geben Sie WELCOME10 ein und erhalten Sie einen Casino-Bonus von 10, Non-Sticky: Setzen Sie ihn innerhalb von 7 Tagen einmal um.',
    },
    fr: {
      title: '10 avec le code WELCOME10',
      description:
        'Saisissez WELCOME10 pour un bonus casino de 10, non sticky : misez-le une fois sous 7 jours.',
    },
    es: {
      title: '10 con el código WELCOME10',
      description:
        'Escribe WELCOME10 para recibir un bono de casino de 10, non-sticky: apuéstalo una vez en un plazo de 7 días.',
    },
    pt: {
      title: '10 com o código WELCOME10',
      description:
        'Digite WELCOME10 para receber um bônus de cassino de 10, non-sticky: aposte-o uma vez em até 7 dias.',
    },
    ja: {
      title: 'コードWELCOME10で10',
      description:
        'WELCOME10を入力すると10のカジノボーナス。ノンスティッキー型で、賭け条件は1倍（7日以内）です。',
    },
    tl: {
      title: '10 gamit ang code na WELCOME10',
      description:
        'Ilagay ang WELCOME10 para sa bonus sa casino na 10, non-sticky: i-wager ito nang isang beses sa loob ng 7 araw.',
    },
    tr: {
      title: 'WELCOME10 koduyla 10',
      description:
        '10 tutarında casino bonusu için WELCOME10 kodunu girin; non-sticky, 7 gün içinde bir kez çevirin.',
    },
    pl: {
      title: '10 z kodem WELCOME10',
      description: 'Wpisz WELCOME10, aby otrzymać bonus kasynowy 10, non-sticky: obróć go raz w ciągu 7 dni.',
    },
  },
  'loyalty-cashback': {
    fi: {
      title: '5 % kanta-asiakkaan käteispalautus',
      description: '5 % kasinon nettotappioistasi joka päivä, maksetaan oikeana rahana.',
    },
    no: {
      title: '5 % lojalitetscashback',
      description: '5 % av nettotapet ditt i kasinoet hver dag, utbetalt som kontanter.',
    },
    de: {
      title: '5 % Treue-Cashback',
      description: '5 % Ihrer Casino-Nettoverluste jeden Tag, als Echtgeld ausgezahlt.',
    },
    fr: {
      title: 'Cashback fidélité de 5 %',
      description: '5 % de vos pertes nettes au casino chaque jour, versés en argent réel.',
    },
    es: {
      title: 'Cashback de fidelidad del 5 %',
      description: 'El 5 % de tus pérdidas netas en el casino cada día, pagado en efectivo.',
    },
    pt: {
      title: 'Cashback de fidelidade de 5%',
      description: '5% das suas perdas líquidas no cassino a cada dia, pago em dinheiro real.',
    },
    ja: {
      title: '5%ロイヤルティキャッシュバック',
      description: '毎日、カジノでの純損失の5%を現金でお支払いします。',
    },
    tl: {
      title: '5 % loyalty cashback',
      description: '5 % ng net na talo mo sa casino bawat araw, ibinabayad bilang cash.',
    },
    tr: {
      title: '%5 sadakat nakit iadesi',
      description: 'Her gün casino net kayıplarınızın %5’i nakit olarak ödenir.',
    },
    pl: {
      title: 'Cashback lojalnościowy 5 %',
      description: '5 % Twoich strat netto w kasynie każdego dnia, wypłacane w gotówce.',
    },
  },
  'sports-10': {
    fi: {
      title: '10:n vetobonus',
      description:
        '10:n bonus vedonlyöntiin: kierrätä se 3 kertaa urheiluvedoilla 7 päivän kuluessa, niin jäljelle jäävä summa on oikeaa rahaa. Virtuaaliurheilua ei lasketa.',
    },
    no: {
      title: '10 i sportsbonus',
      description:
        'En bonus på 10 til sportsbetting: omsett den 3 ganger på sport innen 7 dager, og det som er igjen, blir kontanter. Virtuell sport teller ikke.',
    },
    de: {
      title: 'Sportbonus von 10',
      description:
        'Ein Bonus von 10 für Sportwetten: Setzen Sie ihn innerhalb von 7 Tagen 3-mal mit Sportwetten um; was übrig bleibt, ist Echtgeld. Virtuelle Sportarten zählen nicht.',
    },
    fr: {
      title: 'Bonus sport de 10',
      description:
        'Un bonus de 10 pour les paris sportifs : misez-le 3 fois sur du sport sous 7 jours et le reste devient de l’argent réel. Les sports virtuels ne comptent pas.',
    },
    es: {
      title: 'Bono deportivo de 10',
      description:
        'Un bono de 10 para apuestas deportivas: apuéstalo 3 veces en deportes en un plazo de 7 días y lo que quede es efectivo. Los deportes virtuales no cuentan.',
    },
    pt: {
      title: 'Bônus esportivo de 10',
      description:
        'Um bônus de 10 para apostas esportivas: aposte-o 3 vezes em esportes em até 7 dias e o que sobrar é dinheiro real. Esportes virtuais não contam.',
    },
    ja: {
      title: '10のスポーツボーナス',
      description:
        'スポーツベット用の10のボーナス。7日以内にスポーツでボーナス額の3倍を賭けると、残りは現金になります。バーチャルスポーツは対象外です。',
    },
    tl: {
      title: 'Bonus sa sports na 10',
      description:
        'Bonus na 10 para sa sportsbook: i-wager ito nang 3 beses sa sports sa loob ng 7 araw at cash na ang matitira. Hindi binibilang ang virtual sports.',
    },
    tr: {
      title: '10 tutarında spor bonusu',
      description:
        'Spor bahisleri için 10 tutarında bonus: 7 gün içinde spor bahislerinde 3 kez çevirin, kalan tutar nakit olur. Sanal sporlar sayılmaz.',
    },
    pl: {
      title: 'Bonus sportowy 10',
      description:
        'Bonus 10 na zakłady sportowe: obróć go 3 razy na zakładach sportowych w ciągu 7 dni, a to, co zostanie, będzie gotówką. Sporty wirtualne się nie liczą.',
    },
  },
  'summer-draft': {
    fi: { title: 'Kesäbonus', description: 'Ei vielä julkaistu.' },
    no: { title: 'Sommerbonus', description: 'Ikke publisert ennå.' },
    de: { title: 'Sommerbonus', description: 'Noch nicht veröffentlicht.' },
    fr: { title: 'Bonus d’été', description: 'Pas encore publié.' },
    es: { title: 'Bono de verano', description: 'Aún no publicado.' },
    pt: { title: 'Bônus de verão', description: 'Ainda não publicado.' },
    ja: { title: 'サマーボーナス', description: 'まだ公開されていません。' },
    tl: { title: 'Bonus sa tag-init', description: 'Hindi pa nailalathala.' },
    tr: { title: 'Yaz bonusu', description: 'Henüz yayınlanmadı.' },
    pl: { title: 'Bonus letni', description: 'Jeszcze nieopublikowany.' },
  },
};
