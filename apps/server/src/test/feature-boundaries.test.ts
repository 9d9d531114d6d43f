import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import featureBoundaries from '../../../../eslint/feature-boundaries.js';

// The local lint rule of eslint.config.js: a feature imports another feature only through its index.ts.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const src = path.resolve(import.meta.dirname, '..');
const features = path.join(src, 'features');
const at = (file: string) => path.join(src, file);
const options = [{ features }];

const message = (importer: string, target: string, file: string, index: string) =>
  `${importer} imports features/${target}/${file}: import what ${target} exposes from '${index}' (its index.ts)`;

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'feature-boundaries',
  featureBoundaries,
  {
    valid: [
      // The work pool's task table loads a feature's work entry point only (a *-work.ts file).
      {
        filename: at('work-tasks.ts'),
        code: "import { COMPUTE_DEPOSIT_WORK } from './features/jobs/deposit-work';",
        options,
      },
      // Another feature through its index, written either way.
      {
        filename: at('features/pack-groups/job-flags.ts'),
        code: "import { jobById } from '../jobs';",
        options,
      },
      {
        filename: at('features/pack-groups/job-flags.ts'),
        code: "import { jobById } from '../jobs/index';",
        options,
      },
      {
        filename: at('features/sending/providers/smtp.ts'),
        code: "import { openPixelUrl } from '../../tracking';",
        options,
      },
      // Its own files, platform, packages.
      { filename: at('features/jobs/create-job.ts'), code: "import { jobById } from './queries';", options },
      {
        filename: at('features/sending/providers/smtp.ts'),
        code: "import { PackGroupDocuments } from '../pack-group-documents';",
        options,
      },
      {
        filename: at('features/jobs/cancel-job.ts'),
        code: "import { appendHistory } from '../../platform/history/queries';",
        options,
      },
      { filename: at('features/jobs/cancel-job.ts'), code: "import { z } from 'zod';", options },
      // The composition root may take a feature's routes.
      { filename: at('app.ts'), code: "import { jobRoutes } from './features/jobs/routes';", options },
      { filename: at('worker.ts'), code: "import { processJob } from './features/jobs';", options },
      // Tests, the seed and the test helpers build data from the internals.
      {
        filename: at('features/jobs/jobs.int.test.ts'),
        code: "import { serviceById } from '../services/queries';",
        options,
      },
      {
        filename: at('features/seed/demo-data.ts'),
        code: "import { insertChannel } from '../channels/queries';",
        options,
      },
      {
        filename: at('test/deposits.ts'),
        code: "import { profilesNamed } from '../features/services/queries';",
        options,
      },
      {
        filename: at('features/sending/testing.ts'),
        code: "import { commandById } from '../deliveries/queries';",
        options,
      },
      {
        filename: at('features/shipments/shipment-fixtures.ts'),
        code: "import { jobById } from '../jobs/queries';",
        options,
      },
    ],
    invalid: [
      {
        filename: at('features/pack-groups/job-flags.ts'),
        code: "import { jobById } from '../jobs/queries';",
        options,
        errors: [{ message: message('features/pack-groups', 'jobs', 'queries', '../jobs') }],
      },
      {
        filename: at('features/pack-groups/job-flags.ts'),
        code: "import type { InputFileRow } from '../jobs/queries';",
        options,
        errors: [{ message: message('features/pack-groups', 'jobs', 'queries', '../jobs') }],
      },
      {
        filename: at('features/pack-groups/index.ts'),
        code: "export { jobById } from '../jobs/queries';\nexport * from '../jobs/read-jobs';",
        options,
        errors: [
          { message: message('features/pack-groups', 'jobs', 'queries', '../jobs') },
          { message: message('features/pack-groups', 'jobs', 'read-jobs', '../jobs') },
        ],
      },
      {
        filename: at('features/pack-groups/job-flags.ts'),
        code: "const queries = await import('../jobs/queries');",
        options,
        errors: [{ message: message('features/pack-groups', 'jobs', 'queries', '../jobs') }],
      },
      {
        filename: at('features/sending/providers/smtp.ts'),
        code: "import { openPixelUrl } from '../../tracking/open-tracking';",
        options,
        errors: [{ message: message('features/sending', 'tracking', 'open-tracking', '../../tracking') }],
      },
      {
        // A sub-folder's own index is still inside the feature.
        filename: at('features/housekeeping/delete-unreferenced-files.ts'),
        code: "import { providerFor } from '../sending/providers';",
        options,
        errors: [{ message: message('features/housekeeping', 'sending', 'providers', '../sending') }],
      },
      {
        // Only the composition root assembles routes.
        filename: at('features/deliveries/routes.ts'),
        code: "import { jobRoutes } from '../jobs/routes';",
        options,
        errors: [{ message: message('features/deliveries', 'jobs', 'routes', '../jobs') }],
      },
      {
        // A work entry point is for the work pool's task table, not for another feature.
        filename: at('features/deliveries/proofs.ts'),
        code: "import { COMPOSE_BATCH_WORK } from '../sending/providers/compose-work';",
        options,
        errors: [
          { message: message('features/deliveries', 'sending', 'providers/compose-work', '../sending') },
        ],
      },
      {
        filename: at('worker.ts'),
        code: "import { processJob } from './features/jobs/process-job';",
        options,
        errors: [{ message: message('worker.ts', 'jobs', 'process-job', './features/jobs') }],
      },
    ],
  },
);
