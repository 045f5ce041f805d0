import { describe, expect, it } from "vitest";
import { pages } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { buildMetadata, canonicalUrl } from "@/lib/metadata";
import { notFoundIn } from "@/lib/content/notFound";

const notFoundPage = notFoundIn("en");

// The canonical address each page declares (alternates.canonical).

describe("buildMetadata: canonical", () => {
  it("is the page's path, keeps the trailing slash of /web-hosting-services/, and the 404 has none", () => {
    expect(buildMetadata(pages.about).alternates?.canonical).toBe("/about");
    const hosting = buildMetadata({
      path: "/web-hosting-services/",
      title: "Web Hosting",
      description: "x".repeat(60),
    });
    expect(hosting.alternates?.canonical).toBe("/web-hosting-services/");
    expect(canonicalUrl("/web-hosting-services/")).toBe(`${site.url}/web-hosting-services/`);
    expect(buildMetadata(notFoundPage).alternates).toBeUndefined();
  });
});
