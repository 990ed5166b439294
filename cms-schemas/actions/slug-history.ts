import { type DocumentActionComponent, useDocumentOperation } from "sanity";
import { previousSlugsAfterPublish } from "../../app/lib/redirects/redirect-rules";

interface RoutableFields {
  slug?: { current?: string };
  previousSlugs?: string[];
}

/**
 * The Publish action of a document with a page of its own, keeping the slug it was published under when this publish
 * changes it (decision 076): the old address then redirects to the new one, with nothing for the editor to do. The
 * draft is patched just before the original Publish runs, so both go out as one publish.
 */
export function keepingSlugHistory(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishKeepingSlugHistory: DocumentActionComponent = (props) => {
    const published = publish(props);
    const { patch } = useDocumentOperation(props.id, props.type);
    if (!published) return null;
    return {
      ...published,
      onHandle: () => {
        const draft = props.draft as RoutableFields | null;
        const previousSlugs = previousSlugsAfterPublish({
          publishedSlug: (props.published as RoutableFields | null)?.slug?.current,
          newSlug: draft?.slug?.current,
          previousSlugs: draft?.previousSlugs,
        });
        if (previousSlugs) patch.execute([{ set: { previousSlugs } }]);
        published.onHandle?.();
      },
    };
  };
  PublishKeepingSlugHistory.action = publish.action;
  return PublishKeepingSlugHistory;
}
