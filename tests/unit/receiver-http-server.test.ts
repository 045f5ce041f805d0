// @vitest-environment node
// The Node server every entry point runs: an error while answering one request is a 500 for that request,
// and the process serves the next one.
import type { AddressInfo } from "node:net";
import { afterEach, expect, it, vi } from "vitest";
import { createHardenedServer } from "@/receiver/httpServer";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(listener: Parameters<typeof createHardenedServer>[0]): Promise<string> {
  const server = createHardenedServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

it("a handler that throws, or whose promise rejects, answers 500 and the server answers the next request", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const origin = await serve((request, response) => {
    if (request.url === "/throw") throw new Error("boom");
    if (request.url === "/reject") return Promise.reject(new Error("boom later"));
    response.end("fine");
  });
  for (const path of ["/throw", "/reject"]) {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(500);
    expect(await res.text()).toBe("Internal Server Error");
  }
  const next = await fetch(`${origin}/`);
  expect(await next.text()).toBe("fine");
  expect(logged).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});
