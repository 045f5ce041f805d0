/** @jsxImportSource hono/jsx */
import { rightsRequestIn } from "@/lib/content/rightsRequest";
import type { FailedRightsMail } from "../../rights/failedMail";
import type { RightsRequest } from "../../rights/store";
import type { Staff } from "../db/staff";
import { languageName } from "../languages";
import { Layout, TableWrap, Time } from "./layout";

// /desk/rights: people's requests about their data, each a case with its due date once its sender confirmed it,
// and the requests still waiting for that confirmation.

const { kinds } = rightsRequestIn("en");
const kindLabel = (request: RightsRequest) => kinds[request.kind];

function CaseTable({ caption, rows }: { caption: string; rows: readonly RightsRequest[] }) {
  return (
    <TableWrap label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Request</th>
            <th scope="col">From</th>
            <th scope="col">Received</th>
            <th scope="col">{rows[0]?.status === "closed" ? "Answered" : "Due"}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((request) => (
            <tr>
              <td>
                <a href={`/desk/rights/${request.id}`}>
                  {request.id}: {kindLabel(request)}
                </a>
              </td>
              <td>
                {request.name} ({languageName(request.language)})
              </td>
              <td>
                <Time iso={request.receivedAt} />
              </td>
              <td>
                <Time iso={request.closedAt ?? request.dueAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

const MAIL_KINDS: Record<string, string> = { confirm: "Request to confirm", reply: "Reply", reminder: "Reminder" };

function FailedMails({ mails }: { mails: readonly FailedRightsMail[] }) {
  if (!mails.length) return null;
  return (
    <section aria-labelledby="failed-mail-heading">
      <h2 id="failed-mail-heading">E-mails that could not be sent</h2>
      <p>Tried several times over six hours. Check the mail settings, then send again.</p>
      <ul>
        {mails.map((mail) => (
          <li>
            <form method="post" action={`/desk/rights/mail/${mail.id}/retry`} class="inline">
              {MAIL_KINDS[mail.kind] ?? mail.kind} for request {mail.requestId}, last tried <Time iso={mail.failedAt} />
              : {mail.lastError ?? "unknown error"} <button type="submit">Send again</button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RightsListPage(props: {
  staff: Staff;
  cases: RightsRequest[];
  waiting: RightsRequest[];
  failed: FailedRightsMail[];
}) {
  const open = props.cases.filter((request) => request.status === "open");
  const closed = props.cases.filter((request) => request.status === "closed");
  return (
    <Layout title="Requests" staff={props.staff}>
      <h1>Requests about people’s data</h1>
      <p>
        Answer each by its due date: 30 days, as the privacy notice promises, and 90 for a grievance. You get an e-mail
        a week before.
      </p>
      <FailedMails mails={props.failed} />
      {open.length ? <CaseTable caption="Open cases" rows={open} /> : <p>No open cases.</p>}
      <h2>Waiting for their sender to confirm</h2>
      <p>Nothing is shown or changed until the person confirms from their mailbox, or you check by another channel.</p>
      {props.waiting.length ? <CaseTable caption="Not confirmed" rows={props.waiting} /> : <p>None waiting.</p>}
      {closed.length ? <CaseTable caption="Closed cases" rows={closed} /> : null}
      <p>
        <a href="/desk/breach">After a breach: who was held in a time window</a>
      </p>
    </Layout>
  );
}

export function RightsCasePage(props: { staff: Staff; request: RightsRequest; replyMailedAt?: string }) {
  const { request } = props;
  const action = (what: string) => `/desk/rights/${request.id}/${what}`;
  return (
    <Layout title={`Request ${request.id}`} staff={props.staff}>
      <p>
        <a href="/desk/rights">← Requests</a>
      </p>
      <h1>
        Request {request.id}: {kindLabel(request)}
      </h1>
      <dl class="fields">
        <dt>Status</dt>
        <dd>{request.status === "unconfirmed" ? "Not confirmed by its sender" : request.status}</dd>
        <dt>From</dt>
        <dd>
          {request.name}, {request.email}
        </dd>
        <dt>Language</dt>
        <dd>{languageName(request.language)}</dd>
        <dt>Received</dt>
        <dd>
          <Time iso={request.receivedAt} />
        </dd>
        <dt>Due</dt>
        <dd>
          <Time iso={request.dueAt} />
        </dd>
        {request.details ? (
          <>
            <dt>Details</dt>
            <dd class="message">{request.details}</dd>
          </>
        ) : null}
        {request.reply ? (
          <>
            <dt>Reply sent</dt>
            <dd class="message">{request.reply}</dd>
            <dt>Reply e-mailed</dt>
            <dd>{props.replyMailedAt ? <Time iso={props.replyMailedAt} /> : "Not yet"}</dd>
          </>
        ) : null}
      </dl>
      {request.status === "unconfirmed" ? (
        <form method="post" action={action("confirm")}>
          <p>Only once you have checked, by phone or from the address itself, that the request is theirs.</p>
          <button type="submit">Confirmed by another channel</button>
        </form>
      ) : null}
      <section aria-labelledby="notes-heading">
        <h2 id="notes-heading">Notes</h2>
        {request.notes ? <p class="message">{request.notes}</p> : <p>No notes yet.</p>}
        <form method="post" action={action("notes")}>
          <label for="note">Add a note</label>
          <textarea id="note" name="body" rows={3} required maxlength={4000} />
          <button type="submit">Add note</button>
        </form>
      </section>
      {request.status === "open" ? (
        <section aria-labelledby="reply-heading">
          <h2 id="reply-heading">Reply and close</h2>
          <form method="post" action={action("close")}>
            <label for="reply">Your answer, in {languageName(request.language)}</label>
            <textarea id="reply" name="reply" rows={6} required maxlength={4000} />
            <button type="submit" class="primary">
              Send the reply and close the case
            </button>
          </form>
        </section>
      ) : null}
      {request.status !== "unconfirmed" ? (
        <section aria-labelledby="data-heading">
          <h2 id="data-heading">This person’s data</h2>
          <p>Send your reply first: erasing deletes this request with everything else held about the address.</p>
          <ul class="actions">
            <li>
              <a href={action("export")} download>
                Export this person’s data
              </a>
            </li>
            <li>
              <form method="post" action={action("erase")} class="inline">
                <button type="submit" class="danger">
                  Erase everything about {request.email}
                </button>
              </form>
            </li>
          </ul>
        </section>
      ) : null}
    </Layout>
  );
}
