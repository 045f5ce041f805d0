import { originFields } from "@/lib/forms/origin";
import { visitOrigin } from "@/lib/measurement/visit";
import { DELIVERY_TIMEOUT_MS, SIMULATED_DELAY_MS, type FailureReason } from "./machine";

// Delivery of a form's FormData to its endpoint (the agency's lead inbox, or an external form backend).

/** The outcome, with the endpoint's JSON answer when it gave one (the booking API's booking, field errors…). */
export type DeliveryResult =
  { ok: true; answer?: unknown } | { ok: false; reason: FailureReason; httpStatus?: number; answer?: unknown };

/** The answer's JSON body, when it is JSON. */
async function answerOf(response: Response): Promise<unknown> {
  if (!response.headers.get("content-type")?.includes("json")) return undefined;
  return response.json().catch(() => undefined);
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What the FormData holds, for the console (files by name and size). */
function describe(data: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  data.forEach((value, key) => {
    out[key] = typeof value === "string" ? value : `${value.name} (${value.size} bytes)`;
  });
  return out;
}

/**
 * POST the form as multipart/form-data with Accept: application/json. Success only on a 2xx answer;
 * a network error, a 4xx/5xx or no answer in time is a failure with its reason.
 */
export async function deliver(
  endpoint: string | undefined,
  data: FormData,
  {
    timeoutMs = DELIVERY_TIMEOUT_MS,
    simulatedDelayMs = SIMULATED_DELAY_MS,
  }: { timeoutMs?: number; simulatedDelayMs?: number } = {},
): Promise<DeliveryResult> {
  // Where this visit came from, for the agency's own inbox only (an external backend hears nothing of it).
  const visit = visitOrigin();
  if (visit && endpoint?.startsWith("/")) for (const [name, value] of originFields(visit)) data.set(name, value);
  if (!endpoint) {
    // Demo mode (NEXT_PUBLIC_FORMS=demo, announced by the build): log, wait, report success, sending nothing (docs/decisions.md).
    console.info("Demo mode: submission not sent:", describe(data));
    await wait(simulatedDelayMs);
    return { ok: true };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body: data,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    const answer = await answerOf(response);
    if (response.ok) return answer === undefined ? { ok: true } : { ok: true, answer };
    return { ok: false, reason: "http", httpStatus: response.status, ...(answer === undefined ? {} : { answer }) };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: "timeout" };
    console.error("Form delivery failed:", error);
    return { ok: false, reason: "network" };
  } finally {
    clearTimeout(timer);
  }
}
