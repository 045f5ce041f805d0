import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A slow link's page, made exact: a relay in front of the site's server that sends a document up to a chosen start
// tag, then holds the rest back until the test releases it. What the browser paints in between is the page drawn
// from part of its HTML, as a visitor on a slow link sees it for a moment. (`./hold.ts` holds whole requests
// through Playwright's routing, which answers a request all at once; stopping inside a body needs a server.)

export interface HeldBack {
  /** The relay's origin: load pages from here. */
  origin: string;
  /** The next document is sent up to (not including) `marker`, which must occur in it. */
  holdBefore(marker: string): void;
  /** Sends the rest of the held document. */
  release(): void;
  /** Throws unless the last document asked for was held before its marker (a marker it did not contain). */
  assertHeld(): void;
  close(): Promise<void>;
}

/** A relay to `upstream` (the site as `npm start` serves it) on a free port of 127.0.0.1. */
export async function heldBackRelay(upstream: string): Promise<HeldBack> {
  let marker: string | undefined;
  let release = () => {};
  let failure: Error | undefined;
  let held = false;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url!, upstream), {
        headers: { "accept-encoding": "identity" },
        redirect: "manual",
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers = [...answer.headers].filter(
        ([name]) => !/^(content-length|content-encoding|connection)$/.test(name),
      );
      response.writeHead(answer.status, Object.fromEntries(headers));
      const isDocument = request.headers["sec-fetch-dest"] === "document";
      const at = isDocument && marker ? body.indexOf(marker) : -1;
      if (isDocument && marker && at < 0) {
        response.end(body);
        throw new Error(`"${marker}" is not in ${request.url}`);
      }
      if (at < 0) return response.end(body);
      marker = undefined;
      held = true;
      response.write(body.subarray(0, at));
      release = () => {
        release = () => {};
        response.end(body.subarray(at));
      };
    })().catch((error: Error) => {
      failure ??= error;
      response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdBefore: (tag) => {
      marker = tag;
      held = false;
    },
    release: () => release(),
    assertHeld: () => {
      if (failure) throw failure;
      if (!held) throw new Error(`no document was held before "${marker}"`);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
