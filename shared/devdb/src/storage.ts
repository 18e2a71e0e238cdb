/**
 * Durability for a data directory: an append-only journal of checksummed BSON records, fsynced before a
 * write is acknowledged (concurrent writes share one fsync), replayed at start with a torn final record
 * cut off, then compacted into a snapshot. A lock socket keeps a second server out of the directory.
 */
import { BSON, type UUID } from 'bson';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Catalog, Collection, JournalEntry } from './catalog';
import { fromWire, serializeDocument, type Doc } from './values';

const journalName = 'journal.bson';
const lockName = 'devdb.lock';
const journalFormat = { o: 'meta', format: 'devdb-journal', version: 1 };

export class DataDirInUseError extends Error {}

function crc32(buffer: Uint8Array): number {
  return zlib.crc32(buffer) >>> 0;
}

export function encodeRecord(entry: JournalEntry): Buffer {
  const payload = serializeDocument(entry);
  const header = Buffer.allocUnsafe(8);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

interface ReplayResult {
  records: number;
  discardedBytes: number;
}

/** Reads records until the end or the first incomplete/corrupt one; returns how far it got. */
export function readJournal(
  file: string,
  onEntry: (entry: Doc, offset: number) => void,
): ReplayResult & { validBytes: number } {
  if (!fs.existsSync(file)) return { records: 0, discardedBytes: 0, validBytes: 0 };
  const buffer = fs.readFileSync(file);
  let offset = 0;
  let records = 0;
  while (offset + 8 <= buffer.length) {
    const length = buffer.readUInt32LE(offset);
    const checksum = buffer.readUInt32LE(offset + 4);
    if (length < 5 || offset + 8 + length > buffer.length) break;
    const payload = buffer.subarray(offset + 8, offset + 8 + length);
    if (crc32(payload) !== checksum) break;
    let entry: Doc;
    try {
      entry = fromWire(BSON.deserialize(payload, { promoteValues: false })) as Doc;
    } catch {
      break;
    }
    onEntry(entry, offset);
    records++;
    offset += 8 + length;
  }
  return { records, discardedBytes: buffer.length - offset, validBytes: offset };
}

/**
 * Applies one journal entry to the catalog (without journaling it again). With `replayed`, inserts leave their
 * ordered index entries collected in the collections it gathers, for the caller to place at once (a start replays
 * every document as an insert).
 */
export function applyEntry(catalog: Catalog, entry: Doc, replayed?: Set<Collection>) {
  const db = entry.db as string;
  const coll = entry.coll as string;
  switch (entry.o) {
    case 'meta':
      return;
    case 'c':
      if (!catalog.getCollection(db, coll))
        catalog.createCollection(
          db,
          coll,
          (entry.options as Doc) ?? {},
          undefined,
          entry.uuid as UUID | undefined,
        );
      return;
    case 'i': {
      const collection = catalog.ensureCollection(db, coll);
      replayed?.add(collection);
      collection.deferIndexInserts();
      const doc = entry.d as Doc;
      const existing = collection.getById(doc._id);
      if (existing) collection.replace(existing, doc, 'replace');
      else collection.insert(doc);
      return;
    }
    case 'u': {
      const collection = catalog.ensureCollection(db, coll);
      const doc = entry.d as Doc;
      const existing = collection.getById(doc._id);
      if (existing) collection.replace(existing, doc, 'update');
      else collection.insert(doc);
      return;
    }
    case 'r':
      catalog.getCollection(db, coll)?.removeById(entry.id);
      return;
    case 'D':
      catalog.dropCollection(db, coll);
      return;
    case 'X':
      catalog.dropDatabase(db);
      return;
    case 'ix':
      catalog.ensureCollection(db, coll).createIndex(entry.spec);
      return;
    case 'dx':
      catalog.getCollection(db, coll)?.dropIndex(entry.name as string);
      return;
    case 'ixm': {
      const collection = catalog.getCollection(db, coll);
      const spec = entry.spec as Doc;
      if (collection?.indexes.has(entry.name as string)) collection.modifyIndex(entry.name as string, spec);
      return;
    }
    case 'cm': {
      const collection = catalog.getCollection(db, coll);
      if (collection) collection.options = (entry.options as Doc) ?? {};
      return;
    }
    case 'rn':
      catalog.renameCollection(db, coll, entry.toDb as string, entry.toColl as string, true);
      return;
    default:
      throw new Error(`unknown journal record type ${JSON.stringify(entry.o)}`);
  }
}

/** Every record needed to rebuild the catalog as it is now. */
function* snapshotEntries(catalog: Catalog): Generator<JournalEntry> {
  yield journalFormat;
  for (const db of catalog.databases.keys()) {
    for (const collection of catalog.listCollections(db)) {
      yield { o: 'c', db, coll: collection.name, options: collection.options, uuid: collection.uuid };
      for (const index of collection.indexes.values())
        yield { o: 'ix', db, coll: collection.name, spec: index.spec };
      for (const doc of collection.docs.values()) yield { o: 'i', db, coll: collection.name, d: doc };
    }
  }
}

function fsyncDirectory(dir: string) {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some filesystems refuse fsync on directories; the rename is still atomic.
  }
}

/** Writes the catalog as a fresh journal (temporary file, fsync, atomic rename); returns its size. */
function writeSnapshot(catalog: Catalog, file: string): number {
  let total = 0;
  const temporary = `${file}.compact`;
  const fd = fs.openSync(temporary, 'w');
  try {
    let chunk: Buffer[] = [];
    let size = 0;
    const flush = () => {
      if (!size) return;
      const data = Buffer.concat(chunk, size);
      let written = 0;
      while (written < data.length) written += fs.writeSync(fd, data, written, data.length - written);
      chunk = [];
      size = 0;
    };
    for (const entry of snapshotEntries(catalog)) {
      const record = encodeRecord(entry);
      chunk.push(record);
      size += record.length;
      total += record.length;
      if (size >= 4 * 1024 * 1024) flush();
    }
    flush();
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  fsyncDirectory(path.dirname(file));
  return total;
}

/** A Unix socket only a live owner answers on: a crashed owner leaves nothing that blocks a restart. */
class DirectoryLock {
  private server?: net.Server;

  constructor(
    private readonly dataDir: string,
    private readonly socketPath: string,
    private readonly infoPath: string,
  ) {}

  static socketPathFor(dataDir: string): string {
    const preferred = path.join(dataDir, `${lockName}.sock`);
    if (Buffer.byteLength(preferred) < 100) return preferred;
    const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
    return path.join(os.tmpdir(), `devdb-${digest}.sock`);
  }

  static async acquire(dataDir: string): Promise<DirectoryLock> {
    const lock = new DirectoryLock(
      dataDir,
      DirectoryLock.socketPathFor(dataDir),
      path.join(dataDir, lockName),
    );
    await lock.take();
    return lock;
  }

  private listen(): Promise<net.Server> {
    return new Promise((resolve, reject) => {
      const server = net.createServer((socket) => {
        // The prober hangs up at once; its reset must not take this server down.
        socket.on('error', () => socket.destroy());
        socket.end(`${process.pid}\n`);
      });
      server.once('error', reject);
      server.listen(this.socketPath, () => {
        server.off('error', reject);
        server.unref();
        resolve(server);
      });
    });
  }

  private ownerAnswers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect(this.socketPath);
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(true);
      }, 2000);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  }

  private async take() {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        this.server = await this.listen();
        fs.writeFileSync(this.infoPath, `${process.pid}\n`);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
        if (await this.ownerAnswers()) {
          let owner = 'another process';
          try {
            owner = `process ${fs.readFileSync(this.infoPath, 'utf8').trim()}`;
          } catch {
            // the info file is only a hint
          }
          throw new DataDirInUseError(
            `the data directory ${this.dataDir} is already in use by another devdb server (${owner}); stop that one first or choose another data directory`,
          );
        }
        // Left behind by a server that was killed: take it over.
        fs.rmSync(this.socketPath, { force: true });
      }
    }
    throw new DataDirInUseError(`could not lock the data directory ${this.dataDir}`);
  }

  async release() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(this.infoPath, { force: true });
  }
}

export interface StorageStats {
  replayedRecords: number;
  discardedBytes: number;
  documents: number;
}

/** A running server rewrites its journal once appends exceed this and twice the live data. */
const defaultCompactionBytes = 64 * 1024 * 1024;

export class Storage {
  private pending: Buffer[] = [];
  private appendedSinceSnapshot = 0;
  private waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private flushing?: Promise<void>;
  private failure?: Error;
  private closed = false;

  private constructor(
    private handle: fs.promises.FileHandle,
    private readonly lock: DirectoryLock,
    private readonly file: string,
    private readonly catalog: Catalog,
    private snapshotBytes: number,
    private readonly compactionBytes: number,
    readonly stats: StorageStats,
  ) {}

  /** Locks the directory, replays and compacts the journal into `catalog`, and opens it for appends. */
  static async open(
    dataDir: string,
    catalog: Catalog,
    log: (message: string) => void,
    compactionBytes = defaultCompactionBytes,
  ): Promise<Storage> {
    const dir = path.resolve(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const lock = await DirectoryLock.acquire(dir);
    try {
      const file = path.join(dir, journalName);
      fs.rmSync(`${file}.compact`, { force: true });
      let applied = 0;
      const replayed = new Set<Collection>();
      let result: ReturnType<typeof readJournal>;
      try {
        result = readJournal(file, (entry, offset) => {
          try {
            applyEntry(catalog, entry, replayed);
            applied++;
          } catch (error) {
            throw new Error(`devdb: cannot replay ${file} at byte ${offset}: ${(error as Error).message}`);
          }
        });
      } finally {
        for (const collection of replayed) collection.flushIndexInserts();
      }
      if (result.discardedBytes > 0) {
        log(
          `discarded ${result.discardedBytes} bytes of an incomplete record at the end of ${file} (a write interrupted by a crash, never acknowledged)`,
        );
      }
      const snapshotBytes = writeSnapshot(catalog, file);
      const handle = await fs.promises.open(file, 'a');
      let documents = 0;
      for (const db of catalog.databases.keys())
        for (const c of catalog.listCollections(db)) documents += c.count;
      return new Storage(handle, lock, file, catalog, snapshotBytes, compactionBytes, {
        replayedRecords: applied,
        discardedBytes: result.discardedBytes,
        documents,
      });
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  /** Resolves once the entries are on disk. */
  commit(entries: JournalEntry[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('devdb storage is closed'));
    for (const entry of entries) this.pending.push(encodeRecord(entry));
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.flushing) this.flushing = this.flushLoop();
    return done;
  }

  private async flushLoop() {
    while (this.pending.length) {
      const buffers = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        const data = buffers.length === 1 ? buffers[0] : Buffer.concat(buffers);
        let written = 0;
        while (written < data.length) {
          const { bytesWritten } = await this.handle.write(data, written, data.length - written);
          written += bytesWritten;
        }
        await this.handle.datasync();
        this.appendedSinceSnapshot += data.length;
        for (const waiter of waiters) waiter.resolve();
        if (this.pending.length === 0) await this.compactIfLarge();
      } catch (error) {
        // After a failed write the journal no longer matches memory: refuse further writes.
        this.failure = new Error(`devdb could not write its journal: ${(error as Error).message}`);
        for (const waiter of [...waiters, ...this.waiters]) waiter.reject(this.failure);
        this.waiters = [];
        this.pending = [];
      }
    }
    this.flushing = undefined;
  }

  /**
   * Rewrites the journal as a snapshot once appends outgrow the live data. Runs only when nothing is
   * pending, so memory and journal hold the same writes; new commits wait for the reopened journal.
   */
  private async compactIfLarge() {
    if (this.appendedSinceSnapshot < Math.max(this.compactionBytes, 2 * this.snapshotBytes)) return;
    this.snapshotBytes = writeSnapshot(this.catalog, this.file);
    this.appendedSinceSnapshot = 0;
    await this.handle.close();
    this.handle = await fs.promises.open(this.file, 'a');
  }

  async close() {
    if (this.closed) return;
    while (this.flushing) await this.flushing;
    this.closed = true;
    await this.handle.close();
    await this.lock.release();
  }
}
