import Link from "next/link";
import { notFoundPage } from "@/content/notFound";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata(notFoundPage);

export default function NotFound() {
  return (
    <section className="container not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{notFoundPage.heading}</h1>
      <p className="not-found-text">{notFoundPage.text}</p>
      <ul className="not-found-links">
        {notFoundPage.suggestions.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
