import { MongoServerError } from 'mongodb';
import { Schema } from 'mongoose';
import { connectMongoose, describeDevDbOnly, startTarget, type Target } from './support/target';

let target: Target;

beforeAll(async () => {
  target = await startTarget('unsupported');
  await target.collection('docs').insertMany([
    { _id: 1, text: 'washing machine', loc: [1, 2] },
    { _id: 2, text: 'fridge', loc: [3, 4] },
  ]);
});

afterAll(async () => {
  await target.stop();
});

/** devdb refuses what it does not implement with a MongoDB-style error naming the feature. */
async function expectRefused(operation: Promise<unknown>, feature: RegExp) {
  const error = await operation.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  expect((error as MongoServerError).code).toBe(238);
  expect((error as MongoServerError).codeName).toBe('NotImplemented');
  expect((error as Error).message).toMatch(feature);
  expect((error as Error).message).toMatch(/not supported by devdb/);
}

describeDevDbOnly('features devdb refuses loudly', () => {
  it('$text queries and text indexes', async () => {
    await expectRefused(
      target
        .collection('docs')
        .find({ $text: { $search: 'fridge' } })
        .toArray(),
      /\$text/,
    );
    await expectRefused(target.collection('docs').createIndex({ text: 'text' }), /text index/);
  });

  it('collation', async () => {
    await expectRefused(
      target
        .collection('docs')
        .find({}, { collation: { locale: 'en', strength: 2 } })
        .toArray(),
      /collation/,
    );
    await expectRefused(target.db.createCollection('collated', { collation: { locale: 'fr' } }), /collation/);
    expect(
      await target
        .collection('docs')
        .find({}, { collation: { locale: 'simple' } })
        .toArray(),
    ).toHaveLength(2);
  });

  it('$out and $merge', async () => {
    await expectRefused(
      target
        .collection('docs')
        .aggregate([{ $match: {} }, { $out: 'copy' }])
        .toArray(),
      /\$out/,
    );
    await expectRefused(
      target
        .collection('docs')
        .aggregate([{ $merge: { into: 'copy' } }])
        .toArray(),
      /\$merge/,
    );
  });

  it('geospatial queries and indexes', async () => {
    await expectRefused(
      target
        .collection('docs')
        .find({ loc: { $near: [0, 0] } })
        .toArray(),
      /\$near/,
    );
    await expectRefused(
      target
        .collection('docs')
        .find({ loc: { $geoWithin: { $center: [[0, 0], 5] } } })
        .toArray(),
      /\$geoWithin/,
    );
    await expectRefused(target.collection('docs').createIndex({ loc: '2dsphere' }), /2dsphere/);
    await expectRefused(
      target
        .collection('docs')
        .aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd' } }])
        .toArray(),
      /\$geoNear/,
    );
  });

  it('server-side JavaScript and capped collections', async () => {
    await expectRefused(target.collection('docs').find({ $where: 'this.x > 1' }).toArray(), /\$where/);
    await expectRefused(target.db.createCollection('capped', { capped: true, size: 4096 }), /capped/);
  });

  it('unknown commands fail with CommandNotFound', async () => {
    const error = (await target.db.command({ frobnicate: 1 }).catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(59);
    expect(error.message).toMatch(/no such command: 'frobnicate'/);
  });

  it('transactions are refused by the driver because no session support is advertised', async () => {
    const connection = await connectMongoose(target);
    try {
      const Accounts = connection.model('Account', new Schema({ name: String, balance: Number }));
      await Accounts.init();
      const attempt = connection.transaction(async (session) => {
        await Accounts.create([{ name: 'a', balance: 10 }], { session });
      });
      await expect(attempt).rejects.toThrow(/does not support sessions|Transaction numbers are only allowed/);
      expect(await Accounts.countDocuments()).toBe(0);

      const session = target.client.startSession();
      try {
        session.startTransaction();
        await expect(target.collection('docs').insertOne({ _id: 9 }, { session })).rejects.toThrow();
      } finally {
        await session.endSession();
      }
      expect(await target.collection('docs').countDocuments({ _id: 9 })).toBe(0);
    } finally {
      await connection.close();
    }
  });

  it('a transaction number sent on the wire is refused with IllegalOperation', async () => {
    const reply = await target.db
      .command({ find: 'docs', txnNumber: 1, autocommit: false, startTransaction: true })
      .catch((e: unknown) => e);
    expect((reply as MongoServerError).code).toBe(20);
    expect((reply as Error).message).toMatch(
      /Transaction numbers are only allowed on a replica set member or mongos/,
    );
  });
});
