// What the page benches measure and where they serve it; shared by the Lighthouse and the observed run.
export const PORT = Number(process.env.BENCH_PORT ?? 4400);
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** One page of each family: home, about, services overview, careers, contact, privacy, search, a service page. */
const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/services",
  "/careers",
  "/contact",
  "/privacy",
  "/search",
  "/web-development-services",
];
export const ROUTES = (process.env.BENCH_ROUTES?.split(",") ?? DEFAULT_ROUTES).map((r) => r.trim()).filter(Boolean);
