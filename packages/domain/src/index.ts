export * from './constants';
export {
  createMedia,
  type Media,
  type MediaListArgs,
  type MediaListName,
  type MediaListStore,
  mediaLists,
} from './media';
export { paths, redirectFromParams } from './paths';
export type { KeyValueStorage, NavigateOptions, Navigation, Notifier, Ports, TimerHandle, Timers } from './ports';
export { createErrorReporter, type ReportError } from './report-error';
export {
  createResourceStore,
  type Fetcher,
  type ResourceActions,
  type ResourceData,
  type ResourceOptions,
  type ResourceState,
  type ResourceStore,
  resource,
} from './resource';
