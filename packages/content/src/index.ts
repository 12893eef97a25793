/**
 * @casino/content: the content graph (ARCHITECTURE.md, packages/content). Build a ContentSource
 * for the brand (its local dataset, or Sanity's Content Lake), wrap it in a graph, and run the
 * typed operations that graphql-codegen generates for the site.
 */
export {
  ContentDatasetError,
  createLocalContentSource,
  createSanityContentSource,
  SANITY_API_VERSION,
  validateSanityPreview,
  type ContentSource,
  type LocalPerspective,
  type LocalContentSourceOptions,
  type SanityContentSourceOptions,
  type SanityDocument,
} from './source.ts';
export {
  ContentGraphError,
  createContentGraph,
  type ContentGraph,
  type ContentGraphOptions,
  type TypedDocumentNode,
} from './graph.ts';
export { createContentClient, type ContentClient } from './client.ts';
export {
  CONTENT_GRAPH_LIMITS,
  contentGraphLimitsRule,
  LIMIT_ERROR_CODE,
  measureOperation,
  type ContentGraphLimits,
  type OperationMeasure,
} from './limits.ts';
export {
  createContentGraphServer,
  type ContentGraphServer,
  type ContentGraphServerOptions,
} from './server.ts';
export {
  createImageUrlFor,
  createLocalImageServer,
  IMAGE_DENSITY,
  IMAGE_FORMAT,
  IMAGE_QUALITY,
  LOCAL_PROJECT_ID,
  type ImageSize,
  type ImageUrlConfig,
  type ImageUrlFor,
} from './images.ts';
