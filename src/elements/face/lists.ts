/**
 * This browser's copy of a saved list (local/saved-lists.ts) as the faces read
 * it: once per task, so a grid of 24 hearts drawn together reads and parses localStorage once.
 */
import { readList, type SavedPair } from '../../local/saved-lists';

const read = new Map<string, SavedPair[]>();

/** The pairs kept under `key` (readList), read at most once per task. */
export function savedList(key: string): SavedPair[] {
  let list = read.get(key);
  if (!list) {
    if (!read.size) setTimeout(() => read.clear());
    read.set(key, (list = readList(key)));
  }
  return list;
}
