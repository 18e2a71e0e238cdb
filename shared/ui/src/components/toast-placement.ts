/**
 * Where the site's toasts sit at the bottom of the screen instead of the top right (`Toaster`): below sonner's own
 * breakpoint, where it lays toasts across the screen. The global style keeps what takes the focus above them there.
 */
export const toastsAtBottomQuery = '(max-width: 599px)';
