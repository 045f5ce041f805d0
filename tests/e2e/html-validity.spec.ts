import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { routes } from "./support/routes";

const run = promisify(execFile);
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

// Gate: the W3C Nu Html Checker finds zero errors in every HTML file of out/.
test("every exported HTML file passes the Nu Html Checker", async () => {
  test.setTimeout(180_000);
  const htmlFiles = readdirSync("out", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  // Every route has its HTML file (plus the 404 page), so the checker really sees every page.
  expect(htmlFiles.length).toBeGreaterThan(routes.length);
  let output: string;
  try {
    ({ stderr: output } = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--skip-non-html", "out"],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ));
  } catch (error) {
    // vnu exits 1 when it finds errors; its JSON report is still on stderr.
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages: VnuMessage[] = JSON.parse(output).messages;
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${path.relative(process.cwd(), new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message}`);
  expect(errors).toEqual([]);
});
