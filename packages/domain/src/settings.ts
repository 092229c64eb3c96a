import type { TitleType } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Breakpoint, breakpoints, SETTINGS_STORAGE_KEY } from './constants';
import type { KeyValueStorage } from './ports';

/**
 * The window's size. Each breakpoint flag is true when the width is at least that breakpoint
 * (min-width, as in CSS `@media (min-width: …)`): sm ≥ 576, md ≥ 768, lg ≥ 992, xl ≥ 1200, xxl ≥ 1400.
 * Below 576 every flag is false.
 */
export type ScreenSize = { x: number; y: number } & Record<Breakpoint, boolean>;

/** A playlist popover: where it opens and the title it is about. */
export interface PlaylistForm {
  show: boolean;
  /** Where the click happened, to anchor the popover. */
  position: { x: number; y: number } | null;
  /** Id of the movie or series. */
  id: number | null;
  type: TitleType;
}

/** The settings state of spec §3. */
export interface SettingsData {
  direction: 'rtl';
  colour: 'dark';
  screenSize: ScreenSize;
  /** The search overlay is open. */
  show_search: boolean;
  /** Counts slider clicks (sliders use it to tell a click from a drag). */
  swiperClicked: number;
  showCreatePlayListForm: PlaylistForm;
  showAddToPlayListForm: PlaylistForm;
  showAllItems: boolean;
}

/** Where a playlist popover opens and for which title (type defaults to Movie). */
export interface PlaylistFormTarget {
  position?: { x: number; y: number } | null;
  id?: number | null;
  type?: TitleType;
}

/** The events of the settings store. */
export interface SettingsActions {
  /** The window was resized: recomputes the size and the breakpoint flags. */
  resized(width: number, height: number): void;
  /** The search icon: opens or closes the overlay. */
  searchToggled(): void;
  /** Closes the overlay (close icon, route change). */
  searchClosed(): void;
  sliderClicked(): void;
  createPlaylistFormOpened(target?: PlaylistFormTarget): void;
  createPlaylistFormClosed(): void;
  addToPlaylistFormOpened(target: PlaylistFormTarget): void;
  addToPlaylistFormClosed(): void;
  showAllItemsChanged(show: boolean): void;
}

/** State and events, as the store holds them. */
export type SettingsState = SettingsData & SettingsActions;
/** The settings store. */
export type SettingsStore = StoreApi<SettingsState>;

/** The size and flags for a window of this width and height. */
export function screenSizeOf(width: number, height: number): ScreenSize {
  return {
    x: width,
    y: height,
    sm: width >= breakpoints.sm,
    md: width >= breakpoints.md,
    lg: width >= breakpoints.lg,
    xl: width >= breakpoints.xl,
    xxl: width >= breakpoints.xxl,
  };
}

const closedForm: PlaylistForm = { show: false, position: null, id: null, type: 'Movie' };

/** The settings of a fresh session. */
export const defaultSettings: SettingsData = {
  direction: 'rtl',
  colour: 'dark',
  screenSize: screenSizeOf(0, 0),
  show_search: false,
  swiperClicked: 0,
  showCreatePlayListForm: closedForm,
  showAddToPlayListForm: closedForm,
  showAllItems: false,
};

// Takes from the stored JSON only fields of the right type, so an old or damaged entry cannot break the app.
function restore(raw: string | null): SettingsData {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {}
  const settings: Record<string, unknown> = { ...defaultSettings };
  for (const [key, fallback] of Object.entries(defaultSettings)) {
    const value = stored[key];
    if (typeof value !== typeof fallback || value === null) continue;
    settings[key] = typeof value === 'object' ? { ...fallback, ...value } : value;
  }
  // The direction and colour are fixed by the product, whatever was stored.
  return { ...(settings as unknown as SettingsData), direction: 'rtl', colour: 'dark' };
}

function data(state: SettingsState): SettingsData {
  const { direction, colour, screenSize, show_search, swiperClicked } = state;
  const { showCreatePlayListForm, showAddToPlayListForm, showAllItems } = state;
  return {
    direction,
    colour,
    screenSize,
    show_search,
    swiperClicked,
    showCreatePlayListForm,
    showAddToPlayListForm,
    showAllItems,
  };
}

const openForm = (target: PlaylistFormTarget = {}): PlaylistForm => ({
  show: true,
  position: target.position ?? null,
  id: target.id ?? null,
  type: target.type ?? 'Movie',
});

/** UI settings (spec §3), kept in session storage under one fixed key and restored on creation. */
export function createSettingsStore(deps: { session: KeyValueStorage }): SettingsStore {
  const store = createStore<SettingsState>()((set, get) => ({
    ...restore(deps.session.get(SETTINGS_STORAGE_KEY)),
    resized: (width, height) => set({ screenSize: screenSizeOf(width, height) }),
    searchToggled: () => set({ show_search: !get().show_search }),
    searchClosed: () => set({ show_search: false }),
    sliderClicked: () => set({ swiperClicked: get().swiperClicked + 1 }),
    createPlaylistFormOpened: (target) => set({ showCreatePlayListForm: openForm(target) }),
    createPlaylistFormClosed: () => set({ showCreatePlayListForm: closedForm }),
    addToPlaylistFormOpened: (target) => set({ showAddToPlayListForm: openForm(target) }),
    addToPlaylistFormClosed: () => set({ showAddToPlayListForm: closedForm }),
    showAllItemsChanged: (show) => set({ showAllItems: show }),
  }));
  store.subscribe((state) => deps.session.set(SETTINGS_STORAGE_KEY, JSON.stringify(data(state))));
  return store;
}
