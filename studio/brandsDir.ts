/**
 * The brands folder the studio's workspaces come from: `BRANDS_DIR` (as the site and the sandbox
 * read it), else the repository's `brands/`. Vite resolves the `@brands` alias to it, so
 * sanity.config.ts's `import.meta.glob('@brands/*\/brand.ts')` finds every brand folder there: a
 * brand made by `npm run brand:new` in another folder gets its workspace in a studio built with it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STUDIO_BRANDS_DIR = path.resolve(
  process.env['BRANDS_DIR'] ?? fileURLToPath(new URL('../brands', import.meta.url)),
);

/** The alias entry for Vite's `resolve.alias`. */
export const brandsAlias = { find: /^@brands\//, replacement: `${STUDIO_BRANDS_DIR}/` };
