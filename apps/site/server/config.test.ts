import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('runs on the embedded defaults with no environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      playerApiUrl: 'http://127.0.0.1:4000',
      playerApiFeedUrl: 'ws://127.0.0.1:4000',
      sanity: null,
      embeddedSessionSecret: true,
      trustProxy: 0,
    });
  });

  it('takes the production switches', () => {
    const config = parseConfig({
      PLAYER_API_URL: 'https://api.operator.example',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SESSION_SECRET: 'x'.repeat(40),
    });
    expect(config.playerApiUrl).toBe('https://api.operator.example');
    expect(config.playerApiFeedUrl).toBe('wss://api.operator.example');
    expect(config.sanity).toEqual({ projectId: 'abc123', dataset: 'production', token: undefined });
    expect(config.embeddedSessionSecret).toBe(false);
  });

  it('takes the number of trusted proxies (true/false read as 1/0)', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('names the variable and the problem when a value is bad', () => {
    expect(() => parseConfig({ PLAYER_API_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    expect(() => parseConfig({ SANITY_PROJECT_ID: 'abc' })).toThrow(
      /SANITY_DATASET: is required when SANITY_PROJECT_ID is set/,
    );
  });

  it('takes the feed URL from PLAYER_API_FEED_URL, ws or wss only', () => {
    expect(parseConfig({ PLAYER_API_FEED_URL: 'wss://feed.operator.example/' }).playerApiFeedUrl).toBe(
      'wss://feed.operator.example',
    );
    expect(() => parseConfig({ PLAYER_API_FEED_URL: 'https://feed.operator.example' })).toThrow(
      /PLAYER_API_FEED_URL: must be a ws:\/\/ or wss:\/\/ URL/,
    );
  });
});
