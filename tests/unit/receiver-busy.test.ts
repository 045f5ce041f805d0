// @vitest-environment node
// A receiver starting while another writes to the same libSQL server meets SQLITE_BUSY at once (the server
// does not wait out a busy timeout): its start-up writes wait and try again instead of stopping the receiver.
import { describe, expect, it } from "vitest";
import { retryWhileBusy } from "@/receiver/db/busy";

const busy = () => new Error("SQLITE_BUSY: SQLite error: database is locked");

describe("start-up writes while another process holds the lock", () => {
  it("try again while the database is busy, and return what the work returns", async () => {
    let calls = 0;
    const result = await retryWhileBusy(
      async () => {
        calls += 1;
        if (calls < 3) throw busy();
        return "migrated";
      },
      5,
      1,
    );
    expect([result, calls]).toEqual(["migrated", 3]);
  });

  it("give up after the last attempt, with the database's own error", async () => {
    let calls = 0;
    const failing = retryWhileBusy(
      async () => {
        calls += 1;
        throw busy();
      },
      4,
      1,
    );
    await expect(failing).rejects.toThrow("SQLITE_BUSY");
    expect(calls).toBe(4);
  });

  it("any other error (a read-only file) fails at once", async () => {
    let calls = 0;
    const failing = retryWhileBusy(async () => {
      calls += 1;
      throw new Error("SQLITE_READONLY: attempt to write a readonly database");
    });
    await expect(failing).rejects.toThrow("SQLITE_READONLY");
    expect(calls).toBe(1);
  });
});
