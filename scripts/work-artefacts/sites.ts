import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

// The (fictional) clients' websites as small real pages: captured in Chromium at phone and desktop widths by
// ./generate.ts. Fonts come from the installed @fontsource packages, pictures are drawn with CSS, no network.

const font = (pkg: string, file: string) => pathToFileURL(resolve("node_modules", pkg, "files", file)).href;

const fonts = `
@font-face{font-family:Inter;font-weight:400;src:url(${font("@fontsource/inter", "inter-latin-400-normal.woff2")})}
@font-face{font-family:Inter;font-weight:600;src:url(${font("@fontsource/inter", "inter-latin-600-normal.woff2")})}
@font-face{font-family:Inter;font-weight:700;src:url(${font("@fontsource/inter", "inter-latin-700-normal.woff2")})}
@font-face{font-family:Grotesk;font-weight:500;src:url(${font("@fontsource/space-grotesk", "space-grotesk-latin-500-normal.woff2")})}
@font-face{font-family:Grotesk;font-weight:700;src:url(${font("@fontsource/space-grotesk", "space-grotesk-latin-700-normal.woff2")})}
*{box-sizing:border-box;margin:0}
body{font-family:Inter,sans-serif;-webkit-font-smoothing:antialiased}
a{color:inherit;text-decoration:none}
.wrap{max-width:1120px;margin:0 auto;padding:0 24px}
.btn{display:inline-block;padding:12px 20px;border-radius:8px;font-weight:600;font-size:15px}
@media (max-width:600px){.wide{display:none!important}.wrap{padding:0 18px}}
@media (min-width:601px){.narrow{display:none!important}}
`;

const page = (title: string, css: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${fonts}${css}</style></head><body>${body}</body></html>`;

const burger = `<span class="narrow" style="display:inline-grid;gap:4px"><i style="display:block;width:22px;height:2px;background:currentColor"></i><i style="display:block;width:22px;height:2px;background:currentColor"></i><i style="display:block;width:22px;height:2px;background:currentColor"></i></span>`;

export interface ClientSite {
  /** Base of the output names: public/images/work/<slug>-desktop|phone|phone-2. */
  slug: string;
  html: (renderUrl: string) => string;
  /** The element the second phone capture scrolls to. */
  secondScreen: string;
}

const interiors: ClientSite = {
  slug: "interior-studio",
  secondScreen: "#costs",
  html: () =>
    page(
      "2BHK interior cost in Hyderabad — Studio Neha Interiors",
      `body{background:#f7f3ee;color:#2b2622}
header{display:flex;justify-content:space-between;align-items:center;padding:18px 0}
.logo{font-family:Grotesk;font-weight:700;font-size:20px;letter-spacing:.02em}.logo b{color:#b0643c}
nav{display:flex;gap:26px;font-size:14px;align-items:center}
.hero{display:grid;grid-template-columns:1.05fr 1fr;gap:40px;align-items:center;padding:28px 0 40px}
.crumb{font-size:13px;color:#8a7462;margin-bottom:10px}
h1{font-family:Grotesk;font-size:46px;line-height:1.05;font-weight:700}
.lead{font-size:17px;line-height:1.55;margin:16px 0 22px;color:#4d443d}
.room{aspect-ratio:4/3;border-radius:18px;position:relative;overflow:hidden;background:linear-gradient(#efe6da 0 62%,#c99a6b 62%)}
.room .win{position:absolute;left:9%;top:10%;width:30%;height:42%;background:linear-gradient(#cfe5f1,#eaf4f8);border:8px solid #fff;box-shadow:0 0 0 2px #e0d4c4}
.room .sofa{position:absolute;left:32%;bottom:22%;width:52%;height:20%;background:#5f7a6a;border-radius:14px 14px 6px 6px}
.room .sofa:before{content:"";position:absolute;left:-5%;right:-5%;bottom:-18%;height:55%;background:#4e6858;border-radius:10px}
.room .lamp{position:absolute;right:8%;bottom:22%;width:3px;height:38%;background:#3c3530}
.room .lamp:before{content:"";position:absolute;left:-16px;top:-10px;width:36px;height:24px;background:#e7b26a;border-radius:18px 18px 2px 2px}
.room .art{position:absolute;left:50%;top:14%;width:22%;height:24%;background:linear-gradient(135deg,#b0643c,#e3b58a);border:5px solid #fff}
.room .rug{position:absolute;left:26%;bottom:5%;width:62%;height:12%;background:#e9dccb;border-radius:50%}
.room .plant{position:absolute;left:12%;bottom:22%;width:40px;height:70px;background:radial-gradient(circle at 50% 35%,#5f8f4e 0 40%,transparent 41%),linear-gradient(transparent 60%,#a0633a 60%);}
.cta{background:#2b2622;color:#fff}.ghost{border:1.5px solid #2b2622;margin-left:8px}
.card{background:#fff;border-radius:16px;padding:26px;box-shadow:0 10px 30px rgba(60,40,20,.08)}
#costs{padding:10px 0 40px}
h2{font-family:Grotesk;font-size:28px;margin-bottom:14px}
table{width:100%;border-collapse:collapse;font-size:15px}
th,td{text-align:left;padding:12px 10px;border-bottom:1px solid #eee3d6}
th{font-size:12px;text-transform:uppercase;letter-spacing:.08em;color:#8a7462}
td b{color:#b0643c}
.stats{display:flex;gap:22px;margin-top:18px;font-size:13px;color:#6d6157}.stats b{display:block;font-size:22px;color:#2b2622;font-family:Grotesk}
@media (max-width:600px){.hero{grid-template-columns:1fr;gap:22px;padding-top:10px}h1{font-size:34px}.ghost{margin:10px 0 0}}`,
      `<div class="wrap"><header><a class="logo" href="#">Studio Neha <b>Interiors</b></a><nav><span class="wide">Projects</span><span class="wide"><b>Cost guides</b></span><span class="wide">About</span><span class="wide">Reviews ★ 4.9</span><a class="btn cta wide" href="#">Book a consultation</a>${burger}</nav></header>
<section class="hero"><div><p class="crumb">Cost guides › Apartments</p><h1>2BHK interior cost in Hyderabad: the 2026 guide</h1><p class="lead">Real ranges from 38 flats we finished in Gachibowli, Kokapet and Narsingi — per square foot, by room and by material, with timelines.</p><a class="btn cta" href="#">Get a free estimate</a><a class="btn ghost" href="#">See 2BHK projects</a>
<div class="stats"><span><b>₹6.5–14 L</b>full 2BHK</span><span><b>45–60</b>days on site</span><span><b>10 yr</b>warranty</span></div></div>
<div class="room"><div class="win"></div><div class="art"></div><div class="lamp"></div><div class="plant"></div><div class="sofa"></div><div class="rug"></div></div></section>
<section id="costs" class="card"><h2>Cost by room (2BHK, 1,150 sq ft)</h2><table><tr><th>Room</th><th>Essential</th><th>Premium</th></tr>
<tr><td>Modular kitchen</td><td><b>₹1.6–2.2 L</b></td><td><b>₹3–4.5 L</b></td></tr>
<tr><td>Master bedroom</td><td><b>₹1.2–1.6 L</b></td><td><b>₹2.2–3 L</b></td></tr>
<tr><td>Living &amp; dining</td><td><b>₹1.4–2 L</b></td><td><b>₹2.8–4 L</b></td></tr>
<tr><td>Second bedroom</td><td><b>₹0.9–1.3 L</b></td><td><b>₹1.8–2.4 L</b></td></tr>
<tr><td>False ceiling &amp; lights</td><td><b>₹0.8–1.1 L</b></td><td><b>₹1.4–2 L</b></td></tr></table>
<p class="lead" style="font-size:14px;margin-bottom:0">Prices include GST, BWP plywood and installation. Updated November 2026.</p></section></div>`,
    ),
};

/** An SVG as a CSS image, escaped so it can stand unquoted in a style attribute. */
const svgImage = (svg: string) =>
  `url(data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, "%27").replace(/\(/g, "%28").replace(/\)/g, "%29")})`;

/**
 * A folded ikat saree as a shop photographs it: rows of lozenges whose edges are feathered the way resist-dyed
 * threads blur them (a noise displacement along the weft), two fold shadows, and the pallu's woven border with
 * its zari lines and temple triangles. `size` is the lozenge's width, so the four sarees differ.
 */
const ikat = (body: string, motif: string, border: string, size: number) => {
  const w = size;
  const h = Math.round(size * 1.2);
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 400' preserveAspectRatio='xMidYMid slice'>
<defs>
<filter id='feather' x='-5%' y='-5%' width='110%' height='110%'><feTurbulence type='fractalNoise' baseFrequency='0.004 0.16' numOctaves='1' seed='11'/><feDisplacementMap in='SourceGraphic' scale='${Math.round(size / 7)}' xChannelSelector='R' yChannelSelector='A'/></filter>
<pattern id='lozenge' width='${w}' height='${h}' patternUnits='userSpaceOnUse'>
<path d='M${w / 2} ${h * 0.06}L${w * 0.88} ${h / 2}L${w / 2} ${h * 0.94}L${w * 0.12} ${h / 2}Z' fill='${motif}'/>
<path d='M${w / 2} ${h * 0.28}L${w * 0.69} ${h / 2}L${w / 2} ${h * 0.72}L${w * 0.31} ${h / 2}Z' fill='${body}'/>
<path d='M0 0L${w * 0.1} ${h * 0.12}L0 ${h * 0.24}ZM${w} 0L${w * 0.9} ${h * 0.12}L${w} ${h * 0.24}ZM0 ${h}L${w * 0.1} ${h * 0.88}L0 ${h * 0.76}ZM${w} ${h}L${w * 0.9} ${h * 0.88}L${w} ${h * 0.76}Z' fill='${motif}'/>
</pattern>
<pattern id='temple' width='20' height='16' patternUnits='userSpaceOnUse'><path d='M0 16L10 2L20 16Z' fill='#d9a441'/></pattern>
<linearGradient id='folds' x1='0' y1='0' x2='0' y2='1'>
<stop offset='0' stop-color='#fff' stop-opacity='.12'/><stop offset='.28' stop-color='#000' stop-opacity='0'/>
<stop offset='.35' stop-color='#000' stop-opacity='.28'/><stop offset='.36' stop-color='#fff' stop-opacity='.14'/>
<stop offset='.6' stop-color='#000' stop-opacity='0'/><stop offset='.67' stop-color='#000' stop-opacity='.26'/>
<stop offset='.68' stop-color='#fff' stop-opacity='.12'/><stop offset='.74' stop-color='#000' stop-opacity='.3'/>
<stop offset='1' stop-color='#000' stop-opacity='.18'/></linearGradient>
</defs>
<rect width='300' height='400' fill='${body}'/>
<rect x='-20' y='-10' width='340' height='318' fill='url(#lozenge)' filter='url(#feather)'/>
<rect y='296' width='300' height='104' fill='${border}'/>
<rect y='302' width='300' height='3' fill='#d9a441'/><rect y='309' width='300' height='1.5' fill='#d9a441'/>
<rect y='318' width='300' height='16' fill='url(#temple)'/>
<rect y='384' width='300' height='1.5' fill='#d9a441'/><rect y='389' width='300' height='3' fill='#d9a441'/>
<rect width='300' height='400' fill='url(#folds)'/>
</svg>`;
  return `background:${svgImage(svg)} center/cover`;
};

const handloom: ClientSite = {
  slug: "handloom-store",
  secondScreen: "#product",
  html: () =>
    page(
      "Pochampally Ikat Sarees — Lakshmi Handlooms",
      `body{background:#fffaf3;color:#2a1d1a}
.bar{background:#7a1f2b;color:#fbe6c8;font-size:13px;text-align:center;padding:8px}
header{display:flex;justify-content:space-between;align-items:center;padding:16px 0;border-bottom:1px solid #f0e2cf}
.logo{font-family:Grotesk;font-size:22px;font-weight:700;color:#7a1f2b}.logo small{display:block;font:500 11px Inter;letter-spacing:.2em;color:#a4754a}
nav{display:flex;gap:24px;font-size:14px;align-items:center}
.cart{background:#7a1f2b;color:#fff;border-radius:999px;padding:8px 14px;font-size:13px;font-weight:600}
h1{font-family:Grotesk;font-size:34px;margin:28px 0 6px}.sub{color:#7b655a;margin-bottom:20px;font-size:15px}
.chips{display:flex;gap:8px;margin-bottom:20px;flex-wrap:wrap}.chips span{border:1px solid #e2cdb4;border-radius:999px;padding:6px 12px;font-size:13px}.chips .on{background:#2a1d1a;color:#fff;border-color:#2a1d1a}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:20px}
.p .img{aspect-ratio:3/4;border-radius:12px;position:relative;overflow:hidden}
.p h3{font-size:15px;margin:10px 0 4px;font-weight:600}.p p{font-size:14px;color:#7b655a}.p b{color:#2a1d1a}
.tag{position:absolute;top:10px;left:10px;background:#fff;color:#2a1d1a;font-size:11px;font-weight:700;padding:4px 8px;border-radius:4px;z-index:1}
#product{display:none;padding:18px 0}
.pay{display:flex;gap:6px;margin:14px 0}.pay span{border:1px solid #e2cdb4;border-radius:6px;padding:6px 8px;font-size:12px;font-weight:700}
.buy{display:block;text-align:center;background:#7a1f2b;color:#fff;margin-top:8px}
.info{font-size:13px;line-height:1.6;color:#5b4a42;border-top:1px solid #f0e2cf;margin-top:14px;padding-top:12px}
@media (max-width:600px){.grid{grid-template-columns:1fr 1fr;gap:14px}h1{font-size:26px;margin-top:18px}#product{display:block}}`,
      `<div class="bar">Free shipping across India · UPI, cards and cash on delivery · 7-day exchange</div><div class="wrap"><header><a class="logo" href="#">Lakshmi Handlooms<small>POCHAMPALLY · SINCE 1968</small></a><nav><span class="wide">Sarees</span><span class="wide">Dupattas</span><span class="wide">Wedding edit</span><span class="wide">Our weavers</span><span class="cart">Bag · 1</span>${burger}</nav></header>
<h1>Wedding edit: Pochampally ikat silk</h1><p class="sub">Handwoven on our looms in Pochampally · Handloom Mark certified</p>
<div class="chips"><span class="on">All 48</span><span>Silk</span><span>Cotton</span><span>Under ₹10,000</span><span class="wide">Double ikat</span><span class="wide">Ready to ship</span></div>
<div class="grid">
<div class="p"><div class="img" style="${ikat("#b3213f", "#f1c27d", "#5e1020", 72)}"><span class="tag">Drape video</span></div><h3>Rani pink double ikat silk</h3><p><b>₹18,400</b> · ships in 2 days</p></div>
<div class="p"><div class="img" style="${ikat("#1f6f78", "#f3d9a4", "#7a1f2b", 54)}"></div><h3>Peacock teal telia rumal</h3><p><b>₹24,900</b> · 1 left</p></div>
<div class="p"><div class="img" style="${ikat("#e0a526", "#8f1d3a", "#2f6b3a", 84)}"><span class="tag">Bestseller</span></div><h3>Haldi yellow silk-cotton</h3><p><b>₹9,800</b> · ships in 2 days</p></div>
<div class="p"><div class="img" style="${ikat("#2f3479", "#e9e2d0", "#a3262f", 62)}"></div><h3>Indigo cotton ikat</h3><p><b>₹6,500</b> · ships today</p></div>
</div>
<section id="product"><h1>Rani pink double ikat silk</h1><p class="sub"><b style="color:#2a1d1a;font-size:22px">₹18,400</b> incl. GST · 6.3 m with blouse piece</p><div class="pay"><span>UPI</span><span>Cards</span><span>Net banking</span><span>COD</span></div><p class="sub">Delivery to 500081 by <b>Fri, 28 Nov</b></p><a class="btn buy" href="#">Buy now</a><a class="btn buy" style="background:#fff;color:#7a1f2b;border:1.5px solid #7a1f2b" href="#">Add to bag</a><p class="info">Woven by Yadagiri on a pit loom over 21 days. Pure mulberry silk, zari-free border. Exchange within 7 days of delivery.</p></section></div>`,
    ),
};

const kokapet: ClientSite = {
  slug: "kokapet-project",
  secondScreen: "#visit",
  html: (render) =>
    page(
      "Lakeview Residences, Kokapet — 3BHK apartments",
      `body{background:#0f1b2a;color:#fff}
header{display:flex;justify-content:space-between;align-items:center;padding:16px 0;position:relative;z-index:2}
.logo{font-family:Grotesk;font-weight:700;font-size:19px;letter-spacing:.04em}.logo span{color:#e8b64c}
nav{display:flex;gap:22px;font-size:14px;align-items:center}
.hero{position:relative;min-height:560px;margin-top:-66px;padding-top:96px;background:linear-gradient(90deg,rgba(10,20,34,.92) 0 38%,rgba(10,20,34,.2)),url(${render}) center/cover}
.hero .wrap{display:grid;grid-template-columns:1fr 360px;gap:40px;align-items:start}
.rera{font-size:12px;letter-spacing:.08em;color:#e8b64c;margin-bottom:10px}
h1{font-family:Grotesk;font-size:48px;line-height:1.05}.lead{font-size:17px;line-height:1.5;color:#d5dde8;margin:14px 0 18px;max-width:480px}
.facts{display:flex;gap:26px}.facts b{display:block;font-family:Grotesk;font-size:24px;color:#e8b64c}.facts span{font-size:13px;color:#c5cfdc}
form{background:#fff;color:#1a2433;border-radius:14px;padding:22px;box-shadow:0 20px 50px rgba(0,0,0,.35)}
form h2{font-family:Grotesk;font-size:21px;margin-bottom:4px}form p{font-size:13px;color:#5d6878;margin-bottom:12px}
label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}.f{border:1.5px solid #cfd6e0;border-radius:8px;padding:11px 12px;font-size:14px;color:#8792a2}
.go{display:block;text-align:center;background:#e8b64c;color:#1a2433;margin-top:14px}
.plans{background:#fff;color:#1a2433;padding:36px 0}.plans h2{font-family:Grotesk;font-size:28px;margin-bottom:16px}
.pl{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.pl div{border:1px solid #e1e6ee;border-radius:12px;padding:16px;font-size:14px}.pl b{font-family:Grotesk;font-size:20px;display:block}
@media (max-width:600px){.hero{min-height:0;padding-bottom:26px;background:linear-gradient(rgba(10,20,34,.35),rgba(10,20,34,.95) 62%),url(${render}) 30% top/auto 360px no-repeat,#0f1b2a}.hero .wrap{grid-template-columns:1fr}h1{font-size:34px;margin-top:150px}.pl{grid-template-columns:1fr}}`,
      `<div class="wrap"><header><a class="logo" href="#">LAKEVIEW <span>RESIDENCES</span></a><nav><span class="wide">Floor plans</span><span class="wide">Location</span><span class="wide">Walkthrough</span><a class="btn wide" style="background:#e8b64c;color:#1a2433" href="#">Call 040 4000 1234</a>${burger}</nav></header></div>
<section class="hero"><div class="wrap"><div><p class="rera">TS RERA P02400009876 · KOKAPET, HYDERABAD</p><h1>3BHK lake-view homes, 8 minutes from the Financial District</h1><p class="lead">220 homes in three towers on 4.2 acres. Clubhouse, 70% open space, possession December 2027.</p><div class="facts"><div><b>₹1.4 Cr</b><span>onwards, all-inclusive</span></div><div><b>1,820</b><span>sq ft 3BHK</span></div><div class="wide"><b>26</b><span>floors</span></div></div></div>
<form id="visit"><h2>Book a weekend site visit</h2><p>Free cab pick-up within 15 km. We call within 10 minutes.</p><label>Name</label><div class="f">Your name</div><label>Mobile</label><div class="f">+91</div><label>Budget</label><div class="f">₹1.4–1.8 Cr ▾</div><a class="btn go" href="#">Book my visit</a></form></div></section>
<section class="plans"><div class="wrap"><h2>Floor plans</h2><div class="pl"><div><b>3BHK East</b>1,820 sq ft · from ₹1.40 Cr</div><div><b>3BHK West</b>1,905 sq ft · from ₹1.47 Cr</div><div><b>3BHK + Study</b>2,240 sq ft · from ₹1.78 Cr</div></div></div></section>`,
    ),
};

const dental: ClientSite = {
  slug: "dental-clinic",
  secondScreen: "#book",
  html: () =>
    page(
      "Dr Farah's Dental Care, KPHB Colony — Book an appointment",
      `body{background:#f4fafb;color:#12323a}
header{display:flex;justify-content:space-between;align-items:center;padding:18px 0}
.logo{display:flex;gap:10px;align-items:center;font-family:Grotesk;font-weight:700;font-size:19px}.logo i{width:30px;height:30px;border-radius:9px;background:#0f8f8a;display:grid;place-items:center;color:#fff;font-style:normal;font-size:16px}
nav{display:flex;gap:24px;font-size:14px;align-items:center}
.hero{display:grid;grid-template-columns:1.1fr 400px;gap:48px;padding:26px 0 40px;align-items:start}
.rating{display:inline-block;background:#e2f3f2;color:#0b6e6a;font-weight:600;font-size:13px;border-radius:999px;padding:6px 12px;margin-bottom:14px}
h1{font-family:Grotesk;font-size:46px;line-height:1.06}.lead{font-size:17px;line-height:1.55;color:#3f5a61;margin:14px 0 22px}
.tr{display:grid;grid-template-columns:1fr 1fr;gap:12px}.tr div{background:#fff;border-radius:12px;padding:14px;font-size:14px;border:1px solid #dcecee}.tr b{display:block;font-size:15px;margin-bottom:2px}.tr span{color:#0b6e6a;font-weight:600}
#book{background:#fff;border-radius:18px;padding:22px;box-shadow:0 18px 40px rgba(15,80,90,.12)}
#book h2{font-family:Grotesk;font-size:22px}.step{font-size:12px;letter-spacing:.08em;color:#0b6e6a;font-weight:700;margin:14px 0 8px}
.days{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}.days span{border:1.5px solid #d3e4e6;border-radius:10px;text-align:center;padding:8px 0;font-size:12px}.days b{display:block;font-size:17px}
.on{background:#0f8f8a;border-color:#0f8f8a!important;color:#fff}
.slots{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.slots span{border:1.5px solid #d3e4e6;border-radius:8px;text-align:center;padding:9px 0;font-size:13px;font-weight:600}
.off{color:#a9bcbf;text-decoration:line-through}
.go{display:block;text-align:center;background:#0f8f8a;color:#fff;margin-top:16px}.note{font-size:12px;color:#5b7379;margin-top:10px;text-align:center}
@media (max-width:600px){.hero{grid-template-columns:1fr;gap:24px;padding-top:6px}h1{font-size:32px}.tr{grid-template-columns:1fr 1fr}}`,
      `<div class="wrap"><header><a class="logo" href="#"><i>+</i>Dr Farah's Dental Care</a><nav><span class="wide">Treatments &amp; prices</span><span class="wide">About Dr Farah</span><span class="wide">Find us</span><a class="btn wide" style="background:#0f8f8a;color:#fff" href="#book">Book in 3 taps</a>${burger}</nav></header>
<section class="hero"><div><span class="rating">★ 4.8 · 212 Google reviews</span><h1>Gentle dental care in KPHB Colony, with prices upfront</h1><p class="lead">Cleaning, fillings, root canal treatment and aligners. Open Monday to Saturday, 10 AM to 8 PM, opposite JNTU metro pillar 712.</p>
<div class="tr"><div><b>Cleaning &amp; polish</b><span>₹1,200–1,800</span></div><div><b>Tooth-coloured filling</b><span>₹1,500–2,500</span></div><div><b>Root canal treatment</b><span>₹5,500–8,000</span></div><div><b>Clear aligners</b><span>from ₹65,000</span></div></div></div>
<div id="book"><h2>Book an appointment</h2><p class="step">1 · CHOOSE A DAY</p><div class="days"><span>Wed<b>26</b></span><span class="on">Thu<b>27</b></span><span>Fri<b>28</b></span><span>Sat<b>29</b></span><span class="off">Sun<b>30</b></span></div>
<p class="step">2 · CHOOSE A TIME</p><div class="slots"><span class="off">10:00</span><span>10:30</span><span>11:30</span><span class="on">5:00 PM</span><span>6:30 PM</span><span class="off">7:30 PM</span></div>
<p class="step">3 · CONFIRM ON WHATSAPP</p><a class="btn go" href="#">Book Thu 27, 5:00 PM</a><p class="note">No payment now. Reschedule any time by WhatsApp.</p></div></section></div>`,
    ),
};

export const clientSites: ClientSite[] = [interiors, handloom, kokapet, dental];
