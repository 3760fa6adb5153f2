import { afterAll } from 'vitest';
import { closeTestApps } from './app-teardowns';

// A setup file runs for every test file, also where files share their modules (isolate: false).
afterAll(closeTestApps);
