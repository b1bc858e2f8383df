/**
 * The server project's vitest globalSetup: migrates once per run (see migrated-template.ts) and provides the
 * result to every test file; the teardown removes it.
 */
import type { TestProject } from 'vitest/node';
import { buildMigratedTemplate } from './migrated-template.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await buildMigratedTemplate(process.env.TEST_DATABASE_URL);
  project.provide('katanaMigratedTemplate', built.template);
  return built.dispose;
}
