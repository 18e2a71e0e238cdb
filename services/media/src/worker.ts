/**
 * Runs the render worker (src/worker-app.ts): `node --import tsx services/media/src/worker.ts`. Importing this file
 * starts the worker, as a service's server.ts does, so the runner's warm spare can take over by loading it.
 */
import { runService } from '@claims/service-kit';
import { buildWorker } from './worker-app';

void runService(() => buildWorker());
