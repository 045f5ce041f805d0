/** The search page's own box: the results read and fill it (a module of its own, so client code imports no copy). */
export const SEARCH_PAGE_BOX_ID = "search-page-q";
