/** Home page copy. Sections beyond the hero are added by the home page records. */
export const homeHero = {
  eyebrow: "Digital marketing · Web development · Design — Hyderabad",
  heading: "Grow faster online with a team that builds, markets and measures",
  lead:
    "We help Indian startups, shops and enterprises win customers with SEO, paid ads, social media, fast websites and memorable brands — with clear rupee pricing and monthly reports you can actually read.",
  cta: { label: "Get Started Today", href: "/contact" },
  secondaryCta: { label: "Explore our services", href: "/services" },
};
