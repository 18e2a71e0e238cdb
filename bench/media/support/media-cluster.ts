import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
      // Idle workers look for jobs this often: a held backlog released by the bench is found at once.
      WORKER_POLL_MS: '50',
    });
    const app = await buildApp({ env });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return new MediaCluster(app, url, database, env);
  }

  /** Starts `count` worker processes and resolves once each has warmed up and is polling. */
  async startWorkers(count: number): Promise<void> {
    const ready: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const nodeArgs = process.env.BENCH_MEDIA_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', workerEntry], {
        env: { ...process.env, ...this.env, LOG_LEVEL: 'info', WORKER_PORT: '0' } as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      this.workers.push(child);
      ready.push(
        new Promise((resolve, reject) => {
          let output = '';
          const onData = (chunk: Buffer) => {
            output += chunk.toString();
            if (!output.includes('Server listening')) return;
            // Ready: later log lines are read and dropped (an unread pipe would block the worker).
            child.stdout!.off('data', onData);
            child.stdout!.resume();
            resolve();
          };
          child.stdout!.on('data', onData);
          child.once('exit', (code) => reject(new Error(`worker exited early (code ${code}):\n${output}`)));
        }),
      );
    }
    await Promise.all(ready);
  }

  /** CPU time (user + system, ms) used so far by the worker processes, from /proc (Linux). */
  workersCpuMs(): number {
    const ticksPerSecond = 100; // USER_HZ on Linux
    let ticks = 0;
    for (const child of this.workers) {
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    }
    return (ticks / ticksPerSecond) * 1000;
  }

  /** Removes every job and every stored frame: each measured phase starts from the same empty database. */
  async clear(): Promise<void> {
    const db = this.app.previewJobs.jobs.db;
    await this.app.previewJobs.jobs.deleteMany({});
    await db.collection('previewImages.files').deleteMany({});
    await db.collection('previewImages.chunks').deleteMany({});
  }

  /** Keeps queued jobs from being claimed (a backlog waiting for the workers to be ready). */
  async hold(ids: string[]): Promise<void> {
    await this.app.previewJobs.jobs.updateMany(
      { _id: { $in: ids.map((id) => new mongoose.Types.ObjectId(id)) } },
      { $set: { availableAt: new Date('2999-01-01T00:00:00Z') } },
    );
  }

  /** Makes held jobs claimable now; returns that moment. */
  async release(ids: string[]): Promise<Date> {
    const now = new Date();
    await this.app.previewJobs.jobs.updateMany(
      { _id: { $in: ids.map((id) => new mongoose.Types.ObjectId(id)) } },
      { $set: { availableAt: now } },
    );
    return now;
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

  /**
   * Waits until no job of the database is queued or rendering (the bench clears the database before each
   * phase, so these are the phase's jobs). A count on the status index: the wait costs the database little.
   */
  async waitUntilFinished(timeoutMs = 300_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const open = await this.app.previewJobs.jobs.countDocuments({
        status: { $in: ['queued', 'rendering'] },
      });
      if (open === 0) return;
      if (Date.now() > deadline) throw new Error('jobs did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop(): Promise<void> {
    await this.stopWorkers();
    await this.app.close();
    await this.database.stop();
  }
}
