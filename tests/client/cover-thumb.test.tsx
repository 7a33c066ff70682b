import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverThumb } from '../../src/client/admin/list/cover-thumb';

describe('a table row cover', () => {
  it("offers the smallest copy of the site's own photo and keeps the original as its source", () => {
    render(<CoverThumb src="/api/media/image/tidepool.jpg" alt="Tidepool cover" />);
    const image = screen.getByRole('img', { name: 'Tidepool cover' });
    expect(image).toHaveAttribute('src', '/api/media/image/tidepool.jpg');
    expect(image).toHaveAttribute('srcset', '/api/media/image/tidepool.jpg/480.webp 480w');
    expect(image).toHaveAttribute('sizes', '64px');
  });

  it('takes an absolute link to this site like a site path', () => {
    const own = `${window.location.origin}/api/media/image/photo.png`;
    render(<CoverThumb src={own} alt="Own cover" />);
    expect(screen.getByRole('img', { name: 'Own cover' })).toHaveAttribute(
      'srcset',
      '/api/media/image/photo.png/480.webp 480w',
    );
  });

  it('shows the original when the copy does not exist (a small image, or copies not made yet)', () => {
    render(<CoverThumb src="/api/media/image/small.png" alt="Small cover" />);
    const image = screen.getByRole('img', { name: 'Small cover' });
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('src', '/api/media/image/small.png');
  });

  it.each([
    ['an SVG, which has no copies', '/api/media/image/logo.svg'],
    ["another site's image", 'https://images.example.com/api/media/image/photo.jpg'],
    ['a path outside the media', '/covers/photo.jpg'],
  ])('leaves %s as it is', (_case, src) => {
    render(<CoverThumb src={src} alt="Cover" />);
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image).toHaveAttribute('src', src);
    expect(image).not.toHaveAttribute('srcset');
  });
});
