/**
 * What every resolver of the content graph receives (graph.ts builds it per execution), and the
 * resolver type over it.
 */
import type { GraphQLFieldResolver } from 'graphql';
import type { ContentSource, SanityDocument } from '../source.ts';

/** What every resolver receives: the brand's content source and the execution's document loader. */
export interface ResolverContext {
  source: ContentSource;
  loadDocument: (id: string) => Promise<SanityDocument | null>;
  /** Set by a resolver whose answer depends on the current time, so the result is not kept. */
  timeDependent: boolean;
  /**
   * The public graph's cap on `allX` lists (src/limits.ts): a larger `limit` is refused with a
   * limit error (HTTP 400), a list without one answers at most this many. Unset in-process.
   */
  maxListLimit?: number;
}

export type Resolver<TArgs = Record<string, unknown>> = GraphQLFieldResolver<unknown, ResolverContext, TArgs>;
