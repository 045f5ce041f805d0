// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { messages } from "@/lib/forms/rules";
import { checkResume, sniffResume } from "@/receiver/resume";
import { docBytes, docxBytes, exeBytes, htmlBytes, MIME, pdfBytes } from "@/tests/support/resumeFiles";

const file = (bytes: Uint8Array, name: string, type = "") => new File([new Uint8Array(bytes)], name, { type });

describe("résumé type, read from its bytes", () => {
  it("accepts a real PDF, DOC and DOCX", async () => {
    expect((await sniffResume(pdfBytes, "cv.pdf"))?.mime).toBe(MIME.pdf);
    expect((await sniffResume(docBytes, "cv.doc"))?.mime).toBe(MIME.doc);
    expect((await sniffResume(docxBytes, "cv.docx"))?.mime).toBe(MIME.docx);
    const checked = await checkResume(file(docxBytes, "Ravi Kumar.docx", MIME.docx));
    expect(checked.ok && checked.resume).toMatchObject({
      fileName: "Ravi Kumar.docx",
      type: MIME.docx,
      size: docxBytes.length,
    });
  });

  it("refuses an executable renamed .pdf (415), whatever type the browser reported", async () => {
    expect(await sniffResume(exeBytes, "cv.pdf")).toBeUndefined();
    expect(await checkResume(file(exeBytes, "cv.pdf", MIME.pdf))).toEqual({
      ok: false,
      status: 415,
      error: messages.resumeType,
    });
  });

  it("refuses an HTML file named .docx (415)", async () => {
    expect(await checkResume(file(htmlBytes, "cv.docx", MIME.docx))).toEqual({
      ok: false,
      status: 415,
      error: messages.resumeType,
    });
  });

  it("refuses an OLE2 file unless it is named .doc", async () => {
    expect(await sniffResume(docBytes, "sheet.pdf")).toBeUndefined();
  });

  it("refuses an empty file and a missing one (400)", async () => {
    expect(await checkResume(file(new Uint8Array(0), "cv.pdf", MIME.pdf))).toEqual({
      ok: false,
      status: 400,
      error: messages.resume,
    });
    expect(await checkResume(null)).toEqual({ ok: false, status: 400, error: messages.resume });
  });

  it("accepts exactly 5 MB and refuses 5 MB + 1 byte (413)", async () => {
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdfBytes);
    expect(await checkResume(file(big, "cv.pdf", MIME.pdf))).toEqual({
      ok: false,
      status: 413,
      error: messages.resumeSize,
    });
    const exact = await checkResume(file(big.subarray(0, RESUME_MAX_BYTES), "cv.pdf", MIME.pdf));
    expect(exact.ok).toBe(true);
  });

  it("keeps the sha256 of the exact bytes", async () => {
    const checked = await checkResume(file(pdfBytes, "cv.pdf", MIME.pdf));
    const { createHash } = await import("node:crypto");
    expect(checked.ok && checked.resume.sha256).toBe(createHash("sha256").update(pdfBytes).digest("hex"));
  });
});
