import type { Locale } from "@/lib/locales";
import { controlsIn } from "@/lib/content/controls";
import { serviceCatalogueFor } from "@/lib/content/serviceCatalogues";
import { navigationIn } from "@/lib/content/navigation";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { serviceMenuColumnsFor } from "@/lib/serviceMenus";
import type { LocaleCopy } from "./LocaleCopy";

/** What the layout's client components read (./LocaleCopy.tsx), for a page in `locale`. */
export function localeCopyFor(locale: Locale): LocaleCopy {
  const { layoutCopy, mainNav } = navigationIn(locale);
  const { chatLauncherLabel, interactiveWords } = controlsIn(locale);
  return {
    locale,
    layoutCopy,
    mainNav,
    serviceMenuColumns: serviceMenuColumnsFor(locale),
    chatLauncherLabel,
    interactiveWords,
    whatsapp:
      locale === "en"
        ? undefined
        : {
            messages: whatsappMessagesIn(locale),
            topics: serviceCatalogueFor(locale).serviceSummaries.map(({ id, topic }) => ({ id, topic })),
          },
  };
}
