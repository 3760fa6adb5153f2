import type { DbHandle } from '../client';
import type { SeedOptions } from './index';

export async function seedSpecScale(handle: DbHandle, opts: SeedOptions & { wipe: () => Promise<unknown> }): Promise<void> {
  void handle; void opts;
  throw new Error('not yet');
}
