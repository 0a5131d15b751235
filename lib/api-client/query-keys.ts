/** react-query keys of platform resources, in one place (invalidate by prefix). */
export const queryKeys = {
  parameters: () => ["parameter"] as const,
  /** GET /parameter?type=…: under the parameters prefix, so invalidating parameters drops it too. */
  parametersOfTypes: (types: readonly string[]) => ["parameter", { type: [...types] }] as const,
  externalAppConfig: (app: string) => ["external-app", app, "config", "public"] as const,
  siteInfo: () => ["site", "info"] as const,
  logged: () => ["logged"] as const,
  user: () => ["user"] as const,
  pages: () => ["page"] as const,
  page: (id: number) => ["page", id] as const,
  news: (params: Record<string, unknown> = {}) => ["news", params] as const,
  elements: (route: string, params: Record<string, unknown> = {}) => ["element", route, params] as const,
  countries: () => ["countries"] as const,
  service: (id: number) => ["service", id] as const,
  popups: (path: string) => ["popup", { path }] as const,
};
