import { defineBrand } from '../src/schema.ts';

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
    fontFamily: 'Georgia, "Times New Roman", serif',
    radius: '4px',
  },
});
