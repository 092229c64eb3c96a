import type { Member } from '@parde/api-client';
import {
  MAX_MEMBERS,
  selectBusy,
  selectCanAddMember,
  selectIsAdult,
  selectMemberCount,
  selectMembersActiveFirst,
} from '@parde/domain';
import { useAccount, useAuth, useDomain, useMembers, useShallow } from '@parde/domain/react';
import { isolate, toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, ConfirmModal, MetaLine, SkeletonRow } from '@parde/ui';
import { useEffect, useState } from 'react';
import { ageRangeLabel } from '../../components/members';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { usePageTitle } from '../../lib/usePageTitle';
import * as local from './members.css';

/**
 * My profile: the account, its members (edit, delete, add while fewer than 3) and links onward. Managing members and
 * devices is the account's adults' (decision 042): a younger member sees the members and is told who manages them.
 */
export function ProfilePage() {
  usePageTitle('حساب من');
  const { members, account } = useDomain();
  const user = useAuth((s) => s.user);
  // The phone is not in the token (decision 042): the API answers it.
  const phone = useAccount((s) => s.result?.phoneNumber ?? null);
  const adult = useMembers(selectIsAdult);
  const list = useMembers(useShallow(selectMembersActiveFirst));
  const status = useMembers((s) => s.memberList.status);
  const canAdd = useMembers(selectCanAddMember);
  const count = useMembers(selectMemberCount);
  const activeId = useMembers((s) => s.activeMember?.id ?? null);
  const busy = useMembers(selectBusy);
  const [deleting, setDeleting] = useState<Member | null>(null);

  useEffect(() => {
    void account.getState().load(undefined);
  }, [account]);

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>حساب من</h1>
      {user && (
        <section className={styles.card} aria-label="مشخصات حساب">
          <strong dir="auto">
            {user.firstName} {user.lastName}
          </strong>
          {/* The number reads left to right inside, but sits at the start (right) of the card like the name. */}
          {phone && (
            <span className={styles.muted}>
              <bdi dir="ltr">{toPersianDigits(phone)}</bdi>
            </span>
          )}
        </section>
      )}
      <section className={styles.section} aria-labelledby="members-title">
        <div className={styles.toolbar}>
          <h2 id="members-title" className={styles.subtitle}>
            اعضا ({toPersianDigits(count ?? list.length)} از {toPersianDigits(MAX_MEMBERS)})
          </h2>
          <div className={styles.actions}>
            <ButtonLink href={paths.selectMember.to()} variant="secondary">
              تغییر عضو فعال
            </ButtonLink>
            {adult && canAdd && (
              <ButtonLink href={paths.addMember.to()} icon="plus">
                افزودن عضو
              </ButtonLink>
            )}
          </div>
        </div>
        {status !== 'success' ? (
          <SkeletonRow shape="circle" count={3} />
        ) : (
          <ul className={styles.stack}>
            {list.map((member) => (
              <li key={member.id} className={`${styles.card} ${local.member}`}>
                <img src={member.avatarPath} alt="" width={64} height={64} className={local.avatar} />
                <div className={local.grow}>
                  <strong dir="auto">{member.profileName}</strong>
                  <MetaLine
                    className={styles.muted}
                    items={[ageRangeLabel(member.ageRange), member.id === activeId && 'عضو فعال']}
                  />
                </div>
                {adult && (
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      disabled={busy !== null}
                      onClick={() => members.getState().editRequested(member)}
                    >
                      ویرایش
                    </Button>
                    {list.length > 1 && member.id !== activeId && (
                      <Button variant="danger" disabled={busy !== null} onClick={() => setDeleting(member)}>
                        حذف
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {!adult && activeId !== null && <p className={styles.muted}>{ADULTS_ONLY}</p>}
      </section>
      <div className={styles.actions}>
        <ButtonLink href={paths.playlists.to()} variant="secondary" icon="list">
          فهرست‌های پخش من
        </ButtonLink>
        {adult && (
          <ButtonLink href={paths.devices.to()} variant="secondary" icon="settings">
            دستگاه‌ها
          </ButtonLink>
        )}
        {adult && (
          <ButtonLink href={paths.passkeys.to()} variant="secondary" icon="settings">
            کلیدهای عبور
          </ButtonLink>
        )}
        <ButtonLink href={paths.downloads.to()} variant="secondary" icon="list">
          دانلودها
        </ButtonLink>
      </div>
      <ConfirmModal
        open={deleting !== null}
        title="حذف عضو"
        message={`«${isolate(deleting?.profileName ?? '')}» حذف شود؟ برای حذف، کد تأییدی به شمارهٔ حساب پیامک می‌شود.`}
        confirmLabel="ارسال کد و حذف"
        danger
        loading={busy === 'code'}
        onConfirm={() => {
          if (deleting)
            void members
              .getState()
              .deleteRequested(deleting)
              .then(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** Why a younger member sees no edit, delete, add or «دستگاه‌ها». */
const ADULTS_ONLY = 'افزودن، ویرایش و حذف اعضا و مدیریت دستگاه‌ها با عضو بزرگسال (۱۸+) حساب است.';

export const pages = {
  ProfilePage: { Component: ProfilePage },
} satisfies Record<string, PageRoute>;
