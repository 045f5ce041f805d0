/**
 * Where the hosting suite's nginx listens (`npm run preview:nginx`, started by the Playwright config): https on
 * NGINX_PORT, the plain-http listener (which redirects to https) on NGINX_HTTP_PORT, and the address it proxies
 * /api/leads/ to, where the lead-inbox tests start a stub receiver.
 */
export const nginxPort = Number(process.env.NGINX_PORT ?? 8080);
export const nginxBaseURL = `https://127.0.0.1:${nginxPort}`;
export const nginxHttpPort = Number(process.env.NGINX_HTTP_PORT ?? nginxPort + 2);
export const nginxLeadsPort = Number(process.env.NGINX_LEADS_PORT ?? nginxPort + 3);
