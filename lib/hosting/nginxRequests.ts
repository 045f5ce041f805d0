// What nginx refuses of a request's address and what it logs of it, as parts of hosting/nginx.conf
// (lib/hosting/nginx.ts): the same rules the Node servers apply (lib/hosting/requestPath.ts, receiver/log.ts).
import { hosting } from "@/lib/hosting/deployment";
import { nginxRegex } from "./nginxSyntax";
import { SECRET_PATHS } from "./secretPaths";

/** The access log's format; hosting/nginx.conf defines it and the server block logs with it. */
export const ACCESS_LOG_FORMAT = "site_private";

// Well-formed UTF-8, byte by byte (nginx matches $uri as bytes): what decodeURIComponent accepts.
const UTF8 = [
  "[\\x00-\\x7F]",
  "[\\xC2-\\xDF][\\x80-\\xBF]",
  "\\xE0[\\xA0-\\xBF][\\x80-\\xBF]",
  "[\\xE1-\\xEC\\xEE\\xEF][\\x80-\\xBF]{2}",
  "\\xED[\\x80-\\x9F][\\x80-\\xBF]",
  "\\xF0[\\x90-\\xBF][\\x80-\\xBF]{2}",
  "[\\xF1-\\xF3][\\x80-\\xBF]{3}",
  "\\xF4[\\x80-\\x8F][\\x80-\\xBF]{2}",
].join("|");

/**
 * The maps of the http{} level: a path whose escapes do not decode to UTF-8 (nginx itself refuses a NUL and a
 * "%" without two hex digits), and what the access log writes of a request: the path alone (never the query
 * string, which may carry anything), by its pattern when it carries a secret, and the referrer's origin only.
 */
export function requestMaps(): string {
  const secrets = SECRET_PATHS.map(({ pattern, logged }) => `    "~${nginxRegex(pattern)}" "${logged}";`).join("\n");
  return `# 1 when the decoded address is not UTF-8 (%e0%80): a 400, as on the Node servers.
map $uri $site_malformed_path {
    default 1;
    "~^(?:${UTF8})*$" 0;
}

# The access log never holds a secret or a query string. An address that carries a secret (a calendar feed's
# token: calendar apps need a plain URL) is logged by its pattern, whatever its spelling ($uri is decoded and
# normalised); any other by its path as sent, the query cut off. The referrer is logged by its origin only.
map $uri $site_secret_path {
    default "";
${secrets}
}
map "$site_secret_path $request_uri" $site_log_path {
    default "-";
    "~^(?<site_log_secret>\\S+) " $site_log_secret;
    "~^ (?<site_log_raw>[^?]+)" $site_log_raw;
}
map $http_referer $site_log_referer {
    default "-";
    "~^(?<site_referer_origin>https?://[^/?#]+)" $site_referer_origin;
}
log_format ${ACCESS_LOG_FORMAT} '$remote_addr - $remote_user [$time_local] "$request_method $site_log_path $server_protocol" '
                        '$status $body_bytes_sent "$site_log_referer" "$http_user_agent" $request_id';
`;
}

/** The server-level lines: the access log in that format, and the 400 for an address that is not UTF-8. */
export function requestServerLines(): string {
  return `    access_log ${hosting.accessLog} ${ACCESS_LOG_FORMAT};

    if ($site_malformed_path) {
        return 400;
    }
`;
}

/**
 * Inside a proxied location: the secret-bearing addresses under `prefix`, proxied alike, whose errors nginx logs
 * only when critical. Its error log writes the request line (an unreachable receiver, say), which no format
 * changes; "stderr" is nginx's main error log once it has started.
 */
export function secretLocations(prefix: string, upstream: string): string {
  const locations = SECRET_PATHS.filter(({ logged }) => logged.startsWith(prefix)).map(
    ({ pattern }) => `
        location ~ "${nginxRegex(pattern)}" {
            error_log stderr crit;
            proxy_pass ${upstream};
        }`,
  );
  return `

        # A secret in the address (see $site_secret_path): its errors are not logged with it.${locations.join("")}`;
}
