// Live case events: one websocket per tab to the gateway (docs/platform.md "Case events").
export {
  CaseEventsConnection,
  type CaseEventsConnectionOptions,
  type LiveStatus,
  type WebSocketLike,
} from './case-events-connection';
export { getCaseEventsConnection } from './default-connection';
export {
  pausedRefreshMs,
  useLiveCaseQueries,
  useLiveStatus,
  type UseLiveCaseQueriesOptions,
} from './use-live-case-queries';
export { LiveIndicator } from './live-indicator';
