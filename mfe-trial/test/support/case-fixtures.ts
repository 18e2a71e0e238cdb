import type { CaseDetail, CaseListResponse, CaseSummary, PartsOrder, Session } from '@claims/contracts';
import type { ApiHandlers } from '@claims/ui/testing';
import { meFor } from './session-fixtures';

export function caseSummary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: '6650f0c2a1b2c3d4e5f6a001',
    caseNumber: 'CA-2026-000123',
    status: 'pending',
    deviceType: 'Refrigerator',
    modelNumber: 'WRF555SDFZ',
    serialNumber: 'K41503219',
    issueDescription: 'Not cooling in the fresh-food section',
    createdAt: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

export function casePage(items: CaseSummary[], nextCursor: string | null = null): CaseListResponse {
  return { items, nextCursor };
}

export function caseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...caseSummary(),
    serialNumber: 'K41503219',
    customerId: '65f1c0ffee0000000000abcd',
    techId: null,
    insuranceId: null,
    customer: { id: '65f1c0ffee0000000000abcd', fullName: 'Ann Lee', email: 'ann@example.com' },
    tech: null,
    insurance: null,
    photos: [],
    history: [
      {
        kind: 'status',
        status: 'pending',
        at: '2026-03-02T15:30:00.000Z',
        byUserId: '65f1c0ffee0000000000abcd',
        byName: 'Ann Lee',
      },
    ],
    allowedMoves: ['cancelled'],
    updatedAt: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

/** A pending order of one water filter for case 6650f0c2a1b2c3d4e5f6a001, placed by Tina Tech. */
export function partsOrder(overrides: Partial<PartsOrder> = {}): PartsOrder {
  return {
    id: '6650f0c2a1b2c3d4e5f6b001',
    caseId: '6650f0c2a1b2c3d4e5f6a001',
    parts: [{ partId: 'p1', name: 'Water Filter', partNumber: 'WF-1', quantity: 1, unitPriceCents: 2499 }],
    totalCents: 2499,
    status: 'pending',
    estimatedDelivery: '2026-03-05',
    orderedBy: '65f1c0ffee0000000000beef',
    orderedByName: 'Tina Tech',
    createdAt: '2026-03-02T15:30:00.000Z',
    updatedAt: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

/** What the dashboard asks for: the profile, the first page of cases (one case) and the count of active cases. */
export function dashboardApi(session: Session): ApiHandlers {
  return {
    'GET /api/auth/me': () => ({ status: 200, body: meFor(session) }),
    'GET /api/trial/cases?limit=20': () => ({ status: 200, body: casePage([caseSummary()]) }),
    'GET /api/trial/cases/summary': () => ({ status: 200, body: { activeCount: 3 } }),
  };
}
