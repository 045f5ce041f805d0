/** @jsxImportSource hono/jsx */
import type { Spam } from "../../db/spam";
import { SPAM_KEEP_DAYS, SPAM_TRAY_CAP } from "../../db/spam";
import type { Staff } from "../db/staff";
import { KIND_LABELS, Layout, Time } from "./layout";

// /desk/spam: what the spam trap caught, so a person a browser's autofill betrayed can be moved to the inbox.

const SNIPPET_CHARS = 90;
const snippet = (text = "") => (text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS)}…` : text);

export function SpamPage(props: { staff: Staff; entries: Spam[]; page: number; more: boolean }) {
  return (
    <Layout title="Spam" staff={props.staff}>
      <h1>Spam</h1>
      <p>
        Submissions that filled in the hidden field only bots see. They were never e-mailed or put in the inbox; each is
        deleted {SPAM_KEEP_DAYS} days after it arrived, and the tray keeps the newest {SPAM_TRAY_CAP} at most. Files are
        not kept: an application moved to the inbox has no CV.
      </p>
      {props.entries.length ? (
        <div class="table-wrap">
          <table>
            <caption>Caught as spam, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Kind</th>
                <th scope="col">Name and e-mail</th>
                <th scope="col">Message or position</th>
                <th scope="col">Why</th>
                <th scope="col">
                  <span class="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.entries.map((entry) => {
                const name = entry.fields.name ?? entry.fields.fullName ?? "";
                return (
                  <tr>
                    <td>
                      <Time iso={entry.receivedAt} />
                    </td>
                    <td>{KIND_LABELS[entry.kind]}</td>
                    <td>
                      {name || "(no name)"}
                      <br />
                      {entry.fields.email ?? ""}
                    </td>
                    <td>{snippet(entry.kind === "contact" ? entry.fields.message : entry.fields.position)}</td>
                    <td>{entry.reason}</td>
                    <td>
                      <form method="post" action={`/desk/spam/${entry.id}/not-spam`}>
                        <button type="submit" aria-label={`Not spam: move ${name || "this submission"} to the inbox`}>
                          Not spam
                        </button>
                      </form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p>The spam tray is empty.</p>
      )}
      <nav aria-label="Pages" class="pages">
        {props.page > 1 ? <a href={`/desk/spam?page=${props.page - 1}`}>Newer</a> : null}
        {props.more ? <a href={`/desk/spam?page=${props.page + 1}`}>Older</a> : null}
      </nav>
    </Layout>
  );
}
