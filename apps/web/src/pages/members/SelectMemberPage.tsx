import { selectMembersActiveFirst } from '@parde/domain';
import { useDomain, useMembers, useShallow } from '@parde/domain/react';
import { SkeletonRow } from '@parde/ui';
import { ageRangeLabel } from '../../components/members';
import * as styles from '../../components/page.css';
import { usePageTitle } from '../../components/usePageTitle';
import * as local from './members.css';

/** Choose the active member (spec §2 /select-member): a wider age range asks for a code first. */
export function SelectMemberPage() {
  usePageTitle('انتخاب عضو');
  const { members } = useDomain();
  const list = useMembers(useShallow(selectMembersActiveFirst));
  const status = useMembers((s) => s.memberList.status);
  const activeId = useMembers((s) => s.activeMember?.id ?? null);
  const busy = useMembers((s) => s.busy);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>چه کسی تماشا می‌کند؟</h1>
      {status !== 'success' ? (
        <SkeletonRow shape="circle" count={3} />
      ) : (
        <ul className={styles.actions}>
          {list.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className={local.choice}
                aria-current={member.id === activeId ? 'true' : undefined}
                disabled={busy !== null}
                onClick={() => members.getState().memberChosen(member)}
              >
                <img src={member.avatarPath} alt="" width={64} height={64} className={local.avatar} />
                <strong dir="auto">{member.profileName}</strong>
                <span className={styles.muted}>{ageRangeLabel(member.ageRange)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
