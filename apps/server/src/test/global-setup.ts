import type { TestProject } from 'vitest/node';
import { buildTemplates } from './test-database';

/** Once per run: the migrated and the seeded template databases the integration tests copy (test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, drop } = await buildTemplates(process.env.DATABASE_URL);
  project.provide('testDatabaseTemplates', templates);
  return drop;
}
