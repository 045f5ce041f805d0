import type { ContactField } from "@/lib/forms/rules";

/** The contact form's control for a field, by id: rendered by the server, focused by the running form. */
export const contactFieldId = (field: ContactField) => `contact-${field}`;
