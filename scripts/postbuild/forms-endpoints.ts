import { LEAD_INBOX_PATHS, resolveEndpoints, type FormsEnv } from "@/lib/forms/endpoints";
import type { PostbuildStep } from "./steps";

const OVERRIDES = [
  { env: "NEXT_PUBLIC_CONTACT_ENDPOINT", form: "contact form (/contact)", key: "contact" },
  { env: "NEXT_PUBLIC_APPLICATION_ENDPOINT", form: "job application form (/careers)", key: "application" },
] as const;

/**
 * Says where each form delivers: the same-origin lead inbox by default (it needs the receiver beside the
 * site: `npm start`, or hosting/README.md), an external URL when overridden (refused unless absolute
 * http(s)), or — loudly — nowhere, in the explicit demo mode.
 */
export const formsEndpoints: PostbuildStep = {
  name: "form endpoints",
  async run() {
    const resolved = resolveEndpoints(process.env as FormsEnv);
    if (resolved.demo) {
      console.warn(
        [
          "",
          "WARNING: NEXT_PUBLIC_FORMS=demo — FORMS ONLY SIMULATE SENDING; submissions are NOT delivered anywhere.",
          "  Build without NEXT_PUBLIC_FORMS for a site whose forms deliver (see README: The lead inbox).",
          "",
        ].join("\n"),
      );
      return;
    }
    for (const { env, form, key } of OVERRIDES) {
      const value = process.env[env]?.trim();
      if (!value) {
        console.log(`postbuild: ${form} delivers to the lead inbox at ${LEAD_INBOX_PATHS[key]} (same origin; run the receiver beside the site)`);
        continue;
      }
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`${env}="${value}" is not an absolute URL (e.g. https://formspree.io/f/abcd1234).`);
      }
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${env} must be an http(s) URL, got "${value}".`);
      console.log(`postbuild: ${form} delivers to ${url.origin}${url.pathname}`);
    }
  },
};
