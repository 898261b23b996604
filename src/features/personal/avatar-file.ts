import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '../../../contract/account';
import { IMAGE_UPLOAD, uploadLimit } from '../../../contract/common';

/** The largest picture the server takes, in bytes. */
export const AVATAR_MAX_BYTES = uploadLimit(IMAGE_UPLOAD);

/** Why a chosen file cannot be the new avatar. */
export type AvatarProblem = 'tooLarge' | 'notImage' | 'unreadable';

/**
 * Checks a chosen file as the server will: at most 500 kB, and a JPEG, PNG, GIF or WebP image
 * by its first bytes, whatever its name or the type the browser guessed. Resolves with the
 * problem, or null when the file may be sent.
 */
export async function avatarProblem(file: Blob): Promise<AvatarProblem | null> {
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return 'unreadable';
  }
  return imageTypeOf(head) ? null : 'notImage';
}
