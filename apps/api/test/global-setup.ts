import type { TestProject } from 'vitest/node';
import { createMigratedTemplate, type MigratedTemplate } from './migrated-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/** Migrates one database for the run, which every test file's database copies (test-database.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await createMigratedTemplate(process.env.TEST_DATABASE_URL);
  project.provide('migratedTemplate', template);
  return remove;
}
