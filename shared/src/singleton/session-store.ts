import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { SESSION_FIELDS, sessionKey, type SessionField } from '../domain/constants';
import { registerPersistedStore, waitsForTakeOver } from './store-hydration';
import { codecStorage, readRaw, writeRaw } from './web-storage';

/** The session fields, one sessionStorage key each (`betoch.token` …); null when absent. */
export type SessionData = Record<SessionField, string | null>;

/** What a successful log-in gives the session (the API's answer). */
export interface LoginPayload {
  token: string;
  username: string;
  name: string;
  avatar: string;
  userId: string | number;
  userCode: string;
  updateObject?: unknown;
}

export interface SessionState extends SessionData {
  login(payload: LoginPayload): void;
  /** Clears every session key (token, username, name, avatar, userId, userCode, updateObject). */
  logout(): void;
}

const EMPTY: SessionData = Object.fromEntries(SESSION_FIELDS.map((f) => [f, null])) as SessionData;

function toStored(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The log-in session, kept in sessionStorage (it ends with the tab, as on the existing site). */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY,
      login: (payload) =>
        set({
          token: payload.token,
          username: payload.username,
          name: payload.name,
          avatar: payload.avatar,
          userId: String(payload.userId),
          userCode: payload.userCode,
          updateObject: toStored(payload.updateObject),
        }),
      logout: () => set({ ...EMPTY }),
    }),
    {
      name: 'session',
      storage: codecStorage<SessionData>({
        read: () =>
          Object.fromEntries(
            SESSION_FIELDS.map((field) => [field, readRaw('sessionStorage', sessionKey(field))]),
          ) as SessionData,
        write: (state) => {
          for (const field of SESSION_FIELDS) {
            writeRaw('sessionStorage', sessionKey(field), state[field] ?? null);
          }
        },
      }),
      skipHydration: waitsForTakeOver(),
      partialize: (state) =>
        Object.fromEntries(SESSION_FIELDS.map((f) => [f, state[f]])) as SessionData,
    },
  ),
);

/** Logged in means a token is present (docs/storage.md#session). */
export const selectIsLoggedIn = (state: SessionState): boolean => Boolean(state.token);

/** Reads the token now, outside React (e.g. when the Favorites menu item is clicked). */
export function hasToken(): boolean {
  return selectIsLoggedIn(useSessionStore.getState());
}

registerPersistedStore(() => useSessionStore.persist.rehydrate());
