/**
 * A count waiting for attention, beside a tab or a title. Screen readers hear what it counts
 * ('2 à régulariser'); nothing shows at zero. Positioned, so its hidden text stays inside a scrolling
 * tab list instead of widening the page on a phone.
 */
export function CountBadge({ count, description }: { count: number; description: string }) {
  if (count === 0) return null;
  return (
    <span className="relative ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">({description})</span>
    </span>
  );
}
