import fp from 'fastify-plugin';
import { seedOnce } from '@claims/service-kit';
import type { CaseStatus, PlacePartsOrderBody } from '@claims/contracts';
import { counterModel } from '../models/counter';
import { placePartsOrder } from '../cases/place-parts-order';

/** Where the first versions kept the "seeded" marker (the `counters` collection). */
const legacyMarkerId = 'demo-cases-seeded';
const hourMs = 60 * 60 * 1000;

/** The demo customer's sample cases: several statuses, so the customer, tech and insurer each see something. */
export const demoCases: ReadonlyArray<{
  deviceType: string;
  modelNumber: string;
  serialNumber: string;
  issueDescription: string;
  path: CaseStatus[];
  assigned: boolean;
  ageHours: number;
  /** Parts the technician ordered from the demo dealer, placed where the path reaches parts_ordered. */
  order?: PlacePartsOrderBody['lines'];
}> = [
  {
    deviceType: 'Refrigerator',
    modelNumber: 'WRF555SDFZ',
    serialNumber: 'K41503219',
    issueDescription: 'Fresh-food section is warm while the freezer still freezes; fan noise at the back.',
    path: [],
    assigned: true,
    ageHours: 3,
  },
  {
    deviceType: 'Washer',
    modelNumber: 'WTW5000DW',
    serialNumber: 'C90211874',
    issueDescription: 'Drum does not spin on the final cycle and the clothes come out soaked.',
    path: ['in_call'],
    assigned: true,
    ageHours: 26,
  },
  {
    deviceType: 'Dishwasher',
    modelNumber: 'SHX878WD5N',
    serialNumber: 'FD970300412',
    issueDescription:
      'Error E24 and standing water in the bottom after every cycle; water also seeps from under the door.',
    path: ['assessment', 'parts_ordered'],
    assigned: true,
    ageHours: 74,
    order: [{ partId: 'door-gasket', quantity: 1 }],
  },
  {
    deviceType: 'Dryer',
    modelNumber: 'DLE3400W',
    serialNumber: '905KW00123',
    issueDescription: 'Runs but does not heat; the timer counts down normally.',
    path: ['in_call', 'resolved_remote', 'completed'],
    assigned: true,
    ageHours: 240,
  },
  {
    deviceType: 'Microwave',
    modelNumber: 'JVM3160RFSS',
    serialNumber: 'SR714920',
    issueDescription: 'Turntable stopped turning; sparks once when heating soup.',
    path: [],
    assigned: false,
    ageHours: 1,
  },
];

/**
 * On first start of a database with demo accounts, files the demo customer's sample cases, assigns most
 * to the demo technician and insurer, and walks them through their statuses (with a timeline).
 * `seedOnce` makes this happen once per database, even with several instances starting together.
 */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      const [customer, tech, insurance, admin] = await Promise.all(
        ['customer', 'tech', 'insurance', 'admin'].map((role) =>
          app.usersRepository.findAccountByEmail(`${role}@demo.local`),
        ),
      );
      if (!customer || !tech || !insurance || !admin) return;
      await seedOnce(app.db, {
        key: 'demo-cases',
        // Databases seeded before the shared marker existed carry theirs in `counters`: never seed those twice.
        shouldSeed: async () => !(await counterModel(app.db).exists({ _id: legacyMarkerId })),
        seed: async () => {
          const now = Date.now();
          const numbers: string[] = [];
          for (const demo of demoCases) {
            const createdAt = new Date(now - demo.ageHours * hourMs);
            const record = await app.casesRepository.create(
              { ...demo, customerId: customer.id, createdAt },
              { id: customer.id, name: customer.fullName },
            );
            const id = record._id.toHexString();
            let at = createdAt.getTime();
            if (demo.assigned) {
              at += 20 * 60_000;
              await app.casesRepository.assign(
                id,
                { techId: tech.id, insuranceId: insurance.id },
                {
                  kind: 'assignment',
                  note: `Technician: ${tech.fullName}; insurance: ${insurance.fullName}`,
                  at: new Date(at),
                  byUserId: admin.id,
                  byName: admin.fullName,
                },
              );
            }
            let from: string = record.status;
            for (const status of demo.path) {
              at += 2 * hourMs;
              if (status === 'parts_ordered' && demo.order) {
                // Ordered from the dealer as the technician would: the stock is taken and the order moves the case
                // (from the status it has reached here).
                await placePartsOrder(
                  app,
                  { ...record, status: from },
                  demo.order,
                  { id: tech.id, name: tech.fullName },
                  new Date(Math.min(at, now)),
                );
                from = status;
                continue;
              }
              await app.casesRepository.moveStatus(id, from, {
                kind: 'status',
                status,
                at: new Date(Math.min(at, now)),
                byUserId: tech.id,
                byName: tech.fullName,
              });
              from = status;
            }
            numbers.push(record.caseNumber);
          }
          app.log.info({ cases: numbers }, `added ${numbers.length} demo cases for ${customer.email}`);
        },
      });
    });
  },
  { name: 'trial-demo-cases', dependencies: ['cases', 'identity-demo-accounts'] },
);
