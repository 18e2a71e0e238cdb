export { theme, focusRing, badgeTones, type Theme, type BadgeTone } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
export {
  Button,
  ButtonLink,
  ButtonAnchor,
  buttonStyles,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/button';
export { Spinner } from './components/spinner';
export { Card } from './components/card';
export { TermList } from './components/term-list';
export { Badge, type BadgeProps } from './components/badge';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabProps,
  type TabPanelProps,
} from './components/tabs';
export { Field, Label, FieldError, useFieldControl, type FieldProps } from './components/field';
export {
  TextInput,
  Select,
  Textarea,
  Checkbox,
  pasteCutMessage,
  type TextInputProps,
  type SelectProps,
  type TextareaProps,
  type CheckboxProps,
} from './components/inputs';
export { Dialog, type DialogProps } from './components/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  Skeleton,
  EmptyState,
  ErrorPanel,
  FormAlert,
  SlowLoadingNotice,
  slowLoadingMessage,
  type SkeletonProps,
  type EmptyStateProps,
  type ErrorPanelProps,
} from './components/feedback';
export {
  Container,
  Stack,
  VisuallyHidden,
  WordFromSmallScreens,
  WordFromWidePhones,
  type StackProps,
} from './components/layout';
export { Toaster, toast } from './components/toaster';
export { DataTable, stickyFirstColumnOnPhones, TableScroller } from './components/data-table';
export {
  EmailOutbox,
  emailOutboxQueryOptions,
  emailOutboxShown,
  useEmailOutbox,
  type EmailOutboxProps,
} from './components/email-outbox';
export { formatCentral } from './format/format-central';
export { signedOutNotice, UserMenu, useSignOutTo, type UserMenuProps } from './components/user-menu';
export { NotFoundPage } from './pages/not-found-page';
export { mountStandalone, type StandaloneOptions } from './standalone/mount-standalone';
export {
  AlertIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  BrandMark,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  DownloadIcon,
  ExternalIcon,
  EyeIcon,
  GlobeIcon,
  HeartIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MicroblogIcon,
  PhoneIcon,
  PlusIcon,
  ProfessionalNetworkIcon,
  SearchIcon,
  ShieldIcon,
  StarIcon,
  WrenchIcon,
  type IconProps,
} from './icons/icons';
export { useDisclosure, type DisclosureOptions } from './hooks/use-disclosure';
export { useScrollToHash } from './hooks/use-scroll-to-hash';
export { useInfiniteScroll } from './hooks/use-infinite-scroll';
export { leaveArrivalNotice, useArrivalNotice } from './hooks/use-arrival-notice';
export { useBackTo, type BackMove } from './hooks/use-back-to';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useProgressiveCount, type ProgressiveCountOptions } from './hooks/use-progressive-count';
export { ProgressiveRest } from './components/progressive-rest';
export { applyServerFieldErrors, type SetFieldError } from './forms/server-field-errors';
export { lazyResolver, usePreloadOnFirstUse, type LazyResolver } from './forms/lazy-resolver';
export { fieldChecks, formValidationTiming, type CheckableForm } from './forms/validation-timing';
export { PageLayout, type PageLayoutProps } from './pages/page-layout';
export { focusPageContent, pageContentId } from './components/page-content';
