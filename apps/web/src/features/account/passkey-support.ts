import { useEffect, useState } from 'react';

/** Whether this browser has WebAuthn; false on the server and until hydration, so no passkey button flashes. */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof window.PublicKeyCredential === 'function');
  }, []);
  return supported;
}
