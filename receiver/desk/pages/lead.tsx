/** @jsxImportSource hono/jsx */
import { isEmail, mailtoHref } from "@/lib/forms/email";
import { detailFieldsOf } from "@/lib/forms/fields";
import type { DeskLead, Note } from "../db/deskLeads";
import type { Staff } from "../db/staff";
import { nextStatuses, statusLabel } from "../statuses";
import { KIND_LABELS, Layout, Time } from "./layout";
import { LeadOriginFields } from "./leadOrigin";
import { LeadCallFields } from "./calls";
import type { Booking } from "../../booking/store";
import { languageName } from "../languages";

// /desk/leads/:id: every field of a lead, and what the team does with it (status, owner, notes).

/** The lead's contact details, then every field of its form under the form's own label. */
const fieldLabels = (lead: DeskLead): [keyof DeskLead, string][] => [
  ["email", "E-mail"],
  ["phone", "Phone"],
  ...detailFieldsOf(lead.kind).map(({ name, label }): [keyof DeskLead, string] => [name, label]),
];

/**
 * A phone number and an address open the phone's dialler and the mail app: staff answer from the lead's page.
 * An address stored before the receiver checked it as it does now, and failing that check, is shown as text:
 * a link could carry extra recipients or headers.
 */
function fieldValue(key: keyof DeskLead, value: string) {
  if (key === "email")
    return isEmail(value) ? <a href={mailtoHref(value)}>{value}</a> : `${value} (not a valid address)`;
  if (key === "phone") return <a href={`tel:${value.replace(/[^\d+]/g, "")}`}>{value}</a>;
  return value;
}

function notification(lead: DeskLead) {
  if (lead.notifiedAt)
    return (
      <>
        E-mailed <Time iso={lead.notifiedAt} />
      </>
    );
  if (lead.notifyError) return <>Not e-mailed: {lead.notifyError}</>;
  return <>Not e-mailed yet</>;
}

export function LeadPage(props: { staff: Staff; team: Staff[]; lead: DeskLead; notes: Note[]; calls: Booking[] }) {
  const { lead } = props;
  const next = nextStatuses(lead.kind, lead.status);
  return (
    <Layout title={lead.name} staff={props.staff}>
      <p>
        <a href="/desk/">← Inbox</a>
      </p>
      <h1>{lead.name}</h1>
      <dl class="fields">
        <dt>Kind</dt>
        <dd>{KIND_LABELS[lead.kind]}</dd>
        <dt>Language</dt>
        <dd>{languageName(lead.language)}</dd>
        <dt>Received</dt>
        <dd>
          <Time iso={lead.receivedAt} />
        </dd>
        {fieldLabels(lead)
          .filter(([key]) => lead[key])
          .map(([key, label]) => (
            <>
              <dt>{label}</dt>
              <dd class={key === "message" ? "message" : undefined}>{fieldValue(key, String(lead[key]))}</dd>
            </>
          ))}
        {lead.resume ? (
          <>
            <dt>Résumé</dt>
            <dd>
              <a href={`/desk/leads/${lead.id}/cv`} download>
                Download {lead.resume.fileName}
              </a>{" "}
              ({Math.ceil(lead.resume.size / 1024)} KB)
            </dd>
          </>
        ) : null}
        <dt>Privacy notice</dt>
        <dd>
          Version {lead.noticeVersion || "unknown"}
          {lead.consentAt ? (
            <>
              , consent <Time iso={lead.consentAt} />
            </>
          ) : null}
        </dd>
        <dt>Notification</dt>
        <dd>{notification(lead)}</dd>
        <LeadOriginFields origin={lead.origin} />
        <LeadCallFields calls={props.calls} />
      </dl>

      <section aria-labelledby="status-heading">
        <h2 id="status-heading">Status: {statusLabel(lead.status)}</h2>
        {next.length ? (
          <form method="post" action={`/desk/leads/${lead.id}/status`} class="inline">
            <input type="hidden" name="from" value={lead.status} />
            {next.map((status) => (
              <button type="submit" name="to" value={status}>
                Mark {statusLabel(status).toLowerCase()}
              </button>
            ))}
          </form>
        ) : (
          <p>Closed.</p>
        )}
      </section>

      <section aria-labelledby="assign-heading">
        <h2 id="assign-heading">Assignee</h2>
        <form method="post" action={`/desk/leads/${lead.id}/assign`} class="inline">
          <label>
            Assign to
            <select name="assignee">
              <option value="">Nobody</option>
              {props.team.map((s) => (
                <option value={String(s.id)} selected={lead.assigneeId === s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Assign</button>
        </form>
      </section>

      <section aria-labelledby="notes-heading">
        <h2 id="notes-heading">Notes</h2>
        {props.notes.length ? (
          <ol class="notes">
            {props.notes.map((note) => (
              <li>
                <p class="message">{note.body}</p>
                <p class="meta">
                  {note.staffName}, <Time iso={note.createdAt} />
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p>No notes yet.</p>
        )}
        <form method="post" action={`/desk/leads/${lead.id}/notes`}>
          <label for="note">Add a note</label>
          <textarea id="note" name="body" rows={3} required maxlength={4000} />
          <button type="submit">Add note</button>
        </form>
      </section>

      <section aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">Data protection</h2>
        <p>For a request from {lead.email}: everything the agency holds about this address.</p>
        <ul class="actions">
          <li>
            <a href={`/desk/leads/${lead.id}/export`} download>
              Export this person’s data
            </a>
          </li>
          <li>
            <a href={`/desk/leads/${lead.id}/erase`}>Erase this person…</a>
          </li>
        </ul>
      </section>
    </Layout>
  );
}

/** /desk/leads/:id/erase: what erasing will delete, and the one button that does it. */
export function EraseConfirmPage(props: { staff: Staff; lead: DeskLead; leadCount: number }) {
  const { lead } = props;
  return (
    <Layout title="Erase this person" staff={props.staff}>
      <p>
        <a href={`/desk/leads/${lead.id}`}>← Back to {lead.name}</a>
      </p>
      <h1>Erase everything about {lead.email}?</h1>
      <p>
        This deletes {props.leadCount === 1 ? "the lead" : `all ${props.leadCount} leads`} sent from this address, with
        their CVs and the team’s notes, and anything the spam tray holds from it. It cannot be undone. The access log
        keeps only lead numbers, never the person’s details.
      </p>
      <form method="post" action={`/desk/leads/${lead.id}/erase`}>
        <button type="submit" class="danger">
          Erase everything
        </button>
      </form>
    </Layout>
  );
}
