// The notice to a person affected by a breach, drafted in their language from the record for staff to complete
// (the [bracketed] parts), review with counsel and send. `{agency}`, `{name}`, `{from}`, `{to}`, `{held}`,
// `{officer}` and `{email}` are filled in.

export interface BreachNoticeCopy {
  subject: string;
  greeting: string;
  happened: string;
  /** What was held, per kind of record; joined into `{held}`. */
  held: { contact: string; application: string; rights: string };
  consequences: string;
  done: string;
  youCan: string;
  contact: string;
}

export const breachNotice: BreachNoticeCopy = {
  subject: "{agency}: a security incident that may involve your data",
  greeting: "Dear {name},",
  happened: "Between {from} and {to} [what happened, where, and when we found it]. We held {held}.",
  held: {
    contact: "your name, phone number, e-mail address and the enquiry or booking you sent us",
    application: "your job application: your name, phone number, e-mail address, résumé and the details you gave",
    rights: "your request about your data: your name, e-mail address and what you wrote",
  },
  consequences: "What this may mean for you: [the likely consequences, such as unexpected e-mails or calls].",
  done: "What we have done: [the measures taken to contain it and to stop it happening again].",
  youCan:
    "What you can do: be wary of messages that claim to come from us and ask for money or passwords; [other steps].",
  contact: "For any question, write to {officer}, our Grievance Officer: {email}.",
};
