import { useEffect, useRef } from 'react';

/**
 * WebOTP: where the browser has it, the code of an SMS whose last line is `@<our host> #<code>` is handed to
 * `onCode` as it arrives (Chrome on Android asks the viewer once). The request ends when the page leaves.
 */
export function useWebOtp(onCode: (code: string) => void, active = true) {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && /^\d{6}$/.test(code)) latest.current(code);
      })
      // Aborted, refused, or timed out: the viewer types the code.
      .catch(() => undefined);
    return () => controller.abort();
  }, [active]);
}
