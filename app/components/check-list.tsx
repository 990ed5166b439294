/** A list of what is included or what a product does, with check marks. */
export function CheckList({
  items,
  className = "space-y-3 leading-7 text-slate-700 dark:text-slate-300",
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="font-bold text-brand-600 dark:text-brand-400">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
