import { ALL_CONTENT_TAG } from "~/lib/cms/dependencies";

/**
 * Rendered responses kept in memory, bounded by bytes (least recently used go first), each tagged
 * with the content it was built from so a change drops exactly the pages it can alter.
 */

export type CompressedEncoding = "br" | "gzip";
export type Encoding = CompressedEncoding | "identity";

export interface StoredPage {
  status: number;
  /** The response headers, without the ones that describe one transfer (length, encoding). */
  headers: readonly [name: string, value: string][];
  /** The body, and its compressed forms, each made when a client first asks for it. */
  bodies: { identity: Uint8Array<ArrayBuffer> } & Partial<Record<CompressedEncoding, Uint8Array<ArrayBuffer>>>;
  /** Whether compressing it is worth it. */
  compressible: boolean;
  /** Weak: the encodings are the same representation. */
  etag: string;
  tags: ReadonlySet<string>;
  storedAt: number;
}

export interface PageStoreOptions {
  maxBytes: number;
  /** How long a page is served before it is rendered again (infinite when content only changes by purge). */
  maxAgeMs: number;
  now?: () => number;
}

function sizeOf(page: StoredPage): number {
  const headerBytes = page.headers.reduce((total, [name, value]) => total + name.length + value.length, 0);
  const tagBytes = [...page.tags].reduce((total, tag) => total + tag.length, 0);
  const bodyBytes = Object.values(page.bodies).reduce((total, body) => total + body.byteLength, 0);
  return bodyBytes + headerBytes + tagBytes;
}

export class PageStore {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  private readonly pages = new Map<string, { page: StoredPage; bytes: number }>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;
  private purges = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Counts purges: a render notes it when it starts, and is not stored if content changed meanwhile. */
  get generation(): number {
    return this.purges;
  }

  /** `PAGE_CACHE_MB=0` turns the page cache off. */
  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): StoredPage | undefined {
    const held = this.pages.get(key);
    if (!held) return undefined;
    if (this.now() - held.page.storedAt >= this.options.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, held);
    return held.page;
  }

  /**
   * Keeps a page rendered since `generationAtStart`; returns false (and keeps nothing) when a purge
   * came in between, since the render may show what the purge replaced, or when it alone exceeds the bound.
   */
  set(key: string, page: StoredPage, generationAtStart: number): boolean {
    if (generationAtStart !== this.purges) return false;
    const bytes = sizeOf(page);
    if (bytes > this.options.maxBytes) return false;
    this.remove(key);
    this.pages.set(key, { page, bytes });
    this.bytes += bytes;
    for (const tag of page.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evictOverBound();
    return true;
  }

  private evictOverBound(): void {
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Adds a compressed form to a page still held (not purged or replaced since it was read). */
  addEncoding(key: string, page: StoredPage, encoding: CompressedEncoding, body: Uint8Array<ArrayBuffer>): void {
    const held = this.pages.get(key);
    if (held?.page !== page || page.bodies[encoding]) return;
    page.bodies[encoding] = body;
    held.bytes += body.byteLength;
    this.bytes += body.byteLength;
    this.evictOverBound();
  }

  /** Drops every page carrying one of `tags` (every page for `ALL_CONTENT_TAG`); returns how many. */
  purge(tags: readonly string[]): number {
    this.purges += 1;
    const keys = tags.includes(ALL_CONTENT_TAG)
      ? new Set(this.pages.keys())
      : new Set(tags.flatMap((tag) => [...(this.keysByTag.get(tag) ?? [])]));
    for (const key of keys) this.remove(key);
    return keys.size;
  }

  private remove(key: string): void {
    const held = this.pages.get(key);
    if (!held) return;
    this.pages.delete(key);
    this.bytes -= held.bytes;
    for (const tag of held.page.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
