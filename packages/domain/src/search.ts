import type { AgeRange, ApiClient, SearchResult } from '@parde/api-client';
import { normalizeForSearch } from '@parde/fa';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  RECENT_SEARCHES,
  recentSearchesKey,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from './constants';
import type { KeyValueStorage, TimerHandle, Timers } from './ports';
import type { ReportError } from './report-error';
import type { SettingsStore } from './settings';

/**
 * The search overlay. `idle`: text too short; `waiting`: the 1 s pause runs; `loading`: asked;
 * `results`: a non-empty list to show; `empty`: nothing to show, perhaps with the server's closest titles as
 * `suggestions` («منظورتان … بود؟»); `error`: the call failed.
 * While waiting or loading the previous results stay, so the list does not flicker as one types.
 */
export type SearchData = (
  | { status: 'idle'; query: string; results: [] }
  | { status: 'waiting' | 'loading'; query: string; results: SearchResult[] }
  | { status: 'results'; query: string; results: SearchResult[] }
  | { status: 'empty'; query: string; results: []; suggestions: SearchResult[] }
  | { status: 'error'; query: string; results: [] }
) & {
  /** The active member's recent searches, newest first (issue #28); read again by `recentLoaded`. */
  recent: string[];
};

/** The events of the search store. */
export interface SearchActions {
  /** The input changed: (re)starts the pause; a search fires for more than 1 character. */
  queryChanged(text: string): void;
  /** Clears the text and the results, cancelling a pending search. */
  cleared(): void;
  /** The app navigated: the overlay closes and the search is cleared (call it on every route change). */
  routeChanged(): void;
  /** The overlay opened (or the member changed): reads the active member's recent searches. */
  recentLoaded(): void;
  /** The viewer chose a search (a result, «همهٔ نتایج» or Enter): it leads the member's recent searches. */
  searched(text: string): void;
  /** Forgets the active member's recent searches. */
  recentCleared(): void;
}

/** State and events, as the store holds them. */
export type SearchState = SearchData & SearchActions;
/** The search store. */
export type SearchStore = StoreApi<SearchState>;

/** What the search store is built from. */
export interface SearchDeps {
  api: ApiClient;
  timers: Timers;
  settings: SettingsStore;
  /** The active member's age range, or null. */
  getAgeRange: () => AgeRange | null;
  reportError: ReportError;
  /** Local storage, for the recent searches of each member. */
  storage: KeyValueStorage;
  /** The active member's id, or null for a visitor. */
  getMemberId: () => number | null;
}

/** Search with a 1 s pause, where a newer query cancels the older one (spec §5). */
export function createSearchStore(deps: SearchDeps): SearchStore {
  const { api, timers, settings, getAgeRange, reportError, storage, getMemberId } = deps;
  const recentKey = () => recentSearchesKey(getMemberId() ?? 'guest');
  const readRecent = (): string[] => {
    try {
      const list: unknown = JSON.parse(storage.get(recentKey()) ?? '[]');
      return Array.isArray(list)
        ? list.filter((q): q is string => typeof q === 'string').slice(0, RECENT_SEARCHES)
        : [];
    } catch {
      // A list another version wrote, or a hand edit: start a new one.
      return [];
    }
  };
  let timer: TimerHandle | null = null;
  let inFlight: AbortController | null = null;

  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };

  return createStore<SearchState>()((set, get) => {
    const run = async (searchText: string) => {
      const mine = new AbortController();
      inFlight = mine;
      set({ status: 'loading' });
      try {
        const page = await api.search({ searchText, ageRange: getAgeRange() ?? '' }, { signal: mine.signal });
        // An older answer that still arrives never overwrites a newer query's state.
        if (inFlight !== mine) return;
        const results = (page?.data ?? []).filter((result) => result.id > 0);
        const suggestions = (page?.suggestions ?? []).filter((result) => result.id > 0);
        set(results.length > 0 ? { status: 'results', results } : { status: 'empty', results: [], suggestions });
      } catch (error) {
        if (inFlight !== mine) return;
        set({ status: 'error', results: [] });
        reportError(error, 'search');
      } finally {
        if (inFlight === mine) inFlight = null;
      }
    };

    return {
      status: 'idle',
      query: '',
      results: [],
      recent: [],

      queryChanged(text) {
        cancel();
        const searchText = text.trim().slice(0, SEARCH_MAX_LENGTH);
        // Count what the search sees: a letter with its vowel mark, or a stray ZWNJ, is no longer.
        if (normalizeForSearch(searchText).length < SEARCH_MIN_LENGTH) {
          set({ status: 'idle', query: text, results: [] });
          return;
        }
        set({ status: 'waiting', query: text, results: get().results });
        timer = timers.setTimeout(() => {
          timer = null;
          void run(searchText);
        }, SEARCH_DEBOUNCE_MS);
      },

      cleared() {
        cancel();
        set({ status: 'idle', query: '', results: [] });
      },

      routeChanged() {
        settings.getState().searchClosed();
        get().cleared();
      },

      recentLoaded() {
        set({ recent: readRecent() });
      },

      searched(text) {
        const query = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
        if (normalizeForSearch(query).length < SEARCH_MIN_LENGTH) return;
        const same = normalizeForSearch(query);
        const recent = [query, ...readRecent().filter((q) => normalizeForSearch(q) !== same)].slice(0, RECENT_SEARCHES);
        storage.set(recentKey(), JSON.stringify(recent));
        set({ recent });
      },

      recentCleared() {
        storage.remove(recentKey());
        set({ recent: [] });
      },
    };
  });
}
