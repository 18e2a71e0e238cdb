import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/providers/app-providers';
import { PageLayout } from '../src/pages/page-layout';

const renderPage = (ui: ReactElement) =>
  render(
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );

describe('PageLayout', () => {
  it('shows the title as the page’s one h1, the intro and the content, and the link back when given', () => {
    renderPage(
      <PageLayout
        title="Request a Demo"
        intro="See the claims platform."
        back={{ to: '/', label: 'Back to Home' }}
      >
        <p>Form</p>
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Demo' })).toBeInTheDocument();
    expect(screen.getByText('See the claims platform.')).toBeInTheDocument();
    expect(screen.getByText('Form')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('has no link back unless asked', () => {
    renderPage(<PageLayout title="Leads">content</PageLayout>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
