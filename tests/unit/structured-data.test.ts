import { describe, expect, it } from "vitest";
import { pages } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { serviceSummaries } from "@/lib/content/serviceCatalogue";
import {
  breadcrumbList,
  breadcrumbsFor,
  careersGraph,
  faqPage,
  homeGraph,
  jobPosting,
  localBusiness,
  organization,
  pageGraph,
  SEARCH_URL_TEMPLATE,
  service,
  serviceGraph,
  webPage,
  website,
  type JobPostingInput,
} from "@/lib/structured-data";

// Builders return schema-dts types (unions of node types); tests read them as plain JSON, as a crawler does.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (value: unknown): Json => JSON.parse(JSON.stringify(value));

const faqFixture = [
  {
    question: "How long does a website take?",
    answer: "A business website takes three to five weeks from the discovery call to launch.",
  },
  {
    question: "Do you work with startups?",
    answer: "Yes. Most of our clients are startups and small businesses across India.",
  },
];

const jobFixture: JobPostingInput = {
  id: "digital-marketing-executive",
  title: "Digital Marketing Executive",
  description: "<p>Plan and run SEO, social and paid campaigns for Indian brands.</p>",
  datePosted: "2026-11-01",
  employmentType: "FULL_TIME",
  workplaces: ["remote", "hybrid"],
  salary: { min: 45000, max: 65000 },
};

describe("FAQPage", () => {
  it("has every question as a Question with name and an acceptedAnswer Answer with text", () => {
    const faq = json(faqPage(faqFixture, { path: "/" }));
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toHaveLength(2);
    faq.mainEntity.forEach((question: Json, i: number) => {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toBe(faqFixture[i]!.question);
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text).toBe(faqFixture[i]!.answer);
    });
  });
  it("refuses an empty FAQ (Google rejects a FAQPage without questions)", () => {
    expect(() => faqPage([], { path: "/" })).toThrow();
  });
});

describe("LocalBusiness", () => {
  const business = json(localBusiness());
  it("is a LocalBusiness subtype with the agency's name, telephone and the Manikonda, Hyderabad address", () => {
    expect(business["@type"]).toBe("ProfessionalService");
    expect(business.name).toBe(site.name);
    expect(business.telephone).toBe(site.phone.e164);
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: expect.stringContaining("Manikonda"),
      addressLocality: "Hyderabad",
      addressRegion: "Telangana",
      postalCode: "500089",
      addressCountry: "IN",
    });
  });
  it("has geo coordinates, the structured-data opening hours (Mon–Fri 09:00–19:00) and the social profiles", () => {
    expect(business.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    });
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "19:00",
        description: "Meetings by appointment",
      },
    ]);
    expect(business.sameAs).toEqual(site.social.map((s) => s.url));
    expect(business.sameAs).toHaveLength(5);
    expect(business.url).toBe(`${site.url}/`);
  });
});

describe("Organization", () => {
  it("has name, url, logo and the five social profiles as sameAs, and no contact point by default", () => {
    const org = json(organization());
    expect(org["@type"]).toBe("Organization");
    expect(org.name).toBe(site.name);
    expect(org.url).toBe(`${site.url}/`);
    expect(org.logo.url).toBe(`${site.url}/icons/icon-512.png`);
    expect(org.sameAs).toEqual(site.social.map((s) => s.url));
    expect(org.contactPoint).toBeUndefined();
  });
  it("adds a customer-service ContactPoint with the phone and e-mail when asked (the marketing page)", () => {
    const org = json(organization({ contactPoint: true }));
    expect(org.contactPoint).toMatchObject({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone.e164,
      email: site.email,
    });
  });
});

describe("WebSite", () => {
  it("declares a SearchAction on /search?q={search_term_string} with its query-input", () => {
    const site_ = json(website());
    expect(site_["@type"]).toBe("WebSite");
    expect(site_.potentialAction["@type"]).toBe("SearchAction");
    expect(site_.potentialAction.target.urlTemplate).toBe(`${site.url}/search?q={search_term_string}`);
    expect(site_.potentialAction.target.urlTemplate).toBe(SEARCH_URL_TEMPLATE);
    expect(site_.potentialAction["query-input"]).toBe("required name=search_term_string");
  });
});

describe("WebPage", () => {
  it("has the canonical URL, name, description and belongs to the WebSite", () => {
    const page = json(
      webPage({ path: "/about", title: "About Us", description: "About the agency.", updated: "2026-11-22" }),
    );
    expect(page).toMatchObject({
      "@type": "WebPage",
      url: `${site.url}/about`,
      name: "About Us",
      description: "About the agency.",
      dateModified: "2026-11-22",
      isPartOf: { "@id": `${site.url}/#website` },
      breadcrumb: { "@id": `${site.url}/about#breadcrumb` },
    });
  });
  it("takes a subtype such as ContactPage", () => {
    expect(json(webPage({ path: "/contact", title: "Contact Us", type: "ContactPage" }))["@type"]).toBe("ContactPage");
  });
});

describe("BreadcrumbList", () => {
  it("numbers ListItems from 1 with name and absolute item URL", () => {
    const list = json(
      breadcrumbList([
        { name: "Home", path: "/" },
        { name: "Careers", path: "/careers" },
      ]),
    );
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: site.url },
      { "@type": "ListItem", position: 2, name: "Careers", item: `${site.url}/careers` },
    ]);
  });
  it("derives Home › Services › Service for a service page, keeping the trailing slash of web hosting", () => {
    const list = json(breadcrumbsFor("/web-hosting-services/", "Web Hosting Services"));
    expect(list.itemListElement.map((i: Json) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", site.url],
      [2, pages.services.title, `${site.url}/services`],
      [3, "Web Hosting Services", `${site.url}/web-hosting-services/`],
    ]);
  });
  it("derives Home › Page for other pages from the page record's title", () => {
    const list = json(breadcrumbsFor("/contact"));
    expect(list.itemListElement.map((i: Json) => i.name)).toEqual(["Home", pages.contact.title]);
  });
});

describe("Service", () => {
  it("names the service, links its page and is provided by the agency in Hyderabad and India", () => {
    const svc = json(
      service({ path: "/logo-design", name: "Logo Design", description: "Logos that last.", category: "Design" }),
    );
    expect(svc).toMatchObject({
      "@type": "Service",
      name: "Logo Design",
      description: "Logos that last.",
      serviceType: "Logo Design",
      category: "Design",
      url: `${site.url}/logo-design`,
      provider: { "@id": `${site.url}/#organization` },
    });
    expect(svc.areaServed).toEqual([
      { "@type": "City", name: "Hyderabad" },
      { "@type": "Country", name: "India" },
    ]);
  });
  it("states prices in INR when the page gives them", () => {
    const svc = json(
      service({ path: "/logo-design", name: "Logo", description: "x", offers: { minPrice: 10000, maxPrice: 25000 } }),
    );
    expect(svc.offers).toMatchObject({
      priceCurrency: "INR",
      priceSpecification: { priceCurrency: "INR", minPrice: 10000, maxPrice: 25000 },
    });
  });
});

describe("JobPosting", () => {
  it("has the fields Google's job results require", () => {
    const job = json(jobPosting(jobFixture));
    expect(job).toMatchObject({
      "@type": "JobPosting",
      title: "Digital Marketing Executive",
      description: jobFixture.description,
      datePosted: "2026-11-01",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: site.name, sameAs: `${site.url}/` },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 45000, maxValue: 65000, unitText: "MONTH" },
      },
    });
  });
  it("links the opening on the careers page", () => {
    expect(json(jobPosting(jobFixture)).url).toBe(`${site.url}/careers#digital-marketing-executive`);
    expect(json(jobPosting({ ...jobFixture, anchor: "details-digital-marketing-executive" })).url).toBe(
      `${site.url}/careers#details-digital-marketing-executive`,
    );
  });
  it("remote work: TELECOMMUTE with applicantLocationRequirements; hybrid also gives the office as jobLocation", () => {
    const hybrid = json(jobPosting(jobFixture));
    expect(hybrid.jobLocationType).toBe("TELECOMMUTE");
    expect(hybrid.applicantLocationRequirements).toEqual([{ "@type": "Country", name: "India" }]);
    expect(hybrid.jobLocation.address).toMatchObject({ addressLocality: "Hyderabad", addressCountry: "IN" });

    const remote = json(jobPosting({ ...jobFixture, workplaces: ["remote"] }));
    expect(remote.jobLocation).toBeUndefined();
    expect(remote.jobLocationType).toBe("TELECOMMUTE");
  });
  it("on-site work: jobLocation with the Manikonda office address and no TELECOMMUTE", () => {
    const onsite = json(
      jobPosting({
        ...jobFixture,
        id: "ui-ux-web-designer",
        workplaces: ["on-site"],
        salary: { min: 50000, max: 70000 },
      }),
    );
    expect(onsite.jobLocation).toEqual({
      "@type": "Place",
      address: expect.objectContaining({ "@type": "PostalAddress", postalCode: "500089", addressRegion: "Telangana" }),
    });
    expect(onsite.jobLocationType).toBeUndefined();
    expect(onsite.applicantLocationRequirements).toBeUndefined();
    expect(onsite.baseSalary.value).toMatchObject({ minValue: 50000, maxValue: 70000 });
  });
});

describe("page graphs", () => {
  const types = (g: Json) => g["@graph"].map((n: Json) => n["@type"]);

  it("home: WebSite, Organization, LocalBusiness, WebPage, BreadcrumbList — and FAQPage once given the FAQ", () => {
    const home = json(homeGraph());
    expect(home["@context"]).toBe("https://schema.org");
    expect(types(home)).toEqual(["WebSite", "Organization", "ProfessionalService", "WebPage", "BreadcrumbList"]);
    expect(types(json(homeGraph({ faqs: faqFixture })))).toContain("FAQPage");
  });
  it("any page: WebPage and BreadcrumbList from its record", () => {
    const about = json(pageGraph("/about", { type: "AboutPage" }));
    expect(types(about)).toEqual(["AboutPage", "BreadcrumbList"]);
    expect(about["@graph"][0].name).toBe(pages.about.title);
  });
  it("a page can carry the Organization with its customer-service contact point", () => {
    const g = json(pageGraph("/digital-marketing-agency", { organization: { contactPoint: true } }));
    expect(g["@graph"].find((n: Json) => n["@type"] === "Organization").contactPoint.contactType).toBe(
      "customer service",
    );
  });
  it("service page: Service, Organization, WebPage, BreadcrumbList (+ FAQPage)", () => {
    const branding = serviceSummaries.find((s) => s.id === "branding")!;
    const g = json(
      serviceGraph({ path: branding.path, name: "Branding", description: "Brand identity." }, { faqs: faqFixture }),
    );
    expect(types(g)).toEqual(["Service", "Organization", "WebPage", "BreadcrumbList", "FAQPage"]);
  });
  it("careers: one JobPosting per opening", () => {
    const g = json(
      careersGraph([jobFixture, { ...jobFixture, id: "ui-ux-web-designer", title: "UI/UX Web Designer" }]),
    );
    expect(types(g).filter((t: string) => t === "JobPosting")).toHaveLength(2);
    expect(new Set(g["@graph"].map((n: Json) => n["@id"])).size).toBe(g["@graph"].length);
  });
  it("refuses a path that is not a canonical route", () => {
    expect(() => pageGraph("/services/branding")).toThrow();
  });
});
