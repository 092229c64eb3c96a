/**
 * What a component's docs page tells a design team beyond the props: how far along it is, how it reads to assistive
 * technology and how it behaves right to left. Given as `parameters.guide` in each component's stories meta; its do
 * and don't examples are stories tagged `do` and `dont`, drawn side by side under «نحوهٔ استفاده».
 */
export interface Guide {
  /** `stable`: used by the app, API kept; `beta`: used, API may change; `deprecated`: being replaced. */
  status: GuideStatus;
  /** Markdown: roles, names, keyboard, what is announced. */
  accessibility: string;
  /** Markdown: mirroring, direction of motion and progress, Persian digits, bidirectional text. */
  rtl: string;
}

/** How far along a component is. */
export type GuideStatus = 'stable' | 'beta' | 'deprecated';

/** Persian labels of the statuses, as the docs page shows them. */
export const statusLabels: Record<GuideStatus, string> = {
  stable: 'پایدار',
  beta: 'آزمایشی',
  deprecated: 'منسوخ',
};

/** Tags of the usage stories: shown under «نحوهٔ استفاده», left out of the story list below it. */
export const USAGE_TAGS = { do: 'do', dont: 'dont' } as const;
