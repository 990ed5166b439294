/** Sample page sections of the products pages, by page slug. */
export const productsSections: Record<string, object[]> = {};
