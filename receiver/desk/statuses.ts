import type { LeadKind } from "../db/leads";

// A lead's way through the desk. Each status moves on to the next, or closes (lost / rejected) at any open step.

const FLOWS: Record<LeadKind, Record<string, string[]>> = {
  contact: {
    new: ["contacted", "lost"],
    contacted: ["qualified", "lost"],
    qualified: ["won", "lost"],
    won: [],
    lost: [],
  },
  application: {
    new: ["shortlisted", "rejected"],
    shortlisted: ["interviewed", "rejected"],
    interviewed: ["hired", "rejected"],
    hired: [],
    rejected: [],
  },
};

/** Every status of a kind, in order (for the filter). */
export const statusesOf = (kind: LeadKind): string[] => Object.keys(FLOWS[kind]);

export const allStatuses = (): string[] => [...new Set([...statusesOf("contact"), ...statusesOf("application")])];

/** Where a lead of `kind` in `from` may go next. */
export const nextStatuses = (kind: LeadKind, from: string): string[] => FLOWS[kind][from] ?? [];

export const canMove = (kind: LeadKind, from: string, to: string): boolean => nextStatuses(kind, from).includes(to);

/** "contacted" → "Contacted". */
export const statusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);
