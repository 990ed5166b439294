import { request as httpRequest } from "node:http";

/** One request as an attacker's tool sends it: any method, path, Host and header, with no browser or fetch rules. */
export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A header value as bytes on the wire: UTF-8 sent raw (Node's parser reads them as Latin-1). Control characters are
 * dropped: Node's own HTTP parser refuses them before the site sees the request.
 */
function onTheWire(value: string | string[]): string | string[] {
  if (Array.isArray(value)) return value.map((item) => onTheWire(item) as string);
  const bytes = Buffer.from(value, "utf8").toString("latin1");
  return [...bytes].filter((char) => char === "\t" || (char >= " " && char !== "\x7f")).join("");
}

/** Sends `request` to `origin` over node:http (fetch would refuse a forged Host or a raw path). */
export function sendRaw(origin: string, { method = "GET", path, headers = {}, body }: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        // A connection of its own: Node's kept-alive sockets race the server's keep-alive timeout on a busy machine
        // (the server closes an idle socket just as it is reused: "socket hang up").
        agent: false,
        method,
        path,
        headers: {
          ...(body === undefined ? {} : { "Content-Length": Buffer.byteLength(body) }),
          ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, onTheWire(value)])),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** Runs `work` over `items`, `concurrency` at a time, in order of the items. */
export async function inBatches<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
