import type { Page } from "@playwright/test";

/** A state of one element, checked inside the page after every DOM change. */
export type Condition =
  | { selector: string; textIncludes: string }
  | { selector: string; hidden: boolean }
  | { selector: string; dialogOpen: boolean };

/**
 * Timed inside the page, so a busy test runner cannot skew it: waits for each condition in turn and
 * returns the milliseconds between consecutive ones (n conditions → n-1 durations). Start it before
 * the action that triggers the first condition.
 */
export function measureSequence(page: Page, conditions: Condition[]): Promise<number[]> {
  return page.evaluate(
    (list) =>
      new Promise<number[]>((resolve) => {
        const holds = (c: (typeof list)[number]) => {
          const el = document.querySelector(c.selector);
          if (!el) return false;
          if ("textIncludes" in c) return (el.textContent ?? "").includes(c.textIncludes);
          if ("hidden" in c) return (el as HTMLElement).hidden === c.hidden;
          return (el as HTMLDialogElement).open === c.dialogOpen;
        };
        const times: number[] = [];
        // A MutationObserver runs right after each DOM change, so the times are those of the changes.
        const observer = new MutationObserver(() => check());
        const check = () => {
          while (times.length < list.length && holds(list[times.length]!)) times.push(performance.now());
          if (times.length === list.length) {
            observer.disconnect();
            resolve(times.slice(1).map((t, i) => t - times[i]!));
          }
        };
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        check();
      }),
    conditions,
  );
}
