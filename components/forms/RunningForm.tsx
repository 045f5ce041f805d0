import type { RefObject } from "react";
import { preloadSubmitLogic } from "./loadSubmitLogic";

/**
 * The form element of a form that exists only once JavaScript runs (the booking pages' forms): sent by
 * `useCheckedForm`'s `onSend` with the fields' own messages, its rules and delivery downloading when a visitor
 * starts on it.
 */
export function RunningForm({
  formRef,
  onSend,
  className,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSend: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className={className}
      noValidate
      onFocus={preloadSubmitLogic}
      onPointerDown={preloadSubmitLogic}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {children}
    </form>
  );
}
