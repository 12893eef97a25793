/**
 * Portable Text from content, validated with zod at the boundary (content documents are outside
 * input): only the shapes the site renders are kept — blocks with a style, list items, spans with
 * marks, and link annotations with a safe href. Anything else is dropped, never rendered raw.
 */
import { z } from 'zod';

const span = z.object({
  _type: z.literal('span'),
  _key: z.string().optional(),
  text: z.string(),
  marks: z.array(z.string()).optional(),
});

const linkDef = z.object({ _key: z.string(), _type: z.literal('link'), href: z.string() });

const block = z.object({
  _type: z.literal('block'),
  _key: z.string().optional(),
  style: z.string().optional(),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().optional(),
  children: z.array(z.unknown()),
  markDefs: z.array(z.unknown()).optional(),
});

export interface PortableSpan {
  text: string;
  strong: boolean;
  em: boolean;
  href: string | null;
}

export interface PortableBlock {
  key: string;
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  listItem: 'bullet' | 'number' | null;
  spans: PortableSpan[];
}

const STYLES = new Set(['normal', 'h2', 'h3', 'h4', 'blockquote']);

/** A link is kept when it is a site path or an http(s)/mailto/tel URL. */
export function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : null;
}

export function portableBlocks(value: unknown): PortableBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw, index) => {
    const parsed = block.safeParse(raw);
    if (!parsed.success) return [];
    const links = new Map(
      (parsed.data.markDefs ?? []).flatMap((def) => {
        const link = linkDef.safeParse(def);
        return link.success ? [[link.data._key, safeHref(link.data.href)] as const] : [];
      }),
    );
    const spans = parsed.data.children.flatMap((child) => {
      const s = span.safeParse(child);
      if (!s.success) return [];
      const marks = s.data.marks ?? [];
      const href = marks.map((mark) => links.get(mark)).find((link) => link) ?? null;
      return [{ text: s.data.text, strong: marks.includes('strong'), em: marks.includes('em'), href }];
    });
    const style = STYLES.has(parsed.data.style ?? 'normal') ? (parsed.data.style ?? 'normal') : 'normal';
    return [
      {
        key: parsed.data._key ?? String(index),
        style: style as PortableBlock['style'],
        listItem: parsed.data.listItem ?? null,
        spans,
      },
    ];
  });
}
