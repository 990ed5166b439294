// @ts-check
/**
 * The bench's yardstick for a cached page (`npm run bench`, decision 081): a bare `node:http` server that answers each
 * recorded path with the exact status, headers and bytes the site sent for it, from memory, with nothing else. What the
 * site costs beyond it is the cost of its own path around the bytes.
 *   node scripts/bench/bare-server.js <recording.json>   (PORT and HOST from the environment)
 * The recording: { "<path>": { "status": 200, "headers": ["name", "value", …], "body": "<base64>" } }.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

/** @type {Record<string, { status: number, headers: string[], body: string }>} */
const recording = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8"));
const answers = new Map(
  Object.entries(recording).map(([path, { status, headers, body }]) => [path, { status, headers, body: Buffer.from(body, "base64") }]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (req.url === "/readyz") return void res.end("ready");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
