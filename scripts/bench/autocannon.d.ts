// The part of autocannon 9's programmatic API scripts/bench/bench.ts uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface Request extends RawRequest {
      /** Called before each request is sent; returns the request to send. */
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }

    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      total: number;
    }

    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
    }

    interface Client {
      setHeaders(headers: Record<string, string>): void;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(event: "response", listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void): this;
      on(event: "reqError", listener: (error: Error) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
