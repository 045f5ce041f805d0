import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { homeFaqs } from "@/content/home";
import { Accordion } from "@/components/ui/Accordion";

function renderFaqs() {
  render(<Accordion items={homeFaqs} idPrefix="faq" headingLevel={3} />);
  return homeFaqs.map((faq) => screen.getByRole("button", { name: faq.question }));
}

describe("Accordion", () => {
  it("renders each question as a heading holding a button that controls its answer", () => {
    const buttons = renderFaqs();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(homeFaqs.length);
    buttons.forEach((button, i) => {
      expect(button.parentElement!.tagName).toBe("H3");
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
      expect(panel).toHaveTextContent(homeFaqs[i]!.answer);
      expect(panel).not.toBeVisible();
    });
  });

  it("keeps at most one item open, and closes the open item when it is activated again", () => {
    const [first, second] = renderFaqs();
    fireEvent.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(homeFaqs[0]!.answer)).toBeVisible();

    fireEvent.click(second!);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(homeFaqs[0]!.answer)).not.toBeVisible();
    expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(1);

    fireEvent.click(second!);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(0);
  });

  it("leaves closed answers findable in the page (hidden=until-found) and opens one the browser finds", () => {
    const buttons = renderFaqs();
    const panel = document.getElementById(buttons[3]!.getAttribute("aria-controls")!)!;
    expect(panel).toHaveAttribute("hidden", "until-found");
    act(() => {
      panel.removeAttribute("hidden"); // what the browser does before firing beforematch
      panel.dispatchEvent(new Event("beforematch"));
    });
    expect(buttons[3]).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveAttribute("hidden");
    expect(document.getElementById(buttons[0]!.getAttribute("aria-controls")!)).toHaveAttribute(
      "hidden",
      "until-found",
    );
  });
});
