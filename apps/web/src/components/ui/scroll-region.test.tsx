import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_HINT, ScrollRegion } from './scroll-region';

/** jsdom lays nothing out: the box's sizes are what a browser would measure. */
function boxSizes(sizes: { scrollWidth: number; clientWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(sizes.scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(sizes.clientWidth);
}

const table = (
  <table>
    <tbody>
      <tr>
        <th scope="row">Zoé Martin</th>
        <td>7h00</td>
      </tr>
    </tbody>
  </table>
);

afterEach(() => vi.restoreAllMocks());

describe('ScrollRegion', () => {
  it('is a named region the keyboard reaches, and says nothing while the table fits', () => {
    boxSizes({ scrollWidth: 600, clientWidth: 600 });
    render(<ScrollRegion label="Tableau des employés">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Tableau des employés' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText(SCROLL_HINT)).toBeNull();
    expect(region).not.toHaveAttribute('aria-describedby');
  });

  it('says it scrolls sideways while columns are out of sight, and stops once scrolled to the end', () => {
    boxSizes({ scrollWidth: 900, clientWidth: 600 });
    render(<ScrollRegion label="Rapport mensuel">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Rapport mensuel' });
    expect(screen.getByText(SCROLL_HINT)).toBeVisible();
    expect(region).toHaveAccessibleDescription(SCROLL_HINT);
    // The shadow on the right edge, beside the box, marks where the hidden columns are.
    expect(region.nextElementSibling).toHaveAttribute('aria-hidden', 'true');

    // At the right end, columns are hidden to the left only: still the hint, no shadow on the right.
    region.scrollLeft = 300;
    fireEvent.scroll(region);
    expect(screen.getByText(SCROLL_HINT)).toBeVisible();
    expect(region.nextElementSibling).toBeNull();
  });
});
