// `npm run nginx-config`: write hosting/nginx.conf from the records (lib/hosting/deployment.ts, the routes and
// aliases, the security headers), after changing any of them; commit the result. The build never writes
// it, and a unit test fails while the committed file differs from what the records produce.
import { writeFile } from "node:fs/promises";
import { NGINX_CONFIG_FILE, siteNginxConfig } from "@/lib/hosting";

await writeFile(NGINX_CONFIG_FILE, siteNginxConfig());
console.log(`wrote ${NGINX_CONFIG_FILE}`);
