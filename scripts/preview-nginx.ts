// `npm run preview:nginx`: serve out/ with the shipped hosting/nginx.conf and the system nginx, in the
// foreground on 127.0.0.1:$PORT (default 8080). Pid, temp and log files live in a temporary folder, so
// it runs without root; Ctrl-C (SIGINT) or SIGTERM stops nginx and removes the folder.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NGINX_CSP_MAP, NGINX_SITE_ROOT } from "@/lib/hosting";

export const NGINX_BIN = process.env.NGINX_BIN ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** A certificate and key (PEM files) to serve HTTPS and HTTP/2, as production hosts do. */
export interface PreviewTls {
  certificate: string;
  key: string;
}

/** The shipped site configuration with only the deployment-specific parts replaced: root and listen. */
export function previewSiteConfig(config: string, root: string, port: number, host = "127.0.0.1", tls?: PreviewTls): string {
  if (!config.includes(NGINX_SITE_ROOT)) throw new Error(`hosting/nginx.conf no longer mentions ${NGINX_SITE_ROOT}`);
  // `listen … ssl http2` rather than `http2 on;` so Debian 12's nginx 1.22 accepts it too.
  const listen = tls
    ? `$1listen ${host}:${port} ssl http2;\n$1ssl_certificate ${tls.certificate};\n$1ssl_certificate_key ${tls.key};`
    : `$1listen ${host}:${port};`;
  return config
    .split(NGINX_SITE_ROOT)
    .join(root)
    .replace(/^\s*listen \[::\]:80;\n/m, "")
    .replace(/^(\s*)listen 80;$/m, listen);
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function startNginx(options: { port: number; outDir?: string; host?: string; tls?: PreviewTls }): RunningNginx {
  const root = path.resolve(options.outDir ?? process.env.OUT_DIR ?? "out");
  const host = options.host ?? "127.0.0.1";
  if (!existsSync(path.join(root, "index.html")) || !existsSync(path.join(root, NGINX_CSP_MAP))) {
    throw new Error(`No complete build in ${root}: run \`npm run build\` first.`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-preview-"));
  const site = previewSiteConfig(readFileSync(path.resolve("hosting/nginx.conf"), "utf8"), root, options.port, host, options.tls);
  writeFileSync(path.join(dir, "site.conf"), site);
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root, workers would switch to "nobody"; keep the invoking user so it can read the checkout.
      isRoot ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      "error_log stderr warn;",
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
  const child = spawn(NGINX_BIN, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"], {
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
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const server = startNginx({ port, host: process.env.HOST ?? "127.0.0.1" });
  console.log(`nginx (${NGINX_BIN}) serving ${path.relative(process.cwd(), path.resolve("out")) || "."} at ${server.url}`);
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
