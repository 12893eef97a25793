/**
 * brands/<id>/assets/LICENSES.md: the open-licence npm packages the brand's pictures are drawn from
 * (icon sets, fonts) with their versions, licences and the attribution each licence asks for, and
 * which icons the pictures use. Written by the generator from the credits the pictures record, so it
 * lists exactly what is drawn; versions are read from the installed packages (pinned in
 * scripts/package.json).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Artwork } from './artwork.ts';
import { ICON_SETS } from './art/icons.ts';
import { FONTS, type FontId } from './art/text.ts';

/** The file name in brands/<id>/assets/ (not an image: the validator and the image route skip it). */
export const LICENSES_FILE = 'LICENSES.md';

const require = createRequire(import.meta.url);

/** An installed package's package.json, found from one of its files. */
function packageJson(name: string, file: string): { name: string; version: string; license: string } {
  let dir = dirname(require.resolve(`${name}/${file}`));
  for (;;) {
    const candidate = join(dir, 'package.json');
    try {
      const json = JSON.parse(readFileSync(candidate, 'utf8')) as {
        name: string;
        version: string;
        license: string;
      };
      if (json.name === name) return json;
    } catch {
      // not here: go up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json for ${name}`);
    dir = parent;
  }
}

/**
 * Authors of the game-icons.net icons the art uses (the folder each icon has in
 * github.com/game-icons/icons): CC BY 3.0 asks for "Icons made by {author}". An icon used without
 * an entry here fails the generator, so the list stays complete.
 */
export const GAME_ICON_AUTHORS: Record<string, 'Lorc' | 'Delapouite' | 'Skoll'> = {
  ankh: 'Lorc',
  'crossed-axes': 'Lorc',
  'crystal-growth': 'Lorc',
  'cut-diamond': 'Lorc',
  emerald: 'Lorc',
  'gold-scarab': 'Lorc',
  hydra: 'Lorc',
  minotaur: 'Lorc',
  raven: 'Lorc',
  'rune-stone': 'Lorc',
  'totem-mask': 'Lorc',
  'tribal-mask': 'Lorc',
  trident: 'Lorc',
  'zeus-sword': 'Lorc',
  'colombian-statue': 'Delapouite',
  'drakkar-dragon': 'Delapouite',
  dynamite: 'Delapouite',
  'egyptian-profile': 'Delapouite',
  'egyptian-sphinx': 'Delapouite',
  'egyptian-temple': 'Delapouite',
  'eye-of-horus': 'Delapouite',
  'greek-temple': 'Delapouite',
  'griffin-symbol': 'Delapouite',
  horseshoe: 'Delapouite',
  'jewel-crown': 'Delapouite',
  'mayan-pyramid': 'Delapouite',
  'monstera-leaf': 'Delapouite',
  'outback-hat': 'Delapouite',
  'saloon-doors': 'Delapouite',
  'thor-hammer': 'Delapouite',
  'viking-helmet': 'Delapouite',
  'open-treasure-chest': 'Skoll',
  revolver: 'Skoll',
};

const MIT_NOTICE = `Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

const list = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

/** LICENSES.md for a brand, from its pictures' credits. */
export function licencesMarkdown(brandName: string, artworks: readonly Artwork[]): string {
  const credits = new Set(artworks.flatMap((art) => art.credits));
  const used = (prefix: string) =>
    [...credits]
      .filter((credit) => credit.startsWith(`${prefix}:`))
      .map((credit) => credit.slice(prefix.length + 1))
      .sort();
  const fluent = used('fluent-emoji-flat');
  const game = used('game-icons');
  const fonts = used('font') as FontId[];
  const sections: string[] = [];

  if (fluent.length > 0) {
    const pkg = packageJson(ICON_SETS.fluent, 'icons.json');
    sections.push(
      [
        `## ${pkg.name} ${pkg.version}`,
        '',
        `- Licence: ${pkg.license} (https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE)`,
        '- Author: Microsoft Corporation, Fluent Emoji (https://github.com/microsoft/fluentui-emoji), in Iconify JSON format',
        '- Use: full-colour symbols (fruit, gems, animals, dealers, suits …), scaled and placed; not altered',
        `- Icons used (${fluent.length}): ${list(fluent)}`,
        '',
        'Copyright (c) Microsoft Corporation.',
        '',
        MIT_NOTICE,
      ].join('\n'),
    );
  }
  if (game.length > 0) {
    const pkg = packageJson(ICON_SETS.game, 'icons.json');
    const byAuthor = new Map<string, string[]>();
    for (const name of game) {
      const author = GAME_ICON_AUTHORS[name];
      if (!author) throw new Error(`Add the author of game-icons.net's "${name}" to GAME_ICON_AUTHORS`);
      byAuthor.set(author, [...(byAuthor.get(author) ?? []), name]);
    }
    sections.push(
      [
        `## ${pkg.name} ${pkg.version}`,
        '',
        `- Licence: CC BY 3.0 (${pkg.license}, https://creativecommons.org/licenses/by/3.0/)`,
        '- Source: game-icons.net (https://game-icons.net, https://github.com/game-icons/icons), in Iconify JSON format',
        '- Use: one-colour silhouettes, changed here: painted with metal gradients and an outline, scaled, turned and placed',
        '',
        ...[...byAuthor.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([author, names]) => `- Icons made by ${author} (game-icons.net), CC BY 3.0: ${list(names)}`),
      ].join('\n'),
    );
  }
  for (const font of fonts.sort()) {
    const pkg = packageJson(FONTS[font].package, 'LICENSE');
    const copyright = readFileSync(require.resolve(`${FONTS[font].package}/LICENSE`), 'utf8')
      .split('\n')[0]!
      .trim();
    sections.push(
      [
        `## ${pkg.name} ${pkg.version}`,
        '',
        `- Licence: SIL Open Font License 1.1 (${pkg.license}, https://openfontlicense.org)`,
        `- Font: ${FONTS[font].family}; ${copyright}`,
        '- Use: titles and names are set in it and converted to outlines (SVG paths) when the pictures are generated; the font files are not shipped',
      ].join('\n'),
    );
  }
  const opentype = packageJson('opentype.js', 'package.json');
  sections.push(
    [
      `## ${opentype.name} ${opentype.version}`,
      '',
      `- Licence: ${opentype.license}`,
      '- Use: a tool of the generator only (it reads the font files to outline the text); nothing of it is in the pictures',
    ].join('\n'),
  );

  return `# Licences of the ${brandName} artwork

The pictures in this folder are generated by \`npm run content:generate\` (scripts/content/artwork.ts) and
are original compositions: scenes, tables and marks drawn from simple shapes, with symbols from the
open-licence icon sets below and text set in an open-licence font. This file is written by the same
generator from what the pictures use; do not edit it by hand.

${sections.join('\n\n')}
`;
}
