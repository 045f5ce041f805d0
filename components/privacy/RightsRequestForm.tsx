"use client";

import { useEffect, useRef, useState } from "react";
import type { Locale } from "@/lib/locales";
import { RIGHTS_DETAILS_MAX, RIGHTS_KINDS } from "@/lib/rights";
import type { RightsRequestCopy } from "@/lib/content/schemas/rightsRequest";
import { isEmail } from "@/lib/forms/email";
import { LANGUAGE_FIELD } from "@/lib/forms/language";
import { fill } from "@/lib/template";
import formStyles from "@/components/forms/Form.module.css";
import { describedBy, ErrorMessage } from "@/components/forms/fieldMessage";
import { fileRightsRequest, tokenFromHash } from "./rightsApi";
import { RightsWithdraw } from "./RightsWithdraw";
import { RightsStatus } from "./RightsStatus";
import styles from "./Rights.module.css";

type Field = "kind" | "name" | "email" | "details";
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ["kind", "name", "email", "details"];

/** The visitor's own check, in their language, before anything is sent. */
function check(data: FormData, words: RightsRequestCopy): Errors {
  const value = (name: string) => String(data.get(name) ?? "").trim();
  const errors: Errors = {};
  if (!value("kind")) errors.kind = words.errors.kind;
  if (!value("name")) errors.name = words.errors.name;
  if (!isEmail(value("email"))) errors.email = words.errors.email;
  if (value("details").length > RIGHTS_DETAILS_MAX) errors.details = words.errors.details;
  return errors;
}

/**
 * The request form on the privacy notice, or, when the page was opened from a mailbox link (`#rights=<token>`),
 * that request's state and its confirm button, or from an e-mail's withdraw link (`#withdraw=<token>`), its button. Until the page's script runs the form cannot send: without
 * JavaScript the notice's e-mail address is the way.
 */
export function RightsRequestForm(props: {
  words: RightsRequestCopy;
  locale: Locale;
  officer: string;
  noticeVersion: string;
  honeypot: React.ReactNode;
}) {
  const { words, locale } = props;
  const [hydrated, setHydrated] = useState(false);
  const [link, setLink] = useState<ReturnType<typeof tokenFromHash>>();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<string>();
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // A link followed while the page is open changes only the fragment: it is read again then.
    const read = () => setLink(tokenFromHash());
    read();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  if (link?.kind === "rights")
    return <RightsStatus key={link.token} token={link.token} words={words} locale={locale} />;
  if (link?.kind === "withdraw") return <RightsWithdraw key={link.token} token={link.token} words={words.withdraw} />;

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const found = check(data, words);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
    setFailed(false);
    const result = await fileRightsRequest(data);
    setPending(false);
    if ("failed" in result) {
      // A field the receiver refused is shown under it in the visitor's language.
      const refused = Object.fromEntries(
        FIELDS.filter((field) => result.errors?.[field]).map((field) => [field, words.errors[field]]),
      );
      setErrors(refused);
      setFailed(!Object.keys(refused).length);
    } else setAnswer(fill(words.answers[result.confirmBy], { officer: props.officer }));
    requestAnimationFrame(() => answerRef.current?.focus());
  }

  const id = (field: Field) => `rights-${field}`;
  const control = (field: Field, hint?: string) => ({
    id: id(field),
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(id(field), hint, errors[field]),
  });

  return (
    <div className={styles.rights}>
      <p>{words.lead}</p>
      <p
        ref={answerRef}
        tabIndex={-1}
        role={failed ? "alert" : "status"}
        className={answer || failed ? formStyles.notice : "visually-hidden"}
      >
        {answer ?? (failed ? fill(words.answers.failed, { officer: props.officer }) : null)}
      </p>
      <form
        ref={formRef}
        className={formStyles.form}
        aria-label={words.heading}
        noValidate
        hidden={Boolean(answer)}
        onSubmit={(event) => void send(event)}
      >
        <fieldset className={formStyles.fieldset} disabled={!hydrated}>
          {props.honeypot}
          <input type="hidden" name="noticeVersion" value={props.noticeVersion} />
          <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
          <fieldset className={styles.kinds} aria-describedby={describedBy(id("kind"), undefined, errors.kind)}>
            <legend>{words.kindLegend}</legend>
            {RIGHTS_KINDS.map((kind) => (
              <label key={kind} className={styles.kind}>
                <input type="radio" name="kind" value={kind} required />
                {words.kinds[kind]}
              </label>
            ))}
            <ErrorMessage id={id("kind")} error={errors.kind} className={formStyles.error} />
          </fieldset>
          <div className={formStyles.field}>
            <label htmlFor={id("name")} className={formStyles.label}>
              {words.name}
            </label>
            <input {...control("name")} className={formStyles.input} autoComplete="name" maxLength={100} required />
            <ErrorMessage id={id("name")} error={errors.name} className={formStyles.error} />
          </div>
          <div className={formStyles.field}>
            <label htmlFor={id("email")} className={formStyles.label}>
              {words.email}
            </label>
            <input
              {...control("email", words.emailHint)}
              type="email"
              className={formStyles.input}
              autoComplete="email"
              required
            />
            <p id={`${id("email")}-hint`} className={formStyles.hint}>
              {words.emailHint}
            </p>
            <ErrorMessage id={id("email")} error={errors.email} className={formStyles.error} />
          </div>
          <div className={formStyles.field}>
            <label htmlFor={id("details")} className={formStyles.label}>
              {words.details}
            </label>
            <textarea
              {...control("details", words.detailsHint)}
              className={`${formStyles.input} ${formStyles.textarea}`}
              rows={4}
            />
            <p id={`${id("details")}-hint`} className={formStyles.hint}>
              {words.detailsHint}
            </p>
            <ErrorMessage id={id("details")} error={errors.details} className={formStyles.error} />
          </div>
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.submit} disabled={pending}>
              {pending ? words.pending : words.submit}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
