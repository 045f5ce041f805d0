import Link from "@/components/i18n/Link";
import { pagePaths } from "@/lib/paths";
import type { SearchPageCopy } from "@/lib/content/schemas/searchPage";
import styles from "./SearchView.module.css";

/** Where to go when a search finds nothing: the services overview and the contact page. */
export function SearchSuggestions({
  intro,
  copy,
}: {
  intro?: string;
  copy: Pick<SearchPageCopy, "browseServices" | "contactUs">;
}) {
  return (
    <div className={styles.suggestions}>
      {intro && <p>{intro}</p>}
      <ul className={styles.suggestionList}>
        <li>
          <Link href={pagePaths.services} className={styles.suggestion}>
            {copy.browseServices}
          </Link>
        </li>
        <li>
          <Link href={pagePaths.contact} className={styles.suggestion}>
            {copy.contactUs}
          </Link>
        </li>
      </ul>
    </div>
  );
}
