import { runService } from '@claims/service-kit';
import { buildApp } from './app';

void runService(() => buildApp());
