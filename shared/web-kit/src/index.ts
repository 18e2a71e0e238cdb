export {
  ApiRequestError,
  isApiRequestError,
  isOutcomeUnknown,
  isRetryableError,
  networkErrorMessage,
  timeoutErrorMessage,
  toApiRequestError,
  type ApiRequestErrorCode,
} from './api/api-error';
export {
  api,
  apiFetch,
  createApiClient,
  newIdempotencyKey,
  notAuthenticatedMessage,
  type ApiClient,
  type ApiFetchOptions,
} from './api/api-client';
export type { FetchLike } from './api/http';
export { requestKey, type SentRequest } from './api/request-key';
export { takePageData } from './api/page-data';
export {
  createSessionStore,
  sessionCookie,
  sessionCookies,
  type MarkedSession,
  type SessionMarker,
  type SessionStore,
  type SessionStoreOptions,
  type LockManagerLike,
} from './session/session-store';
export { sessionStorageKey, isSession } from './session/stored-session';
export {
  getSession,
  getSessionStore,
  forgetSessionEnded,
  hasRole,
  refreshSession,
  sessionEndedByServer,
  signIn,
  signOut,
  signUp,
  useSession,
} from './session/default-session';
export { createQueryClient, retryRepeatableWrite, type CreateQueryClientOptions } from './query/query-client';
export { useRetryWhileFailing } from './query/use-retry-while-failing';
export { reportClientError } from './errors/report-client-error';
export * from './live';
export { saveBlob, saveCsv } from './files/save-csv';
export { forgetSessionJson, isStoredRecord, readSessionJson, writeSessionJson } from './storage/session-json';
export {
  historyEntryKey,
  previousEntryPath,
  recordHistoryEntry,
  type HistoryMove,
} from './navigation/history-trail';
export {
  bringIntoView,
  keepScrollPosition,
  keepsScrollPosition,
  pageScrollsEvent,
} from './navigation/scroll-intent';
