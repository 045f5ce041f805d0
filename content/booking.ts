// Booking a call: every word the visitor reads on the booking and manage pages, the contact page's link to them
// and the chat's. Times are shown in India time, and in the visitor's own zone beside it when it differs.
import { CONTACT_FORM_ID, pagePaths } from "./paths";
import { emailLink, phoneLink } from "./site";
import type { RichInline } from "./types";
import { whatsappChatBase } from "./whatsapp";

export const BOOKING_PATH = "/book";
export const MANAGE_BOOKING_PATH = "/book/manage";

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
  /** The contact page's and the chat's way in. */
  link: { label: "Book a call", href: BOOKING_PATH, lead: "Rather talk it through? Pick a time for a call." },
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
    status: { booked: "Booked", cancelled: "Cancelled", done: "Done", no_show: "Missed" },
    statusLabel: "Status:",
    cancel: "Cancel this call",
    cancelling: "Cancelling…",
    cancelled: "Your call is cancelled. The time is free for someone else.",
    move: "Move to another time",
    moveSubmit: "Move the call to this time",
    moved: "Your call is moved.",
    bookAgain: "Book another call",
  },
} as const;

/** The booking form's fields: the contact form's, its service list as the topic and its message as a short note. */
export const BOOKING_FIELD_NAMES = ["name", "phone", "email", "service", "message"] as const;
