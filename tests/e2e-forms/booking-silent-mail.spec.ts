import { createServer, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { SiteServer } from "./site-server";
import { chooseFirstTime, fillBooking } from "./booking-support";
import { port, temporaryDatabase } from "./support";

// A mail server that accepts the connection and then says nothing (nodemailer waits 30 s for its greeting): the
// visitor's booking is answered all the same, and the e-mail waits in the outbox for the next try.
const sitePort = port + 97;
const smtpPort = port + 98;
const origin = `http://127.0.0.1:${sitePort}`;

test("a silent mail server holds up no booking: the request is answered and its e-mail waits in the outbox", async ({
  page,
}) => {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(smtpPort, "127.0.0.1", resolve));
  const { db, url, remove } = await temporaryDatabase();
  const server = new SiteServer(sitePort, url, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: "team@agency.example",
  });
  try {
    await server.start();
    await page.goto(`${origin}/book`);
    await chooseFirstTime(page);
    await fillBooking(page, "waiting@example.com");
    await page.getByRole("button", { name: "Book this call" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your call from your e-mail" })).toBeVisible();
    // The outbox has the confirmation, unsent, while the mail server holds its connection open.
    await expect.poll(() => sockets.size, { message: "the outbox connected to the mail server" }).toBeGreaterThan(0);
    const queued = await db.execute("SELECT kind, sent_at FROM mail_outbox");
    expect(queued.rows.map((row) => [row.kind, row.sent_at])).toEqual([["confirm", null]]);
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await remove();
  }
});
