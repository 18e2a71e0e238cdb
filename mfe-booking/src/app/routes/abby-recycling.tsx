import { RecyclingWizard } from '../../features/recycling/components/recycling-wizard';

/** `/abby-recycling`: the recycling pickup wizard. */
export function AbbyRecyclingPage() {
  return <RecyclingWizard />;
}
