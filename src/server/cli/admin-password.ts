import { ConfigError } from '../config';
import { passwordWeakness } from '../lib/password-strength';

/** An admin's password from the command line or ADMIN_PASSWORD meets the register form's bar, or start-up stops saying why. */
export async function refuseWeakPassword(label: string, password: string, email: string): Promise<void> {
  const weakness = await passwordWeakness(password, [email]);
  if (weakness) throw new ConfigError(`${label}: ${weakness}`);
}
