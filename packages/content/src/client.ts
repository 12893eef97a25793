/**
 * The content client loaders use (`context.content`): Apollo Client over a link that executes the
 * content graph in-process (ARCHITECTURE.md: Apollo runs in loaders only, so it costs the browser
 * nothing). One client per request: its cache dedupes the request's queries and never leaks one
 * player's request into another's. The graph's source caches results per dataset version across
 * requests.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import type { ContentGraph, TypedDocumentNode } from './graph.ts';
import { ContentGraphError } from './graph.ts';

export interface ContentClient {
  query<TResult, TVariables extends Record<string, unknown> = Record<string, never>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<TResult>;
}

export function createContentClient(graph: ContentGraph): ContentClient {
  const apollo = new ApolloClient({
    // Not Apollo's SchemaLink: it executes with its own copy of graphql-js, which refuses a schema
    // built by another copy (as happens under Vite); the graph's own execute avoids that.
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          graph
            .execute(
              operation.query as TypedDocumentNode<Record<string, unknown>>,
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
  return {
    async query(document, variables) {
      try {
        const result = await apollo.query({ query: document, variables: (variables ?? {}) as never });
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
