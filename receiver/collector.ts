// The beacon's collector on its own, for production behind nginx (which proxies /api/collect here, and
// /api/leads/ and /desk to the receiver, receiver/main.ts): a flood of page views then costs this process's
// event loop and CPU, never the one a lead waits on.
//   npm run collector   (node dist/collector.mjs; hosting/leads-collector.service runs it)
import { setPriority } from "node:os";
import { createHardenedServer } from "./httpServer";
import { log } from "./log";
import { COLLECT_PATH, describeDatabase, startNodeReceiver } from "./node";

/** Below the receiver's CPU priority (nice 0): on a busy machine the scheduler runs the leads' process first. */
const COLLECTOR_NICENESS = 10;

try {
  setPriority(COLLECTOR_NICENESS);
} catch (error) {
  // A container may forbid it; the collector still works, only without the leads' head start.
  log.warn({ err: error }, "could not lower the collector's CPU priority");
}
const receiver = await startNodeReceiver("collect");
const { host, port } = receiver.config.collectListen;
const server = createHardenedServer(receiver.listener, { trustedProxies: receiver.config.trustedProxies });
server.listen(port, host, () => {
  log.info(
    `Beacon collector at http://${host}:${port}${COLLECT_PATH} (events in ${describeDatabase(receiver.config.databaseUrl)})`,
  );
});
// Stop accepting, store the events already queued (bounded), close the database, exit.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void receiver.shutdown(server).then(() => process.exit(0)));
}
