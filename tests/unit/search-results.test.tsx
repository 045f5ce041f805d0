import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";

// The search page's client part, with the address and Pagefind replaced by stand-ins.
let query = "";
vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(query ? { q: query } : {}),
  usePathname: () => "/search",
}));

const search = vi.fn();
vi.mock("@/components/search/pagefind", () => ({ loadPagefind: async () => ({ search }) }));

const { MAX_RESULTS } = await import("@/components/search/SearchResults");
const { SearchPageView } = await import("@/components/search/SearchPageView");

function pagefindResult(url: string, title: string, excerpt: string) {
  return { id: url, score: 1, data: async () => ({ url, excerpt, meta: { title } }) };
}

describe("the search page view", () => {
  beforeEach(() => {
    document.title = "Search | Deccan Digital";
    search.mockReset();
  });
  afterEach(() => {
    query = "";
  });

  it("with an empty q shows the search box and runs no search", () => {
    render(<SearchPageView />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Search this site");
    expect(screen.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("");
    expect(search).not.toHaveBeenCalled();
    expect(document.title).toBe("Search | Deccan Digital");
  });

  it("lists results best first, titles as links, matched words in <mark>", async () => {
    query = "branding";
    search.mockResolvedValue({
      results: [
        pagefindResult("/services/marketing/branding", "Branding Agency", "Our <mark>branding</mark> work &amp; more"),
        pagefindResult("/logo-design", "Logo Design", "A logo is part of your <mark>brand</mark>"),
      ],
    });
    render(<SearchPageView />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Search Results for: branding");
    expect(screen.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("branding");
    expect(document.title).toBe('Search results for "branding"');
    const list = await screen.findByRole("list", { name: "Results for branding" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("link", { name: "Branding Agency" })).toHaveAttribute(
      "href",
      "/services/marketing/branding",
    );
    expect(items[0]!.querySelector("mark")).toHaveTextContent("branding");
    expect(items[0]).toHaveTextContent("Our branding work & more");
    expect(screen.getByRole("status")).toHaveTextContent("2 results for “branding”.");
    expect(search).toHaveBeenCalledWith("branding");
  });

  it(`shows at most ${MAX_RESULTS} results and says how many were found`, async () => {
    query = "design";
    search.mockResolvedValue({
      results: Array.from({ length: 14 }, (_, i) =>
        pagefindResult(`/page-${i}`, `Page ${i}`, "some <mark>design</mark>"),
      ),
    });
    render(<SearchPageView />);
    const list = await screen.findByRole("list", { name: "Results for design" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(MAX_RESULTS);
    expect(screen.getByRole("status")).toHaveTextContent(`14 results for “design”, showing the best ${MAX_RESULTS}.`);

    // The rest are one press away.
    screen.getByRole("button", { name: "Show all 14 results" }).click();
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(14));
    expect(screen.getByRole("status")).toHaveTextContent("14 results for “design”.");
    expect(screen.queryByRole("button", { name: /^Show all/ })).toBeNull();
  });

  it("marks an excerpt that starts mid-sentence with a leading ellipsis", async () => {
    query = "seo";
    search.mockResolvedValue({
      results: [
        pagefindResult("/a", "A", "and then <mark>SEO</mark> helps"),
        pagefindResult("/b", "B", "Local <mark>SEO</mark> starts here"),
      ],
    });
    render(<SearchPageView />);
    const items = within(await screen.findByRole("list", { name: "Results for seo" })).getAllByRole("listitem");
    expect(items[0]!.querySelector("p:last-child")!.textContent).toBe("…and then SEO helps…");
    expect(items[1]!.querySelector("p:last-child")!.textContent).toBe("Local SEO starts here…");
  });

  it("with no match suggests the services overview and the contact page", async () => {
    query = "plutonium";
    search.mockResolvedValue({ results: [] });
    render(<SearchPageView />);
    expect(await screen.findByText("No results for “plutonium”.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all our services" })).toHaveAttribute("href", "/services");
    expect(screen.getByRole("link", { name: /^Contact us/ })).toHaveAttribute("href", "/contact");
  });

  it("treats a q that looks like HTML as text everywhere", async () => {
    query = `<img src=x onerror="alert(1)">`;
    search.mockResolvedValue({ results: [] });
    const { container } = render(<SearchPageView />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`Search Results for: ${query}`);
    expect(document.title).toBe(`Search results for "${query}"`);
    await screen.findByText(`No results for “${query}”.`);
    expect(container.querySelector("img")).toBeNull();
  });

  it("says so when the index cannot be loaded", async () => {
    query = "seo";
    search.mockRejectedValue(new Error("offline"));
    render(<SearchPageView />);
    expect(await screen.findByText("Search could not load. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all our services" })).toBeInTheDocument();
  });
});
