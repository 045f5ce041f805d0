/** True once a visitor has typed, ticked, chosen or attached anything in the form. */
export function formTouched(form: HTMLFormElement): boolean {
  return [...form.elements].some((el) => {
    if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
    if (el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue;
    if (!(el instanceof HTMLInputElement) || el.type === "hidden") return false;
    if (el.type === "checkbox" || el.type === "radio") return el.checked !== el.defaultChecked;
    if (el.type === "file") return (el.files?.length ?? 0) > 0;
    return el.value !== el.defaultValue;
  });
}
