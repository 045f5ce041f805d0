import { interfaceGlyphs, type InterfaceGlyph } from "./interfaceGlyphs";
import { Svg, type IconProps } from "./Svg";

/** A named interface icon: a line glyph at stroke 2, 20 px unless told. */
function lineIcon(glyph: InterfaceGlyph) {
  return function LineIcon({ size = 20, className }: IconProps) {
    return (
      <Svg size={size} className={className}>
        {interfaceGlyphs[glyph]}
      </Svg>
    );
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
/** The resume drop area's file-with-arrow. */
export const FileUploadIcon = lineIcon("fileUpload");

/** A form error's mark: a filled circle with a white exclamation (20 × 20 grid), 16 px unless told. */
export function AlertIcon({ size = 16, className }: IconProps) {
  return (
    <Svg size={size} className={className} viewBox="0 0 20 20" paint="own">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5.5v5.5M10 14v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

/** The opening quotation mark over a testimonial (48 × 40). */
export function QuoteMark({ className }: Omit<IconProps, "size">) {
  return (
    <Svg width={48} height={40} className={className} viewBox="0 0 48 40" paint="own">
      <path
        d="M0 40V24C0 10 6 2 18 0l2 6c-6 2-9 6-9 12h9v22Zm28 0V24c0-14 6-22 18-24l2 6c-6 2-9 6-9 12h9v22Z"
        fill="currentColor"
      />
    </Svg>
  );
}

/** The concentric rings behind the page hero (400 × 400, sized by CSS). */
export function HeroRings({ className }: Omit<IconProps, "size">) {
  return (
    <Svg className={className} viewBox="0 0 400 400" paint="own">
      <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.35" />
      <circle cx="200" cy="200" r="110" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.5" />
      <circle cx="200" cy="200" r="60" fill="none" stroke="currentColor" strokeWidth="1.5" opacity="0.7" />
      <circle cx="310" cy="88" r="10" fill="currentColor" />
      <circle cx="90" cy="300" r="6" fill="currentColor" opacity="0.7" />
    </Svg>
  );
}
