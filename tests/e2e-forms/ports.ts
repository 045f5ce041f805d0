/**
 * This worker's first port. Each spec file starts its servers on offsets under 100 from it, and each worker of the
 * run has its own hundred, so spec files run side by side. Playwright evaluates the config again in each worker,
 * where TEST_PARALLEL_INDEX is set, so the config's base URL is the worker's too.
 */
export const port = Number(process.env.FORMS_E2E_PORT ?? 4174) + 100 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
