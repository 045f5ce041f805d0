"use client";

import { useState } from "react";
import type { FormFieldSpec } from "@/lib/content/types";
import { SpecField } from "@/components/forms/Field";
import { FormErrors } from "@/components/forms/FormErrors";
import { Honeypot } from "@/components/forms/Honeypot";
import { RunningForm } from "@/components/forms/RunningForm";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useCheckedForm } from "@/components/forms/useCheckedForm";
import { BOOKING_API } from "@/lib/booking/times";
import formStyles from "@/components/forms/Form.module.css";
import { BookedTime } from "./BookedTime";
import { useBookingWords } from "./BookingWords";
import { LANGUAGE_FIELD } from "@/lib/forms/language";
import { answerOf, refusalMessage } from "./refusal";
import { RequestHold, ResendConfirmation } from "./RequestState";
import { SlotPicker } from "./SlotPicker";
import { SlotsStatus } from "./SlotsStatus";
import { useSlots, type BookingAnswer, type BookingView } from "./useSlots";
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
  const [refusal, setRefusal] = useState<string>();
  const [booked, setBooked] = useState<BookingView>();
  // The forms' one way of sending (components/forms): the request's field errors show under their fields, and
  // focus goes to the refusal or else the first thing to fix — which may be a time, a screen above the button.
  const { errors, delivered } = useCheckedForm({
    endpoint: BOOKING_API,
    keepResult: true,
    onDelivered: (result) => {
      const answer = result.answer as BookingAnswer | undefined;
      if (result.ok && answer?.booking) return setBooked(answer.booking);
      if (answer?.slots) replace(answer.slots);
      setRefusal(refusalMessage(answerOf(result), copy.refusal));
    },
  });
  const { state, onSend, formRef } = delivered;

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

  return (
    <RunningForm formRef={formRef} onSend={onSend} className={styles.form}>
      {refusal ? (
        <p role="alert" tabIndex={-1} data-refusal="" className={formStyles.notice}>
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
        <SubmitButton
          pending={state.status === "submitting"}
          ready={slots.state === "ready"}
          label={copy.form.submitLabel}
          pendingLabel={copy.form.pendingLabel}
        />
      </div>
    </RunningForm>
  );
}
