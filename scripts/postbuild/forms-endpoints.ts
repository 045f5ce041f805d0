import { LEAD_INBOX_PATHS, resolveEndpoints, type FormsEnv } from "@/lib/forms/endpoints";
import type { PostbuildStep } from "./step";

const OVERRIDES = [
  { env: "NEXT_PUBLIC_CONTACT_ENDPOINT", form: "contact form (/contact)", key: "contact" },
  { env: "NEXT_PUBLIC_APPLICATION_ENDPOINT", form: "job application form (/careers)", key: "application" },
] as const;

/**
 * Says where each form delivers, and checks override URLs: by default the forms post to the lead inbox on
 * the same origin; an override must be an absolute http(s) URL. Demo builds are announced loudly.
 */
export const formsEndpoints: PostbuildStep = {
  name: "form endpoints",
  async run({ env }) {
    const resolved = resolveEndpoints(env as FormsEnv);
    if (resolved.demo) {
      console.warn(
        [
          "",
          "WARNING: NEXT_PUBLIC_FORMS=demo — FORMS ONLY SIMULATE SENDING; submissions are NOT delivered anywhere.",
          "  Build without NEXT_PUBLIC_FORMS for a site whose forms deliver (see docs/forms-and-leads.md).",
          "",
        ].join("\n"),
      );
      return;
    }
    for (const { env: name, form, key } of OVERRIDES) {
      const value = env[name]?.trim();
      if (!value) {
        console.log(
          `postbuild: ${form} delivers to the lead inbox at ${LEAD_INBOX_PATHS[key]} (same origin; run the receiver beside the site)`,
        );
        continue;
      }
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`${name}="${value}" is not an absolute URL (e.g. https://formspree.io/f/abcd1234).`);
      }
      if (url.protocol !== "https:" && url.protocol !== "http:")
        throw new Error(`${name} must be an http(s) URL, got "${value}".`);
      console.log(`postbuild: ${form} delivers to ${url.origin}${url.pathname}`);
    }
  },
};
