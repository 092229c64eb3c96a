import {
  type AddProfileBody,
  type AgeRange,
  type ApiClient,
  ApiError,
  ageRanges,
  type Member,
  type MemberList,
  type memberOtpPurposes,
} from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AuthStore } from './auth';
import {
  AGE_RANGE_STORAGE_KEY,
  MAX_MEMBERS,
  MEMBER_PAGE,
  OTP_RETRY_WAIT_S,
  OTP_VALID_S,
  PENDING_SWITCH_STORAGE_KEY,
} from './constants';
import { createCountdown } from './countdown';
import { type Loadable, loadable } from './loadable';
import { paths } from './paths';
import type { KeyValueStorage, Navigation, Timers } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';

/** The member whose age range filters content. `id` is null when only the stored ageRange is known yet. */
export interface ActiveMember {
  id: number | null;
  ageRange: AgeRange;
}

/** Which code page: the profile switch, editing or deleting a member. */
export type MemberCodePurpose = (typeof memberOtpPurposes)[number];

/**
 * What the members store is doing: one flow at a time, as a machine (spec §4 profile switch; edit and delete go
 * through their code pages).
 * - `idle`; `switching` (refresh-token asked); `adding`;
 * - `sendingCode`: a code is being asked for; `protectedToken` is the previous one when resending;
 * - `code`: on the code page, waiting for the code (spec §3's nextMember / currentEditMember / currentDeleteMember);
 * - `checking`: the code is being verified, then the switch or the deletion made;
 * - `verified`: the code was right (the edit form is open, or a refused deletion may be confirmed again);
 * - `saving`: the edit or the deletion is being saved with both tokens.
 */
export type MemberFlow =
  | { step: 'idle' }
  | { step: 'switching'; member: Member }
  | { step: 'adding' }
  | MemberCodeFlow
  | {
      step: 'verified' | 'saving';
      purpose: 'edit-member' | 'delete-member';
      member: Member;
      protectedToken: string;
      verifyToken: string;
    };

/** A code out for a member action. */
export interface MemberCodeFlow {
  step: 'sendingCode' | 'code' | 'checking';
  purpose: MemberCodePurpose;
  member: Member;
  protectedToken: string;
  /** A member wider than the caller's own age (decision 026): added again with the code's proof. */
  adding?: MemberFields;
}

/** The member call in flight, as pages show it; derived from the flow (`selectBusy`). */
export type MemberBusy = 'switch' | 'add' | 'edit' | 'delete' | 'code';

/** The members state of spec §3. */
export interface MembersData {
  /** GetProfile (page size 3, page number 1). */
  memberList: Loadable<MemberList>;
  activeMember: ActiveMember | null;
  flow: MemberFlow;
  /** Seconds until the code page may ask for another code (0: now), as on /verify-otp. */
  resendIn: number;
  /** After the add or edit form was refused: the server's message for each field at fault, beside its input. */
  fieldErrors?: Record<string, string>;
}

/** The profile fields of the add and edit forms. */
export type MemberFields = AddProfileBody;

/** The events of the members store. */
export interface MembersActions {
  /** Loads the member list with the token (the header does this); marks the server's active member. */
  listRequested(): Promise<void>;
  /**
   * The token's member was deleted (401 `MemberGone`): no member is active until one is chosen, and the list is
   * loaded again without it.
   */
  memberGone(): Promise<void>;
  /** Profile switch, spec §4 steps 1–4. */
  memberChosen(member: Member): Promise<void>;
  /**
   * Adds a member, only while fewer than 3 exist; answers whether it was added. One wider than the active member's
   * age (403 with a protect token, decision 026) goes through the edit-member code page, then is added with the proof.
   */
  memberAdded(fields: MemberFields): Promise<boolean>;
  /** Edit, step 1: sends a code for this member and opens the edit-member-otp page. */
  editRequested(member: Member): Promise<void>;
  /** Edit, step 3: saves the form with the verify and protected tokens; answers whether it was saved. */
  memberEdited(fields: MemberFields): Promise<boolean>;
  /** Delete, step 1: sends a code for this member and opens the delete-member-otp page. */
  deleteRequested(member: Member): Promise<void>;
  /** Delete, step 3: deletes with both tokens; without both it does not even call the server. Answers whether it did. */
  deleteConfirmed(): Promise<boolean>;
  /** On a code page, once the countdown is over: sends a new code, staying on the page. */
  codeResent(purpose: MemberCodePurpose): Promise<void>;
  /** On a code page: verifies the code, then switches, opens the edit form or deletes; answers whether all of it went. */
  codeVerified(purpose: MemberCodePurpose, code: string): Promise<boolean>;
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
  /** Session storage: a profile switch whose code is out outlives a reload or leaving its code page. */
  session: KeyValueStorage;
  navigation: Navigation;
  timers: Timers;
  reportError: ReportError;
}

/** Spec §9: another member may be added only while fewer than 3 exist. */
export function selectCanAddMember(state: MembersData): boolean {
  return state.memberList.status === 'success' && state.memberList.result.totalCount < MAX_MEMBERS;
}

/** How many members the account has (the list's total), or null until the list has answered. */
export function selectMemberCount(state: MembersData): number | null {
  return state.memberList.status === 'success' ? state.memberList.result.totalCount : null;
}

/** The members for the user menu, the active one first. */
export function selectMembersActiveFirst(state: MembersData): Member[] {
  if (state.memberList.status !== 'success') return [];
  const activeId = state.activeMember?.id;
  const members = state.memberList.result.data;
  return [...members.filter((m) => m.id === activeId), ...members.filter((m) => m.id !== activeId)];
}

/**
 * Whether the active member is one of the account's adults (range 18), to whom account acts belong (devices, member
 * management: decision 042). False while no member is known.
 */
export function selectIsAdult(state: MembersData): boolean {
  return state.activeMember?.ageRange === ADULT_RANGE;
}

/** The active member's age range, or null (the api client's `AgeRange` header). */
export function selectAgeRange(state: MembersData): AgeRange | null {
  return state.activeMember?.ageRange ?? null;
}

/** The member call in flight, or null. */
export function selectBusy(state: MembersData): MemberBusy | null {
  const { flow } = state;
  switch (flow.step) {
    case 'switching':
      return 'switch';
    case 'adding':
      return 'add';
    case 'sendingCode':
    case 'checking':
      return 'code';
    case 'saving':
      return flow.purpose === 'edit-member' ? 'edit' : 'delete';
    default:
      return null;
  }
}

/** The flow a code page (or the edit form after it) belongs to, or null when none is pending for it. */
export function selectCodeFlow(state: MembersData, purpose: MemberCodePurpose) {
  const { flow } = state;
  return 'purpose' in flow && flow.purpose === purpose ? flow : null;
}

/** The member whose edit form the code opened (verified or saving), or null. */
export function selectEditing(state: MembersData): Member | null {
  const flow = selectCodeFlow(state, 'edit-member');
  return flow && (flow.step === 'verified' || flow.step === 'saving') ? flow.member : null;
}

function readAgeRange(storage: KeyValueStorage): ActiveMember | null {
  const stored = storage.get(AGE_RANGE_STORAGE_KEY);
  const value = stored === null ? Number.NaN : Number(stored);
  return (ageRanges as readonly number[]).includes(value) ? { id: null, ageRange: value as AgeRange } : null;
}

const idle: MemberFlow = { step: 'idle' };
/** The range of the account's adults (spec: registration makes the first member one). */
const ADULT_RANGE = 18;

/** A profile switch whose code was sent: when (epoch ms) it was sent and when another may be asked for. */
interface PendingSwitch {
  member: Member;
  protectedToken: string;
  sentAt: number;
  resendAt: number;
}

/** The kept switch whose code may still be valid, or null (none, unreadable, or its code has expired). */
function readPendingSwitch(session: KeyValueStorage): PendingSwitch | null {
  let kept: Partial<PendingSwitch> | null = null;
  try {
    kept = JSON.parse(session.get(PENDING_SWITCH_STORAGE_KEY) ?? 'null') as Partial<PendingSwitch> | null;
  } catch {
    kept = null;
  }
  const valid =
    typeof kept?.member?.id === 'number' &&
    typeof kept.protectedToken === 'string' &&
    kept.protectedToken !== '' &&
    typeof kept.sentAt === 'number' &&
    typeof kept.resendAt === 'number' &&
    Date.now() < kept.sentAt + OTP_VALID_S * 1000;
  if (!valid) {
    session.remove(PENDING_SWITCH_STORAGE_KEY);
    return null;
  }
  return kept as PendingSwitch;
}

/** The member an add will make, for the code page's name (it has no id until the server makes it). */
const pendingMember = (fields: MemberFields): Member => ({
  id: 0,
  profileName: fields.profileName,
  avatarPath: fields.avatarPath,
  ageRange: fields.ageRange,
});
const codePage = {
  'select-member': paths.selectMemberOtp,
  'edit-member': paths.editMemberOtp,
  'delete-member': paths.deleteMemberOtp,
} as const satisfies Record<MemberCodePurpose, string>;

/** Member profiles: the list, the active member, the profile switch and the code pages (spec §3, §4). */
export function createMembersStore(deps: MembersDeps): MembersStore {
  const { api, auth, storage, session, navigation, timers, reportError } = deps;
  const signedIn = () => auth.getState().status === 'authenticated';

  // `store` is read only once a code is out, after it is built.
  const countdown = createCountdown(timers, (resendIn) => store.setState({ resendIn }));

  // The switch's code page again, with what is left of its wait.
  const switchResumed = (kept: PendingSwitch) => {
    const { member, protectedToken } = kept;
    store.setState({ flow: { step: 'code', purpose: 'select-member', member, protectedToken } });
    countdown.start(Math.max(0, Math.ceil((kept.resendAt - Date.now()) / 1000)));
  };

  const store = createStore<MembersState>()((set, get) => {
    const activate = (member: ActiveMember) => {
      storage.set(AGE_RANGE_STORAGE_KEY, String(member.ageRange));
      set({ activeMember: member });
    };

    const finish = () => {
      countdown.stop();
      set({ flow: idle });
    };

    // The flow may have moved on while a call was out (a logout): only the flow that asked goes on.
    const still = (flow: MemberFlow) => get().flow === flow;
    const settle = (from: MemberFlow, to: MemberFlow) => {
      if (!still(from)) return;
      if (to.step === 'idle') countdown.stop();
      set({ flow: to });
    };

    // Spec §4 step 2: the new token, the chosen member, then reload on / or go home.
    const switched = (token: string, member: ActiveMember) => {
      session.remove(PENDING_SWITCH_STORAGE_KEY);
      auth.getState().tokenRefreshed(token);
      activate(member);
      finish();
      if (navigation.currentPath() === paths.home) navigation.reload();
      else navigation.navigate(paths.home);
    };

    // A code is on its way: the code page waits for it, and "send again" opens after the wait.
    const codeSent = (
      purpose: MemberCodePurpose,
      member: Member,
      protectedToken: string,
      wait: number,
      adding?: MemberFields,
    ) => {
      set({ flow: { step: 'code', purpose, member, protectedToken, ...(adding ? { adding } : {}) } });
      countdown.start(wait);
      // The server refuses a second switch code within the minute (a 400): keep this one, so that after a reload or
      // a visit elsewhere, choosing the member again reopens its code page rather than a dead end (issue #28 D5).
      if (purpose === 'select-member' && protectedToken && wait > 0) {
        const now = Date.now();
        const kept: PendingSwitch = { member, protectedToken, sentAt: now, resendAt: now + wait * 1000 };
        session.set(PENDING_SWITCH_STORAGE_KEY, JSON.stringify(kept));
      }
    };

    const sendCode = async (purpose: MemberCodePurpose, member: Member) =>
      required(await api.generateOtp({ purpose, profileId: member.id }), 'generateOtp');

    const addedNow = (member: Member) => {
      replaceInList((list) => ({ ...list, data: [...list.data, member], totalCount: list.totalCount + 1 }));
      navigation.navigate(paths.profile);
    };

    const replaceInList = (update: (list: MemberList) => MemberList) => {
      const { memberList } = get();
      if (memberList.status === 'success') set({ memberList: loadable.success(update(memberList.result)) });
    };

    // Deletes with both tokens (spec §5); on failure the flow stays verified, so it may be confirmed again.
    const deleteNow = async (member: Member, protectedToken: string, verifyToken: string) => {
      const saving: MemberFlow = { step: 'saving', purpose: 'delete-member', member, protectedToken, verifyToken };
      set({ flow: saving });
      try {
        await api.deleteProfile({ id: member.id, verifyToken, protectedToken });
      } catch (error) {
        settle(saving, { ...saving, step: 'verified' });
        reportError(error, 'deleteProfile');
        return false;
      }
      replaceInList((list) => ({
        ...list,
        data: list.data.filter((m) => m.id !== member.id),
        totalCount: list.totalCount - 1,
      }));
      settle(saving, idle);
      navigation.navigate(paths.profile);
      return true;
    };

    // The code page's flow again, with the code now out (an add keeps the fields it will repeat).
    const resent = (sending: MemberCodeFlow, protectedToken: string, wait: number) =>
      codeSent(sending.purpose, sending.member, protectedToken, wait, sending.adding);

    // Edit and delete, step 1: a code for this member, then its code page.
    const codeRequestedFor = async (purpose: 'edit-member' | 'delete-member', member: Member) => {
      if (selectBusy(get()) !== null || !signedIn()) return;
      const sending: MemberFlow = { step: 'sendingCode', purpose, member, protectedToken: '' };
      set({ flow: sending });
      try {
        const answer = await sendCode(purpose, member);
        if (!still(sending)) return;
        codeSent(purpose, member, answer.protect_token, answer.resendAfter);
        navigation.navigate(codePage[purpose]);
      } catch (error) {
        settle(sending, idle);
        reportError(error, 'generateOtp');
      }
    };

    return {
      memberList: loadable.idle,
      activeMember: readAgeRange(storage),
      flow: idle,
      resendIn: 0,

      async listRequested() {
        if (!signedIn() || get().memberList.status === 'loading') return;
        set({ memberList: loadable.loading(get().memberList) });
        try {
          const list = required(await api.getProfile(MEMBER_PAGE), 'getProfile');
          set({ memberList: loadable.success(list) });
          const active = list.data.find((m) => m.id === list.activeProfileId);
          if (active) activate({ id: active.id, ageRange: active.ageRange });
        } catch (error) {
          set({ memberList: loadable.failure(error) });
          reportError(error, 'getProfile');
        }
      },

      async memberGone() {
        storage.remove(AGE_RANGE_STORAGE_KEY);
        set({ activeMember: null, memberList: loadable.idle });
        await get().listRequested();
      },

      async memberChosen(member) {
        if (selectBusy(get()) !== null || !signedIn()) return;
        const pending = selectCodeFlow(get(), 'select-member');
        // Chosen again while its code is out: back to its code page rather than a refused second request.
        if (pending?.member.id === member.id) {
          navigation.navigate(codePage['select-member']);
          return;
        }
        const kept = readPendingSwitch(session);
        if (kept?.member.id === member.id) {
          switchResumed(kept);
          navigation.navigate(codePage['select-member']);
          return;
        }
        const switching: MemberFlow = { step: 'switching', member };
        set({ flow: switching });
        try {
          const { token } = required(await api.refreshToken({ profileId: member.id }), 'refreshToken');
          if (still(switching)) switched(token, { id: member.id, ageRange: member.ageRange });
        } catch (error) {
          // Step 3: a protected switch; the server has sent a code: on to its page. Step 4 (400) stays put; a
          // second switch within the code's minute is told why (the error table's toast).
          if (still(switching)) {
            if (error instanceof ApiError && error.status === 403) {
              codeSent('select-member', member, error.body?.protect_token ?? '', OTP_RETRY_WAIT_S);
              navigation.navigate(codePage['select-member']);
            } else finish();
          }
          reportError(error, 'refreshToken');
        }
      },

      async memberAdded(fields) {
        if (selectBusy(get()) !== null || !signedIn() || !selectCanAddMember(get())) return false;
        const adding: MemberFlow = { step: 'adding' };
        set({ flow: adding, fieldErrors: undefined });
        try {
          addedNow(required(await api.addProfile(fields), 'addProfile'));
          return true;
        } catch (error) {
          if (still(adding) && error instanceof ApiError && error.status === 403 && error.body?.protect_token) {
            codeSent('edit-member', pendingMember(fields), error.body.protect_token, OTP_RETRY_WAIT_S, fields);
            navigation.navigate(codePage['edit-member']);
            return false;
          }
          const fieldErrors = reportError(error, 'addProfile')?.fields;
          if (fieldErrors && still(adding)) set({ fieldErrors });
          return false;
        } finally {
          if (still(adding)) set({ flow: idle });
        }
      },

      editRequested: (member) => codeRequestedFor('edit-member', member),

      async memberEdited(fields) {
        const { flow } = get();
        if (flow.step !== 'verified' || flow.purpose !== 'edit-member' || !signedIn()) return false;
        const saving: MemberFlow = { ...flow, step: 'saving' };
        set({ flow: saving, fieldErrors: undefined });
        try {
          const { verifyToken, protectedToken } = flow;
          const member = required(
            await api.updateProfile({ id: flow.member.id, ...fields, verifyToken, protectedToken }),
            'updateProfile',
          );
          replaceInList((list) => ({ ...list, data: list.data.map((m) => (m.id === member.id ? member : m)) }));
          if (get().activeMember?.id === member.id) activate({ id: member.id, ageRange: member.ageRange });
          settle(saving, idle);
          navigation.navigate(paths.profile);
          return true;
        } catch (error) {
          const fieldErrors = reportError(error, 'updateProfile')?.fields;
          if (fieldErrors && still(saving)) set({ fieldErrors });
          settle(saving, flow);
          return false;
        }
      },

      deleteRequested: (member) => codeRequestedFor('delete-member', member),

      async deleteConfirmed() {
        const { flow } = get();
        // Spec §5: deletion requires both tokens, which only a verified code brings; before it, nothing is asked.
        if (flow.step !== 'verified' || flow.purpose !== 'delete-member' || !signedIn()) return false;
        return deleteNow(flow.member, flow.protectedToken, flow.verifyToken);
      },

      async codeResent(purpose) {
        const flow = get().flow;
        if (flow.step !== 'code' || flow.purpose !== purpose || get().resendIn > 0 || !signedIn()) return;
        const sending: MemberCodeFlow = { ...flow, step: 'sendingCode', protectedToken: '' };
        set({ flow: sending });
        try {
          if (flow.adding) {
            // The member does not exist yet: asking to add it again is what sends a new code.
            const again = await api.addProfile(flow.adding).then(
              (member) => ({ member }),
              (error: unknown) => {
                if (error instanceof ApiError && error.status === 403 && error.body?.protect_token)
                  return { token: error.body.protect_token as string };
                throw error;
              },
            );
            if (!still(sending)) return;
            if ('member' in again) {
              finish();
              addedNow(required(again.member, 'addProfile'));
            } else resent(sending, again.token, OTP_RETRY_WAIT_S);
            return;
          }
          const answer = await sendCode(purpose, flow.member);
          if (still(sending)) resent(sending, answer.protect_token, answer.resendAfter);
        } catch (error) {
          // The page keeps its flow and the code already sent; a refusal within the minute restarts the wait.
          if (still(sending)) resent(sending, flow.protectedToken, 0);
          const outcome = reportError(error, 'generateOtp');
          if (outcome?.code === 'PreviousTokenNotExpired' && selectCodeFlow(get(), purpose)?.step === 'code') {
            countdown.start(OTP_RETRY_WAIT_S);
          }
        }
      },

      async codeVerified(purpose, code) {
        const flow = get().flow;
        if (flow.step !== 'code' || flow.purpose !== purpose || !flow.protectedToken || !signedIn()) return false;
        const { member, protectedToken } = flow;
        const checking: MemberFlow = { ...flow, step: 'checking' };
        set({ flow: checking });
        let verifyToken: string;
        try {
          const answer = await api.verifyOtp({ protect_token: protectedToken, code });
          verifyToken = required(answer, 'verifyOtp').token;
        } catch (error) {
          // A wrong or expired code keeps the viewer on the page, with "send again" when the wait allows.
          settle(checking, flow);
          reportError(error, 'verifyOtp');
          return false;
        }
        if (!still(checking)) return false;
        if (flow.adding) {
          try {
            const member = required(
              await api.addProfile({ ...flow.adding, verifyToken, protectedToken }),
              'addProfile',
            );
            if (!still(checking)) return false;
            finish();
            addedNow(member);
            return true;
          } catch (error) {
            settle(checking, flow);
            reportError(error, 'addProfile');
            return false;
          }
        }
        if (purpose === 'edit-member') {
          countdown.stop();
          set({ flow: { step: 'verified', purpose, member, protectedToken, verifyToken } });
          navigation.navigate(paths.editMember(member.id));
          return true;
        }
        if (purpose === 'delete-member') {
          countdown.stop();
          return deleteNow(member, protectedToken, verifyToken);
        }
        try {
          const answer = await api.refreshToken({ profileId: member.id, verifyToken, protectedToken });
          const { token } = required(answer, 'refreshToken');
          if (!still(checking)) return false;
          switched(token, { id: member.id, ageRange: member.ageRange });
          return true;
        } catch (error) {
          settle(checking, flow);
          reportError(error, 'refreshToken');
          return false;
        }
      },
    };
  });

  // Reloaded (or reopened) while a switch's code is out: its code page works as before.
  const kept = readPendingSwitch(session);
  if (kept) switchResumed(kept);

  // Logout removes the stored ageRange (auth does), also at start-up without a valid token; the
  // members of that account go with it.
  auth.subscribe((now, before) => {
    const startedSignedOut = now.isTokenSetedFromStorage && !before.isTokenSetedFromStorage;
    if (now.status === 'anonymous' && (before.status !== 'anonymous' || startedSignedOut)) {
      session.remove(PENDING_SWITCH_STORAGE_KEY);
      countdown.stop();
      store.setState({
        memberList: loadable.idle,
        flow: idle,
        resendIn: 0,
        activeMember: null,
        fieldErrors: undefined,
      });
    }
  });

  return store;
}
