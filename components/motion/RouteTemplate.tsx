import { FadeInObserver } from "@/components/motion/FadeInObserver";
import { PageTransition } from "@/components/motion/PageTransition";

// A template re-mounts on every navigation, which is what lets the page transition and the page's fade-ins
// start per route.
export function RouteTemplate({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageTransition>{children}</PageTransition>
      <FadeInObserver />
    </>
  );
}
