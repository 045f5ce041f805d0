import type { ApplicationField } from "@/lib/forms/rules";

// The careers board's element ids: the served page links to them (no JavaScript), and shared links open them.
export const APPLY_DIALOG_ID = "apply";
export const detailsDialogId = (jobId: string) => `details-${jobId}`;
export const applicationFieldId = (field: ApplicationField | "position") => `application-${field}`;
