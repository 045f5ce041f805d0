import { themeScript } from "@/lib/theme";

/** The theme's first-paint script (lib/theme.ts), in <head> before anything paints. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
