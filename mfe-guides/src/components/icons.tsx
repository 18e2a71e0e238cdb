// The site's icons live in @claims/ui; this area's components still import them from here.
export { ArrowLeftIcon, ClockIcon, EyeIcon, HeartIcon, PlusIcon, SearchIcon, WrenchIcon } from '@claims/ui';
