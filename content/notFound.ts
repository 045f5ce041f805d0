import type { LinkRecord } from "./types";

export interface NotFoundCopy {
  title: string;
  heading: string;
  text: string;
  description: string;
  suggestions: LinkRecord[];
}

/** The unknown-route page (404). */
export const notFoundPage: NotFoundCopy = {
  title: "Page Not Found",
  heading: "404 - Page Not Found",
  text: "The page you are looking for does not exist.",
  /** Meta description (search engines and link previews). */
  description:
    "The page you are looking for does not exist. Find our services, company details and contact information from here.",
  suggestions: [
    { label: "Go to the home page", href: "/" },
    { label: "See all services", href: "/services" },
    { label: "Contact us", href: "/contact" },
  ],
};
