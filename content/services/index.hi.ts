import * as en from "./index";
import type { ServiceSummary } from "./index";
import catalogue from "../../.content/services.summary.hi.json" with { type: "json" };
import type { NavGroup } from "../types";

// The service catalogue in Hindi: the menus' group headings here, each service's labels in its page's
// content/services/<id>.hi.yml.

export const serviceGroups: NavGroup[] = en.serviceGroups.map((group) => ({
  ...group,
  heading: { marketing: "मार्केटिंग", development: "डेवलपमेंट", design: "डिज़ाइन" }[group.category],
}));

/** The catalogue in menu order, with its Hindi labels (content/services/<id>.hi.yml). */
export const serviceSummaries: ServiceSummary[] = en.serviceSummaries.map((summary) => ({
  ...summary,
  ...(catalogue as Record<string, Pick<ServiceSummary, "navLabel" | "topic">>)[summary.id],
}));
