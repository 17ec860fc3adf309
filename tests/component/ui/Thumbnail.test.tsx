// An image the network cannot reach shows « Image indisponible », not the browser's broken icon,
// and a new address is tried again.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from '../../../renderer/src/ui/Thumbnail';

describe('Thumbnail', () => {
  it('swaps a failed image for a labelled placeholder, and retries a new address', () => {
    const { container, rerender } = render(
      <Thumbnail src="https://cdn.example/a.jpg" alt="Une photo" />,
    );
    const image = screen.getByRole('img', { name: 'Une photo' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/a.jpg');

    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image indisponible' }).getAttribute('title')).toBe(
      'Image indisponible',
    );

    rerender(<Thumbnail src="https://cdn.example/b.jpg" alt="Une photo" />);
    expect(screen.getByRole('img', { name: 'Une photo' }).getAttribute('src')).toBe(
      'https://cdn.example/b.jpg',
    );
  });
});
