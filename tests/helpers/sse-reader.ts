/** A Server-Sent Events client for tests: opens a stream, collects its messages, waits for some. */
export type SseMessage = { id: string | null; event: string; data: unknown };

/** `ignore`: message names left out of `messages` (a test of events alone ignores the `game` changes). */
export async function openSse(url: string, headers: Record<string, string> = {}, ignore: readonly string[] = []) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const messages: SseMessage[] = [];
  const raw: string[] = [];
  let waiters: (() => void)[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          raw.push(block);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(': '))
              .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
          );
          if (fields.data !== undefined && !ignore.includes(fields.event ?? 'message'))
            messages.push({ id: fields.id ?? null, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
          for (const w of waiters) w();
          waiters = [];
        }
      }
    } catch {
      // aborted
    }
  })();
  /**
   * Resolves once `count` messages have arrived (rejects after `ms`). Generous: on a host busy with CI a stream
   * once took over 5 s to hear its fourth message (how fast a wake-up reaches streams is bench:live's budget).
   */
  const waitFor = async (count: number, ms = 20_000) => {
    const until = Date.now() + ms;
    while (messages.length < count) {
      if (Date.now() > until)
        throw new Error(`${messages.length} of ${count} messages after ${ms} ms: ${messages.map((m) => `${m.event}#${m.id}`).join(', ')}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return messages;
  };
  return { status: res.status, headers: res.headers, messages, raw, waitFor, close: () => controller.abort() };
}
