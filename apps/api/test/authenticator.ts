import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey authenticator for API tests: ES256 keys from node:crypto, 'none' attestation, user presence and
 * verification always given. It answers WebAuthn options in their JSON form as a browser would pass them on.
 */
type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

/** The little CBOR WebAuthn needs (RFC 8949: ints, byte and text strings, maps). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64u = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/** One stored passkey of the authenticator. */
export interface SoftPasskey {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  /** `counterStep` 0 is an authenticator without a counter (synced passkeys send 0). */
  constructor(private readonly counterStep = 1) {}

  /** `navigator.credentials.create` at `origin`. */
  create(options: CreationOptions, origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const passkey: SoftPasskey = { id: randomBytes(32), rpId, userHandle: options.user.id, privateKey, counter: 0 };
    this.passkeys.push(passkey);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(passkey.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([0x01 | 0x04 | 0x40]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      passkey.id,
      cose,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64u(passkey.id),
      rawId: b64u(passkey.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * `navigator.credentials.get` at `origin` with the passkey `which` (the last made by default); `counter` overrides
   * the signature counter it sends, and `userHandle` the user it names.
   */
  get(
    options: RequestOptions,
    origin: string,
    which: { passkey?: SoftPasskey; counter?: number; userHandle?: string } = {},
  ) {
    const passkey = which.passkey ?? this.passkeys.at(-1);
    if (!passkey) throw new Error('the authenticator holds no passkey');
    passkey.counter += this.counterStep;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(which.counter ?? passkey.counter);
    const authData = Buffer.concat([sha256(options.rpId ?? passkey.rpId), Buffer.from([0x01 | 0x04]), counter]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: b64u(passkey.id),
      rawId: b64u(passkey.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: which.userHandle ?? passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
