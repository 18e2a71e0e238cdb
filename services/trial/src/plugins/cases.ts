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
) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    casesRepository: CasesRepository;
    userDirectory: UserDirectory;
    dealerRepository: DealerRepository;
    casePhotos: CasePhotoStore;
    photoLinks: PhotoLinkSigner;
    /** Queues the case emails (customer and team) in the outbox; false when that failed (logged, never thrown). */
    notifyCase: CaseNotifier;
    /** Queues the emails of new cases whose process stopped before it could (also run every minute). */
    sweepCaseEmails: () => Promise<void>;
    /** Gives back stock held by parts orders whose process died before storing them (also run every minute). */
    sweepStockHolds: () => Promise<void>;
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
        return true;
      } catch (error) {
        app.log.error(
          { err: error, caseId: caseRecord._id.toHexString(), type },
          'case notification not queued',
        );
        return false;
      }
    });

    /**
     * New cases whose emails never reached the outbox (the process stopped between the case and its emails, or the
     * outbox write failed): queued by a sweep at start and every minute. A case is swept a minute after it was filed,
     * so a request still under way sends its own.
     */
    const sweepPendingEmails = async () => {
      const cases = await app.casesRepository.withEmailsPending(new Date(Date.now() - 60_000));
      for (const caseRecord of cases) {
        const customer = (await app.userDirectory.people([caseRecord.customerId])).get(caseRecord.customerId);
        const byName = caseRecord.history[0]?.byName ?? customer?.fullName ?? '';
        if (await app.notifyCase('new_case', caseRecord, { name: byName }, customer)) {
          await app.casesRepository.emailsQueued(caseRecord._id);
          app.log.info({ caseId: caseRecord._id.toHexString() }, 'new-case emails queued by the sweep');
        }
      }
    };
    app.decorate('sweepCaseEmails', sweepPendingEmails);
    /**
     * Stock held for a parts order whose process died before storing it goes back (an order is placed in ms), and so
     * does the stock of a cancelled order whose return was cut short.
     */
    const sweepStockHolds = async () => {
      const released = await app.dealerRepository.settleStaleHolds(2 * 60_000);
      if (released > 0)
        app.log.warn({ released }, 'stock held by parts orders that were never stored given back');
      const finished = await app.dealerRepository.finishStockReturns(2 * 60_000);
      if (finished > 0)
        app.log.warn({ finished }, 'stock of cancelled parts orders given back after an interrupted return');
    };
    app.decorate('sweepStockHolds', sweepStockHolds);
    const sweep = () => {
      void sweepPendingEmails().catch((error: unknown) =>
        app.log.warn({ err: error }, 'case email sweep failed'),
      );
      void sweepStockHolds().catch((error: unknown) =>
        app.log.warn({ err: error }, 'stock hold sweep failed'),
      );
    };
    const timer = setInterval(sweep, 60_000);
    timer.unref();
    app.addHook('onReady', async () => sweep());
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'cases', dependencies: ['service-kit-database', 'service-kit-outbox'] },
);
