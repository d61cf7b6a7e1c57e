/**
 * vitest globalSetup of the 'api-postgres' project: starts one throwaway PostgreSQL server for
 * the run and hands its superuser URL to the tests as `inject('postgresUrl')` (test-database.ts
 * makes a database per harness on it). Stops it and removes its folder afterwards.
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../postgres/throwaway';

declare module 'vitest' {
  export interface ProvidedContext {
    /** superuser URL of the throwaway server; undefined in the PGlite project */
    postgresUrl?: string;
  }
}

let server: ThrowawayPostgres | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startThrowawayPostgres();
  project.provide('postgresUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
