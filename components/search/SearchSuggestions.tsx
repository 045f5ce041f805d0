import Link from "next/link";
import { pages } from "@/content/pages";
import styles from "./SearchView.module.css";

/** Where to go when a search finds nothing: the services overview and the contact page. */
export function SearchSuggestions({ intro }: { intro?: string }) {
  return (
    <div className={styles.suggestions}>
      {intro && <p>{intro}</p>}
      <ul className={styles.suggestionList}>
        <li>
          <Link href={pages.services.path} className={styles.suggestion}>
            Browse all our services
          </Link>
        </li>
        <li>
          <Link href={pages.contact.path} className={styles.suggestion}>
            Contact us — we will point you the right way
          </Link>
        </li>
      </ul>
    </div>
  );
}
