/**
 * `npm run brand:new -- <id> [--from <brand>] [--name …] [--markets …] [--colours …] [--hostnames …]
 * [--site-id …] [--brands-dir …]`: creates a brand in `brands/<id>/` (newBrand.ts), then says
 * how to see it. Exit code 1 with the reason when the input is refused; nothing is written then.
 */
import path from 'node:path';
import { BRANDS_ROOT } from '../../brands/src/load.ts';
import { BrandNewError, createBrand, filesIn, parseArgs } from './newBrand.ts';

try {
  const { brandsDir, ...options } = parseArgs(process.argv.slice(2));
  const created = await createBrand(options, {
    brandsDir: brandsDir ?? process.env['BRANDS_DIR'] ?? BRANDS_ROOT,
  });
  const { config } = created;
  console.log(
    `Created brand "${config.id}" (${config.name}, site id ${config.siteId}) in ${path.relative(process.cwd(), created.dir) || created.dir}: ` +
      `${await filesIn(created.dir)} files, ${created.documents} content documents, ${created.assets} pictures, ${created.ms} ms.\n` +
      `Markets ${config.markets.join(', ')}; default locale ${config.defaultLocale}.\n` +
      `Next: npm start, then open http://${config.id}.localhost:3000/ (the demo players of npm start's list sign in there too);\n` +
      `      the studio shows a "${config.name}" workspace; edit brands/${config.id}/brand.ts to change anything.`,
  );
} catch (error) {
  if (!(error instanceof BrandNewError)) throw error;
  console.error(`brand:new: ${error.message}\nNothing was written.`);
  process.exitCode = 1;
}
