import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const repoRoot = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      build?: { dockerfile: string };
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: unknown;
      image?: string;
    }
  >;
};

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
});
