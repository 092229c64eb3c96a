import { type AgeRange, avatarPaths, type Member } from '@parde/api-client';
import type { MemberFields } from '@parde/domain';
import { selectBusy, selectCanAddMember, selectEditing } from '@parde/domain';
import { useDomain, useMembers } from '@parde/domain/react';
import { isolate, toPersianDigits } from '@parde/fa';
import { AvatarPicker, Button, ButtonLink, EmptyState, Loader, Select, TextField } from '@parde/ui';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ageRangeOptions } from '../../components/members';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { showSuccess } from '../../lib/toast-loader';
import { usePageTitle } from '../../lib/usePageTitle';

/** The built-in avatars, named for screen readers by their place in the set. */
const avatars = avatarPaths.map((url, index) => ({ id: url, url, label: `چهرهٔ ${toPersianDigits(index + 1)}` }));

/** A member's fields as the form starts with them: a new member has no age range until one is chosen. */
type FormFields = Omit<MemberFields, 'ageRange'> & { ageRange: AgeRange | null };

/** Shown when the age range was left unchosen. */
const AGE_RANGE_REQUIRED = 'ردهٔ سنی این عضو را انتخاب کنید.';

function MemberForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
}: {
  initial: FormFields;
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: MemberFields) => void;
}) {
  const [profileName, setProfileName] = useState(initial.profileName);
  const [avatarPath, setAvatarPath] = useState(initial.avatarPath);
  const [ageRange, setAgeRange] = useState<AgeRange | null>(initial.ageRange);
  const [ageMissing, setAgeMissing] = useState(false);
  // The server's refusal, field by field, beside each input (as the contact form does).
  const fieldErrors = useMembers((s) => s.fieldErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ageRange === null) {
      setAgeMissing(true);
      return;
    }
    onSubmit({ profileName: profileName.trim(), avatarPath, ageRange });
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label="نام عضو"
        name="profileName"
        value={profileName}
        onChange={(e) => setProfileName(e.target.value)}
        required
        maxLength={30}
        dir="auto"
        error={fieldErrors?.profileName}
      />
      <Select
        label="ردهٔ سنی"
        name="ageRange"
        options={ageRangeOptions}
        placeholder="انتخاب کنید"
        value={ageRange === null ? '' : String(ageRange)}
        onChange={(e) => {
          setAgeRange(Number(e.target.value) as AgeRange);
          setAgeMissing(false);
        }}
        required
        // The inline message, not the browser's bubble, says what is missing.
        onInvalid={(e) => {
          e.preventDefault();
          setAgeMissing(true);
          const select = e.currentTarget;
          if (select.form?.querySelector(':invalid') === select) select.focus();
        }}
        error={ageMissing ? AGE_RANGE_REQUIRED : fieldErrors?.ageRange}
      />
      <AvatarPicker
        avatars={avatars}
        value={avatarPath}
        onChange={setAvatarPath}
        legend="چهرهٔ عضو"
        error={fieldErrors?.avatarPath}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={!profileName.trim()}>
          {submitLabel}
        </Button>
        <ButtonLink href={paths.profile.to()} variant="ghost">
          انصراف
        </ButtonLink>
      </div>
    </form>
  );
}

/** Adds a member, while fewer than 3 exist (spec §2 /add-member). */
export function AddMemberPage() {
  usePageTitle('افزودن عضو');
  const { members } = useDomain();
  const status = useMembers((s) => s.memberList.status);
  const canAdd = useMembers(selectCanAddMember);
  const busy = useMembers((s) => selectBusy(s) === 'add');
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>افزودن عضو</h1>
      {status !== 'success' ? (
        <Loader />
      ) : canAdd ? (
        <MemberForm
          // No age range chosen for them: a default is wrong for half the family, and the narrowest made a second
          // adult a child's member (issue #28 D4); the form asks for one.
          initial={{ profileName: '', avatarPath: avatarPaths[0] ?? '', ageRange: null }}
          submitLabel="افزودن"
          busy={busy}
          onSubmit={(fields) =>
            void members
              .getState()
              .memberAdded(fields)
              .then((added) => {
                if (added) void showSuccess(`«${isolate(fields.profileName)}» به اعضای حساب افزوده شد`);
              })
          }
        />
      ) : (
        <EmptyState
          icon="user"
          title="ظرفیت اعضا پر است"
          description="هر حساب حداکثر سه عضو دارد. برای عضو تازه، یکی از اعضا را حذف کنید."
          action={<ButtonLink href={paths.profile.to()}>بازگشت به حساب</ButtonLink>}
        />
      )}
    </div>
  );
}

/** Edits a member after its code was verified (spec §2 /edit-member/{memberId}). */
export function EditMemberPage() {
  usePageTitle('ویرایش عضو');
  const memberId = Number(useParams().memberId);
  const { members } = useDomain();
  const editing = useMembers(selectEditing);
  const member = useMembers((s) =>
    s.memberList.status === 'success' ? s.memberList.result.data.find((m: Member) => m.id === memberId) : undefined,
  );
  const status = useMembers((s) => s.memberList.status);
  const busy = useMembers(selectBusy);
  const verified = editing?.id === memberId;

  let body: React.ReactNode;
  if (verified && editing) {
    body = (
      <MemberForm
        initial={editing}
        submitLabel="ذخیرهٔ تغییرات"
        busy={busy === 'edit'}
        onSubmit={(fields) =>
          void members
            .getState()
            .memberEdited(fields)
            .then((saved) => {
              if (saved) void showSuccess(`تغییرات «${isolate(fields.profileName)}» ذخیره شد`);
            })
        }
      />
    );
  } else if (status !== 'success') {
    body = <Loader />;
  } else if (!member) {
    body = (
      <EmptyState
        icon="user"
        title="این عضو پیدا نشد"
        action={<ButtonLink href={paths.profile.to()}>بازگشت به حساب</ButtonLink>}
      />
    );
  } else {
    body = (
      <EmptyState
        icon="user"
        title={`ویرایش «${isolate(member.profileName)}»`}
        description="برای ویرایش عضو، کد تأییدی به شمارهٔ حساب پیامک می‌شود."
        action={
          <Button loading={busy === 'code'} onClick={() => members.getState().editRequested(member)}>
            ارسال کد تأیید
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>ویرایش عضو</h1>
      {body}
    </div>
  );
}

export const pages = {
  AddMemberPage: { Component: AddMemberPage },
  EditMemberPage: { Component: EditMemberPage },
} satisfies Record<string, PageRoute>;
