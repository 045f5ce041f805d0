/** Fill "{label} Case Studies" style copy from content records: fill(template, { label: "SEO" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
