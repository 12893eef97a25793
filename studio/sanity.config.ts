/**
 * Sanity Studio: one workspace per brand folder in brands/ (a new folder adds a workspace; the
 * folder is BRANDS_DIR when set, brandsDir.ts), all
 * sharing the schema types of schemas/ and the desk structure of structure.ts. Needs a Sanity
 * project to run live (SANITY_STUDIO_PROJECT_ID); its schemas, validation and build are tested
 * offline.
 *
 * Singletons (site settings, lobby settings, VIP page, footer) are edited as one document each:
 * they cannot be created from templates, duplicated or deleted.
 */
import { defineConfig, type DocumentActionComponent, type WorkspaceOptions } from 'sanity';
import { structureTool } from 'sanity/structure';
import { visionTool } from '@sanity/vision';
import { previewAction, siteOriginFor } from './previewAction.ts';
import { schemaTypes, singletonTypeNames } from '@casino/schemas';
import { structure } from './structure.ts';

interface BrandModule {
  default: { id: string; name: string; hostnames: string[] };
}

// `@brands` is the brands folder (brandsDir.ts: BRANDS_DIR, else the repository's brands/).
const brandModules = import.meta.glob<BrandModule>('@brands/*/brand.ts', { eager: true });
/** A placeholder that is a valid project id, so the studio builds without a Sanity project. */
const projectId = import.meta.env.SANITY_STUDIO_PROJECT_ID ?? 'local';

const singletons = new Set(singletonTypeNames);
/** The actions a singleton keeps: no duplicate, delete or unpublish. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

function documentActions(siteOrigin: string) {
  const preview = previewAction(siteOrigin);
  return (
    actions: DocumentActionComponent[],
    { schemaType }: { schemaType: string },
  ): DocumentActionComponent[] => [
    ...(singletons.has(schemaType)
      ? actions.filter(
          ({ action }) => action !== undefined && action !== null && SINGLETON_ACTIONS.has(action),
        )
      : actions),
    preview,
  ];
}

export const workspaces: WorkspaceOptions[] = Object.values(brandModules)
  .map(({ default: brand }) => brand)
  .sort((a, b) => a.id.localeCompare(b.id))
  .map((brand) => ({
    name: brand.id,
    title: brand.name,
    basePath: `/${brand.id}`,
    projectId,
    dataset: brand.id,
    // Desk structure, and Vision for trying GROQ queries against the brand's dataset.
    plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: '2025-02-19' })],
    schema: {
      types: schemaTypes,
      templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
    },
    document: {
      actions: documentActions(siteOriginFor(brand, import.meta.env.SANITY_STUDIO_PREVIEW_ORIGIN)),
    },
  }));

export default defineConfig(workspaces);
