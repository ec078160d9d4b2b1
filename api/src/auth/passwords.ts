import argon2 from 'argon2';

/** Passwords are kept as argon2id hashes (`$argon2id$…`), never in clear. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Checked against when the account does not exist, so an unknown account takes as long to refuse
// as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  try {
    const ok = await argon2.verify(hash ?? (await dummyHash), password);
    return hash !== undefined && ok;
  } catch {
    return false;
  }
}
