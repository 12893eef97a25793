/**
 * The public content graph: one brand's ContentGraph served over HTTP with graphql-yoga (the
 * site's `/graphql`, for clients other than the site itself), under the limits of src/limits.ts.
 * - Limits: too many tokens, too deep, too many aliases or fields, too costly, a list `limit`
 *   above the cap (in the document or a variable) or too large an answer all answer 400 with a
 *   GraphQL error of code CONTENT_GRAPH_LIMIT; lists without a `limit` answer at most the cap.
 * - Introspection only when `introspection` (the site: outside production); the explorer
 *   (GraphiQL) only when `explorer` (the site: in development).
 * - No CORS: yoga's default reflects any Origin with credentials; this graph is same-origin only
 *   (the site's browser code never calls it: loaders run the graph in-process).
 */
import { GraphQLError, parse } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { ContentGraph } from './graph.ts';
import {
  CONTENT_GRAPH_LIMITS,
  contentGraphLimitsRule,
  LIMIT_ERROR_CODE,
  limitError,
  type ContentGraphLimits,
} from './limits.ts';

export interface ContentGraphServerOptions {
  /** Serve GraphiQL at the endpoint (development only). */
  explorer?: boolean;
  /** Answer `__schema` and `__type`; off unless asked for. */
  introspection?: boolean;
  /** Overrides of CONTENT_GRAPH_LIMITS (tests). */
  limits?: Partial<ContentGraphLimits>;
  /** `/graphql` by default. */
  graphqlEndpoint?: string;
}

export type ContentGraphServer = ReturnType<typeof createContentGraphServer>;

export function createContentGraphServer(graph: ContentGraph, options: ContentGraphServerOptions = {}) {
  const limits: ContentGraphLimits = { ...CONTENT_GRAPH_LIMITS, ...options.limits };
  const explorer = options.explorer ?? false;
  return createYoga({
    schema: graph.schema,
    context: () => graph.createContext({ maxListLimit: limits.maxListLimit }),
    graphqlEndpoint: options.graphqlEndpoint ?? '/graphql',
    graphiql: explorer,
    landingPage: false,
    maskedErrors: !explorer,
    logging: 'warn',
    cors: false,
    batching: false,
    // A document at the token limit is a few tens of KB; variables are a handful of scalars.
    maxRequestBodySize: 100_000,
    plugins: [useContentGraphLimits(limits, { introspection: options.introspection ?? false })],
  });
}

/** The yoga plugin: the token limit on parsing, the limits rule, the answer's size. */
function useContentGraphLimits(
  limits: ContentGraphLimits,
  { introspection }: { introspection: boolean },
): Plugin {
  const limitsRule = contentGraphLimitsRule(limits, { introspection });
  return {
    // Yoga answers parse and validation errors 200 to `Accept: application/json` (its later
    // plugins mark them `spec`); a limit's error answers 400 whatever the client accepts.
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        if (!('errors' in single) || !single.errors) continue;
        for (const error of single.errors) {
          const http = error.extensions?.['http'] as { spec?: boolean } | undefined;
          if (error.extensions?.['code'] === LIMIT_ERROR_CODE && http) http.spec = false;
        }
      }
    },
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => {
        try {
          return parse(source, { ...parseOptions, maxTokens: limits.maxTokens });
        } catch (error) {
          // graphql-js 16: "Syntax Error: Document contains more that <n> tokens. Parsing aborted."
          if (error instanceof GraphQLError && /contains more th(?:an|at) \d+ tokens/.test(error.message))
            throw limitError(`The document has more than ${limits.maxTokens} tokens`);
          throw error;
        }
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(limitsRule);
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const size = JSON.stringify(result.data ?? null).length;
          if (size > limits.maxResponseBytes) {
            setResult({
              errors: [
                limitError(
                  `The answer would be larger than ${limits.maxResponseBytes} bytes; ask for fewer fields or items`,
                ),
              ],
            });
          }
        },
      };
    },
  };
}
