// What the page benches measure and where they serve it; shared by the Lighthouse and the observed run.
export const PORT = Number(process.env.BENCH_PORT ?? 4400);
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * One page of each route family a visitor lands on: home, about, contact, careers, a service page, the case
 * studies and the insights index (the other templates, /services, /privacy and /search, by BENCH_ROUTES).
 */
const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/contact",
  "/careers",
  "/web-development-services",
  "/case-studies",
  "/insights",
];
export const ROUTES = (process.env.BENCH_ROUTES?.split(",") ?? DEFAULT_ROUTES).map((r) => r.trim()).filter(Boolean);
