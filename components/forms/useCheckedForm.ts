"use client";
import { useCallback, useRef, useState } from "react";
import type { FieldErrors } from "@/lib/forms/rules";
import type { SubmitLogic } from "./loadSubmitLogic";
import type { Checked } from "./submitLogic";
import { useFormSubmission } from "./useFormSubmission";

/**
 * A form's errors and sending, for both forms: on send the form is checked (`check`, with the rules loaded),
 * each error shows under its field and focus goes to the first invalid one; a clean form is delivered. After
 * the success message the form is emptied, then `onReset` does what else the form needs. `delivered` is what
 * the form's <DeliveredForm> takes.
 */
export function useCheckedForm<Field extends string>({
  endpoint,
  check,
  fieldId,
  onReset,
}: {
  endpoint: string | undefined;
  check: (logic: SubmitLogic, data: FormData) => Checked<Field>;
  fieldId: (field: Field) => string;
  /** After the form is emptied; told whether the success message had focus (it is about to be hidden). */
  onReset?: (successHadFocus: boolean) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const reset = useCallback(() => {
    const successHadFocus = successRef.current === document.activeElement;
    formRef.current?.reset();
    setErrors({});
    onReset?.(successHadFocus);
  }, [onReset]);
  const { state, submit } = useFormSubmission({ endpoint, onReset: reset });

  function send() {
    const form = formRef.current;
    if (!form || state.status === "submitting") return;
    void submit(new FormData(form), (logic, data) => {
      const { errors: found, firstInvalid } = check(logic, data);
      setErrors(found);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return !firstInvalid;
    });
  }

  return { errors, setErrors, delivered: { state, onSend: send, formRef, successRef } };
}
