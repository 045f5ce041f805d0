// Light and dark: the system's setting, or the visitor's explicit choice, remembered on their device.

/** The localStorage key of the remembered choice ("light" or "dark"); the privacy notice names it. */
export const THEME_STORAGE_KEY = "theme";

/** The event the page's theme script fires on `document` after the visitor switches theme. */
export const THEME_CHANGE_EVENT = "themechange";

/** The attribute the theme script sets on <html>: the page runs scripts, so the toggle works and is shown
    (components/layout/ThemeToggle.module.css). */
const THEME_SCRIPT_ATTRIBUTE = "data-theme-script";

/**
 * The blocking script in <head> (inline, allowed by its hash like every inline script of the page): before the
 * first paint it puts a remembered choice on <html> as data-theme, so the first frame is in the right theme.
 * It also handles every toggle's click ([data-theme-toggle]) from the start, before the page hydrates, and keeps
 * their aria-pressed true while the dark theme shows. Storage may be refused (a private window, a policy): the
 * choice then lasts for the page.
 */
export const themeScript = `(function () {
  var root = document.documentElement;
  var key = ${JSON.stringify(THEME_STORAGE_KEY)};
  var system = matchMedia("(prefers-color-scheme: dark)");
  try {
    var stored = localStorage.getItem(key);
    if (stored === "light" || stored === "dark") root.dataset.theme = stored;
  } catch (e) {}
  root.setAttribute(${JSON.stringify(THEME_SCRIPT_ATTRIBUTE)}, "");
  function dark() {
    var chosen = root.dataset.theme;
    return chosen ? chosen === "dark" : system.matches;
  }
  function sync() {
    var pressed = String(dark());
    document.querySelectorAll("[data-theme-toggle]").forEach(function (button) {
      button.setAttribute("aria-pressed", pressed);
    });
  }
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest("[data-theme-toggle]")) return;
    var next = dark() ? "light" : "dark";
    root.dataset.theme = next;
    try {
      localStorage.setItem(key, next);
    } catch (e) {}
    sync();
    document.dispatchEvent(new Event(${JSON.stringify(THEME_CHANGE_EVENT)}));
  });
  system.addEventListener("change", sync);
  document.addEventListener("DOMContentLoaded", sync);
})();`;

/** Whether the dark theme shows on this document now: the visitor's choice, else the system's setting. */
export function darkThemeShows(doc: Document): boolean {
  const chosen = doc.documentElement.dataset.theme;
  if (chosen === "dark" || chosen === "light") return chosen === "dark";
  return doc.defaultView?.matchMedia("(prefers-color-scheme: dark)").matches ?? false;
}
