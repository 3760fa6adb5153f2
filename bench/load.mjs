import autocannon from 'autocannon';

/** One bounded autocannon run: 50 connections for a fixed duration; returns req/s and latency. */
export async function measure(url, { connections = 50, duration = 8 } = {}) {
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip, br' } });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}
