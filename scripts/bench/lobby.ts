/**
 * The lobby query on the local content source (target: cached p50 under 5 ms, docs/benchmarks.md).
 * For each brand whose dataset has a lobby (else the content package's test fixture, and the report
 * says so), the site's lobby operation for the brand's default market:
 * - cold: a fresh source and graph each time (read and index the NDJSON, run the GROQ, build the
 *   view, execute), as after a start or a dataset change;
 * - executed: a warm source (GROQ result and lobby view cached) with the graph's result cache off,
 *   so GraphQL walks the whole answer each time: what a first request for new variables costs;
 * - cached: the same graph again (the answer kept per dataset version), through `graph.execute`
 *   and through a content client per request, as the site's loaders call it.
 * The report gives p50 / p95 / max of each (cold and cached are the headline figures), and the
 * figures machine-readable in docs/bench-results.json.
 *
 * Environment: `BENCH_LOBBY_DATASETS=dir[,dir…]` measures other dataset folders instead;
 * `BENCH_LOBBY_COLD` (cold iterations, default 20) and `BENCH_LOBBY_CACHED` (executed and cached
 * iterations, default 1000) shorten a run.
 */
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import {
  createContentClient,
  createContentGraph,
  createLocalContentSource,
  type TypedDocumentNode,
} from '@casino/content';
import type { Benchmark } from './benchmark.ts';
import { markdownTable, measure, ms, type Summary } from './measure.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = path.join(REPO_ROOT, 'packages/content/test/fixtures/domain');
const COLD_ITERATIONS = Number(process.env['BENCH_LOBBY_COLD'] ?? 20);
const CACHED_ITERATIONS = Number(process.env['BENCH_LOBBY_CACHED'] ?? 1000);

interface LobbyVariables extends Record<string, unknown> {
  type: 'casino' | 'liveCasino';
  market: string;
  channel: 'web' | 'mobile';
  device: 'largeDesktop' | 'desktop' | 'tablet' | 'mobile';
  language: string;
}

interface LobbyResult {
  lobby: { widgets: { tiles: unknown[] }[] } | null;
}

/** The lobby operation a casino page's loader runs (what apps/site would declare with graphql()). */
export const LOBBY_OPERATION = `query Lobby(
  $type: LobbyType!
  $market: String
  $channel: Channel!
  $device: Device!
  $country: String
  $authorized: Boolean
  $language: String!
) {
  lobby(type: $type, market: $market, channel: $channel, device: $device, country: $country, authorized: $authorized) {
    market
    country
    layout {
      _id
      name
    }
    widgets {
      widget {
        _id
        widgetId
        widgetType
        rowNum
        hasMore
        iconSvg
        name {
          text(language: $language)
        }
        category {
          categoryId
          url
        }
      }
      device
      columns
      total
      tiles {
        size
        restricted
        images {
          img1x {
            asset {
              _id
            }
          }
          img2x {
            asset {
              _id
            }
          }
        }
        game {
          _id
          gameId
          label
          gameSlug {
            current
          }
          jackpotExist
          rowSpan
          provider {
            providerId
          }
          subProvider {
            subProviderId
          }
          thumbnail {
            img1x {
              asset {
                _id
              }
            }
            img2x {
              asset {
                _id
              }
            }
          }
        }
      }
    }
  }
}`;

const LOBBY = parse(LOBBY_OPERATION) as TypedDocumentNode<LobbyResult, LobbyVariables>;

interface Dataset {
  name: string;
  dir: string;
  kind: 'brand' | 'fixture';
}

async function hasLobby(dir: string): Promise<boolean> {
  const source = createLocalContentSource(dir);
  return source.fetch<boolean>('count(*[_type == "lobbyLayout"]) > 0');
}

async function datasets(): Promise<{ list: Dataset[]; note: string }> {
  const chosen = process.env['BENCH_LOBBY_DATASETS'];
  if (chosen) {
    const list = chosen
      .split(',')
      .map((dir): Dataset => ({ name: path.basename(dir), dir, kind: 'fixture' }));
    return { list, note: `BENCH_LOBBY_DATASETS (${chosen})` };
  }
  const brandsRoot = path.join(REPO_ROOT, 'brands');
  const brands: Dataset[] = [];
  for (const name of readdirSync(brandsRoot).sort()) {
    const dir = path.join(brandsRoot, name, 'content');
    if (existsSync(dir) && (await hasLobby(dir))) brands.push({ name, dir, kind: 'brand' });
  }
  if (brands.length > 0) return { list: brands, note: 'the brands’ datasets (brands/<id>/content)' };
  return {
    list: [{ name: 'fixture', dir: FIXTURE, kind: 'fixture' }],
    note: 'the test fixture packages/content/test/fixtures/domain, since no brand dataset has a lobby yet',
  };
}

async function datasetFacts(dir: string): Promise<{ games: number; market: string; language: string }> {
  const source = createLocalContentSource(dir);
  const facts = await source.fetch<{ games: number; market: string | null; language: string | null }>(`{
    "games": count(*[_type == "game"]),
    "market": *[_type == "brand"][0].defaultMarket->marketId,
    "language": *[_type == "brand"][0].defaultMarket->languages[0]->code
  }`);
  return { games: facts.games, market: facts.market ?? 'UN', language: facts.language ?? 'en' };
}

interface Row {
  dataset: Dataset;
  games: number;
  variables: LobbyVariables;
  widgets: number;
  tiles: number;
  cold: Summary;
  executed: Summary;
  cached: Summary;
  apollo: Summary;
}

async function benchLobby(dataset: Dataset, variables: LobbyVariables, games: number): Promise<Row> {
  const cold = await measure(COLD_ITERATIONS, () =>
    createContentGraph(createLocalContentSource(dataset.dir)).execute(LOBBY, variables),
  );
  const source = createLocalContentSource(dataset.dir);
  const uncached = createContentGraph(source, { maxCachedResultsPerOperation: 0 });
  await uncached.execute(LOBBY, variables);
  const executed = await measure(CACHED_ITERATIONS, () => uncached.execute(LOBBY, variables));
  const graph = createContentGraph(source);
  const first = await graph.execute(LOBBY, variables);
  const cached = await measure(CACHED_ITERATIONS, () => graph.execute(LOBBY, variables));
  const apollo = await measure(CACHED_ITERATIONS, () => createContentClient(graph).query(LOBBY, variables));
  const widgets = first.lobby?.widgets ?? [];
  return {
    dataset,
    games,
    variables,
    widgets: widgets.length,
    tiles: widgets.reduce((sum, widget) => sum + widget.tiles.length, 0),
    cold,
    executed,
    cached,
    apollo,
  };
}

export const lobbyBenchmark: Benchmark = {
  name: 'lobby',
  description: 'The lobby query on the local content source, cold and cached',
  async run() {
    const { list, note } = await datasets();
    const rows: Row[] = [];
    for (const dataset of list) {
      const { games, market, language } = await datasetFacts(dataset.dir);
      for (const variables of [
        { type: 'casino', market, channel: 'web', device: 'desktop', language },
        { type: 'liveCasino', market, channel: 'mobile', device: 'mobile', language },
      ] satisfies LobbyVariables[]) {
        rows.push(await benchLobby(dataset, variables, games));
      }
    }
    const summary = (s: Summary) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)}`;
    const table = markdownTable(
      [
        'dataset',
        'games',
        'lobby (market, device, channel)',
        'widgets / tiles',
        'cold p50 / p95 / max',
        'executed p50 / p95 / max',
        'cached p50 / p95 / max',
        'cached, content client p50 / p95 / max',
      ],
      rows.map((row) => [
        row.dataset.name,
        String(row.games),
        `${row.variables.type} (${row.variables.market}, ${row.variables.device}, ${row.variables.channel})`,
        `${row.widgets} / ${row.tiles}`,
        summary(row.cold),
        summary(row.executed),
        summary(row.cached),
        summary(row.apollo),
      ]),
    );
    const cpus = os.cpus();
    const markdown = [
      table,
      '',
      `Datasets: ${note}. Cold: ${COLD_ITERATIONS} iterations, each a fresh source and graph; ` +
        `executed (warm source, graph result cache off), cached and content client: ` +
        `${CACHED_ITERATIONS} iterations each after a first run. Node ${process.version}, ` +
        `NODE_ENV=${process.env['NODE_ENV'] ?? '(unset)'}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}.`,
    ].join('\n');
    const data = rows.map((row) => ({
      dataset: row.dataset.name,
      games: row.games,
      lobby: row.variables,
      widgets: row.widgets,
      tiles: row.tiles,
      coldMs: row.cold,
      executedMs: row.executed,
      cachedMs: row.cached,
      contentClientMs: row.apollo,
    }));
    return { markdown, data };
  },
};
