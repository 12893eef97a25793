import { describe, expect, it } from 'vitest';
import { lobbyRequest, MAX_RECENT, showsLayout } from './lobbyRequest.server.ts';

const ask = (query: string) =>
  lobbyRequest('casino-lobby', {}, new URL(`http://site/en-UN/online-casino?${query}`));

describe('the search field’s ask (issue 27)', () => {
  it('reads the recent game ids, newest first, without repeats, at most MAX_RECENT', () => {
    expect(ask('suggest=1&recent=b,a,b').recent).toEqual(['b', 'a']);
    expect(ask(`suggest=1&recent=${['a', 'b', 'c', 'd', 'e', 'f', 'g'].join(',')}`).recent).toHaveLength(
      MAX_RECENT,
    );
    expect(ask('suggest=1').recent).toEqual([]);
  });
  it('drops a list with anything but game ids', () => {
    expect(ask('suggest=1&recent=ok,<script>').recent).toEqual([]);
    expect(ask(`suggest=1&recent=${'x'.repeat(101)}`).recent).toEqual([]);
    expect(ask('suggest=1&recent=,').recent).toEqual([]);
  });
  it('shows no layout for the field’s own ask', () => {
    expect(showsLayout(ask(''))).toBe(true);
    expect(showsLayout(ask('suggest=1'))).toBe(false);
  });
});
