import { type MemberCodePurpose, selectBusy, selectCodeFlow } from '@parde/domain';
import { useDomain, useMembers } from '@parde/domain/react';
import { isolate, toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, EmptyState, OtpInput } from '@parde/ui';
import { useState } from 'react';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { showSuccess } from '../../lib/toast-loader';
import { usePageTitle } from '../../lib/usePageTitle';
import { useWebOtp } from '../../lib/useWebOtp';

const copy: Record<MemberCodePurpose, { title: string; text: string }> = {
  'select-member': {
    title: 'تأیید تغییر عضو',
    text: 'این عضو ردهٔ سنی بالاتری دارد. کد شش‌رقمی پیامک‌شده به شمارهٔ حساب را وارد کنید.',
  },
  'edit-member': { title: 'تأیید ویرایش عضو', text: 'کد شش‌رقمی پیامک‌شده به شمارهٔ حساب را وارد کنید.' },
  'delete-member': { title: 'تأیید حذف عضو', text: 'با وارد کردن کد پیامک‌شده، این عضو حذف می‌شود.' },
};

// Decision 026: a member wider than the active one's age is added after the same code as an edit.
const addingCopy = {
  title: 'تأیید افزودن عضو',
  text: 'ردهٔ سنی این عضو از عضو فعلی بالاتر است. کد شش‌رقمی پیامک‌شده به شمارهٔ حساب را وارد کنید.',
};

function MemberOtp({ purpose }: { purpose: MemberCodePurpose }) {
  const { members } = useDomain();
  const adding = useMembers((s) => {
    const flow = selectCodeFlow(s, purpose);
    return flow !== null && 'adding' in flow && flow.adding !== undefined;
  });
  const { title, text } = adding ? addingCopy : copy[purpose];
  usePageTitle(title);
  // The code step of this page's flow (sending a new code keeps the page: the flow is still this one).
  const pending = useMembers((s) => selectCodeFlow(s, purpose)?.step);
  const memberId = useMembers((s) => selectCodeFlow(s, purpose)?.member.id);
  const memberName = useMembers((s) => selectCodeFlow(s, purpose)?.member.profileName);
  const busy = useMembers(selectBusy);
  const resendIn = useMembers((s) => s.resendIn);
  const [code, setCode] = useState('');
  // The deletion is the code's last step: the page it lands on (the account) no longer shows the member, so say it.
  const deleted = (done: boolean) => {
    if (done && purpose === 'delete-member' && memberName)
      void showSuccess(`«${isolate(memberName)}» از اعضای حساب حذف شد`);
    if (done && adding && memberName) void showSuccess(`«${isolate(memberName)}» به اعضای حساب افزوده شد`);
  };
  const verify = (value: string) =>
    void members
      .getState()
      .codeVerified(purpose, value)
      .then((done) => {
        setCode('');
        deleted(done);
      });
  // The code the SMS brought, filled and sent without typing.
  useWebOtp((received) => {
    setCode(received);
    verify(received);
  }, pending !== undefined);

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{title}</h1>
      {pending === undefined || memberId === undefined ? (
        <EmptyState
          icon="user"
          title="درخواستی در انتظار تأیید نیست"
          description="از صفحهٔ حساب، عضو را دوباره انتخاب کنید."
          action={<ButtonLink href={paths.profile.to()}>بازگشت به حساب</ButtonLink>}
        />
      ) : pending === 'verified' || pending === 'saving' ? (
        // The code was right: the edit form waits, or a refused deletion may be tried again.
        <div className={styles.form}>
          <p className={styles.muted}>کد تأیید شد.</p>
          {purpose === 'edit-member' ? (
            <ButtonLink href={paths.editMember.to(memberId)}>ویرایش عضو</ButtonLink>
          ) : (
            <Button
              variant="danger"
              loading={pending === 'saving'}
              onClick={() => void members.getState().deleteConfirmed().then(deleted)}
            >
              حذف عضو
            </Button>
          )}
        </div>
      ) : (
        <div className={styles.form}>
          <p className={styles.muted}>{text}</p>
          <OtpInput value={code} onChange={setCode} onComplete={verify} disabled={busy !== null} autoFocus />
          <div className={styles.actions}>
            <Button
              loading={pending === 'checking' || busy === 'delete'}
              disabled={code.length !== 6}
              onClick={() => verify(code)}
            >
              تأیید
            </Button>
            {resendIn > 0 ? (
              <span className={styles.muted} aria-live="polite">
                ارسال دوباره تا {toPersianDigits(resendIn)} ثانیهٔ دیگر
              </span>
            ) : (
              <Button
                variant="ghost"
                loading={pending === 'sendingCode'}
                disabled={busy !== null}
                onClick={() => members.getState().codeResent(purpose)}
              >
                ارسال دوبارهٔ کد
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** Code before switching to a wider-range member (spec §2 /select-member-otp). */
export const SelectMemberOtpPage = () => <MemberOtp purpose="select-member" />;
/** Code before editing a member (spec §2 /edit-member-otp). */
export const EditMemberOtpPage = () => <MemberOtp purpose="edit-member" />;
/** Code before deleting a member (spec §2 /delete-member-otp). */
export const DeleteMemberOtpPage = () => <MemberOtp purpose="delete-member" />;

export const pages = {
  SelectMemberOtpPage: { Component: SelectMemberOtpPage },
  EditMemberOtpPage: { Component: EditMemberOtpPage },
  DeleteMemberOtpPage: { Component: DeleteMemberOtpPage },
} satisfies Record<string, PageRoute>;
