import { createHash, createPublicKey } from 'node:crypto';
import { generate } from 'selfsigned';
import type { TlsFiles } from '../../server/config';

export interface SelfSignedCert extends TlsFiles {
  /** Base64 SHA-256 of the public key: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
  spkiHash: string;
}

/**
 * A certificate for 127.0.0.1 and localhost, made fresh, for a server under test or bench to speak
 * HTTPS (and so HTTP/2) with; its clients trust it by name (`ca`, or the key's hash for Chromium).
 */
export async function selfSignedCert(): Promise<SelfSignedCert> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    cert: Buffer.from(pems.cert),
    key: Buffer.from(pems.private),
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}
