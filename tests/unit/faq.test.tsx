import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { homeIn } from "@/lib/content/home";
import { Faq } from "@/components/ui/Faq";

const { homeFaqs } = homeIn("en");

describe("Faq", () => {
  it("renders one exclusive group of closed questions, each a heading in its summary, every answer in the HTML", () => {
    const { container } = render(<Faq items={homeFaqs} group="home-faq" />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(homeFaqs.length);
    expect(details.every((d) => d.getAttribute("name") === "home-faq" && !d.open)).toBe(true);
    details.forEach((d, i) => {
      expect(d.querySelector("summary > h3")).toHaveTextContent(homeFaqs[i]!.question);
      expect(d).toHaveTextContent(homeFaqs[i]!.answer);
    });
  });

  it("uses the heading level it is given", () => {
    const { container } = render(<Faq items={homeFaqs.slice(0, 1)} group="g" headingLevel={2} />);
    expect(container.querySelector("summary > h2")).toHaveTextContent(homeFaqs[0]!.question);
  });
});
