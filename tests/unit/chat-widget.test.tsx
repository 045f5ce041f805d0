import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ChatPanel from "@/components/chat/ChatPanel";
import { ChatLauncher } from "@/components/chat/ChatLauncher";
import { loadChatLanguage } from "@/components/chat/chatLanguages";
import { site } from "@/lib/content/site";
import { LocaleCopyProvider } from "@/components/i18n/LocaleCopy";
import { localeCopyFor } from "@/components/i18n/localeCopy";

vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const english = await loadChatLanguage("en");

beforeEach(() => sessionStorage.clear());

describe("ChatLauncher", () => {
  it("opens the panel at start, and Escape closes it and returns focus to the launcher", async () => {
    const user = userEvent.setup();
    render(
      <LocaleCopyProvider copy={localeCopyFor("en")}>
        <ChatLauncher />
      </LocaleCopyProvider>,
    );
    const launcher = screen.getByRole("button", { name: "Chat assistant" });
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(launcher);
    const dialog = await screen.findByRole("dialog", { name: `${site.name} assistant` });
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    expect(dialog).not.toHaveAttribute("aria-modal");
    expect(dialog).toHaveFocus();
    expect(within(screen.getByRole("log")).getByText(/What would you like to know\?/)).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(launcher).toHaveFocus();
  });
});

describe("ChatPanel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the choice, a typing status and disabled options, then the reply 600 ms later", () => {
    render(<ChatPanel id="p" locale="en" language={english} open onClose={() => {}} onDismiss={() => {}} />);
    const log = screen.getByRole("log");
    const options = screen.getByRole("group", { name: "Choose a reply" });
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();

    fireEvent.click(within(options).getByRole("button", { name: "Contact Info" }));
    const items = within(log).getAllByRole("listitem");
    expect(items.at(-1)).toHaveTextContent("You: Contact Info");
    expect(status).toHaveTextContent(`${site.name} is typing`);
    for (const b of within(options).getAllByRole("button")) expect(b).toHaveAttribute("aria-disabled", "true");

    // A second choice while pending is ignored.
    fireEvent.click(within(options).getByRole("button", { name: "Careers" }));
    expect(within(log).getAllByRole("listitem")).toHaveLength(2);

    act(() => vi.advanceTimersByTime(599));
    expect(within(log).queryByText(site.hours.chat, { exact: false })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    expect(within(log).getByText(`We reply on chat and phone ${site.hours.chat}.`)).toBeInTheDocument();
    expect(within(log).getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    expect(within(log).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(
      within(options)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Get a Quote", "Main Menu"]);
    for (const b of within(options).getAllByRole("button")) expect(b).not.toHaveAttribute("aria-disabled");
  });

  it("does not move focus when the reply arrives, and restart returns to start", () => {
    render(
      <>
        <button type="button">elsewhere</button>
        <ChatPanel id="p" locale="en" language={english} open onClose={() => {}} onDismiss={() => {}} />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Our Services" }));
    const elsewhere = screen.getByRole("button", { name: "elsewhere" });
    elsewhere.focus();
    act(() => vi.advanceTimersByTime(600));
    expect(elsewhere).toHaveFocus();
    expect(screen.getByRole("button", { name: "Web/App Development" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Restart conversation" }));
    expect(screen.getByRole("log").querySelectorAll(":scope > ol > li")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Our Services" })).toBeInTheDocument();
  });

  it("keeps a keyboard user on the options after their choice is answered", () => {
    render(<ChatPanel id="p" locale="en" language={english} open onClose={() => {}} onDismiss={() => {}} />);
    const option = screen.getByRole("button", { name: "Our Services" });
    option.focus();
    fireEvent.click(option);
    expect(option).toHaveFocus();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole("button", { name: "Branding" })).toHaveFocus();
  });
});
