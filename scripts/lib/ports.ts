import net from 'node:net';

/** A port the system has free on `host` right now: listened on with port 0, then let go. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Free ports for processes that start later. A port let go is free again at once, so two asks in a row can be
 * answered with the same port (seen: the booking service and the gateway given one port, the gateway then failing
 * to listen on every restart). The picker never hands out a port twice, nor one of `taken`.
 */
export class PortPicker {
  private readonly given: Set<number>;

  constructor(
    taken: Iterable<number> = [],
    private readonly probe: () => Promise<number> = freePort,
    private readonly attempts = 20,
  ) {
    this.given = new Set(taken);
  }

  async pick(): Promise<number> {
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      const port = await this.probe();
      if (!this.given.has(port)) {
        this.given.add(port);
        return port;
      }
    }
    throw new Error(`No free port found in ${this.attempts} tries`);
  }
}
