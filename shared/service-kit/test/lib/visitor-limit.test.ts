import Fastify, { type FastifyInstance } from 'fastify';
import { HttpError, createVisitorLimiter } from '../../src';

/** A route that answers 201 (made) or 409 (refused) as asked, behind a limit of 2 made per hour that counts only 201. */
async function limitedApp(clock: { now: number }): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof HttpError)) throw error;
    return reply.code(error.statusCode).send({ message: error.message });
  });
  const limit = createVisitorLimiter(app, {
    name: 'things',
    max: 2,
    windowMs: 60 * 60_000,
    message: (minutes) => `Try again in ${minutes} minutes.`,
    countOnly: 201,
    now: () => clock.now,
  });
  app.post<{ Querystring: { answer?: string } }>('/things', { onRequest: limit }, async (request, reply) =>
    reply.code(request.query.answer === 'refused' ? 409 : 201).send({}),
  );
  await app.ready();
  return app;
}

describe('a visitor limit that counts only what was made', () => {
  it('tells the wait until the oldest counted request leaves the window, then allows again', async () => {
    const clock = { now: Date.parse('2030-01-07T09:00:00Z') };
    const app = await limitedApp(clock);
    const post = (answer = 'made') =>
      app.inject({ method: 'POST', url: `/things?answer=${answer}`, remoteAddress: '203.0.113.9' });

    expect((await post()).statusCode).toBe(201);
    clock.now += 20 * 60_000;
    expect((await post('refused')).statusCode).toBe(409);
    expect((await post()).statusCode).toBe(201);

    clock.now += 10 * 60_000;
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    // The first was made 30 minutes ago: it leaves the hour's window in 30.
    expect(refused.json().message).toBe('Try again in 30 minutes.');
    expect(refused.headers['retry-after']).toBe(String(30 * 60));

    clock.now += 30 * 60_000;
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
    await app.close();
  });
});
