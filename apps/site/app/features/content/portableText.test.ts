import { describe, expect, it } from 'vitest';
import { portableBlocks, safeHref } from './portableText.ts';

describe('portableBlocks', () => {
  it('keeps blocks, styles, list items, marks and safe links', () => {
    const blocks = portableBlocks([
      {
        _type: 'block',
        _key: 'a',
        style: 'h2',
        children: [{ _type: 'span', text: 'Title' }],
        markDefs: [],
      },
      {
        _type: 'block',
        _key: 'b',
        listItem: 'bullet',
        children: [
          { _type: 'span', text: 'Read ', marks: [] },
          { _type: 'span', text: 'the rules', marks: ['strong', 'l1'] },
        ],
        markDefs: [{ _key: 'l1', _type: 'link', href: '/casino-rules' }],
      },
    ]);
    expect(blocks).toEqual([
      {
        key: 'a',
        style: 'h2',
        listItem: null,
        spans: [{ text: 'Title', strong: false, em: false, href: null }],
      },
      {
        key: 'b',
        style: 'normal',
        listItem: 'bullet',
        spans: [
          { text: 'Read ', strong: false, em: false, href: null },
          { text: 'the rules', strong: true, em: false, href: '/casino-rules' },
        ],
      },
    ]);
  });

  it('drops what it does not know and never keeps a script link', () => {
    expect(portableBlocks('nope')).toEqual([]);
    expect(portableBlocks([{ _type: 'image' }, null])).toEqual([]);
    const [only] = portableBlocks([
      {
        _type: 'block',
        style: 'h1',
        children: [{ _type: 'span', text: 'x', marks: ['l'] }, { _type: 'weird' }],
        markDefs: [{ _key: 'l', _type: 'link', href: 'javascript:alert(1)' }],
      },
    ]);
    expect(only).toEqual({
      key: '0',
      style: 'normal',
      listItem: null,
      spans: [{ text: 'x', strong: false, em: false, href: null }],
    });
    expect(safeHref('//evil.test')).toBeNull();
    expect(safeHref('https://ok.test')).toBe('https://ok.test');
  });
});
