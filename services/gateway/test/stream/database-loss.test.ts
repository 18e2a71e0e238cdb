import { startTestDatabase, createTestTokens } from '@claims/service-kit/testing';
import { TestSocket, startGateway, testUser } from '../support/gateway-app';

describe('when the database goes away', () => {
  it('keeps serving its sockets, retries the stream in the background, and still stops when asked', async () => {
    const database = await startTestDatabase({ embedded: true });
    const tokens = createTestTokens();
    const gateway = await startGateway(database, tokens, `${database.dbName}_trial`);
    const socket = await TestSocket.signedIn(
      gateway.url,
      tokens.accessToken(testUser('Ada Admin', ['admin'])),
    );
    await database.stop();

    // The event loop stays free: the socket is still answered while the stream cannot be read.
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    await gateway.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
