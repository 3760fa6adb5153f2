import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { readInProcess, toResponse, type InProcessAnswer } from '../lib/read-in-process';

/**
 * The API reads of one page, each made once (issue 30): the pipeline's prefetch reads the record
 * for the head, and the renderer's query for the same address gets that answer instead of a second
 * read. The renderer is one module shared by every request, so the page's reads are found through
 * the async context the pipeline runs the page in, not passed down.
 */
export class PageReads {
  private readonly context = new AsyncLocalStorage<Map<string, Promise<InProcessAnswer>>>();
  /**
   * Reads under way for any page: pages rendered at the same time share them (issue 28). Twenty team
   * pages of one league asked at once each missed the read cache for the league's standings and
   * computed them twenty times over, on the one thread of the embedded database. The reads are
   * anonymous public GETs, the same for every page asking at that moment.
   */
  private readonly inflight = new Map<string, Promise<InProcessAnswer>>();

  constructor(private readonly app: FastifyInstance) {}

  /** Runs one page's steps; reads inside are shared between them. */
  within<T>(steps: () => Promise<T>): Promise<T> {
    return this.context.run(new Map(), steps);
  }

  /** The answer to `url`, read at most once per page (outside a page: read every time). */
  read(url: string): Promise<InProcessAnswer> {
    const page = this.context.getStore();
    if (!page) return readInProcess(this.app, url);
    let answer = page.get(url);
    if (!answer) {
      answer = this.shared(url);
      page.set(url, answer);
    }
    return answer;
  }

  /** After a write through this process: reads begun before it are not handed to pages begun after it. */
  invalidate(): void {
    this.inflight.clear();
  }

  private shared(url: string): Promise<InProcessAnswer> {
    let answer = this.inflight.get(url);
    if (!answer) {
      const read: Promise<InProcessAnswer> = readInProcess(this.app, url).finally(() => {
        if (this.inflight.get(url) === read) this.inflight.delete(url);
      });
      answer = read;
      this.inflight.set(url, answer);
    }
    return answer;
  }

  /** The answer to `url` as JSON; anything but a 200 is an error. */
  async json<T>(url: string): Promise<T> {
    const answer = await this.read(url);
    if (answer.status !== 200 || !answer.body) throw new Error(`${url} answered ${answer.status}`);
    return JSON.parse(new TextDecoder().decode(answer.body)) as T;
  }

  /** The renderer's transport: the page's reads as fetch Responses. */
  readonly fetch = async (url: string): Promise<Response> => toResponse(await this.read(url));
}
