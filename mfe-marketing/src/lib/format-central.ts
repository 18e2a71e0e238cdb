// One formatter for every admin screen's moments, shared with the other areas' outbox screens.
export { formatCentral } from '@claims/ui';
