/** Sample page sections of the marketplace pages, by page slug. */
export const marketplaceSections: Record<string, object[]> = {};
