/**
 * Fontconfig setups for e2e/fonts.spec.ts: Chromium on Linux finds fonts through fontconfig, and
 * `FONTCONFIG_FILE` in its environment replaces the machine's configuration, so a test can show a
 * page to a browser that sees other fonts than the machine has:
 * - `hidden`: none of the machine's fonts, only one unrelated font (Playfair Display): text that
 *   is not painted by a brand's web font shows in it. (With no font at all Chromium crashes as soon
 *   as a page has a text field or a select, so one font has to be there.)
 * - `extra`: the machine's fonts plus other OFL fonts (from npm devDependencies, not apt, so every
 *   machine has them), preferred for the generic families and the usual system names, as Debian's
 *   fonts-liberation and fonts-dejavu-extra do: Playfair Display for `serif`, Georgia and Times
 *   New Roman, Figtree for `sans-serif`, `system-ui`, Arial, Helvetica, Segoe UI and Roboto.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type MachineFonts = 'hidden' | 'extra';

/** The extra fonts' family names. */
export const EXTRA_SERIF = 'Playfair Display';
export const EXTRA_SANS = 'Figtree';
const SERIF_NAMES = ['serif', 'Georgia', 'Times New Roman', 'Times', 'Liberation Serif', 'DejaVu Serif'];
const SANS_NAMES = [
  'sans-serif',
  'sans',
  'system-ui',
  'Arial',
  'Helvetica',
  'Segoe UI',
  'Roboto',
  'Liberation Sans',
  'DejaVu Sans',
];

// TrueType files: Chromium reads a machine's fonts with a FreeType of its own that opens neither
// WOFF2 nor WOFF (the @fontsource packages' formats), so these come from packages with TTFs.
const SERIF_FILES = [
  '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf',
  '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
];
const SANS_FILES = [
  '@expo-google-fonts/figtree/400Regular/Figtree_400Regular.ttf',
  '@expo-google-fonts/figtree/700Bold/Figtree_700Bold.ttf',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function alias(names: readonly string[], prefer: string): string {
  return names
    .map(
      (name) =>
        `  <alias binding="strong"><family>${escapeXml(name)}</family>` +
        `<prefer><family>${escapeXml(prefer)}</family></prefer></alias>`,
    )
    .join('\n');
}

/** Writes a fonts.conf for the setup in a fresh temporary folder (the caller removes it); returns its path. */
export function fontconfigFile(setup: MachineFonts): string {
  const dir = mkdtempSync(path.join(tmpdir(), `casino-fonts-${setup}-`));
  const fontsDir = path.join(dir, 'fonts');
  mkdirSync(fontsDir);
  const body =
    setup === 'hidden'
      ? [
          // The machine's configuration for how text is drawn (hinting, anti-aliasing), which
          // changes glyph widths even for web fonts; then none of its font folders, only ours.
          '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
          '  <reset-dirs/>',
          `  <dir>${escapeXml(fontsDir)}</dir>`,
        ].join('\n')
      : [
          // The machine's own configuration first (its directories and aliases), then ours after it,
          // so our preferences are prepended last and come first.
          '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
          `  <dir>${escapeXml(fontsDir)}</dir>`,
          alias(SERIF_NAMES, EXTRA_SERIF),
          alias(SANS_NAMES, EXTRA_SANS),
        ].join('\n');
  const require = createRequire(import.meta.url);
  for (const file of setup === 'hidden' ? SERIF_FILES : [...SERIF_FILES, ...SANS_FILES]) {
    copyFileSync(require.resolve(file), path.join(fontsDir, path.basename(file)));
  }
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n${body}\n` +
      `  <cachedir>${escapeXml(path.join(dir, 'cache'))}</cachedir>\n</fontconfig>\n`,
  );
  return file;
}
