import { describe, expect, it } from 'vitest';
import { PLAYER_STORAGE_KEYS, clearPlayerStorage } from './playerStorage.ts';

describe('clearPlayerStorage', () => {
  it('removes the player keys and keeps the device’s cookie consent', () => {
    const data = new Map<string, string>([
      ['questionnairePlayerId', 'p1'],
      ['pendingDocumentIds', '["d1"]'],
      ['cookies_a', 'true'],
    ]);
    clearPlayerStorage({ removeItem: (key) => void data.delete(key) });
    expect([...data.keys()]).toEqual(['cookies_a']);
    expect(PLAYER_STORAGE_KEYS).toContain('questionnairePlayerId');
  });

  it('does not throw when storage is unavailable', () => {
    expect(() =>
      clearPlayerStorage({
        removeItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).not.toThrow();
  });
});
