import { controlsIn } from "@/lib/content/controls";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeIn } from "@/lib/content/home";
import { testimonials } from "@/lib/content/testimonials";
import { Testimonials } from "@/components/home/Testimonials";
import { nextSlide, previousSlide } from "@/components/home/carousel";
import { stubMatchMedia } from "./homeMotion";

const { homeControlLabels, homeTimings } = homeIn("en");
const { interactiveWords } = controlsIn("en");
const labels = homeControlLabels.testimonials;
const count = testimonials.length;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderCarousel() {
  render(
    <Testimonials
      testimonials={testimonials}
      intervalMs={homeTimings.testimonialRotationMs}
      labels={labels}
      words={interactiveWords}
    />,
  );
  return screen.getByRole("group", { name: "Client testimonials" });
}

/** The slide currently shown (1-based), read from the slides' state. */
function current(): number {
  const active = screen
    .getAllByRole("group", { name: /of 5$/ })
    .filter((s) => s.getAttribute("data-active") === "true");
  expect(active).toHaveLength(1);
  return Number(active[0]!.getAttribute("aria-label")!.split(" ")[0]);
}

const slideRegion = () => document.getElementById("testimonials-slides")!;

describe("slide stepping", () => {
  it("wraps in both directions", () => {
    expect(nextSlide(0, 5)).toBe(1);
    expect(nextSlide(4, 5)).toBe(0);
    expect(previousSlide(0, 5)).toBe(4);
    expect(previousSlide(3, 5)).toBe(2);
  });
});

describe("Testimonials", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia({ reducedMotion: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("has all five quotes in the markup", () => {
    renderCarousel();
    for (const t of testimonials) expect(screen.getByText(t.quote)).toBeInTheDocument();
    expect(screen.getAllByRole("group", { name: /of 5$/ })).toHaveLength(count);
  });

  it("advances every 5000 ms and wraps from the last back to the first", () => {
    renderCarousel();
    expect(current()).toBe(1);
    tick(4999);
    expect(current()).toBe(1);
    tick(1);
    expect(current()).toBe(2);
    for (let slide = 3; slide <= count; slide++) {
      tick(5000);
      expect(current()).toBe(slide);
    }
    tick(5000);
    expect(current()).toBe(1);
  });

  it("puts the pause/play control first in tab order and keeps the region silent while rotating", () => {
    const carousel = renderCarousel();
    const buttons = within(carousel).getAllByRole("button");
    expect(buttons[0]).toHaveAccessibleName(labels.pause);
    expect(buttons.slice(1).map((b) => b.getAttribute("aria-label"))).toEqual([labels.previous, labels.next]);
    expect(slideRegion()).toHaveAttribute("aria-live", "off");
  });

  it("stops with the pause button, announces politely, and restarts with play", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: labels.pause }));
    expect(slideRegion()).toHaveAttribute("aria-live", "polite");
    tick(20000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: labels.play }));
    expect(slideRegion()).toHaveAttribute("aria-live", "off");
    tick(5000);
    expect(current()).toBe(2);
  });

  it("pauses while hovered", () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    tick(15000);
    expect(current()).toBe(1);
    expect(slideRegion()).toHaveAttribute("aria-live", "polite");
    fireEvent.mouseLeave(carousel);
    tick(5000);
    expect(current()).toBe(2);
  });

  it("pauses while focus is inside and resumes when it leaves", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: labels.next });
    act(() => next.focus());
    tick(15000);
    expect(current()).toBe(1);
    act(() => next.blur());
    tick(5000);
    expect(current()).toBe(2);
  });

  it("previous and next step through the quotes and wrap", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: labels.previous }));
    expect(current()).toBe(count);
    fireEvent.click(screen.getByRole("button", { name: labels.next }));
    fireEvent.click(screen.getByRole("button", { name: labels.next }));
    expect(current()).toBe(2);
  });

  it("does not rotate under reduced motion", () => {
    stubMatchMedia({ reducedMotion: true });
    renderCarousel();
    tick(30000);
    expect(current()).toBe(1);
    expect(slideRegion()).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: labels.play })).toBeInTheDocument();
  });
});
