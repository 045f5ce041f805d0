/**
 * Everyone the site names: the team, the clients quoted on home and the clients of the case studies. One person
 * is one record, referenced wherever they appear (content/team.ts, content/home.ts, content/case-studies/), and
 * no two records share a first name (tests/unit/people.test.ts), so a reader never meets one name as two people.
 * The clients are fictional, named by first name only; the agency replaces or confirms them before launch.
 */
export interface Person {
  /** Full name for the team, first name only for a client. */
  name: string;
}

export const people = {
  // The team (content/team.ts)
  arjunReddy: { name: "Arjun Reddy" },
  meeraIyer: { name: "Meera Iyer" },
  karthikRao: { name: "Karthik Rao" },
  sanaFatima: { name: "Sana Fatima" },
  // Clients quoted in home's testimonials
  priya: { name: "Priya" },
  suresh: { name: "Suresh" },
  padma: { name: "Padma" },
  naveen: { name: "Naveen" },
  farhan: { name: "Farhan" },
  // Clients of the case studies (content/clients.ts)
  ravi: { name: "Ravi" },
  neha: { name: "Neha" },
  lakshmi: { name: "Lakshmi" },
  vikram: { name: "Vikram" },
  farah: { name: "Farah" },
  srinivas: { name: "Srinivas" },
} satisfies Record<string, Person>;
