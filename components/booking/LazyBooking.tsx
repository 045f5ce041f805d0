"use client";

import { loadOnce } from "@/lib/loadOnce";
import { useChunk } from "@/components/hooks/useChunk";
import { useHydrated } from "@/components/hooks/useHydrated";
import type { BookingFormProps } from "./BookingForm";
import { BookingWordsProvider, type BookingWords } from "./BookingWords";
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

/** What every booking page hands its part: the words until it is there, and the words it speaks. */
interface Shell {
  waiting: Waiting;
  words: BookingWords;
}

function Lazy<Props extends object>({
  load,
  start,
  waiting,
  words,
  props,
}: {
  load: () => Promise<{ default: React.ComponentType<Props> }>;
  start?: () => void;
  waiting: Waiting;
  words: BookingWords;
  props: Props;
}) {
  const hydrated = useHydrated();
  const { chunk, retry } = useChunk(load, { start });
  if (!hydrated) return null;
  if (chunk.state === "ready")
    return (
      <BookingWordsProvider words={words}>
        <chunk.loaded.default {...props} />
      </BookingWordsProvider>
    );
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
export function LazyBookingForm({ waiting, words, ...props }: BookingFormProps & Shell) {
  return <Lazy load={loadBookingForm} start={requestSlotsEarly} waiting={waiting} words={words} props={props} />;
}

/** /book/manage's booking, to cancel or move. */
export function LazyManageBooking({ waiting, words }: Shell) {
  return <Lazy load={loadManageBooking} waiting={waiting} words={words} props={{}} />;
}

/** /book/confirm's button, which confirms a request from the e-mail's link. */
export function LazyConfirmBooking({ waiting, words }: Shell) {
  return <Lazy load={loadConfirmBooking} waiting={waiting} words={words} props={{}} />;
}
