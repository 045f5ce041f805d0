import type { Page } from "@playwright/test";

/**
 * Collect console errors and uncaught exceptions while a test runs. `notFound`: the page is the 404 page, whose
 * own document answers 404 on purpose; Chrome reports that status as an error about the document's own address,
 * which alone is not counted (any other failed request still is).
 */
export function collectConsoleErrors(page: Page, { notFound = false } = {}): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const ownStatus =
      notFound && message.location().url === page.url() && /status of 404 \(Not Found\)/.test(message.text());
    if (!ownStatus) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
