import { selectBusy, selectMembersActiveFirst } from '@parde/domain';
import { useDomain, useMembers, useShallow } from '@parde/domain/react';
import { ProfilePicker } from '@parde/ui';
import { ageRangeLabel } from '../../components/members';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * «چه کسی تماشا می‌کند؟» (spec §2 /select-member; issue 18): the full-page picker, also where sign-in lands when the
 * account has several profiles. A wider age range asks for a code first.
 */
export function SelectMemberPage() {
  usePageTitle('چه کسی تماشا می‌کند؟');
  const { members } = useDomain();
  const list = useMembers(useShallow(selectMembersActiveFirst));
  const status = useMembers((s) => s.memberList.status);
  const activeId = useMembers((s) => s.activeMember?.id ?? null);
  const busy = useMembers(selectBusy);
  const switchingId = useMembers((s) => (s.flow.step === 'switching' ? s.flow.member.id : null));
  // The picker keeps the account's order (the active member is ringed, not moved first).
  const ordered = [...list].sort((a, b) => a.id - b.id);
  return (
    <ProfilePicker
      profiles={
        status === 'success'
          ? ordered.map((member) => ({
              id: member.id,
              name: member.profileName,
              avatarUrl: member.avatarPath,
              detail: ageRangeLabel(member.ageRange),
            }))
          : null
      }
      activeProfileId={activeId}
      pendingProfileId={switchingId}
      manageHref={paths.profile.to()}
      onSelect={(id) => {
        const member = list.find((m) => m.id === id);
        if (member && busy === null) void members.getState().memberChosen(member);
      }}
    />
  );
}

export const pages = {
  SelectMemberPage: { Component: SelectMemberPage },
} satisfies Record<string, PageRoute>;
