import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldsFor } from "@/lib/content/cmsFields";
import { cmsConfig, cmsConfigYaml } from "@/lib/content/cmsConfig";
import { collections } from "@/lib/content/collections";
import type { Collection } from "@/lib/content/compile";
import { keyedList, text } from "@/lib/content/schema";
import { adminCsp } from "@/lib/hosting";
import { editorBackend, gitHost, type GitHost } from "@/lib/hosting/gitHost";
import { selfHostedEditor } from "@/scripts/postbuild/admin-editor";

describe("the editor's configuration", () => {
  it("is committed as npm run admin:config writes it from the schemas", () => {
    expect(readFileSync("public/admin/config.yml", "utf8"), "run npm run admin:config").toBe(cmsConfigYaml());
  });

  it("has a folder collection per list and one file per page, three languages, the id left to the file name", () => {
    const config = cmsConfig();
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "te", "hi"], default_locale: "en" });
    expect(config.collections.map((c) => c.name)).toEqual([
      ...Object.values(collections).map((c) => c.name),
      "insights",
    ]);
    for (const collection of config.collections.filter((c) => c.name !== "insights")) {
      const source: Collection = Object.values(collections).find((c) => c.name === collection.name)!;
      if (collection.files) {
        // A page's copy: the editor opens its files and cannot add a second page beside them.
        const page = source.folder.split("/").pop();
        expect(collection.files).toEqual([
          expect.objectContaining({ file: `${source.folder}/${page}.{{locale}}.yml`, format: "yaml", i18n: true }),
        ]);
        expect(collection).not.toHaveProperty("create");
        expect(collection.files[0]!.fields.map((f) => f.name)).not.toContain("id");
      } else {
        expect(source.single).toBeFalsy();
        expect(collection).toMatchObject({ folder: source.folder, extension: "yml", format: "yaml", i18n: true });
        expect(collection).toMatchObject({ path: "{{slug}}", create: true });
        expect(collection.fields!.map((f) => f.name)).not.toContain("id");
      }
    }
  });

  it("edits words in every language and facts in English only, with the schema's rules", () => {
    const jobs = cmsConfig().collections.find((c) => c.name === "jobs")!;
    const field = (name: string) => jobs.fields!.find((f) => f.name === name)!;
    // Words are required in English only: a missing translation shows the English and is listed as to do.
    expect(field("title")).toMatchObject({ widget: "text", i18n: true, required: ["en"] });
    expect(field("city")).not.toHaveProperty("required");
    expect(field("responsibilities")).toMatchObject({ widget: "list", i18n: true, field: { widget: "text" } });
    expect(field("tools")).toMatchObject({ widget: "list", i18n: false });
    expect(field("workplace")).toMatchObject({ widget: "select", options: ["Remote", "Hybrid", "On-site"] });
    expect(field("type")).toMatchObject({
      readonly: true,
      default: "Full-time",
      hint: expect.stringMatching(/full-time/),
    });
    expect(field("order")).toMatchObject({ widget: "number", value_type: "int", min: 1, i18n: false });
    expect(field("countryCode")).toMatchObject({ pattern: ["/^[A-Z]{2}$/", expect.stringMatching(/two-letter/)] });
    expect(field("datePosted")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(field("salaryRange")).toMatchObject({ widget: "object", i18n: false });
  });

  it("offers another collection's entries as the editor has them, so a piece of work added now can be chosen", () => {
    const studies = cmsConfig().collections.find((c) => c.name === "caseStudies")!;
    expect(studies.fields!.find((f) => f.name === "work")).toMatchObject({
      widget: "relation",
      collection: "work",
      value_field: "{{slug}}",
      display_fields: ["caption"],
      multiple: true,
      min: 2,
    });
    expect(studies.fields!.find((f) => f.name === "client")).toMatchObject({
      widget: "relation",
      collection: "clients",
    });
  });

  it("edits the insights guides as Markdown under the front matter the build checks, in English only", () => {
    const insights = cmsConfig().collections.find((c) => c.name === "insights")!;
    expect(insights).toMatchObject({
      folder: "content/insights",
      extension: "md",
      format: "yaml-frontmatter",
      i18n: false,
      slug: { template: "{{title}}", editable: false },
    });
    expect(insights.fields!.map((f) => [f.name, f.widget])).toEqual([
      ["title", "string"],
      ["description", "string"],
      ["published", "datetime"],
      ["updated", "datetime"],
      ["author", "select"],
      ["tags", "list"],
      ["services", "list"],
      ["body", "markdown"],
    ]);
    expect(insights.fields!.find((f) => f.name === "author")).toMatchObject({
      options: expect.arrayContaining(["meera-iyer"]),
    });
    expect(insights.fields!.find((f) => f.name === "description")).toMatchObject({ minlength: 50, maxlength: 160 });
  });

  it("says above each collection, as built, what its languages still show in English", () => {
    const config = cmsConfig({ jobs: { hi: ["content-writer: experience"] }, testimonials: { te: ["priya: role"] } });
    const described = (name: string) => config.collections.find((c) => c.name === name)!.description;
    expect(described("jobs")).toBe("Still shown in English (as of the last build). Hindi: content-writer: experience.");
    expect(described("testimonials")).toMatch(/^Fixed by the site's specification: .* Telugu: priya: role\.$/);
    expect(described("team")).toBeUndefined();
    // The committed file has no such list: the build writes it (scripts/postbuild/admin-editor.ts).
    expect(cmsConfig().collections.find((c) => c.name === "jobs")).not.toHaveProperty("description");
  });

  it("reads optional fields, lengths, keyed lists and discriminated unions", () => {
    const section = z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("quote"), said: text() }),
      z.object({ kind: z.literal("figure"), value: z.number() }),
    ]);
    const fields = fieldsFor(
      Object.entries({
        note: z.string().max(40).optional().describe("A short note"),
        cards: keyedList(z.object({ heading: text(), href: z.string() }))
          .min(2)
          .max(4),
        sections: z.array(section),
      }),
    );
    expect(fields[0]).toMatchObject({ widget: "string", maxlength: 40, required: false, hint: "A short note" });
    expect(fields[1]).toMatchObject({ widget: "list", min: 2, max: 4, i18n: true });
    expect(fields[1]!.fields).toEqual([
      expect.objectContaining({ name: "heading", i18n: true }),
      expect.objectContaining({ name: "href", i18n: false }),
      expect.objectContaining({ name: "key", i18n: "duplicate" }),
    ]);
    expect(fields[2]).toMatchObject({
      widget: "list",
      typeKey: "kind",
      types: [
        { name: "quote", fields: [expect.objectContaining({ name: "said", i18n: true })] },
        { name: "figure", fields: [expect.objectContaining({ name: "value", widget: "number" })] },
      ],
    });
  });
});

describe("the Git host the editor commits to", () => {
  const forgejo: GitHost = {
    kind: "forgejo",
    repo: "agency/website",
    branch: "main",
    origin: "https://git.deccandigital.example",
    clientId: "3f6c1e2a",
  };

  it("is the agency's GitHub repository, which the policy alone lets the editor reach", () => {
    expect(cmsConfig().backend).toEqual({ name: "github", repo: gitHost.repo, branch: "main" });
    expect(adminCsp("header")).toContain("connect-src 'self' data: blob: https://api.github.com;");
  });

  it("can be a self-hosted Forgejo signed into with OAuth and PKCE, and then only that host is allowed", () => {
    expect(editorBackend(forgejo)).toEqual({
      name: "gitea",
      repo: "agency/website",
      branch: "main",
      base_url: "https://git.deccandigital.example",
      api_root: "https://git.deccandigital.example/api/v1",
      app_id: "3f6c1e2a",
    });
    const policy = adminCsp("header", [], forgejo);
    expect(policy).toContain("connect-src 'self' data: blob: https://git.deccandigital.example;");
    expect(policy).not.toContain("github");
  });

  it("can sign in to GitHub through the agency's OAuth helper, whose origin the policy then allows", () => {
    const helped: GitHost = { ...gitHost, kind: "github", oauthHelper: "https://auth.deccandigital.example" };
    expect(editorBackend(helped)).toMatchObject({ base_url: "https://auth.deccandigital.example" });
    expect(adminCsp("header", [], helped)).toContain(
      "connect-src 'self' data: blob: https://api.github.com https://auth.deccandigital.example;",
    );
  });
});

describe("the editor served from the site", () => {
  const script = readFileSync("node_modules/@sveltia/cms/dist/sveltia-cms.js", "utf8");

  it("asks no other origin for its fonts, its version or the Git host's status", () => {
    const { script: served, fonts } = selfHostedEditor(script);
    expect(served).not.toMatch(/cdn\.jsdelivr\.net\/fontsource|githubstatus\.com\/api|\/package\.json`/);
    expect(fonts.map((font) => font.to)).toEqual([
      "/admin/fonts/source-sans-3-latin-wght-normal.woff2",
      "/admin/fonts/noto-mono-latin-400-normal.woff2",
      "/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2",
    ]);
  });

  it("fails the build when the published script no longer has what it rewrites", () => {
    expect(() => selfHostedEditor("console.log(1)")).toThrow(/admin editor/);
  });

  it("has a policy of its own that allows the Git host's API and no eval", () => {
    const policy = adminCsp("header");
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'; /);
    expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com;");
    expect(policy).not.toMatch(/unsafe-eval|cdn|unpkg/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(adminCsp("meta")).not.toContain("frame-ancestors");
  });
});
