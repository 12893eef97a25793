/**
 * The content client loaders use (`context.content`): Apollo Client over a link that executes the
 * content graph in-process (ARCHITECTURE.md: Apollo runs in loaders only, so it costs the browser
 * nothing).
 *
 * Apollo's normalised cache is off (`no-cache`) and one Apollo client serves every request of a
 * graph: content answers are the same for every player and the graph keeps them per dataset
 * version, so the cache only cost time (normalising and re-reading a lobby of a few hundred tiles
 * took several milliseconds per request), and with no cache there is nothing one request could
 * leak into another. Identical queries in flight at the same time still run once. The link runs
 * the operation as the loader wrote it (Apollo's copy with `__typename` added is a new document
 * per client, which the graph would validate again).
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { GraphQLError, type DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import type { ContentGraph, TypedDocumentNode } from './graph.ts';
import { ContentGraphError } from './graph.ts';

export interface ContentClient {
  query<TResult, TVariables extends Record<string, unknown> = Record<string, never>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<TResult>;
}

const apolloClients = new WeakMap<ContentGraph, ApolloClient>();

export function createContentClient(graph: ContentGraph): ContentClient {
  let apollo = apolloClients.get(graph);
  if (!apollo) apolloClients.set(graph, (apollo = createApolloClient(graph)));
  return {
    async query(document, variables) {
      try {
        const result = await apollo.query({
          query: document,
          variables: (variables ?? {}) as never,
          fetchPolicy: 'no-cache',
          context: { document },
        });
        if (result.data === undefined) throw new Error('no data');
        return result.data as never;
      } catch (error) {
        if (error instanceof ContentGraphError) throw error;
        const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
        const operationName = definition && 'name' in definition ? definition.name?.value : undefined;
        const errors = CombinedGraphQLErrors.is(error)
          ? error.errors.map((e) => new GraphQLError(e.message, { path: e.path ?? undefined }))
          : [new GraphQLError((error as Error).message)];
        throw new ContentGraphError(operationName, errors);
      }
    },
  };
}

function createApolloClient(graph: ContentGraph): ApolloClient {
  return new ApolloClient({
    // Not Apollo's SchemaLink: it executes with its own copy of graphql-js, which refuses a schema
    // built by another copy (as happens under Vite); the graph's own execute avoids that.
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          graph
            .execute(
              ((operation.getContext() as { document?: DocumentNode }).document ??
                operation.query) as TypedDocumentNode<Record<string, unknown>>,
              operation.variables as never,
            )
            .then((data) => {
              observer.next({ data });
              observer.complete();
            })
            .catch((error: unknown) => observer.error(error));
        }),
    ),
    cache: new InMemoryCache(),
  });
}
