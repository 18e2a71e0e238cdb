import { cleanUpArea, renderArea } from '@claims/ui/testing';
import { screen } from '@testing-library/react';
import { CaseFirstScreen } from '../../src/features/case-detail/components/case-first-screen';
import { caseDetail } from '../support/case-fixtures';

afterEach(cleanUpArea);

it('says the live badge is connecting while the page loads, not that live updates are off', async () => {
  await renderArea(() => <CaseFirstScreen caseDetail={caseDetail({ status: 'pending' })} />, '/');
  expect(screen.getByRole('heading', { level: 1, name: 'CA-2026-000123' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Connecting…');
});
