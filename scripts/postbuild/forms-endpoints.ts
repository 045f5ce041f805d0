import type { PostbuildStep } from "./step";

const ENDPOINTS = [
  { env: "NEXT_PUBLIC_CONTACT_ENDPOINT", form: "contact form (/contact)" },
  { env: "NEXT_PUBLIC_APPLICATION_ENDPOINT", form: "job application form (/careers)" },
] as const;

/**
 * Says loudly when the forms are not connected to an endpoint (they then only simulate sending, as the
 * spec describes, and enquiries are lost), and refuses an endpoint that is not an absolute http(s) URL.
 */
export const formsEndpoints: PostbuildStep = {
  name: "form endpoints",
  async run({ env }) {
    const missing: string[] = [];
    for (const { env: name, form } of ENDPOINTS) {
      const value = env[name]?.trim();
      if (!value) {
        missing.push(`  - ${name} is not set: the ${form} only pretends to send.`);
        continue;
      }
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`${name}="${value}" is not an absolute URL (e.g. https://formspree.io/f/abcd1234).`);
      }
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${name} must be an http(s) URL, got "${value}".`);
      console.log(`postbuild: ${form} delivers to ${url.origin}${url.pathname}`);
    }
    if (missing.length) {
      console.warn(
        [
          "",
          "WARNING: FORMS ARE NOT CONNECTED — submissions are NOT delivered anywhere.",
          ...missing,
          "  Set the variables to your form backend's URL and rebuild (see README: Connecting the forms).",
          "",
        ].join("\n"),
      );
    }
  },
};
