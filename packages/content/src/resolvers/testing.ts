/**
 * The domain root fields' test graph: the graph over a small dataset made for them
 * (test/fixtures/domain), used by the resolver tests beside this file.
 *
 * The fixture, in short: markets UN, FI, JJ (custom, origin DE), CA (no languages) and CL
 * (disabled). Providers playngo (restricts GB), relax (the spec's hard-coded list), evolution
 * (restricts FI and removes the games there), veikkaus (FI only) and the aggregator pariplay with
 * sub-providers booming (excluded in FI) and spinomenal (restricts DE). The casino lobby's default
 * layout has a banners widget for visitors, a grid (desktop and mobile), carousels fed by a
 * category, a list and explicit games, and a recently-played widget for players; FI has its own
 * layout. Casino page sizes are 2 (mobile) and 3 (desktop).
 */
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import { createContentGraph, type TypedDocumentNode } from '../graph.ts';
import { createLocalContentSource } from '../source.ts';

/** A dataset of packages/content/test/fixtures by name. */
export const fixture = (name: string) =>
  fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url));
export const graph = createContentGraph(createLocalContentSource(fixture('domain')));

/** Runs an operation's text on the fixture's graph. */
export function run<T>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graph.execute(parse(text) as TypedDocumentNode<T, Record<string, unknown>>, variables);
}
