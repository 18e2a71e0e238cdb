/** `headers` are lower-cased (`authorization`, `idempotency-key`). */
export type MockRequest = { method: string; url: URL; body: unknown; headers: Record<string, string> };
/** A JSON answer, or with `contentType` (e.g. `text/csv`) the string `body` as it is. */
export type MockReply = { status: number; body?: unknown; contentType?: string };
