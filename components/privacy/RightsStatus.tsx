"use client";

import { useEffect, useRef, useState } from "react";
import { localeInfo, type Locale } from "@/lib/locales";
import type { RightsRequestCopy } from "@/lib/content/schemas/rightsRequest";
import { fill } from "@/lib/template";
import formStyles from "@/components/forms/Form.module.css";
import { postRightsToken, type RightsView } from "./rightsApi";
import styles from "./Rights.module.css";

const longDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(localeInfo[locale].htmlLang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

/**
 * The page a mailbox link opens: how the request stands. Opening it changes nothing (mail scanners open
 * links); an unconfirmed request is confirmed only when its owner presses the button.
 */
export function RightsStatus({ token, words, locale }: { token: string; words: RightsRequestCopy; locale: Locale }) {
  const copy = words.status;
  const [view, setView] = useState<RightsView | "loading" | "missing">("loading");
  const [pending, setPending] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void postRightsToken("status", token).then((found) => {
      setView(found ?? "missing");
      messageRef.current?.scrollIntoView({ block: "center" });
    });
  }, [token]);

  async function confirm() {
    setPending(true);
    const found = await postRightsToken("confirm", token);
    setPending(false);
    setView(found ?? "missing");
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  if (view === "loading")
    return (
      <div ref={messageRef} role="status">
        {copy.loading}
      </div>
    );
  if (view === "missing")
    return (
      <div ref={messageRef} role="alert" tabIndex={-1} className={formStyles.notice}>
        {copy.notFound}
      </div>
    );
  return (
    <div ref={messageRef} tabIndex={-1} aria-label={copy.sectionLabel} role="group">
      <p>
        <strong>{words.kinds[view.kind]}</strong>
      </p>
      {view.status === "unconfirmed" ? (
        <>
          <p>{copy.confirmLead}</p>
          <button type="button" className={formStyles.submit} disabled={pending} onClick={() => void confirm()}>
            {pending ? copy.pending : copy.button}
          </button>
        </>
      ) : (
        <p role="status" className={formStyles.notice}>
          {view.status === "open"
            ? fill(copy.open, { due: longDate(view.dueAt, locale) })
            : fill(copy.closed, { date: longDate(view.closedAt ?? view.dueAt, locale) })}
        </p>
      )}
      {view.reply ? (
        <>
          <h3>{copy.replyHeading}</h3>
          <p className={styles.reply}>{view.reply}</p>
        </>
      ) : null}
    </div>
  );
}
