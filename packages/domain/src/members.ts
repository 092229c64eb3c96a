import {
  type AddProfileBody,
  type AgeRange,
  type ApiClient,
  ApiError,
  ageRanges,
  type Member,
  type MemberList,
} from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AuthStore } from './auth';
import { AGE_RANGE_STORAGE_KEY, MAX_MEMBERS, MEMBER_PAGE } from './constants';
import { paths } from './paths';
import type { KeyValueStorage, Navigation } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';
import { type ResourceData, resource } from './resource';

/** The member whose age range filters content. `id` is null when only the stored ageRange is known yet. */
export interface ActiveMember {
  id: number | null;
  ageRange: AgeRange;
}

/** A protected profile switch waiting for its code (spec §4 profile switch, step 3). */
export interface NextMember {
  profileId: number;
  protectedToken: string;
  verifyToken: string;
  ageRange: AgeRange;
}

/** A member being edited or deleted, with the tokens of its code page. */
export interface MemberUnderCode {
  member: Member;
  protectedToken: string;
  verifyToken: string;
}

/** Which code page: the profile switch, editing or deleting a member. */
export type MemberCodePurpose = 'select-member' | 'edit-member' | 'delete-member';

/** The member call in flight; only one at a time. */
export type MemberBusy = 'switch' | 'add' | 'edit' | 'delete' | 'code';

/** The members state of spec §3. */
export interface MembersData {
  /** GetProfile (page size 3, page number 1). */
  memberList: ResourceData<MemberList>;
  activeMember: ActiveMember | null;
  nextMember: NextMember | null;
  currentEditMember: MemberUnderCode | null;
  currentDeleteMember: MemberUnderCode | null;
  busy: MemberBusy | null;
}

/** The profile fields of the add and edit forms. */
export type MemberFields = AddProfileBody;

/** The events of the members store. */
export interface MembersActions {
  /** Loads the member list with the token (the header does this); marks the server's active member. */
  listRequested(): Promise<void>;
  /** Profile switch, spec §4 steps 1–4. */
  memberChosen(member: Pick<Member, 'id' | 'ageRange'>): Promise<void>;
  /** Adds a member, only while fewer than 3 exist. */
  memberAdded(fields: MemberFields): Promise<void>;
  /** Edit, step 1: sends a code for this member and opens the edit-member-otp page. */
  editRequested(member: Member): Promise<void>;
  /** Edit, step 3: saves the form with the verify and protected tokens. */
  memberEdited(fields: MemberFields): Promise<void>;
  /** Delete, step 1: sends a code for this member and opens the delete-member-otp page. */
  deleteRequested(member: Member): Promise<void>;
  /** Delete, step 3: deletes with both tokens; without both it does not even call the server. */
  deleteConfirmed(): Promise<void>;
  /** On a code page: sends a new code. */
  codeResent(purpose: MemberCodePurpose): Promise<void>;
  /** On a code page: verifies the code, then switches, opens the edit form or deletes. */
  codeVerified(purpose: MemberCodePurpose, code: string): Promise<void>;
}

/** State and events, as the store holds them. */
export type MembersState = MembersData & MembersActions;
/** The members store. */
export type MembersStore = StoreApi<MembersState>;

/** What the members store is built from. */
export interface MembersDeps {
  api: ApiClient;
  auth: AuthStore;
  storage: KeyValueStorage;
  navigation: Navigation;
  reportError: ReportError;
}

/** Spec §9: another member may be added only while fewer than 3 exist. */
export function selectCanAddMember(state: MembersData): boolean {
  return state.memberList.status === 'success' && state.memberList.result.totalCount < MAX_MEMBERS;
}

/** The members for the user menu, the active one first. */
export function selectMembersActiveFirst(state: MembersData): Member[] {
  if (state.memberList.status !== 'success') return [];
  const activeId = state.activeMember?.id;
  const members = state.memberList.result.data;
  return [...members.filter((m) => m.id === activeId), ...members.filter((m) => m.id !== activeId)];
}

/** The active member's age range, or null (the api client's `AgeRange` header). */
export function selectAgeRange(state: MembersData): AgeRange | null {
  return state.activeMember?.ageRange ?? null;
}

function readAgeRange(storage: KeyValueStorage): ActiveMember | null {
  const stored = storage.get(AGE_RANGE_STORAGE_KEY);
  const value = stored === null ? Number.NaN : Number(stored);
  return (ageRanges as readonly number[]).includes(value) ? { id: null, ageRange: value as AgeRange } : null;
}

const empty = (): Omit<MembersData, 'activeMember'> => ({
  memberList: resource.idle,
  nextMember: null,
  currentEditMember: null,
  currentDeleteMember: null,
  busy: null,
});

/** Member profiles: the list, the active member, the profile switch and the code pages (spec §3, §4). */
export function createMembersStore(deps: MembersDeps): MembersStore {
  const { api, auth, storage, navigation, reportError } = deps;
  const signedIn = () => auth.getState().status === 'authenticated';

  const store = createStore<MembersState>()((set, get) => {
    const activate = (member: ActiveMember) => {
      storage.set(AGE_RANGE_STORAGE_KEY, String(member.ageRange));
      set({ activeMember: member });
    };

    // Runs `work` as the one member call in flight; a second event while busy is ignored.
    const exclusive = async (busy: MemberBusy, work: () => Promise<void>) => {
      if (get().busy !== null || !signedIn()) return;
      set({ busy });
      try {
        await work();
      } finally {
        set({ busy: null });
      }
    };

    // Spec §4 step 2: the new token, the chosen member, then reload on / or go home.
    const switched = (token: string, member: ActiveMember) => {
      auth.getState().tokenRefreshed(token);
      activate(member);
      set({ nextMember: null });
      if (navigation.currentPath() === paths.home) navigation.reload();
      else navigation.navigate(paths.home);
    };

    const underCode = (purpose: MemberCodePurpose) => {
      const state = get();
      if (purpose === 'select-member') {
        const next = state.nextMember;
        return next && { profileId: next.profileId, protectedToken: next.protectedToken, ageRange: next.ageRange };
      }
      const current = purpose === 'edit-member' ? state.currentEditMember : state.currentDeleteMember;
      return (
        current && {
          profileId: current.member.id,
          protectedToken: current.protectedToken,
          ageRange: current.member.ageRange,
        }
      );
    };

    const setTokens = (purpose: MemberCodePurpose, tokens: { protectedToken: string; verifyToken: string }) => {
      const state = get();
      if (purpose === 'select-member' && state.nextMember) set({ nextMember: { ...state.nextMember, ...tokens } });
      if (purpose === 'edit-member' && state.currentEditMember) {
        set({ currentEditMember: { ...state.currentEditMember, ...tokens } });
      }
      if (purpose === 'delete-member' && state.currentDeleteMember) {
        set({ currentDeleteMember: { ...state.currentDeleteMember, ...tokens } });
      }
    };

    const sendCode = async (purpose: MemberCodePurpose, profileId: number) => {
      const answer = required(await api.generateOtp({ purpose, profileId }), 'generateOtp');
      setTokens(purpose, { protectedToken: answer.protect_token, verifyToken: '' });
    };

    const replaceInList = (update: (list: MemberList) => MemberList) => {
      const { memberList } = get();
      if (memberList.status === 'success') set({ memberList: resource.success(update(memberList.result)) });
    };

    const deleteNow = async () => {
      const current = get().currentDeleteMember;
      // Spec §5: deletion requires both tokens; without them the server is not even asked.
      if (!current?.verifyToken || !current.protectedToken) return;
      const { member, verifyToken, protectedToken } = current;
      await api.deleteProfile({ id: member.id, verifyToken, protectedToken });
      replaceInList((list) => ({
        ...list,
        data: list.data.filter((m) => m.id !== member.id),
        totalCount: list.totalCount - 1,
      }));
      set({ currentDeleteMember: null });
      navigation.navigate(paths.profile);
    };

    return {
      ...empty(),
      activeMember: readAgeRange(storage),

      async listRequested() {
        if (!signedIn() || get().memberList.status === 'loading') return;
        set({ memberList: resource.loading(get().memberList) });
        try {
          const list = required(await api.getProfile(MEMBER_PAGE), 'getProfile');
          set({ memberList: resource.success(list) });
          const active = list.data.find((m) => m.id === list.activeProfileId);
          if (active) activate({ id: active.id, ageRange: active.ageRange });
        } catch (error) {
          set({ memberList: resource.failure(error) });
          reportError(error, 'getProfile');
        }
      },

      memberChosen: (member) =>
        exclusive('switch', async () => {
          try {
            const { token } = required(await api.refreshToken({ profileId: member.id }), 'refreshToken');
            switched(token, { id: member.id, ageRange: member.ageRange });
          } catch (error) {
            // Step 3: a protected switch; the server has sent a code. Step 4 (400) shows nothing.
            if (error instanceof ApiError && error.status === 403) {
              set({
                nextMember: {
                  profileId: member.id,
                  protectedToken: error.body?.protect_token ?? '',
                  verifyToken: '',
                  ageRange: member.ageRange,
                },
              });
            }
            reportError(error, 'refreshToken');
          }
        }),

      memberAdded: (fields) =>
        exclusive('add', async () => {
          if (!selectCanAddMember(get())) return;
          try {
            const member = required(await api.addProfile(fields), 'addProfile');
            replaceInList((list) => ({ ...list, data: [...list.data, member], totalCount: list.totalCount + 1 }));
            navigation.navigate(paths.profile);
          } catch (error) {
            reportError(error, 'addProfile');
          }
        }),

      editRequested: (member) =>
        exclusive('code', async () => {
          set({ currentEditMember: { member, protectedToken: '', verifyToken: '' } });
          try {
            await sendCode('edit-member', member.id);
            navigation.navigate(paths.editMemberOtp);
          } catch (error) {
            set({ currentEditMember: null });
            reportError(error, 'generateOtp');
          }
        }),

      memberEdited: (fields) =>
        exclusive('edit', async () => {
          const current = get().currentEditMember;
          if (!current?.verifyToken || !current.protectedToken) return;
          try {
            const { verifyToken, protectedToken } = current;
            const member = required(
              await api.updateProfile({ id: current.member.id, ...fields, verifyToken, protectedToken }),
              'updateProfile',
            );
            replaceInList((list) => ({ ...list, data: list.data.map((m) => (m.id === member.id ? member : m)) }));
            if (get().activeMember?.id === member.id) activate({ id: member.id, ageRange: member.ageRange });
            set({ currentEditMember: null });
            navigation.navigate(paths.profile);
          } catch (error) {
            reportError(error, 'updateProfile');
          }
        }),

      deleteRequested: (member) =>
        exclusive('code', async () => {
          set({ currentDeleteMember: { member, protectedToken: '', verifyToken: '' } });
          try {
            await sendCode('delete-member', member.id);
            navigation.navigate(paths.deleteMemberOtp);
          } catch (error) {
            set({ currentDeleteMember: null });
            reportError(error, 'generateOtp');
          }
        }),

      deleteConfirmed: () =>
        exclusive('delete', async () => {
          try {
            await deleteNow();
          } catch (error) {
            reportError(error, 'deleteProfile');
          }
        }),

      codeResent: (purpose) =>
        exclusive('code', async () => {
          const pending = underCode(purpose);
          if (!pending) return;
          try {
            await sendCode(purpose, pending.profileId);
          } catch (error) {
            reportError(error, 'generateOtp');
          }
        }),

      codeVerified: (purpose, code) =>
        exclusive('code', async () => {
          const pending = underCode(purpose);
          if (!pending?.protectedToken) return;
          let verifyToken: string;
          try {
            const answer = await api.verifyOtp({ protect_token: pending.protectedToken, code });
            verifyToken = required(answer, 'verifyOtp').token;
          } catch (error) {
            reportError(error, 'verifyOtp');
            return;
          }
          setTokens(purpose, { protectedToken: pending.protectedToken, verifyToken });
          if (purpose === 'edit-member') {
            navigation.navigate(paths.editMember(pending.profileId));
            return;
          }
          if (purpose === 'delete-member') {
            try {
              await deleteNow();
            } catch (error) {
              reportError(error, 'deleteProfile');
            }
            return;
          }
          try {
            const { protectedToken } = pending;
            const answer = await api.refreshToken({ profileId: pending.profileId, verifyToken, protectedToken });
            const { token } = required(answer, 'refreshToken');
            switched(token, { id: pending.profileId, ageRange: pending.ageRange });
          } catch (error) {
            reportError(error, 'refreshToken');
          }
        }),
    };
  });

  // Logout removes the stored ageRange (auth does), also at start-up without a valid token; the
  // members of that account go with it.
  auth.subscribe((now, before) => {
    const startedSignedOut = now.isTokenSetedFromStorage && !before.isTokenSetedFromStorage;
    if (now.status === 'anonymous' && (before.status !== 'anonymous' || startedSignedOut)) {
      store.setState({ ...empty(), activeMember: null });
    }
  });

  return store;
}
