import { newIdempotencyKey } from '../../app/idempotencyKey';

/**
 * Files picked for upload wait here, outside the store: RTK Query keeps a mutation's argument in
 * state, and state must stay serializable. The mutation gets the key and takes the file out once.
 */
const pickedFiles = new Map<string, File>();

export function holdPickedFile(file: File): string {
  const key = newIdempotencyKey();
  pickedFiles.set(key, file);
  return key;
}

export function takePickedFile(key: string): File | undefined {
  const file = pickedFiles.get(key);
  pickedFiles.delete(key);
  return file;
}
