import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the count and tells screen readers what it counts', () => {
    render(
      <button type="button">
        Temps
        <CountBadge count={2} description="2 à régulariser" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Temps (2 à régulariser)' })).toHaveTextContent('Temps2');
  });

  it('shows nothing at zero', () => {
    render(
      <button type="button">
        Temps
        <CountBadge count={0} description="0 à régulariser" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Temps' })).toHaveTextContent(/^Temps$/);
  });
});
