import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

/** Whether the box has columns hidden to its right or left. */
interface Overflow {
  right: boolean;
  left: boolean;
}

const NONE: Overflow = { right: false, left: false };

export const SCROLL_HINT = 'Faites défiler le tableau sur le côté pour voir toutes les colonnes.';

/**
 * The first cell of every row stays put while the rest scrolls: opaque like its row, with a rule on
 * its right. Tailwind variants, so that any table inside gets it without classes of its own.
 */
const STICKY_FIRST_COLUMN =
  '[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-[1] [&_tr>*:first-child]:shadow-[inset_-1px_0_0_var(--color-slate-200)] [&_tbody_tr>*:first-child]:bg-white [&_thead_tr>*:first-child]:bg-slate-50 [&_tfoot_tr>*:first-child]:bg-slate-50';

/**
 * A wide table's own scrolling box (decision 044): the page never scrolls sideways, the table does
 * (the box is positioned, so that the screen-reader-only texts of its cells, absolutely placed, stay
 * inside it instead of widening the page).
 * It is a named region that takes the focus, so the keyboard scrolls it with the arrows (WCAG 2.1.1);
 * its first column stays in sight; while columns are out of sight, a shadow on that edge and a line
 * of text under the box say it scrolls.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const boxRef = useRef<HTMLElement>(null);
  const hintId = useId();
  const [overflow, setOverflow] = useState<Overflow>(NONE);

  const measure = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    const hidden = box.scrollWidth - box.clientWidth;
    const next = { left: box.scrollLeft > 1, right: hidden - box.scrollLeft > 1 };
    setOverflow((previous) =>
      previous.left === next.left && previous.right === next.right ? previous : next,
    );
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // The box (the window's width) and the table (rows arriving, a new month) both change what fits.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = overflow.left || overflow.right;
  return (
    <div>
      <div className="relative">
        <section
          ref={boxRef}
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          onScroll={measure}
          className={`relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 ${STICKY_FIRST_COLUMN}`}
        >
          {children}
        </section>
        {overflow.right && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px right-px w-6 rounded-r-lg bg-gradient-to-l from-slate-900/15 to-transparent"
          />
        )}
      </div>
      {scrolls && (
        <p id={hintId} className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-600">
          <MoveHorizontal className="h-4 w-4 shrink-0" aria-hidden="true" />
          {SCROLL_HINT}
        </p>
      )}
    </div>
  );
}
