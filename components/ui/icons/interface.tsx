import type { InterfaceGlyph } from "./interfaceGlyphs";
import { Svg, type IconProps } from "./Svg";

/** A named interface icon: a line glyph at stroke 2, 20 px unless told. */
function lineIcon(glyph: InterfaceGlyph) {
  return function LineIcon({ size = 20, className }: IconProps) {
    return <Svg glyph={glyph} size={size} className={className} />;
  };
}

export const ChevronDownIcon = lineIcon("chevronDown");
export const ChevronLeftIcon = lineIcon("chevronLeft");
export const ChevronRightIcon = lineIcon("chevronRight");
export const ArrowRightIcon = lineIcon("arrowRight");
export const MenuIcon = lineIcon("menu");
export const CloseIcon = lineIcon("close");
export const ChatIcon = lineIcon("chatDots");
export const RestartIcon = lineIcon("restart");
export const PhoneIcon = lineIcon("handset");
export const MailIcon = lineIcon("mail");
export const MapPinIcon = lineIcon("mapPin");
export const ClockIcon = lineIcon("clock");
export const CheckIcon = lineIcon("check");
export const SearchIcon = lineIcon("search");
export const MoonIcon = lineIcon("moon");
/** The resume drop area's file-with-arrow. */
export const FileUploadIcon = lineIcon("fileUpload");

/** A form error's mark: a filled circle with a white exclamation (20 × 20 grid), 16 px unless told. */
export function AlertIcon({ size = 16, className }: IconProps) {
  return <Svg glyph="alert" size={size} className={className} paint="own" />;
}

/** The opening quotation mark over a testimonial (48 × 40). */
export function QuoteMark({ className }: Omit<IconProps, "size">) {
  return <Svg glyph="quote" width={48} height={40} className={className} paint="own" />;
}
