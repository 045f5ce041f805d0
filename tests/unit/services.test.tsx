import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceSummaries } from "@/lib/content/serviceCatalogue";
import { serviceById, serviceRecordByPath, serviceRecords } from "@/lib/content/services";
import type { ServiceRecord, ServiceSection } from "@/lib/content/serviceTypes";
import { ServicePage } from "@/components/services/ServicePage";
import { generateStaticParams } from "@/app/(en)/[...slug]/page";
import { aliasRoutes, canonicalRoutes, duplicateRoutes } from "@/lib/routes";
import { normalizePath } from "@/lib/trailingSlash";
import { telHref } from "@/lib/site";
import { servicesOverviewIn } from "@/lib/content/servicesOverview";

const servicesOverview = servicesOverviewIn("en");

// jsdom has neither IntersectionObserver (FadeIn) nor matchMedia (reduced motion, cursor blob).
beforeAll(() => {
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

const KEYS_THAT_ARE_NOT_COPY = new Set([
  "kind",
  "id",
  "tone",
  "icon",
  "href",
  "style",
  "webm",
  "mp4",
  "poster",
  "theme",
]);

/** Every visible word of a record's sections. */
function wordsOf(record: ServiceRecord): string[] {
  const words: string[] = [];
  const walk = (value: unknown, key = "") => {
    if (KEYS_THAT_ARE_NOT_COPY.has(key)) return;
    if (typeof value === "string") words.push(...value.split(/\s+/).filter(Boolean));
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  walk(record.sections);
  return words;
}

const renderedKinds = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-section]")].map((el) => el.getAttribute("data-section"));

describe("section renderer", () => {
  it("renders a record's sections in the record's order, with one h1", () => {
    const record = serviceById("web-development");
    const { container } = render(<ServicePage record={record} />);
    expect(renderedKinds(container)).toEqual(record.sections.map((s) => s.kind));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(record.sections[0].heading);
  });

  it("renders the same kinds in a different order for a different record", () => {
    const record = serviceById("web-hosting");
    const { container } = render(<ServicePage record={record} />);
    expect(renderedKinds(container)).toEqual(record.sections.map((s) => s.kind));
    expect(renderedKinds(container)).not.toEqual(serviceById("web-development").sections.map((s) => s.kind));
  });

  it("resolves the tel target to the site's phone number, and an enquiry to the contact form with this service chosen", () => {
    render(<ServicePage record={serviceById("web-development")} />);
    expect(screen.getByRole("link", { name: "Contact Us Now" })).toHaveAttribute(
      "href",
      "/contact?service=web-development#contact-form",
    );
    const calls = screen.getAllByRole("link", { name: "Call" });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toHaveAttribute("href", telHref);
    expect(screen.getByText("Free consultation • Quick response • Competitive pricing")).toBeInTheDocument();
  });

  it("renders the branding FAQ as one exclusive group of three closed questions", () => {
    const record = serviceById("branding");
    const faq = record.sections.find((s): s is Extract<ServiceSection, { kind: "faq" }> => s.kind === "faq")!;
    const { container } = render(<ServicePage record={record} />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(3);
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(details.filter((d) => d.open)).toHaveLength(0);
    expect(details.map((d) => d.querySelector("summary")?.textContent)).toEqual(faq.items.map((i) => i.question));
  });

  it("renders stats as a description list, value beside its label", () => {
    const { container } = render(<ServicePage record={serviceById("digital-marketing")} />);
    const stats = container.querySelector("[data-section=stats]") as HTMLElement;
    const values = within(stats)
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    expect(values).toEqual(["50+", "4.2X", "120+", "210%"]);
  });
});

describe("service records", () => {
  it("every catalogue entry has exactly one page and every page has a catalogue entry", () => {
    expect(serviceRecords.map((r) => r.id).sort()).toEqual(serviceSummaries.map((s) => s.id).sort());
    expect(serviceRecords).toHaveLength(18);
  });

  it.each(serviceRecords.map((r) => [r.path, r] as const))(
    "%s: a hero first, unique anchors, at least 300 words",
    (_path, record) => {
      expect(record.sections[0].kind).toBe("hero");
      expect(record.sections.filter((s) => s.kind === "hero")).toHaveLength(1);
      const ids = record.sections.flatMap((s) => (s.id ? [s.id] : []));
      expect(new Set(ids).size).toBe(ids.length);
      const anchors = record.sections.flatMap((s) =>
        s.kind === "hero" || s.kind === "cta"
          ? s.actions.map((a) => a.href)
          : s.kind === "pageNav"
            ? s.links.map((l) => l.href)
            : [],
      );
      for (const anchor of anchors.filter((h) => h.startsWith("#"))) expect(ids).toContain(anchor.slice(1));
      expect(wordsOf(record).length).toBeGreaterThanOrEqual(300);
      expect(record.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.description.length).toBeGreaterThan(50);
      expect(record.description.length).toBeLessThanOrEqual(170);
    },
  );

  it("finds a record by its path with or without the trailing slash, and by its second address", () => {
    expect(serviceRecordByPath("/web-hosting-services")?.id).toBe("web-hosting");
    expect(serviceRecordByPath("/web-hosting-services/")?.id).toBe("web-hosting");
    expect(serviceRecordByPath("/services/marketing/seo")?.id).toBe("seo");
    expect(serviceRecordByPath("/services/seo")).toBeUndefined();
  });
});

describe("alias table", () => {
  const canonical = canonicalRoutes().map((r) => r.path);

  it("lists every link-only address once, case preserved", () => {
    expect(
      aliasRoutes()
        .map((a) => a.from)
        .sort(),
    ).toEqual(
      [
        "/services/branding",
        "/services/seo",
        "/services/digital-marketing",
        "/services/social-media-marketing",
        "/services/Architecture-Design",
        "/services/web-development",
        "/services/Graphic-Design",
        "/social-engine-marketing",
        "/services/ppc",
        "/services/ecommerce-web-development",
      ].sort(),
    );
  });

  it("every alias targets an existing canonical service route, and no alias is itself a page", () => {
    for (const alias of aliasRoutes()) {
      expect(canonical).toContain(alias.to);
      expect(serviceRecordByPath(alias.to)).toBeDefined();
      expect(canonical).not.toContain(alias.from);
      expect(duplicateRoutes().map((d) => d.path)).not.toContain(alias.from);
      expect(serviceRecordByPath(alias.from)).toBeUndefined();
    }
  });

  it("the second SEO address is a duplicate of the SEO page, not a canonical route", () => {
    expect(duplicateRoutes()).toEqual([{ path: "/services/marketing/seo", canonical: "/seo-services-hyderabad" }]);
    expect(canonical).not.toContain("/services/marketing/seo");
    expect(canonical.filter((p) => p === "/seo-services-hyderabad")).toHaveLength(1);
  });

  it("the route file exports a page for every service path, the second SEO address and every alias, once each", () => {
    const exported = generateStaticParams().map((p) => `/${p.slug.join("/")}`);
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.sort()).toEqual(
      [
        ...serviceRecords.map((r) => normalizePath(r.path)),
        ...duplicateRoutes().map((d) => d.path),
        ...aliasRoutes().map((a) => a.from),
      ].sort(),
    );
  });
});

describe("services overview", () => {
  it("has the eight overview cards with four features each, linked to real pages", () => {
    expect(servicesOverview.cards.map((c) => c.title)).toEqual([
      "Branding",
      "SEO",
      "Digital Marketing",
      "Social Media Marketing",
      "Virtual Walkthrough",
      "Business Websites",
      "E-commerce Websites",
      "Brochure Design",
    ]);
    const aliasPaths = aliasRoutes().map((a) => a.from);
    for (const card of servicesOverview.cards) {
      expect(card.features).toHaveLength(4);
      expect(aliasPaths).not.toContain(serviceById(card.serviceId).path);
    }
    expect(servicesOverview.closing.action).toEqual({ label: "Let's catch up over coffee", href: "/contact" });
  });
});
