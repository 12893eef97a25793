/** Small builders for test documents: references, images, Portable Text and localised values. */
import type { TestDocument } from './localContentLake.ts';

let keys = 0;
/** A fresh `_key` for an array item. */
export function key(): string {
  keys += 1;
  return `k${keys}`;
}

export function ref(id: string): { _type: 'reference'; _ref: string; _key: string } {
  return { _type: 'reference', _ref: id, _key: key() };
}

/** An image whose asset id looks like Sanity's (`image-<sha>-<w>x<h>-<ext>`). */
export function image(name = 'a1b2c3'): { _type: 'image'; asset: { _type: 'reference'; _ref: string } } {
  return { _type: 'image', asset: { _type: 'reference', _ref: `image-${name}-600x600-png` } };
}

export function imageSet(name = 'a1b2c3') {
  return { _type: 'imageSet', img1x: image(`${name}1`), img2x: image(`${name}2`), img3x: image(`${name}3`) };
}

export function localeString(en: string) {
  return { _type: 'localeString', en };
}

export function localeText(en: string) {
  return { _type: 'localeText', en };
}

export function localeBlock(en: string) {
  return {
    _type: 'localeBlock',
    en: [
      {
        _type: 'block',
        _key: key(),
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: key(), text: en, marks: [] }],
      },
    ],
  };
}

export function slug(current: string) {
  return { _type: 'slug', current };
}

/** A document with the system fields validation expects. */
export function doc(_type: string, _id: string, fields: Record<string, unknown>): TestDocument {
  return {
    _id,
    _type,
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    _rev: 'r1',
    ...fields,
  };
}
