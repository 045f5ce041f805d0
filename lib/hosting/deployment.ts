/**
 * Where and how production serves the site: the deployment facts the generated host configuration
 * (hosting/nginx.conf, out/_headers, out/_redirects, out/vercel.json) is built from. Change a fact
 * here, run `npm run nginx-config` and rebuild; hosting/README.md explains each one.
 */
export const hosting = {
  /** The folder nginx serves out/ from (the `root`, and the path of the per-page CSP map). */
  siteRoot: "/srv/www/deccan-digital",
  /** TLS certificate chain and private key of the https server block (e.g. from Let's Encrypt / certbot). */
  tlsCertificate: "/etc/ssl/deccan-digital/fullchain.pem",
  tlsCertificateKey: "/etc/ssl/deccan-digital/privkey.pem",
  /**
   * Addresses of a TLS-terminating proxy in front of nginx (a load balancer, a CDN's origin pull). Only
   * a plain-http request from one of these is believed when its X-Forwarded-Proto says https; any other
   * plain-http request is sent to https.
   */
  trustedProxies: ["127.0.0.1", "::1"],
  /** nginx's access log for the site (its format keeps no query string and no secret from an address). */
  accessLog: "/var/log/nginx/deccan-digital.access.log",
  /** The lead inbox (receiver/): nginx proxies this path prefix to this address. */
  leadsPath: "/api/leads/",
  leadsReceiver: "127.0.0.1:8787",
  /** The lead desk for the agency's staff: this path and everything under it go to the receiver, with its own headers. */
  deskPath: "/desk",
  /** The beacon's collector (receiver/collector.ts): nginx proxies /api/collect to this address. */
  collectReceiver: "127.0.0.1:8790",
  /** Largest request body the lead inbox accepts through nginx: a 5 MB résumé plus the form fields and multipart framing. */
  leadsBodyLimit: "6m",
  /**
   * HSTS `preload`: only once every subdomain serves https, and then submit the domain at
   * https://hstspreload.org. Leaving the list is slow, so it is off until the agency decides.
   */
  hstsPreload: false,
} as const;
