/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query PaymentMethodNames {\n    paymentMethods {\n      code\n      name\n      logo {\n        asset {\n          _id\n        }\n      }\n    }\n  }\n': typeof types.PaymentMethodNamesDocument;
  '\n  query TransactionGames($ids: [String!]!) {\n    allGame(where: { gameId: { in: $ids } }) {\n      gameId\n      label\n      type\n      provider {\n        providerId\n      }\n    }\n  }\n': typeof types.TransactionGamesDocument;
  '\n  query StaticPage($slug: String!, $language: String!) {\n    allStaticPage(where: { slug: { current: { eq: $slug } } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n      url\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n': typeof types.StaticPageDocument;
  '\n  query PageHeading($path: String!, $language: String!) {\n    seoDescriptionByPath(path: $path) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n': typeof types.PageHeadingDocument;
  '\n  query CurrentTerms($at: DateTime!, $language: String!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n      effectiveDate\n      summaryOfChanges {\n        text(language: $language)\n      }\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n': typeof types.CurrentTermsDocument;
  '\n  query GamePageGame($gameId: String!, $provider: String!, $market: String!, $language: String!) {\n    allGame(where: { gameId: { eq: $gameId }, provider: { providerId: { eq: $provider } } }, limit: 1) {\n      _id\n      gameId\n      label\n      type\n      gameProvider\n      demoAvailable\n      rtp\n      description {\n        text(language: $language)\n      }\n      ...GameAvailabilityFields\n    }\n    ...GameAvailabilityContext\n  }\n': typeof types.GamePageGameDocument;
  '\n  query HomePage(\n    $language: String!\n    $market: String!\n    $channel: Channel!\n    $country: String\n    $authorized: Boolean\n    $playerId: String\n    $depositCount: Int\n    $end: Int\n    $bankFirst: Boolean!\n  ) {\n    allBrand(limit: 1) {\n      name\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) @include(if: $bankFirst) {\n      amounts\n      defaultAmount\n    }\n    banners(\n      language: $language\n      market: $market\n      authorized: $authorized\n      playerId: $playerId\n      depositCount: $depositCount\n    ) {\n      _id\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      greeting {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      isClickable\n      images {\n        desktop {\n          ...LobbyImageFields\n        }\n        tablet {\n          ...LobbyImageFields\n        }\n        mobile {\n          ...LobbyImageFields\n        }\n      }\n    }\n    popular: gameListRange(\n      listId: "home-picks"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    jackpots: gameListRange(\n      listId: "jackpot-games"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    newGames: gameListRange(\n      listId: "new-releases"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    live: gameListRange(\n      listId: "live-top-tables"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n  }\n': typeof types.HomePageDocument;
  '\n  query LobbyShell($type: LobbyType!, $market: String!, $language: String!) {\n    allCategory: categories(type: $type, market: $market) {\n      categoryId\n      url\n      visibleInMenu\n      label {\n        text(language: $language)\n      }\n    }\n    LobbySettings(id: "lobbySettings") {\n      casino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n      liveCasino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n    }\n  }\n': typeof types.LobbyShellDocument;
  '\n  query LobbyLayout(\n    $type: LobbyType!\n    $market: String!\n    $channel: Channel!\n    $device: Device!\n    $country: String\n    $authorized: Boolean\n    $language: String!\n  ) {\n    lobby(\n      type: $type\n      market: $market\n      channel: $channel\n      device: $device\n      country: $country\n      authorized: $authorized\n    ) {\n      widgets {\n        widget {\n          _id\n          widgetId\n          widgetType\n          hasMore\n          name {\n            text(language: $language)\n          }\n          category {\n            categoryId\n            visibleInLobby\n            label {\n              text(language: $language)\n            }\n          }\n        }\n        columns\n        tiles {\n          size\n          restricted\n          images {\n            img1x {\n              ...LobbyImageFields\n            }\n            alt {\n              text(language: $language)\n            }\n          }\n          game {\n            ...LobbyGameFields\n          }\n        }\n      }\n    }\n  }\n': typeof types.LobbyLayoutDocument;
  '\n  query LobbyGames($type: String!, $market: String!, $language: String!) {\n    allGame(where: { type: { eq: $type } }, sort: [{ label: ASC }, { _id: ASC }]) {\n      ...LobbyGameFields\n      ...GameAvailabilityFields\n      categories {\n        categoryId\n      }\n      provider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n      subProvider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n    }\n    ...GameAvailabilityContext\n  }\n': typeof types.LobbyGamesDocument;
  '\n  fragment LobbyImageFields on Image {\n    asset {\n      _id\n    }\n  }\n': typeof types.LobbyImageFieldsFragmentDoc;
  '\n  fragment LobbyGameFields on Game {\n    _id\n    gameId\n    label\n    gameProvider\n    seats\n    jackpotExist\n    betLimits {\n      min\n      max\n      currency\n    }\n    provider {\n      providerId\n      title\n    }\n    thumbnail {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n    verticalImage {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n  }\n': typeof types.LobbyGameFieldsFragmentDoc;
  '\n  fragment GameListPageFields on GameListPage {\n    list {\n      title {\n        text(language: $language)\n      }\n    }\n    games {\n      restricted\n      game {\n        ...LobbyGameFields\n      }\n    }\n  }\n': typeof types.GameListPageFieldsFragmentDoc;
  '\n  query LoyaltyLevel($level: Float!, $language: String!) {\n    allLoyaltyLevel(where: { level: { eq: $level } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n    }\n  }\n': typeof types.LoyaltyLevelDocument;
  '\n  fragment LocaleStringFields on LocaleString {\n    en\n    fi\n    no\n    de\n    caf\n    ca\n    nz\n    fr\n    inen\n    cl\n    pe\n    pt\n    br\n    ja\n    tl\n    tr\n    pl\n    es\n  }\n': typeof types.LocaleStringFieldsFragmentDoc;
  '\n  fragment ShellImageFields on Image {\n    asset {\n      _id\n      metadata {\n        dimensions {\n          aspectRatio\n        }\n      }\n    }\n    crop {\n      top\n      bottom\n      left\n      right\n    }\n    hotspot {\n      x\n      y\n      height\n      width\n    }\n  }\n': typeof types.ShellImageFieldsFragmentDoc;
  '\n  query Shell($language: String!, $market: String!, $withCategories: Boolean!) {\n    allBrand(limit: 1) {\n      name\n    }\n    siteSettings {\n      minimumAge\n      helpCentreUrl\n    }\n    categories(type: casino, market: $market, visibleInMenu: true) @include(if: $withCategories) {\n      categoryId\n      url\n      label {\n        ...LocaleStringFields\n      }\n    }\n    siteFooter(market: $market) {\n      terms {\n        blocks(language: $language)\n      }\n      links {\n        url\n        label {\n          ...LocaleStringFields\n        }\n      }\n      licences {\n        _id\n        name\n        issuer\n        licenceNumber\n        verificationUrl\n        logo {\n          ...ShellImageFields\n        }\n      }\n    }\n    footerRegulationLogos(market: $market) {\n      _key\n      name\n      url\n      alt {\n        ...LocaleStringFields\n      }\n      logo {\n        ...ShellImageFields\n      }\n    }\n    partners(market: $market) {\n      _id\n      name\n      url\n      logo {\n        ...ShellImageFields\n      }\n    }\n  }\n': typeof types.ShellDocument;
  '\n  query PayAndPlay($language: String!, $market: String!) {\n    siteSettings {\n      featureFlags {\n        payAndPlay\n      }\n      payAndPlayIpWhitelist\n      minimumAge\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      amounts\n      defaultAmount\n    }\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      displayName {\n        text(language: $language)\n      }\n      isd\n      currency\n    }\n  }\n': typeof types.PayAndPlayDocument;
  '\n  query SignUpPage($language: String!) {\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      isd\n      active\n      allowed\n      displayName {\n        text(language: $language)\n      }\n    }\n    allBonusCTA {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      markets {\n        marketId\n      }\n    }\n  }\n': typeof types.SignUpPageDocument;
  '\n  query SignUpCountries {\n    allCountry(where: { active: { eq: true } }) {\n      code\n      isd\n      active\n      allowed\n    }\n  }\n': typeof types.SignUpCountriesDocument;
  '\n  query SiteAccess($language: String!) {\n    siteSettings {\n      maintenanceMode\n      maintenanceMessage {\n        text(language: $language)\n      }\n      featureFlags {\n        creedroomz\n        gameSlugs\n        termsPage\n      }\n      restrictedCountries\n      restrictedIpRanges {\n        from\n        to\n      }\n      extraInformationUrl\n      contactUsUrl\n      minimumAge\n    }\n  }\n': typeof types.SiteAccessDocument;
  '\n  query LatestTermsVersion($at: DateTime!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n    }\n  }\n': typeof types.LatestTermsVersionDocument;
  '\n  fragment GameAvailabilityFields on Game {\n    enabled\n    channels\n    provider {\n      providerId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n      markets {\n        marketId\n      }\n    }\n    subProvider {\n      _id\n      subProviderId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n    }\n  }\n': typeof types.GameAvailabilityFieldsFragmentDoc;
  '\n  fragment GameAvailabilityContext on RootQuery {\n    allSubProviderExclusion {\n      markets {\n        marketId\n      }\n      subProviders {\n        _id\n      }\n    }\n    allMarket(where: { marketId: { eq: $market } }, limit: 1) {\n      marketId\n      isCustomMarketId\n      originCountryCode\n    }\n  }\n': typeof types.GameAvailabilityContextFragmentDoc;
  '\n  query MarketLanguages($marketId: String!) {\n    allMarket(where: { marketId: { eq: $marketId } }, limit: 1) {\n      marketId\n      localeMapping\n      mapLanguageToCustomLanguage\n      regionLanguage\n      languages {\n        code\n      }\n    }\n  }\n': typeof types.MarketLanguagesDocument;
  '\n  query WelcomeOffer($market: String!, $language: String!) {\n    welcomeOffer(market: $market) {\n      _id\n      slug {\n        current\n      }\n      category {\n        slug {\n          current\n        }\n      }\n      title {\n        text(language: $language)\n      }\n      headline {\n        text(language: $language)\n      }\n      keyTerms {\n        text(language: $language)\n      }\n      significantTerms {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      bonusCode\n      campaignId\n    }\n  }\n': typeof types.WelcomeOfferDocument;
  '\n  query PageSeo($paths: [String!]!, $language: String!) {\n    allSeoDescription(where: { path: { in: $paths } }, sort: [{ _id: ASC }]) {\n      path\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n': typeof types.PageSeoDocument;
};
const documents: Documents = {
  '\n  query PaymentMethodNames {\n    paymentMethods {\n      code\n      name\n      logo {\n        asset {\n          _id\n        }\n      }\n    }\n  }\n':
    types.PaymentMethodNamesDocument,
  '\n  query TransactionGames($ids: [String!]!) {\n    allGame(where: { gameId: { in: $ids } }) {\n      gameId\n      label\n      type\n      provider {\n        providerId\n      }\n    }\n  }\n':
    types.TransactionGamesDocument,
  '\n  query StaticPage($slug: String!, $language: String!) {\n    allStaticPage(where: { slug: { current: { eq: $slug } } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n      url\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n':
    types.StaticPageDocument,
  '\n  query PageHeading($path: String!, $language: String!) {\n    seoDescriptionByPath(path: $path) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n':
    types.PageHeadingDocument,
  '\n  query CurrentTerms($at: DateTime!, $language: String!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n      effectiveDate\n      summaryOfChanges {\n        text(language: $language)\n      }\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n':
    types.CurrentTermsDocument,
  '\n  query GamePageGame($gameId: String!, $provider: String!, $market: String!, $language: String!) {\n    allGame(where: { gameId: { eq: $gameId }, provider: { providerId: { eq: $provider } } }, limit: 1) {\n      _id\n      gameId\n      label\n      type\n      gameProvider\n      demoAvailable\n      rtp\n      description {\n        text(language: $language)\n      }\n      ...GameAvailabilityFields\n    }\n    ...GameAvailabilityContext\n  }\n':
    types.GamePageGameDocument,
  '\n  query HomePage(\n    $language: String!\n    $market: String!\n    $channel: Channel!\n    $country: String\n    $authorized: Boolean\n    $playerId: String\n    $depositCount: Int\n    $end: Int\n    $bankFirst: Boolean!\n  ) {\n    allBrand(limit: 1) {\n      name\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) @include(if: $bankFirst) {\n      amounts\n      defaultAmount\n    }\n    banners(\n      language: $language\n      market: $market\n      authorized: $authorized\n      playerId: $playerId\n      depositCount: $depositCount\n    ) {\n      _id\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      greeting {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      isClickable\n      images {\n        desktop {\n          ...LobbyImageFields\n        }\n        tablet {\n          ...LobbyImageFields\n        }\n        mobile {\n          ...LobbyImageFields\n        }\n      }\n    }\n    popular: gameListRange(\n      listId: "home-picks"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    jackpots: gameListRange(\n      listId: "jackpot-games"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    newGames: gameListRange(\n      listId: "new-releases"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    live: gameListRange(\n      listId: "live-top-tables"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n  }\n':
    types.HomePageDocument,
  '\n  query LobbyShell($type: LobbyType!, $market: String!, $language: String!) {\n    allCategory: categories(type: $type, market: $market) {\n      categoryId\n      url\n      visibleInMenu\n      label {\n        text(language: $language)\n      }\n    }\n    LobbySettings(id: "lobbySettings") {\n      casino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n      liveCasino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n    }\n  }\n':
    types.LobbyShellDocument,
  '\n  query LobbyLayout(\n    $type: LobbyType!\n    $market: String!\n    $channel: Channel!\n    $device: Device!\n    $country: String\n    $authorized: Boolean\n    $language: String!\n  ) {\n    lobby(\n      type: $type\n      market: $market\n      channel: $channel\n      device: $device\n      country: $country\n      authorized: $authorized\n    ) {\n      widgets {\n        widget {\n          _id\n          widgetId\n          widgetType\n          hasMore\n          name {\n            text(language: $language)\n          }\n          category {\n            categoryId\n            visibleInLobby\n            label {\n              text(language: $language)\n            }\n          }\n        }\n        columns\n        tiles {\n          size\n          restricted\n          images {\n            img1x {\n              ...LobbyImageFields\n            }\n            alt {\n              text(language: $language)\n            }\n          }\n          game {\n            ...LobbyGameFields\n          }\n        }\n      }\n    }\n  }\n':
    types.LobbyLayoutDocument,
  '\n  query LobbyGames($type: String!, $market: String!, $language: String!) {\n    allGame(where: { type: { eq: $type } }, sort: [{ label: ASC }, { _id: ASC }]) {\n      ...LobbyGameFields\n      ...GameAvailabilityFields\n      categories {\n        categoryId\n      }\n      provider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n      subProvider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n    }\n    ...GameAvailabilityContext\n  }\n':
    types.LobbyGamesDocument,
  '\n  fragment LobbyImageFields on Image {\n    asset {\n      _id\n    }\n  }\n':
    types.LobbyImageFieldsFragmentDoc,
  '\n  fragment LobbyGameFields on Game {\n    _id\n    gameId\n    label\n    gameProvider\n    seats\n    jackpotExist\n    betLimits {\n      min\n      max\n      currency\n    }\n    provider {\n      providerId\n      title\n    }\n    thumbnail {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n    verticalImage {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n  }\n':
    types.LobbyGameFieldsFragmentDoc,
  '\n  fragment GameListPageFields on GameListPage {\n    list {\n      title {\n        text(language: $language)\n      }\n    }\n    games {\n      restricted\n      game {\n        ...LobbyGameFields\n      }\n    }\n  }\n':
    types.GameListPageFieldsFragmentDoc,
  '\n  query LoyaltyLevel($level: Float!, $language: String!) {\n    allLoyaltyLevel(where: { level: { eq: $level } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n    }\n  }\n':
    types.LoyaltyLevelDocument,
  '\n  fragment LocaleStringFields on LocaleString {\n    en\n    fi\n    no\n    de\n    caf\n    ca\n    nz\n    fr\n    inen\n    cl\n    pe\n    pt\n    br\n    ja\n    tl\n    tr\n    pl\n    es\n  }\n':
    types.LocaleStringFieldsFragmentDoc,
  '\n  fragment ShellImageFields on Image {\n    asset {\n      _id\n      metadata {\n        dimensions {\n          aspectRatio\n        }\n      }\n    }\n    crop {\n      top\n      bottom\n      left\n      right\n    }\n    hotspot {\n      x\n      y\n      height\n      width\n    }\n  }\n':
    types.ShellImageFieldsFragmentDoc,
  '\n  query Shell($language: String!, $market: String!, $withCategories: Boolean!) {\n    allBrand(limit: 1) {\n      name\n    }\n    siteSettings {\n      minimumAge\n      helpCentreUrl\n    }\n    categories(type: casino, market: $market, visibleInMenu: true) @include(if: $withCategories) {\n      categoryId\n      url\n      label {\n        ...LocaleStringFields\n      }\n    }\n    siteFooter(market: $market) {\n      terms {\n        blocks(language: $language)\n      }\n      links {\n        url\n        label {\n          ...LocaleStringFields\n        }\n      }\n      licences {\n        _id\n        name\n        issuer\n        licenceNumber\n        verificationUrl\n        logo {\n          ...ShellImageFields\n        }\n      }\n    }\n    footerRegulationLogos(market: $market) {\n      _key\n      name\n      url\n      alt {\n        ...LocaleStringFields\n      }\n      logo {\n        ...ShellImageFields\n      }\n    }\n    partners(market: $market) {\n      _id\n      name\n      url\n      logo {\n        ...ShellImageFields\n      }\n    }\n  }\n':
    types.ShellDocument,
  '\n  query PayAndPlay($language: String!, $market: String!) {\n    siteSettings {\n      featureFlags {\n        payAndPlay\n      }\n      payAndPlayIpWhitelist\n      minimumAge\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      amounts\n      defaultAmount\n    }\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      displayName {\n        text(language: $language)\n      }\n      isd\n      currency\n    }\n  }\n':
    types.PayAndPlayDocument,
  '\n  query SignUpPage($language: String!) {\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      isd\n      active\n      allowed\n      displayName {\n        text(language: $language)\n      }\n    }\n    allBonusCTA {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      markets {\n        marketId\n      }\n    }\n  }\n':
    types.SignUpPageDocument,
  '\n  query SignUpCountries {\n    allCountry(where: { active: { eq: true } }) {\n      code\n      isd\n      active\n      allowed\n    }\n  }\n':
    types.SignUpCountriesDocument,
  '\n  query SiteAccess($language: String!) {\n    siteSettings {\n      maintenanceMode\n      maintenanceMessage {\n        text(language: $language)\n      }\n      featureFlags {\n        creedroomz\n        gameSlugs\n        termsPage\n      }\n      restrictedCountries\n      restrictedIpRanges {\n        from\n        to\n      }\n      extraInformationUrl\n      contactUsUrl\n      minimumAge\n    }\n  }\n':
    types.SiteAccessDocument,
  '\n  query LatestTermsVersion($at: DateTime!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n    }\n  }\n':
    types.LatestTermsVersionDocument,
  '\n  fragment GameAvailabilityFields on Game {\n    enabled\n    channels\n    provider {\n      providerId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n      markets {\n        marketId\n      }\n    }\n    subProvider {\n      _id\n      subProviderId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n    }\n  }\n':
    types.GameAvailabilityFieldsFragmentDoc,
  '\n  fragment GameAvailabilityContext on RootQuery {\n    allSubProviderExclusion {\n      markets {\n        marketId\n      }\n      subProviders {\n        _id\n      }\n    }\n    allMarket(where: { marketId: { eq: $market } }, limit: 1) {\n      marketId\n      isCustomMarketId\n      originCountryCode\n    }\n  }\n':
    types.GameAvailabilityContextFragmentDoc,
  '\n  query MarketLanguages($marketId: String!) {\n    allMarket(where: { marketId: { eq: $marketId } }, limit: 1) {\n      marketId\n      localeMapping\n      mapLanguageToCustomLanguage\n      regionLanguage\n      languages {\n        code\n      }\n    }\n  }\n':
    types.MarketLanguagesDocument,
  '\n  query WelcomeOffer($market: String!, $language: String!) {\n    welcomeOffer(market: $market) {\n      _id\n      slug {\n        current\n      }\n      category {\n        slug {\n          current\n        }\n      }\n      title {\n        text(language: $language)\n      }\n      headline {\n        text(language: $language)\n      }\n      keyTerms {\n        text(language: $language)\n      }\n      significantTerms {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      bonusCode\n      campaignId\n    }\n  }\n':
    types.WelcomeOfferDocument,
  '\n  query PageSeo($paths: [String!]!, $language: String!) {\n    allSeoDescription(where: { path: { in: $paths } }, sort: [{ _id: ASC }]) {\n      path\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n':
    types.PageSeoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentMethodNames {\n    paymentMethods {\n      code\n      name\n      logo {\n        asset {\n          _id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PaymentMethodNames {\n    paymentMethods {\n      code\n      name\n      logo {\n        asset {\n          _id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TransactionGames($ids: [String!]!) {\n    allGame(where: { gameId: { in: $ids } }) {\n      gameId\n      label\n      type\n      provider {\n        providerId\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TransactionGames($ids: [String!]!) {\n    allGame(where: { gameId: { in: $ids } }) {\n      gameId\n      label\n      type\n      provider {\n        providerId\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaticPage($slug: String!, $language: String!) {\n    allStaticPage(where: { slug: { current: { eq: $slug } } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n      url\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StaticPage($slug: String!, $language: String!) {\n    allStaticPage(where: { slug: { current: { eq: $slug } } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n      url\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PageHeading($path: String!, $language: String!) {\n    seoDescriptionByPath(path: $path) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PageHeading($path: String!, $language: String!) {\n    seoDescriptionByPath(path: $path) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentTerms($at: DateTime!, $language: String!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n      effectiveDate\n      summaryOfChanges {\n        text(language: $language)\n      }\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentTerms($at: DateTime!, $language: String!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n      effectiveDate\n      summaryOfChanges {\n        text(language: $language)\n      }\n      body {\n        blocks(language: $language)\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GamePageGame($gameId: String!, $provider: String!, $market: String!, $language: String!) {\n    allGame(where: { gameId: { eq: $gameId }, provider: { providerId: { eq: $provider } } }, limit: 1) {\n      _id\n      gameId\n      label\n      type\n      gameProvider\n      demoAvailable\n      rtp\n      description {\n        text(language: $language)\n      }\n      ...GameAvailabilityFields\n    }\n    ...GameAvailabilityContext\n  }\n',
): (typeof documents)['\n  query GamePageGame($gameId: String!, $provider: String!, $market: String!, $language: String!) {\n    allGame(where: { gameId: { eq: $gameId }, provider: { providerId: { eq: $provider } } }, limit: 1) {\n      _id\n      gameId\n      label\n      type\n      gameProvider\n      demoAvailable\n      rtp\n      description {\n        text(language: $language)\n      }\n      ...GameAvailabilityFields\n    }\n    ...GameAvailabilityContext\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePage(\n    $language: String!\n    $market: String!\n    $channel: Channel!\n    $country: String\n    $authorized: Boolean\n    $playerId: String\n    $depositCount: Int\n    $end: Int\n    $bankFirst: Boolean!\n  ) {\n    allBrand(limit: 1) {\n      name\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) @include(if: $bankFirst) {\n      amounts\n      defaultAmount\n    }\n    banners(\n      language: $language\n      market: $market\n      authorized: $authorized\n      playerId: $playerId\n      depositCount: $depositCount\n    ) {\n      _id\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      greeting {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      isClickable\n      images {\n        desktop {\n          ...LobbyImageFields\n        }\n        tablet {\n          ...LobbyImageFields\n        }\n        mobile {\n          ...LobbyImageFields\n        }\n      }\n    }\n    popular: gameListRange(\n      listId: "home-picks"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    jackpots: gameListRange(\n      listId: "jackpot-games"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    newGames: gameListRange(\n      listId: "new-releases"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    live: gameListRange(\n      listId: "live-top-tables"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n  }\n',
): (typeof documents)['\n  query HomePage(\n    $language: String!\n    $market: String!\n    $channel: Channel!\n    $country: String\n    $authorized: Boolean\n    $playerId: String\n    $depositCount: Int\n    $end: Int\n    $bankFirst: Boolean!\n  ) {\n    allBrand(limit: 1) {\n      name\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) @include(if: $bankFirst) {\n      amounts\n      defaultAmount\n    }\n    banners(\n      language: $language\n      market: $market\n      authorized: $authorized\n      playerId: $playerId\n      depositCount: $depositCount\n    ) {\n      _id\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      greeting {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      isClickable\n      images {\n        desktop {\n          ...LobbyImageFields\n        }\n        tablet {\n          ...LobbyImageFields\n        }\n        mobile {\n          ...LobbyImageFields\n        }\n      }\n    }\n    popular: gameListRange(\n      listId: "home-picks"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    jackpots: gameListRange(\n      listId: "jackpot-games"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    newGames: gameListRange(\n      listId: "new-releases"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n    live: gameListRange(\n      listId: "live-top-tables"\n      market: $market\n      channel: $channel\n      end: $end\n      country: $country\n    ) {\n      ...GameListPageFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LobbyShell($type: LobbyType!, $market: String!, $language: String!) {\n    allCategory: categories(type: $type, market: $market) {\n      categoryId\n      url\n      visibleInMenu\n      label {\n        text(language: $language)\n      }\n    }\n    LobbySettings(id: "lobbySettings") {\n      casino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n      liveCasino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LobbyShell($type: LobbyType!, $market: String!, $language: String!) {\n    allCategory: categories(type: $type, market: $market) {\n      categoryId\n      url\n      visibleInMenu\n      label {\n        text(language: $language)\n      }\n    }\n    LobbySettings(id: "lobbySettings") {\n      casino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n      liveCasino {\n        categoryPageSizeMobile\n        categoryPageSizeDesktop\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LobbyLayout(\n    $type: LobbyType!\n    $market: String!\n    $channel: Channel!\n    $device: Device!\n    $country: String\n    $authorized: Boolean\n    $language: String!\n  ) {\n    lobby(\n      type: $type\n      market: $market\n      channel: $channel\n      device: $device\n      country: $country\n      authorized: $authorized\n    ) {\n      widgets {\n        widget {\n          _id\n          widgetId\n          widgetType\n          hasMore\n          name {\n            text(language: $language)\n          }\n          category {\n            categoryId\n            visibleInLobby\n            label {\n              text(language: $language)\n            }\n          }\n        }\n        columns\n        tiles {\n          size\n          restricted\n          images {\n            img1x {\n              ...LobbyImageFields\n            }\n            alt {\n              text(language: $language)\n            }\n          }\n          game {\n            ...LobbyGameFields\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LobbyLayout(\n    $type: LobbyType!\n    $market: String!\n    $channel: Channel!\n    $device: Device!\n    $country: String\n    $authorized: Boolean\n    $language: String!\n  ) {\n    lobby(\n      type: $type\n      market: $market\n      channel: $channel\n      device: $device\n      country: $country\n      authorized: $authorized\n    ) {\n      widgets {\n        widget {\n          _id\n          widgetId\n          widgetType\n          hasMore\n          name {\n            text(language: $language)\n          }\n          category {\n            categoryId\n            visibleInLobby\n            label {\n              text(language: $language)\n            }\n          }\n        }\n        columns\n        tiles {\n          size\n          restricted\n          images {\n            img1x {\n              ...LobbyImageFields\n            }\n            alt {\n              text(language: $language)\n            }\n          }\n          game {\n            ...LobbyGameFields\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LobbyGames($type: String!, $market: String!, $language: String!) {\n    allGame(where: { type: { eq: $type } }, sort: [{ label: ASC }, { _id: ASC }]) {\n      ...LobbyGameFields\n      ...GameAvailabilityFields\n      categories {\n        categoryId\n      }\n      provider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n      subProvider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n    }\n    ...GameAvailabilityContext\n  }\n',
): (typeof documents)['\n  query LobbyGames($type: String!, $market: String!, $language: String!) {\n    allGame(where: { type: { eq: $type } }, sort: [{ label: ASC }, { _id: ASC }]) {\n      ...LobbyGameFields\n      ...GameAvailabilityFields\n      categories {\n        categoryId\n      }\n      provider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n      subProvider {\n        providerImg {\n          asset {\n            _id\n          }\n        }\n      }\n    }\n    ...GameAvailabilityContext\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LobbyImageFields on Image {\n    asset {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  fragment LobbyImageFields on Image {\n    asset {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LobbyGameFields on Game {\n    _id\n    gameId\n    label\n    gameProvider\n    seats\n    jackpotExist\n    betLimits {\n      min\n      max\n      currency\n    }\n    provider {\n      providerId\n      title\n    }\n    thumbnail {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n    verticalImage {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment LobbyGameFields on Game {\n    _id\n    gameId\n    label\n    gameProvider\n    seats\n    jackpotExist\n    betLimits {\n      min\n      max\n      currency\n    }\n    provider {\n      providerId\n      title\n    }\n    thumbnail {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n    verticalImage {\n      img1x {\n        ...LobbyImageFields\n      }\n      alt {\n        text(language: $language)\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GameListPageFields on GameListPage {\n    list {\n      title {\n        text(language: $language)\n      }\n    }\n    games {\n      restricted\n      game {\n        ...LobbyGameFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment GameListPageFields on GameListPage {\n    list {\n      title {\n        text(language: $language)\n      }\n    }\n    games {\n      restricted\n      game {\n        ...LobbyGameFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LoyaltyLevel($level: Float!, $language: String!) {\n    allLoyaltyLevel(where: { level: { eq: $level } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LoyaltyLevel($level: Float!, $language: String!) {\n    allLoyaltyLevel(where: { level: { eq: $level } }, limit: 1) {\n      title {\n        text(language: $language)\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LocaleStringFields on LocaleString {\n    en\n    fi\n    no\n    de\n    caf\n    ca\n    nz\n    fr\n    inen\n    cl\n    pe\n    pt\n    br\n    ja\n    tl\n    tr\n    pl\n    es\n  }\n',
): (typeof documents)['\n  fragment LocaleStringFields on LocaleString {\n    en\n    fi\n    no\n    de\n    caf\n    ca\n    nz\n    fr\n    inen\n    cl\n    pe\n    pt\n    br\n    ja\n    tl\n    tr\n    pl\n    es\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ShellImageFields on Image {\n    asset {\n      _id\n      metadata {\n        dimensions {\n          aspectRatio\n        }\n      }\n    }\n    crop {\n      top\n      bottom\n      left\n      right\n    }\n    hotspot {\n      x\n      y\n      height\n      width\n    }\n  }\n',
): (typeof documents)['\n  fragment ShellImageFields on Image {\n    asset {\n      _id\n      metadata {\n        dimensions {\n          aspectRatio\n        }\n      }\n    }\n    crop {\n      top\n      bottom\n      left\n      right\n    }\n    hotspot {\n      x\n      y\n      height\n      width\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Shell($language: String!, $market: String!, $withCategories: Boolean!) {\n    allBrand(limit: 1) {\n      name\n    }\n    siteSettings {\n      minimumAge\n      helpCentreUrl\n    }\n    categories(type: casino, market: $market, visibleInMenu: true) @include(if: $withCategories) {\n      categoryId\n      url\n      label {\n        ...LocaleStringFields\n      }\n    }\n    siteFooter(market: $market) {\n      terms {\n        blocks(language: $language)\n      }\n      links {\n        url\n        label {\n          ...LocaleStringFields\n        }\n      }\n      licences {\n        _id\n        name\n        issuer\n        licenceNumber\n        verificationUrl\n        logo {\n          ...ShellImageFields\n        }\n      }\n    }\n    footerRegulationLogos(market: $market) {\n      _key\n      name\n      url\n      alt {\n        ...LocaleStringFields\n      }\n      logo {\n        ...ShellImageFields\n      }\n    }\n    partners(market: $market) {\n      _id\n      name\n      url\n      logo {\n        ...ShellImageFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Shell($language: String!, $market: String!, $withCategories: Boolean!) {\n    allBrand(limit: 1) {\n      name\n    }\n    siteSettings {\n      minimumAge\n      helpCentreUrl\n    }\n    categories(type: casino, market: $market, visibleInMenu: true) @include(if: $withCategories) {\n      categoryId\n      url\n      label {\n        ...LocaleStringFields\n      }\n    }\n    siteFooter(market: $market) {\n      terms {\n        blocks(language: $language)\n      }\n      links {\n        url\n        label {\n          ...LocaleStringFields\n        }\n      }\n      licences {\n        _id\n        name\n        issuer\n        licenceNumber\n        verificationUrl\n        logo {\n          ...ShellImageFields\n        }\n      }\n    }\n    footerRegulationLogos(market: $market) {\n      _key\n      name\n      url\n      alt {\n        ...LocaleStringFields\n      }\n      logo {\n        ...ShellImageFields\n      }\n    }\n    partners(market: $market) {\n      _id\n      name\n      url\n      logo {\n        ...ShellImageFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PayAndPlay($language: String!, $market: String!) {\n    siteSettings {\n      featureFlags {\n        payAndPlay\n      }\n      payAndPlayIpWhitelist\n      minimumAge\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      amounts\n      defaultAmount\n    }\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      displayName {\n        text(language: $language)\n      }\n      isd\n      currency\n    }\n  }\n',
): (typeof documents)['\n  query PayAndPlay($language: String!, $market: String!) {\n    siteSettings {\n      featureFlags {\n        payAndPlay\n      }\n      payAndPlayIpWhitelist\n      minimumAge\n    }\n    payAndPlayBannerByMarket(market: $market, language: $language) {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      amounts\n      defaultAmount\n    }\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      displayName {\n        text(language: $language)\n      }\n      isd\n      currency\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SignUpPage($language: String!) {\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      isd\n      active\n      allowed\n      displayName {\n        text(language: $language)\n      }\n    }\n    allBonusCTA {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      markets {\n        marketId\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SignUpPage($language: String!) {\n    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {\n      code\n      name\n      isd\n      active\n      allowed\n      displayName {\n        text(language: $language)\n      }\n    }\n    allBonusCTA {\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n      markets {\n        marketId\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SignUpCountries {\n    allCountry(where: { active: { eq: true } }) {\n      code\n      isd\n      active\n      allowed\n    }\n  }\n',
): (typeof documents)['\n  query SignUpCountries {\n    allCountry(where: { active: { eq: true } }) {\n      code\n      isd\n      active\n      allowed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SiteAccess($language: String!) {\n    siteSettings {\n      maintenanceMode\n      maintenanceMessage {\n        text(language: $language)\n      }\n      featureFlags {\n        creedroomz\n        gameSlugs\n        termsPage\n      }\n      restrictedCountries\n      restrictedIpRanges {\n        from\n        to\n      }\n      extraInformationUrl\n      contactUsUrl\n      minimumAge\n    }\n  }\n',
): (typeof documents)['\n  query SiteAccess($language: String!) {\n    siteSettings {\n      maintenanceMode\n      maintenanceMessage {\n        text(language: $language)\n      }\n      featureFlags {\n        creedroomz\n        gameSlugs\n        termsPage\n      }\n      restrictedCountries\n      restrictedIpRanges {\n        from\n        to\n      }\n      extraInformationUrl\n      contactUsUrl\n      minimumAge\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LatestTermsVersion($at: DateTime!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n    }\n  }\n',
): (typeof documents)['\n  query LatestTermsVersion($at: DateTime!) {\n    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {\n      version\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GameAvailabilityFields on Game {\n    enabled\n    channels\n    provider {\n      providerId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n      markets {\n        marketId\n      }\n    }\n    subProvider {\n      _id\n      subProviderId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n    }\n  }\n',
): (typeof documents)['\n  fragment GameAvailabilityFields on Game {\n    enabled\n    channels\n    provider {\n      providerId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n      markets {\n        marketId\n      }\n    }\n    subProvider {\n      _id\n      subProviderId\n      title\n      restrictedCountry\n      removeRestrictedCountryOverlay\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GameAvailabilityContext on RootQuery {\n    allSubProviderExclusion {\n      markets {\n        marketId\n      }\n      subProviders {\n        _id\n      }\n    }\n    allMarket(where: { marketId: { eq: $market } }, limit: 1) {\n      marketId\n      isCustomMarketId\n      originCountryCode\n    }\n  }\n',
): (typeof documents)['\n  fragment GameAvailabilityContext on RootQuery {\n    allSubProviderExclusion {\n      markets {\n        marketId\n      }\n      subProviders {\n        _id\n      }\n    }\n    allMarket(where: { marketId: { eq: $market } }, limit: 1) {\n      marketId\n      isCustomMarketId\n      originCountryCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MarketLanguages($marketId: String!) {\n    allMarket(where: { marketId: { eq: $marketId } }, limit: 1) {\n      marketId\n      localeMapping\n      mapLanguageToCustomLanguage\n      regionLanguage\n      languages {\n        code\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MarketLanguages($marketId: String!) {\n    allMarket(where: { marketId: { eq: $marketId } }, limit: 1) {\n      marketId\n      localeMapping\n      mapLanguageToCustomLanguage\n      regionLanguage\n      languages {\n        code\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WelcomeOffer($market: String!, $language: String!) {\n    welcomeOffer(market: $market) {\n      _id\n      slug {\n        current\n      }\n      category {\n        slug {\n          current\n        }\n      }\n      title {\n        text(language: $language)\n      }\n      headline {\n        text(language: $language)\n      }\n      keyTerms {\n        text(language: $language)\n      }\n      significantTerms {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      bonusCode\n      campaignId\n    }\n  }\n',
): (typeof documents)['\n  query WelcomeOffer($market: String!, $language: String!) {\n    welcomeOffer(market: $market) {\n      _id\n      slug {\n        current\n      }\n      category {\n        slug {\n          current\n        }\n      }\n      title {\n        text(language: $language)\n      }\n      headline {\n        text(language: $language)\n      }\n      keyTerms {\n        text(language: $language)\n      }\n      significantTerms {\n        text(language: $language)\n      }\n      button {\n        text(language: $language)\n      }\n      urlAction\n      bonusCode\n      campaignId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PageSeo($paths: [String!]!, $language: String!) {\n    allSeoDescription(where: { path: { in: $paths } }, sort: [{ _id: ASC }]) {\n      path\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PageSeo($paths: [String!]!, $language: String!) {\n    allSeoDescription(where: { path: { in: $paths } }, sort: [{ _id: ASC }]) {\n      path\n      title {\n        text(language: $language)\n      }\n      description {\n        text(language: $language)\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
