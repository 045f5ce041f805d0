import type { WorkImage } from "./types";

// The artefacts made for the (fictional) clients of the case studies and service pages, each described once.
// Raster files come from scripts/work-artefacts/generate.ts; the SVGs are drawn by hand in public/images/work/.

const laptop = (name: string, alt: string, caption: string): WorkImage => ({
  src: `/images/work/${name}-desktop`,
  widths: [640, 1100],
  width: 1100,
  height: 716,
  alt,
  caption,
});
const phone = (name: string, alt: string, caption: string): WorkImage => ({
  src: `/images/work/${name}`,
  widths: [280, 560],
  width: 560,
  height: 1168,
  alt,
  caption,
});
const sheet = (name: string, alt: string, caption: string): WorkImage => ({
  src: `/images/work/${name}.svg`,
  width: 1200,
  height: 750,
  alt,
  caption,
});
const logo = (name: string, alt: string, caption: string): WorkImage => ({
  src: `/images/work/${name}.svg`,
  width: 480,
  height: 300,
  alt,
  caption,
});
const render = (name: string, alt: string, caption: string): WorkImage => ({
  src: `/images/work/${name}`,
  widths: [640, 1200],
  width: 1200,
  height: 675,
  alt,
  caption,
});

export const work = {
  interiorDesktop: laptop(
    "interior-studio",
    "The studio's cost guide page on a laptop: the heading “2BHK interior cost in Hyderabad: the 2026 guide”, a drawn living room and a table of costs by room in lakh rupees.",
    "The 2BHK cost guide, the page that now brings most consultation requests.",
  ),
  interiorPhone: phone(
    "interior-studio-phone",
    "The same cost guide on a phone, with the heading, the “Get a free estimate” button and the full-2BHK range of ₹6.5–14 lakh.",
    "The guide on a phone: estimate button above the fold.",
  ),
  interiorPhoneCosts: phone(
    "interior-studio-phone-2",
    "The cost-by-room table on a phone: modular kitchen, bedrooms, living and dining, false ceiling, each with an essential and a premium range.",
    "Cost by room, readable without zooming.",
  ),
  handloomDesktop: laptop(
    "handloom-store",
    "The new online store on a laptop: the wedding edit of Pochampally ikat silk sarees in four product cards with prices from ₹6,500 to ₹24,900 and filter chips.",
    "The wedding edit, with drape videos and delivery times on every card.",
  ),
  handloomPhone: phone(
    "handloom-store-phone",
    "The store on a phone: a two-column grid of ikat sarees with prices and the bag button in the header.",
    "The catalogue on a phone, where most orders start.",
  ),
  handloomPhoneProduct: phone(
    "handloom-store-phone-2",
    "A product page on a phone: Rani pink double ikat silk at ₹18,400, UPI, cards, net banking and cash on delivery, a delivery date by pincode and the Buy now button.",
    "The product page: UPI first, delivery date by pincode, seven-day exchange.",
  ),
  kokapetDesktop: laptop(
    "kokapet-project",
    "The one-page project site on a laptop: an illustrative still of the three towers behind the heading “3BHK lake-view homes, 8 minutes from the Financial District”, the RERA number, price from ₹1.4 crore and a three-field site-visit form.",
    "The project page: price, RERA number and a three-field visit form on the first screen.",
  ),
  kokapetPhone: phone(
    "kokapet-project-phone",
    "The project page on a phone: the tower render, the heading, ₹1.4 crore onwards and the start of the “Book a weekend site visit” form.",
    "On a phone it loads in 1.6 seconds on 4G.",
  ),
  kokapetPhoneForm: phone(
    "kokapet-project-phone-2",
    "The site-visit form on a phone: name, mobile and budget fields and a “Book my visit” button, with free cab pick-up offered.",
    "Three fields instead of eleven.",
  ),
  dentalDesktop: laptop(
    "dental-clinic",
    "The clinic website on a laptop: treatment prices in rupees beside a booking panel with days, time slots and a “Book Thu 27, 5:00 PM” button.",
    "Prices upfront and booking beside them.",
  ),
  dentalPhone: phone(
    "dental-clinic-phone",
    "The clinic website on a phone: 4.8 stars from 212 Google reviews, the heading “Gentle dental care in KPHB Colony, with prices upfront” and treatment prices.",
    "The home page on a phone.",
  ),
  dentalPhoneBooking: phone(
    "dental-clinic-phone-2",
    "The booking panel on a phone: choose a day, choose a time, confirm on WhatsApp, in three taps.",
    "Booking in three taps, confirmed on WhatsApp.",
  ),
  towersDay: render(
    "kokapet-towers-day",
    "Illustrative still of three residential towers of 18 to 26 floors on a lawn by a lake, in daylight, with a tree-lined road in front: simple shapes and flat colour, not a final render.",
    "Illustrative still, daylight: the camera and massing agreed for the project page.",
  ),
  towersDusk: render(
    "kokapet-towers-dusk",
    "The same illustrative still at dusk under a violet and orange sky, with lit windows and street lamps glowing along the road.",
    "Illustrative still, dusk: the lighting agreed for brochures and hoardings.",
  ),
  sweetLogos: sheet(
    "sweet-shop-logo-sheet",
    "The sweet shop's new logo sheet: an arch symbol with the wordmark “Srinivas Sweets, Vijayawada, since 1974” in maroon and turmeric, a stacked reversed version, the icon alone, a one-colour version and the minimum size.",
    "The logo and its variants.",
  ),
  sweetBrand: sheet(
    "sweet-shop-brand-sheet",
    "The brand kit: four colours (kumkum, haldi, brass, khoa), a serif for headings and a sans-serif for prices, a pattern from brass trays and the medium gift box with its Diwali sleeve.",
    "Brand kit: colours, type, pattern and the gift box.",
  ),
  sweetBrochure: sheet(
    "sweet-shop-brochure-spread",
    "A spread of the corporate gifting brochure: “Fifty years of sweetness, boxed for your team” on the brass pattern, and three boxes priced ₹450, ₹980 and ₹2,400 with ordering terms.",
    "Pages 6 and 7 of the gifting brochure.",
  ),
  cafeReels: sheet(
    "cafe-reels-grid",
    "Three Reel covers from the café's calendar (Irani chai done properly, Osmania biscuit cheesecake, monsoon evenings) with their view counts, beside a month's engagement chart showing +200%.",
    "Reel covers from the first month, with their views.",
  ),
  cafeAds: sheet(
    "cafe-boosted-ad",
    "Two boosted creatives: a feed ad for chai and cheesecake at ₹249 with a “Get directions” button, and a Story ad reading “Rain outside? Chai inside.” listing the three outlets.",
    "A boosted feed post and a Story ad, shown within 5 km of each outlet.",
  ),
  logoBiryani: logo(
    "logo-biryani-house",
    "Logo for Deccan Degh, a biryani house: a maroon arch monogram after the Charminar's arches beside a serif wordmark.",
    "Deccan Degh, biryani house, Old City.",
  ),
  logoHealth: logo(
    "logo-health-tech",
    "Logo for nadi health: a green rounded-square icon with a pulse line over a leaf, the wordmark, and the icon at 48 pixels.",
    "nadi health, clinic software, HITEC City.",
  ),
  logoJeweller: logo(
    "logo-jeweller",
    "Logo for Kundan Jewellers, Abids: a gold diamond mark over a widely spaced serif wordmark on black.",
    "Kundan Jewellers, Abids.",
  ),
  logoAcademy: logo(
    "logo-sports-academy",
    "Crest for Strikers Sports Academy, Gachibowli: a blue shield with a yellow inner line, a ball and “Est 2019”, beside the name in bold capitals.",
    "Strikers Sports Academy, Gachibowli.",
  ),
} satisfies Record<string, WorkImage>;
