/** Pages and APIs whose address holds a secret: a booking's manage link (`/bookings/:token`) and its API. */
const tokenInPath = /(\/bookings|\/api\/booking\/manage)\/[\w%-]+/g;

/** `text` (a path, a message naming one) with every manage link's token written `:token`. */
export function withoutTokens(text: string): string {
  return text.replace(tokenInPath, '$1/:token');
}

/**
 * An address as a log line may hold it: the path without its query (a signed photo link's signature, a search) and
 * a manage link's token written `:token`. The request id on the line finds the service's own line for the rest.
 */
export function loggablePath(url: string): string {
  return withoutTokens(url.split(/[?#]/, 1)[0]);
}
