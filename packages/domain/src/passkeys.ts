import { type ApiClient, ApiError, type Passkey, type PasskeyList } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, onSessionEnded } from './auth';
import { type Loadable, loadable } from './loadable';
import type { ReportError } from './report-error';
import { required } from './required';

/**
 * The browser's WebAuthn ceremonies, injected (the app passes @simplewebauthn/browser): each takes the server's
 * options in their JSON form and answers the credential in its JSON form. A refusal or a cancel rejects.
 */
export interface PasskeyCeremonies {
  /** `navigator.credentials.create`. */
  create(options: unknown): Promise<unknown>;
  /** `navigator.credentials.get`; `autofill` is conditional mediation (the passkey offered in the phone field). */
  get(options: unknown, autofill: boolean): Promise<unknown>;
}

/** Adding a passkey: named first, then a step-up code unless a passkey sign-in stands for it, then the ceremony. */
export type PasskeyAdding =
  | { step: 'idle' }
  | { step: 'starting'; name: string }
  | { step: 'code'; name: string; protectToken: string; error?: string }
  | { step: 'creating'; name: string }
  /** The browser refused or the viewer cancelled: nothing was added. */
  | { step: 'failed'; name: string };

/** The passkeys state: the account's passkeys, one being added, one being removed or renamed. */
export interface PasskeysData {
  passkeys: Loadable<PasskeyList>;
  adding: PasskeyAdding;
  busy: Passkey['id'] | null;
}

/** The events of the passkeys store. */
export interface PasskeysActions {
  passkeysRequested(): Promise<void>;
  /** Starts adding a passkey named `name`; a code is sent first unless the sign-in was a passkey's minutes ago. */
  addRequested(name: string): Promise<void>;
  /** The step-up code typed; on to the browser's ceremony. */
  codeEntered(code: string): Promise<void>;
  /** Leaves adding. */
  addCancelled(): void;
  renamed(id: Passkey['id'], name: string): Promise<boolean>;
  removed(id: Passkey['id']): Promise<boolean>;
}

export type PasskeysState = PasskeysData & PasskeysActions;
export type PasskeysStore = StoreApi<PasskeysState>;

export interface PasskeysDeps {
  api: ApiClient;
  auth: AuthStore;
  reportError: ReportError;
  ceremonies: PasskeyCeremonies;
}

/** The account's passkeys (issue #38, decision 044): add after a step-up, name, list, remove. Needs sign-in. */
export function createPasskeysStore(deps: PasskeysDeps): PasskeysStore {
  const { api, auth, reportError, ceremonies } = deps;

  const store = createStore<PasskeysState>()((set, get) => {
    const keep = (list: Passkey[]) => set({ passkeys: loadable.success({ data: list, totalCount: list.length }) });
    const current = () => {
      const { passkeys } = get();
      return passkeys.status === 'success' ? passkeys.result.data : [];
    };

    /** The ceremony on options just answered, then the passkey kept under `name`. */
    const create = async (name: string, options: unknown) => {
      set({ adding: { step: 'creating', name } });
      let credential: unknown;
      try {
        credential = await ceremonies.create(options);
      } catch {
        set({ adding: { step: 'failed', name } });
        return;
      }
      try {
        const added = required(await api.registerPasskey({ credential: credential as never, name }), 'registerPasskey');
        keep([added, ...current().filter((p) => p.id !== added.id)]);
        set({ adding: { step: 'idle' } });
      } catch (error) {
        reportError(error, 'registerPasskey');
        set({ adding: { step: 'failed', name } });
      }
    };

    return {
      passkeys: loadable.idle,
      adding: { step: 'idle' },
      busy: null,

      async passkeysRequested() {
        set({ passkeys: loadable.loading(get().passkeys) });
        try {
          set({ passkeys: loadable.success(required(await api.getPasskeys(), 'getPasskeys')) });
        } catch (error) {
          set({ passkeys: loadable.failure(error) });
          reportError(error, 'getPasskeys');
        }
      },

      async addRequested(name) {
        const now = get().adding;
        if (now.step === 'starting' || now.step === 'creating') return;
        set({ adding: { step: 'starting', name } });
        try {
          const { options } = required(await api.passkeyRegistrationOptions({}), 'passkeyRegistrationOptions');
          await create(name, options);
        } catch (error) {
          // A 403 with a protect token is the step-up: a code was sent to the account's phone.
          const protectToken = error instanceof ApiError ? error.body?.protect_token : undefined;
          if (error instanceof ApiError && error.status === 403 && protectToken) {
            set({ adding: { step: 'code', name, protectToken } });
            return;
          }
          reportError(error, 'passkeyRegistrationOptions');
          set({ adding: { step: 'idle' } });
        }
      },

      async codeEntered(code) {
        const now = get().adding;
        if (now.step !== 'code') return;
        const { name, protectToken } = now;
        set({ adding: { step: 'starting', name } });
        try {
          const verified = required(await api.verifyOtp({ protect_token: protectToken, code }), 'verifyOtp');
          const { options } = required(
            await api.passkeyRegistrationOptions({ verifyToken: verified.token, protectedToken: protectToken }),
            'passkeyRegistrationOptions',
          );
          await create(name, options);
        } catch (error) {
          const outcome = reportError(error, 'verifyOtp');
          // A wrong code may be typed again; a spent or expired one starts over.
          if (outcome?.code === 'InvalidVerifyToken') set({ adding: { step: 'code', name, protectToken } });
          else set({ adding: { step: 'idle' } });
        }
      },

      addCancelled() {
        if (get().adding.step !== 'creating') set({ adding: { step: 'idle' } });
      },

      async renamed(id, name) {
        if (get().busy) return false;
        set({ busy: id });
        try {
          const row = required(await api.renamePasskey({ id, name }), 'renamePasskey');
          keep(current().map((p) => (p.id === id ? row : p)));
          return true;
        } catch (error) {
          reportError(error, 'renamePasskey');
          return false;
        } finally {
          set({ busy: null });
        }
      },

      async removed(id) {
        if (get().busy) return false;
        set({ busy: id });
        try {
          await api.removePasskey({ id });
          keep(current().filter((p) => p.id !== id));
          return true;
        } catch (error) {
          const outcome = reportError(error, 'removePasskey');
          if (outcome?.code === 'NotExistsError') keep(current().filter((p) => p.id !== id));
          return outcome?.code === 'NotExistsError';
        } finally {
          set({ busy: null });
        }
      },
    };
  });
  onSessionEnded(auth, () => store.setState({ passkeys: loadable.idle, adding: { step: 'idle' }, busy: null }));
  return store;
}
