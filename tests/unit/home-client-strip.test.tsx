import { controlsIn } from "@/lib/content/controls";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeIn } from "@/lib/content/home";
import { caseStudyPath, studiesBySlug } from "@/lib/caseStudies";
import { ClientStrip } from "@/components/home/ClientStrip";
import { nextMarqueeOffset } from "@/components/home/carousel";
import { stubMatchMedia } from "./homeMotion";

const { clientLogoLinkNote, clientStripStudies, homeControlLabels, homeTimings } = homeIn("en");
const { interactiveWords } = controlsIn("en");

const clients = studiesBySlug(clientStripStudies).map((study) => ({
  name: study.client.name,
  sector: study.client.business,
  logo: study.client.logo,
  href: caseStudyPath(study.slug),
}));
const HALF = 120; // width of one copy of the list, so the doubled track is 240 px wide

function renderStrip() {
  render(
    <ClientStrip
      clients={clients}
      tickMs={homeTimings.logoTickMs}
      stepPx={homeTimings.logoStepPx}
      labels={homeControlLabels.clientStrip}
      words={interactiveWords}
      linkNote={clientLogoLinkNote}
    />,
  );
  const track = screen.getAllByRole("list")[0]!.parentElement!;
  return { track };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("nextMarqueeOffset", () => {
  it("moves one step and starts again at the halfway point", () => {
    expect(nextMarqueeOffset(0, 100)).toBe(1);
    expect(nextMarqueeOffset(98, 100)).toBe(99);
    expect(nextMarqueeOffset(99, 100)).toBe(0);
    expect(nextMarqueeOffset(5, 0)).toBe(0);
  });
});

describe("ClientStrip", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia({ reducedMotion: false });
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.querySelector("ul") ? HALF * 2 : 0;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("moves 1 px every 20 ms", () => {
    const { track } = renderStrip();
    tick(20);
    expect(track.style.transform).toBe("translateX(-1px)");
    tick(20 * 9);
    expect(track.style.transform).toBe("translateX(-10px)");
  });

  it("resets to the start at the halfway point of the doubled list", () => {
    const { track } = renderStrip();
    tick(20 * (HALF - 1));
    expect(track.style.transform).toBe(`translateX(-${HALF - 1}px)`);
    tick(20);
    expect(track.style.transform).toBe("translateX(0px)");
    tick(20);
    expect(track.style.transform).toBe("translateX(-1px)");
  });

  it("pauses while hovered and resumes when the pointer leaves", () => {
    const { track } = renderStrip();
    tick(100);
    const strip = track.parentElement!.parentElement!;
    fireEvent.mouseEnter(strip);
    tick(1000);
    expect(track.style.transform).toBe("translateX(-5px)");
    fireEvent.mouseLeave(strip);
    tick(20);
    expect(track.style.transform).toBe("translateX(-6px)");
  });

  it("pauses while keyboard focus is inside", () => {
    const { track } = renderStrip();
    tick(40);
    act(() => screen.getByRole("button", { name: homeControlLabels.clientStrip.pause }).focus());
    tick(1000);
    expect(track.style.transform).toBe("translateX(-2px)");
  });

  it("has a visible pause/play button that stops and restarts the movement", () => {
    const { track } = renderStrip();
    tick(60);
    const button = screen.getByRole("button", { name: homeControlLabels.clientStrip.pause });
    expect(button).toHaveTextContent("Pause");
    fireEvent.click(button);
    expect(button).toHaveAccessibleName(homeControlLabels.clientStrip.play);
    expect(button).toHaveTextContent("Play");
    tick(1000);
    expect(track.style.transform).toBe("translateX(-3px)");
    fireEvent.click(button);
    tick(20);
    expect(track.style.transform).toBe("translateX(-4px)");
  });

  it("does not move under reduced motion", () => {
    stubMatchMedia({ reducedMotion: true });
    const { track } = renderStrip();
    tick(5000);
    expect(track.style.transform).toBe("");
    expect(screen.getByRole("button", { name: homeControlLabels.clientStrip.play })).toBeInTheDocument();
  });

  it("names each client once, each logo a link to its case study; the copy is hidden and out of the tab order", () => {
    const { track } = renderStrip();
    expect(
      screen.getAllByRole("link").map((a) => [a.getAttribute("href"), a.textContent, a.querySelector("img")!.alt]),
    ).toEqual(clients.map((c) => [c.href, "", `${c.name}, ${c.sector}: ${clientLogoLinkNote}`]));
    expect(screen.getAllByRole("link", { name: /case study$/ })).toHaveLength(3);
    const copy = track.querySelectorAll("ul")[1]!;
    expect(copy).toHaveAttribute("aria-hidden", "true");
    expect(copy.querySelectorAll("button, input, [tabindex]:not([tabindex='-1'])")).toHaveLength(0);
    copy.querySelectorAll("a").forEach((a) => expect(a).toHaveAttribute("tabindex", "-1"));
    copy.querySelectorAll("img").forEach((img) => expect(img).toHaveAttribute("alt", ""));
  });
});
