import { type Collection } from 'mongodb';
import { startTarget, type Target, type Loose } from './support/target';

let target: Target;
let orders: Collection<Loose>;
let customers: Collection<Loose>;

beforeAll(async () => {
  target = await startTarget('aggregate');
  orders = target.collection('orders');
  customers = target.collection('customers');
  await customers.insertMany([
    { _id: 'c1', name: 'Ada', tier: 'gold' },
    { _id: 'c2', name: 'Bob', tier: 'silver' },
    { _id: 'c3', name: 'Cy', tier: 'gold' },
  ]);
  await orders.insertMany([
    {
      _id: 1,
      customer: 'c1',
      total: 100,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
      status: 'paid',
    },
    { _id: 2, customer: 'c1', total: 50, items: [{ sku: 'a', qty: 5 }], status: 'paid' },
    { _id: 3, customer: 'c2', total: 75, items: [{ sku: 'c', qty: 1 }], status: 'open' },
    { _id: 4, customer: 'c3', total: 20, items: [], status: 'paid' },
  ]);
});

afterAll(async () => {
  await target.stop();
});

describe('aggregation stages', () => {
  it('$match, $group, $sort', async () => {
    const result = await orders
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$customer', spent: { $sum: '$total' }, orders: { $sum: 1 } } },
        { $sort: { spent: -1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { _id: 'c1', spent: 150, orders: 2 },
      { _id: 'c3', spent: 20, orders: 1 },
    ]);
  });

  it('$project, $addFields, $limit, $skip', async () => {
    const result = await orders
      .aggregate([
        { $sort: { _id: 1 } },
        { $skip: 1 },
        { $limit: 2 },
        { $addFields: { double: { $multiply: ['$total', 2] } } },
        { $project: { _id: 1, double: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { _id: 2, double: 100 },
      { _id: 3, double: 150 },
    ]);
  });

  it('$unwind and $count', async () => {
    const lines = await orders
      .aggregate([
        { $unwind: '$items' },
        { $group: { _id: '$items.sku', qty: { $sum: '$items.qty' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(lines).toEqual([
      { _id: 'a', qty: 6 },
      { _id: 'b', qty: 2 },
      { _id: 'c', qty: 1 },
    ]);
    expect(await orders.aggregate([{ $unwind: '$items' }, { $count: 'lines' }]).toArray()).toEqual([
      { lines: 4 },
    ]);
  });

  it('$lookup joins another collection of the same database', async () => {
    const result = await orders
      .aggregate([
        { $match: { _id: { $in: [1, 3] } } },
        { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
        { $project: { name: { $arrayElemAt: ['$who.name', 0] } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { _id: 1, name: 'Ada' },
      { _id: 3, name: 'Bob' },
    ]);
  });

  it('$facet runs several pipelines over the same input', async () => {
    const [result] = await orders
      .aggregate([
        {
          $facet: {
            byStatus: [{ $group: { _id: '$status', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
            top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
          },
        },
      ])
      .toArray();
    expect(result).toEqual({
      byStatus: [
        { _id: 'open', n: 1 },
        { _id: 'paid', n: 3 },
      ],
      top: [{ _id: 1 }],
    });
  });

  it('leaves stored documents untouched by stages that reshape them', async () => {
    await orders
      .aggregate([{ $addFields: { 'items.flag': true, total: 0 } }, { $unset: 'status' }])
      .toArray();
    expect(await orders.findOne({ _id: 1 })).toEqual({
      _id: 1,
      customer: 'c1',
      total: 100,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
      status: 'paid',
    });
  });

  it('countDocuments runs through aggregate', async () => {
    expect(await orders.countDocuments({ total: { $gte: 50 } })).toBe(3);
    expect(await orders.countDocuments({}, { limit: 2 })).toBe(2);
  });

  it('batches a large aggregation result through getMore', async () => {
    const big = target.collection('big');
    await big.insertMany(Array.from({ length: 450 }, (_, i) => ({ i })));
    const out = await big
      .aggregate([{ $sort: { i: -1 } }, { $project: { _id: 0, i: 1 } }], { batchSize: 100 })
      .toArray();
    expect(out.length).toBe(450);
    expect(out[0]).toEqual({ i: 449 });
  });
});

describe('BSON types in expressions and queries', () => {
  it('$toString and $convert turn ObjectId and Date into strings; $toObjectId parses', async () => {
    const typed = target.collection('typed');
    const { insertedId } = await typed.insertOne({
      at: new Date('2026-01-02T03:04:05.000Z'),
      hex: '64b7f0c2a1b2c3d4e5f60718',
    });
    const [row] = await typed
      .aggregate([
        { $match: { _id: insertedId } },
        {
          $project: {
            _id: 0,
            id: { $toString: '$_id' },
            at: { $toString: '$at' },
            oid: { $toObjectId: '$hex' },
            viaConvert: { $convert: { input: '$_id', to: 'string' } },
          },
        },
      ])
      .toArray();
    expect(row.id).toBe(insertedId.toString());
    expect(row.viaConvert).toBe(insertedId.toString());
    expect(row.at).toBe('2026-01-02T03:04:05.000Z');
    expect(row.oid.toString()).toBe('64b7f0c2a1b2c3d4e5f60718');
  });

  it('$type tells ObjectId, int, double, long, decimal, string and array apart', async () => {
    const { Decimal128, Double, Int32, Long, ObjectId } = await import('mongodb');
    const kinds = target.collection('kinds');
    await kinds.insertMany([
      { _id: 'oid', v: new ObjectId() },
      { _id: 'int', v: new Int32(1) },
      { _id: 'double', v: new Double(1) },
      { _id: 'long', v: Long.fromNumber(1) },
      { _id: 'decimal', v: Decimal128.fromString('1') },
      { _id: 'string', v: '1' },
      { _id: 'array', v: ['1', 2] },
    ]);
    const ids = async (type: string | string[]) =>
      (
        await kinds
          .find({ v: { $type: type } })
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id);
    expect(await ids('objectId')).toEqual(['oid']);
    expect(await ids('int')).toEqual(['array', 'int']);
    expect(await ids('double')).toEqual(['double']);
    expect(await ids('long')).toEqual(['long']);
    expect(await ids('decimal')).toEqual(['decimal']);
    expect(await ids('number')).toEqual(['array', 'decimal', 'double', 'int', 'long']);
    expect(await ids(['string', 'array'])).toEqual(['array', 'string']);
    const types = await kinds
      .aggregate([{ $sort: { _id: 1 } }, { $project: { t: { $type: '$v' } } }])
      .toArray();
    expect(types.map((d) => d.t)).toEqual([
      'array',
      'decimal',
      'double',
      'int',
      'long',
      'objectId',
      'string',
    ]);
  });

  it('$bucket puts a value equal to a boundary into the bucket it opens', async () => {
    const scores = target.collection('scores');
    await scores.insertMany([{ v: 1 }, { v: 2 }, { v: 9 }, { v: 10 }, { v: 42 }]);
    const buckets = await scores
      .aggregate([
        { $bucket: { groupBy: '$v', boundaries: [0, 2, 10], default: 'other', output: { n: { $sum: 1 } } } },
      ])
      .toArray();
    expect(buckets).toEqual([
      { _id: 0, n: 1 },
      { _id: 2, n: 2 },
      { _id: 'other', n: 2 },
    ]);
  });

  it('an unknown expression operator is refused', async () => {
    const error = (await orders
      .aggregate([{ $project: { x: { $noSuchOperator: 1 } } }])
      .toArray()
      .catch((e: unknown) => e)) as { code: number; message: string };
    expect(error.code).toBe(168);
    expect(error.message).toMatch(/Unrecognized expression '\$noSuchOperator'/);
  });
});
