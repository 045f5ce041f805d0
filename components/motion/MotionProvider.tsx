"use client";
import { MotionConfig } from "framer-motion";

/** One MotionConfig for the whole site: framer-motion animations honour prefers-reduced-motion. */
export function MotionProvider({ children }: { children: React.ReactNode }) {
  return <MotionConfig reducedMotion="user">{children}</MotionConfig>;
}
