/** The response envelope of every API answer (ARCHITECTURE.md, "The contract"). */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
}

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { success: true, data, message };
}

export function fail<T = null>(message: string, data: T = null as T): Envelope<T> {
  return { success: false, data, message };
}
