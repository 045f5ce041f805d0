"use client";
import { usePathname } from "next/navigation";
import { englishPath } from "@/lib/locales";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { whatsappHref } from "@/lib/whatsapp";

/** A WhatsApp click-to-chat link in a new tab, its message naming the page the visitor is on, in its language. */
export function WhatsAppLink({ className, children }: { className?: string; children: React.ReactNode }) {
  const pathname = usePathname() ?? "/";
  const { whatsapp } = useLocaleCopy();
  const href = whatsappHref(englishPath(pathname), whatsapp?.messages, whatsapp?.topics);
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
