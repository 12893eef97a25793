/**
 * Sanity Studio: one workspace per brand folder in brands/ (a new folder adds a workspace), all
 * sharing the schema types of schemas/. Needs a Sanity project to run live (SANITY_STUDIO_PROJECT_ID);
 * its schemas, validation and build are tested offline.
 */
import { defineConfig, type WorkspaceOptions } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from '@casino/schemas';

interface BrandModule {
  default: { id: string; name: string };
}

const brandModules = import.meta.glob<BrandModule>('../brands/*/brand.ts', { eager: true });
const projectId = import.meta.env.SANITY_STUDIO_PROJECT_ID ?? 'local';

export const workspaces: WorkspaceOptions[] = Object.values(brandModules)
  .map(({ default: brand }) => brand)
  .sort((a, b) => a.id.localeCompare(b.id))
  .map((brand) => ({
    name: brand.id,
    title: brand.name,
    basePath: `/${brand.id}`,
    projectId,
    dataset: brand.id,
    plugins: [structureTool()],
    schema: { types: schemaTypes },
  }));

export default defineConfig(workspaces);
