import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { PictureGallery } from './picture-gallery.tsx';

const shown = (children: ReactNode) => render(<AppProviders queryClient={createQueryClient()} env="test">{children}</AppProviders>);

describe('the picture gallery before its pictures are read', () => {
  it.each([
    [0, 'Bilen har ingen billeder.'],
    [1, '1 billede'],
    [3, '3 billeder'],
  ])('counts %i pictures in Danish', (count, text) => {
    shown(<PictureGallery title="Toyota Yaris" pictures={[]} count={count} />);
    expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
  });

  it("downloads the server's named link, not the picture's own", () => {
    shown(<PictureGallery title="Toyota Yaris" pictures={['https://pictures.test/1.jpg']} downloads={['https://pictures.test/1.jpg?named']} count={1} />);
    expect(screen.getByRole('link', { name: /Hent billede/ })).toHaveAttribute('href', 'https://pictures.test/1.jpg?named');
  });
});
