/** Roles that see the admin panel (SPEC §6). */
export const ADMIN_ROLES: ReadonlySet<string> = new Set(["ADMIN", "SUPER_ADMIN"]);

/** Whether `user` (the request's logged user of this site, or null) may use the admin panel. */
export function isSiteAdmin(user: { role: string } | null | undefined): boolean {
  return user !== null && user !== undefined && ADMIN_ROLES.has(user.role);
}
