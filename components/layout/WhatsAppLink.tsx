"use client";
import { usePathname } from "next/navigation";
import { whatsappHref } from "@/lib/whatsapp";

/** A WhatsApp click-to-chat link in a new tab, its message naming the page the visitor is on. */
export function WhatsAppLink({ className, children }: { className?: string; children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <a className={className} href={whatsappHref(pathname)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
