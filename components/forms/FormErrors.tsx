"use client";
import { createElement, createContext, useContext } from "react";
import { describedBy, ErrorMessage } from "./fieldMessage";

/**
 * The errors a running form holds, by field name. A form provides them around its fields; the fields
 * themselves can then be rendered on the server (./Field.tsx), and only their controls and error lines
 * follow the form's state here.
 */
export const FormErrors = createContext<Partial<Record<string, string>>>({});

type ControlProps = { as: "input" | "textarea" | "select"; id: string; name: string; hint?: string } & Omit<
  React.InputHTMLAttributes<HTMLInputElement> &
    React.TextareaHTMLAttributes<HTMLTextAreaElement> &
    React.SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name"
>;

/** A field's control, marked invalid and described by its error while the form holds one for it. */
export function FieldControl({ as, id, name, hint, ...attributes }: ControlProps) {
  const error = useContext(FormErrors)[name];
  return createElement(as, {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    ...attributes,
  });
}

/** The field's error line, while the form holds one for it. */
export function FieldError({ id, name, className }: { id: string; name: string; className?: string }) {
  return <ErrorMessage id={id} error={useContext(FormErrors)[name]} className={className} />;
}
