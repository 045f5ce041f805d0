/** Join class names, skipping empty ones: cx(styles.a, on && styles.b, className). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
