import { DuplicateBookingError, type NewBooking } from '../../src/repositories/bookings-repository';
import { build, contact, newKey, type TestContext } from '../helper';

let ctx: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('writes made together share one command, each with its own answer', () => {
  it('takes exactly the places left when 20 takes for 3 places arrive together, alongside another slot', async () => {
    const capacity = ctx.app.capacityRepository;
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => capacity.take('recycling', '2026-12-02', undefined, 3)),
      capacity.take('technician', '2026-12-02', '10', 2),
    ]);
    expect(results.slice(0, 20).filter(Boolean)).toHaveLength(3);
    expect(results[20]).toBe(true);
    const slot = await ctx.app.db
      .collection('capacity_slots')
      .findOne({ _id: 'recycling:2026-12-02' as never });
    expect(slot!.used).toBe(3);
  });

  it('refuses the second of two bookings with one key stored together, and stores the others', async () => {
    const draft = (idempotencyKey: string): NewBooking => ({
      kind: 'technician',
      status: 'scheduled',
      zip: '76137',
      date: '2026-12-03',
      windowId: '10',
      slotKey: 'technician:2026-12-03:10',
      startsAt: new Date('2026-12-03T16:00:00Z'),
      contact,
      serviceId: 'ac-repair',
      serviceCallFeeCents: 9900,
      idempotencyKey,
      manageToken: newKey(),
      searchText: '',
      reminderAt: new Date('2026-12-02T16:00:00Z'),
      reminderState: 'scheduled',
    });
    const repeated = newKey();
    const results = await Promise.allSettled([
      ctx.app.bookingsRepository.insert(draft(repeated), 'TS-900001'),
      ctx.app.bookingsRepository.insert(draft(repeated), 'TS-900002'),
      ctx.app.bookingsRepository.insert(draft(newKey()), 'TS-900003'),
      ctx.app.bookingsRepository.insert(draft(newKey()), 'TS-900003'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    const reasons = results.map((r) =>
      r.status === 'rejected' ? (r.reason as DuplicateBookingError).field : null,
    );
    expect(reasons).toEqual([null, 'idempotencyKey', null, 'number']);
    expect(results[1].status === 'rejected' && results[1].reason).toBeInstanceOf(DuplicateBookingError);
    expect(await ctx.app.db.collection('bookings').countDocuments({ date: '2026-12-03' })).toBe(2);
  });

  it("takes a slot's first place when another request inserted the slot between this take's match and its insert", async () => {
    const capacity = ctx.app.capacityRepository;
    const raw = (capacity as unknown as { raw: { updateOne: (...args: unknown[]) => Promise<unknown> } }).raw;
    const key = 'technician:2026-12-04:12';
    // What MongoDB answers the loser of two first inserts: the other request's insert won, the slot now exists.
    const spy = jest.spyOn(raw, 'updateOne').mockImplementationOnce(async () => {
      await ctx.app.db
        .collection('capacity_slots')
        .insertOne({ _id: key as never, used: 1, kind: 'technician', date: '2026-12-04', windowId: '12' });
      throw Object.assign(new Error('E11000 duplicate key error'), { code: 11000 });
    });
    try {
      expect(await capacity.take('technician', '2026-12-04', '12', 2)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    const slot = await ctx.app.db.collection('capacity_slots').findOne({ _id: key as never });
    expect(slot!.used).toBe(2);
    // And the slot is now full: the next take is refused after its one second try.
    expect(await capacity.take('technician', '2026-12-04', '12', 2)).toBe(false);
  });
});
