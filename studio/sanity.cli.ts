/**
 * The Sanity CLI's configuration (`sanity build`, `sanity schema extract`). The project id comes from
 * SANITY_STUDIO_PROJECT_ID; "local" is a valid placeholder, so the studio builds offline. The build
 * bundles `sanity` itself rather than loading it from Sanity's CDN at run time.
 */
import { defineCliConfig } from 'sanity/cli';
import { brandsAlias } from './brandsDir.ts';

export default defineCliConfig({
  api: { projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local', dataset: 'aurora' },
  deployment: { autoUpdates: false },
  // The brand folders the workspaces are made from (brandsDir.ts).
  vite: (config) => {
    const alias = config.resolve?.alias;
    const aliases = Array.isArray(alias)
      ? alias
      : Object.entries(alias ?? {}).map(([find, replacement]) => ({
          find,
          replacement: String(replacement),
        }));
    return { ...config, resolve: { ...config.resolve, alias: [brandsAlias, ...aliases] } };
  },
});
