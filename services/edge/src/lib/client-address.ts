import type { IncomingHttpHeaders } from 'node:http';
/** What the edge knows of a request: the address fastify settled on and the protocol. */
type ClientRequest = { ip: string; protocol: string };

/** Headers a client could use to claim another address; the edge alone decides what services see. */
const clientClaimedHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-client-ip'];

/**
 * The headers sent upstream: whatever the client sent about its address is dropped and replaced by the
 * address the edge saw (the socket's, or the one a trusted load balancer reported: fastify's `trustProxy`).
 */
export function withClientAddress(request: ClientRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const upstream: IncomingHttpHeaders = { ...headers };
  for (const name of clientClaimedHeaders) delete upstream[name];
  upstream['x-forwarded-for'] = request.ip;
  upstream['x-real-ip'] = request.ip;
  upstream['x-forwarded-proto'] = request.protocol;
  return upstream;
}
