import type { SocialPlatform } from "@/lib/content/types";
import { Svg, type IconProps } from "./Svg";

// Solid icons (fill = currentColor): media controls and brand marks.

// Controls of moving content (video, client strip, testimonials): 16 px unless told.
export const PauseIcon = ({ size = 16, className }: IconProps) => (
  <Svg glyph="pause" size={size} className={className} paint="fill" />
);
export const PlayIcon = ({ size = 16, className }: IconProps) => (
  <Svg glyph="play" size={size} className={className} paint="fill" />
);

export const WhatsAppIcon = ({ size = 20, className }: IconProps) => (
  <Svg glyph="whatsapp" size={size} className={className} paint="fill" />
);

export function SocialIcon({ platform, size = 20, className }: IconProps & { platform: SocialPlatform }) {
  return <Svg glyph={`social-${platform}`} size={size} className={className} paint="fill" />;
}
