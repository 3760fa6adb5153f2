import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of the test server that sends one page as a busy server may: its HTML up to the first
 * `cut` inside it, then, after `pauseMs`, the rest. Every other request passes through unchanged.
 */
export async function pausingProxy(target: string, path: string, cut: string, pauseMs = 1500) {
  let paused = false;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      `${target}${req.url}`,
      // Uncompressed, so the page can be cut in its text.
      { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } },
      (up) => {
        const headers = { ...up.headers };
        if (req.url !== path) {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const at = html.indexOf(cut, html.indexOf('<div id="root">'));
          delete headers['content-length'];
          res.writeHead(up.statusCode ?? 502, headers);
          if (at < 0) return void res.end(html);
          paused = true;
          res.write(html.slice(0, at + cut.length));
          setTimeout(() => res.end(html.slice(at + cut.length)), pauseMs);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Whether the page was found and cut. */
    paused: () => paused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
