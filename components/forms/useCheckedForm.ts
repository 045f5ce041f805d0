"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "@/lib/forms/rules";
import type { DeliveryResult } from "./delivery";
import type { SubmitLogic } from "./loadSubmitLogic";
import type { Checked } from "./submitLogic";
import { useFormSubmission } from "./useFormSubmission";

/** The field errors an endpoint's answer carries (the receiver's 400: `{ errors: { field: message } }`). */
function answeredErrors(result: DeliveryResult): Record<string, string> | undefined {
  const errors = (result.answer as { errors?: Record<string, string> } | undefined)?.errors;
  return !result.ok && errors && Object.keys(errors).length ? errors : undefined;
}

/**
 * A form's errors and sending, for every form a visitor fills: on send the form is checked (`check`, with the
 * rules loaded), each error shows under its field and focus goes to the first invalid one; a clean form is
 * delivered. Field errors in the endpoint's answer show the same way. After a failed delivery focus goes to the
 * form's alert (its retry, or a refusal marked `data-refusal`), else to the first field to fix. After the success
 * message the form is emptied, then `onReset` does what else the form needs (with `keepResult`, the success stays:
 * the form's result screen). `delivered` is what the form's <DeliveredForm> takes.
 */
export function useCheckedForm<Field extends string>({
  endpoint,
  check,
  fieldId,
  onReset,
  onDelivered,
  keepResult,
}: {
  endpoint: string | undefined;
  /** The form's own check before sending; without one, the endpoint's answer says what to fix. */
  check?: (logic: SubmitLogic, data: FormData) => Checked<Field>;
  fieldId?: (field: Field) => string;
  /** After the form is emptied; told whether the success message had focus (it is about to be hidden). */
  onReset?: (successHadFocus: boolean) => void;
  /** Each delivery's result, for what the form does with the answer (a result screen, fresh choices). */
  onDelivered?: (result: DeliveryResult) => void;
  keepResult?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ errors?: Record<string, string> }>();
  const reset = useCallback(() => {
    const successHadFocus = successRef.current === document.activeElement;
    formRef.current?.reset();
    setErrors({});
    onReset?.(successHadFocus);
  }, [onReset]);
  const { state, submit } = useFormSubmission({ endpoint, onReset: reset, keepResult });

  // After the render that shows a failure: its alert, or else the first field the answer says to fix.
  useEffect(() => {
    const form = formRef.current;
    if (!failure || !form) return;
    const alert = form.querySelector<HTMLElement>("[data-retry], [data-refusal]");
    const invalid = [...form.elements].find((control) => failure.errors?.[(control as HTMLInputElement).name]);
    (alert ?? (invalid as HTMLElement | undefined))?.focus();
  }, [failure]);

  function send() {
    const form = formRef.current;
    if (!form || state.status === "submitting") return;
    const checked =
      check &&
      ((logic: SubmitLogic, data: FormData) => {
        const { errors: found, firstInvalid } = check(logic, data);
        setErrors(found);
        if (firstInvalid && fieldId) document.getElementById(fieldId(firstInvalid))?.focus();
        return !firstInvalid;
      });
    void submit(new FormData(form), checked).then((result) => {
      if (!result) return;
      onDelivered?.(result);
      const answered = answeredErrors(result);
      if (answered) setErrors(answered as FieldErrors<Field>);
      if (!result.ok) setFailure({ errors: answered });
    });
  }

  return { errors, setErrors, delivered: { state, onSend: send, formRef, successRef } };
}
