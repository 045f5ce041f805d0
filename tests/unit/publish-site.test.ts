import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// The nginx server's publish step (hosting/publish-site.sh), run as the publish workflow runs it after copying a
// build: a release goes live by one switch of the web root's link, and one nginx refuses never replaces the live
// site.

let dir: string;
let minute = 0;
const root = () => join(dir, "www");
const releaseOf = (commit: string) => join(dir, "releases", commit);

/** The workflow's copy of a build, a minute after the one before. */
function copyBuild(commit: string) {
  mkdirSync(releaseOf(commit), { recursive: true });
  writeFileSync(join(releaseOf(commit), "index.html"), commit);
  const when = new Date(Date.UTC(2026, 10, 28, 6, minute++));
  utimesSync(releaseOf(commit), when, when);
}

function publish(commit: string, nginxAccepts = true) {
  const env = {
    ...process.env,
    SITE_ROOT: root(),
    RELEASES: join(dir, "releases"),
    NGINX_TEST: nginxAccepts ? "true" : "false",
    NGINX_RELOAD: "true",
  };
  try {
    return { ok: true, said: execFileSync("sh", ["hosting/publish-site.sh", commit], { env, encoding: "utf8" }) };
  } catch (error) {
    return { ok: false, said: String((error as { stderr?: string }).stderr) };
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "publish-site-"));
  minute = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("publishing a build on the nginx server", () => {
  it("puts the build live, and keeps the live site when nginx refuses the next one's configuration", () => {
    copyBuild("c1");
    expect(publish("c1")).toEqual({ ok: true, said: "publish-site: c1 is live\n" });
    expect(readlinkSync(root())).toBe(releaseOf("c1"));
    copyBuild("c2");
    const refused = publish("c2", false);
    expect(refused.ok).toBe(false);
    expect(refused.said).toContain("nginx refused the configuration of c2; the live site is unchanged");
    expect(readlinkSync(root())).toBe(releaseOf("c1"));
  });

  it("refuses a commit that was never copied, and keeps the live build and four before it", () => {
    expect(publish("never-built")).toMatchObject({ ok: false });
    for (const commit of ["c1", "c2", "c3", "c4", "c5", "c6", "c7"]) {
      copyBuild(commit);
      expect(publish(commit).ok).toBe(true);
    }
    expect(readlinkSync(root())).toBe(releaseOf("c7"));
    expect(readdirSync(join(dir, "releases")).sort()).toEqual(["c3", "c4", "c5", "c6", "c7"]);
    // Going back to an older build by hand keeps the newer ones too.
    expect(publish("c4").ok).toBe(true);
    expect(readlinkSync(root())).toBe(releaseOf("c4"));
    expect(readdirSync(join(dir, "releases")).sort()).toEqual(["c3", "c4", "c5", "c6", "c7"]);
  });
});
