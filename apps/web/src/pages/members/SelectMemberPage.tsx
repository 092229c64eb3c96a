import { selectBusy, selectMembersActiveFirst } from '@parde/domain';
import { useDomain, useMembers, useShallow } from '@parde/domain/react';
import { ProfileChip, SkeletonRow } from '@parde/ui';
import { ageRangeLabel } from '../../components/members';
import * as styles from '../../components/page.css';
import { usePageTitle } from '../../components/usePageTitle';

/** Choose the active member (spec §2 /select-member): a wider age range asks for a code first. */
export function SelectMemberPage() {
  usePageTitle('انتخاب عضو');
  const { members } = useDomain();
  const list = useMembers(useShallow(selectMembersActiveFirst));
  const status = useMembers((s) => s.memberList.status);
  const activeId = useMembers((s) => s.activeMember?.id ?? null);
  const busy = useMembers(selectBusy);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>چه کسی تماشا می‌کند؟</h1>
      {status !== 'success' ? (
        <SkeletonRow shape="circle" count={3} />
      ) : (
        <ul className={styles.actions}>
          {list.map((member) => (
            <li key={member.id}>
              <ProfileChip
                name={member.profileName}
                avatarUrl={member.avatarPath}
                detail={ageRangeLabel(member.ageRange)}
                active={member.id === activeId}
                onClick={() => {
                  if (busy === null) void members.getState().memberChosen(member);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
