import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { LocaleCopyProvider } from "@/components/i18n/LocaleCopy";
import { localeCopyFor } from "@/components/i18n/localeCopy";
import { ThemeToggle } from "@/components/layout/ThemeToggle";
import { THEME_STORAGE_KEY, themeScript } from "@/lib/theme";

// The page's theme script, run as the browser runs it in <head>, with a dark theme remembered from a visit before.
beforeAll(() => {
  localStorage.setItem(THEME_STORAGE_KEY, "dark");
  new Function(themeScript)();
});

function renderToggle() {
  render(
    <LocaleCopyProvider copy={localeCopyFor("en")}>
      <ThemeToggle />
    </LocaleCopyProvider>,
  );
  return screen.getByRole("button", { name: "Dark theme" });
}

describe("the theme toggle", () => {
  it("starts in the remembered theme, pressed while dark shows", () => {
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(renderToggle()).toHaveAttribute("aria-pressed", "true");
  });

  it("switches the theme, says so, and remembers the choice", async () => {
    const toggle = renderToggle();
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });
});
