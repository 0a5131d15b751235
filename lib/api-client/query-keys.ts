/** react-query keys of platform resources, in one place (invalidate by prefix). */
export const queryKeys = {
  parameters: () => ["parameter"] as const,
  siteInfo: () => ["site", "info"] as const,
  logged: () => ["logged"] as const,
  user: () => ["user"] as const,
  pages: () => ["page"] as const,
  page: (id: number) => ["page", id] as const,
  news: (params: Record<string, unknown> = {}) => ["news", params] as const,
  elements: (route: string, params: Record<string, unknown> = {}) => ["element", route, params] as const,
  countries: () => ["countries"] as const,
};
