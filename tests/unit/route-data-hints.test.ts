import { describe, expect, it } from "vitest";
import { PatternNotFound, withoutStylesheetHints } from "@/lib/hosting";

// Route data as Next writes it (rows of an RSC payload), and what the post-build step keeps of it.
const text = 'b:T3c,<p>:HL["/_next/static/chunks/in-text.css","style"]\nstays</p>';
const rows = [
  '2:"$Sreact.fragment"\n',
  ':HL["/_next/static/chunks/about.css","style"]\n',
  ':HL["/_next/static/media/display.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n',
  text,
  '5:I[39756,["$3","$4"],"default"]\n',
  ':HL["/_next/static/chunks/other.css","style"]\n',
  '0:{"P":null,"b":"build"}\n',
];

describe("route data without stylesheet hints", () => {
  it("drops the stylesheet preload hints and keeps every other row byte for byte", () => {
    expect(Buffer.byteLength(text.slice(text.indexOf(",") + 1))).toBe(0x3c);
    const out = withoutStylesheetHints(Buffer.from(rows.join(""))).toString("utf8");
    expect(out).toBe([rows[0], rows[2], rows[3], rows[4], rows[6]].join(""));
  });

  it("leaves data without such hints unchanged", () => {
    const data = Buffer.from('1:"$Sreact.suspense"\n0:{"b":"x"}\n');
    expect(withoutStylesheetHints(data).equals(data)).toBe(true);
  });

  it("fails when a page's full route data has no stylesheet hint, or one in a form it does not recognise", () => {
    const data = Buffer.from('1:"$Sreact.suspense"\n0:{"b":"x"}\n');
    expect(() => withoutStylesheetHints(data, { expectHints: true })).toThrow(PatternNotFound);
    expect(() => withoutStylesheetHints(data, { expectHints: true })).toThrow(
      /:HL\["\/_next\/static\/chunks\/….css","style"\]/,
    );
    expect(withoutStylesheetHints(Buffer.from(rows.join("")), { expectHints: true }).length).toBeGreaterThan(0);
    const otherForm = Buffer.from(':HL["/_next/static/chunks/about.css","style","high"]\n');
    expect(() => withoutStylesheetHints(otherForm)).toThrow(/a hint row of the known form/);
  });
});
