import { UNICODE_RANGES, defineBrand } from '../src/schema.ts';

export default defineBrand({
  id: 'kestrel',
  name: 'Kestrel Bet',
  hostnames: ['kestrel.example.com'],
  siteId: 7,
  markets: ['FI', 'JJ', 'UN'],
  defaultLocale: 'fi-FI',
  jurisdiction: 'MT',
  signupVariant: 'bank-id-first',
  // Every new account has a verified contact: the e-mail where the phone is not verified by SMS.
  signUpEmailVerification: 'unless-sms',
  // The loyalty ladder's levels, lowest first: the `loyaltyLevel` documents of its content.
  loyaltyLevels: ['breeze', 'glide', 'hover', 'dive', 'sky-king'],
  features: {
    casino: true,
    liveCasino: true,
    sportsbook: false,
    payAndPlay: true,
    cashier: false,
    gameSlugs: false,
    creedroomz: false,
    termsPage: true,
  },
  // Lora (SIL OFL 1.1, assets/fonts/OFL.txt): a warm text serif with calligraphic roots, made for
  // reading on screens, that keeps the brand's editorial voice on a phone; one variable file per
  // subset covers 400 to 700. Files: the latin and latin-ext subsets of @fontsource-variable/lora
  // 5.3.0. Georgia, of about its width and x-height, is the fallback.
  fonts: [
    {
      family: 'Lora',
      file: 'assets/fonts/lora-latin-wght-normal.woff2',
      weight: [400, 700],
      unicodeRange: UNICODE_RANGES.latin,
      preload: true,
    },
    {
      family: 'Lora',
      file: 'assets/fonts/lora-latin-ext-wght-normal.woff2',
      weight: [400, 700],
      unicodeRange: UNICODE_RANGES['latin-ext'],
    },
  ],
  // Identity (brands/README.md): a kestrel and a bank-note tag in the wordmark, poster-like campaign
  // art of fields at dawn, a Pay and Play brand's home that leads with the bank (the amount card
  // first, then the offer and the rows), and square-cut tiles with titles at the start and tag
  // badges, like a printed programme.
  identity: {
    logo: 'assets/identity/logo.svg',
    illustrations: { hero: 'assets/identity/hero.svg' },
    home: 'pay-and-play-first',
    tiles: { radius: '3px', titleAlign: 'start', badge: 'tag' },
  },
  theme: {
    colors: {
      background: '#fffaf3',
      surface: '#ffffff',
      text: '#2b1d0e',
      textMuted: '#5e4a36',
      primary: '#a4370c',
      onPrimary: '#ffffff',
      accent: '#1f6f5c',
      border: '#e2d3c1',
    },
    fontFamily: 'Lora, Georgia, "Times New Roman", serif',
    radius: '4px',
  },
});
