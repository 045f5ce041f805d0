import { act, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServedApplicationForm } from "@/components/careers/ApplicationFields";
import { formTouched } from "@/components/forms/formTouched";
import { jobOpenings } from "@/lib/content/jobs";
import { useChunk } from "@/components/hooks/useChunk";
import { loadOnce } from "@/lib/loadOnce";
import { loadOnceEach } from "@/lib/loadOnceEach";
import { applicationWordsFor, positionsOf } from "@/components/careers/applicationWordsFor";

// The forms' code that downloads on demand: the download helper, and the check that keeps a served form the
// visitor already filled in from being swapped for the running one.

describe("loadOnce", () => {
  it("shares one download between callers", async () => {
    const load = vi.fn(async () => "module");
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(["module", "module"]);
    expect(await get()).toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    expect(await get()).toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("loadOnceEach", () => {
  it("shares one download a key, and tries a failed key again", async () => {
    const load = vi.fn(async (locale: string) => `words.${locale}`);
    load.mockRejectedValueOnce(new Error("offline"));
    const get = loadOnceEach(load);
    await expect(get("te")).rejects.toThrow("offline");
    expect(await Promise.all([get("te"), get("te"), get("hi")])).toEqual(["words.te", "words.te", "words.hi"]);
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(["te", "te", "hi"]);
  });
});

describe("useChunk", () => {
  it("starts nothing until `when` turns true, then renders what the loader brings", async () => {
    const load = vi.fn(async () => "panel");
    const { result, rerender } = renderHook(({ when }) => useChunk(load, { when }), {
      initialProps: { when: false },
    });
    expect(result.current.chunk).toEqual({ state: "idle" });
    expect(load).not.toHaveBeenCalled();
    rerender({ when: true });
    await waitFor(() => expect(result.current.chunk).toEqual({ state: "ready", loaded: "panel" }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps a failed download a state, and `retry` tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("map");
    const { result } = renderHook(() => useChunk(load));
    await waitFor(() => expect(result.current.chunk).toEqual({ state: "failed" }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.chunk).toEqual({ state: "ready", loaded: "map" }));
  });
});

describe("formTouched, on the application as the server serves it", () => {
  const served = () => {
    const { unmount } = render(
      <ServedApplicationForm jobs={positionsOf(jobOpenings)} words={applicationWordsFor("en")} />,
    );
    return { form: screen.getByRole("form", { name: "Job Application" }) as HTMLFormElement, unmount };
  };

  it("is false for the form as served (hidden values and the preselected position do not count)", () => {
    expect(formTouched(served().form)).toBe(false);
  });

  it("is true once a visitor typed, ticked, chose another position or attached a file", () => {
    const edits: (() => void)[] = [
      () => fireEvent.change(screen.getByRole("textbox", { name: /^Full name/ }), { target: { value: "Ravi" } }),
      () => fireEvent.click(screen.getByRole("checkbox", { name: /^I agree that/ })),
      () =>
        fireEvent.change(screen.getByRole("combobox", { name: /^Position/ }), {
          target: { value: jobOpenings[1]!.title },
        }),
      () =>
        fireEvent.change(screen.getByLabelText(/^Resume/), {
          target: { files: [new File(["%PDF"], "cv.pdf", { type: "application/pdf" })] },
        }),
    ];
    for (const edit of edits) {
      const { form, unmount } = served();
      edit();
      expect(formTouched(form)).toBe(true);
      unmount();
    }
  });

  it("is a plain HTML form: posts multipart to the lead inbox, with the browser's own checks", () => {
    const { form } = served();
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form).toHaveAttribute("action", "/api/leads/application");
    expect(form).not.toHaveAttribute("novalidate");
  });
});
