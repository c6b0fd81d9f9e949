import { Anchor, Card, Group, Stack, Text, Title, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { MICRO_FRONTEND_FALLBACK } from '@/components/micro-frontend-host.tsx';

// TanStack Router's recipe for Mantine's polymorphic components: a plain anchor component to wrap.
const PlainAnchor = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
/** A link within the app, styled as Mantine's anchor. */
export const AnchorLink = createLink(PlainAnchor);

export interface WidgetCardProps {
  title: string;
  testId: string;
  /** Beside the title: the widget's scope choice. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dashboard widget: a titled section, named by its title for assistive technology. */
export function WidgetCard({ title, testId, actions, children }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A widget whose data cannot be fetched says so, in the spec's words (document 2 §8), and nothing else. */
export function WidgetFallback() {
  return (
    <Text size="sm" c="dimmed">
      {MICRO_FRONTEND_FALLBACK}
    </Text>
  );
}

export function WidgetLoading({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
