import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUTS, defaultLayout, moveWidget, restoreLayout, setHidden, stepWidget, WIDGET_IDS } from './layout.ts';

describe('the dashboard layout', () => {
  it('gives every package every widget once, and pro no news in the first column', () => {
    for (const columns of Object.values(DEFAULT_LAYOUTS)) expect(columns.flat().sort()).toEqual([...WIDGET_IDS].sort());
    expect(DEFAULT_LAYOUTS.pro[0]).not.toContain('news');
  });

  it("restores a stored arrangement, dropping unknown and repeated widgets and adding new ones where the package's default puts them", () => {
    const stored = { columns: [['news', 'gone', 'news'], ['summary'], []], hidden: ['video', 'latestCases', 'unknown'] };
    const layout = restoreLayout(stored, 'pro');
    expect(layout.columns[0]).toEqual(['news', 'latestCases', 'carAlerts', 'leadFunnel']);
    expect(layout.columns[1]).toEqual(['summary', 'stockDays', 'adOptimisation']);
    expect(layout.columns[2]).toEqual(['priceGuide', 'carFacts', 'toolbox', 'video']);
    // The latest cases may not be hidden.
    expect(layout.hidden).toEqual(['video']);
  });

  it("falls back to the package's default for anything that is not an arrangement", () => {
    expect(restoreLayout('nonsense', 'basis')).toEqual(defaultLayout('basis'));
    expect(restoreLayout({ columns: [[], []] }, 'start')).toEqual(defaultLayout('start'));
  });

  it('moves a widget before another in another column, or to its end', () => {
    const layout = defaultLayout('pro');
    expect(moveWidget(layout, 'news', 0, 'carAlerts').columns[0]).toEqual(['latestCases', 'news', 'carAlerts', 'leadFunnel']);
    expect(moveWidget(layout, 'latestCases', 2).columns[2]).toEqual(['news', 'priceGuide', 'carFacts', 'toolbox', 'video', 'latestCases']);
  });

  it('steps a widget up, down and to the next column, and not past the edges', () => {
    const layout = defaultLayout('pro');
    expect(stepWidget(layout, 'carAlerts', 'up').columns[0]).toEqual(['carAlerts', 'latestCases', 'leadFunnel']);
    expect(stepWidget(layout, 'carAlerts', 'down').columns[0]).toEqual(['latestCases', 'leadFunnel', 'carAlerts']);
    expect(stepWidget(layout, 'latestCases', 'up')).toBe(layout);
    expect(stepWidget(layout, 'latestCases', 'left')).toBe(layout);
    const moved = stepWidget(layout, 'carAlerts', 'right');
    expect(moved.columns[1]).toEqual(['summary', 'carAlerts', 'stockDays', 'adOptimisation']);
  });

  it('hides and shows a widget that allows it, and never one that does not', () => {
    const layout = defaultLayout('basis');
    expect(setHidden(layout, 'video', true).hidden).toEqual(['video']);
    expect(setHidden(setHidden(layout, 'video', true), 'video', false).hidden).toEqual([]);
    expect(setHidden(layout, 'carAlerts', true)).toBe(layout);
  });
});
