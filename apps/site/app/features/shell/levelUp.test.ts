/** The header's check of the loyalty level endpoint's answer before the level-up toast (levelUp.ts). */
import { describe, expect, it } from 'vitest';
import { levelOf } from './levelUp.ts';

describe('the level-up toast', () => {
  it('reaches the toast only as a level with a title', () => {
    expect(levelOf({ level: 2, title: ' Glow ', points: 1 })).toEqual({ level: 2, title: 'Glow' });
    for (const bad of [
      null,
      'x',
      { level: 2 },
      { level: -1, title: 'a' },
      { level: 1.5, title: 'a' },
      { level: 2, title: '' },
    ]) {
      expect(levelOf(bad)).toBeNull();
    }
  });
});
