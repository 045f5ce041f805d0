import { AlertIcon } from "@/components/ui/icons";

// Shared by the fields the server renders (./Field.tsx) and the parts that follow a form's errors
// (./FormErrors.tsx): no state here, so both sides can import it.

/** Ids of the hint and the error that describe a field. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/**
 * A field's error, under it, with the id its control's aria-describedby names. The class comes from the caller,
 * so a page whose fields the server renders loads no stylesheet's class table for it.
 */
export function ErrorMessage({ id, error, className }: { id: string; error?: string; className?: string }) {
  return error ? (
    <p id={`${id}-error`} className={className}>
      <AlertIcon />
      {error}
    </p>
  ) : null;
}
