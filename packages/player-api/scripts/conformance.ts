/**
 * `npm run conformance -- --base-url URL [--site-id N] [--email E --password P] [--strict] [--only REGEX]`
 * Checks a player API implementation against the contract; exits 1 on any failure.
 */
import { parseArgs } from 'node:util';
import { formatReport, runConformance } from '../src/conformance/run.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'site-id': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    strict: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

if (!values['base-url']) {
  console.error(
    'Usage: npm run conformance -- --base-url URL [--site-id N] [--email E --password P] [--strict]',
  );
  process.exit(2);
}

const report = await runConformance({
  baseUrl: values['base-url'],
  ...(values['site-id'] ? { siteId: Number(values['site-id']) } : {}),
  ...(values.email && values.password
    ? { credentials: { email: values.email, password: values.password } }
    : {}),
  strict: values.strict,
  ...(values.only ? { only: new RegExp(values.only) } : {}),
});
console.log(formatReport(report));
process.exit(report.failed > 0 ? 1 : 0);
