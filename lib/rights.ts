// What the rights requests' parts share beyond words: the kinds, where the receiver takes them, the fragments
// a mailbox link carries, and the details' cap.

export const RIGHTS_KINDS = ["access", "correction", "erasure", "nomination", "grievance"] as const;
export type RightsKind = (typeof RIGHTS_KINDS)[number];

/** Where the receiver takes rights requests. */
export const RIGHTS_API = "/api/leads/rights";
/** The fragment a mailbox link carries on the privacy page: `#rights=<token>`. */
export const RIGHTS_FRAGMENT = "rights=";
/** The fragment an e-mail's withdraw link carries on the privacy page: `#withdraw=<token>`. */
export const WITHDRAW_FRAGMENT = "withdraw=";
/** The form's section on the privacy page. */
export const RIGHTS_SECTION_ID = "rights-request";
/** The longest details a request carries. */
export const RIGHTS_DETAILS_MAX = 2000;
