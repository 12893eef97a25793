/** The site's layout rule (areas.js): which relative imports it refuses, from where. */
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import siteAreas from './areas.js';

RuleTester.describe = describe;
RuleTester.it = it;

const app = '/repo/apps/site/app';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('site-areas/boundaries', siteAreas.rules.boundaries, {
  valid: [
    { filename: `${app}/features/banking/deposit.server.ts`, code: "import { x } from './flow.server.ts';" },
    { filename: `${app}/features/banking/sections/Form.tsx`, code: "import { x } from '../styles.css.ts';" },
    {
      filename: `${app}/features/banking/deposit.server.ts`,
      code: "import { x } from '../../lib/form.server.ts';",
    },
    {
      filename: `${app}/routes/deposit.tsx`,
      code: "import { x } from '../features/banking/index.server.ts';",
    },
    { filename: `${app}/routes/deposit.tsx`, code: "import { x } from '../features/banking/index.ts';" },
    { filename: `${app}/root.tsx`, code: "import { x } from './features/shell/index.ts';" },
    { filename: `${app}/lib/page.server.ts`, code: "import { x } from './context.ts';" },
    { filename: `${app}/lib/page.server.ts`, code: "import { x } from '@casino/domain';" },
    { filename: '/repo/apps/site/server/app.ts', code: "import { x } from '../app/features/shell/x.ts';" },
  ],
  invalid: [
    {
      filename: `${app}/features/banking/deposit.server.ts`,
      code: "import { x } from '../rewards/rewards.server.ts';",
      errors: [{ messageId: 'areaImportsArea' }],
    },
    {
      filename: `${app}/features/banking/sections/Form.tsx`,
      code: "export { x } from '../../../features/limits/index.ts';",
      errors: [{ messageId: 'areaImportsArea' }],
    },
    {
      filename: `${app}/features/banking/deposit.server.ts`,
      code: "import { x } from '../../routes/deposit.tsx';",
      errors: [{ messageId: 'areaImportsRoute' }],
    },
    {
      filename: `${app}/lib/auth.server.ts`,
      code: "import { runLogin } from '../features/signup/login.server.ts';",
      errors: [{ messageId: 'libImportsUp' }],
    },
    {
      filename: `${app}/lib/auth.server.ts`,
      code: "const m = import('../routes/login.ts');",
      errors: [{ messageId: 'libImportsUp' }],
    },
    {
      filename: `${app}/routes/deposit.tsx`,
      code: "import { x } from '../features/banking/deposit.server.ts';",
      errors: [{ messageId: 'pastPublicFace' }],
    },
  ],
});
