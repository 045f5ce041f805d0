import * as en from "./index";
import type { ServiceSummary } from "./index";
import catalogue from "../../.content/services.summary.te.json" with { type: "json" };
import type { NavGroup } from "../types";

// The service catalogue in Telugu: the menus' group headings here, each service's labels in its page's
// content/services/<id>.te.yml.

export const serviceGroups: NavGroup[] = en.serviceGroups.map((group) => ({
  ...group,
  heading: { marketing: "మార్కెటింగ్", development: "డెవలప్‌మెంట్", design: "డిజైన్" }[group.category],
}));

/** The catalogue in menu order, with its Telugu labels (content/services/<id>.te.yml). */
export const serviceSummaries: ServiceSummary[] = en.serviceSummaries.map((summary) => ({
  ...summary,
  ...(catalogue as Record<string, Pick<ServiceSummary, "navLabel" | "topic">>)[summary.id],
}));
