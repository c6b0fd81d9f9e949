import { queryOptions } from '@tanstack/react-query';
import type { StockReminder } from '../../../../../domain/cars/stock-search.ts';
import type { DaysInStockBar, StockSummary } from '../../../../../domain/dashboard/widgets.ts';
import { api } from '@/lib/api.ts';

/** The car alerts' scope (document 2 §7: searchType dealer or responsibleuser). */
export type ReminderScope = 'responsibleuser' | 'dealer';
export type ReminderCounts = Record<StockReminder, number> & { SearchType: ReminderScope };
/** The days-in-stock chart's scope (document 2 §7: managementLevel 0, the user's own cars, or 1, the department's). */
export type ManagementLevel = 0 | 1;

// A widget that cannot load shows its fallback at once; the next visit tries again.
export const summaryWidgetQuery = queryOptions({
  queryKey: ['dashboard', 'summary'],
  queryFn: () => api.get<StockSummary>('/api/summarywidget/'),
  retry: false,
});

export const reminderWidgetQuery = (scope: ReminderScope) =>
  queryOptions({
    queryKey: ['dashboard', 'reminders', scope],
    queryFn: () => api.get<ReminderCounts>('/api/reminderwidget/', { searchType: scope }),
    retry: false,
  });

export const daysInStockWidgetQuery = (level: ManagementLevel) =>
  queryOptions({
    queryKey: ['dashboard', 'days-in-stock', level],
    queryFn: () => api.get<DaysInStockBar[]>('/api/daysinstockwidget/', { managementLevel: String(level) }),
    retry: false,
  });
