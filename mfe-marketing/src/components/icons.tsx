// The site's icons and its one brand mark live in @claims/ui; this area's components still import them from here.
export {
  AlertIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  BrandMark,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  DownloadIcon,
  ExternalIcon,
  GlobeIcon,
  MapPinIcon,
  MenuIcon,
  PhoneIcon,
  ShieldIcon,
  StarIcon,
} from '@claims/ui';
