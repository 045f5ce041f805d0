"use client";

import { useRef, useState } from "react";
import type { FormFieldSpec } from "@/lib/content/types";
import { SpecField } from "@/components/forms/Field";
import { FormErrors } from "@/components/forms/FormErrors";
import { Honeypot } from "@/components/forms/Honeypot";
import { originFields } from "@/lib/forms/origin";
import formStyles from "@/components/forms/Form.module.css";
import { BookedTime } from "./BookedTime";
import { useBookingWords } from "./BookingWords";
import { LANGUAGE_FIELD } from "@/lib/forms/language";
import { refusalMessage } from "./refusal";
import { RequestHold, ResendConfirmation } from "./RequestState";
import { SlotPicker } from "./SlotPicker";
import { SlotsStatus } from "./SlotsStatus";
import { useSlots, postBooking, type BookingView } from "./useSlots";
import styles from "./Booking.module.css";

export interface BookingFormProps {
  fields: readonly FormFieldSpec[];
  noticeVersion: string;
  requiredNote: string;
  honeypotLabel: string;
  optionalMark: string;
  privacy: React.ReactNode;
}

/**
 * The booking page's form: a free time, then the contact form's details (its fields, rules and notice), sent
 * to the receiver as a request. The answer says who confirms it (the visitor from their mailbox, or our team),
 * how long it is kept, and carries the manage link. Its code is a chunk of its own, downloaded once the page
 * works (./LazyBooking.tsx).
 */
export default function BookingForm(props: BookingFormProps) {
  const { fields, noticeVersion, requiredNote, honeypotLabel, optionalMark, privacy } = props;
  const { copy, paths, locale } = useBookingWords();
  const { slots, reload, replace } = useSlots();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<BookingView>();
  const alertRef = useRef<HTMLParagraphElement>(null);

  if (booked?.token) {
    const byEmail = booked.confirmBy === "email";
    return (
      <section className={styles.confirmation} aria-labelledby="booked-heading">
        <h2 id="booked-heading">{byEmail ? copy.request.emailHeading : copy.request.staffHeading}</h2>
        <p>{byEmail ? copy.request.emailIntro : copy.request.staffIntro}</p>
        <BookedTime startsAt={booked.startsAt} />
        <RequestHold booking={booked} />
        {byEmail && !booked.mailSent ? <p>{copy.request.notSent}</p> : null}
        <p className={styles.actions}>
          <a href={`${paths.manage}#${booked.token}`}>{copy.confirmation.manage}</a>
        </p>
        {byEmail && booked.mailSent ? <ResendConfirmation token={booked.token} /> : null}
        <p className={formStyles.hint}>{copy.confirmation.keepLink}</p>
      </section>
    );
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // "Booking…" from the click on: nothing below may leave the button looking idle while it waits.
    setPending(true);
    // Where the visit came from: the measurement's module, which the page's beacon has loaded by now.
    const visit = await import("@/lib/measurement/visit").then(
      (measurement) => measurement.visitOrigin(),
      () => undefined,
    );
    if (visit) for (const [name, value] of originFields(visit)) data.set(name, value);
    const answer = await postBooking("", data);
    setPending(false);
    if (answer?.status === 201 && answer.body.booking) return setBooked(answer.body.booking);
    const fieldErrors = answer?.body.errors ?? {};
    setErrors(fieldErrors);
    if (answer?.body.slots) replace(answer.body.slots);
    setRefusal(refusalMessage(answer, copy.refusal));
    // The refusal's alert, or else the first control with a message under it (a time, then the details): the
    // visitor is taken to what needs them, which may be a screen above the button.
    requestAnimationFrame(() => {
      const firstInvalid = [...form.elements].find((control) => fieldErrors[(control as HTMLInputElement).name]);
      (alertRef.current ?? (firstInvalid as HTMLElement | undefined))?.focus();
    });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {refusal ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={formStyles.notice}>
          {refusal}
        </p>
      ) : null}
      <SlotsStatus slots={slots} reload={reload} />
      {slots.state === "ready" ? <SlotPicker slots={slots.slots} error={errors.start} idPrefix="booking" /> : null}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.label}>{copy.form.legend}</legend>
        <p className={formStyles.hint}>{requiredNote}</p>
        <input type="hidden" name="noticeVersion" value={noticeVersion} />
        <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
        <Honeypot idPrefix="booking" label={honeypotLabel} />
        <FormErrors value={errors}>
          <div className={formStyles.grid}>
            {fields.map((spec) => (
              <SpecField key={spec.name} spec={spec} id={`booking-${spec.name}`} optionalMark={optionalMark} />
            ))}
          </div>
        </FormErrors>
      </fieldset>
      {privacy}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.submit} disabled={pending || slots.state !== "ready"}>
          {pending ? copy.form.pendingLabel : copy.form.submitLabel}
        </button>
      </div>
    </form>
  );
}
