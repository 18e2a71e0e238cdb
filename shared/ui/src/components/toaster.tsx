import { Toaster as SonnerToaster, toast, type ToasterProps } from 'sonner';

/**
 * The site's toasts. Each remote renders one <Toaster /> next to its routes: sonner is not a shared module,
 * so a toast is shown by the Toaster bundled with the code that raised it.
 */
export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      duration={5000}
      // Below the sticky header, so a toast never hides the navigation.
      offset={{ top: 80, right: 24 }}
      mobileOffset={{ top: 72, right: 12, left: 12 }}
      {...props}
    />
  );
}

export { toast };
