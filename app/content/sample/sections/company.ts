/** Sample page sections of the company, support, legal and coming-soon pages, by page slug. */
export const companySections: Record<string, object[]> = {};
