import type { IncomingMessage, ServerResponse } from "node:http";
import type { Client } from "@libsql/client";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { createReceiverApp } from "./app";
import { configFromEnv, type ReceiverConfig } from "./config";
import { openDatabase } from "./db/client";
import { smtpNotifier } from "./notify";

/** Where the receiver answers; everything else on the origin is the static site. */
export const API_PREFIX = "/api/leads/";

export interface NodeReceiver {
  db: Client;
  /** A Node request listener for /api/leads/* (anything else: 404). */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  config: ReceiverConfig;
}

/** The socket address Node saw, through @hono/node-server's bindings. */
function socketAddress(c: Context): string | undefined {
  return (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/** Open the database (migrating it) and build the receiver for a Node HTTP server, from the environment. */
export async function createNodeReceiver(config: ReceiverConfig = configFromEnv()): Promise<NodeReceiver> {
  const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  const notifier = config.smtp ? smtpNotifier(config.smtp) : undefined;
  const app = createReceiverApp({ db, config, notifier, socketAddress });
  return { db, config, listener: getRequestListener(app.fetch) };
}

/**
 * createNodeReceiver for a server's start-up: when the configuration is wrong or the database cannot be
 * opened for writing, say so in one line and exit 1, instead of serving and then refusing every lead.
 */
export async function startNodeReceiver(): Promise<NodeReceiver> {
  try {
    return await createNodeReceiver();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Where the leads are, for the start-up line (never prints a token). */
export function describeDatabase(url: string): string {
  return url.startsWith("file:") ? url.slice("file:".length) : new URL(url).host;
}
