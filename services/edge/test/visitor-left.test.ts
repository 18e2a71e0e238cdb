import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEdgeEnv } from '../src/config/env';
import { edgeErrorHandler } from '../src/lib/errors';

let service: FastifyInstance;
let edge: FastifyInstance;
let edgePort: number;
const lines: Array<{ level: number; msg: string }> = [];
let bodyStarted: () => void;

beforeAll(async () => {
  service = Fastify();
  service.addContentTypeParser('image/jpeg', (_request, payload, done) => {
    // The service reads the picture as it arrives; the edge forwards it as the visitor sends it.
    payload.once('data', () => bodyStarted());
    payload.on('data', () => undefined);
    payload.on('end', () => done(null, 'read'));
    payload.on('error', (error) => done(error));
  });
  service.post('/api/guides/images', async () => ({ stored: true }));
  const serviceUrl = await service.listen({ host: '127.0.0.1', port: 0 });
  edge = await buildApp({
    config: {
      env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: path.join(os.tmpdir(), 'no-shell-here') }),
      localRemoteDirs: {},
      remoteUpstreams: {},
      remotes: {},
      upstreams: { guides: serviceUrl },
    },
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  await edge.listen({ host: '127.0.0.1', port: 0 });
  edgePort = (edge.server.address() as { port: number }).port;
});

afterAll(async () => {
  await edge.close();
  await service.close();
});

describe('a visitor who leaves in the middle of a request', () => {
  it('is logged as such at info level, not as an upstream failure or an error', async () => {
    const started = new Promise<void>((resolve) => (bodyStarted = resolve));
    const request = http.request({
      host: '127.0.0.1',
      port: edgePort,
      method: 'POST',
      path: '/api/guides/images',
      headers: { 'content-type': 'image/jpeg', 'content-length': 1_000_000 },
    });
    request.on('error', () => undefined);
    request.write(Buffer.alloc(64 * 1024, 1));
    await started;
    // The upload is cancelled: the tab closed with a third of the picture sent.
    request.destroy();

    const deadline = Date.now() + 5000;
    while (!lines.some((line) => line.msg.startsWith('visitor left')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'visitor left before the answer was complete' }),
    );
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'upstream failed')).toEqual([]);
  });
});

describe("the edge's error handler", () => {
  const handled = (socketDestroyed: boolean) => {
    const log = { info: jest.fn(), error: jest.fn() };
    const reply = { code: jest.fn(), type: jest.fn(), send: jest.fn(), header: jest.fn() };
    for (const method of ['code', 'type', 'header'] as const) reply[method].mockReturnValue(reply);
    const request = { raw: { aborted: false, socket: { destroyed: socketDestroyed } }, log };
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    edgeErrorHandler(closed as never, request as never, reply as never);
    return log;
  };

  it('logs a stream cut short by a visitor who left at info level, and the same failure otherwise as an error', () => {
    const left = handled(true);
    expect(left.info).toHaveBeenCalledWith(
      { err: 'Premature close' },
      'visitor left before the answer was complete',
    );
    expect(left.error).not.toHaveBeenCalled();
    const stayed = handled(false);
    expect(stayed.error).toHaveBeenCalledTimes(1);
    expect(stayed.info).not.toHaveBeenCalled();
  });
});
