/** @jsxImportSource hono/jsx */
import { TableWrap, Time } from "./layout";
import { CallTimeAndCaller } from "./callCells";
import type { Booking } from "../../booking/store";
import type { OutboxRow } from "../../mail/outbox";

// /desk/calls' requests waiting for confirmation and the visitors' e-mails that failed for good. A request holds
// no time: the first confirmation of a time wins, from the visitor's mailbox or from here.

export function CallRequests({ requests }: { requests: readonly Booking[] }) {
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">Waiting for confirmation</h2>
      <p>
        Requests hold no time until confirmed. Call the visitor, then confirm; release a request nobody will take up;
        block a sender who floods the calendar: for 90 days their e-mail address books nothing, and calls from their
        network wait for you to confirm them.
      </p>
      {requests.length ? (
        <TableWrap label="Calls waiting for confirmation">
          <table>
            <caption>Waiting for confirmation</caption>
            <thead>
              <tr>
                <th scope="col">Time asked for</th>
                <th scope="col">Who</th>
                <th scope="col">E-mail address</th>
                <th scope="col">Waits until</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((call) => (
                <tr>
                  <CallTimeAndCaller call={call} />
                  <td>{call.emailConfirmedAt ? "Confirmed by its owner" : "Not confirmed: no e-mail goes to it"}</td>
                  <td>{call.expiresAt ? <Time iso={call.expiresAt} /> : "—"}</td>
                  <td>
                    <form method="post" action={`/desk/calls/${call.id}/request`} class="inline">
                      <button type="submit" name="do" value="confirm" class="primary">
                        Confirm the call with {call.name}
                      </button>
                      <button type="submit" name="do" value="release">
                        Release
                      </button>
                      <button type="submit" name="do" value="block" class="danger">
                        Block sender
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <p>No requests waiting.</p>
      )}
    </section>
  );
}

const MAIL_KINDS: Record<OutboxRow["kind"], string> = {
  confirm: "Request to confirm",
  invite: "Invitation",
  cancel: "Cancellation",
};

export function FailedMails({ mails }: { mails: readonly OutboxRow[] }) {
  if (!mails.length) return null;
  return (
    <section aria-labelledby="failed-mail-heading">
      <h2 id="failed-mail-heading">E-mails that could not be sent</h2>
      <p>Tried several times over six hours. Check the mail settings, then send again.</p>
      <ul>
        {mails.map((mail) => (
          <li>
            <form method="post" action={`/desk/calls/mail/${mail.id}/retry`} class="inline">
              {MAIL_KINDS[mail.kind]} for call {mail.bookingId}, last tried <Time iso={mail.failedAt!} />:{" "}
              {mail.lastError ?? "unknown error"} <button type="submit">Send again</button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
