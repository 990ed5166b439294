/** A request body over the endpoint's limit: answered 413 before it is parsed. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limitBytes: number) {
    super(`Request body is larger than ${limitBytes} bytes`);
  }
}

/**
 * The body's bytes, read only up to `limitBytes`: a declared `Content-Length` over the limit is
 * refused before reading, and a body that grows past it while streaming stops being read.
 */
export async function readBodyBytes(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw new BodyTooLargeError(limitBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, read with readBodyBytes' limit. */
export async function readTextBody(request: Request, limitBytes: number): Promise<string> {
  return Buffer.from(await readBodyBytes(request, limitBytes)).toString("utf8");
}
