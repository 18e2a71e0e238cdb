import { TechWizard } from '../../features/technician/components/tech-wizard';

/** `/request-tech`: the technician visit wizard. */
export function RequestTechPage() {
  return <TechWizard />;
}
