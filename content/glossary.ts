/**
 * The English kept in Latin script inside the Telugu and Hindi copy, each with the reason it stays. Everything
 * else on a Telugu or Hindi page is written in Telugu or Devanagari script, except the names the site already
 * keeps as records (the agency's name and address in content/site.ts, people in content/people.ts, the clients'
 * businesses in content/clients.ts). A test reads each translated page's visible text and allows only these
 * terms and those names; a new English word in the copy is either added here, with its reason, or translated.
 */
export interface GlossaryEntry {
  /** As it is written in the copy; matched as a whole phrase, case-sensitive. */
  term: string;
  kind: "term" | "platform" | "tool" | "standard" | "name";
  /** Why it stays in English. */
  reason: string;
}

const asWritten = "Indian businesses write it in English, in Latin script, in Telugu and Hindi alike";
const platform = "The platform's own name, as it appears in its app and in the visitor's account";
const tool = "A product's name, as its maker writes it";
const name = "A proper name (a client's business, a place or an event), kept as it is written";

export const glossary: GlossaryEntry[] = [
  // Terms business owners use in English
  { term: "SEO", kind: "term", reason: asWritten },
  { term: "website", kind: "term", reason: asWritten },
  { term: "websites", kind: "term", reason: asWritten },
  { term: "Website", kind: "term", reason: "Starts a heading" },
  { term: "app", kind: "term", reason: asWritten },
  { term: "apps", kind: "term", reason: asWritten },
  { term: "App", kind: "term", reason: "Starts a menu label (App డెవలప్‌మెంట్)" },
  { term: "e-commerce", kind: "term", reason: asWritten },
  { term: "E-commerce", kind: "term", reason: "Starts a heading or a menu label" },
  { term: "ROI", kind: "term", reason: "How every marketing report names return on investment" },
  { term: "UPI", kind: "term", reason: "The payment system's own name, on every shop counter" },
  { term: "GST", kind: "term", reason: "The tax's own name, on every invoice" },
  { term: "B2B", kind: "term", reason: asWritten },
  { term: "IT", kind: "term", reason: "The industry's name in Indian English" },
  { term: "PR", kind: "term", reason: asWritten },
  { term: "CMS", kind: "term", reason: "The software category, named so in every product it applies to" },
  { term: "CRM", kind: "term", reason: "The software category, named so in every product it applies to" },
  { term: "ERP", kind: "term", reason: "The software category, named so in every product it applies to" },
  { term: "API", kind: "term", reason: "Part of a product name (Conversions API)" },
  { term: "UI/UX", kind: "term", reason: "The discipline's and the job title's name in the trade" },
  { term: "HTML", kind: "term", reason: "The language's name" },
  { term: "CSS", kind: "term", reason: "The language's name" },
  { term: "3D", kind: "term", reason: "Written so on every render and brochure" },
  { term: "4G", kind: "term", reason: "The network's name, as phones show it" },
  { term: "4K", kind: "term", reason: "The screen size's name, as sold" },
  { term: "BHK", kind: "term", reason: "How Indian property listings count rooms (2BHK, 3BHK)" },
  { term: "RERA", kind: "term", reason: "The property regulator's registration, named so on every listing" },
  { term: "PMP", kind: "term", reason: "A certification's name" },
  { term: "PDF", kind: "term", reason: "A file format's name, as files are named" },
  { term: "SVG", kind: "term", reason: "A file format's name, as files are named" },
  { term: "PNG", kind: "term", reason: "A file format's name, as files are named" },
  {
    term: "AI",
    kind: "term",
    reason: "Artificial intelligence, and the Adobe Illustrator file format: written so in both",
  },
  { term: "A/B", kind: "term", reason: "How marketers name a test of two versions" },
  { term: "SPF", kind: "standard", reason: "An e-mail authentication record's name, as mail providers write it" },
  { term: "DKIM", kind: "standard", reason: "An e-mail authentication record's name, as mail providers write it" },
  { term: "DMARC", kind: "standard", reason: "An e-mail authentication record's name, as mail providers write it" },
  { term: "ASCI", kind: "name", reason: "The Advertising Standards Council of India, named so in its guidelines" },
  { term: "RSS", kind: "term", reason: "A feed format's name (the feeds carry the English guides)" },
  { term: "Atom", kind: "term", reason: "A feed format's name (the feeds carry the English guides)" },
  { term: "Insights", kind: "name", reason: "The English feeds' title (Deccan Digital Insights)" },
  // Standards
  { term: "WCAG 2.2 AA", kind: "standard", reason: "The accessibility standard's name and level" },
  { term: "Core Web Vitals", kind: "standard", reason: "Google's name for its speed measures, as its reports show it" },
  // Platforms a visitor has an account on
  { term: "Google", kind: "platform", reason: platform },
  { term: "Google Maps", kind: "platform", reason: platform },
  { term: "Google Business Profile", kind: "platform", reason: platform },
  { term: "Google Ads", kind: "platform", reason: platform },
  { term: "Google Analytics 4", kind: "platform", reason: platform },
  { term: "GA4", kind: "platform", reason: "Google Analytics 4, as its users call it" },
  { term: "Google Tag Manager", kind: "platform", reason: platform },
  { term: "Tag Manager", kind: "platform", reason: platform },
  { term: "Search Console", kind: "platform", reason: platform },
  { term: "Looker Studio", kind: "platform", reason: platform },
  { term: "Performance Max", kind: "platform", reason: "A Google Ads campaign type, named so in the product" },
  { term: "Maps", kind: "platform", reason: "Google Maps, named after Google in the same sentence" },
  { term: "Meta", kind: "platform", reason: platform },
  { term: "Meta Ads", kind: "platform", reason: platform },
  { term: "Meta Ads Manager", kind: "platform", reason: platform },
  { term: "Meta Blueprint", kind: "platform", reason: "Meta's certification, named so on the certificate" },
  { term: "Conversions API", kind: "platform", reason: "Meta's product, named so in its settings" },
  { term: "Instagram", kind: "platform", reason: platform },
  { term: "Facebook", kind: "platform", reason: platform },
  { term: "LinkedIn", kind: "platform", reason: platform },
  { term: "YouTube", kind: "platform", reason: platform },
  { term: "WhatsApp", kind: "platform", reason: platform },
  { term: "Bing", kind: "platform", reason: platform },
  { term: "Microsoft Ads", kind: "platform", reason: platform },
  { term: "Merchant Center", kind: "platform", reason: "Google's product feed service, named so in the product" },
  { term: "Shorts", kind: "platform", reason: "YouTube's short-video format, named so in the app" },
  { term: "Amazon", kind: "platform", reason: platform },
  { term: "Flipkart", kind: "platform", reason: platform },
  { term: "Android", kind: "platform", reason: platform },
  // Products and tools
  { term: "Shopify", kind: "tool", reason: tool },
  { term: "WooCommerce", kind: "tool", reason: tool },
  { term: "WordPress", kind: "tool", reason: tool },
  { term: "Razorpay", kind: "tool", reason: tool },
  { term: "PhonePe", kind: "tool", reason: tool },
  { term: "Paytm", kind: "tool", reason: tool },
  { term: "Shiprocket", kind: "tool", reason: tool },
  { term: "Delhivery", kind: "tool", reason: tool },
  { term: "React", kind: "tool", reason: tool },
  { term: "Next.js", kind: "tool", reason: tool },
  { term: "Node.js", kind: "tool", reason: tool },
  { term: "Figma", kind: "tool", reason: tool },
  { term: "FigJam", kind: "tool", reason: tool },
  { term: "Adobe Illustrator", kind: "tool", reason: tool },
  { term: "Adobe Photoshop", kind: "tool", reason: tool },
  { term: "Webflow", kind: "tool", reason: tool },
  { term: "Maze", kind: "tool", reason: tool },
  { term: "Semrush", kind: "tool", reason: tool },
  { term: "Klaviyo", kind: "tool", reason: tool },
  { term: "Mailchimp", kind: "tool", reason: tool },
  { term: "Zoho Campaigns", kind: "tool", reason: tool },
  { term: "Brevo", kind: "tool", reason: tool },
  { term: "Gmail", kind: "tool", reason: tool },
  { term: "Outlook", kind: "tool", reason: tool },
  { term: "Apple Mail", kind: "tool", reason: tool },
  // The forms' and the contact page's words (the site's own copy)
  { term: "e-mail", kind: "term", reason: asWritten },
  { term: "E-mail", kind: "term", reason: "Starts a label (the contact details' e-mail)" },
  { term: "Email", kind: "term", reason: "The form's field label, as on every Indian form" },
  { term: "resume", kind: "term", reason: asWritten },
  { term: "Resume", kind: "term", reason: "Starts a sentence or an error message" },
  { term: "DOC", kind: "term", reason: "A file format's name, as files are named" },
  { term: "DOCX", kind: "term", reason: "A file format's name, as files are named" },
  { term: "MB", kind: "term", reason: "The file size unit, as phones and computers show it" },
  { term: "IP", kind: "term", reason: "An IP address, named so in every privacy notice" },
  { term: "JavaScript", kind: "tool", reason: "The browser setting's own name" },
  { term: "hosting", kind: "term", reason: asWritten },
  // Names the copy mentions that no other record keeps
  { term: "HITEC City", kind: "name", reason: name },
  { term: "T-Hub", kind: "name", reason: name },
  { term: "TiE Hyderabad", kind: "name", reason: name },
  { term: "Deccan Degh", kind: "name", reason: name },
  { term: "nadi health", kind: "name", reason: name },
  { term: "Kundan Jewellers", kind: "name", reason: name },
  { term: "Strikers Sports Academy", kind: "name", reason: name },
];
