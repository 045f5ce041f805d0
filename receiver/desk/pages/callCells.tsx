/** @jsxImportSource hono/jsx */
import { Time } from "./layout";
import type { Booking } from "../../booking/store";

/** A call's first two cells in the desk's tables: its time, and who with a link to the lead and a tap to call. */
export const CallTimeAndCaller = ({ call }: { call: Booking }) => (
  <>
    <td>
      <Time iso={call.startsAt} />
    </td>
    <td>
      <a href={`/desk/leads/${call.leadId}`}>{call.name}</a>
      <br />
      <a href={`tel:${call.phone.replace(/[^\d+]/g, "")}`}>{call.phone}</a>
    </td>
  </>
);
