import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { OfferPluginFrame } from './offer-plugin-frame.tsx';

describe('an offer plugin frame', () => {
  it("shows the partner's name and its plugin in a frame titled after the partner", () => {
    render(
      <MantineProvider>
        <OfferPluginFrame caseId="1042" offer={{ OfferId: 'o-1', ProviderName: 'Fjord Finans A/S', PluginUrl: 'http://localhost:3002/fjord-finans/' }} />
      </MantineProvider>,
    );
    expect(screen.getByText('Fjord Finans A/S')).toBeTruthy();
    expect(screen.getByTitle('Tilbud fra Fjord Finans A/S').getAttribute('src')).toBe('http://localhost:3002/fjord-finans/');
  });
});
