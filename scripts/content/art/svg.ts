/**
 * A small SVG builder for the generated artwork: numbers written short (one decimal at most),
 * definitions (gradients, icons, glyphs) written once per picture and drawn with `<use>`, so each
 * picture stays a few kilobytes however often a shape repeats.
 */

/** A number with at most one decimal, without a trailing ".0" or a "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** `[offset, colour, opacity?]` */
export type Stop = readonly [number, string, number?];

const short = (value: number) => String(Math.round(value * 100) / 100);

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${short(offset)}" stop-color="${color}"${
          opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${short(opacity)}"`
        }/>`,
    )
    .join('');
}

export class Canvas {
  /** The drawing's own units (the viewBox); the file's pixel size may differ. */
  readonly width: number;
  readonly height: number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly keys = new Map<string, string>();
  private counter = 0;
  /** Licence credits of what the picture draws (icon sets, fonts), e.g. `game-icons:ankh`. */
  readonly credits = new Set<string>();

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  /** A new short id, unique in the picture. */
  id(prefix = 'd'): string {
    return `${prefix}${(this.counter++).toString(36)}`;
  }

  /** Adds a definition once per `key`; returns its id. */
  define(key: string, make: (id: string) => string, prefix = 'd'): string {
    const known = this.keys.get(key);
    if (known) return known;
    const id = this.id(prefix);
    this.keys.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  /** A linear gradient (object bounding box units unless `user` is given); returns `url(#id)`. */
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const key = `l${x1},${y1},${x2},${y2},${user}:${JSON.stringify(list)}`;
    const id = this.define(
      key,
      (gid) =>
        `<linearGradient id="${gid}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}"${
          user ? ' gradientUnits="userSpaceOnUse"' : ''
        }>${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred in the shape's box (or at `cx, cy` with radius `r` there). */
  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${cx},${cy},${r}:${JSON.stringify(list)}`;
    const id = this.define(
      key,
      (gid) =>
        `<radialGradient id="${gid}"${cx === 0.5 && cy === 0.5 ? '' : ` cx="${num(cx * 100)}%" cy="${num(cy * 100)}%"`}${
          r === 0.5 ? '' : ` r="${num(r * 100)}%"`
        }>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  svg(pixelWidth: number, pixelHeight: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${num(this.width)} ${num(this.height)}">` +
      (this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '') +
      this.body.join('') +
      `</svg>\n`
    );
  }
}

/** `<use>` of a definition at a place and size. */
export function use(id: string, x: number, y: number, scale: number, attributes = ''): string {
  const transform =
    scale === 1
      ? x === 0 && y === 0
        ? ''
        : ` transform="translate(${num(x)} ${num(y)})"`
      : ` transform="translate(${num(x)} ${num(y)}) scale(${Math.round(scale * 10000) / 10000})"`;
  return `<use href="#${id}"${transform}${attributes ? ` ${attributes}` : ''}/>`;
}

/** A rounded rectangle. */
export function rect(x: number, y: number, w: number, h: number, r: number, attributes: string): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${
    r > 0 ? ` rx="${num(r)}"` : ''
  } ${attributes}/>`;
}

export function circle(cx: number, cy: number, r: number, attributes: string): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" ${attributes}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attributes: string): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" ${attributes}/>`;
}

/** A polygon from `[x, y]` points, as a path. */
export function polygon(points: readonly (readonly [number, number])[], attributes: string): string {
  return `<path d="M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z" ${attributes}/>`;
}

/** A regular star with `points` tips. */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotation = -Math.PI / 2,
): [number, number][] {
  return Array.from({ length: points * 2 }, (_, k) => {
    const angle = rotation + (Math.PI / points) * k;
    const radius = k % 2 ? inner : outer;
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius] as [number, number];
  });
}
