import { expect, test } from "@playwright/test";
import { adminCsp } from "@/lib/hosting";
import { named, watchEditor } from "../e2e/support/editor";

// The editor under nginx with the shipped configuration over https: its own policy (and the upgrade of every
// request to https the hosts add), loaded with nothing else reachable.
test("/admin under nginx: its own policy, no console error, no policy violation, no other origin", async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchEditor(context, page, new URL(baseURL!).origin);
  const versionChecked = page.waitForResponse((response) => response.url().endsWith("/admin/sveltia-cms-version.json"));
  const response = await page.goto("/admin/");
  await versionChecked;
  expect(response!.headers()["content-security-policy"]).toBe(`${adminCsp("header")}; upgrade-insecure-requests`);
  await expect(page.getByRole("button", { name: named("Sign In with GitHub") })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.otherOrigins).toEqual([]);
});
