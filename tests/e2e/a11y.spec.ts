import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { routes, unknownPath, viewports } from "./support/routes";
import { pageSettled } from "./support/settled";

// Gate: axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practice) finds nothing on any page, phone and desktop.
// Reduced motion makes every fade-in settle, so all content is checked in its final state.
test.use({ reducedMotion: "reduce" });

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });
    for (const route of [...routes, unknownPath]) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        await pageSettled(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
