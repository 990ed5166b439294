/**
 * The kinds submissions were stored under before each form had one name (docs/decisions/043), and the form each belongs
 * to now. Read by the database's migration (./migrations.server.ts) and by the Studio's migration of Sanity documents
 * (cms-schemas/migrations/one-name-per-form), so both move the same data the same way. Orders kept their name.
 */
export const RENAMED_KINDS = { waitlistEntry: "waitlist", supportRequest: "support", affiliateSignup: "affiliate" } as const;

export type RenamedKind = keyof typeof RENAMED_KINDS;

export function isRenamedKind(kind: string): kind is RenamedKind {
  return Object.hasOwn(RENAMED_KINDS, kind);
}

/**
 * A stored submission's id under its form's name. A waitlist entry's id began with its kind (`waitlistEntry-<hash of the
 * address>`, so the same address is one entry), and must keep matching what the waitlist computes for that address.
 */
export function renamedSubmissionId(kind: RenamedKind, id: string): string {
  return id.startsWith(`${kind}-`) ? `${RENAMED_KINDS[kind]}-${id.slice(kind.length + 1)}` : id;
}
