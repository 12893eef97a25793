/**
 * First-load JavaScript per route of the site's client build: for a route, every script the page
 * preloads — the client entry and its imports, then each matched route module (root, the locale
 * layout, the page) and its imports — counted once each, in gzip bytes. The framework floor is the
 * same sum for an empty route (`no-locale-index`, which renders nothing).
 *
 * Reads `apps/site/build/client/assets/manifest-*.js` (React Router's manifest), so the site must
 * be built first.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../stack.ts';

export const CLIENT_DIR = path.join(REPO_ROOT, 'apps/site/build/client');

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readManifest(clientDir = CLIENT_DIR): Manifest {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the site first (npm run build)`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as Manifest;
}

/** The scripts a page of `routeId` loads first, in order, without repeats. */
export function firstLoadScripts(manifest: Manifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    chain.unshift(route);
  }
  if (chain.length === 0) throw new Error(`No route "${routeId}" in the manifest`);
  const scripts = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of chain) scripts.push(route.module, ...(route.imports ?? []));
  return [...new Set(scripts)];
}

export function gzipBytes(clientDir: string, script: string): number {
  return gzipSync(readFileSync(path.join(clientDir, script)), { level: 9 }).length;
}

export interface RouteSize {
  routeId: string;
  gzipBytes: number;
  scripts: number;
}

export const FLOOR_ROUTE = 'no-locale-index';

export function routeSizes(routeIds: readonly string[], clientDir = CLIENT_DIR): RouteSize[] {
  const manifest = readManifest(clientDir);
  return routeIds.map((routeId) => {
    const scripts = firstLoadScripts(manifest, routeId);
    return {
      routeId,
      scripts: scripts.length,
      gzipBytes: scripts.reduce((sum, script) => sum + gzipBytes(clientDir, script), 0),
    };
  });
}

/** Every page route of the manifest (routes with a component, not the resource routes). */
export function pageRouteIds(clientDir = CLIENT_DIR): string[] {
  const manifest = readManifest(clientDir) as Manifest & {
    routes: Record<string, ManifestRoute & { hasDefaultExport?: boolean }>;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && route.id !== 'root' && route.id !== 'locale')
    .map((route) => route.id);
}
