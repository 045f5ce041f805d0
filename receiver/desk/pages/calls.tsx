/** @jsxImportSource hono/jsx */
import type { Staff } from "../db/staff";
import { Layout, TableWrap, Time } from "./layout";
import { CallTimeAndCaller } from "./callCells";
import type { BlockedDay, BookingSettings } from "../../booking/settings";
import { MAX_OFFERED_SLOTS, SETTING_BOUNDS, weekdayName } from "../../booking/settings";
import type { Booking, BookingStatus } from "../../booking/store";
import type { OutboxRow } from "../../mail/outbox";
import { CallRequests, FailedMails } from "./callRequests";

// /desk/calls: the calls booked from the site, today and this week, what staff do with each, and the staff
// member's own calendar feed. /desk/calls/availability: when calls may be booked.

export const CALL_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Waiting for confirmation",
  released: "Released",
  booked: "Booked",
  cancelled: "Cancelled",
  done: "Done",
  no_show: "No-show",
};

/** A lead's booked calls, in its page's fields: when, and where it stands. */
export function LeadCallFields({ calls }: { calls: readonly Booking[] }) {
  return (
    <>
      {calls.map((call) => (
        <>
          <dt>Booked call</dt>
          <dd>
            <Time iso={call.startsAt} /> ({CALL_STATUS_LABELS[call.status]}) · <a href="/desk/calls">Calls</a>
          </dd>
        </>
      ))}
    </>
  );
}

function CallsTable({ caption, calls }: { caption: string; calls: readonly Booking[] }) {
  if (!calls.length) return <p>No calls {caption.toLowerCase()}.</p>;
  return (
    <TableWrap label={`Calls: ${caption.toLowerCase()}`}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Who</th>
            <th scope="col">Topic</th>
            <th scope="col">Came from</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr>
              <CallTimeAndCaller call={call} />
              <td>{call.service ?? "—"}</td>
              <td>{[call.source, call.landingPage].filter(Boolean).join(", ") || "—"}</td>
              <td>{CALL_STATUS_LABELS[call.status]}</td>
              <td>
                {call.status === "booked" ? (
                  <form method="post" action={`/desk/calls/${call.id}/status`} class="inline">
                    <button type="submit" name="to" value="done">
                      Mark done
                    </button>
                    <button type="submit" name="to" value="no_show">
                      Mark no-show
                    </button>
                    <button type="submit" name="to" value="cancelled" class="danger">
                      {call.emailConfirmedAt ? `Cancel (tells ${call.name})` : "Cancel"}
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function CallsPage(props: {
  staff: Staff;
  today: readonly Booking[];
  week: readonly Booking[];
  requests: readonly Booking[];
  failedMails: readonly OutboxRow[];
  hasFeed: boolean;
  /** A feed address just made: shown once, as only its hash is kept. */
  newFeedUrl?: string;
}) {
  return (
    <Layout title="Calls" staff={props.staff}>
      <h1>Calls</h1>
      <p>
        Calls visitors booked on the site. Each is also a lead in the inbox.{" "}
        <a href="/desk/calls/availability">Set when calls may be booked</a>.
      </p>
      <CallRequests requests={props.requests} />
      <FailedMails mails={props.failedMails} />
      <section aria-labelledby="today-heading">
        <h2 id="today-heading">Today</h2>
        <CallsTable caption="Today" calls={props.today} />
      </section>
      <section aria-labelledby="week-heading">
        <h2 id="week-heading">Later this week</h2>
        <CallsTable caption="Later this week" calls={props.week} />
      </section>
      <section aria-labelledby="feed-heading">
        <h2 id="feed-heading">Your calendar feed</h2>
        {props.newFeedUrl ? (
          <>
            <p>Subscribe to this address in your calendar app. It is shown only now; anyone with it sees the calls.</p>
            <p>
              <label for="feed-url">Feed address</label>
              <input id="feed-url" type="url" readonly value={props.newFeedUrl} size={60} />
            </p>
          </>
        ) : (
          <p>
            {props.hasFeed
              ? "You have a feed. A new address replaces it."
              : "Follow the booked calls in your own calendar app."}
          </p>
        )}
        <form method="post" action="/desk/calls/feed" class="inline">
          <button type="submit">{props.hasFeed ? "Make a new feed address" : "Make my feed address"}</button>
        </form>
        {props.hasFeed ? (
          <form method="post" action="/desk/calls/feed/revoke" class="inline">
            <button type="submit" class="danger">
              Revoke my feed
            </button>
          </form>
        ) : null}
      </section>
    </Layout>
  );
}

export function AvailabilityPage(props: {
  staff: Staff;
  settings: BookingSettings;
  blocked: readonly BlockedDay[];
  error?: string;
}) {
  const { settings } = props;
  // Each field's bounds in its hint and its attributes, so staff see them before the form refuses a value.
  const number = (name: keyof typeof SETTING_BOUNDS, label: string) => {
    const [min, max] = SETTING_BOUNDS[name];
    return (
      <p>
        <label for={name}>{label}</label>
        <input
          id={name}
          name={name}
          type="number"
          inputmode="numeric"
          min={String(min)}
          max={String(max)}
          required
          value={String(settings[name])}
          aria-describedby={name === "noticeMinutes" ? `${name}-hint` : `${name}-hint offered-hint`}
        />{" "}
        <span class="meta" id={`${name}-hint`}>
          {min} to {max}
        </span>
      </p>
    );
  };
  return (
    <Layout title="Availability" staff={props.staff}>
      <h1>When calls may be booked</h1>
      {props.error ? (
        <p role="alert" class="error">
          {props.error}
        </p>
      ) : null}
      <form method="post" action="/desk/calls/availability">
        <fieldset>
          <legend>Weekly hours (India time)</legend>
          {[1, 2, 3, 4, 5, 6, 0].map((weekday) => {
            const hours = settings.weeklyHours[weekday];
            return (
              <p>
                <label>
                  <input type="checkbox" name={`day${weekday}`} checked={Boolean(hours)} /> {weekdayName(weekday)}
                </label>{" "}
                <label>
                  from <input type="time" name={`opens${weekday}`} value={hours?.[0] ?? "09:00"} />
                </label>{" "}
                <label>
                  to <input type="time" name={`closes${weekday}`} value={hours?.[1] ?? "19:00"} />
                </label>
              </p>
            );
          })}
        </fieldset>
        {number("slotMinutes", "Call length (minutes)")}
        {number("bufferMinutes", "Free time after each call (minutes)")}
        {number("noticeMinutes", "Minimum notice (minutes)")}
        {number("horizonDays", "Days ahead offered")}
        <p class="meta" id="offered-hint">
          The booking page shows at most {MAX_OFFERED_SLOTS} times at once: hours, call length, free time and days ahead
          that would offer more are refused.
        </p>
        <button type="submit" class="primary">
          Save
        </button>
      </form>
      <section aria-labelledby="blocked-heading">
        <h2 id="blocked-heading">Days without calls</h2>
        {props.blocked.length ? (
          <ul>
            {props.blocked.map((day) => (
              <li>
                <form method="post" action="/desk/calls/blocked/remove" class="inline">
                  {day.day}
                  {day.reason ? ` (${day.reason})` : ""} <input type="hidden" name="day" value={day.day} />
                  <button type="submit">Open {day.day} again</button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
        <form method="post" action="/desk/calls/blocked" class="inline">
          <label for="block-day">Day</label>
          <input id="block-day" name="day" type="date" required />
          <label for="block-reason">Reason</label>
          <input id="block-reason" name="reason" maxlength={100} />
          <button type="submit">Block this day</button>
        </form>
      </section>
    </Layout>
  );
}
