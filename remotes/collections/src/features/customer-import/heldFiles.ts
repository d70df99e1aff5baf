import { newIdempotencyKey } from '../../app/idempotencyKey';

/**
 * A file chosen for import waits here, outside the store: RTK Query keeps a mutation's argument in state,
 * and state must stay serializable. The mutation gets the key and takes the file out once.
 */
const heldFiles = new Map<string, File>();

export function holdFile(file: File): string {
  const key = newIdempotencyKey();
  heldFiles.set(key, file);
  return key;
}

export function takeHeldFile(key: string): File | undefined {
  const file = heldFiles.get(key);
  heldFiles.delete(key);
  return file;
}
