import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Record everything that tells of a Content-Security-Policy problem or a broken page: securitypolicyviolation
 * events (from the first script on), console errors and console messages about the policy, uncaught
 * exceptions, and requests to the analytics paths.
 */
export async function watchPage(page: Page, { expectedStatus404 = false } = {}) {
  const consoleProblems: string[] = [];
  const analyticsRequests: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" || /Content.Security.Policy/i.test(message.text())) {
      const { url } = message.location();
      // The 404 page's own status is what a browser reports as a failed load: expected, not a problem.
      if (expectedStatus404 && url === page.url() && /status of 404/.test(message.text())) return;
      consoleProblems.push(`${message.type()}: ${message.text()} (${url})`);
    }
  });
  page.on("pageerror", (error) => consoleProblems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_vercel/")) analyticsRequests.push(request.url());
  });
  return {
    consoleProblems,
    analyticsRequests,
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
  };
}

/** Headers every response of the site must carry, whatever the status. */
export function missingSecurityHeaders(headers: Record<string, string>, expected: [string, string][]): string[] {
  return expected
    .filter(([name, value]) => headers[name.toLowerCase()] !== value)
    .map(([name, value]) => `${name}: expected "${value}", got "${headers[name.toLowerCase()] ?? "(none)"}"`);
}
