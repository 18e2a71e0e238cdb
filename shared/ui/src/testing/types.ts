export type MockRequest = { method: string; url: URL; body: unknown };
export type MockReply = { status: number; body?: unknown };
