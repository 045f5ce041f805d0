// A salary range written with a hyphen ("45,000-65,000"), derived from the numbers the structured data uses.

const rupees = (n: number) => n.toLocaleString("en-IN");

export function salaryRangeText(range: { min: number; max: number }): string {
  return `${rupees(range.min)}-${rupees(range.max)}`;
}
