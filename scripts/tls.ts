// A throwaway self-signed certificate for 127.0.0.1 (system openssl), for serving the shipped nginx
// configuration over HTTPS and HTTP/2 locally: the preview, the hosting tests and the bench.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A certificate and key (PEM files). */
export interface PreviewTls {
  certificate: string;
  key: string;
}

/** Valid for a day, removed when the process exits; undefined when there is no openssl. */
export function throwawayTls(): PreviewTls | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), "site-tls-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const tls = { certificate: path.join(dir, "cert.pem"), key: path.join(dir, "key.pem") };
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        tls.key,
        "-out",
        tls.certificate,
      ],
      { stdio: "ignore" },
    );
    return tls;
  } catch {
    return undefined;
  }
}
