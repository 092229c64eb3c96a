/**
 * Thin React bindings: a provider for the domain instance and one hook per store. Selectors that
 * build a new object each time need `useShallow` (re-exported here) to avoid re-render loops.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { AuthState } from './auth';
import type { CommentsState } from './comments';
import type { ContactState } from './contact';
import type { DevicesState } from './devices';
import type { Domain } from './domain';
import type { MembersState } from './members';
import type { PasskeysState } from './passkeys';
import type { PlaylistsState } from './playlists';
import type { SearchState } from './search';
import type { SettingsState } from './settings';
import type { WatchState } from './watch';

/** For selectors that return a new object or array each time. */
export { useShallow } from 'zustand/react/shallow';

const DomainContext = createContext<Domain | null>(null);

/** Makes a domain (from `createDomain`) available to the hooks below. */
export function DomainProvider(props: { domain: Domain; children?: ReactNode }) {
  return createElement(DomainContext.Provider, { value: props.domain }, props.children);
}

/** The domain of the nearest DomainProvider. */
export function useDomain(): Domain {
  const domain = useContext(DomainContext);
  if (!domain) throw new Error('useDomain needs a <DomainProvider domain={createDomain(ports)}> above the component.');
  return domain;
}

/** Auth state and actions, through a selector. */
export const useAuth = <T>(selector: (state: AuthState) => T): T => useStore(useDomain().auth, selector);
/** Members state and actions, through a selector. */
export const useMembers = <T>(selector: (state: MembersState) => T): T => useStore(useDomain().members, selector);
/** Search state and actions, through a selector. */
export const useSearch = <T>(selector: (state: SearchState) => T): T => useStore(useDomain().search, selector);
/** Settings state and actions, through a selector. */
export const useSettings = <T>(selector: (state: SettingsState) => T): T => useStore(useDomain().settings, selector);
/** Playlists state and actions, through a selector. */
export const usePlaylists = <T>(selector: (state: PlaylistsState) => T): T => useStore(useDomain().playlists, selector);
/** Comments state and actions, through a selector. */
export const useComments = <T>(selector: (state: CommentsState) => T): T => useStore(useDomain().comments, selector);

/** Contact form state and actions, through a selector. */
export const useContact = <T>(selector: (state: ContactState) => T): T => useStore(useDomain().contact, selector);
/** The account's devices and their sign-outs, through a selector. */
export const useDevices = <T>(selector: (state: DevicesState) => T): T => useStore(useDomain().devices, selector);
/** The account's passkeys, through a selector. */
export const usePasskeys = <T>(selector: (state: PasskeysState) => T): T => useStore(useDomain().passkeys, selector);
/** The account holder's name and phone (`getAccount`), through a selector. */
export const useAccount = <T>(selector: (state: ReturnType<Domain['account']['getState']>) => T): T =>
  useStore(useDomain().account, selector);
/** Playback state and actions, through a selector. */
export const useWatch = <T>(selector: (state: WatchState) => T): T => useStore(useDomain().watch, selector);
