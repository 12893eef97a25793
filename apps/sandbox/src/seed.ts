/** Seeds what the sandbox needs to answer: one site per brand (kept in step with brands/) and geo ranges. */
import type { Brand } from '@casino/brands';
import type { Database } from './db/database.ts';
import { sites } from './db/schema.ts';
import { seedGeo } from './geo.ts';

export async function seed(db: Database, brands: readonly Brand[]): Promise<void> {
  for (const brand of brands) {
    const row = {
      siteId: brand.siteId,
      brandId: brand.id,
      name: brand.name,
      markets: brand.markets.join(','),
    };
    await db
      .insert(sites)
      .values(row)
      .onConflictDoUpdate({ target: sites.siteId, set: { ...row, updatedAt: new Date() } });
  }
  await seedGeo(db);
}
