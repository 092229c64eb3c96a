import { Button, ButtonLink, Dialog } from '@parde/ui';
import { useStore } from 'zustand';
import { paths } from '../../config/paths';
import { shell } from '../../lib/shell';
import { useOpenedOnce } from './later-parts';

/** «این دستگاه از حساب خارج شد» (issue #40 item 3): the session ended elsewhere; playback stopped, data cleared. */
export function SignedOutNotice() {
  const signedOut = useStore(shell, (s) => s.signedOut);
  if (!useOpenedOnce(signedOut)) return null;
  const close = () => shell.setState({ signedOut: false });
  return (
    <Dialog
      open={signedOut}
      onClose={close}
      title="این دستگاه از حساب خارج شد"
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            بستن
          </Button>
          <ButtonLink href={paths.login.to(null)} onClick={close}>
            ورود دوباره
          </ButtonLink>
        </>
      }
    >
      <p>
        این دستگاه از حساب خارج شد؛ شاید از دستگاه دیگری یا در زبانهٔ دیگری. پخش متوقف شد و اطلاعات حساب از این صفحه پاک
        شد. برای ادامه دوباره وارد شوید.
      </p>
    </Dialog>
  );
}
