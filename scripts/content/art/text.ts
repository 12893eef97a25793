/**
 * Titles drawn as paths: the brand's display font (an `@fontsource/*` package, read with
 * opentype.js from its .woff files) turned into outlines at generation time, so a picture looks the
 * same on every machine that rasterises it (librsvg through sharp would otherwise pick whatever
 * system font it finds for `<text>`). Each glyph is defined once per picture, in units of a 200 px
 * em with whole-number relative coordinates, and placed with `<use>`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import type { Font, Glyph } from 'opentype.js';
import { num, type Canvas } from './svg.ts';

export type FontId = 'lilita-one' | 'alfa-slab-one';

export const FONTS: Record<FontId, { family: string; package: string }> = {
  'lilita-one': { family: 'Lilita One', package: '@fontsource/lilita-one' },
  'alfa-slab-one': { family: 'Alfa Slab One', package: '@fontsource/alfa-slab-one' },
};

/** Glyph outlines are defined at this size (a 200-unit em). */
const EM = 200;

interface Face {
  /** The latin subset first, then latin-ext for the letters it lacks (é is latin, ł latin-ext). */
  fonts: Font[];
  /** Cap height in em units (0–1). */
  capHeight: number;
}

const require = createRequire(import.meta.url);
const faces = new Map<FontId, Face>();

function loadFont(path: string): Font {
  const bytes = readFileSync(require.resolve(path));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function face(id: FontId): Face {
  let found = faces.get(id);
  if (!found) {
    const base = `${FONTS[id].package}/files/${id}`;
    const fonts = [loadFont(`${base}-latin-400-normal.woff`), loadFont(`${base}-latin-ext-400-normal.woff`)];
    const latin = fonts[0]!;
    const os2 = latin.tables['os2'] as { sCapHeight?: number } | undefined;
    const capHeight = os2?.sCapHeight || latin.charToGlyph('H').getMetrics().yMax;
    found = { fonts, capHeight: capHeight / latin.unitsPerEm };
    faces.set(id, found);
  }
  return found;
}

interface Placed {
  font: Font;
  glyph: Glyph;
  /** Pen position in em units (0–1 per em). */
  x: number;
}

export interface Line {
  text: string;
  glyphs: Placed[];
  /** Advance width in ems. */
  width: number;
}

/** Lays a line out in ems: each character from the first subset that has it, kerned within a font. */
export function layoutLine(fontId: FontId, text: string, tracking = 0): Line {
  const { fonts } = face(fontId);
  const glyphs: Placed[] = [];
  let x = 0;
  let previous: Placed | undefined;
  for (const char of text) {
    const font = fonts.find((candidate) => candidate.charToGlyphIndex(char) > 0) ?? fonts[0]!;
    const glyph = font.charToGlyph(char);
    if (previous && previous.font === font) {
      x += font.getKerningValue(previous.glyph, glyph) / font.unitsPerEm;
    }
    const placed = { font, glyph, x };
    glyphs.push(placed);
    x += (glyph.advanceWidth ?? 0) / font.unitsPerEm + tracking;
    previous = placed;
  }
  return { text, glyphs, width: Math.max(0, x - tracking) };
}

/**
 * Path data with whole-number relative coordinates (rounded in absolute terms, so nothing drifts),
 * repeated commands written once, zero-length lines dropped.
 */
function pathData(glyph: Glyph): string {
  let out = '';
  let last = '';
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  const emit = (command: string, points: number[]) => {
    // Every point of a segment is relative to where the segment starts.
    let text = '';
    for (let i = 0; i < points.length; i += 2) {
      for (const value of [Math.round(points[i]!) - cx, Math.round(points[i + 1]!) - cy]) {
        const part = String(value);
        text += text === '' || part.startsWith('-') ? part : ` ${part}`;
      }
    }
    cx = Math.round(points[points.length - 2]!);
    cy = Math.round(points[points.length - 1]!);
    if (command !== last || command === 'm') out += command + text;
    else out += text.startsWith('-') ? text : ` ${text}`;
    last = command;
  };
  for (const command of glyph.getPath(0, 0, EM).commands) {
    switch (command.type) {
      case 'M':
        emit('m', [command.x, command.y]);
        startX = cx;
        startY = cy;
        break;
      case 'L':
        if (Math.round(command.x) === cx && Math.round(command.y) === cy) break;
        emit('l', [command.x, command.y]);
        break;
      case 'Q':
        emit('q', [command.x1, command.y1, command.x, command.y]);
        break;
      case 'C':
        emit('c', [command.x1, command.y1, command.x2, command.y2, command.x, command.y]);
        break;
      case 'Z':
        out += 'z';
        last = 'z';
        cx = startX;
        cy = startY;
        break;
    }
  }
  return out;
}

/** Defines a glyph in the canvas once; returns its id (or undefined for an empty glyph, e.g. a space). */
function glyphId(canvas: Canvas, fontId: FontId, placed: Placed): string | undefined {
  if (!placed.glyph.path || placed.glyph.getPath(0, 0, EM).commands.length === 0) return undefined;
  const key = `glyph:${fontId}:${placed.font === face(fontId).fonts[0] ? 0 : 1}:${placed.glyph.index}`;
  canvas.credits.add(`font:${fontId}`);
  return canvas.define(key, (id) => `<path id="${id}" d="${pathData(placed.glyph)}"/>`, 'g');
}

export interface TextBlock {
  lines: Line[];
  /** Font size in the canvas's units. */
  size: number;
  /** Line advance in ems. */
  leading: number;
  capHeight: number;
}

/**
 * Fits text into a box: one line, or the best split over up to `maxLines` lines (at word breaks),
 * whichever allows the larger font size, capped at `maxSize`.
 */
export function fitText(
  fontId: FontId,
  text: string,
  box: { width: number; height: number },
  options: { maxLines?: number; maxSize?: number; tracking?: number; leading?: number } = {},
): TextBlock {
  const { capHeight } = face(fontId);
  const leading = options.leading ?? 1.02;
  const maxLines = options.maxLines ?? 2;
  const tracking = options.tracking ?? 0;
  const words = text.split(/\s+/).filter(Boolean);
  const candidates: Line[][] = [];
  const split = (start: number, linesLeft: number, prefix: Line[]) => {
    if (linesLeft === 1 || start === words.length - 1) {
      candidates.push([...prefix, layoutLine(fontId, words.slice(start).join(' '), tracking)]);
      return;
    }
    for (let end = start + 1; end < words.length; end++) {
      split(end, linesLeft - 1, [...prefix, layoutLine(fontId, words.slice(start, end).join(' '), tracking)]);
    }
    candidates.push([...prefix, layoutLine(fontId, words.slice(start).join(' '), tracking)]);
  };
  split(0, maxLines, []);
  let best: { block: TextBlock; score: number } | undefined;
  for (const lines of candidates) {
    // Height taken: cap height of the first line, then a leading per further line, plus a descender.
    const heightEms = capHeight + (lines.length - 1) * leading + 0.22;
    const widths = lines.map((line) => line.width);
    const widest = Math.max(...widths);
    const size = Math.min(
      options.maxSize ?? Infinity,
      box.width / Math.max(widest, 0.01),
      box.height / heightEms,
    );
    // A short word alone on a line reads badly, and so do needless breaks: prefer balanced lines.
    const balance = Math.min(...widths) / widest;
    const score = size * (0.85 + 0.15 * balance) * (1 - 0.04 * (lines.length - 1));
    if (!best || score > best.score + 0.01) best = { block: { lines, size, leading, capHeight }, score };
  }
  return best!.block;
}

/**
 * Defines the text block as a group (`<g id>`) centred on `cx`, its first line's cap top at `top`;
 * returns the group's id, to draw it several times (outline, shadow, fill).
 */
export function defineText(
  canvas: Canvas,
  fontId: FontId,
  block: TextBlock,
  cx: number,
  top: number,
  align: 'center' | 'left' = 'center',
): string {
  const uses: string[] = [];
  block.lines.forEach((line, index) => {
    const offset = align === 'center' ? -line.width / 2 : 0;
    const baseline = block.capHeight + index * block.leading;
    for (const placed of line.glyphs) {
      const id = glyphId(canvas, fontId, placed);
      if (!id) continue;
      uses.push(`<use href="#${id}" x="${num((offset + placed.x) * EM)}" y="${num(baseline * EM)}"/>`);
    }
  });
  const scale = Math.round((block.size / EM) * 10000) / 10000;
  return canvas.define(
    `text:${canvas.id('k')}`,
    (id) =>
      `<g id="${id}" transform="translate(${num(cx)} ${num(top)}) scale(${scale})">${uses.join('')}</g>`,
    't',
  );
}

/** The block's height in canvas units (cap top of the first line to the last baseline). */
export function blockHeight(block: TextBlock): number {
  return (block.capHeight + (block.lines.length - 1) * block.leading) * block.size;
}

/** The widest line in canvas units. */
export function blockWidth(block: TextBlock): number {
  return Math.max(...block.lines.map((line) => line.width)) * block.size;
}

/** The font's glyph outlines are in EM units; strokes on a text group are given in them too. */
export const TEXT_EM = EM;
