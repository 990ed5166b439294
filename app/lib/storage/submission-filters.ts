/** The filter columns of a submission's data: the visitor's or the buyer's address in lower case, and handled or not. */
export function submissionFilters(data: Record<string, unknown>): { email: string; handled: number } {
  const buyer = data.buyer as { email?: unknown } | undefined;
  const email = typeof data.email === "string" ? data.email : typeof buyer?.email === "string" ? buyer.email : "";
  return { email: email.toLowerCase(), handled: data.handled === true ? 1 : 0 };
}
