// Loads the recorded official games of tests/fixtures (sources in tests/fixtures/README.md). They are
// stored gzipped, byte for byte as their source repository holds them.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../fixtures/', import.meta.url));

export function officialFixtures(folder: 'nhl' | 'nhl-boxscore' | 'hockeytech') {
  return readdirSync(root + folder)
    .filter((name) => name.endsWith('.json.gz'))
    .sort()
    .map((name) => ({
      name: name.replace(/\.json\.gz$/, ''),
      json: JSON.parse(gunzipSync(readFileSync(`${root}${folder}/${name}`)).toString('utf8')) as unknown,
    }));
}
