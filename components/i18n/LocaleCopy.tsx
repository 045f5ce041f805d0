"use client";
import { createContext, use } from "react";
import type { Locale } from "@/lib/locales";
import type { InteractiveWords } from "@/lib/content/schemas/controls";
import type { LayoutCopy, MainNavItem } from "@/lib/content/navigation";
import type { WhatsappMessages } from "@/lib/content/whatsapp";
import type { ServiceMenuColumn } from "@/lib/serviceMenus";

/**
 * The words the client parts of the layout (menus, switcher, chat button) need, in the page's language. The
 * server picks them for the page (./localeCopy.ts) and hands them down once; a client component that imported
 * the records itself would put every language's copy into every page's JavaScript.
 */
export interface LocaleCopy {
  locale: Locale;
  layoutCopy: LayoutCopy;
  mainNav: MainNavItem[];
  serviceMenuColumns: ServiceMenuColumn[];
  chatLauncherLabel: string;
  /** A dialog's close button, a carousel's names, a pause button's word. */
  interactiveWords: InteractiveWords;
  /**
   * WhatsApp's prefilled messages and the services' topics in the page's language; absent on English pages,
   * whose words the link's code already carries (lib/whatsapp.ts).
   */
  whatsapp?: { messages: WhatsappMessages; topics: { id: string; topic: string }[] };
}

const LocaleCopyContext = createContext<LocaleCopy | null>(null);

export function LocaleCopyProvider({ copy, children }: { copy: LocaleCopy; children: React.ReactNode }) {
  return <LocaleCopyContext value={copy}>{children}</LocaleCopyContext>;
}

/** The page's copy for a client component inside the site's layout. */
export function useLocaleCopy(): LocaleCopy {
  const copy = use(LocaleCopyContext);
  if (!copy) throw new Error("useLocaleCopy: no LocaleCopyProvider above (components/layout/SiteShell.tsx)");
  return copy;
}
