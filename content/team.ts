import { people } from "./people";

/**
 * The team shown on /about. Bios are formatted HTML (p, strong, em, lists, links only); they are
 * sanitised at build time before being shown. To use a real photo, put it in public/images/team/
 * and change `image`.
 */
export interface TeamMember {
  id: string;
  /** From content/people.ts, where every person the site names is one record. */
  name: string;
  position: string;
  /** Path under public/ of a square portrait. */
  image: string;
  /** Alternative text of the portrait. */
  imageAlt: string;
  /** Formatted HTML; sanitised before display. */
  bio: string;
  linkedin: string;
}

export const team: TeamMember[] = [
  {
    id: "arjun-reddy",
    name: people.arjunReddy.name,
    position: "Chief Executive Officer & Co-founder",
    image: "/images/team/arjun-reddy.svg",
    imageAlt:
      "Illustrated portrait of Arjun Reddy: short black hair, a trimmed beard and a navy blazer over a light blue shirt",
    bio: "<p>Arjun started Deccan Digital in 2018 after eight years leading <strong>growth marketing</strong> for Hyderabad startups. He sets the agency's strategy and still reviews every new client plan himself.</p><p>Speaks about performance marketing at <em>TiE Hyderabad</em> and T-Hub events.</p>",
    linkedin: "https://www.linkedin.com/in/arjun-reddy-deccandigital-example",
  },
  {
    id: "meera-iyer",
    name: people.meeraIyer.name,
    position: "Chief Operating Officer & Co-founder",
    image: "/images/team/meera-iyer.svg",
    imageAlt:
      "Illustrated portrait of Meera Iyer: long black hair, a bindi, gold earrings and a maroon and saffron saree",
    bio: "<p>Meera runs operations: project delivery, hiring and the processes that keep <strong>every launch on schedule</strong>. Before co-founding the agency she managed delivery for a Bengaluru product studio.</p><ul><li>PMP certified</li><li>Owns our on-time delivery promise</li></ul>",
    linkedin: "https://www.linkedin.com/in/meera-iyer-deccandigital-example",
  },
  {
    id: "karthik-rao",
    name: people.karthikRao.name,
    position: "Digital Marketing Manager",
    image: "/images/team/karthik-rao.svg",
    imageAlt:
      "Illustrated portrait of Karthik Rao: short curly hair, round glasses, a broad smile and a grey sweater over a white collar",
    bio: "<p>Karthik leads our SEO, paid search and social team and manages more than <strong>₹40 lakh a month</strong> in ad spend across e-commerce, real estate and education clients.</p><p>Google Ads and Meta certified; happiest with a spreadsheet and a clear cost-per-lead target.</p>",
    linkedin: "https://www.linkedin.com/in/karthik-rao-deccandigital-example",
  },
  {
    id: "sana-fatima",
    name: people.sanaFatima.name,
    position: "Senior Full-Stack Developer",
    image: "/images/team/sana-fatima.svg",
    imageAlt: "Illustrated portrait of Sana Fatima: a green hijab, headphones round her neck and a blue shirt",
    bio: "<p>Sana builds the websites and web apps our clients run on, with <strong>React, Next.js and Node.js</strong>. She cares about pages that load fast on a 4G phone and pass an accessibility audit.</p><p>Maintains our internal starter kit and mentors junior developers.</p>",
    linkedin: "https://www.linkedin.com/in/sana-fatima-deccandigital-example",
  },
];
