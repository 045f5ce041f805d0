import type { Industry } from "./types";

/** Industries the case studies are filtered by, in the order the filter lists them. */
export const industries: Industry[] = [
  { id: "food-and-beverage", label: "Food & beverage" },
  { id: "home-and-interiors", label: "Home & interiors" },
  { id: "fashion-and-retail", label: "Fashion & retail" },
  { id: "real-estate", label: "Real estate" },
  { id: "healthcare", label: "Healthcare" },
];
