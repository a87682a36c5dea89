import type { Role } from '@northbeam/shared/contract/roles';

/** The signed-in person, read afresh on every request: a role change applies at once. */
export interface Staff {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactor: boolean;
  /** The owner requires two-factor sign-in and this person has not set it up. */
  twoFactorSetupRequired: boolean;
}
