import { allowedCaseMoves, type CaseDetail, type CasePerson, type CaseSummary } from '@claims/contracts';
import type { CaseRecord } from '../models/case';
import type { CaseListItemRecord } from '../repositories/cases-repository';
import type { CaseViewer } from './case-scope';
import type { PhotoLinkSigner } from './case-photos';

export function toCaseSummary(record: CaseListItemRecord): CaseSummary {
  return {
    id: record._id.toHexString(),
    caseNumber: record.caseNumber,
    status: record.status,
    deviceType: record.deviceType,
    modelNumber: record.modelNumber ?? '',
    serialNumber: record.serialNumber ?? '',
    issueDescription: record.issueDescription,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The case page's view: people by name, photos behind signed addresses, and the moves this viewer may make. */
export function toCaseDetail(
  record: CaseRecord,
  viewer: CaseViewer,
  people: Map<string, CasePerson>,
  photoLinks: PhotoLinkSigner,
): CaseDetail {
  const id = record._id.toHexString();
  const person = (userId: string | null) => (userId ? (people.get(userId) ?? null) : null);
  return {
    ...toCaseSummary(record),
    customerId: record.customerId,
    techId: record.techId ?? null,
    insuranceId: record.insuranceId ?? null,
    customer: person(record.customerId),
    tech: person(record.techId),
    insurance: person(record.insuranceId),
    photos: (record.photos ?? []).map((photo) => {
      const photoId = photo._id.toHexString();
      return {
        id: photoId,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: photo.bytes,
        createdAt: photo.createdAt.toISOString(),
        url: photoLinks.url(id, photoId, 'full'),
        thumbnailUrl: photoLinks.url(id, photoId, 'thumb'),
      };
    }),
    history: (record.history ?? []).map((entry) => ({
      kind: entry.kind,
      ...(entry.status !== undefined ? { status: entry.status } : {}),
      ...(entry.note !== undefined ? { note: entry.note } : {}),
      at: entry.at.toISOString(),
      byUserId: entry.byUserId,
      byName: entry.byName,
    })),
    allowedMoves: allowedCaseMoves({
      caseDoc: { status: record.status, customerId: record.customerId, techId: record.techId ?? null },
      user: { id: viewer.id, roles: viewer.roles },
    }),
    updatedAt: record.updatedAt.toISOString(),
  };
}
