import type { ApiClient, Device, DeviceList } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, onSessionEnded } from './auth';
import { type Loadable, loadable } from './loadable';
import type { ReportError } from './report-error';
import { required } from './required';

/** A sign-out in flight: one device's, or every other's. */
export type DeviceSignOut = { type: 'one'; id: Device['id'] } | { type: 'others' };

/** The devices state: the account's signed-in devices and a sign-out under way. */
export interface DevicesData {
  devices: Loadable<DeviceList>;
  /** One sign-out at a time. */
  busy: DeviceSignOut | null;
}

/** The events of the devices store. */
export interface DevicesActions {
  /** Loads the account's signed-in devices. */
  devicesRequested(): Promise<void>;
  /** Signs one device out; true when it was (or was already gone), and it leaves the list. */
  deviceSignedOut(id: Device['id']): Promise<boolean>;
  /** Signs out every device but this one; answers how many, or null when it failed. */
  othersSignedOut(): Promise<number | null>;
}

/** State and events, as the store holds them. */
export type DevicesState = DevicesData & DevicesActions;
/** The devices store. */
export type DevicesStore = StoreApi<DevicesState>;

/** What the devices store is built from. */
export interface DevicesDeps {
  api: ApiClient;
  auth: AuthStore;
  reportError: ReportError;
}

/** The account's signed-in devices (issue #27): list them, sign one or all others out. The page needs sign-in. */
export function createDevicesStore(deps: DevicesDeps): DevicesStore {
  const { api, auth, reportError } = deps;

  const store = createStore<DevicesState>()((set, get) => {
    const keep = (filter: (device: Device) => boolean) => {
      const { devices } = get();
      if (devices.status !== 'success') return;
      const data = devices.result.data.filter(filter);
      set({ devices: loadable.success({ data, totalCount: data.length }) });
    };

    return {
      devices: loadable.idle,
      busy: null,

      async devicesRequested() {
        set({ devices: loadable.loading(get().devices) });
        try {
          set({ devices: loadable.success(required(await api.getDevices(), 'getDevices')) });
        } catch (error) {
          set({ devices: loadable.failure(error) });
          reportError(error, 'getDevices');
        }
      },

      async deviceSignedOut(id) {
        if (get().busy) return false;
        set({ busy: { type: 'one', id } });
        try {
          await api.signOutDevice({ id });
          keep((device) => device.id !== id);
          return true;
        } catch (error) {
          const outcome = reportError(error, 'signOutDevice');
          // Already signed out (elsewhere, or a moment ago): it is no longer the account's, so it leaves the list.
          if (outcome?.code === 'NotExistsError') keep((device) => device.id !== id);
          return outcome?.code === 'NotExistsError';
        } finally {
          set({ busy: null });
        }
      },

      async othersSignedOut() {
        if (get().busy) return null;
        set({ busy: { type: 'others' } });
        try {
          const answer = required(await api.signOutOtherDevices({}), 'signOutOtherDevices');
          keep((device) => device.current);
          return answer.signedOut;
        } catch (error) {
          reportError(error, 'signOutOtherDevices');
          return null;
        } finally {
          set({ busy: null });
        }
      },
    };
  });
  onSessionEnded(auth, () => store.setState({ devices: loadable.idle, busy: null }));
  return store;
}
