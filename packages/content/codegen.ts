/**
 * graphql-codegen configuration for the content graph (run through scripts/codegen.ts, which first
 * writes the SDL this reads). Two outputs:
 * - `src/generated/graphql.ts`: the graph's model types (types, inputs, root-field arguments), for
 *   the resolvers in this package. Node runs this package directly, so generated imports carry
 *   `.ts` extensions and enums are string unions (type stripping has no enums).
 * - `apps/site/app/generated/graphql/`: the client preset for the operations the site's routes
 *   declare with `graphql(...)`. Vite bundles it, so no import extensions there. Fragment masking is
 *   off because results are used in loaders, not in components that own fragments.
 */
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export const paths = {
  sdl: here('./src/generated/schema.graphql'),
  /** The hand-written domain root fields, merged into the SDL. */
  domainSdl: here('./src/domain.graphql'),
  contentTypes: here('./src/generated/graphql.ts'),
  siteOutput: here('../../apps/site/app/generated/graphql/'),
  /** Routes (`.tsx`) and server modules (`.ts`, e.g. `lib/shell.server.ts`), not the preset's own output. */
  siteDocuments: [
    here('../../apps/site/app/') + '**/*.{ts,tsx}',
    '!' + here('../../apps/site/app/generated/') + '**',
  ],
};

/** Sanity's custom scalars as they arrive in JSON. */
const scalars = { DateTime: 'string', Date: 'string', JSON: 'unknown' };

export interface CodegenOptions {
  /** The SDL to generate from (a path or the text); defaults to the committed schema.graphql. */
  schema?: string;
  /** Globs of the site's operation documents; tests point it elsewhere. */
  siteDocuments?: string | string[];
  /** Output folder of the site's client preset. */
  siteOutput?: string;
  /** Output file of the graph's model types. */
  contentTypes?: string;
}

export function codegenConfig(options: CodegenOptions = {}): CodegenConfig {
  const siteOutput = options.siteOutput ?? paths.siteOutput;
  return {
    schema: options.schema ?? paths.sdl,
    ignoreNoDocuments: true,
    silent: true,
    generates: {
      [options.contentTypes ?? paths.contentTypes]: {
        plugins: ['typescript'],
        config: {
          enumsAsTypes: true,
          useTypeImports: true,
          importExtension: '.ts',
          strictScalars: true,
          scalars,
        },
      },
      [siteOutput.endsWith('/') ? siteOutput : `${siteOutput}/`]: {
        documents: options.siteDocuments ?? paths.siteDocuments,
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: {
          enumsAsTypes: true,
          useTypeImports: true,
          strictScalars: true,
          scalars,
        },
      },
    },
  };
}

export default codegenConfig();
