/** @jsxImportSource hono/jsx */
import type { HeldInWindow } from "../db/breach";
import type { Staff } from "../db/staff";
import { languageName } from "../languages";
import { Layout, TableWrap } from "./layout";

// /desk/breach: who was held in a window, with language and contact, and the drafts for a person to complete.

export interface BreachView {
  from: string;
  to: string;
  held?: HeldInWindow;
  notices: string[];
  report?: string;
}

export function BreachPage(props: { staff: Staff } & BreachView) {
  const { held } = props;
  return (
    <Layout title="Breach" staff={props.staff}>
      <h1>Breach: who was affected</h1>
      <p>
        Follow docs/breach.md. The Board hears of a breach without delay and gets the detailed report within 72 hours;
        each person affected is told without delay, in their language.
      </p>
      <form method="get" action="/desk/breach" class="inline">
        <label>
          From <input type="date" name="from" value={props.from} required />
        </label>
        <label>
          To <input type="date" name="to" value={props.to} required />
        </label>
        <button type="submit">List who was held</button>
      </form>
      {held ? (
        <>
          <h2>
            {held.people.length} {held.people.length === 1 ? "person" : "people"} held, and {held.erasedSince} erased
            since
          </h2>
          <p>Of people erased since, only a count is kept: they cannot be named or told.</p>
          {held.people.length ? (
            <TableWrap label="People held in the window">
              <table>
                <caption>People held in the window</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Language</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Phone</th>
                    <th scope="col">What was held</th>
                  </tr>
                </thead>
                <tbody>
                  {held.people.map((person) => (
                    <tr>
                      <td>{person.name}</td>
                      <td>{languageName(person.language)}</td>
                      <td>{person.email}</td>
                      <td>{person.phone ?? "—"}</td>
                      <td>{person.kinds.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : null}
          <h2>Draft report to the Data Protection Board</h2>
          <pre class="message">{props.report}</pre>
          <h2>Draft notices, one per person</h2>
          {props.notices.map((notice) => (
            <pre class="message">{notice}</pre>
          ))}
        </>
      ) : null}
    </Layout>
  );
}
