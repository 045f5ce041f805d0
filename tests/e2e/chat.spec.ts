import { BOOKING_PATH } from "@/lib/paths";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { chatIn } from "@/lib/content/chat";
import type { Locale } from "@/lib/locales";
import type { ChatBlock, ChatNodeId, ChatOption } from "@/lib/chatCopy";
import { controlsIn } from "@/lib/content/controls";
import { localeInfo } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { blockTexts, CHAT_REPLY_DELAY_MS } from "@/lib/chat";
import { expectNoAxeViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console";
import { pageHydrated } from "./support/settled";
import { viewports } from "./support/routes";

const teluguLauncher = controlsIn("te").chatLauncherLabel;
const hindiLauncher = controlsIn("hi").chatLauncherLabel;
const { assistant: chatAssistant, tree: chatTree } = chatIn("en");
/** A language's chat as its module used to export it: the panel's words and the tree. */
const chatOf = (locale: Locale) => ({ chatAssistant: chatIn(locale).assistant, chatTree: chatIn(locale).tree });
const [teluguChat, hindiChat] = [chatOf("te"), chatOf("hi")];

// The walk is generated from the tree: every option of every node is chosen at least once, so a new node or
// option in content/chat/chat.en.yml is covered without editing this file.

const nodeIds = Object.keys(chatTree) as ChatNodeId[];

/** The shortest list of choices from start to each node. */
function routesFromStart(): Map<ChatNodeId, ChatOption[]> {
  const paths = new Map<ChatNodeId, ChatOption[]>([["start", []]]);
  const queue: ChatNodeId[] = ["start"];
  while (queue.length) {
    const id = queue.shift()!;
    for (const option of chatTree[id].options) {
      if (paths.has(option.next)) continue;
      paths.set(option.next, [...paths.get(id)!, option]);
      queue.push(option.next);
    }
  }
  return paths;
}
const routeTo = routesFromStart();

/**
 * The choices of one conversation from start that takes every option of every node at least once: where the
 * current node has an option not yet taken, take it; otherwise go the shortest way to the nearest node that has
 * one (the tree's own links back, such as the main menu, make every node reachable from every other).
 */
function everyOptionInOneConversation(): ChatOption[] {
  const key = (node: ChatNodeId, option: ChatOption) => `${node} > ${option.label}`;
  const untaken = new Set(nodeIds.flatMap((id) => chatTree[id].options.map((o) => key(id, o))));
  const hasUntaken = (id: ChatNodeId) => chatTree[id].options.some((o) => untaken.has(key(id, o)));
  const steps: ChatOption[] = [];
  let at: ChatNodeId = "start";
  const take = (option: ChatOption) => {
    untaken.delete(key(at, option));
    steps.push(option);
    at = option.next;
  };
  while (untaken.size > 0) {
    const fresh = chatTree[at].options.find((o) => untaken.has(key(at, o)));
    if (fresh) {
      take(fresh);
      continue;
    }
    const cameFrom = new Map<ChatNodeId, { from: ChatNodeId; option: ChatOption }>();
    const queue: ChatNodeId[] = [at];
    let target: ChatNodeId | undefined;
    while (queue.length > 0 && !target) {
      const id = queue.shift()!;
      for (const option of chatTree[id].options) {
        if (option.next === at || cameFrom.has(option.next)) continue;
        cameFrom.set(option.next, { from: id, option });
        if (hasUntaken(option.next)) {
          target = option.next;
          break;
        }
        queue.push(option.next);
      }
    }
    if (!target) throw new Error(`the chat tree has no way from "${at}" to its untaken options: ${[...untaken]}`);
    const way: ChatOption[] = [];
    for (let id = target; id !== at; id = cameFrom.get(id)!.from) way.unshift(cameFrom.get(id)!.option);
    for (const option of way) take(option);
  }
  return steps;
}

const launcherOf = (page: Page) => page.getByRole("button", { name: "Chat assistant", exact: true });
const dialogOf = (page: Page) => page.getByRole("dialog", { name: chatAssistant.title });
const messagesOf = (dialog: Locator) => dialog.getByRole("log").locator(":scope > ol > li");
const optionsOf = (dialog: Locator) => dialog.getByRole("group", { name: "Choose a reply" }).getByRole("button");

async function openChat(page: Page): Promise<Locator> {
  await launcherOf(page).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectBotMessage(message: Locator, node: ChatNodeId) {
  await expect(message).toHaveAttribute("data-from", "bot");
  for (const text of blockTexts(chatTree[node].message)) await expect(message).toContainText(text);
}

/** Choose an option and check the user message, the typing status, then the bot's reply and new options. */
async function choose(dialog: Locator, option: ChatOption, how: "click" | "keyboard" = "click") {
  const messages = messagesOf(dialog);
  const before = await messages.count();
  const button = dialog
    .getByRole("group", { name: "Choose a reply" })
    .getByRole("button", { name: option.label, exact: true });
  if (how === "click") await button.click();
  else await button.press("Enter");
  await expect(messages.nth(before)).toHaveText(`You: ${option.label}`);
  await expect(messages.nth(before)).toHaveAttribute("data-from", "user");
  // Every test here runs on the installed clock: the reply's delay (timed exactly in its own test) is skipped.
  await dialog.page().clock.fastForward(CHAT_REPLY_DELAY_MS);
  await expectBotMessage(messages.nth(before + 1), option.next);
  await expect(messages).toHaveCount(before + 2);
  await expect(dialog.getByRole("status")).toBeEmpty();
  await expect(optionsOf(dialog)).toHaveText(chatTree[option.next].options.map((o) => o.label));
}

// The page's timers run on Playwright's clock, which keeps time as usual until a test moves it.
test.beforeEach(({ page }) => page.clock.install());

test.describe("chat assistant: every path of the tree", () => {
  test.use({ viewport: viewports.desktop });

  test("every option of every node shows the user's choice and the right reply, in one conversation", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await pageHydrated(page);
    const dialog = await openChat(page);
    for (const option of everyOptionInOneConversation()) await choose(dialog, option);
    // And Restart begins again from the start.
    await dialog.getByRole("button", { name: "Restart conversation" }).click();
    await expect(messagesOf(dialog)).toHaveCount(1);
    await expectBotMessage(messagesOf(dialog).first(), "start");
    await expect(optionsOf(dialog)).toHaveText(chatTree.start.options.map((o) => o.label));
    expect(errors).toEqual([]);
  });
});

test.describe("chat assistant widget", () => {
  test.use({ viewport: viewports.desktop });

  test("typing status and disabled options for 600 ms while a reply is pending", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const dialog = await openChat(page);
    await expect(optionsOf(dialog)).toHaveText(chatTree.start.options.map((o) => o.label));
    await page.clock.pauseAt(Date.now() + 60_000);
    await optionsOf(dialog).filter({ hasText: "Pricing & Timeline" }).click();
    await expect(messagesOf(dialog)).toHaveCount(2);
    await expect(dialog.getByRole("status")).toContainText(`${site.name} is typing`);
    for (const button of await optionsOf(dialog).all()) await expect(button).toBeDisabled();
    // A second choice while pending is ignored.
    await optionsOf(dialog).filter({ hasText: "Careers" }).click({ force: true });
    await page.clock.runFor(599);
    await expect(messagesOf(dialog)).toHaveCount(2);
    await page.clock.runFor(1);
    await expectBotMessage(messagesOf(dialog).nth(2), "pricing");
    await expect(messagesOf(dialog)).toHaveCount(3);
    await expect(dialog.getByRole("status")).toBeEmpty();
    for (const button of await optionsOf(dialog).all()) await expect(button).toBeEnabled();
  });

  test("the log is at most 450 px tall and scrolled to the newest message", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const dialog = await openChat(page);
    const log = dialog.getByRole("log");
    await expect(log).toHaveCSS("max-height", "450px");
    for (const step of [...routeTo.get("webdev")!, { label: "Pricing & Timeline", next: "pricing" as const }]) {
      await choose(dialog, step);
    }
    const box = await log.evaluate((el) => ({ top: el.scrollTop, client: el.clientHeight, height: el.scrollHeight }));
    expect(box.client).toBeLessThanOrEqual(450);
    expect(box.height).toBeGreaterThan(box.client);
    expect(box.top + box.client).toBeGreaterThanOrEqual(box.height - 1);
    await expect(messagesOf(dialog).last()).toBeInViewport();
  });

  test("Get a Quote after asking about branding opens the enquiry form with Branding chosen", async ({ page }) => {
    await page.goto("/about");
    await pageHydrated(page);
    const dialog = await openChat(page);
    await choose(dialog, { label: "Our Services", next: "services" });
    await choose(dialog, { label: "Branding", next: "branding" });
    await choose(dialog, { label: "Get a Quote", next: "quote" });
    await messagesOf(dialog).last().getByRole("link", { name: "Open the enquiry form" }).click();
    await expect(page).toHaveURL(/\/contact\?service=branding#contact-form$/);
    await expect(page.getByRole("combobox", { name: /^Service/ })).toHaveValue("Branding");
  });

  test("phone and e-mail in replies are tel: and mailto: links", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const dialog = await openChat(page);
    await choose(dialog, { label: "Contact Info", next: "contact" });
    const reply = messagesOf(dialog).last();
    await expect(reply.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(reply.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(reply.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy");
    // WhatsApp, the channel most businesses here answer first, with a message ready to send.
    const whatsapp = new URL((await reply.getByRole("link", { name: "send us a message" }).getAttribute("href"))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${site.phone.e164.replace(/\D/g, "")}`);
    expect(whatsapp.searchParams.get("text")).toBe(whatsappMessagesIn("en").general);
  });

  test("keyboard: Tab to the launcher, Enter opens, Tab to the options, Enter chooses, Escape closes", async ({
    page,
  }) => {
    await page.goto("/");
    await pageHydrated(page);
    const launcher = launcherOf(page);
    const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 120 && !(await isFocused(launcher)); i++) await page.keyboard.press("Tab");
    await expect(launcher).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");

    const first = optionsOf(dialog).first();
    for (let i = 0; i < 10 && !(await isFocused(first)); i++) await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(first).toHaveText("Our Services");
    await choose(dialog, chatTree.start.options[0]!, "keyboard");
    // After the reply the keyboard user is on the new options and can go on.
    await expect(optionsOf(dialog).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expectBotMessage(messagesOf(dialog).nth(4), chatTree.services.options[0]!.next);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");

    // Reopening keeps the conversation; the close button also returns focus.
    await page.keyboard.press("Enter");
    await expect(messagesOf(dialog)).toHaveCount(5);
    await dialog.getByRole("button", { name: "Close chat" }).click();
    await expect(launcher).toBeFocused();
  });

  test("on desktop the panel is non-modal: the page stays usable and the panel stays open", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const dialog = await openChat(page);
    await expect(dialog).not.toHaveAttribute("aria-modal", "true");
    const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" });
    await home.focus();
    await expect(home).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test("the conversation survives client-side navigation and a full reload", async ({ page }) => {
    // (Not from the 404 page: it has its own root layout, so leaving it is a full load.)
    await page.goto("/about");
    await pageHydrated(page);
    const dialog = await openChat(page);
    await choose(dialog, { label: "How We Work", next: "process" });
    // The header logo is a client-side link; the root layout (and the open panel) stays mounted.
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${site.name} — home` })
      .click();
    await expect(page).toHaveURL("/");
    await expect(dialog).toBeVisible();
    await expect(messagesOf(dialog)).toHaveCount(3);
    await expectBotMessage(messagesOf(dialog).last(), "process");

    await page.reload();
    await expect(dialogOf(page)).toBeHidden();
    const reopened = await openChat(page);
    await expect(messagesOf(reopened)).toHaveCount(3);
    await expectBotMessage(messagesOf(reopened).last(), "process");
    await expect(optionsOf(reopened)).toHaveText(chatTree.process.options.map((o) => o.label));
  });
});

test.describe("chat assistant accessibility gate", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`no axe violations with the panel open, before and after a reply, at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await pageHydrated(page);
      const dialog = await openChat(page);
      await expectNoAxeViolations(page);
      await choose(dialog, { label: "Contact Info", next: "contact" });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("chat assistant on a phone", () => {
  test.use({ viewport: viewports.phone });

  test("a full-width sheet at the bottom of the screen; moving focus to the page closes it so the focused element is not hidden", async ({
    page,
  }) => {
    await page.goto("/");
    await pageHydrated(page);
    const dialog = await openChat(page);
    await choose(dialog, { label: "How We Work", next: "process" });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(viewports.phone.width);
    expect(box.y + box.height).toBeCloseTo(viewports.phone.height, 0);
    await dialog.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog).toBeHidden();
    const focused = page.locator(":focus");
    await expect(focused).toBeInViewport();
    const uncovered = await focused.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    });
    expect(uncovered, "the focused element is not covered by the chat sheet").toBe(true);
    // The conversation is kept for the next open.
    await openChat(page);
    await expect(messagesOf(dialog)).toHaveCount(3);
  });
});

/** The words of the link to `href` in a message. */
function linkText(blocks: ChatBlock[], href: string): string {
  const found = JSON.stringify(blocks).match(new RegExp(`\\{"text":"([^"]+)","href":"${href}"\\}`));
  if (!found) throw new Error(`no link to ${href}`);
  return found[1]!;
}

test.describe("chat assistant in Telugu and Hindi", () => {
  test.use({ viewport: viewports.desktop });
  const languages = [
    { locale: "te", chat: teluguChat, launcher: teluguLauncher, script: /[\u0c00-\u0c7f]/ },
    { locale: "hi", chat: hindiChat, launcher: hindiLauncher, script: /[\u0900-\u097f]/ },
  ] as const;

  for (const { locale, chat, launcher, script } of languages) {
    const { prefix, htmlLang } = localeInfo[locale];
    test(`on ${prefix}, the chat answers in the page's language and its links stay in it where they can`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(prefix);
      // The launcher is rendered once the page has hydrated.
      const button = page.getByRole("button", { name: launcher, exact: true });
      await expect(button).toBeVisible();
      await expect(button).not.toHaveAttribute("lang");
      await button.click();
      const dialog = page.getByRole("dialog", { name: chat.chatAssistant.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("lang", htmlLang);

      // The greeting and the options, in the language's own script.
      const messages = messagesOf(dialog);
      for (const text of blockTexts(chat.chatTree.start.message)) {
        expect(text).toMatch(script);
        await expect(messages.first()).toContainText(text);
      }
      const options = dialog.getByRole("group", { name: chat.chatAssistant.optionsLabel }).getByRole("button");
      await expect(options).toHaveText(chat.chatTree.start.options.map((o) => o.label));

      /** Choose an option: the visitor's words, then the reply in the language. */
      const take = async (option: ChatOption) => {
        expect(option.label).toMatch(script);
        const before = await messages.count();
        await options.filter({ hasText: option.label }).click();
        await expect(messages.nth(before)).toHaveText(`${chat.chatAssistant.userName}: ${option.label}`);
        await page.clock.fastForward(CHAT_REPLY_DELAY_MS);
        for (const text of blockTexts(chat.chatTree[option.next].message))
          await expect(messages.nth(before + 1)).toContainText(text);
      };

      // The privacy notice and the booking page exist in the language, so their links stay in it.
      const { start, contact, services, branding } = chat.chatTree;
      await take(start.options[2]!);
      const privacy = messages.last().getByRole("link", { name: linkText(contact.message, "/privacy") });
      await expect(privacy).toHaveAttribute("href", `${prefix}/privacy`);
      await expect(privacy).not.toHaveAttribute("hreflang");
      const booking = messages.last().getByRole("link", { name: linkText(contact.message, BOOKING_PATH) });
      await expect(booking).toHaveAttribute("href", `${prefix}${BOOKING_PATH}`);
      await expect(booking).not.toHaveAttribute("hreflang");
      await expectNoAxeViolations(page);

      // Back to the menu, services, the first service, then a quote: the form opens on this language's contact page.
      for (const option of [contact.options[1]!, start.options[0]!, services.options[0]!, branding.options[0]!])
        await take(option);
      const form = messages
        .last()
        .getByRole("link", { name: linkText(chat.chatTree.quote.message, "/contact#contact-form") });
      await expect(form).not.toHaveAttribute("hreflang");
      await form.click();
      await expect(page).toHaveURL(`${prefix}/contact?service=branding#contact-form`);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      expect(errors).toEqual([]);
    });
  }
});
