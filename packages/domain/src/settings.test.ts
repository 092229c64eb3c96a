import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/fakes';
import { SETTINGS_STORAGE_KEY } from './constants';
import { createSettingsStore, defaultSettings, screenSizeOf } from './settings';

const stored = (session: ReturnType<typeof memoryStorage>) =>
  JSON.parse(session.get(SETTINGS_STORAGE_KEY) ?? 'null') as Record<string, unknown>;

describe('settings', () => {
  it('starts right-to-left and dark, search closed, forms closed with type Movie', () => {
    const settings = createSettingsStore({ session: memoryStorage() }).getState();
    expect(settings).toMatchObject({
      direction: 'rtl',
      colour: 'dark',
      show_search: false,
      swiperClicked: 0,
      showAllItems: false,
      showCreatePlayListForm: { show: false, position: null, id: null, type: 'Movie' },
      showAddToPlayListForm: { show: false, position: null, id: null, type: 'Movie' },
    });
  });

  it.each([
    [575, { sm: false, md: false, lg: false, xl: false, xxl: false }],
    [576, { sm: true, md: false, lg: false, xl: false, xxl: false }],
    [767, { sm: true, md: false, lg: false, xl: false, xxl: false }],
    [768, { sm: true, md: true, lg: false, xl: false, xxl: false }],
    [992, { sm: true, md: true, lg: true, xl: false, xxl: false }],
    [1199, { sm: true, md: true, lg: true, xl: false, xxl: false }],
    [1200, { sm: true, md: true, lg: true, xl: true, xxl: false }],
    [1400, { sm: true, md: true, lg: true, xl: true, xxl: true }],
    [2560, { sm: true, md: true, lg: true, xl: true, xxl: true }],
  ])('a %i px wide window sets the min-width flags %o', (width, flags) => {
    const store = createSettingsStore({ session: memoryStorage() });
    store.getState().resized(width, 900);
    expect(store.getState().screenSize).toEqual({ x: width, y: 900, ...flags });
    expect(screenSizeOf(width, 900)).toEqual({ x: width, y: 900, ...flags });
  });

  it('toggles and closes the search overlay', () => {
    const store = createSettingsStore({ session: memoryStorage() });
    store.getState().searchToggled();
    expect(store.getState().show_search).toBe(true);
    store.getState().searchToggled();
    expect(store.getState().show_search).toBe(false);
    store.getState().searchToggled();
    store.getState().searchClosed();
    expect(store.getState().show_search).toBe(false);
  });

  it('counts slider clicks and switches showAllItems', () => {
    const store = createSettingsStore({ session: memoryStorage() });
    store.getState().sliderClicked();
    store.getState().sliderClicked();
    store.getState().showAllItemsChanged(true);
    expect(store.getState()).toMatchObject({ swiperClicked: 2, showAllItems: true });
  });

  it('opens the playlist forms at a position for a title, type Movie unless told', () => {
    const store = createSettingsStore({ session: memoryStorage() });
    store.getState().addToPlaylistFormOpened({ position: { x: 10, y: 20 }, id: 5 });
    expect(store.getState().showAddToPlayListForm).toEqual({
      show: true,
      position: { x: 10, y: 20 },
      id: 5,
      type: 'Movie',
    });
    store.getState().addToPlaylistFormOpened({ id: 6, type: 'Series' });
    expect(store.getState().showAddToPlayListForm).toEqual({ show: true, position: null, id: 6, type: 'Series' });
    store.getState().addToPlaylistFormClosed();
    expect(store.getState().showAddToPlayListForm.show).toBe(false);

    store.getState().createPlaylistFormOpened();
    expect(store.getState().showCreatePlayListForm).toEqual({ show: true, position: null, id: null, type: 'Movie' });
    store.getState().createPlaylistFormClosed();
    expect(store.getState().showCreatePlayListForm.show).toBe(false);
  });

  it('is saved in session storage under one fixed key and restored by the next store', () => {
    const session = memoryStorage();
    const first = createSettingsStore({ session });
    first.getState().resized(1300, 700);
    first.getState().searchToggled();
    first.getState().addToPlaylistFormOpened({ id: 9, type: 'Series' });
    expect([...session.data.keys()]).toEqual([SETTINGS_STORAGE_KEY]);
    expect(stored(session)).toMatchObject({ show_search: true, screenSize: { x: 1300, xl: true } });
    expect(Object.keys(stored(session)).sort()).toEqual(Object.keys(defaultSettings).sort());

    const second = createSettingsStore({ session }).getState();
    expect(second).toMatchObject({
      show_search: true,
      screenSize: { x: 1300, y: 700, xl: true, xxl: false },
      showAddToPlayListForm: { show: true, id: 9, type: 'Series' },
    });
  });

  it.each([
    ['not JSON', '{nope'],
    ['not an object', '42'],
    ['null', 'null'],
  ])('ignores a stored entry that is %s', (_, raw) => {
    const settings = createSettingsStore({ session: memoryStorage({ [SETTINGS_STORAGE_KEY]: raw }) }).getState();
    expect(settings).toMatchObject(defaultSettings);
  });

  it('takes only fields of the right type from a stored entry, and never another direction or colour', () => {
    const raw = JSON.stringify({
      direction: 'ltr',
      colour: 'light',
      show_search: 'yes',
      swiperClicked: 4,
      showAllItems: null,
      screenSize: { x: 800 },
    });
    const settings = createSettingsStore({ session: memoryStorage({ [SETTINGS_STORAGE_KEY]: raw }) }).getState();
    expect(settings).toMatchObject({
      direction: 'rtl',
      colour: 'dark',
      show_search: false,
      swiperClicked: 4,
      showAllItems: false,
      screenSize: { x: 800, y: 0, sm: false },
    });
  });
});
