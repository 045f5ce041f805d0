import { enquiryPath } from "@/lib/paths";
import type { ServiceId } from "@/lib/content/serviceCatalogue";
import type { ServiceAction } from "@/lib/content/serviceTypes";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRightIcon, PhoneIcon } from "@/components/ui/icons";
import { telHref } from "@/lib/site";

/** Resolve an action target: "tel" is the agency's phone number, "enquiry" the contact form with this service chosen. */
export function actionHref(href: ServiceAction["href"], serviceId: ServiceId): string {
  if (href === "tel") return telHref;
  return href === "enquiry" ? enquiryPath(serviceId) : href;
}

/** A service-page button. On ink backgrounds the secondary style is a light outline, on paper a dark one. */
export function ActionLink({
  action,
  onInk,
  serviceId,
}: {
  action: ServiceAction;
  onInk: boolean;
  serviceId: ServiceId;
}) {
  const variant = action.style === "secondary" ? (onInk ? "ghost-light" : "ghost-dark") : "primary";
  return (
    <ButtonLink href={actionHref(action.href, serviceId)} variant={variant}>
      {action.href === "tel" ? <PhoneIcon size={18} /> : null}
      {action.label}
      {action.href !== "tel" && action.style !== "secondary" ? <ArrowRightIcon size={18} /> : null}
    </ButtonLink>
  );
}
