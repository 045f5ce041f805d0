"use client";

import { loadOnce } from "@/lib/loadOnce";
import { useChunk } from "@/components/hooks/useChunk";
import { useHydrated } from "@/components/hooks/useHydrated";
import type { BookingFormProps } from "./BookingForm";
import { requestSlotsEarly } from "./slotsRequest";

// The booking pages' forms are downloaded once the page works: they can do nothing before the receiver answers
// (the free times, the booking a manage link names), so their code and that answer travel side by side, and
// the pages' first-load JavaScript carries neither. The served HTML holds no form (without JavaScript it could
// not send; each page's notice says what to do instead).

const loadBookingForm = loadOnce(() => import("./BookingForm"));
const loadManageBooking = loadOnce(() => import("./ManageBooking"));
const loadConfirmBooking = loadOnce(() => import("./ConfirmBooking"));

/** The words shown until the form is there, and class names from the server's stylesheet (a chunk that
 * arrives after the page brings no CSS of its own). */
interface Waiting {
  loading: string;
  failed: string;
  retry: string;
  classes: { status?: string; notice?: string; retry?: string };
}

function Lazy<Props extends object>({
  load,
  start,
  waiting,
  props,
}: {
  load: () => Promise<{ default: React.ComponentType<Props> }>;
  start?: () => void;
  waiting: Waiting;
  props: Props;
}) {
  const hydrated = useHydrated();
  const { chunk, retry } = useChunk(load, start);
  if (!hydrated) return null;
  if (chunk.state === "ready") return <chunk.Part {...props} />;
  const { classes } = waiting;
  if (chunk.state === "failed")
    return (
      <div className={classes.notice} role="alert">
        <p>{waiting.failed}</p>
        <button type="button" className={classes.retry} onClick={retry}>
          {waiting.retry}
        </button>
      </div>
    );
  return (
    <p className={classes.status} role="status">
      {waiting.loading}
    </p>
  );
}

/** /book's form; the free times are asked for while its code downloads. */
export function LazyBookingForm({ waiting, ...props }: BookingFormProps & { waiting: Waiting }) {
  return <Lazy load={loadBookingForm} start={requestSlotsEarly} waiting={waiting} props={props} />;
}

/** /book/manage's booking, to cancel or move. */
export function LazyManageBooking({ waiting }: { waiting: Waiting }) {
  return <Lazy load={loadManageBooking} waiting={waiting} props={{}} />;
}

/** /book/confirm's button, which confirms a request from the e-mail's link. */
export function LazyConfirmBooking({ waiting }: { waiting: Waiting }) {
  return <Lazy load={loadConfirmBooking} waiting={waiting} props={{}} />;
}
