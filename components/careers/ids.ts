import type { ApplicationField } from "@/lib/forms/rules";

// The careers board's element ids: the served page links to them (no JavaScript), and shared links open them.
export const APPLY_DIALOG_ID = "apply";
/** The section that lists the openings (the hero links to it; closing a dialog without JavaScript returns to it). */
export const OPENINGS_ID = "open-positions";
export const detailsDialogId = (jobId: string) => `details-${jobId}`;
export const applicationFieldId = (field: ApplicationField | "position") => `application-${field}`;
