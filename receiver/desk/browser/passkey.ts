// The desk's only script: the passkey ceremonies, which browsers offer to JavaScript alone. Every other page
// works without it. Compiled to desk-assets/passkey.js by scripts/build-server.ts.
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

async function postJson(url: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof answer.error === "string" ? answer.error : "The desk refused the request.");
  return answer;
}

for (const button of document.querySelectorAll<HTMLButtonElement>("[data-passkey]")) {
  const status = document.querySelector<HTMLElement>("[data-passkey-status]");
  button.addEventListener("click", async () => {
    const base = button.dataset.base!;
    button.disabled = true;
    if (status) status.textContent = "Waiting for your passkey…";
    try {
      const { options } = await postJson(`${base}/options`);
      const response =
        button.dataset.passkey === "register"
          ? await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"] })
          : await startAuthentication({
              optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
            });
      const { next } = await postJson(`${base}/verify`, response);
      window.location.assign(typeof next === "string" ? next : "/desk/");
    } catch (error) {
      if (status) status.textContent = error instanceof Error ? error.message : "That did not work; try again.";
      button.disabled = false;
    }
  });
}
