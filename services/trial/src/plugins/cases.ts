import fp from 'fastify-plugin';
import type { CaseNotificationType } from '@claims/contracts';
import { CasesRepository } from '../repositories/cases-repository';
import { UserDirectory } from '../repositories/user-directory';
import { DealerRepository } from '../repositories/dealer-repository';
import { CasePhotoStore, PhotoLinkSigner } from '../cases/case-photos';
import { caseNotificationEmails } from '../cases/case-notifications';
import type { CaseRecord } from '../models/case';

export type CaseNotifier = (
  type: CaseNotificationType,
  caseRecord: CaseRecord,
  by: { name: string; note?: string },
  /** The customer's name and address when the caller already knows them (the customer's own request). */
  customer?: { fullName: string; email: string },
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    casesRepository: CasesRepository;
    userDirectory: UserDirectory;
    dealerRepository: DealerRepository;
    casePhotos: CasePhotoStore;
    photoLinks: PhotoLinkSigner;
    /** Queues the case emails (customer and team) in the outbox; a failure is logged, never thrown. */
    notifyCase: CaseNotifier;
  }
}

export type CasesPluginOptions = {
  signingKey: string;
  photoLinkTtlSeconds: number;
  listCacheTtlMs: number;
  caseNumberBlockSize: number;
  teamAddress: string;
  siteUrl: string;
};

/** Cases and dealer data access, photo storage and case notifications, bound to this service's database and outbox. */
export default fp<CasesPluginOptions>(
  async (app, options) => {
    app.decorate(
      'casesRepository',
      await CasesRepository.open(app.db, {
        readCacheTtlMs: options.listCacheTtlMs,
        caseNumberBlockSize: options.caseNumberBlockSize,
      }),
    );
    app.decorate('userDirectory', UserDirectory.open(app.db));
    const dealer = await DealerRepository.open(app.db);
    // The demo dealer's catalog exists from the first start; stock already there is kept.
    await dealer.seedCatalog();
    app.decorate('dealerRepository', dealer);
    app.decorate('casePhotos', new CasePhotoStore(app.db));
    app.decorate(
      'photoLinks',
      PhotoLinkSigner.fromSigningKey(options.signingKey, options.photoLinkTtlSeconds),
    );

    const siteUrl = options.siteUrl.replace(/\/$/, '');
    app.decorate('notifyCase', async (type, caseRecord, by, knownCustomer) => {
      try {
        const customer =
          knownCustomer ??
          (await app.userDirectory.people([caseRecord.customerId])).get(caseRecord.customerId);
        await app.outbox.send(
          caseNotificationEmails({
            type,
            caseRecord,
            customerEmail: customer?.email ?? null,
            customerName: customer?.fullName ?? '',
            byName: by.name,
            note: by.note,
            teamAddress: options.teamAddress,
            siteUrl,
          }),
        );
      } catch (error) {
        app.log.error(
          { err: error, caseId: caseRecord._id.toHexString(), type },
          'case notification not queued',
        );
      }
    });
  },
  { name: 'cases', dependencies: ['service-kit-database', 'service-kit-outbox'] },
);
