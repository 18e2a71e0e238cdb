import { ElectronicsPage } from '../../features/electronics/components/electronics-page';

/** `/abby-electronics`: electronics cash-back and free recycling. */
export function AbbyElectronicsPage() {
  return <ElectronicsPage />;
}
