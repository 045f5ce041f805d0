// The receiver on its own, for production behind nginx (which serves out/ and proxies /api/leads/ and /desk
// here; /api/collect goes to the collector, receiver/collector.ts):
//   npm run receiver   (node dist/receiver.mjs, compiled by `npm run build`; hosting/leads-receiver.service runs it)
import { createHardenedServer } from "./httpServer";
import { log } from "./log";
import { startNodeReceiver, describeDatabase } from "./node";

const receiver = await startNodeReceiver("leads");
const { host, port } = receiver.config.listen;
const server = createHardenedServer(receiver.listener, { trustedProxies: receiver.config.trustedProxies });
server.listen(port, host, () => {
  log.info(
    `Lead receiver at http://${host}:${port}/api/leads/ (leads in ${describeDatabase(receiver.config.databaseUrl)})`,
  );
});
// Stop accepting, let requests and e-mails under way finish (bounded), close the database, exit.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void receiver.shutdown(server).then(() => process.exit(0)));
}
