/**
 * Keeps session/user-init.ts up to date for a component that reads it (content targets, the
 * profileUpdate flag): takes the user init's answer on mount and again when the settings arrive.
 */
import { useEffect } from 'preact/hooks';
import { settingsLoaded } from '../settings/settings';
import { readUserInit } from './user-init';

/** Call at the top of a component that reads `contentFor` or `profileUpdate`. */
export function useUserInit(): void {
  const loaded = settingsLoaded.value;
  useEffect(() => void readUserInit(), [loaded]);
}
