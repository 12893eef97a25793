import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callList } from './contract.ts';
import {
  STRING_LIMITS,
  bounded,
  multilineText,
  noControlCharacters,
  noControlCharactersExceptLineBreaks,
  text,
  urlInput,
} from './entities/strings.ts';
import { z as zod } from 'zod';

type Def = {
  type: string;
  checks?: Array<unknown>;
  innerType?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  items?: z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
};

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];
const OPAQUE = ['any', 'unknown', 'custom', 'template_literal'];

/**
 * Every place a request schema accepts a string, with what is wrong with it: no maximum length,
 * or neither of the input-string checks (control characters). Values that could hide an
 * unchecked string (`unknown`, `any`) count as wrong too.
 */
function uncheckedStrings(schema: z.core.$ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as Def;
  if (WRAPPERS.includes(def.type)) return uncheckedStrings(def.innerType!, path, seen);
  switch (def.type) {
    case 'string': {
      const problems: string[] = [];
      const max = (schema as unknown as { maxLength: number | null }).maxLength;
      if (typeof max !== 'number' || !Number.isFinite(max)) problems.push(`${path}: no maximum length`);
      const checks = def.checks ?? [];
      if (!checks.includes(noControlCharacters) && !checks.includes(noControlCharactersExceptLineBreaks))
        problems.push(`${path}: control characters not refused`);
      return problems;
    }
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, value]) =>
        uncheckedStrings(value, `${path}.${key}`, seen),
      );
    case 'array':
      return uncheckedStrings(def.element!, `${path}[]`, seen);
    case 'union':
      return def.options!.flatMap((option, i) => uncheckedStrings(option, `${path}|${i}`, seen));
    case 'intersection':
      return [...uncheckedStrings(def.left!, path, seen), ...uncheckedStrings(def.right!, path, seen)];
    case 'record':
      return [
        ...uncheckedStrings(def.keyType!, `${path}{key}`, seen),
        ...uncheckedStrings(def.valueType!, `${path}{}`, seen),
      ];
    case 'tuple':
      return [
        ...def.items!.flatMap((item, i) => uncheckedStrings(item, `${path}[${i}]`, seen)),
        ...(def.rest ? uncheckedStrings(def.rest, `${path}[…]`, seen) : []),
      ];
    case 'pipe':
      return uncheckedStrings(def.in!, path, seen);
    case 'lazy':
      return uncheckedStrings(def.getter!(), path, seen);
    default:
      return OPAQUE.includes(def.type) ? [`${path}: ${def.type} accepts any string`] : [];
  }
}

describe('input strings', () => {
  it('cap every string of every request (body, query, path, headers) and refuse control characters', () => {
    const problems = callList.flatMap((call) => [
      ...uncheckedStrings(call.params, `${call.id} params`),
      ...uncheckedStrings(call.query, `${call.id} query`),
      ...uncheckedStrings(call.headers, `${call.id} headers`),
      ...(call.body ? uncheckedStrings(call.body, `${call.id} body`) : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('the walker finds a string without a limit or the control check, however deeply nested', () => {
    const shape = zod.object({
      a: zod.array(zod.object({ b: zod.string().optional() })),
      c: zod.record(text(5), zod.union([zod.number(), zod.string().max(3)])),
      d: zod.unknown(),
      e: bounded(zod.email(), STRING_LIMITS.email),
    });
    expect(uncheckedStrings(shape, 'x')).toEqual([
      'x.a[].b: no maximum length',
      'x.a[].b: control characters not refused',
      'x.c{}|1: control characters not refused',
      'x.d: unknown accepts any string',
    ]);
  });

  it('one-line strings refuse NUL and every other C0 control and DEL; free text keeps tab and line breaks', () => {
    const line = text(10);
    const free = multilineText(10);
    for (let code = 0; code < 0x20; code++) {
      const value = `a${String.fromCharCode(code)}b`;
      expect(line.safeParse(value).success, `U+${code.toString(16)}`).toBe(false);
      expect(free.safeParse(value).success, `U+${code.toString(16)}`).toBe([9, 10, 13].includes(code));
    }
    expect(line.safeParse('a\u007Fb').success).toBe(false);
    expect(free.safeParse('a\u007Fb').success).toBe(false);
    expect(line.safeParse('Åsa Ñoño 😀').success).toBe(true);
    expect(line.safeParse('x'.repeat(11)).success).toBe(false);
    expect(bounded(zod.email(), 20).safeParse(`${'a'.repeat(20)}@example.com`).success).toBe(false);
  });
});

describe('urlInput', () => {
  it('refuses a control character at either end, which z.url() alone would trim away', () => {
    const url = urlInput();
    expect(url.safeParse('https://aurora.example/en-UN/deposit').success).toBe(true);
    expect(url.safeParse('\nhttps://aurora.example/en-UN/deposit').success).toBe(false);
    expect(url.safeParse('https://aurora.example/en-UN/deposit\t').success).toBe(false);
    expect(url.safeParse('not a url').success).toBe(false);
    expect(url.safeParse(`https://a.example/${'x'.repeat(2048)}`).success).toBe(false);
  });
});
