import { createFileRoute } from '@tanstack/react-router';
import { SupportVideosPage } from '@/features/support-videos/components/support-videos-page.tsx';

/** /SupportVideos: the supplier's support videos, for every user. */
export const Route = createFileRoute('/_app/SupportVideos')({
  component: SupportVideosPage,
});
