/** @jsxImportSource hono/jsx */
import { raw } from "hono/html";
import type { Child } from "hono/jsx";
import type { LeadKind } from "../../db/leads";
import type { Staff } from "../db/staff";
import { indiaTime } from "@/lib/indiaTime";
import { ASSET_PATHS } from "../assets";

// The frame of every desk page: a skip link, a header with the staff member's navigation, one main landmark.

export const KIND_LABELS: Record<LeadKind, string> = { contact: "Enquiry", application: "Application" };

/** A stored ISO time as a <time> in India's time: "26 Nov 2026, 11:11 pm IST". */
export const Time = ({ iso }: { iso: string }) => <time datetime={iso}>{indiaTime(iso)}</time>;

/** A table that may scroll sideways on a phone: a labelled region the keyboard can scroll. */
export function TableWrap({ label, children }: { label: string; children: Child }) {
  return (
    <div class="table-wrap" tabindex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

export function Layout(props: { title: string; staff?: Staff; passkeyScript?: boolean; children: Child }) {
  return (
    <>
      {raw("<!DOCTYPE html>")}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{`${props.title} · Lead desk`}</title>
          <link rel="stylesheet" href={ASSET_PATHS.stylesheet} />
          {props.passkeyScript ? <script type="module" src={ASSET_PATHS.passkeyScript} /> : null}
        </head>
        <body>
          <a class="skip" href="#main">
            Skip to content
          </a>
          <header class="bar">
            <a class="brand" href="/desk/">
              Lead desk
            </a>
            {props.staff ? (
              // Beside the desk's name on a phone (a row of its own would push the inbox's first lead down), last when wide.
              <form method="post" action="/desk/sign-out" class="sign-out">
                <button type="submit">Sign out {props.staff.name}</button>
              </form>
            ) : null}
            {props.staff ? (
              <nav aria-label="Desk">
                <a href="/desk/">Inbox</a>
                <a href="/desk/calls">Calls</a>
                <a href="/desk/rights">Requests</a>
                <a href="/desk/dashboard">Dashboard</a>
                <a href="/desk/spam">Spam</a>
                <a href="/desk/retention">Retention</a>
                <a href="/desk/access-log">Access log</a>
              </nav>
            ) : null}
          </header>
          <main id="main">{props.children}</main>
        </body>
      </html>
    </>
  );
}
