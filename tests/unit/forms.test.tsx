import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "@/components/contact/ContactForm";
import { ApplicationForm } from "@/components/careers/ApplicationForm";
import { jobOpenings } from "@/lib/content/jobs";
import { applicationFieldsIn, contactFieldsIn } from "@/lib/forms/localizedForms";
import { pages } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { deliver } from "@/components/forms/delivery";
import {
  DELIVERY_TIMEOUT_MS,
  SIMULATED_DELAY_MS,
  submissionReducer,
  SUCCESS_DISPLAY_MS,
  type SubmissionState,
} from "@/components/forms/machine";
import { loadSubmitLogic } from "@/components/forms/loadSubmitLogic";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import {
  applicationFieldOrder,
  contactFieldOrder,
  firstInvalidField,
  isSpam,
  messages,
  validateApplication,
  validateContact,
  validateResume,
  type ApplicationValues,
} from "@/lib/forms/rules";
import { maxLengths } from "@/lib/forms/fields";
import { HONEYPOT_FIELD, RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { applicationWordsFor, positionsOf } from "@/components/careers/applicationWordsFor";

const pdf = (size = 1024, name = "resume.pdf", type = "application/pdf") => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

const validApplication: ApplicationValues = {
  position: "Digital Marketing Executive",
  fullName: "Ravi Kumar",
  phone: "+91 98480 12345",
  email: "ravi@example.com",
  github: "",
  linkedin: "",
  portfolio: "",
  resume: pdf(),
  experience: "2",
  currentSalary: "",
  expectedSalary: "",
  consent: "yes",
};

describe("contact validation", () => {
  it("gives the field's own message for each empty required field, none for message", () => {
    expect(validateContact({ name: "", phone: "", email: "", message: "" })).toEqual({
      name: "Name is required",
      phone: "Phone is required",
      email: "Email is required",
    });
  });
  it("treats whitespace as empty", () => {
    expect(validateContact({ name: "  ", phone: " ", email: " ", message: "" }).name).toBe("Name is required");
  });
  it("accepts a complete message and an empty optional message", () => {
    expect(
      validateContact({ name: "Priya", phone: "+91 98480 12345", email: "priya@example.com", message: "" }),
    ).toEqual({});
  });
  it("flags a malformed e-mail and phone with their own messages", () => {
    const errors = validateContact({ name: "Priya", phone: "call me", email: "priya@", message: "" });
    expect(errors.email).toBe(messages.emailFormat);
    expect(errors.phone).toBe(messages.phoneFormat);
  });
  it("caps every text at its length, with a message naming the field", () => {
    const ok = {
      name: "P".repeat(maxLengths.name),
      phone: "+91 98480 12345",
      email: "priya@example.com",
      message: "m".repeat(maxLengths.message),
    };
    expect(validateContact(ok)).toEqual({});
    const errors = validateContact({
      ...ok,
      name: `${ok.name}x`,
      message: `${ok.message}x`,
      email: `${"a".repeat(250)}@example.com`,
    });
    expect(errors).toEqual({
      name: `Name must be ${maxLengths.name} characters or fewer`,
      email: `Email must be ${maxLengths.email} characters or fewer`,
      message: `Message must be ${maxLengths.message} characters or fewer`,
    });
  });
});

describe("application validation", () => {
  it("gives the field's own message for every required field", () => {
    const errors = validateApplication({
      ...validApplication,
      fullName: "",
      phone: "",
      email: "",
      resume: null,
      experience: "",
      consent: "",
    });
    expect(errors).toEqual({
      fullName: "Full name is required",
      phone: "Phone number is required",
      email: "Email is required",
      resume: "Resume is required",
      experience: "Experience is required",
      consent: "Consent is required",
    });
  });
  it("consent is required, and only the ticked box's value counts", () => {
    expect(validateApplication({ ...validApplication, consent: "" }).consent).toBe("Consent is required");
    expect(validateApplication({ ...validApplication, consent: "on" }).consent).toBe("Consent is required");
    expect(firstInvalidField(applicationFieldOrder, validateApplication({ ...validApplication, consent: "" }))).toBe(
      "consent",
    );
  });
  it("caps the optional texts too", () => {
    expect(
      validateApplication({ ...validApplication, expectedSalary: "9".repeat(maxLengths.expectedSalary + 1) })
        .expectedSalary,
    ).toBe(`Expected salary must be ${maxLengths.expectedSalary} characters or fewer`);
  });
  it("accepts a complete application with optional fields empty", () => {
    expect(validateApplication(validApplication)).toEqual({});
  });
  it("experience is numeric with minimum 0", () => {
    expect(validateApplication({ ...validApplication, experience: "0" })).toEqual({});
    expect(validateApplication({ ...validApplication, experience: "-1" }).experience).toBe(messages.experienceNumber);
    expect(validateApplication({ ...validApplication, experience: "two" }).experience).toBe(messages.experienceNumber);
  });
  it("optional links must be URLs when given", () => {
    expect(
      validateApplication({
        ...validApplication,
        github: "https://github.com/ravi",
        linkedin: "https://www.linkedin.com/in/ravi",
        portfolio: "https://www.behance.net/ravi",
      }),
    ).toEqual({});
    expect(validateApplication({ ...validApplication, github: "github dot com" }).github).toBe(messages.url);
    expect(validateApplication({ ...validApplication, portfolio: "my behance" }).portfolio).toBe(messages.url);
  });
  it("focus goes to the first invalid field in form order", () => {
    const errors = validateApplication({ ...validApplication, email: "", experience: "" });
    expect(firstInvalidField(applicationFieldOrder, errors)).toBe("email");
  });
});

describe("resume rule", () => {
  it("accepts .pdf, .doc and .docx with their MIME types", () => {
    expect(validateResume(pdf())).toBeUndefined();
    expect(validateResume(pdf(10, "cv.doc", "application/msword"))).toBeUndefined();
    expect(
      validateResume(pdf(10, "CV.DOCX", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")),
    ).toBeUndefined();
  });
  it("refuses a wrong extension, and a right extension with a wrong MIME type", () => {
    expect(validateResume(pdf(10, "photo.png", "image/png"))).toBe(messages.resumeType);
    expect(validateResume(pdf(10, "cv.txt", "text/plain"))).toBe(messages.resumeType);
    expect(validateResume(pdf(10, "renamed.pdf", "image/png"))).toBe(messages.resumeType);
  });
  it("refuses files over 5 MB and accepts exactly 5 MB", () => {
    expect(validateResume(pdf(RESUME_MAX_BYTES))).toBeUndefined();
    expect(validateResume(pdf(RESUME_MAX_BYTES + 1))).toBe(messages.resumeSize);
  });
  it("requires a file", () => {
    expect(validateResume(null)).toBe("Resume is required");
  });
});

describe("submission state machine", () => {
  const idle: SubmissionState = { status: "idle" };
  it("runs idle → submitting → succeeded → idle", () => {
    const submitting = submissionReducer(idle, { type: "submit" });
    expect(submitting).toEqual({ status: "submitting" });
    const done = submissionReducer(submitting, { type: "succeed" });
    expect(done).toEqual({ status: "succeeded" });
    expect(submissionReducer(done, { type: "reset" })).toEqual(idle);
  });
  it("ignores a second submit while one is in flight", () => {
    const submitting = submissionReducer(idle, { type: "submit" });
    expect(submissionReducer(submitting, { type: "submit" })).toBe(submitting);
    expect(submissionReducer(submitting, { type: "reset" })).toBe(submitting);
  });
  it("a failure keeps its reason and allows a retry", () => {
    const failed = submissionReducer({ status: "submitting" }, { type: "fail", reason: "http", httpStatus: 500 });
    expect(failed).toEqual({ status: "failed", reason: "http", httpStatus: 500 });
    expect(submissionReducer(failed, { type: "submit" })).toEqual({ status: "submitting" });
  });
  it("ignores results that arrive when nothing is in flight", () => {
    expect(submissionReducer(idle, { type: "succeed" })).toBe(idle);
    expect(submissionReducer(idle, { type: "fail", reason: "network" })).toBe(idle);
  });
});

describe("delivery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const form = () => {
    const data = new FormData();
    data.set("name", "Priya");
    data.set(HONEYPOT_FIELD, "");
    return data;
  };

  it("demo mode (no endpoint) waits 2 s, sends nothing and succeeds", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "info").mockImplementation(() => {});
    let result: unknown;
    void deliver(undefined, form()).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("POSTs the FormData with Accept: application/json and succeeds on 2xx", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const data = form();
    await expect(deliver("https://forms.example/f/abc", data)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://forms.example/f/abc");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ Accept: "application/json" });
    expect(init.body).toBe(data);
    // The trap travels with the form: the receiver (or a Formspree-style backend) decides what is spam.
    expect((init.body as FormData).has(HONEYPOT_FIELD)).toBe(true);
  });

  it("reports 4xx and 5xx answers as failures with the status", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 500 })));
    await expect(deliver("https://forms.example/f", form())).resolves.toEqual({
      ok: false,
      reason: "http",
      httpStatus: 500,
    });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 422 })));
    await expect(deliver("https://forms.example/f", form())).resolves.toEqual({
      ok: false,
      reason: "http",
      httpStatus: 422,
    });
  });

  it("hands back the endpoint's JSON answer, accepted or refused", async () => {
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json({ ok: true, booking: { token: "t" } }, 201)));
    await expect(deliver("https://forms.example/f", form())).resolves.toEqual({
      ok: true,
      answer: { ok: true, booking: { token: "t" } },
    });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json({ errors: { start: "Choose a time" } }, 400)));
    await expect(deliver("https://forms.example/f", form())).resolves.toEqual({
      ok: false,
      reason: "http",
      httpStatus: 400,
      answer: { errors: { start: "Choose a time" } },
    });
  });

  it("reports a network error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(deliver("https://forms.example/f", form())).resolves.toEqual({ ok: false, reason: "network" });
  });

  it("gives up after 15 s without an answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      ),
    );
    let result: unknown;
    void deliver("https://forms.example/f", form()).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(DELIVERY_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, reason: "timeout" });
  });

  it("detects a filled honeypot", () => {
    const data = form();
    expect(isSpam(data)).toBe(false);
    data.set(HONEYPOT_FIELD, "http://spam.example");
    expect(isSpam(data)).toBe(true);
  });
});

// The rules and delivery are a chunk of their own, downloaded on a visitor's first touch of a form; here they are
// loaded once up front, so a send waits only on its own promises.
beforeAll(async () => {
  await loadSubmitLogic();
});

describe("useFormSubmission timings", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("demo mode: submitting for 2 s, succeeded for 3 s, then idle and onReset", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const onReset = vi.fn();
    const { result } = renderHook(() => useFormSubmission({ endpoint: undefined, onReset }));
    await act(async () => void result.current.submit(new FormData()));
    expect(result.current.state.status).toBe("submitting");
    await act(() => vi.advanceTimersByTimeAsync(SIMULATED_DELAY_MS));
    expect(result.current.state.status).toBe("succeeded");
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DISPLAY_MS - 1));
    expect(result.current.state.status).toBe("succeeded");
    expect(onReset).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.state.status).toBe("idle");
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it("a filled honeypot is sent like any submission, for the receiver to keep in its spam tray", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useFormSubmission({ endpoint: "https://forms.example/f" }));
    const data = new FormData();
    data.set(HONEYPOT_FIELD, "bot");
    await act(async () => void result.current.submit(data));
    expect(result.current.state.status).toBe("succeeded");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1].body as FormData).get(HONEYPOT_FIELD)).toBe("bot");
    vi.unstubAllGlobals();
  });

  it("keepResult: the success stays, for a result screen in place of the form", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 201 })));
    const onReset = vi.fn();
    const { result } = renderHook(() =>
      useFormSubmission({ endpoint: "https://forms.example/f", onReset, keepResult: true }),
    );
    await act(async () => void result.current.submit(new FormData()));
    expect(result.current.state.status).toBe("succeeded");
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DISPLAY_MS * 2));
    expect(result.current.state.status).toBe("succeeded");
    expect(onReset).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("one submission in flight at a time", async () => {
    const fetchMock = vi.fn(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response("", { status: 200 })), 500)),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useFormSubmission({ endpoint: "https://forms.example/f" }));
    await act(async () => {
      void result.current.submit(new FormData());
      void result.current.submit(new FormData());
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.state.status).toBe("succeeded");
    vi.unstubAllGlobals();
  });
});

describe("ContactForm", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("empty submit shows each message under its field, tied by aria-describedby, and focuses the first", async () => {
    render(<ContactForm />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send Message" })));
    const name = screen.getByRole("textbox", { name: /^Name/ });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveAccessibleDescription("Phone is required");
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAccessibleDescription("Email is required");
    expect(screen.getByRole("textbox", { name: /^Message/ })).not.toHaveAttribute("aria-invalid");
    expect(name).toHaveFocus();
  });

  it("field errors in the inbox's refusal show under their fields, and focus goes to the retry", async () => {
    const refusal = { errors: { email: "Enter a valid email address" } };
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify(refusal), { status: 400, headers: { "content-type": "application/json" } }),
        ),
    );
    render(<ContactForm />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Priya" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Phone/ }), { target: { value: "+91 98480 12345" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "priya@example.com" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send Message" })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAccessibleDescription("Enter a valid email address");
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try sending again" })).toHaveFocus();
    vi.unstubAllGlobals();
  });

  it("idle → Sending... (disabled) → thank-you → empty form after 3 s, delivered to the lead inbox", async () => {
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(new Response('{"ok":true,"id":1}', { status: 201 })), 300),
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<ContactForm />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Priya" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Phone/ }), { target: { value: "+91 98480 12345" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "priya@example.com" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send Message" })));
    const sending = screen.getByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you! Your message has been received. Our team will reach out soon.",
    );
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe("/api/leads/contact");
    expect((init.body as FormData).get("noticeVersion")).toBe(site.privacy.noticeVersion);
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_DISPLAY_MS));
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    vi.unstubAllGlobals();
  });

  it("says what the data is for and how long it is kept, with the privacy notice, above the button", () => {
    render(<ContactForm />);
    const note = screen.getByText(/only to reply to your enquiry/);
    expect(note).toHaveTextContent(`keep them for ${site.privacy.retentionMonths.enquiries} months`);
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", pages.privacy.path);
    const button = screen.getByRole("button", { name: "Send Message" });
    expect(note.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("every text field carries its cap and required flag in the markup", () => {
    render(<ContactForm />);
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("maxlength", String(maxLengths.name));
    expect(screen.getByRole("textbox", { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: /^Message/ })).toHaveAttribute("maxlength", String(maxLengths.message));
  });
});

describe("field records (content/) and the forms built from them", () => {
  /** Names of the controls a visitor fills in, in document order (no hidden inputs, no spam trap). */
  const filledNames = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLInputElement>("input, select, textarea")]
      .filter((el) => el.type !== "hidden" && el.name !== HONEYPOT_FIELD)
      .map((el) => el.name);

  it("the contact record lists the rules' fields in their order, and the form renders exactly those", () => {
    expect(contactFieldsIn("en").map((f) => f.name)).toEqual(contactFieldOrder);
    const { container } = render(<ContactForm />);
    expect(filledNames(container)).toEqual(contactFieldOrder);
  });

  it("the application's records (the position, then the loop's fields) are the rules' fields, rendered in order", () => {
    const withoutConsent = applicationFieldOrder.filter((f) => f !== "consent");
    expect(applicationFieldsIn("en").map((f) => f.name)).toEqual(withoutConsent);
    const { container } = render(
      <ApplicationForm
        jobs={positionsOf(jobOpenings)}
        words={applicationWordsFor("en")}
        request={null}
        onDone={() => {}}
      />,
    );
    expect(filledNames(container)).toEqual(applicationFieldOrder);
  });

  it("each rendered field carries its record's label, hint and autocomplete", () => {
    render(
      <ApplicationForm
        jobs={positionsOf(jobOpenings)}
        words={applicationWordsFor("en")}
        request={null}
        onDone={() => {}}
      />,
    );
    const expected = applicationFieldsIn("en").find((f) => f.name === "currentSalary")!;
    const field = screen.getByRole("textbox", { name: new RegExp(`^${expected.label}`) });
    expect(field).toHaveAttribute("name", "currentSalary");
    expect(field).toHaveAccessibleDescription(expected.hint);
    expect(screen.getByRole("textbox", { name: /^Full name/ })).toHaveAttribute("autocomplete", "name");
    expect(screen.getByRole("spinbutton", { name: /^Experience \(years\)/ })).not.toHaveAttribute("maxlength");
  });
});
