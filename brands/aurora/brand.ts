import { UNICODE_RANGES, defineBrand } from '../src/schema.ts';

export default defineBrand({
  id: 'aurora',
  name: 'Aurora Casino',
  hostnames: ['aurora.example.com', 'www.aurora.example.com'],
  siteId: 6,
  markets: ['UN', 'FI', 'NO', 'CA', 'NZ', 'BR', 'PE', 'CL', 'IN'],
  defaultLocale: 'en-UN',
  jurisdiction: 'MT',
  signupVariant: 'standard',
  registrationHiddenCountries: { UN: ['BG', 'CH', 'PL'] },
  // The loyalty ladder's levels, lowest first: the `loyaltyLevel` documents of its content.
  loyaltyLevels: ['spark', 'glow', 'radiance', 'polar-star', 'zenith'],
  features: {
    casino: true,
    liveCasino: true,
    sportsbook: true,
    payAndPlay: false,
    cashier: true,
    gameSlugs: true,
    creedroomz: true,
    termsPage: true,
  },
  // Manrope (SIL OFL 1.1, assets/fonts/OFL.txt): a clean geometric sans for a modern casino at
  // night; one variable file per subset covers every weight the pages use. Files: the latin and
  // latin-ext subsets of @fontsource-variable/manrope 5.3.0. Fallbacks are the system sans fonts
  // of about its width.
  fonts: [
    {
      family: 'Manrope',
      file: 'assets/fonts/manrope-latin-wght-normal.woff2',
      weight: [200, 800],
      unicodeRange: UNICODE_RANGES.latin,
      preload: true,
    },
    {
      family: 'Manrope',
      file: 'assets/fonts/manrope-latin-ext-wght-normal.woff2',
      weight: [200, 800],
      unicodeRange: UNICODE_RANGES['latin-ext'],
    },
  ],
  theme: {
    colors: {
      background: '#0f1226',
      surface: '#1b1f3b',
      text: '#f4f5ff',
      textMuted: '#b9bdd9',
      primary: '#7ce0c3',
      onPrimary: '#0b1a16',
      accent: '#c9a6ff',
      border: '#3a3f6b',
    },
    fontFamily: 'Manrope, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    radius: '12px',
  },
  // Identity (brands/README.md): a wordmark of the northern lights' curtains, a night-sky campaign
  // art, a full-bleed hero with the offer then game rows, and soft, rounded tiles with centred
  // titles and pill badges.
  identity: {
    logo: 'assets/identity/logo.svg',
    illustrations: { hero: 'assets/identity/hero.svg' },
    home: 'hero-rows',
    tiles: { radius: '16px', titleAlign: 'center', badge: 'pill' },
  },
  // The northern lights by day: a light twin for players who prefer it (footer, or the device).
  alternateTheme: {
    colors: {
      background: '#f5f6fc',
      surface: '#ffffff',
      text: '#161936',
      textMuted: '#4b5072',
      primary: '#0a7359',
      onPrimary: '#ffffff',
      accent: '#6b3fc4',
      border: '#c5c8e4',
    },
    fontFamily: 'Manrope, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    radius: '12px',
  },
});
