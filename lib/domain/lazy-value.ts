/**
 * A value built on first use. For Intl formatters above all: building one with a time zone loads
 * ICU data (a 25–100 ms task on a mid-range phone), so a module that the browser evaluates while a
 * page hydrates must not build it when it loads (issue 8: /auth's long tasks).
 */
export function lazyValue<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
