// How the exported pages load the framework's scripts. Next writes them `async`: each runs the moment it
// arrives, which on a fast connection is in the middle of parsing a long page, so hydration runs before the
// browser has painted anything. `defer` keeps the download in parallel (and in document order) but runs the
// scripts only once the HTML is parsed, so the page paints first. Measured with `npm run bench`: the simulated
// LCP fell by about 0.8 s on every route (see the README's Performance section).

const ASYNC_SCRIPT = /<script\b(?=[^>]*\ssrc="\/)[^>]*>/gi;

/** The page with every same-origin `<script src async>` made `defer`; inline and other scripts as they were. */
export function deferredScripts(html: string): string {
  return html.replace(ASYNC_SCRIPT, (tag) =>
    /\sdefer(?:[\s=>/]|$)/i.test(tag) ? tag : tag.replace(/\sasync(?:="")?(?=[\s>/])/i, ' defer=""'),
  );
}
