import { clients } from "../clients";
import { work } from "../work";
import type { CaseStudy } from "./types";

// Six engagements. Clients are fictional composites named as the testimonials are (first name, business,
// city); the agency replaces or confirms every study before launch (docs/decisions.md). The four campaign
// results the site states (+200% engagement, +150% traffic, +120% sales, 3x inquiries in 90 days) each belong to one study.

export const caseStudies: CaseStudy[] = [
  {
    slug: "cafe-chain-reels-engagement",
    title: "Café Chain, Hyderabad: +200% Engagement from a Reels-Led Calendar",
    description:
      "How a three-outlet Hyderabad café chain tripled comments, shares and saves on Instagram in four months with Reels about local food culture.",
    client: clients.ravisCafe,
    industry: "food-and-beverage",
    services: ["social-media-marketing", "social-media-management", "content-marketing"],
    headline: { value: "+200%", label: "engagement" },
    summary:
      "A Reels-led content calendar around local food culture tripled comments, shares and saves in four months, and weekend footfall followed.",
    challenge: [
      "Ravi runs three cafés in Madhapur, Kondapur and Banjara Hills. The Instagram account had 6,800 followers and posted stock-looking photos of coffee three times a week; a typical post earned 40 likes and almost no comments.",
      "New cafés opened on the same streets every month. Ravi wanted people to tag the cafés, come back on weekends and choose them for small celebrations, without discounting the menu.",
    ],
    approach: [
      {
        title: "A content calendar built on Hyderabad food culture",
        description:
          "Three pillars: the kitchen (Irani chai done properly, the Osmania biscuit cheesecake), the regulars (students, IT teams, families) and the city (monsoon evenings, Ramzan nights, match days).",
      },
      {
        title: "Four Reels a week, shot in the cafés",
        description:
          "Our team shot one half-day a fortnight at each outlet with staff who were happy on camera; Reels ran 12–25 seconds with Telugu, Hindi and English captions.",
      },
      {
        title: "Community management every day",
        description:
          "Replies to comments and DMs within two hours in business hours, and every customer tag reshared to Stories with permission.",
      },
      {
        title: "Small paid boosts, only for winners",
        description: "₹15,000 a month boosted the two best Reels of each week to people within 5 km of each outlet.",
      },
    ],
    results: [
      { value: "+200%", label: "engagement (comments, shares and saves) in four months" },
      { value: "6,800 → 14,900", label: "Instagram followers" },
      { value: "+38%", label: "weekend footfall, counted from billing" },
      { value: "₹15,000", label: "monthly boost budget, unchanged throughout" },
    ],
    timeline: [
      {
        period: "Weeks 1–2",
        description: "Audit of the account, customer interviews at each outlet and the pillar plan.",
      },
      {
        period: "Weeks 3–6",
        description: "First shoots; four Reels a week; reply rules agreed with the café managers.",
      },
      {
        period: "Months 2–4",
        description: "Paid boosts for the best performers; monthly report on engagement, footfall and cost.",
      },
    ],
    quote: {
      text: "People now walk in and order the cheesecake they saw on a Reel. The account finally sounds like our cafés.",
    },
    work: [work.cafeReels, work.cafeAds],
    published: "2026-11-23",
    updated: "2026-11-23",
  },
  {
    slug: "interior-studio-search-traffic",
    title: "Interior Studio, Jubilee Hills: +150% Website Traffic in Six Months",
    description:
      "Local SEO, carousel guides and retargeting turned a Jubilee Hills interior studio's website into its largest source of consultation requests.",
    client: clients.studioNeha,
    industry: "home-and-interiors",
    services: ["seo", "content-marketing", "social-media-marketing"],
    headline: { value: "+150%", label: "website traffic" },
    summary:
      "Local SEO, cost guides and carousel posts that point to them made the website, not referrals alone, the studio's main source of new consultations.",
    challenge: [
      "Neha's studio designs 2BHK and 3BHK apartment interiors in Gachibowli, Kokapet and Narsingi. Almost every project came from referrals; the website had 900 visits a month and ranked nowhere for “interior designers in Hyderabad”.",
      "Homebuyers compared prices with large online interior brands before calling, and the studio had no page that explained what a modular kitchen or a full home actually costs.",
    ],
    approach: [
      {
        title: "Local SEO first",
        description:
          "A complete Google Business Profile with 60 project photos, service areas and a review request after every handover; the studio rose into the map pack for its neighbourhoods.",
      },
      {
        title: "Cost guides people search for",
        description:
          "Pages such as “2BHK interior cost in Hyderabad” with real ranges in rupees per square foot, material choices and timelines, written with Neha's project data.",
      },
      {
        title: "Carousels that send readers to the guides",
        description:
          "Instagram carousels summarised each guide and linked to it; retargeting ads reached people who read a guide but did not enquire.",
      },
      {
        title: "A faster site",
        description:
          "Compressed project galleries and AVIF images brought the mobile home page under two seconds on 4G.",
      },
    ],
    results: [
      { value: "+150%", label: "website traffic in six months (900 to 2,250 visits a month)" },
      { value: "Top 3", label: "in the Google map pack for interior designers in Gachibowli and Kokapet" },
      { value: "41", label: "consultation requests from the website in month six, up from 9" },
      { value: "4.9★", label: "Google rating from 86 reviews" },
    ],
    timeline: [
      { period: "Month 1", description: "Technical fixes, Google Business Profile and the keyword plan." },
      {
        period: "Months 2–4",
        description:
          "Six cost guides published, one carousel a week per guide, review requests built into the handover.",
      },
      { period: "Months 5–6", description: "Retargeting switched on; guides updated with new price ranges." },
    ],
    quote: {
      text: "Clients now arrive having read our cost guide, so the first meeting is about their home, not about whether we are affordable.",
    },
    work: [work.interiorDesktop, work.interiorPhone, work.interiorPhoneCosts],
    published: "2026-11-23",
    updated: "2026-11-23",
  },
  {
    slug: "handloom-label-online-sales",
    title: "Handloom Label, Pochampally: +120% Online Sales in the Wedding Season",
    description:
      "A new Shopify store with UPI checkout, catalogue ads and creator collaborations more than doubled a Pochampally ikat label's monthly online orders.",
    client: clients.lakshmiHandlooms,
    industry: "fashion-and-retail",
    services: ["ecommerce", "social-media-marketing", "influencer-marketing"],
    headline: { value: "+120%", label: "online sales" },
    summary:
      "A faster store with UPI checkout, catalogue ads and creator collaborations more than doubled monthly orders during the wedding season.",
    challenge: [
      "Lakshmi's family has woven Pochampally ikat for three generations. Orders came through WhatsApp and a slow store where one in three mobile shoppers dropped out at payment.",
      "Sarees priced ₹6,500 to ₹28,000 need trust: buyers wanted to see the drape, know the weave was genuine and be sure of returns before paying online.",
    ],
    approach: [
      {
        title: "A new store built for phones",
        description:
          "Shopify with a custom theme, drape videos on every product, Handloom Mark details, GST invoices and UPI, cards and cash on delivery through one payment gateway.",
      },
      {
        title: "Catalogue ads on Instagram and Facebook",
        description:
          "The product catalogue synced to Meta; ads showed each visitor the sarees they had viewed, with the weaver's story in the caption.",
      },
      {
        title: "Creator collaborations",
        description:
          "Eight creators from Hyderabad, Bengaluru and Chennai wore the sarees at real weddings and festivals; each had a tracked link and code.",
      },
      {
        title: "Checkout fixes",
        description:
          "Fewer form fields, pincode-based delivery dates and a clear seven-day exchange policy on every product page.",
      },
    ],
    results: [
      { value: "+120%", label: "online sales in the wedding season (October–December against July–September)" },
      { value: "34% → 12%", label: "checkout drop-off on mobile" },
      { value: "3.8X", label: "return on catalogue ad spend" },
      { value: "61%", label: "of orders paid by UPI" },
    ],
    timeline: [
      {
        period: "Weeks 1–5",
        description: "Store design, product photography and drape videos, payments and shipping set up.",
      },
      { period: "Weeks 6–8", description: "Launch, catalogue sync and the first ad sets." },
      { period: "Months 3–5", description: "Creator collaborations through the wedding season; weekly ad reviews." },
    ],
    quote: {
      text: "Brides in Pune and Delhi now find our sarees on their own. Paying by UPI made all the difference.",
    },
    work: [work.handloomDesktop, work.handloomPhone, work.handloomPhoneProduct],
    published: "2026-11-23",
    updated: "2026-11-23",
  },
  {
    slug: "kokapet-developer-site-visit-inquiries",
    title: "Real-Estate Developer, Kokapet: 3x Qualified Inquiries in 90 Days",
    description:
      "Google Search, Meta lead forms with site-visit offers and a fast project page tripled a Kokapet developer's qualified enquiries in one quarter.",
    client: clients.lakeviewResidences,
    industry: "real-estate",
    services: ["search-engine-marketing", "social-media-marketing", "web-development"],
    headline: { value: "3x", label: "inquiries in 90 days" },
    summary:
      "Search ads, Meta lead forms with site-visit offers and a fast project page tripled qualified enquiries within a single quarter.",
    challenge: [
      "Vikram's company was selling 3BHK apartments from ₹1.4 crore in a 220-unit project in Kokapet. Portal leads were plentiful but mostly unreachable or out of budget; the sales team booked eight site visits a week.",
      "The project website took seven seconds to load on a phone and its enquiry form asked for eleven fields.",
    ],
    approach: [
      {
        title: "Search ads on buying intent",
        description:
          "Google Ads on searches such as “3BHK in Kokapet” and “gated community near Financial District”, with negative keywords for rentals and resale.",
      },
      {
        title: "Meta lead forms with a site-visit offer",
        description:
          "Forms that asked for budget and move-in time, offered a weekend site visit with cab pick-up, and sent leads to the sales CRM within a minute.",
      },
      {
        title: "A one-page project site",
        description:
          "A new page with floor plans, RERA number, price from ₹1.4 crore, an illustrative still of the towers drawn by our visualisation team and a three-field form; it loads in 1.6 seconds on 4G.",
      },
      {
        title: "Daily lead quality reviews",
        description:
          "The sales team marked every lead; we moved budget each morning towards the ads that produced visits, not just form fills.",
      },
    ],
    results: [
      { value: "3x", label: "qualified inquiries in 90 days (52 to 158 a month)" },
      { value: "8 → 21", label: "site visits a week" },
      { value: "−41%", label: "cost per qualified lead" },
      { value: "17", label: "bookings in the quarter attributed to the campaigns" },
    ],
    timeline: [
      { period: "Weeks 1–2", description: "Project page built and tracking set up: Google Ads, Meta pixel and CRM." },
      {
        period: "Weeks 3–6",
        description: "Search and lead-form campaigns live; lead scoring agreed with the sales team.",
      },
      { period: "Weeks 7–13", description: "Budget moved daily to the best ad sets; weekend visit offers refreshed." },
    ],
    quote: {
      text: "For the first time the sales team asked for more leads instead of complaining about them.",
    },
    work: [work.kokapetDesktop, work.kokapetPhone, work.kokapetPhoneForm, work.towersDay],
    published: "2026-11-23",
    updated: "2026-11-23",
  },
  {
    slug: "dental-clinic-online-bookings",
    title: "Dental Clinic, Kukatpally: 2.4x Online Appointment Bookings",
    description:
      "A new clinic website with online booking, local SEO and review requests lifted a Kukatpally dental clinic's monthly online bookings from 35 to 84.",
    client: clients.farahDental,
    industry: "healthcare",
    services: ["web-development", "seo", "uiux-design"],
    headline: { value: "2.4x", label: "online bookings" },
    summary:
      "A clear, fast clinic website with booking in three taps, plus local SEO and review requests, took online bookings from 35 to 84 a month.",
    challenge: [
      "Dr Farah's two-chair clinic in KPHB Colony depended on walk-ins and phone calls that went unanswered during procedures. The old website listed treatments but had no prices, no booking and no way to find the clinic on a map.",
      "Patients searching “dentist near me” in Kukatpally found three larger chains first.",
    ],
    approach: [
      {
        title: "Designed around one task",
        description:
          "We tested the booking flow with eight patients on their own phones; the final version books a slot in three taps and confirms on WhatsApp.",
      },
      {
        title: "Honest treatment pages",
        description:
          "Pages for cleaning, fillings, root canal treatment and aligners with price ranges in rupees, what happens at each visit and aftercare.",
      },
      {
        title: "Local SEO",
        description:
          "Google Business Profile with treatments, timings and photos; the clinic's name, address and phone made identical across Practo, Justdial and Google.",
      },
      {
        title: "Reviews as a habit",
        description:
          "A review request by WhatsApp the day after each appointment; replies to every review within two days.",
      },
    ],
    results: [
      { value: "2.4x", label: "online bookings a month (35 to 84) after five months" },
      { value: "1.4 s", label: "mobile load time, down from 6.2 s" },
      { value: "#1", label: "in the map pack for “dentist in KPHB”" },
      { value: "212", label: "new Google reviews, average 4.8★" },
    ],
    timeline: [
      { period: "Weeks 1–3", description: "Patient interviews, booking flow prototypes and usability tests." },
      { period: "Weeks 4–7", description: "Website built and launched with the booking system and treatment pages." },
      { period: "Months 3–5", description: "Local SEO, review requests and monthly reports on bookings by source." },
    ],
    work: [work.dentalDesktop, work.dentalPhone, work.dentalPhoneBooking],
    published: "2026-11-23",
    updated: "2026-11-23",
  },
  {
    slug: "sweet-shop-brand-identity",
    title: "Sweet Shop, Vijayawada: A New Identity and +65% Festive Box Orders",
    description:
      "A 1970s Vijayawada sweet shop got a new logo, packaging and festive brochure; Diwali gift-box orders from companies rose 65% on the year before.",
    client: clients.srinivasSweets,
    industry: "food-and-beverage",
    services: ["logo-design", "branding", "brochure-design", "graphic-design"],
    headline: { value: "+65%", label: "festive box orders" },
    summary:
      "A refreshed logo, gift packaging and a corporate gifting brochure helped a 50-year-old sweet shop win Diwali orders from companies for the first time.",
    challenge: [
      "Srinivas's father opened the shop in 1974; its kaju barfi and pootharekulu are known across Vijayawada. The logo was a traced clip-art, and every box, bag and signboard used it differently.",
      "Companies in Vijayawada and Hyderabad were ordering Diwali gift boxes from national brands. Srinivas wanted a share of that market without losing the shop's old customers.",
    ],
    approach: [
      {
        title: "A mark that keeps fifty years of recognition",
        description:
          "Three concepts; the chosen one redraws the shop's familiar arch and Telugu name in a clean wordmark that reads on a 2 cm sticker and a 3 m signboard.",
      },
      {
        title: "Brand kit and packaging system",
        description:
          "Colours, type and a pattern taken from the shop's brass trays; one box design in three sizes with a sleeve for each festival.",
      },
      {
        title: "A corporate gifting brochure",
        description:
          "A 12-page brochure in print and PDF with box options, prices from ₹450 to ₹2,400 per box, GST details and ordering lead times.",
      },
      {
        title: "Festival creatives",
        description:
          "Posters, WhatsApp catalogue images and Instagram posts for Sankranti, Diwali and Rakhi in the new identity.",
      },
    ],
    results: [
      { value: "+65%", label: "Diwali gift-box orders on the year before" },
      { value: "14", label: "companies ordering corporate gift boxes, up from 3" },
      { value: "₹11.2 lakh", label: "in corporate gifting orders over the Diwali fortnight" },
      { value: "1", label: "brand kit used by every printer and vendor" },
    ],
    timeline: [
      { period: "Weeks 1–3", description: "Interviews with the family and regular customers; three logo concepts." },
      { period: "Weeks 4–7", description: "Refinement, brand kit and packaging design; printer proofs." },
      { period: "Weeks 8–10", description: "Gifting brochure and festival creatives, ready six weeks before Diwali." },
    ],
    quote: {
      text: "Our old customers say the shop looks like itself, only better. The new customers are companies we never reached before.",
    },
    work: [work.sweetLogos, work.sweetBrand, work.sweetBrochure],
    published: "2026-11-23",
    updated: "2026-11-23",
  },
];
