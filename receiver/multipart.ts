import busboy from "busboy";
import { cleanText } from "./text";

// A form's multipart body read with hard limits (busboy), instead of the platform's FormData parser, which
// takes any number of parts and blocks the event loop on tens of thousands of empty ones.

export interface MultipartLimits {
  /** Most parts (fields and files) a form may have: its own fields and a little room. */
  parts: number;
  /** Largest text value, in bytes: above every field's cap, so an over-long value is refused with its message. */
  fieldBytes: number;
  /** Largest file, in bytes. */
  fileBytes: number;
  /** The one field that may carry a file; any other file is dropped. */
  fileField?: string;
  /** Fields whose line breaks are kept; every other value is one line. */
  multiline: ReadonlySet<string>;
}

export type MultipartResult =
  { ok: true; data: FormData } | { ok: false; status: 400 | 413; error: string; tooLargeFile?: boolean };

/**
 * Read `request`'s multipart body into FormData, every text value and the file's name cleaned on the way in
 * (receiver/text.ts). Too many parts, a malformed body or an over-long part header is a 400; a file over
 * its limit a 413. Parsing stops at the first refusal.
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const unreadable = { ok: false, status: 400, error: "The body is not a readable multipart form." } as const;
  if (!request.body) return unreadable;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send file names as raw UTF-8.
      defParamCharset: "utf8",
      limits: {
        parts: limits.parts,
        fields: limits.parts,
        files: 1,
        fieldNameSize: 100,
        fieldSize: limits.fieldBytes,
        fileSize: limits.fileBytes,
        headerPairs: 10,
      },
    });
  } catch {
    return unreadable;
  }

  const data = new FormData();
  let refusal: MultipartResult | undefined;
  const refuse = (result: MultipartResult) => (refusal ??= result);

  parser.on("field", (name, value) => {
    data.append(name, cleanText(value, { multiline: limits.multiline.has(name) }));
  });
  parser.on("file", (name, stream, info) => {
    if (name !== limits.fileField || data.has(name)) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => refuse({ ok: false, status: 413, error: "The file is too large.", tooLargeFile: true }));
    stream.on("end", () => {
      // An empty file input still sends a part with no name and no bytes: the same as no file.
      if (!info.filename && chunks.length === 0) return;
      const bytes = new Uint8Array(Buffer.concat(chunks));
      data.append(name, new File([bytes], cleanText(info.filename ?? ""), { type: info.mimeType }));
    });
  });
  parser.on("partsLimit", () => refuse({ ok: false, status: 400, error: "The form has too many parts." }));

  // A malformed body makes busboy emit "error", possibly in the middle of a write: it is a refusal like the
  // others (never a rejected promise nobody awaits yet, which would stop the process).
  parser.on("error", () => refuse(unreadable));
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => resolve());
  });
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) await Promise.race([waitFor(parser, "drain"), finished]);
      if (refusal) {
        // Read the rest (bounded by the body limit) without parsing it, so the client finishes sending and
        // reads the answer, instead of meeting a connection reset halfway through its upload.
        while (!(await reader.read()).done);
        return refusal;
      }
    }
    parser.end();
    await finished;
  } catch {
    // The body stream failed (the client went away mid-body).
    await reader.cancel().catch(() => {});
    return refusal ?? unreadable;
  }
  return refusal ?? { ok: true, data };
}

function waitFor(emitter: busboy.Busboy, event: string): Promise<void> {
  return new Promise((resolve) => emitter.once(event, () => resolve()));
}
