/**
 * The clients of the case studies, one record each, referenced wherever they appear (content/clients/,
 * content/case-studies/). The team (content/team/) and the clients quoted on home (content/testimonials/) are
 * named in their own files. No two people the site names share a first name (tests/unit/people.test.ts), so a
 * reader never meets one name as two people. The clients are fictional, named by first name only; the agency
 * replaces or confirms them before launch.
 */
export interface Person {
  /** Full name for the team, first name only for a client. */
  name: string;
}

export const people = {
  // Clients of the case studies (content/clients/)
  ravi: { name: "Ravi" },
  neha: { name: "Neha" },
  lakshmi: { name: "Lakshmi" },
  vikram: { name: "Vikram" },
  farah: { name: "Farah" },
  srinivas: { name: "Srinivas" },
} satisfies Record<string, Person>;
