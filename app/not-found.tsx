import Link from "next/link";
import { notFoundPage } from "@/content/notFound";
import { notFoundMetadata } from "@/lib/metadata";
import styles from "./not-found.module.css";

export const metadata = notFoundMetadata();

export default function NotFound() {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{notFoundPage.heading}</h1>
      <p className={styles.text}>{notFoundPage.text}</p>
      <ul className={styles.links}>
        {notFoundPage.suggestions.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
