// `npm run preview:nginx`: serve out/ with the shipped hosting/nginx.conf and the system nginx, in the
// foreground: https://127.0.0.1:$PORT (default 8443; a throwaway certificate) and http on $HTTP_PORT
// (default 8080), which redirects to it, as in production. LEADS_RECEIVER (host:port) points /api/leads/
// and /desk elsewhere, COLLECT_RECEIVER /api/collect. Pid, temp and log files live in a temporary folder, so
// it runs without root; Ctrl-C (SIGINT) or SIGTERM stops nginx and removes the folder. The access log is the
// shipped one (its format included), written there; LOG_DIR puts it and the error log in a folder that stays.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { hosting } from "@/lib/hosting/deployment";
import { HTTPS_REDIRECT, NGINX_CSP_MAP, NGINX_SITE_ROOT } from "@/lib/hosting";
import { ACCESS_LOG_FORMAT } from "@/lib/hosting/nginxRequests";
import { throwawayTls, type PreviewTls } from "./tls";

/** The nginx to run: $NGINX_BIN, Debian's /usr/sbin/nginx (not on a normal user's PATH), or the first on PATH. */
const NGINX_BIN =
  process.env.NGINX_BIN ??
  ["/usr/sbin", ...(process.env.PATH ?? "").split(path.delimiter)]
    .filter(Boolean)
    .map((dir) => path.join(dir, "nginx"))
    .find((file) => existsSync(file));

export const hasNginx = NGINX_BIN !== undefined;

/** The nginx binary; a clear error where there is none (spawn would report it as an 'error' event, uncaught). */
export function nginxBinary(): string {
  if (!NGINX_BIN) throw new Error("nginx is not installed (Debian: apt-get install nginx-light)");
  return NGINX_BIN;
}

const BROTLI_MODULE = "ngx_http_brotli_filter_module.so";

/**
 * The line that loads nginx's brotli filter, which hosting/nginx.conf uses; none when it is built in. Debian's
 * own nginx.conf loads installed modules itself (modules-enabled/), the preview's minimal one has to.
 */
function brotliModuleLine(bin: string): string {
  const built = spawnSync(bin, ["-V"], { encoding: "utf8" }).stderr;
  if (/--add-module=[^ ]*brotli/.test(built)) return "";
  const modules = /--modules-path=(\S+)/.exec(built)?.[1] ?? "/usr/lib/nginx/modules";
  const file = path.join(modules, BROTLI_MODULE);
  if (!existsSync(file)) {
    throw new Error(
      `nginx has no brotli module (${file}), which hosting/nginx.conf uses (Debian: apt-get install libnginx-mod-http-brotli-filter)`,
    );
  }
  return `load_module ${file};`;
}

export interface PreviewListen {
  host: string;
  /** HTTPS (with `tls`) or plain HTTP (without) port of the site. */
  port: number;
  /** With `tls`: also the plain-http listener, which redirects to https on `port`. */
  httpPort?: number;
  tls?: PreviewTls;
  /** host:port of the lead inbox, or of several receivers sharing one database (default: lib/hosting/deployment.ts). */
  leadsReceiver?: string | string[];
  /** host:port of the beacon's collector (default: lib/hosting/deployment.ts). */
  collectReceiver?: string;
  /** Where the shipped access_log writes (default: nowhere). */
  accessLog?: string;
}

/**
 * The shipped site configuration with only the deployment-specific parts replaced: root, listeners,
 * certificate, the https port in the http → https redirect, the receiver's address, the access log's file. Without TLS (the
 * bench on a machine without openssl) it serves plain http and the https redirect is left out.
 */
export function previewSiteConfig(config: string, root: string, listen: PreviewListen): string {
  if (!config.includes(NGINX_SITE_ROOT)) throw new Error(`hosting/nginx.conf no longer mentions ${NGINX_SITE_ROOT}`);
  const { host, port, httpPort, tls } = listen;
  const replace = (text: string, from: string | RegExp, to: string) => {
    if (typeof from === "string" ? !text.includes(from) : !from.test(text)) {
      throw new Error(`hosting/nginx.conf no longer has ${from}`);
    }
    return text.replace(from, to);
  };
  let site = config.split(NGINX_SITE_ROOT).join(root);
  site = replace(site, /^\s*listen \[::\]:80;\n/m, "");
  site = replace(site, /^\s*listen \[::\]:443 ssl http2;\n/m, "");
  const receivers = [listen.leadsReceiver ?? hosting.leadsReceiver].flat();
  site = replace(
    site,
    `server ${hosting.leadsReceiver};`,
    receivers.map((address) => `server ${address};`).join("\n    "),
  );
  site = replace(
    site,
    `server ${hosting.collectReceiver};`,
    `server ${listen.collectReceiver ?? hosting.collectReceiver};`,
  );
  site = replace(
    site,
    `access_log ${hosting.accessLog} ${ACCESS_LOG_FORMAT};`,
    listen.accessLog ? `access_log ${listen.accessLog} ${ACCESS_LOG_FORMAT};` : "access_log off;",
  );
  if (tls) {
    site = replace(site, /^(\s*)listen 80;$/m, httpPort ? `$1listen ${host}:${httpPort};` : "");
    site = replace(site, /^(\s*)listen 443 ssl http2;$/m, `$1listen ${host}:${port} ssl http2;`);
    site = replace(site, `ssl_certificate ${hosting.tlsCertificate};`, `ssl_certificate ${tls.certificate};`);
    site = replace(site, `ssl_certificate_key ${hosting.tlsCertificateKey};`, `ssl_certificate_key ${tls.key};`);
    return site.split(HTTPS_REDIRECT).join(HTTPS_REDIRECT.replace("$host", `$host:${port}`));
  }
  site = replace(site, /^(\s*)listen 80;$/m, `$1listen ${host}:${port};`);
  site = replace(site, /^\s*listen 443 ssl http2;\n/m, "");
  site = replace(site, /^\s*ssl_[a-z_]+ [^;]*;\n/gm, "");
  site = replace(site, /^\s*error_page 497 [^;]*;\n/m, "");
  return replace(site, /^\s*if \(\$site_https = 0\) \{[^}]*\}\n/m, "");
}

export interface RunningNginx {
  url: string;
  /** The access log's file, in the shipped format. */
  accessLog: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function startNginx(
  options: Omit<PreviewListen, "host" | "accessLog"> & { outDir?: string; host?: string; logDir?: string },
): RunningNginx {
  const root = path.resolve(options.outDir ?? process.env.OUT_DIR ?? "out");
  const host = options.host ?? "127.0.0.1";
  if (!existsSync(path.join(root, "index.html")) || !existsSync(path.join(root, NGINX_CSP_MAP))) {
    throw new Error(`No complete build in ${root}: run \`npm run build\` first.`);
  }
  const bin = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-preview-"));
  // The logs stay in logDir when given (the hosting tests read them); else in the folder removed at the end.
  const accessLog = path.join(options.logDir ?? dir, "access.log");
  const errorLog = options.logDir ? path.join(options.logDir, "error.log") : "stderr";
  const site = previewSiteConfig(readFileSync(path.resolve("hosting/nginx.conf"), "utf8"), root, {
    ...options,
    host,
    accessLog,
  });
  writeFileSync(path.join(dir, "site.conf"), site);
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root, workers would switch to "nobody"; keep the invoking user so it can read the checkout.
      isRoot ? "user root;" : "",
      brotliModuleLine(bin),
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${dir}/client_body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      "  sendfile on;",
      `  include ${dir}/site.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(bin, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  child.once("exit", cleanUp);
  process.once("exit", () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    cleanUp();
  });
  return {
    url: `${options.tls ? "https" : "http"}://${host}:${options.port}`,
    accessLog,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

async function main() {
  const tls = throwawayTls();
  if (!tls)
    throw new Error("openssl is needed for the preview's throwaway certificate (Debian: apt-get install openssl).");
  const server = startNginx({
    port: Number(process.env.PORT ?? 8443),
    httpPort: Number(process.env.HTTP_PORT ?? 8080),
    host: process.env.HOST ?? "127.0.0.1",
    tls,
    leadsReceiver: process.env.LEADS_RECEIVER,
    collectReceiver: process.env.COLLECT_RECEIVER,
    logDir: process.env.LOG_DIR,
  });
  console.log(
    `nginx (${nginxBinary()}) serving ${path.relative(process.cwd(), path.resolve("out")) || "."} at ${server.url}`,
  );
  console.log(`access log: ${server.accessLog}`);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void server.stop().then(() => process.exit(0));
    });
  }
  server.process.once("exit", (code) => {
    if (!stopping) {
      console.error(`nginx exited (${code ?? "signal"})`);
      process.exit(code || 1);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
