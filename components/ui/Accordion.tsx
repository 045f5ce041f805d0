"use client";
import { useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "./icons";
import styles from "./Accordion.module.css";
import { cx } from "@/lib/classNames";

export interface AccordionItem {
  /** Stable id, unique within the accordion; used for the element ids. */
  id: string;
  question: string;
  answer: React.ReactNode;
}

/**
 * Accordion with at most one item open (WAI-ARIA APG accordion): each question is a heading holding
 * a button with aria-expanded and aria-controls. Opening an item closes the other; activating the
 * open item closes it. Every answer is in the served HTML: shown to visitors without JavaScript
 * (see the CSS), and once JavaScript runs, closed answers are `hidden="until-found"`, so the
 * browser's find-in-page still reaches them and opens the item.
 */
export function Accordion({
  items,
  idPrefix,
  headingLevel = 3,
  defaultOpenId = null,
  className,
}: {
  items: AccordionItem[];
  idPrefix: string;
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string | null;
  className?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const panels = useRef(new Map<string, HTMLDivElement>());
  const Heading = `h${headingLevel}` as const;

  // React knows `hidden` only as a boolean; upgrade closed panels to until-found after each render.
  useEffect(() => {
    const cleanups: (() => void)[] = [];
    for (const [id, panel] of panels.current) {
      if (id !== openId) panel.setAttribute("hidden", "until-found");
      const onBeforeMatch = () => setOpenId(id);
      panel.addEventListener("beforematch", onBeforeMatch);
      cleanups.push(() => panel.removeEventListener("beforematch", onBeforeMatch));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [openId]);

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${idPrefix}-${item.id}-button`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item} data-open={open}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <ChevronDownIcon className={styles.icon} size={22} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
              ref={(el) => {
                if (el) panels.current.set(item.id, el);
                else panels.current.delete(item.id);
              }}
            >
              <div className={styles.answer}>
                {typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
