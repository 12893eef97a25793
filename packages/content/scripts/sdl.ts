/**
 * GraphQL SDL from the Sanity schemas, in the conventions of Sanity's hosted GraphQL API
 * (ARCHITECTURE.md, packages/content): the schema is compiled the way the studio compiles it
 * (`createSchema` from `sanity`), then `@sanity/cli`'s own extraction and "gen3" generator turn it
 * into the API specification that `sanity graphql deploy` would upload. Sanity's servers turn that
 * specification into the served schema; `specToSchema` does the same with graphql-js so the SDL can
 * be printed and executed locally.
 *
 * The generator lives in `@sanity/cli`'s `dist/actions/graphql/` and is not in the package's
 * `exports`, so it is imported by file path; the root `overrides` pin @sanity/cli, so the path is
 * stable until someone bumps it on purpose.
 */
import { readFileSync } from 'node:fs';
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  extendSchema,
  parse,
  printSchema,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
} from 'graphql';
import { createSchema } from 'sanity';

// The shapes of @sanity/cli's API specification (its types.ts is not shipped), as far as used here.
interface SpecTypeRef {
  type?: string | SpecTypeRef;
  kind?: 'List';
  children?: SpecTypeRef;
  isNullable?: boolean;
}
interface SpecField extends SpecTypeRef {
  fieldName: string;
  description?: string;
  deprecationReason?: string;
  isReference?: boolean;
}
interface SpecArg extends SpecTypeRef {
  name: string;
  description?: string;
}
type SpecType =
  | {
      kind: 'Type';
      type: 'Object';
      name: string;
      originalName?: string;
      description?: string;
      interfaces?: string[];
      fields: SpecField[];
    }
  | { kind: 'Interface'; name: string; description?: string; fields: SpecField[] }
  | { kind: 'Union'; name: string; types: string[]; interfaces?: string[] }
  | { kind: 'InputObject'; name: string; fields: SpecField[] }
  | { kind: 'Enum'; name: string; values: { name: string; description?: string; value: unknown }[] };
interface SpecQuery extends SpecTypeRef {
  fieldName: string;
  args: SpecArg[];
  filter?: string;
  deprecationReason?: string;
}
export interface ApiSpecification {
  generation: string;
  interfaces: SpecType[];
  types: SpecType[];
  queries: SpecQuery[];
}

const cliPackageJson = import.meta.resolve('@sanity/cli/package.json');
const cliVersion = (JSON.parse(readFileSync(new URL(cliPackageJson), 'utf8')) as { version: string }).version;
const graphqlActions = new URL('./dist/actions/graphql/', cliPackageJson);

/** The specification `sanity graphql deploy` would upload for these schema types (generation gen3). */
export async function extractApiSpecification(schemaTypes: unknown[]): Promise<ApiSpecification> {
  const { extractFromSanitySchema } = (await import(
    new URL('extractFromSanitySchema.js', graphqlActions).href
  )) as { extractFromSanitySchema: (schema: unknown, options: object) => unknown };
  const { default: gen3 } = (await import(new URL('gen3/index.js', graphqlActions).href)) as {
    default: (extracted: unknown, options: object) => ApiSpecification;
  };
  // As the CLI does: compile with the studio's built-in types as parent, then extract.
  const schema = createSchema({ name: 'default', types: schemaTypes as never });
  return gen3(extractFromSanitySchema(schema, { nonNullDocumentFields: false }), {});
}

// Scalars of Sanity's hosted API. `Datetime` is the specification's name for DateTime; `Email`,
// `Text` and `Url` are served as String.
const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A date and time at UTC as an ISO 8601 string, e.g. 2007-12-03T10:15:30Z.',
});
const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar date as an ISO 8601 string, e.g. 2007-12-03.',
});
const JSONScalar = new GraphQLScalarType({ name: 'JSON', description: 'Any JSON value.' });
const builtinScalars: Record<string, GraphQLScalarType> = {
  ID: GraphQLID,
  String: GraphQLString,
  Boolean: GraphQLBoolean,
  Int: GraphQLInt,
  Float: GraphQLFloat,
  Datetime: DateTime,
  Date: DateScalar,
  JSON: JSONScalar,
  Email: GraphQLString,
  Text: GraphQLString,
  Url: GraphQLString,
};

/** Sanity's hosted API, rebuilt with graphql-js from the specification. */
export function specToSchema(spec: ApiSpecification): GraphQLSchema {
  const specTypes = new Map<string, SpecType>();
  for (const type of [...spec.interfaces, ...spec.types]) specTypes.set(type.name, type);
  const built = new Map<string, GraphQLNamedType>();

  function named(name: string): GraphQLNamedType {
    const scalar = builtinScalars[name];
    if (scalar) return scalar;
    const existing = built.get(name);
    if (existing) return existing;
    const def = specTypes.get(name);
    if (!def) throw new Error(`The GraphQL specification refers to an unknown type "${name}"`);
    const type = build(def);
    built.set(name, type);
    return type;
  }

  function ref(spec: SpecTypeRef): GraphQLOutputType & GraphQLInputType {
    let type: GraphQLOutputType & GraphQLInputType;
    if (spec.kind === 'List') {
      if (!spec.children) throw new Error('A list in the GraphQL specification has no item type');
      type = new GraphQLList(ref(spec.children));
    } else if (typeof spec.type === 'string') {
      type = named(spec.type) as GraphQLOutputType & GraphQLInputType;
    } else if (spec.type) {
      return ref(spec.type);
    } else {
      throw new Error(`A field in the GraphQL specification has no type: ${JSON.stringify(spec)}`);
    }
    return spec.isNullable === false ? (new GraphQLNonNull(type) as never) : type;
  }

  function outputFields(fields: SpecField[]): () => GraphQLFieldConfigMap<unknown, unknown> {
    return () =>
      Object.fromEntries(
        fields.map((field) => [
          field.fieldName,
          { type: ref(field), description: field.description, deprecationReason: field.deprecationReason },
        ]),
      );
  }

  function inputFields(fields: SpecField[]): () => GraphQLInputFieldConfigMap {
    return () =>
      Object.fromEntries(
        fields.map((field) => [field.fieldName, { type: ref(field), description: field.description }]),
      );
  }

  function build(def: SpecType): GraphQLNamedType {
    switch (def.kind) {
      case 'Type':
        return new GraphQLObjectType({
          name: def.name,
          description: def.description,
          interfaces: () => (def.interfaces ?? []).map((name) => named(name) as GraphQLInterfaceType),
          fields: outputFields(def.fields),
        });
      case 'Interface':
        return new GraphQLInterfaceType({
          name: def.name,
          description: def.description,
          fields: outputFields(def.fields),
        });
      case 'Union':
        return new GraphQLUnionType({
          name: def.name,
          types: () => def.types.map((name) => named(name) as GraphQLObjectType),
        });
      case 'InputObject':
        return new GraphQLInputObjectType({ name: def.name, fields: inputFields(def.fields) });
      case 'Enum':
        return new GraphQLEnumType({
          name: def.name,
          values: Object.fromEntries(
            def.values.map((value) => [value.name, { value: value.name, description: value.description }]),
          ),
        });
    }
  }

  const query = new GraphQLObjectType({
    name: 'RootQuery',
    fields: () =>
      Object.fromEntries(
        spec.queries.map((query) => {
          const args: GraphQLFieldConfigArgumentMap = Object.fromEntries(
            query.args.map((arg) => [arg.name, { type: ref(arg), description: arg.description }]),
          );
          return [query.fieldName, { type: ref(query), args, deprecationReason: query.deprecationReason }];
        }),
      ),
  });

  return new GraphQLSchema({
    query,
    types: [DateTime, DateScalar, JSONScalar, ...[...specTypes.keys()].map(named)],
  });
}

/** The Sanity type name behind each GraphQL object type, e.g. `SanityImageAsset` → `sanity.imageAsset`. */
export function sanityTypeNames(spec: ApiSpecification): Record<string, string> {
  const names: Record<string, string> = {};
  for (const type of spec.types) {
    if (type.kind === 'Type' && type.originalName) names[type.name] = type.originalName;
  }
  return names;
}

export interface GeneratedSdl {
  sdl: string;
  sanityTypeNames: Record<string, string>;
  generator: string;
}

/**
 * The SDL of the content graph: Sanity's hosted API for `schemaTypes`, extended with `extensions`
 * (the hand-written domain root fields and types, src/domain.graphql), printed as one schema.
 */
export async function generateSdl(schemaTypes: unknown[], extensions?: string): Promise<GeneratedSdl> {
  const spec = await extractApiSpecification(schemaTypes);
  const sanitySchema = specToSchema(spec);
  const schema = extensions ? extendSchema(sanitySchema, parse(extensions)) : sanitySchema;
  return {
    sdl: `${printSchema(schema)}\n`,
    sanityTypeNames: sanityTypeNames(spec),
    generator: `@sanity/cli ${cliVersion} ${spec.generation}`,
  };
}
