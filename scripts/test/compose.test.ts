import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const repoRoot = path.resolve(__dirname, '../..');
// `merge`: the services share their environment through `<<:` merge keys.
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<
    string,
    {
      build?: { dockerfile: string };
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: unknown;
      image?: string;
      environment?: Record<string, string>;
      volumes?: string[];
    }
  >;
};

/** `volume:/path[:ro]` entries of a compose service, as `{ volume, target }`. */
function mounts(service: string): { volume: string; target: string }[] {
  return (compose.services[service].volumes ?? []).map((entry) => {
    const [volume, target] = entry.split(':');
    return { volume, target };
  });
}

/** The services whose configuration includes the outbox (they send email). */
const servicesSendingEmail = fs.readdirSync(path.join(repoRoot, 'services')).filter((area) => {
  const configDir = path.join(repoRoot, 'services', area, 'src/config');
  return (
    fs.existsSync(configDir) &&
    fs
      .readdirSync(configDir)
      .some((file) => /SMTP_URL|outboxEnvShape/.test(fs.readFileSync(path.join(configDir, file), 'utf8')))
  );
});

const servicesWithServer = fs
  .readdirSync(path.join(repoRoot, 'services'))
  .filter((area) => area !== 'edge' && fs.existsSync(path.join(repoRoot, 'services', area, 'src/server.ts')));
const remotesWithBuild = fs
  .readdirSync(repoRoot)
  .filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(repoRoot, dir, 'package.json')));

describe('docker-compose.yml', () => {
  it('runs MongoDB as a replica set with a health check', () => {
    expect(compose.services.mongo.image).toMatch(/^mongo:7/);
    expect(compose.services.mongo.healthcheck).toBeDefined();
  });

  it.each(servicesWithServer)(
    'runs the %s service from its own Dockerfile, after the database is healthy',
    (area) => {
      const service = compose.services[area];
      expect(service).toBeDefined();
      expect(fs.existsSync(path.join(repoRoot, service.build!.dockerfile))).toBe(true);
      expect(service.depends_on?.mongo?.condition).toBe('service_healthy');
    },
  );

  it.each(remotesWithBuild)('serves the %s remote from its own container behind the edge', (remote) => {
    expect(compose.services[remote]?.build?.dockerfile).toBe(`${remote}/Dockerfile`);
    expect(compose.services.edge.depends_on?.[remote]?.condition).toBe('service_healthy');
  });

  it('starts the edge after every service is healthy', () => {
    for (const area of servicesWithServer) {
      expect(compose.services.edge.depends_on?.[area]?.condition).toBe('service_healthy');
    }
  });

  it.each(servicesSendingEmail)(
    'gives the %s service, which sends email, the mail server and the address its links point at',
    (area) => {
      const environment = compose.services[area].environment ?? {};
      expect(environment.SMTP_URL).toBe('${SMTP_URL:-}');
      expect(environment.MAIL_FROM).toBeDefined();
      expect(environment.PUBLIC_SITE_URL).toMatch(/^\$\{PUBLIC_SITE_URL:-https?:\/\/.+\}$/);
    },
  );

  it('has the identity service create the signing key where every other service reads its public half', () => {
    const trial = compose.services.trial;
    // A key file named here would have to exist before the first start; nothing in the compose file makes one.
    expect(trial.environment?.JWT_PRIVATE_KEY_FILE).toBeUndefined();
    const keysDir = `${trial.environment?.DATA_DIR}/keys`;
    const keysVolume = mounts('trial').find((mount) => mount.target === keysDir)?.volume;
    expect(keysVolume).toBeDefined();
    expect(trial.environment?.JWT_PUBLIC_KEY_FILE).toBe(`${keysDir}/jwt-public.pem`);
    // The image makes that folder its user's, so a new volume mounted there is writable by the service.
    const dockerfile = fs.readFileSync(path.join(repoRoot, trial.build!.dockerfile), 'utf8');
    expect(dockerfile).toContain(`mkdir -p ${keysDir}`);
    expect(dockerfile).toMatch(/chown -R node:node \/data/);

    for (const area of [...servicesWithServer.filter((name) => name !== 'trial'), 'media-worker']) {
      const keysMount = mounts(area).find((mount) => mount.volume === keysVolume);
      expect(keysMount).toBeDefined();
      expect(compose.services[area].environment?.JWT_PUBLIC_KEY_FILE).toBe(
        `${keysMount!.target}/jwt-public.pem`,
      );
    }
  });
});
