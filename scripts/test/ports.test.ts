import net from 'node:net';
import { freePort, PortPicker } from '../lib/ports';

describe('PortPicker', () => {
  it('asks again when the system answers with a port it already handed out', async () => {
    const answers = [4301, 4301, 4302];
    const picker = new PortPicker([], async () => answers.shift()!);
    expect(await picker.pick()).toBe(4301);
    expect(await picker.pick()).toBe(4302);
  });

  it('never hands out a port it was told is taken', async () => {
    const answers = [8080, 4303];
    const picker = new PortPicker([8080], async () => answers.shift()!);
    expect(await picker.pick()).toBe(4303);
  });

  it('gives up with a message instead of looping when every answer is taken', async () => {
    const picker = new PortPicker([4304], async () => 4304, 3);
    await expect(picker.pick()).rejects.toThrow('No free port found in 3 tries');
  });

  it('hands out distinct ports that can be listened on', async () => {
    const picker = new PortPicker();
    const ports = await Promise.all(Array.from({ length: 12 }, () => picker.pick()));
    expect(new Set(ports).size).toBe(12);
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<net.Server>((resolve, reject) => {
            const server = net.createServer().once('error', reject);
            server.listen(port, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('freePort answers with a port the system has free', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
  });
});
