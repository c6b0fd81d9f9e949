/**
 * Notifications: the messages the product sends the dealer (new features, planned downtime, a finished export),
 * newest first, each marked by its type. A micro-frontend; its data comes from the page, or from its sandbox data
 * where no notification service is connected.
 */
import { el, loadAndDraw, warningFallback } from '../../shared/src/widget-dom.ts';

/** The spec's message types: 1 info, 2 warning, 3 success, 4 error. */
export type NotificationType = 1 | 2 | 3 | 4;

export interface DealerNotification {
  readonly id: string;
  readonly type: NotificationType;
  readonly title: string;
  readonly text: string;
  /** ISO time it was sent. */
  readonly sentAt: string;
  readonly read: boolean;
}

export interface NotificationsProps {
  readonly load?: () => Promise<readonly DealerNotification[]>;
  readonly onRead?: (id: string) => void;
}

export const NotificationsTexts = {
  heading: 'Notifikationer',
  none: 'Du har ingen notifikationer.',
  markRead: 'Markér som læst',
  // The spec's specific fallback for the notifications.
  fallback: 'Notifikationer kan ikke vises i øjeblikket.',
  types: { 1: 'Information', 2: 'Advarsel', 3: 'Udført', 4: 'Fejl' },
} as const;

const TYPE_COLOURS: Readonly<Record<NotificationType, string>> = { 1: '#1c7ed6', 2: '#e8590c', 3: '#2b8a3e', 4: '#c92a2a' };

export const SANDBOX_NOTIFICATIONS: readonly DealerNotification[] = [
  { id: 'n-3', type: 3, title: 'Eksport færdig', text: 'Din eksport af lagerlisten er klar.', sentAt: '2026-11-27T14:05:00Z', read: false },
  { id: 'n-2', type: 2, title: 'Planlagt vedligehold', text: 'DealerHub er utilgængelig søndag kl. 06-07.', sentAt: '2026-11-25T09:00:00Z', read: false },
  { id: 'n-1', type: 1, title: 'Ny funktion', text: 'Du kan nu sortere nyheder efter kategori.', sentAt: '2026-11-20T08:30:00Z', read: true },
];

const sentAt = (iso: string): string =>
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

const draw = (element: HTMLElement, notifications: readonly DealerNotification[], props: NotificationsProps): void => {
  const heading = el('h2', { text: NotificationsTexts.heading });
  if (notifications.length === 0) {
    element.replaceChildren(heading, el('p', { text: NotificationsTexts.none }));
    return;
  }
  const items = [...notifications]
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .map((notification) =>
      el(
        'li',
        { attrs: { 'data-read': String(notification.read) }, style: `border-left:4px solid ${TYPE_COLOURS[notification.type]};padding:4px 8px;margin-bottom:8px;font-weight:${notification.read ? 'normal' : 'bold'}` },
        el('div', { style: 'font-size:12px;color:#495057', text: `${NotificationsTexts.types[notification.type]} · ${sentAt(notification.sentAt)}` }),
        el('div', { text: notification.title }),
        el('div', { style: 'font-weight:normal', text: notification.text }),
        !notification.read && props.onRead
          ? el('button', { attrs: { type: 'button' }, style: 'margin-top:4px', text: NotificationsTexts.markRead, on: { click: () => props.onRead?.(notification.id) } })
          : null,
      ),
    );
  element.replaceChildren(heading, el('ul', { style: 'list-style:none;padding:0;margin:0' }, ...items));
};

/** The widget contract of the app's micro-frontend host. */
export const mount = (element: HTMLElement, props: NotificationsProps) => {
  const show = (next: NotificationsProps) =>
    loadAndDraw(element, next.load ?? (async () => SANDBOX_NOTIFICATIONS), (notifications) => draw(element, notifications, next), () => warningFallback(NotificationsTexts.fallback));
  let cancel = show(props);
  return {
    update: (next: NotificationsProps) => {
      cancel();
      cancel = show(next);
    },
    unmount: () => {
      cancel();
      element.replaceChildren();
    },
  };
};
