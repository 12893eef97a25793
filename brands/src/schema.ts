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

const hexColour = z.string().refine(isHexColour, { message: 'must be a colour written as #rrggbb' });

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'must be a lower-case hostname without scheme or port, e.g. "aurora.example.com"',
  });

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
     * The brand's other colour scheme, if it allows one (issue 16 "a dark/light preference where a
     * brand allows it"): a dark theme's light twin or a light theme's dark one, held to the same
     * contrast rules. Players get it when their device prefers that scheme, or by choosing it in
     * the footer; without it the brand has one look and no choice is offered.
     */
    alternateTheme: themeTokensSchema.optional(),
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
     * Which sign-ups verify the e-mail address with a code (designed: spec 1 §4 "Registration
     * steps" leaves which verifications a brand asks). `standard` (the default) asks it of players
     * from Brazil only; `unless-sms` of every player whose phone is not verified by SMS (outside the
     * high-risk countries, @casino/domain `HIGH_RISK_COUNTRIES`), so every new account has one
     * verified contact.
     */
    signUpEmailVerification: z
      .enum(['standard', 'unless-sms'], { message: 'must be "standard" or "unless-sms"' })
      .default('standard'),
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
    const market = parseLocaleSegment(brand.defaultLocale)?.market;
    if (market && !brand.markets.includes(market)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `market ${market} is not in markets (${brand.markets.join(', ')})`,
      });
    }
  });

export type BrandConfigInput = z.input<typeof brandConfigSchema>;
export type BrandConfig = z.output<typeof brandConfigSchema>;
export type ThemeTokens = BrandConfig['theme'];

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
