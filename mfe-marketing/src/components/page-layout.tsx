import { PageLayout as SharedPageLayout, type PageLayoutProps as SharedPageLayoutProps } from '@claims/ui';
import { paths } from '../config/paths';

export type PageLayoutProps = Omit<SharedPageLayoutProps, 'back'>;

/** A form page of this area: the shared page layout with Back to Home. */
export function PageLayout(props: PageLayoutProps) {
  return <SharedPageLayout back={{ to: paths.home, label: 'Back to Home' }} {...props} />;
}
