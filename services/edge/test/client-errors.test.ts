import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv } from '../src/config/env';

type LogLine = { level: number; msg: string; clientError?: { path: string; message: string } };

let edge: FastifyInstance;
const lines: LogLine[] = [];

beforeAll(async () => {
  edge = await buildApp({
    config: {
      env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(os.tmpdir(), 'no-shell-here') }),
      localRemoteDirs: {},
      remoteUpstreams: {},
      remotes: {},
      upstreams: {},
    },
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
});
afterAll(() => edge.close());

const report = (payload: object) => edge.inject({ method: 'POST', url: '/api/client-errors', payload });
const reported = () => lines.filter((line) => line.clientError);

describe('client error reports in the log', () => {
  beforeEach(() => lines.splice(0));

  it('logs a visitor on an address with no page at info, an area that failed at error', async () => {
    expect((await report({ kind: 'not_found', message: 'No page at /nope', path: '/nope' })).statusCode).toBe(
      204,
    );
    expect(
      (await report({ kind: 'remote_load', message: 'booking did not load', path: '/abby-recycling' }))
        .statusCode,
    ).toBe(204);
    expect(reported().map((line) => [line.level, line.msg])).toEqual([
      [30, 'client not_found: No page at /nope'],
      [50, 'client remote_load: booking did not load'],
    ]);
  });

  it("never writes a manage link's token or a query", async () => {
    await report({
      kind: 'render',
      message: 'Failed on /bookings/Xz7c4RRLsecret',
      path: '/bookings/Xz7c4RRLsecret?from=email',
    });
    expect(reported()[0].clientError).toMatchObject({
      message: 'Failed on /bookings/:token',
      path: '/bookings/:token',
    });
    expect(JSON.stringify(lines)).not.toContain('Xz7c4RRL');
  });
});
