import mongoose, { Schema, type Connection, type Model, type Types } from 'mongoose';
import { connectMongoose, startTarget, type Target } from './support/target';

interface User {
  email: string;
  name: string;
  age?: number;
  org?: string;
  handle?: string;
  nickname?: string;
}

interface Post {
  title: string;
  author: Types.ObjectId;
  likes: number;
  tags: string[];
}

let target: Target;
let connection: Connection;
let Users: Model<User>;
let Posts: Model<Post>;

const duplicateMessage = /^E11000 duplicate key error collection: \S+\.users index: (\S+) dup key: \{ .+ \}$/;

beforeAll(async () => {
  target = await startTarget('mongoose');
  connection = await connectMongoose(target);
  const userSchema = new Schema<User>(
    {
      email: { type: String, required: true, unique: true },
      name: { type: String, required: true },
      age: Number,
      org: String,
      handle: String,
      nickname: { type: String, unique: true, sparse: true },
    },
    { timestamps: true },
  );
  userSchema.index(
    { org: 1, handle: 1 },
    { unique: true, partialFilterExpression: { org: { $exists: true } } },
  );
  Users = connection.model<User>('User', userSchema);
  Posts = connection.model<Post>(
    'Post',
    new Schema<Post>({
      title: { type: String, required: true },
      author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
      likes: { type: Number, default: 0 },
      tags: [String],
    }),
  );
  await Users.init();
  await Posts.init();
});

afterAll(async () => {
  await connection.close();
  await target.stop();
});

beforeEach(async () => {
  await Users.deleteMany({});
  await Posts.deleteMany({});
});

describe('duplicate keys raise the usual mongoose duplicate-key error', () => {
  it('from create', async () => {
    await Users.create({ email: 'ada@example.com', name: 'Ada' });
    const error = await Users.create({ email: 'ada@example.com', name: 'Other' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'ada@example.com' },
    });
    expect((error as Error).message).toMatch(duplicateMessage);
    expect((error as Error).message).toContain('index: email_1 dup key: { email: "ada@example.com" }');
  });

  it('from insertMany, ordered and unordered', async () => {
    const ordered = await Users.insertMany([
      { email: 'a@example.com', name: 'A' },
      { email: 'a@example.com', name: 'B' },
      { email: 'c@example.com', name: 'C' },
    ]).catch((e: unknown) => e);
    expect(ordered).toMatchObject({ code: 11000 });
    expect(await Users.countDocuments()).toBe(1);
    const unordered = (await Users.insertMany(
      [
        { email: 'a@example.com', name: 'A again' },
        { email: 'd@example.com', name: 'D' },
      ],
      { ordered: false },
    ).catch((e: unknown) => e)) as { code: number; insertedDocs?: unknown[] };
    expect(unordered.code).toBe(11000);
    expect(await Users.countDocuments()).toBe(2);
  });

  it('from updateOne with upsert on a compound unique index', async () => {
    await Users.create({ email: 'one@example.com', name: 'One', org: 'acme', handle: 'boss' });
    const error = await Users.updateOne(
      { email: 'two@example.com' },
      { $set: { name: 'Two', org: 'acme', handle: 'boss' } },
      { upsert: true },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { org: 1, handle: 1 },
      keyValue: { org: 'acme', handle: 'boss' },
    });
    expect((error as Error).message).toContain('dup key: { org: "acme", handle: "boss" }');
    expect(await Users.countDocuments({ email: 'two@example.com' })).toBe(0);
  });

  it('from findOneAndUpdate, with and without upsert', async () => {
    await Users.create({ email: 'x@example.com', name: 'X' });
    await Users.create({ email: 'y@example.com', name: 'Y' });
    const existing = await Users.findOneAndUpdate(
      { email: 'y@example.com' },
      { $set: { email: 'x@example.com' } },
    ).catch((e: unknown) => e);
    expect(existing).toMatchObject({ code: 11000, keyValue: { email: 'x@example.com' } });
    const upserted = await Users.findOneAndUpdate(
      { name: 'Nobody' },
      { $set: { email: 'x@example.com' } },
      { upsert: true },
    ).catch((e: unknown) => e);
    expect(upserted).toMatchObject({ code: 11000 });
    expect(await Users.findOne({ email: 'y@example.com' }).lean()).toMatchObject({ name: 'Y' });
  });

  it('sparse unique indexes allow many documents without the field', async () => {
    await Users.create([
      { email: 'p@example.com', name: 'P' },
      { email: 'q@example.com', name: 'Q' },
      { email: 'r@example.com', name: 'R', nickname: 'rr' },
    ]);
    const error = await Users.create({ email: 's@example.com', name: 'S', nickname: 'rr' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 11000, keyValue: { nickname: 'rr' } });
  });
});

describe('queries', () => {
  it('populate resolves references', async () => {
    const ada = await Users.create({ email: 'ada@example.com', name: 'Ada' });
    await Posts.create([
      { title: 'Notes', author: ada._id, tags: ['math'] },
      { title: 'More notes', author: ada._id },
    ]);
    const posts = await Posts.find().sort({ title: 1 }).populate<{ author: User }>('author', 'name').lean();
    expect(posts.map((p) => [p.title, p.author.name])).toEqual([
      ['More notes', 'Ada'],
      ['Notes', 'Ada'],
    ]);
  });

  it('countDocuments, exists, distinct and estimatedDocumentCount', async () => {
    await Users.create([
      { email: 'a@example.com', name: 'A', age: 20 },
      { email: 'b@example.com', name: 'B', age: 40 },
      { email: 'c@example.com', name: 'C', age: 60 },
    ]);
    expect(await Users.countDocuments({ age: { $gte: 40 } })).toBe(2);
    expect(await Users.exists({ name: 'B' })).toMatchObject({ _id: expect.anything() });
    expect(await Users.exists({ name: 'Z' })).toBeNull();
    expect(await Users.distinct('age', { age: { $lt: 50 } })).toEqual([20, 40]);
    expect(await Users.estimatedDocumentCount()).toBe(3);
  });

  it('select, sort, skip, limit and lean', async () => {
    await Users.create([
      { email: 'a@example.com', name: 'A', age: 3 },
      { email: 'b@example.com', name: 'B', age: 1 },
      { email: 'c@example.com', name: 'C', age: 2 },
    ]);
    const page = await Users.find({}, 'name -_id').sort('-age').skip(1).limit(1).lean();
    expect(page).toEqual([{ name: 'C' }]);
  });

  it('timestamps, defaults and casting survive a round trip', async () => {
    const user = await Users.create({ email: 't@example.com', name: 'T', age: '42' as unknown as number });
    const post = await Posts.create({ title: 'T', author: user._id });
    const loaded = await Users.findById(user._id).lean<User & { createdAt: Date; updatedAt: Date }>();
    expect(loaded!.age).toBe(42);
    expect(loaded!.createdAt).toBeInstanceOf(Date);
    expect((await Posts.findById(post._id).lean())!.likes).toBe(0);
  });

  it('updates with findByIdAndUpdate returning the new document and validators', async () => {
    const user = await Users.create({ email: 'u@example.com', name: 'U', age: 1 });
    const updated = await Users.findByIdAndUpdate(
      user._id,
      { $inc: { age: 1 } },
      { returnDocument: 'after' },
    ).lean();
    expect(updated!.age).toBe(2);
    const deleted = await Users.findOneAndDelete({ email: 'u@example.com' }).lean();
    expect(deleted!.name).toBe('U');
    expect(await Users.countDocuments()).toBe(0);
  });

  it('aggregate through the model', async () => {
    const a = await Users.create({ email: 'a@example.com', name: 'A' });
    const b = await Users.create({ email: 'b@example.com', name: 'B' });
    await Posts.create([
      { title: '1', author: a._id, likes: 3 },
      { title: '2', author: a._id, likes: 4 },
      { title: '3', author: b._id, likes: 10 },
    ]);
    const totals = await Posts.aggregate<{ _id: Types.ObjectId; likes: number; name: string }>([
      { $group: { _id: '$author', likes: { $sum: '$likes' } } },
      { $lookup: { from: 'users', localField: '_id', foreignField: '_id', as: 'user' } },
      { $unwind: '$user' },
      { $project: { likes: 1, name: '$user.name' } },
      { $sort: { likes: -1 } },
    ]);
    expect(totals.map((t) => [t.name, t.likes])).toEqual([
      ['B', 10],
      ['A', 7],
    ]);
  });

  it('bulkWrite through the model', async () => {
    const user = await Users.create({ email: 'bw@example.com', name: 'BW' });
    const result = await Posts.bulkWrite([
      { insertOne: { document: { title: 'x', author: user._id } } },
      { updateMany: { filter: { title: 'x' }, update: { $set: { likes: 5 } } } },
    ]);
    expect(result.insertedCount).toBe(1);
    expect(result.modifiedCount).toBe(1);
  });

  it('syncIndexes lists, creates and drops indexes', async () => {
    const schema = new Schema({ code: { type: String, index: true } });
    const Codes = connection.model('Code', schema);
    await Codes.init();
    await Codes.collection.createIndex({ stale: 1 });
    const dropped = await Codes.syncIndexes();
    expect(dropped).toEqual(['stale_1']);
    const names = (await Codes.listIndexes()).map((index) => index.name).sort();
    expect(names).toEqual(['_id_', 'code_1']);
  });
});

describe('documents', () => {
  it('save() tracks array changes and versioning like on MongoDB', async () => {
    const user = await Users.create({ email: 'v@example.com', name: 'V' });
    const post = await Posts.create({ title: 'Draft', author: user._id, tags: ['a', 'b', 'c'] });
    const first = (await Posts.findById(post._id))!;
    const second = (await Posts.findById(post._id))!;
    first.tags.push('d');
    (first.tags as unknown as Types.Array<string>).pull('a');
    await first.save();
    second.tags.splice(0, 1);
    await expect(second.save()).rejects.toThrow(/No matching document found|VersionError/);
    const stored = await Posts.findById(post._id).lean<Post & { __v: number }>();
    expect(stored!.tags).toEqual(['b', 'c', 'd']);
    expect(stored!.__v).toBeGreaterThanOrEqual(1);
    first.title = 'Published';
    first.likes += 2;
    await first.save();
    expect(await Posts.findById(post._id).lean()).toMatchObject({ title: 'Published', likes: 2 });
    await first.deleteOne();
    expect(await Posts.countDocuments()).toBe(0);
  });
});

describe('connection lifecycle', () => {
  it('a second mongoose connection sees the same data', async () => {
    await Users.create({ email: 'shared@example.com', name: 'Shared' });
    const other = await mongoose.createConnection(target.uri, { dbName: target.dbName }).asPromise();
    try {
      expect(await other.db!.collection('users').countDocuments({ email: 'shared@example.com' })).toBe(1);
    } finally {
      await other.close();
    }
  });
});
