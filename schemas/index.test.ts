import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGES,
  contentAreas,
  objectTypes,
  schemaTypes,
  singletonTypeNames,
  typeNamesByArea,
} from './index.ts';

interface TypeLike {
  name: string;
  type: string;
  fields: unknown[];
  groups?: unknown[];
  preview?: unknown;
}

interface FieldLike {
  name: string;
  type: string;
  fields?: FieldLike[];
  of?: FieldLike[];
}

describe('schemaTypes', () => {
  const compiled = createSchema({ name: 'default', types: schemaTypes });
  const types = schemaTypes as unknown as TypeLike[];
  const documents = types.filter((type) => type.type === 'document');

  it('compiles without schema errors or warnings', () => {
    const problems = (compiled._validation ?? []).flatMap((group) =>
      group.problems.map(
        (problem) => `${group.path.map((segment) => segment.name).join('.')}: ${problem.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('names each type once', () => {
    const names = schemaTypes.map((type) => type.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts every document type in exactly one area and every other type in objectTypes', () => {
    const inAreas = Object.values(typeNamesByArea).flat();
    expect(inAreas.toSorted()).toEqual(documents.map((type) => type.name).toSorted());
    expect(new Set(inAreas).size).toBe(inAreas.length);
    expect((objectTypes as unknown as TypeLike[]).every((type) => type.type === 'object')).toBe(true);
    expect(contentAreas.map((area) => area.title)).toEqual([
      'Brand and markets',
      'Lobbies and games',
      'Promotions',
      'Pages',
      'Compliance lists',
      'Legal',
    ]);
    expect(singletonTypeNames).toEqual(['siteSettings', 'lobbySettings', 'vipPage', 'footer']);
  });

  it('gives every document type a preview', () => {
    for (const type of documents) expect(type.preview, type.name).toBeDefined();
  });

  it('groups the fields of types that have many', () => {
    for (const type of documents) {
      if (type.fields.length > 10) expect(type.groups, type.name).toBeDefined();
    }
  });

  it('has a field for every content language in each locale type', () => {
    expect(CONTENT_LANGUAGES.map((l) => l.code)).toEqual(
      'en fi no de caf ca nz fr inen cl pe pt br ja tl tr pl es'.split(' '),
    );
    for (const name of ['localeString', 'localeText', 'localeBlock']) {
      const type = compiled.get(name) as { fields: { name: string }[] };
      expect(type.fields.map((field) => field.name)).toEqual(CONTENT_LANGUAGES.map((l) => l.code));
    }
  });

  it('uses only GraphQL-safe names and no anonymous inline objects', () => {
    const problems: string[] = [];
    function visit(field: FieldLike, path: string, topLevel: boolean): void {
      if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(field.name)) problems.push(`${path}: unsafe name`);
      if (!topLevel && field.type === 'object') problems.push(`${path}: anonymous inline object`);
      for (const child of field.fields ?? []) visit(child, `${path}.${child.name}`, false);
      for (const member of field.of ?? []) {
        if (member.type === 'object') problems.push(`${path}[]: anonymous inline object`);
      }
    }
    for (const type of schemaTypes) visit(type as unknown as FieldLike, type.name, true);
    expect(problems).toEqual([]);
  });
});
