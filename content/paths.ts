/**
 * The addresses of the site's own pages, once. The page records (./pages.ts) take their paths from here, and
 * so do records that client components read (the forms' notices, the chat): importing the page records there
 * would put every page's title and description into the browser's JavaScript.
 */
export const pagePaths = {
  home: "/",
  about: "/about",
  services: "/services",
  careers: "/careers",
  contact: "/contact",
  privacy: "/privacy",
  search: "/search",
} as const;
