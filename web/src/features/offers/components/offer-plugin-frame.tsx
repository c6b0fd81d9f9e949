import { Stack, Text } from '@mantine/core';

/** What the frame needs of an offer: its id, the partner that made it and where the partner's plugin lives. */
export interface PluginOffer {
  OfferId: string;
  ProviderName: string;
  PluginUrl: string;
}

/**
 * The partner's own screen for an offer, in a frame: the partner calculates and sends the application there. The
 * messages between the case and the frame are wired in by the plugin host.
 */
export const OfferPluginFrame = ({ offer, caseId }: { offer: PluginOffer; caseId: string }) => (
  <Stack gap="xs" data-case-id={caseId} data-offer-id={offer.OfferId}>
    <Text fw={600}>{offer.ProviderName}</Text>
    <iframe
      title={`Tilbud fra ${offer.ProviderName}`}
      src={offer.PluginUrl}
      style={{ width: '100%', minHeight: 480, border: 0 }}
      sandbox="allow-scripts allow-forms allow-same-origin"
    />
  </Stack>
);
