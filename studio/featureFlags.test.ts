import { describe, expect, it } from 'vitest';
import { brandConfigSchema } from '@casino/brands';
import { FEATURE_FLAGS } from '@casino/schemas';

describe('site settings feature switches', () => {
  it('are the features a brand configuration grants, with the same keys', () => {
    expect(FEATURE_FLAGS.map((flag) => flag.name)).toEqual(
      Object.keys(brandConfigSchema.shape.features.shape),
    );
  });
});
