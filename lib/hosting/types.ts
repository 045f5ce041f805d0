// Shapes shared by the hosting modules.

/** A response header as written into every host's configuration. */
export type Header = [name: string, value: string];

export interface RedirectRule {
  from: string;
  to: string;
  status: 301;
}

/** One exported HTML file (path relative to out/, forward slashes) and its Content-Security-Policy header. */
export interface PagePolicy {
  file: string;
  policy: string;
}

/** Origins the policy allows beyond 'self', from the records and the build environment. */
export interface CspSources {
  /** Form endpoints (NEXT_PUBLIC_CONTACT_ENDPOINT, NEXT_PUBLIC_APPLICATION_ENDPOINT): connect-src and form-action. */
  formOrigins: string[];
  /** Analytics beacons and scripts hosted elsewhere than the site itself: script-src and connect-src. */
  analyticsOrigins: string[];
  /** The embedded map (site.mapEmbedUrl): frame-src, on the pages that embed it. */
  frameOrigins: string[];
  /** A configured image/video host (NEXT_PUBLIC_MEDIA_ORIGINS): img-src and media-src. */
  mediaOrigins: string[];
}

/** What one page needs beyond the baseline; everything not listed is denied. */
export interface PageCapabilities {
  /** Compile WebAssembly ('wasm-unsafe-eval') and start a same-origin worker: the site search. */
  wasm?: boolean;
  /** Embed the map (frame-src gets CspSources.frameOrigins). */
  frames?: boolean;
}

export interface CspOptions extends CspSources, PageCapabilities {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: string[];
  /** 'sha256-…' sources of the page's inline <style> elements. */
  styleHashes?: string[];
  /** 'sha256-…' sources of the page's style="…" attributes (allowed through 'unsafe-hashes'). */
  styleAttributeHashes?: string[];
  /**
   * "header": the full policy. "meta": without frame-ancestors (ignored, with a console error, in a
   * meta element) and without upgrade-insecure-requests (it would send every subresource of a page
   * opened over plain http — the local preview — to https, which does not answer).
   */
  delivery: "header" | "meta";
  /** upgrade-insecure-requests in the header (only when the response itself came over https). */
  upgradeInsecureRequests?: boolean;
}

export interface NginxOptions {
  serverName: string;
  /** Aliases and trailing-slash forms: each answers 301 to its canonical address. */
  redirects: RedirectRule[];
}
