import { createIfNotExists, defineMigration, delete_, transaction } from "sanity/migrate";
import { isRenamedKind, RENAMED_KINDS, renamedSubmissionId } from "../../../app/lib/storage/renamed-kinds";

/**
 * Moves submissions stored under a form's old document type (waitlistEntry, supportRequest, affiliateSignup) to the
 * form's name (waitlist, support, affiliate): docs/decisions/043. Sanity cannot change a document's `_type` or `_id`, so
 * each document is copied under its new type and id and the old one deleted, in one transaction. Running it again
 * changes nothing. Orders kept their name.
 *
 *   cd cms-schemas && npx sanity migration run one-name-per-form            (a dry run: lists what it would do)
 *   cd cms-schemas && npx sanity migration run one-name-per-form --no-dry-run
 */
export default defineMigration({
  title: "One name per form: move submissions to their form's document type",
  documentTypes: Object.keys(RENAMED_KINDS),
  migrate: {
    document(doc) {
      if (!isRenamedKind(doc._type)) return undefined;
      const { _id, _type, _rev, _createdAt, _updatedAt, ...fields } = doc;
      const id = renamedSubmissionId(_type, _id.slice(_type.length + 1));
      return transaction([
        createIfNotExists({ ...fields, _id: `${RENAMED_KINDS[_type]}.${id}`, _type: RENAMED_KINDS[_type] }),
        delete_(_id),
      ]);
    },
  },
});
