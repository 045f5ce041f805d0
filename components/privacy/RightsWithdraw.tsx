"use client";

import { useEffect, useRef, useState } from "react";
import type { RightsRequestCopy } from "@/lib/content/schemas/rightsRequest";
import formStyles from "@/components/forms/Form.module.css";
import { postRightsToken } from "./rightsApi";

/**
 * The page an e-mail's withdraw link opens: one button that withdraws consent and erases everything held about
 * the address. Opening it erases nothing (mail scanners open links).
 */
export function RightsWithdraw({ token, words }: { token: string; words: RightsRequestCopy["withdraw"] }) {
  const [state, setState] = useState<"ready" | "pending" | "done" | "missing">("ready");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView({ block: "center" }), []);

  async function withdraw() {
    setState("pending");
    setState((await postRightsToken("withdraw", token)) ? "done" : "missing");
    requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>("[tabindex]")?.focus());
  }

  return (
    <div ref={ref}>
      {state === "done" || state === "missing" ? (
        <p role={state === "done" ? "status" : "alert"} tabIndex={-1} className={formStyles.notice}>
          {state === "done" ? words.done : words.notFound}
        </p>
      ) : (
        <>
          <p>{words.lead}</p>
          <button
            type="button"
            className={formStyles.submit}
            disabled={state === "pending"}
            onClick={() => void withdraw()}
          >
            {state === "pending" ? words.pending : words.button}
          </button>
        </>
      )}
    </div>
  );
}
