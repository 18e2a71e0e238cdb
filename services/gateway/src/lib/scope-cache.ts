import type { CaseAudience } from './case-scope';

/**
 * The last known audience of recently changed cases, so that when a case is reassigned the previous
 * assignee can be told to drop it even where the database gives no pre-image. Least recently used go first.
 */
export class ScopeCache {
  private readonly entries = new Map<string, CaseAudience>();

  constructor(private readonly capacity: number) {}

  get(caseId: string): CaseAudience | null {
    return this.entries.get(caseId) ?? null;
  }

  set(caseId: string, audience: CaseAudience): void {
    if (this.capacity === 0) return;
    this.entries.delete(caseId);
    this.entries.set(caseId, audience);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Fills in without overriding what events already told (they are newer). */
  warm(caseId: string, audience: CaseAudience): void {
    if (this.entries.size < this.capacity && !this.entries.has(caseId)) this.entries.set(caseId, audience);
  }

  delete(caseId: string): void {
    this.entries.delete(caseId);
  }

  get size(): number {
    return this.entries.size;
  }
}
