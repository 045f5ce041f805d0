// The one icon module: every SVG icon on the site is drawn here (the brand mark, components/ui/Logo.tsx,
// aside). Icons are inline SVG through one wrapper (./Svg.tsx), decorative (aria-hidden, not focusable):
// the text, link or button beside them carries the name.
export {
  AlertIcon,
  ArrowRightIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  CloseIcon,
  FileUploadIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MoonIcon,
  PhoneIcon,
  QuoteMark,
  RestartIcon,
  SearchIcon,
} from "./interface";
export { PauseIcon, PlayIcon, SocialIcon, WhatsAppIcon } from "./brands";
export { HomeIcon, ServiceIcon, ValueIcon } from "./records";
