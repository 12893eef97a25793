/**
 * The content graph: the generated SDL (Sanity's hosted GraphQL conventions) executed locally over
 * a ContentSource. Root fields compile to GROQ the way Sanity's API does:
 * - `X(id)` → `*[_type == "x" && _id == $id][0]`
 * - `allX(where, sort, limit, offset)` → `*[_type == "x" && <where>] | order(<sort>, _id asc) [offset...offset+limit]`
 *   `where` takes every operator the generated filter inputs offer (eq, neq, in, nin, matches,
 *   gt/gte/lt/lte, is_defined), on plain fields, fields of objects (`tagline: {en: {eq: …}}`) and
 *   referenced documents (`defaultMarket: {marketId: {eq: …}}`); `_: {references, is_draft}` on the
 *   document itself. `_id asc` ends every ordering so that offset paging is stable.
 * Fields whose value is a reference resolve by following `_ref`; the references one execution
 * needs at the same time are fetched with one `*[_id in $ids]`. The domain root fields of
 * src/domain.graphql (the lobby, game lists, footer, …) resolve in src/resolvers/.
 */
import {
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLUnionType,
  buildSchema,
  execute as executeGraphQL,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  validate,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';
import type { Sanity_DocumentFilter, SortOrder } from './generated/graphql.ts';
import { sanityTypeNames, typeDefs } from './generated/schema.ts';
import { limitError } from './limits.ts';
import type { Resolver, ResolverContext } from './resolvers/context.ts';
import { domainResolvers } from './resolvers/index.ts';
import { deepFreeze, stableJson, type ContentSource, type SanityDocument } from './source.ts';

/**
 * A parsed operation that carries its result and variables types, as graphql-codegen's client
 * preset emits them (structurally the same as `@graphql-typed-document-node/core`).
 */
export interface TypedDocumentNode<
  TResult = Record<string, unknown>,
  TVariables = Record<string, unknown>,
> extends DocumentNode {
  __apiType?: (variables: TVariables) => TResult;
}

export interface ContentGraph {
  readonly schema: GraphQLSchema;
  /**
   * A fresh per-operation context for executing `schema` elsewhere (e.g. the site's /graphql
   * server); `maxListLimit` caps the lists of `allX` (see ResolverContext).
   */
  createContext(options?: { maxListLimit?: number }): Record<string, unknown>;
  /**
   * Runs one operation; rejects with a ContentGraphError when the operation is invalid or any field
   * fails. On a source with an exact version, answers are kept per document, variables and dataset
   * version (unless they used the current time) and shared between callers: treat them as read-only.
   */
  execute<TResult, TVariables = Record<string, never>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<TResult>;
}

export class ContentGraphError extends Error {
  readonly errors: readonly GraphQLError[];
  readonly operationName: string | undefined;
  constructor(operationName: string | undefined, errors: readonly GraphQLError[]) {
    const details = errors.map((error) =>
      error.path ? `${error.path.join('.')}: ${error.message}` : error.message,
    );
    super(`Content graph operation ${operationName ?? '(anonymous)'} failed: ${details.join('; ')}`);
    this.name = 'ContentGraphError';
    this.errors = errors;
    this.operationName = operationName;
  }
}

export interface ContentGraphOptions {
  /**
   * Results kept per operation document and dataset version, when the source's version is exact
   * (the local source); 0 turns the cache off.
   */
  maxCachedResultsPerOperation?: number;
}

export function createContentGraph(source: ContentSource, options: ContentGraphOptions = {}): ContentGraph {
  const schema = executableSchema();
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const maxResults = source.exactVersion ? (options.maxCachedResultsPerOperation ?? 64) : 0;
  const results = new WeakMap<DocumentNode, Map<string, { version: string; data: unknown }>>();
  const createContext = ({ maxListLimit }: { maxListLimit?: number } = {}): ResolverContext => ({
    source,
    loadDocument: createDocumentLoader(source),
    timeDependent: false,
    ...(maxListLimit !== undefined ? { maxListLimit } : {}),
  });
  return {
    schema,
    createContext: createContext as (options?: {
      maxListLimit?: number;
    }) => Record<string, unknown> & ResolverContext,
    async execute<TResult, TVariables>(
      document: TypedDocumentNode<TResult, TVariables>,
      variables?: TVariables,
    ) {
      const operationName = operationNameOf(document);
      let errors = validated.get(document);
      if (!errors) {
        errors = validate(schema, document);
        validated.set(document, errors);
      }
      if (errors.length > 0) throw new ContentGraphError(operationName, errors);

      // Answers depend only on the dataset and the variables, unless a resolver used the clock.
      let cached: Map<string, { version: string; data: unknown }> | undefined;
      let key = '';
      let version = '';
      if (maxResults > 0) {
        version = source.version();
        key = stableJson(variables ?? {});
        cached = results.get(document);
        const hit = cached?.get(key);
        if (hit && hit.version === version) {
          cached!.delete(key); // re-inserted as the most recently used
          cached!.set(key, hit);
          return hit.data as TResult;
        }
      }

      const context = createContext();
      const result = await executeGraphQL({
        schema,
        document,
        variableValues: variables as Record<string, unknown> | undefined,
        contextValue: context,
      });
      if (result.errors?.length) throw new ContentGraphError(operationName, result.errors);
      if (maxResults > 0 && !context.timeDependent) {
        if (!cached) results.set(document, (cached = new Map()));
        cached.set(key, { version, data: deepFreeze(result.data) });
        if (cached.size > maxResults) cached.delete(cached.keys().next().value!);
      }
      return result.data as TResult;
    },
  };
}

function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

let cachedSchema: GraphQLSchema | undefined;

/** The generated SDL with resolvers attached; built once, shared by every graph (resolvers are stateless). */
function executableSchema(): GraphQLSchema {
  if (cachedSchema) return cachedSchema;
  const schema = buildSchema(typeDefs);
  const graphqlTypeNames = new Map(
    Object.entries(sanityTypeNames).map(([graphql, sanity]) => [sanity, graphql]),
  );
  const resolveType: GraphQLTypeResolver<unknown, ResolverContext> = (value) => {
    const type = (value as { _type?: unknown } | null)?._type;
    return typeof type === 'string' ? graphqlTypeNames.get(type) : undefined;
  };

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (type instanceof GraphQLInterfaceType || type instanceof GraphQLUnionType)
      type.resolveType = resolveType;
    if (!(type instanceof GraphQLObjectType) || type === schema.getQueryType()) continue;
    for (const field of Object.values(type.getFields())) {
      field.resolve = isDocumentLike(getNamedType(field.type)) ? resolveReferenceField : resolvePlainField;
    }
  }

  const query = schema.getQueryType();
  if (!query) throw new Error('The content graph SDL has no query type');
  for (const field of Object.values(query.getFields())) {
    const target = getNamedType(field.type);
    const filter = documentTypeFilter(schema, target);
    if (!filter) continue;
    const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
    const filterType = schema.getType(`${target.name}Filter`);
    field.resolve = list
      ? listResolver(filter, target, filterType instanceof GraphQLInputObjectType ? filterType : undefined)
      : byIdResolver(filter);
  }

  // The domain root fields and derived fields (src/domain.graphql) replace the generic resolvers.
  for (const [typeName, resolvers] of Object.entries(domainResolvers)) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType))
      throw new Error(`The content graph SDL has no type ${typeName}`);
    const fields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(resolvers)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`The content graph SDL has no field ${typeName}.${fieldName}`);
      field.resolve = resolve as Resolver;
    }
  }
  cachedSchema = schema;
  return schema;
}

/** Documents (and the abstract types over them) are stored apart and reached through references. */
function isDocumentLike(type: GraphQLNamedType): boolean {
  if (isObjectType(type)) return type.getInterfaces().some((iface) => iface.name === 'Document');
  if (isInterfaceType(type)) return type.name === 'Document';
  if (isUnionType(type)) return type.getTypes().some(isDocumentLike);
  return false;
}

/** The GROQ condition selecting the documents behind a root field's type. */
function documentTypeFilter(schema: GraphQLSchema, type: GraphQLNamedType): string | undefined {
  if (isObjectType(type) && isDocumentLike(type)) {
    const sanityType = sanityTypeNames[type.name];
    return sanityType ? `_type == ${JSON.stringify(sanityType)}` : undefined;
  }
  if (isInterfaceType(type) && type.name === 'Document') {
    const names = schema
      .getPossibleTypes(type)
      .map((member) => sanityTypeNames[member.name])
      .filter((name): name is string => name !== undefined);
    return `_type in ${JSON.stringify(names)}`;
  }
  return undefined;
}

const resolvePlainField: Resolver = (parent, _args, _context, info) => {
  const value = (parent as Record<string, unknown>)[info.fieldName];
  if (value === undefined && info.fieldName.endsWith('Raw')) {
    // Sanity's `<field>Raw` aliases serve a portable-text field's stored JSON.
    return (parent as Record<string, unknown>)[info.fieldName.slice(0, -'Raw'.length)] ?? null;
  }
  return value ?? null;
};

const resolveReferenceField: Resolver = (parent, _args, context, info) => {
  const value = (parent as Record<string, unknown>)[info.fieldName];
  const follow = (item: unknown): unknown => {
    const ref = (item as { _ref?: unknown } | null)?._ref;
    return typeof ref === 'string' ? context.loadDocument(ref) : (item ?? null);
  };
  if (Array.isArray(value)) return value.map(follow);
  return follow(value);
};

function byIdResolver(filter: string): Resolver {
  return (_parent, args, context) =>
    context.source.fetch<SanityDocument | null>(`*[${filter} && _id == $id][0]`, { id: args['id'] });
}

function listResolver(
  filter: string,
  type: GraphQLNamedType,
  filterType: GraphQLInputObjectType | undefined,
): Resolver {
  return (_parent, args, context) => {
    const max = context.maxListLimit;
    if (max !== undefined) {
      const limit = args['limit'] as number | null | undefined;
      if (limit != null && limit > max) throw limitError(`A list's limit may be at most ${max}`);
      args = { ...args, limit: limit ?? max };
    }
    const { groq, params } = compileListQuery(filter, type, filterType, args);
    return context.source.fetch<SanityDocument[]>(groq, params);
  };
}

/** Compiles `allX` arguments to GROQ; exported for tests. */
export function compileListQuery(
  filter: string,
  type: GraphQLNamedType,
  filterType: GraphQLInputObjectType | undefined,
  args: { where?: unknown; sort?: unknown; limit?: unknown; offset?: unknown },
): { groq: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const conditions = [filter];
  if (args.where && filterType)
    conditions.push(...compileWhere(args.where as FilterValue, filterType, type, '', params));

  const orderings = compileSort((args.sort as SortingValue[] | null | undefined) ?? [], '');
  if (!orderings.includes('_id asc') && !orderings.includes('_id desc')) orderings.push('_id asc');

  const limit = args.limit as number | null | undefined;
  const offset = (args.offset as number | null | undefined) ?? 0;
  if (offset < 0) throw new GraphQLError('offset must not be negative');
  if (limit != null && limit < 0) throw new GraphQLError('limit must not be negative');
  const slice = limit != null ? ` [${offset}...${offset + limit}]` : offset > 0 ? ` [${offset}..-1]` : '';

  return { groq: `*[${conditions.join(' && ')}] | order(${orderings.join(', ')})${slice}`, params };
}

type FilterValue = Record<string, unknown>;
type SortingValue = { [field: string]: SortOrder | SortingValue | null };

/** The operator inputs of Sanity's generated filters, each applied to one field path. */
const OPERATOR_FILTERS = new Set([
  'StringFilter',
  'IDFilter',
  'BooleanFilter',
  'IntFilter',
  'FloatFilter',
  'DateFilter',
  'DatetimeFilter',
]);

const OPERATORS: Record<string, (path: string, param: string, value: unknown) => string> = {
  eq: (path, param) => `${path} == ${param}`,
  neq: (path, param) => `${path} != ${param}`,
  gt: (path, param) => `${path} > ${param}`,
  gte: (path, param) => `${path} >= ${param}`,
  lt: (path, param) => `${path} < ${param}`,
  lte: (path, param) => `${path} <= ${param}`,
  in: (path, param) => `${path} in ${param}`,
  nin: (path, param) => `!(${path} in ${param})`,
  matches: (path, param) => `${path} match ${param}`,
  is_defined: (path, _param, value) => (value ? `defined(${path})` : `!defined(${path})`),
};

function compileWhere(
  where: FilterValue,
  filterType: GraphQLInputObjectType,
  outputType: GraphQLNamedType,
  prefix: string,
  params: Record<string, unknown>,
): string[] {
  const conditions: string[] = [];
  const inputFields = filterType.getFields();
  const outputFields = isObjectType(outputType) || isInterfaceType(outputType) ? outputType.getFields() : {};
  for (const [name, value] of Object.entries(where)) {
    if (value === null || value === undefined) continue;
    const inputType = getNamedType(inputFields[name]?.type);
    if (!(inputType instanceof GraphQLInputObjectType))
      throw new GraphQLError(`Cannot filter on ${prefix}${name}`);

    if (name === '_') {
      if (prefix !== '')
        throw new GraphQLError('Document filters (_) apply only to the documents a root field returns');
      const { references, is_draft: isDraft } = value as Sanity_DocumentFilter;
      if (references != null) conditions.push(`references(${param(params, references)})`);
      if (isDraft != null)
        conditions.push(isDraft ? '_id in path("drafts.**")' : '!(_id in path("drafts.**"))');
    } else if (OPERATOR_FILTERS.has(inputType.name)) {
      for (const [operator, operand] of Object.entries(value as FilterValue)) {
        if (operand === null || operand === undefined) continue;
        const compile = OPERATORS[operator];
        if (!compile) throw new GraphQLError(`Unknown filter operator ${operator} on ${prefix}${name}`);
        conditions.push(
          compile(`${prefix}${name}`, operator === 'is_defined' ? '' : param(params, operand), operand),
        );
      }
    } else {
      const fieldType = outputFields[name] ? getNamedType(outputFields[name].type) : undefined;
      if (!fieldType) throw new GraphQLError(`Cannot filter on ${prefix}${name}`);
      const nested = `${prefix}${name}${isDocumentLike(fieldType) ? '->' : '.'}`;
      conditions.push(...compileWhere(value as FilterValue, inputType, fieldType, nested, params));
    }
  }
  return conditions;
}

function param(params: Record<string, unknown>, value: unknown): string {
  const name = `w${Object.keys(params).length}`;
  params[name] = value;
  return `$${name}`;
}

function compileSort(sortings: SortingValue[], prefix: string): string[] {
  const orderings: string[] = [];
  for (const sorting of sortings) {
    for (const [field, direction] of Object.entries(sorting)) {
      if (direction === null || direction === undefined) continue;
      if (typeof direction === 'string')
        orderings.push(`${prefix}${field} ${direction === 'DESC' ? 'desc' : 'asc'}`);
      else orderings.push(...compileSort([direction], `${prefix}${field}.`));
    }
  }
  return orderings;
}

/**
 * Collects the document ids resolvers ask for while graphql-js walks one level of the result and
 * fetches them together once that walk is done (after pending promise callbacks, hence setImmediate).
 */
function createDocumentLoader(source: ContentSource): (id: string) => Promise<SanityDocument | null> {
  const loaded = new Map<string, Promise<SanityDocument | null>>();
  let batch: { ids: Set<string>; documents: Promise<Map<string, SanityDocument>> } | undefined;
  return (id) => {
    const known = loaded.get(id);
    if (known) return known;
    if (!batch) {
      const ids = new Set<string>();
      const documents = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => {
          batch = undefined;
          return source.fetch<SanityDocument[]>('*[_id in $ids]', { ids: [...ids].sort() });
        })
        .then((found) => new Map(found.map((document) => [document._id, document])));
      batch = { ids, documents };
    }
    batch.ids.add(id);
    const document = batch.documents.then((found) => found.get(id) ?? null);
    loaded.set(id, document);
    return document;
  };
}
