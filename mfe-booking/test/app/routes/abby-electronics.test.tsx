import { screen } from '@testing-library/react';
import { cleanUpArea, renderArea } from '@claims/ui/testing';
import BookingRoutes from '../../../src/app/routes';

afterEach(cleanUpArea);

describe('/abby-electronics', () => {
  it('offers cash and free recycling, lists the process and the trust badges, and leads to the pickup wizard or the phone', async () => {
    await renderArea(BookingRoutes, '/abby-electronics');
    expect(screen.getByRole('heading', { level: 1, name: 'Cash for Your Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Working electronics/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Non-working electronics/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(12);
    for (const badge of ['R2 Certified', 'Secure Wipe', 'Since 2010']) {
      expect(screen.getByRole('heading', { name: new RegExp(badge) })).toBeInTheDocument();
    }
    for (const link of screen.getAllByRole('link', { name: 'Schedule a Pickup' })) {
      expect(link).toHaveAttribute('href', '/abby-recycling');
    }
    expect(screen.getByRole('link', { name: 'Call the Shop' })).toHaveAttribute('href', 'tel:+18175550142');
  });
});
