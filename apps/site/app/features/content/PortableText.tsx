/** Renders validated Portable Text (portableText.ts); list items are grouped into lists. */
import type { ReactNode } from 'react';
import type { PortableBlock, PortableSpan } from './portableText.ts';

function Spans({ spans, locale }: { spans: PortableSpan[]; locale: string }) {
  return spans.map((span, index) => {
    let node: ReactNode = span.text;
    if (span.strong) node = <strong>{node}</strong>;
    if (span.em) node = <em>{node}</em>;
    if (span.href) {
      const href = span.href.startsWith('/') ? `/${locale}${span.href}` : span.href;
      node = <a href={href}>{node}</a>;
    }
    return <span key={index}>{node}</span>;
  });
}

export function PortableText({ blocks, locale }: { blocks: PortableBlock[]; locale: string }) {
  const out: ReactNode[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    if (block.listItem) {
      const kind = block.listItem;
      const items: PortableBlock[] = [];
      while (i < blocks.length && blocks[i]!.listItem === kind) items.push(blocks[i++]!);
      i -= 1;
      const List = kind === 'number' ? 'ol' : 'ul';
      out.push(
        <List key={items[0]!.key}>
          {items.map((item) => (
            <li key={item.key}>
              <Spans spans={item.spans} locale={locale} />
            </li>
          ))}
        </List>,
      );
      continue;
    }
    const Tag = block.style === 'normal' ? 'p' : block.style;
    out.push(
      <Tag key={block.key}>
        <Spans spans={block.spans} locale={locale} />
      </Tag>,
    );
  }
  return <>{out}</>;
}
