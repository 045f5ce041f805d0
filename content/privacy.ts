import { pagePaths } from "./paths";
import { site } from "./site";
import type { RichBlock } from "./types";

// The privacy notice (/privacy), in plain English for a visitor. Facts that other parts of the site also
// use (legal name, address, retention periods, the grievance officer, the notice version) come from the
// site record, so the notice, the forms and the lead inbox can never disagree.
// Before launch the agency's counsel should review this text (docs/privacy.md).

export interface PrivacySection {
  id: string;
  heading: string;
  blocks: RichBlock[];
}

const { officer, retentionMonths, measurementRawDays, noticeVersion, updated, answerDays, rightsKeepDays } =
  site.privacy;
/** How long a backup of the lead database is kept before it is destroyed (docs/security.md: the operator's part). */
const BACKUP_KEEP_DAYS = 30;
const address = `${site.address.streetAddress}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
const officerMail = { text: officer.email, href: `mailto:${officer.email}` };
const months = (n: number) => `${n} months`;

export const privacyNotice = {
  eyebrow: "Your data",
  lead: `What ${site.name} does with the details you share on this website, why, for how long, and how to use your rights under India's Digital Personal Data Protection Act, 2023.`,
  updatedLabel: "Last updated",
  versionLabel: "Version",
  version: noticeVersion,
  updated,
  tocLabel: "On this page",
  /** Said under "Who receives your data", from the build's analytics switch. */
  analyticsStatus: {
    on: "On this website, analytics are switched on (Vercel Web Analytics and Speed Insights).",
    off: "On this website, analytics are switched off: no page-view or speed data is collected.",
  },
  summary: {
    heading: "In short",
    points: [
      "We collect only what you type into our contact form, the booking page or a job application, to reply to you, to call you at the time you booked or to assess your application.",
      `We keep enquiries for ${months(retentionMonths.enquiries)} and applications for ${months(retentionMonths.applications)}, then delete them.`,
      "We count visits and page speed ourselves, without cookies and without storing anything on your device.",
      "We never sell your data or share it with advertisers. No page loads anything from another company unless you ask (the map).",
      `Write to ${officer.email} at any time to see, correct or erase your data, or to withdraw your consent.`,
    ],
  },
  sections: [
    {
      id: "who-we-are",
      heading: "Who is responsible for your data",
      blocks: [
        `${site.legalName} ("${site.name}", "we") decides why and how your personal data is used, which makes us the Data Fiduciary under the DPDP Act. Our office: ${address}, ${site.address.country}.`,
        [`Questions about your data, and grievances, go to ${officer.name}, our ${officer.role}: `, officerMail, "."],
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect, and what for",
      blocks: [
        "Contact form (on the contact page). Purpose: to reply to your enquiry and, if you ask for one, to prepare a quote.",
        {
          list: [
            "Your name, so we know whom we are talking to.",
            "Your phone number and e-mail address, to reply to you.",
            "The service you are interested in and your budget (both optional), so our quote fits what you need.",
            "Your message (optional): what you need from us.",
          ],
        },
        "Job application (on the careers page). Purpose: to assess your application for the position you chose and to contact you about it.",
        {
          list: [
            "The position you are applying for.",
            "Your full name, phone number and e-mail address, to contact you.",
            "Your résumé (CV) file, your years of experience, and optionally your GitHub and LinkedIn profile links, to judge your fit for the role.",
            "Optionally your current and expected salary, to check that the role's salary range suits you.",
            "Your consent: the time you ticked the consent box.",
          ],
        },
        "Booking a call (on the booking page, linked from the contact page and the chat). Purpose: to call you at the time you chose and to send you the calendar invitation. We ask for the same details as the contact form (name, phone, e-mail, the topic and an optional note) and keep the time you asked for, whether it was confirmed, moved or cancelled and whether the call took place.",
        "Confirming a booked call. Purpose: to make sure the e-mail address belongs to the person booking, so our mail server never writes to someone else with what a stranger typed. We e-mail the address a link to confirm (in our own words, without anything you typed, at most once a day) and keep when it was confirmed. Until then we send nothing else to it.",
        "Keeping the calendar open to everyone. Purpose: to stop one person filling all the free times. With each booking we keep a one-way, keyed code made from your network (your IP address, or the block of addresses your provider gives your home or office), never the address itself, so we can count the calls booked from one network; it is deleted with the booking. If our staff block a sender who floods the calendar, we keep that code and a code of their e-mail address for 90 days.",
        "With each form we also record the date and time it arrived and the version of this notice you were shown.",
        'A request about your data (the form under "Your rights, and how to use them"). Purpose: to answer it, and to show that we did. We keep what you ask for, your name, your e-mail address, the details you give, the language of the page, when it arrived and when it was confirmed, our notes and our answer. We e-mail the address a link to confirm that the request is yours (in our own words, at most once a day); until you press its button we show and change nothing. Every e-mail we send you also carries a link to withdraw your consent; so that it works, we keep a one-way code of that link with your address.',
        "What we do not collect: the chat assistant and the site search run entirely in your browser, and nothing you click or search for is sent to us. We use no cookies and no advertising trackers. If you open the chat assistant, your browser keeps the conversation for the open tab only (its session storage), so it stays with you from page to page; closing the tab deletes it, and it is never sent to us. Like every website, our server sees your IP address and browser details in order to send you the pages; we use them only to deliver the site and to stop abuse (for example, too many form submissions from one address), and we do not link them to what you send us.",
        'Your choice of theme: if you press the light-or-dark button in the header or the menu, your browser remembers the choice on your device (its local storage, under the name "theme", holding "light" or "dark"), so every page opens in it, today and on later visits. It is never sent to us or anyone else. Until you press the button nothing is stored and the site follows your device\'s setting; clearing this site\'s data in your browser forgets the choice.',
      ],
    },
    {
      id: "measurement",
      heading: "Counting visits and measuring speed",
      blocks: [
        "To know which pages help visitors, where they come from and how fast the site is on real phones, each page you open sends our own server (no other company) a short note:",
        {
          list: [
            "the page's address on this site, and whether the screen is a phone, tablet or desktop size;",
            "the website that linked you here (its name only, such as google.com), and any campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content);",
            "a random number that exists only in the open tab, so the pages you open in a row count as one visit;",
            "when you leave a page, how quickly it loaded and responded (Core Web Vitals).",
          ],
        },
        'Counting stores nothing on your device: no cookies, no local or session storage. The contact and search pages always load afresh, so a link to them carries the visit\'s random number and where the visit began in the part of the address after "#", which your browser never sends to any server; the page removes it from the address as it opens. Reloading the page or opening a new tab starts a new visit, so we cannot recognise you on a later visit. Your IP address is used only to stop floods of requests and is never stored with these counts. Automated browsers and search engine crawlers are not counted.',
        "If you send the contact form or a job application, it also carries where this visit began: the first page you opened, the linking website, the campaign tags and how many pages you had seen. We keep that with your enquiry or application, for as long as we keep it.",
        `We keep each page view and speed figure for ${measurementRawDays} days, then only daily totals per page, source, campaign and kind of device, which say nothing about any one visitor and which we keep for two years.`,
      ],
    },
    {
      id: "consent",
      heading: "Our basis: your consent",
      blocks: [
        "We use your data only because you chose to give it to us for the purpose stated at the form: sending the contact form is your consent to be contacted about your enquiry, and ticking the box on the job application is your consent to have your application assessed.",
        [
          "You can withdraw your consent at any time, as easily as you gave it: e-mail ",
          officerMail,
          ` or call us on ${site.phone.display}. We then stop using your data and erase it, unless a law requires us to keep something (we will tell you what and why). Withdrawing does not affect what we did before you withdrew.`,
        ],
        "Every e-mail we send you ends with a link that withdraws your consent and erases everything we hold about your address, and the page of a call you booked has a button that erases that booking: one press on the page it opens, nothing more.",
      ],
    },
    {
      id: "who-receives-it",
      heading: "Who receives your data",
      blocks: [
        {
          list: [
            "Our own lead inbox: forms are stored in a database we run for ourselves, and only the staff who answer enquiries or hire for the role can read them.",
            "Our e-mail: a copy of each enquiry or application (with the résumé) is sent to our team's mailbox so we can reply quickly.",
            "Booked calls: once you confirm your address, the calendar invitation (and any change or cancellation) is e-mailed to you alone; our team hears of the call by its own e-mail, and our staff see the calls in their own calendar apps through a private feed that shows your name, phone, topic and note.",
            "Google Maps, only if you choose it: the map on the contact page is a picture from our own site until you press its button. Pressing it loads Google's map into the page, and Google then receives your IP address and browser details under Google's own privacy policy. The \"Get directions\" link opens Google Maps in a new tab only when you follow it.",
            "Vercel's analytics, only if we switch them on (they are off unless we do): anonymous page-view counts and page-speed measurements (which page, which country, which kind of device) collected by our hosting company Vercel, without cookies and without identifying you. Our own counts (above) never leave our server.",
          ],
        },
        "We never sell your data, and we do not share it with advertisers or data brokers. We would disclose it to authorities only where Indian law requires us to.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      blocks: [
        {
          list: [
            `Enquiries from the contact form, and calls booked on the site: ${months(retentionMonths.enquiries)} from the day they arrive, so we can follow up on a project or a quote. Then they are deleted.`,
            `Job applications, including your résumé: ${months(retentionMonths.applications)} from the day you apply, so we can consider you for the role and similar openings. Then they are deleted. If we hire you, what you sent becomes part of your employee record.`,
            `Requests about your data: a request never confirmed is deleted after ${rightsKeepDays.unconfirmed} days; a confirmed one is kept for ${rightsKeepDays.answered} days after we answer it, as our record that we did. Erasing your data erases your requests too. The code of each withdraw link is deleted after ${rightsKeepDays.withdrawLinks} days, or when your data is erased.`,
          ],
        },
        "Deletion is automatic: our lead inbox removes everything older than these periods, and you can ask us to erase your data sooner at any time.",
        `Deleted and erased data is overwritten in the inbox at once. Our backups of the inbox are kept for ${BACKUP_KEEP_DAYS} days and then destroyed, so a copy may remain in a backup for up to ${BACKUP_KEEP_DAYS} days; we never restore data you asked us to erase.`,
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights, and how to use them",
      blocks: [
        [
          "To use any of these rights, use the form below, e-mail ",
          officerMail,
          ` or write to us at our office. We answer within ${answerDays.request} days; a grievance may take up to ${answerDays.grievance} days, the most the DPDP Rules allow.`,
        ],
        {
          list: [
            "Access: ask for a summary of the personal data we hold about you, what we do with it, and who has received it.",
            "Correction and completion: ask us to fix or update anything that is wrong or incomplete.",
            "Erasure: ask us to delete your data; we erase everything we hold about you, your résumé included.",
            'Withdrawal of consent: stop our use of your data at any time (see "Our basis: your consent").',
            "Grievance redressal: complain to our Grievance Officer about how we handled your data; we must answer you first.",
            "Nomination: name another person who may use these rights for you if you die or can no longer act yourself.",
          ],
        },
      ],
    },
    {
      id: "contact-and-complaints",
      heading: "Contact and complaints",
      blocks: [
        [`${officer.name}, ${officer.role}, ${site.legalName}, ${address}. E-mail: `, officerMail, "."],
        "If you are not satisfied with our answer to a grievance, you have the right to complain to the Data Protection Board of India.",
      ],
    },
    {
      id: "security",
      heading: "Keeping it safe",
      blocks: [
        "Every page and form is sent over an encrypted connection (HTTPS). Your details are stored in our own database, checked on arrival, and readable only by the people who need them to reply to you or to hire. If a breach ever affected your data, we would tell you and the Data Protection Board as the law requires.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        "This website is for businesses and job seekers aged 18 or over. We do not knowingly collect data from children; if you believe a child has sent us their details, tell us and we will erase them.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      blocks: [
        [
          `When we change this notice we update the date and version at the top of this page. Each form records the version you were shown, so we always know what you agreed to. Questions? `,
          { text: "Contact us", href: pagePaths.contact },
          ".",
        ],
      ],
    },
  ] satisfies PrivacySection[],
};

/** The notice's copy; its Telugu and Hindi siblings (privacy.te.ts, privacy.hi.ts) have this shape. */
export type PrivacyNoticeCopy = typeof privacyNotice;
