import { describe, expect, it } from "vitest";
import { noHintsFound, PatternNotFound, withoutPreloadHints } from "@/lib/hosting";

// Route data as Next writes it (rows of an RSC payload), and what the post-build step keeps of it.
const text = 'b:T3c,<p>:HL["/_next/static/chunks/in-text.css","style"]\nstays</p>';
const rows = [
  '2:"$Sreact.fragment"\n',
  ':HL["/_next/static/chunks/about.css","style"]\n',
  ':HL["/_next/static/media/display.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n',
  text,
  '5:I[39756,["$3","$4"],"default"]\n',
  ':HL["/_next/static/chunks/other.css","style"]\n',
  ':HL["/media/home/hero-poster-1280.avif","image",{"type":"image/avif","fetchPriority":"high","imageSrcSet":"/media/home/hero-poster-1280.avif 1280w","media":"not all and (max-aspect-ratio: 3/4)"}]\n',
  '0:{"P":null,"b":"build"}\n',
];

describe("route data without stylesheet and image hints", () => {
  it("drops the stylesheet and image preload hints and keeps every other row byte for byte", () => {
    expect(Buffer.byteLength(text.slice(text.indexOf(",") + 1))).toBe(0x3c);
    const out = withoutPreloadHints(Buffer.from(rows.join(""))).toString("utf8");
    expect(out).toBe([rows[0], rows[2], rows[3], rows[4], rows[7]].join(""));
  });

  it("leaves data without such hints unchanged", () => {
    const data = Buffer.from('1:"$Sreact.suspense"\n0:{"b":"x"}\n');
    expect(withoutPreloadHints(data).equals(data)).toBe(true);
  });

  it("fails on a hint row in a form it does not recognise, and names what a build without any hint lacks", () => {
    const otherForm = Buffer.from(':HL["/_next/static/chunks/about.css","style","high"]\n');
    expect(() => withoutPreloadHints(otherForm)).toThrow(/a hint row of the known form/);
    const imageOtherForm = Buffer.from(':HL["/media/a.avif","image","high"]\n');
    expect(() => withoutPreloadHints(imageOtherForm)).toThrow(/a hint row of the known form/);
    expect(noHintsFound()).toBeInstanceOf(PatternNotFound);
    expect(noHintsFound().pattern).toMatch(/an image hint row/);
  });
});
