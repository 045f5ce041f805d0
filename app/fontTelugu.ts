import localFont from "next/font/local";

// Telugu, self-hosted from npm (@fontsource-variable/noto-sans-telugu), the Telugu subset only. A module of its
// own: next/font preloads every face a module declares, and only the Telugu layout imports this one, so no
// other page downloads it. The switcher's labels on every page use a 4 KB cut (public/fonts/, globals.css).
export const telugu = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
  variable: "--font-script",
  weight: "100 900",
  display: "swap",
});
