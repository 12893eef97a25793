/**
 * Icons from two open-licence sets on npm, in Iconify's JSON format:
 * - `fluent:<name>`: Microsoft's Fluent Emoji, flat style (`@iconify-json/fluent-emoji-flat`, MIT),
 *   full-colour pictures (cherries, gems, dragons, rockets …);
 * - `game:<name>`: game-icons.net (`@iconify-json/game-icons`, CC BY 3.0), one-colour silhouettes
 *   (ankh, viking helmet, revolver …), painted here with a metal or colour gradient.
 * Each icon used is defined once per picture and recorded in its credits (LICENSES.md lists them).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { num, type Canvas } from './svg.ts';

export type IconRef = `fluent:${string}` | `game:${string}`;

export const ICON_SETS = {
  fluent: '@iconify-json/fluent-emoji-flat',
  game: '@iconify-json/game-icons',
} as const;

interface IconifyJson {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

const require = createRequire(import.meta.url);
const sets = new Map<string, IconifyJson>();

function iconSet(prefix: keyof typeof ICON_SETS): IconifyJson {
  let set = sets.get(prefix);
  if (!set) {
    set = JSON.parse(readFileSync(require.resolve(`${ICON_SETS[prefix]}/icons.json`), 'utf8')) as IconifyJson;
    sets.set(prefix, set);
  }
  return set;
}

export interface Icon {
  body: string;
  width: number;
  height: number;
  /** One-colour icons take the fill of the `<use>` that draws them. */
  mono: boolean;
}

const cache = new Map<IconRef, Icon>();

const ARGUMENTS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/**
 * Path data with its numbers rounded to `decimals` places (an icon's own precision is far finer than
 * the pictures need): parsed command by command, arc flags read as single digits, numbers written
 * with only the separators they need.
 */
export function roundPath(d: string, decimals: number): string {
  const factor = 10 ** decimals;
  let out = '';
  let previous = '';
  let i = 0;
  const space = () => {
    while (i < d.length && /[\s,]/.test(d[i]!)) i++;
  };
  const write = (value: string) => {
    const joins =
      previous === '' ||
      /[a-zA-Z]$/.test(out) ||
      value.startsWith('-') ||
      (value.startsWith('.') && previous.includes('.'));
    out += joins ? value : ` ${value}`;
    previous = value;
  };
  const number = () => {
    space();
    const match = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i));
    if (!match) throw new Error(`Bad path data near "${d.slice(i, i + 20)}"`);
    i += match[0].length;
    const rounded = Math.round(Number(match[0]) * factor) / factor;
    write(String(Object.is(rounded, -0) ? 0 : rounded).replace(/^(-?)0\./, '$1.'));
  };
  const flag = () => {
    space();
    const value = d[i]!;
    i += 1;
    out += previous === '' || /[a-zA-Z]$/.test(out) ? value : ` ${value}`;
    previous = value;
  };
  let command = '';
  for (;;) {
    space();
    if (i >= d.length) break;
    if (/[a-zA-Z]/.test(d[i]!)) {
      command = d[i]!;
      out += command;
      previous = '';
      i += 1;
      if (command === 'z' || command === 'Z') continue;
    }
    const lower = command.toLowerCase();
    const count = ARGUMENTS[lower];
    if (count === undefined || count === 0) throw new Error(`Bad path command "${command}"`);
    for (let k = 0; k < count; k++) {
      if (lower === 'a' && (k === 3 || k === 4)) flag();
      else number();
    }
  }
  return out;
}

export function icon(ref: IconRef): Icon {
  const known = cache.get(ref);
  if (known) return known;
  const [prefix, name] = ref.split(':') as [keyof typeof ICON_SETS, string];
  const set = iconSet(prefix);
  const data = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!data) throw new Error(`No icon "${name}" in ${ICON_SETS[prefix]}`);
  const mono = prefix === 'game';
  // Ids inside an icon (gradients, clips) get the icon's own prefix, so two icons never clash.
  const local = `${prefix[0]}${name.replace(/[^a-z0-9]/gi, '')}`;
  const width = data.width ?? set.width ?? 16;
  // Two decimals for the 32-unit emoji, one for the 512-unit silhouettes.
  const decimals = width <= 64 ? 2 : 1;
  const body = data.body
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPath(d, decimals)}"`)
    .replace(/ fill="currentColor"/g, '')
    .replace(/id="([^"]+)"/g, (_, id: string) => `id="${local}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${local}-${id})`);
  const found = {
    body,
    width,
    height: data.height ?? set.height ?? 16,
    mono,
  };
  cache.set(ref, found);
  return found;
}

/** Defines an icon in the picture once; returns its id. */
export function defineIcon(canvas: Canvas, ref: IconRef): string {
  const data = icon(ref);
  canvas.credits.add(
    ref.startsWith('fluent:') ? `fluent-emoji-flat:${ref.slice(7)}` : `game-icons:${ref.slice(5)}`,
  );
  return canvas.define(`icon:${ref}`, (id) => `<g id="${id}">${data.body}</g>`, 'i');
}

/**
 * Draws an icon centred on `cx, cy`, `size` units across (its larger side), optionally mirrored or
 * turned; `attributes` paint one-colour icons (fill, stroke).
 */
export function drawIcon(
  canvas: Canvas,
  ref: IconRef,
  cx: number,
  cy: number,
  size: number,
  options: { attributes?: string; flip?: boolean; rotate?: number } = {},
): string {
  const data = icon(ref);
  const id = defineIcon(canvas, ref);
  const scale = size / Math.max(data.width, data.height);
  const sx = Math.round(scale * (options.flip ? -1 : 1) * 10000) / 10000;
  const sy = Math.round(scale * 10000) / 10000;
  const rotate = options.rotate ? ` rotate(${num(options.rotate)})` : '';
  const transform = `translate(${num(cx)} ${num(cy)})${rotate} scale(${sx === sy ? sx : `${sx} ${sy}`}) translate(${num(-data.width / 2)} ${num(-data.height / 2)})`;
  return `<use href="#${id}" transform="${transform}"${options.attributes ? ` ${options.attributes}` : ''}/>`;
}
