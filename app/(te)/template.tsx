import { RouteTemplate } from "@/components/motion/RouteTemplate";

// Re-mounts on every navigation (components/motion/RouteTemplate.tsx says why).
export default RouteTemplate;
