import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '#server/config';
import { serverBundle } from '../helpers/server-bundle';

// Issue 29 item 3: PUBLIC_URL names the origin of every absolute URL; a value that is no plain
// http(s) origin stops the server at boot with a message naming it, never a broken site.
describe('PUBLIC_URL', () => {
  it('takes an http(s) origin, with or without the trailing slash, and keeps only the origin', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://Hockey.Example/' }).PUBLIC_URL).toBe('https://hockey.example');
    expect(parseConfig({ PUBLIC_URL: 'http://hockey.example:8080' }).PUBLIC_URL).toBe('http://hockey.example:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://hockey.example:443' }).PUBLIC_URL).toBe('https://hockey.example');
  });

  it('defaults to the listening address, this machine shown as localhost', () => {
    expect(parseConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseConfig({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseConfig({ HOST: '::', PORT: '80' }).PUBLIC_URL).toBe('http://localhost');
    expect(parseConfig({ HOST: '10.0.0.5', PORT: '3000' }).PUBLIC_URL).toBe('http://10.0.0.5:3000');
    expect(parseConfig({ HOST: 'fd00::5', PORT: '3000' }).PUBLIC_URL).toBe('http://[fd00::5]:3000');
  });

  it.each([
    ['hockey.example', /absolute http\(s\) URL/],
    ['', /absolute http\(s\) URL/],
    ['ftp://hockey.example', /http:\/\/ or https:\/\//],
    ['javascript:alert(1)', /http:\/\/ or https:\/\//],
    ['https://user:secret@hockey.example', /user name or password/],
    ['https://hockey.example/directory', /origin only/],
    ['https://hockey.example/?a=1', /origin only/],
    ['https://hockey.example/#top', /origin only/],
    ['https://hockey.example?', /origin only/],
  ])('refuses %j with a message naming PUBLIC_URL', (value, reason) => {
    let error: unknown;
    try {
      parseConfig({ PUBLIC_URL: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/PUBLIC_URL: /);
    expect((error as Error).message).toMatch(reason);
  });

  it('stops `serve` at boot: exit 1 and the reason, before any database is opened', async () => {
    const run = promisify(execFile)(process.execPath, [serverBundle(), 'serve'], {
      env: { ...process.env, PUBLIC_URL: 'https://hockey.example/app', DATA_DIR: '/nonexistent/never-created', PORT: '0' },
      // Were the value accepted, a server would start: killed rather than left behind.
      timeout: 60_000,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('PUBLIC_URL: must be an origin only'),
    });
  }, 90_000);
});
