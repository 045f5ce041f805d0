// Booking a call: every word the visitor reads on the booking, confirm and manage pages, the contact page's link
// to them and the chat's, and the e-mails about the call. Times are shown in India time, and in the visitor's own
// zone beside it when it differs, each in the page's language (content/localizedForms.ts picks the language).
import { CONTACT_FORM_ID, pagePaths } from "./paths";
import { emailLink, phoneLink } from "./site";
import type { RichInline } from "./types";
import { whatsappChatBase } from "./phone";

export const BOOKING_PATH = "/book";
export const MANAGE_BOOKING_PATH = "/book/manage";
/** The page the confirmation e-mail links to, the token after "#". */
export const CONFIRM_BOOKING_PATH = "/book/confirm";

export const bookingCopy = {
  page: {
    eyebrow: "Book a call",
    title: "Book a call",
    description:
      "Pick a free 30-minute slot with our team in the next two weeks, in India time, and get a calendar invitation.",
    heading: "Book a call with our team",
    lead: "Pick a time that suits you. We call you on the number you give, and you get a calendar invitation.",
  },
  manage: {
    eyebrow: "Book a call",
    title: "Your booked call",
    description: "See, move or cancel the call you booked with Deccan Digital.",
    heading: "Your booked call",
    sectionLabel: "Booking details",
    lead: "Move the call to another free time, or cancel it. The invitation in your calendar changes with it.",
  },
  confirmPage: {
    eyebrow: "Book a call",
    title: "Confirm your call",
    description: "Confirm the call you asked to book with Deccan Digital.",
    heading: "Confirm your call",
    sectionLabel: "Confirmation",
    lead: "One step left: press the button to confirm the call you asked for.",
    button: "Confirm my call",
    pending: "Confirming…",
    loading: "Loading your request…",
    booked: "Your call is booked. We will call you at the time below.",
    already: "This call is already confirmed.",
    needsStaff:
      "Thank you: your e-mail address is confirmed. Many calls were booked from your network, so our team confirms this one itself, by phone or e-mail, during working hours.",
    taken: "Someone confirmed that time first. Please book another time.",
    expired: "This request has lapsed or was cancelled. Please book again.",
    notFound: "We could not find this request. The link may be incomplete, or a newer e-mail replaced it.",
  },
  /** The contact page's and the chat's way in. */
  link: { label: "Book a call", lead: "Rather talk it through? Pick a time for a call." },
  /** Without JavaScript, or while the times load: the other ways to reach the agency. */
  noScript: {
    title: "Choosing a time needs JavaScript.",
    text: [
      "Call us on ",
      phoneLink,
      ", ",
      { text: "message us on WhatsApp", href: whatsappChatBase },
      ", e-mail ",
      emailLink,
      " or ",
      { text: "send us a message", href: `${pagePaths.contact}#${CONTACT_FORM_ID}` },
      ".",
    ] satisfies readonly RichInline[],
  },
  slots: {
    dayLabel: "Day",
    legend: "Choose a time",
    loading: "Loading free times…",
    none: "No free times in the next two weeks. Please call or message us instead.",
    failed: "We could not load the free times. Please try again, or call or message us.",
    reload: "Load the times again",
    indiaZone: "India time",
    /** `{zone}`: the visitor's own time zone. */
    yourZone: "your time in {zone}",
    /** The times' legend when each also shows the visitor's clock. */
    yourZoneBelow: "below each, your time in {zone}",
    /** Under the times when none was chosen, or one no longer offered (the receiver's message). */
    required: "Choose one of the times offered",
    /** A time sent without its zone (only a script sends one). */
    zoneMissing: "Send the time with its time zone, as the booking page does",
  },
  form: {
    legend: "Your details",
    topicLabel: "Topic",
    noteLabel: "Note",
    notePlaceholder: "Anything we should know before the call",
    submitLabel: "Book this call",
    pendingLabel: "Booking…",
  },
  refusal: {
    taken: "That time was just taken. Please choose another: the free times below are fresh.",
    tooMany: "Too many bookings from your connection. Please wait a while and try again, or call us.",
    tooLarge: "That was too much text. Please shorten your note.",
    failed: "We could not book the call. Nothing was stored. Please try again, or call us.",
    network: "We could not reach our server. Nothing was stored. Please try again.",
    emailLimit: "This e-mail address already has two calls booked or waiting. Change one from its link, or call us.",
    blocked: "We cannot take this booking online. Please call us instead.",
  },
  /** After the form: a request waits for its confirmation, from the visitor's mailbox or from our team. */
  request: {
    emailHeading: "Confirm your call from your e-mail",
    emailIntro: "We sent a link to the address you gave. Open it and press “Confirm my call”. You asked for:",
    staffHeading: "Your request is in",
    staffIntro: "Our team confirms it by phone or e-mail during working hours. You asked for:",
    /** `{hours}`, `{until}` (India time). */
    hold: "We keep your request for {hours} hours, until {until} (India time). The time is yours once it is confirmed: until then, someone else can still take it.",
    notSent:
      "We already sent a confirmation to this address today, and send at most one a day. Confirm from that e-mail, or call us.",
    resend: "Send the e-mail again",
    resent: "Sent again. Check your inbox and your spam folder.",
    /** `{when}`: when the next e-mail may go (India time). */
    resendLater:
      "We send one confirmation e-mail a day to an address. You can ask again after {when}, or call us to confirm.",
  },
  confirmation: {
    heading: "Your call is booked",
    intro: "We will call you at:",
    addToCalendar: "Add to calendar (.ics)",
    manage: "Cancel or move this call",
    keepLink: "Keep this link: it is the only way to change the booking online.",
  },
  /** The calendar event and the e-mails that carry it. `{agency}`, `{phone}`, `{when}` (India time) are filled in. */
  invitation: {
    /** The confirmation e-mail: the agency's own words only. `{link}`, `{hours}` too. */
    confirmSubject: "Confirm your call with {agency}",
    confirmText:
      "Someone asked to book a call with {agency} for {when} (India time), giving this e-mail address.\n\nIf it was you, confirm the call here (the same link lets you move or cancel it later):\n{link}\n\nWe keep the request for {hours} hours. If it was not you, ignore this e-mail: nothing is booked, and we will not write again about it.\n\n{agency}, {phone}",
    summary: "Call with {agency}",
    location: "Phone call to {phone}",
    subject: "Call with {agency}, {when}",
    text: "Your call with {agency} is booked for {when} (India time). We will call {phone}.",
    cancelSubject: "Cancelled: call with {agency}, {when}",
    cancelText: "The call booked for {when} (India time) is cancelled.",
  },
  managePage: {
    loading: "Loading your booking…",
    notFound: "We could not find this booking. The link may be incomplete.",
    status: {
      pending: "Waiting for confirmation",
      released: "Not booked",
      booked: "Booked",
      cancelled: "Cancelled",
      done: "Done",
      no_show: "Missed",
    },
    statusLabel: "Status:",
    cancel: "Cancel this call",
    cancelling: "Cancelling…",
    cancelled: "Your call is cancelled. The time is free for someone else.",
    move: "Move to another time",
    moveSubmit: "Move the call to this time",
    moved: "Your call is moved.",
    bookAgain: "Book another call",
    withdraw: "Withdraw my consent and erase this booking",
    withdrawn: "Your consent is withdrawn: this booking and the details you gave with it are erased.",
  },
};

/** The booking's words in one language: the English record's shape (content/booking.te.ts, .hi.ts). */
export type BookingCopy = typeof bookingCopy;

/** The booking form's fields: the contact form's, its service list as the topic and its message as a short note. */
export const BOOKING_FIELD_NAMES = ["name", "phone", "email", "service", "message"] as const;
