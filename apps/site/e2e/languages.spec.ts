/**
 * Every language of spec 1 §9 renders the home page in its catalogue, on a market that offers it
 * (the market's region language where it has one: en-CA → ca, fr-CA → caf, en-IN → inen…), and
 * passes an axe scan.
 */
import { AURORA } from './urls.ts';
import { expect, test } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '@casino/i18n';
import { translatorFor } from '@casino/i18n/catalogues';
import { expectNoAxeViolations } from './axe.ts';

/** The URL locale that shows each site language. */
const LOCALE_OF: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = {
  en: 'en-UN',
  fi: 'fi-FI',
  no: 'no-NO',
  de: 'de-UN',
  caf: 'fr-CA',
  ca: 'en-CA',
  nz: 'en-NZ',
  fr: 'fr-UN',
  inen: 'en-IN',
  cl: 'es-CL',
  pe: 'es-PE',
  pt: 'pt-UN',
  br: 'pt-BR',
  ja: 'ja-UN',
  tl: 'tl-UN',
  tr: 'tr-UN',
  pl: 'pl-UN',
  es: 'es-UN',
};

test('the table covers every supported language', () => {
  expect(Object.keys(LOCALE_OF).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
});

for (const [code, locale] of Object.entries(LOCALE_OF)) {
  test(`${code} renders the home page at /${locale}`, async ({ page }) => {
    const { t } = translatorFor(code);
    await page.goto(`${AURORA}/${locale}`);
    await expect(page).toHaveURL(`${AURORA}/${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('home.title', { brand: 'Aurora Casino' }),
    );
    await expect(page.getByRole('link', { name: t('nav.skip') })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
