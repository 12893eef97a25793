/**
 * The brand configuration an operator writes in `brands/<id>/brand.ts` (ARCHITECTURE.md, brands/).
 * Validated at start-up by the site and the sandbox: a broken brand stops start-up with a message
 * naming the brand, the field and the problem.
 *
 * Decisions where the specs are silent:
 * - Theme colours must pass WCAG AA contrast (4.5:1) in the pairs the UI uses, so a brand cannot
 *   be launched with a theme that fails the accessibility scan.
 * - `signupVariant` names the two brand-specific sign-up/login variants of spec 1 §1 ("details not
 *   shown"); every other brand uses `standard`.
 * - Fonts (issue 25): a page never depends on the fonts a machine happens to have. Each brand ships
 *   its typefaces as WOFF2 files committed in its own folder, `brands/<id>/assets/fonts/`, with
 *   their licence (SIL OFL, `OFL.txt` beside them), and declares them in `fonts`; the site serves
 *   them from its own origin and writes their `@font-face` rules and preloads. Committed rather
 *   than taken from an npm package at build time: a brand is a self-contained folder of
 *   configuration (copied to make a new brand, copied again by the end-to-end stack), operators
 *   add brands without touching package.json or rebuilding, and the bytes a player downloads are
 *   the ones reviewed here. Files are subsets (`unicodeRange`, `UNICODE_RANGES`), so the first
 *   screen loads only the latin file; scripts no file covers (Japanese) fall back to the system.
 *   `theme.fontFamily` names a declared family first, then metric-close system fonts.
 */
import { z } from 'zod';
import {
  JURISDICTIONS,
  MIN_TEXT_CONTRAST,
  contrastRatio,
  isHexColour,
  parseLocaleSegment,
  relativeLuminance,
} from '@casino/domain';
import { MAX_SVG_BYTES, identityFiles, identitySchema, svgProblem } from './identity.ts';

const hexColour = z.string().refine(isHexColour, { message: 'must be a colour written as #rrggbb' });

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'must be a lower-case hostname without scheme or port, e.g. "aurora.example.com"',
  });

/**
 * The unicode ranges of the subsets brands ship, as Google Fonts and @fontsource cut them: `latin`
 * (English, Finnish, German, Norwegian, French, Spanish, Portuguese…) and `latin-ext` (Polish,
 * Turkish, Czech, Romanian, Vietnamese's base letters…).
 */
export const UNICODE_RANGES = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
    'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, ' +
    'U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, ' +
    'U+A720-A7FF',
} as const;

/** How many font files a brand may preload: those the first screen paints with, no more. */
export const MAX_FONT_PRELOADS = 3;

const fontWeight = z.number().int().min(1).max(1000);

const fontSchema = z
  .object({
    family: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,62}$/, {
      message: 'must be a family name of letters, digits, spaces and dashes, e.g. "Manrope"',
    }),
    /** The file, in the brand's folder: `assets/fonts/<name>.woff2`. */
    file: z
      .string()
      .regex(/^assets\/fonts\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/, {
        message:
          'must be a file in the brand\'s assets/fonts/ folder, e.g. "assets/fonts/manrope-latin.woff2"',
      })
      .refine((file) => file.endsWith('.woff2'), {
        message: 'must be a WOFF2 file (.woff2), the one format every current browser reads compressed',
      }),
    /** One weight (`400`), or the range a variable font covers (`[200, 800]`). */
    weight: z
      .union([fontWeight, z.tuple([fontWeight, fontWeight])])
      .refine((weight) => typeof weight === 'number' || weight[0] <= weight[1], {
        message: 'must be a weight, or a range [lightest, boldest]',
      }),
    style: z.enum(['normal', 'italic'], { message: 'must be "normal" or "italic"' }).default('normal'),
    /** The characters the file covers (CSS `unicode-range`); usually one of `UNICODE_RANGES`. */
    unicodeRange: z
      .string()
      .regex(/^U\+[0-9A-Fa-f?]{1,6}(-[0-9A-Fa-f]{1,6})?(,\s*U\+[0-9A-Fa-f?]{1,6}(-[0-9A-Fa-f]{1,6})?)*$/, {
        message: 'must be a CSS unicode-range such as "U+0000-00FF, U+0131"',
      }),
    /** Whether pages preload the file: only for those the first screen paints with. */
    preload: z.boolean().default(false),
  })
  .strict();

/** The first family a CSS font stack names, unquoted. */
export function firstFontFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
}

const marketId = z.string().regex(/^[A-Z]{2}$/, { message: 'must be a two-letter upper-case market id' });

const CONTRAST_PAIRS = [
  ['text', 'background'],
  ['textMuted', 'background'],
  ['text', 'surface'],
  ['onPrimary', 'primary'],
  ['primary', 'background'],
] as const;

export const themeTokensSchema = z
  .object({
    colors: z.object({
      background: hexColour,
      surface: hexColour,
      text: hexColour,
      textMuted: hexColour,
      primary: hexColour,
      onPrimary: hexColour,
      accent: hexColour,
      border: hexColour,
    }),
    fontFamily: z.string().min(1),
    radius: z
      .string()
      .regex(/^\d+(\.\d+)?(px|rem)$/, { message: 'must be a length such as "8px" or "0.5rem"' }),
  })
  .superRefine((theme, ctx) => {
    for (const [fg, bg] of CONTRAST_PAIRS) {
      const a = theme.colors[fg];
      const b = theme.colors[bg];
      if (!isHexColour(a) || !isHexColour(b)) continue;
      const ratio = contrastRatio(a, b);
      if (ratio < MIN_TEXT_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          path: ['colors', fg],
          message: `contrast with colors.${bg} is ${ratio.toFixed(2)}:1, below the ${MIN_TEXT_CONTRAST}:1 that accessibility needs`,
        });
      }
    }
  });

/**
 * One market's rule pack (`marketRules`). Decisions where the specs are silent, as a regulated
 * operator reads the rules:
 * - `limitRaiseCoolingOffHours`: how long a raised or removed deposit or spend limit waits before
 *   it applies (spec 2 §9 "Cooling period 1 day"; UKGC RTS 12). Default 24, and 168 for Germany
 *   (JJ, GlüStV 2021), 72 for Sweden (PP, SIFS 2018:8).
 * - `depositLimitAtSignUp`: `mandatory` makes the sign-up's deposit limit a required answer
 *   (Spain, the Netherlands and Germany ask for one before the first deposit); default `optional`.
 */
export const marketRulesSchema = z
  .object({
    limitRaiseCoolingOffHours: z
      .number({ message: 'must be a number of hours' })
      .int({ message: 'must be a whole number of hours' })
      .min(1, { message: 'must be at least 1 hour' })
      .max(24 * 31, { message: 'must be at most 744 hours (31 days)' })
      .optional(),
    depositLimitAtSignUp: z
      .enum(['optional', 'mandatory'], { message: 'must be "optional" or "mandatory"' })
      .optional(),
  })
  .strict();
export type MarketRules = z.output<typeof marketRulesSchema>;

/** The platform's rules where a brand's `marketRules` say nothing (see `marketRulesSchema`). */
export const MARKET_RULE_DEFAULTS = {
  limitRaiseCoolingOffHours: 24,
  limitRaiseCoolingOffHoursByMarket: { JJ: 168, PP: 72 } as Readonly<Record<string, number>>,
  depositLimitAtSignUp: 'optional' as const,
};

/** A market's rules with the defaults filled in. */
export function marketRulesFor(
  rules: Readonly<Record<string, MarketRules>> | null | undefined,
  market: string,
): Required<MarketRules> {
  const own = rules?.[market] ?? {};
  return {
    limitRaiseCoolingOffHours:
      own.limitRaiseCoolingOffHours ??
      MARKET_RULE_DEFAULTS.limitRaiseCoolingOffHoursByMarket[market] ??
      MARKET_RULE_DEFAULTS.limitRaiseCoolingOffHours,
    depositLimitAtSignUp: own.depositLimitAtSignUp ?? MARKET_RULE_DEFAULTS.depositLimitAtSignUp,
  };
}

export const brandConfigSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, { message: 'must be lower-case letters, digits and dashes' }),
    name: z.string().min(1, { message: 'must not be empty' }),
    hostnames: z.array(hostname).min(1, { message: 'must list at least one hostname' }),
    siteId: z.number().int().positive(),
    markets: z.array(marketId).min(1, { message: 'must list at least one market' }),
    defaultLocale: z.string().refine((v) => parseLocaleSegment(v)?.market !== undefined, {
      message: 'must be a {language}-{market} locale such as "en-UN"',
    }),
    jurisdiction: z.enum(JURISDICTIONS),
    signupVariant: z.enum(['standard', 'short-form', 'bank-id-first']),
    features: z.object({
      casino: z.boolean(),
      liveCasino: z.boolean(),
      sportsbook: z.boolean(),
      payAndPlay: z.boolean(),
      cashier: z.boolean(),
      gameSlugs: z.boolean(),
      creedroomz: z.boolean(),
      termsPage: z.boolean(),
    }),
    theme: themeTokensSchema,
    /**
     * The brand's typefaces (module header "Fonts"): one entry per file, every file in
     * `assets/fonts/`. The themes' `fontFamily` names one of these families first.
     */
    fonts: z
      .array(fontSchema)
      .min(1, { message: "must list the brand's fonts: pages never depend on the fonts a machine has" }),
    /**
     * The brand's other colour scheme, if it allows one (issue 16 "a dark/light preference where a
     * brand allows it"): a dark theme's light twin or a light theme's dark one, held to the same
     * contrast rules. Players get it when their device prefers that scheme, or by choosing it in
     * the footer; without it the brand has one look and no choice is offered.
     */
    alternateTheme: themeTokensSchema.optional(),
    /**
     * The brand's identity beyond colours and typeface (identity.ts): its wordmark logo, its
     * illustration set, its home page's composition and its game tiles' treatment.
     */
    identity: identitySchema.default({
      illustrations: {},
      home: 'hero-rows',
      tiles: { radius: '12px', titleAlign: 'start', badge: 'pill' },
    }),
    /**
     * Idle logout (spec 1 §4 "Idle check": threshold "not shown"). Default 30 minutes: long enough
     * for a live table or a slow bet slip, short enough that a shared or lost phone is not left
     * signed in to a money account.
     */
    idleLogoutMinutes: z.number().int().min(1).max(720).default(30),
    /**
     * Countries this brand removes from the registration country list, by market, on top of the
     * spec's market rules (spec 1 §5: "BG, CH, PL removed from en-UN registration in one brand").
     */
    registrationHiddenCountries: z.record(marketId, z.array(z.string().regex(/^[A-Z]{2}$/))).default({}),
    /**
     * Countries whose players the brand's cashier is hidden from (spec 2 §2 `/deposit`, §9). Without
     * it: the spec's list (@casino/domain `CASHIER_HIDDEN_COUNTRIES`); an operator licensed in one
     * of them sets its own.
     */
    cashierHiddenCountries: z
      .array(z.string().regex(/^[A-Z]{2}$/, { message: 'must list two-letter upper-case country codes' }))
      .optional(),
    /**
     * Which sign-ups verify the e-mail address with a code (designed: spec 1 §4 "Registration
     * steps" leaves which verifications a brand asks). `standard` (the default) asks it of players
     * from Brazil only; `unless-sms` of every player whose phone is not verified by SMS (outside the
     * high-risk countries, @casino/domain `HIGH_RISK_COUNTRIES`), so every new account has one
     * verified contact.
     */
    signUpEmailVerification: z
      .enum(['standard', 'unless-sms'], { message: 'must be "standard" or "unless-sms"' })
      .default('standard'),
    /**
     * Rule packs by market (issue 30 "per-market rule packs in configuration"): what a regulator
     * asks of a market, changed here rather than in code. Unset rules take the platform's defaults
     * (`MARKET_RULE_DEFAULTS`).
     */
    marketRules: z.record(marketId, marketRulesSchema).default({}),
    /**
     * The loyalty ladder's levels, lowest first (spec 3 §3 "Loyalty level"): the `levelType` of each
     * `loyaltyLevel` document of the brand's content, which holds its title, badge and perks. The
     * points each level needs are the sandbox's (apps/sandbox/src/demoLoyalty.ts). Without it:
     * bronze, silver, gold, platinum, diamond.
     */
    loyaltyLevels: z
      .array(
        z
          .string()
          .regex(/^[a-z][a-z0-9-]{0,30}$/, { message: 'must be a lower-case level type, e.g. "gold"' }),
      )
      .length(5, { message: 'must name the five levels, lowest first' })
      .refine((levels) => new Set(levels).size === levels.length, {
        message: 'must name five different levels',
      })
      .optional(),
  })
  .strict()
  .superRefine((brand, ctx) => {
    if (brand.alternateTheme && colourSchemeOf(brand.alternateTheme) === colourSchemeOf(brand.theme)) {
      ctx.addIssue({
        code: 'custom',
        path: ['alternateTheme', 'colors', 'background'],
        message: `must be the other colour scheme: theme is ${colourSchemeOf(brand.theme)}, and so is this`,
      });
    }
    const families = new Set(brand.fonts.map((font) => font.family.toLowerCase()));
    for (const key of ['theme', 'alternateTheme'] as const) {
      const theme = brand[key];
      if (theme && !families.has(firstFontFamily(theme.fontFamily).toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: [key, 'fontFamily'],
          message: `must name one of the brand's fonts first (${[...new Set(brand.fonts.map((f) => f.family))].join(', ')}), then system fallbacks`,
        });
      }
    }
    const preloads = brand.fonts.filter((font) => font.preload).length;
    if (preloads > MAX_FONT_PRELOADS) {
      ctx.addIssue({
        code: 'custom',
        path: ['fonts'],
        message: `preloads ${preloads} files: preload at most ${MAX_FONT_PRELOADS}, those the first screen paints with`,
      });
    }
    const market = parseLocaleSegment(brand.defaultLocale)?.market;
    if (market && !brand.markets.includes(market)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `market ${market} is not in markets (${brand.markets.join(', ')})`,
      });
    }
  });

/**
 * The first bytes of a file in the brand's folder (a path relative to it), or undefined if none:
 * 16 unless `length` asks for more (the identity's SVG files are read whole, up to a limit).
 */
export type BrandFileReader = (file: string, length?: number) => Uint8Array | undefined;

/** Every WOFF2 file starts with this signature ("wOF2"). */
const WOFF2_SIGNATURE = [0x77, 0x4f, 0x46, 0x32];

/**
 * The brand schema with its files checked too: every font file exists and is WOFF2. The files are
 * read through `read` (the loader's, from the brand's folder), so this module stays free of
 * Node's file system: the studio bundles it for the browser.
 */
export function brandConfigSchemaWithFiles(read: BrandFileReader) {
  return brandConfigSchema.superRefine((brand, ctx) => {
    brand.fonts.forEach((font, index) => {
      const head = read(font.file);
      const path = ['fonts', index, 'file'];
      if (!head) {
        ctx.addIssue({ code: 'custom', path, message: `${font.file} is not in the brand's folder` });
      } else if (!WOFF2_SIGNATURE.every((byte, i) => head[i] === byte)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${font.file} is not a WOFF2 font (its first bytes are not "wOF2"): convert it or take the .woff2 file`,
        });
      }
    });
    for (const { path, file } of identityFiles(brand.identity)) {
      const bytes = read(file, MAX_SVG_BYTES + 1);
      const problem = bytes ? svgProblem(new TextDecoder().decode(bytes)) : "is not in the brand's folder";
      if (problem) ctx.addIssue({ code: 'custom', path, message: `${file} ${problem}` });
    }
  });
}

export type BrandConfigInput = z.input<typeof brandConfigSchema>;
export type BrandConfig = z.output<typeof brandConfigSchema>;
export type ThemeTokens = BrandConfig['theme'];
export type BrandFont = BrandConfig['fonts'][number];

/** Whether a theme is dark or light, by its background (relative luminance below one half: dark). */
export function colourSchemeOf(theme: { colors: { background: string } }): 'dark' | 'light' {
  return isHexColour(theme.colors.background) && relativeLuminance(theme.colors.background) < 0.5
    ? 'dark'
    : 'light';
}

/** Typed identity for `brand.ts` files: editors get completion, start-up does the validation. */
export function defineBrand(config: BrandConfigInput): BrandConfigInput {
  return config;
}
