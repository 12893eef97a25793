import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContentClient } from './client.ts';
import { ContentGraphError, createContentGraph, type TypedDocumentNode } from './graph.ts';
import { createLocalContentSource } from './source.ts';

const aurora = path.resolve(fileURLToPath(import.meta.url), '../../test/fixtures/aurora-mini');

const MARKETS = parse(`
  query Markets($enabled: Boolean) {
    allMarket(where: { isMarketEnabled: { eq: $enabled } }, sort: [{ marketId: ASC }]) { _id marketId languages { code } }
  }
`) as TypedDocumentNode<
  { allMarket: Array<{ _id: string; marketId: string; languages: Array<{ code: string }> }> },
  { enabled: boolean }
>;

describe('content client (Apollo over the in-process graph)', () => {
  const client = () => createContentClient(createContentGraph(createLocalContentSource(aurora)));

  it('answers a typed operation with variables', async () => {
    const data = await client().query(MARKETS, { enabled: false });
    expect(data.allMarket.map((m) => m.marketId)).toEqual(['CL']);
    const enabled = await client().query(MARKETS, { enabled: true });
    expect(enabled.allMarket.length).toBeGreaterThan(3);
    expect(enabled.allMarket.find((m) => m.marketId === 'FI')?.languages.map((l) => l.code)).toContain('fi');
  });

  it('reports a query the schema refuses as a ContentGraphError naming the operation', async () => {
    const bad = parse('query Broken { allMarket { noSuchField } }') as TypedDocumentNode<
      unknown,
      Record<string, never>
    >;
    const error = await client()
      .query(bad)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentGraphError);
    expect((error as Error).message).toMatch(/Broken.*noSuchField/);
  });

  it('runs the domain root fields as the graph does, the same answer for every request', async () => {
    const graph = createContentGraph(
      createLocalContentSource(path.resolve(fileURLToPath(import.meta.url), '../../test/fixtures/domain')),
    );
    const LOBBY = parse(`
      query Lobby($market: String) {
        lobby(type: casino, market: $market, channel: web, device: desktop) { layout { name } widgets { total } }
      }
    `) as TypedDocumentNode<
      { lobby: { layout: { name: string }; widgets: { total: number }[] } },
      { market: string }
    >;
    const viaClient = await createContentClient(graph).query(LOBBY, { market: 'FI' });
    expect(viaClient).toEqual(await graph.execute(LOBBY, { market: 'FI' }));
    expect(viaClient.lobby.layout.name).toBe('Casino Finland');
    expect(await createContentClient(graph).query(LOBBY, { market: 'FI' })).toEqual(viaClient);
  });
});
