// Run by observatory.spec.ts in a child process: NODE_EXTRA_CA_CERTS (the throwaway certificate) must be
// set before Node starts. Scans HOST (host:port) with the MDN HTTP Observatory's own scan function and
// prints its result as JSON.
import { scan } from "@mdn/mdn-http-observatory";

const result = await scan(process.argv[2]);
console.log(JSON.stringify(result));
