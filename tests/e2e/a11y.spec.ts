import { expectNoAxeViolations, expectNoContrastViolations } from "./support/axe";
import { unknownPath, viewports } from "./support/routes";
import { pageSettled } from "./support/settled";
import { test } from "./support/sharedTab";
import { templateRoutes } from "./support/templates";

// Gate: axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practice) finds nothing on any page template, phone and
// desktop: one page of each template in app/ (and the 404 page), plus as many more as it takes for every element,
// section and role on any exported page to be checked once (support/templates.ts). Open menus, dialogs, form errors
// and the chat panel are checked in their own specs. Reduced motion makes every fade-in settle, so all content is
// checked in its final state. Then, in the same visit, the dark theme (the system's setting, emulated): axe's
// colour-contrast rule again, since only the colours change.
test.use({ reducedMotion: "reduce" });

const templates = [...templateRoutes(), unknownPath];

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });
    for (const route of templates) {
      test(`${route} has no axe violations, and no contrast failure in the dark theme`, async ({ page }) => {
        await page.goto(route);
        await pageSettled(page);
        await expectNoAxeViolations(page);
        await page.emulateMedia({ colorScheme: "dark" });
        await expectNoContrastViolations(page, "in the dark theme");
      });
    }
  });
}
