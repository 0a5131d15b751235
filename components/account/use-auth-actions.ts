"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import type { LoggedUser } from "@/lib/storefront/types";
import { useAuthStore } from "@/stores/auth-store";
import { ACCOUNT_HOME, safeReturnPath } from "./return-path";

/**
 * What the screens do after a login or a logout: update the auth store at once, move on, then
 * refresh so every server component (header, layout's user) renders with the new cookie.
 */
export function useAuthActions() {
  const router = useRouter();
  const login = useAuthStore((state) => state.login);
  const logout = useAuthStore((state) => state.logout);

  const afterLogin = useCallback(
    (user: LoggedUser, target: string) => {
      login(user);
      // Checked again here: every place that follows `?retour=` goes through safeReturnPath.
      router.replace(safeReturnPath(target) ?? ACCOUNT_HOME);
      router.refresh();
    },
    [login, router],
  );

  const afterLogout = useCallback(() => {
    logout();
    router.replace("/");
    router.refresh();
  }, [logout, router]);

  return { afterLogin, afterLogout };
}
