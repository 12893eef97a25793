/**
 * The site's own content operations (app/generated/graphql) and the public graph's limits
 * (packages/content/src/limits.ts). Loaders run them in-process (ContentGraph.execute through
 * Apollo, not through /graphql), so the limits do not apply to them; they stay under them all the
 * same, so the public graph answers what the site itself asks (lists without a `limit` up to 100).
 */
import { fileURLToPath } from 'node:url';
import {
  Kind,
  Lexer,
  print,
  Source,
  TokenKind,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_GRAPH_LIMITS,
  contentGraphLimitsRule,
  createContentGraph,
  createLocalContentSource,
  measureOperation,
} from '@casino/content';
import * as generated from '../app/generated/graphql/graphql.ts';

const schema = createContentGraph(
  createLocalContentSource(fileURLToPath(new URL('../../../brands/aurora/content', import.meta.url))),
).schema;

function tokens(document: DocumentNode): number {
  const lexer = new Lexer(new Source(print(document)));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

const operations = Object.entries(generated).flatMap(([name, value]) => {
  const document = value as DocumentNode;
  if (!name.endsWith('Document') || document?.kind !== Kind.DOCUMENT) return [];
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation ? [{ name, document, operation }] : [];
});

describe("the site's content operations", () => {
  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations)('$name stays under every limit of the public graph', ({ document, operation }) => {
    const fragments = (name: string) =>
      document.definitions.find(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
      );
    expect(tokens(document)).toBeLessThanOrEqual(CONTENT_GRAPH_LIMITS.maxTokens);
    expect(measureOperation(schema, operation, fragments, CONTENT_GRAPH_LIMITS).error).toBeUndefined();
    expect(validate(schema, document, [contentGraphLimitsRule()])).toEqual([]);
  });
});
