import { MongoClient } from 'mongodb';
import { DevDbServer } from '../src/server';
import { describeDevDbOnly, type Loose } from './support/target';

describeDevDbOnly('TTL indexes', () => {
  let server: DevDbServer;
  let client: MongoClient;

  beforeAll(async () => {
    server = await DevDbServer.start({ port: 0, ttlIntervalMs: 50 });
    client = await MongoClient.connect(server.uri);
  });

  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('removes documents whose indexed date is older than expireAfterSeconds, as the TTL monitor does', async () => {
    const sessions = client.db('ttl').collection<Loose>('sessions');
    await sessions.createIndex({ createdAt: 1 }, { expireAfterSeconds: 60 });
    const stream = sessions.watch([{ $match: { operationType: 'delete' } }]);
    const started = new Promise((resolve) => stream.once('resumeTokenChanged', resolve));
    const deleted = stream.next();
    await started;
    const now = Date.now();
    await sessions.insertMany([
      { _id: 'old', createdAt: new Date(now - 120_000) },
      { _id: 'fresh', createdAt: new Date(now) },
      { _id: 'not-a-date', createdAt: 'yesterday' },
      { _id: 'no-field' },
    ]);
    // The monitor's delete arrives as a change event: the test waits for it, not for a time.
    expect(await deleted).toMatchObject({ operationType: 'delete', documentKey: { _id: 'old' } });
    expect((await sessions.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([
      'fresh',
      'no-field',
      'not-a-date',
    ]);
    await stream.close();
  });
});
