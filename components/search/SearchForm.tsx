import { SearchIcon } from "@/components/ui/icons";
import { controlsIn } from "@/lib/content/controls";
import { localeInfo } from "@/lib/locales";
import { pageLocale } from "@/components/i18n/pageLocale";
import styles from "./SearchForm.module.css";

export const SEARCH_PATH = "/search";

interface SearchFormProps {
  /** Unique id of the input (the label points at it). */
  id: string;
  /** header: compact field on the dark header; menu: full width in the mobile menu; page: the search page. */
  variant: "header" | "menu" | "page";
}

/**
 * A plain GET form to /search?q=…: it works without JavaScript and from every page. No hooks and no
 * client code, so the header and menu render it on the server and ship no JavaScript for it.
 */
export function SearchForm({ id, variant }: SearchFormProps) {
  const locale = pageLocale();
  const { searchCopy } = controlsIn(locale);
  return (
    <form
      role="search"
      // Two search landmarks can be on screen (header and search page): each gets its own name.
      aria-label={variant === "page" ? searchCopy.pageFormName : searchCopy.boxFormName}
      action={`${localeInfo[locale].prefix}${SEARCH_PATH}`}
      method="get"
      className={`${styles.form} ${styles[variant]}`}
    >
      <label htmlFor={id} className={variant === "page" ? styles.label : "visually-hidden"}>
        {variant === "page" ? searchCopy.pageLabel : searchCopy.boxLabel}
      </label>
      <div className={styles.field}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          placeholder={variant === "page" ? searchCopy.pagePlaceholder : searchCopy.boxPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          required
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon size={variant === "page" ? 20 : 18} />
          <span className={variant === "page" ? styles.submitText : "visually-hidden"}>{searchCopy.submit}</span>
        </button>
      </div>
    </form>
  );
}
