import { useSyncExternalStore } from 'react';
import type { TUser } from '@curio/shared';

/** ADR 003: the spec requires localStorage; these are the two keys. */
export const USER_KEY = 'curio.user';
export const TOKEN_KEY = 'curio.token';

export type TSession = { user: TUser | null; token: string | null };

const listeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function parseUser(raw: string | null): TUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // A light shape check: enough to render the nav, never trusted for anything else.
    const looksLikeUser =
      typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string';
    return looksLikeUser ? (value as TUser) : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored strings change,
// and read them each time so a clear from elsewhere (another tab, a test) is never missed.
let cache: { rawUser: string | null; token: string | null; snapshot: TSession } = {
  rawUser: null,
  token: null,
  snapshot: { user: null, token: null },
};

export function readSession(): TSession {
  const rawUser = localStorage.getItem(USER_KEY);
  const token = localStorage.getItem(TOKEN_KEY);
  if (rawUser !== cache.rawUser || token !== cache.token) {
    cache = { rawUser, token, snapshot: { user: parseUser(rawUser), token } };
  }
  return cache.snapshot;
}

export function saveSession(user: TUser, token: string): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, token);
  emit();
}

/** Keeps the stored copy in step with the server's answer; a no-op once logged out. */
export function saveUser(user: TUser): void {
  if (!localStorage.getItem(TOKEN_KEY)) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
  emit();
}

/** Called by the API client when a request that carried a token is answered 401. */
export function expireSession(): void {
  clearSession();
  expiryListeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

const refusalListeners = new Set<() => void>();

/**
 * Called by the API client when a console request that carried a token is answered 403: the role the
 * stored user shows may be one the server has taken away since (a demotion, in this tab or another).
 */
export function reportAccessRefused(): void {
  refusalListeners.forEach((listener) => listener());
}

export function onAccessRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the build's pre-rendered shell shows (no localStorage there): an anonymous visitor. */
const ANONYMOUS: TSession = { user: null, token: null };
const readServerSession = () => ANONYMOUS;

export function useSession() {
  const session = useSyncExternalStore(subscribe, readSession, readServerSession);
  return {
    ...session,
    isLoggedIn: session.token !== null,
    login: saveSession,
    logout: clearSession,
    updateUser: saveUser,
    updateToken: saveToken,
  };
}
