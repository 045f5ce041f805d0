// The receiver on its own, for production behind nginx (which serves out/ and proxies /api/leads/ here):
//   PORT=8787 tsx receiver/main.ts   (hosting/leads-receiver.service runs it as a service)
import { createHardenedServer } from "./httpServer";
import { startNodeReceiver, describeDatabase } from "./node";

const receiver = await startNodeReceiver();
const { host, port } = receiver.config.listen;
const server = createHardenedServer(receiver.listener);
server.listen(port, host, () => {
  console.log(
    `Lead receiver at http://${host}:${port}/api/leads/ (leads in ${describeDatabase(receiver.config.databaseUrl)})`,
  );
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => (receiver.db.close(), process.exit(0))));
}
