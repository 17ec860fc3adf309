// The hash of a segment's text: how a session notices a text changed behind its back. SHA-256 from
// @noble/hashes because it is synchronous and identical in the renderer, main and the server
// (WebCrypto's digest is asynchronous, node:crypto is not in the renderer).
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

export function textHash(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text))).slice(0, 32);
}
