/** The state one devdb server owns: catalog, cursors, change events, storage and counters. */
import { Catalog, type WriteBatch } from './catalog';
import { ChangeHub } from './change-streams';
import { CursorRegistry } from './cursors';
import type { Storage } from './storage';

export interface OpCounters {
  insert: number;
  query: number;
  update: number;
  delete: number;
  getmore: number;
  command: number;
}

export class DatabaseState {
  readonly catalog = new Catalog();
  readonly cursors = new CursorRegistry();
  readonly hub = new ChangeHub();
  readonly startedAt = Date.now();
  readonly opcounters: OpCounters = { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 };
  readonly connections = { current: 0, totalCreated: 0 };
  storage?: Storage;
  host = '127.0.0.1';
  port = 0;

  /** Makes a command's changes durable (when there is a data directory), then tells change streams. */
  async commit(batch: WriteBatch): Promise<void> {
    if (batch.empty) return;
    if (this.storage) await this.storage.commit(batch.entries);
    this.hub.publish(batch.changes);
  }

  get persistent() {
    return !!this.storage;
  }
}
