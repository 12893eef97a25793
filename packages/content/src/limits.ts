/**
 * Limits of the public content graph (`/graphql`, src/server.ts): what one request may ask of it,
 * checked while the document is parsed and validated, before any resolver runs (security probe:
 * 100 aliases of `allGame(limit: 1000)` answered 5–11 MB after seconds of CPU, and inline
 * fragments nested 2,200 deep answered 500). The policy:
 *
 * - at most 2,000 tokens in the document: parsing stops there (this also bounds any nesting);
 * - selections at most 12 deep: every selection set opened, by a field, an inline fragment or a
 *   fragment spread, is one level;
 * - at most 15 aliases, and at most 400 fields, fragments counted each time they are spread;
 * - a list's `limit` at most 100; a list asked without one answers at most 100 items (the list
 *   resolvers cut there; page with `offset`);
 * - an estimated cost of at most 20,000: each field counts once for every item of the lists
 *   around it, a list counting as its `limit` (100 when absent or a variable) and any other list
 *   as 10 (about twice the site's heaviest operation, the lobby's game list);
 * - answers of at most 1 MB of JSON (checked after running, the backstop for long texts);
 * - no introspection (`__schema`, `__type`) in production.
 *
 * A request over a limit answers 400 with one GraphQL error of code CONTENT_GRAPH_LIMIT saying
 * which limit, whatever the Accept header. The site's own loaders do not go through `/graphql`:
 * they execute in-process (src/client.ts → ContentGraph.execute) without these limits; their
 * operations stay under them all the same (apps/site/server/graphqlLimits.test.ts: at most 201
 * tokens, depth 10, 1 alias, 132 fields, cost 10,906, `limit: 1`).
 */
import {
  GraphQLError,
  getNamedType,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type ValueNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

export interface ContentGraphLimits {
  /** Tokens in the document (graphql-js `parse(…, { maxTokens })`). */
  maxTokens: number;
  /** Nested selection sets. */
  maxDepth: number;
  /** Aliased fields, fragments counted per spread. */
  maxAliases: number;
  /** Fields, fragments counted per spread. */
  maxFields: number;
  /** The largest `limit` of a list, and the items a list without one answers. */
  maxListLimit: number;
  /** Estimated cost: fields times the sizes of the lists around them. */
  maxCost: number;
  /** The JSON of one answer's data, in UTF-16 code units (≈ bytes for the content's text). */
  maxResponseBytes: number;
}

export const CONTENT_GRAPH_LIMITS: Readonly<ContentGraphLimits> = Object.freeze({
  maxTokens: 2_000,
  maxDepth: 12,
  maxAliases: 15,
  maxFields: 400,
  maxListLimit: 100,
  maxCost: 20_000,
  maxResponseBytes: 1_000_000,
});

/** The size a list other than an `allX(limit)` one counts as in the cost. */
export const ESTIMATED_LIST_SIZE = 10;

export const LIMIT_ERROR_CODE = 'CONTENT_GRAPH_LIMIT';

/** A GraphQL error that graphql-yoga answers with HTTP 400 whatever the Accept header. */
export function limitError(message: string, nodes?: ASTNode | readonly ASTNode[]): GraphQLError {
  return new GraphQLError(message, {
    ...(nodes ? { nodes } : {}),
    // `spec: false`: yoga otherwise answers validation errors 200 to `Accept: application/json`.
    extensions: { code: LIMIT_ERROR_CODE, http: { status: 400, spec: false } },
  });
}

/** What an operation asks for, fragments expanded; see measureOperation. */
export interface OperationMeasure {
  depth: number;
  aliases: number;
  fields: number;
  cost: number;
  introspection: boolean;
  /** The largest literal `limit` argument. */
  largestLimit: number;
}

class LimitExceeded extends Error {
  readonly error: GraphQLError;
  constructor(error: GraphQLError) {
    super(error.message);
    this.error = error;
  }
}

/**
 * Measures one operation with its fragments expanded, stopping (with the error) as soon as it
 * exceeds `limits`, so the walk costs at most about `maxFields` steps and `maxDepth` frames
 * however the fragments multiply. Unknown fields and fragments are left to graphql-js's rules.
 */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: (name: string) => FragmentDefinitionNode | undefined,
  limits: ContentGraphLimits,
  options: { introspection: boolean } = { introspection: true },
): { measure: OperationMeasure; error?: GraphQLError } {
  const measure: OperationMeasure = {
    depth: 0,
    aliases: 0,
    fields: 0,
    cost: 0,
    introspection: false,
    largestLimit: 0,
  };
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const spreading = new Set<string>();

  const walk = (
    selectionSet: SelectionSetNode,
    parentType: GraphQLCompositeType | undefined,
    depth: number,
    multiplier: number,
  ): void => {
    if (depth > measure.depth) measure.depth = depth;
    if (depth > limits.maxDepth)
      throw new LimitExceeded(
        limitError(`Selections are nested deeper than ${limits.maxDepth} levels`, selectionSet),
      );
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        measure.fields += 1;
        measure.cost += multiplier;
        if (selection.alias) measure.aliases += 1;
        if (measure.aliases > limits.maxAliases)
          throw new LimitExceeded(
            limitError(`The operation uses more than ${limits.maxAliases} aliases`, selection),
          );
        if (measure.fields > limits.maxFields)
          throw new LimitExceeded(
            limitError(`The operation asks for more than ${limits.maxFields} fields`, selection),
          );
        if (measure.cost > limits.maxCost)
          throw new LimitExceeded(
            limitError(
              `The operation's estimated cost is above ${limits.maxCost} (each field counts once per item of the lists around it); ask for fewer fields or items`,
              selection,
            ),
          );
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') {
          measure.introspection = true;
          if (!options.introspection)
            throw new LimitExceeded(limitError('GraphQL introspection is disabled', selection));
        }
        const field = fieldOf(parentType, name);
        const limitArgument = selection.arguments?.find((argument) => argument.name.value === 'limit');
        if (limitArgument?.value.kind === Kind.INT) {
          const limit = Number(limitArgument.value.value);
          measure.largestLimit = Math.max(measure.largestLimit, limit);
          if (limit > limits.maxListLimit)
            throw new LimitExceeded(
              limitError(`A list's limit may be at most ${limits.maxListLimit}`, limitArgument),
            );
        }
        if (selection.selectionSet) {
          const type = field && getNamedType(field.type);
          walk(
            selection.selectionSet,
            type && isCompositeType(type) ? type : undefined,
            depth + 1,
            multiplier * listSize(field, limitArgument?.value, limits),
          );
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parentType;
        walk(selection.selectionSet, type && isCompositeType(type) ? type : undefined, depth + 1, multiplier);
      } else {
        const name = selection.name.value;
        const fragment = fragments(name);
        if (!fragment || spreading.has(name)) continue; // graphql-js reports unknown fragments and cycles
        spreading.add(name);
        const type = schema.getType(fragment.typeCondition.name.value);
        walk(fragment.selectionSet, type && isCompositeType(type) ? type : undefined, depth + 1, multiplier);
        spreading.delete(name);
      }
    }
  };

  try {
    walk(operation.selectionSet, root ?? undefined, 1, 1);
    return { measure };
  } catch (error) {
    if (error instanceof LimitExceeded) return { measure, error: error.error };
    throw error;
  }
}

function fieldOf(
  parentType: GraphQLCompositeType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
}

/**
 * How many items a field's value counts as: 1 unless it is a list; a list with a `limit` argument
 * its value (the cap when absent or a variable, as the resolvers cut there), any other list
 * ESTIMATED_LIST_SIZE.
 */
function listSize(
  field: GraphQLField<unknown, unknown> | undefined,
  limit: ValueNode | undefined,
  limits: ContentGraphLimits,
): number {
  if (!field) return 1;
  const type = isNonNullType(field.type) ? field.type.ofType : field.type;
  if (!isListType(type)) return 1;
  if (limit?.kind === Kind.INT) return Number(limit.value);
  if (field.args.some((argument) => argument.name === 'limit')) return limits.maxListLimit;
  return ESTIMATED_LIST_SIZE;
}

/**
 * The validation rule enforcing depth, aliases, fields, cost, list limits written in the document
 * and (unless `introspection`) no introspection, one error per operation.
 */
export function contentGraphLimitsRule(
  limits: ContentGraphLimits = CONTENT_GRAPH_LIMITS,
  options: { introspection: boolean } = { introspection: false },
): ValidationRule {
  return function ContentGraphLimitsRule(context) {
    return {
      OperationDefinition(operation) {
        const { error } = measureOperation(
          context.getSchema(),
          operation,
          (name) => context.getFragment(name) ?? undefined,
          limits,
          options,
        );
        if (error) context.reportError(error);
        return false;
      },
      FragmentDefinition: () => false,
    };
  };
}
