import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import mongoose from 'mongoose';
import { createTestTokens, startTestDatabase, testEnv, type TestDatabase } from '@claims/service-kit/testing';
import type { ServiceApp } from '@claims/service-kit';
import { buildApp } from '../../../services/media/src/app';

const workerEntry = path.resolve(__dirname, '../../../services/media/src/worker.ts');

/**
 * The media API in this process on a database of its own, and render workers as separate processes (as in
 * production: one job at a time each), started and stopped on demand.
 */
export class MediaCluster {
  private workers: ChildProcess[] = [];
  private constructor(
    readonly app: ServiceApp,
    readonly url: string,
    private readonly database: TestDatabase,
    private readonly env: Record<string, string | undefined>,
  ) {}

  static async start(): Promise<MediaCluster> {
    const database = await startTestDatabase();
    const tokens = createTestTokens();
    const env = testEnv(database, tokens, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000000',
      PREVIEW_LIMIT_MAX: '100000000',
      WORKER_POLL_MS: '1000',
    });
    const app = await buildApp({ env });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return new MediaCluster(app, url, database, env);
  }

  /** Starts `count` worker processes and resolves once each has warmed up and is polling. */
  async startWorkers(count: number): Promise<void> {
    const ready: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
        env: { ...process.env, ...this.env, LOG_LEVEL: 'info', WORKER_PORT: '0' } as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      this.workers.push(child);
      ready.push(
        new Promise((resolve, reject) => {
          let output = '';
          child.stdout!.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('Server listening')) resolve();
          });
          child.once('exit', (code) => reject(new Error(`worker exited early (code ${code}):\n${output}`)));
        }),
      );
    }
    await Promise.all(ready);
  }

  async stopWorkers(): Promise<void> {
    await Promise.all(
      this.workers.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    this.workers = [];
  }

  async createPreview(description: string): Promise<string> {
    const response = await fetch(`${this.url}/api/media/previews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description }),
    });
    if (response.status !== 202)
      throw new Error(`POST answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  /** Jobs' server-side timestamps: queued at `createdAt`, done at `finishedAt`. */
  async jobTimes(ids: string[]): Promise<{ status: string; createdAt: Date; finishedAt: Date | null }[]> {
    const objectIds = ids.map((id) => new mongoose.Types.ObjectId(id));
    return this.app.previewJobs.jobs
      .find({ _id: { $in: objectIds } }, { status: 1, createdAt: 1, finishedAt: 1 })
      .lean<{ status: string; createdAt: Date; finishedAt: Date | null }[]>();
  }

  async waitUntilFinished(ids: string[], timeoutMs = 300_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const jobs = await this.jobTimes(ids);
      if (jobs.every((job) => job.status === 'done' || job.status === 'failed')) return;
      if (Date.now() > deadline) throw new Error('jobs did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    await this.stopWorkers();
    await this.app.close();
    await this.database.stop();
  }
}
