import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { LOCALE_STRING_LANGUAGES, schemaTypes } from './index.ts';

describe('schemaTypes', () => {
  const compiled = createSchema({ name: 'default', types: schemaTypes });

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

  it('gives every document type a preview', () => {
    const documents = schemaTypes.filter((type) => type.type === 'document');
    expect(documents.map((type) => type.name)).toEqual(['language', 'market', 'brand']);
    for (const type of documents) expect(type, type.name).toHaveProperty('preview.select');
  });

  it('has a localeString field for every brand language', () => {
    const localeString = compiled.get('localeString') as { fields: { name: string }[] };
    expect(localeString.fields.map((field) => field.name)).toEqual(
      LOCALE_STRING_LANGUAGES.map((l) => l.code),
    );
    expect(localeString.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['en', 'fi', 'no', 'de', 'fr', 'pt', 'es']),
    );
  });
});
