import { hash, verify, type Options } from "@node-rs/argon2";

/**
 * Password hashing for admins and customers: argon2id with the OWASP minimum
 * (19 MiB memory, 2 passes, 1 lane). The PHC string stores salt and parameters,
 * so hashes made with other parameters still verify.
 */
const argon2idOptions: Options = {
  // Algorithm.Argon2id; the const enum cannot be read under isolatedModules.
  algorithm: 2 as Options["algorithm"],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, argon2idOptions);
}

/** True only when `plain` matches; a malformed or empty hash counts as no match. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  if (!passwordHash.startsWith("$argon2")) return false;
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
