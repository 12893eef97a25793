import { describe, expect, it } from 'vitest';
import { brandIdRule } from './brand.rules.ts';

describe('brandIdRule', () => {
  it('takes a brand folder name', () => {
    for (const id of ['aurora', 'kestrel', 'nova-2']) expect(brandIdRule(id)).toBe(true);
  });

  it('rejects names that cannot be a folder under brands/', () => {
    for (const id of ['Aurora', 'a', '2nova', 'nova bet', ''])
      expect(brandIdRule(id)).toMatch(/brand folder name/);
  });
});
