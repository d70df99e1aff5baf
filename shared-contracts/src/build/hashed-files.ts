/**
 * How a bundle's file names say whether their content can change. Shared by the build (which prunes only
 * hashed files of old builds) and the server (which marks only hashed files immutable). No imports: the
 * API reads this at runtime.
 */

/** `[name].[contenthash:8].<ext>` as every bundle emits its chunks, plus their maps and precompressed copies. */
export const CONTENT_HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(?:\.map)?(?:\.gz|\.br)?$/i;

/** True when the file's name carries a content hash, so the same URL can never hold other bytes. */
export function isContentHashed(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return CONTENT_HASHED_FILE.test(base);
}

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|json|html|svg|txt)$/i;

/** Precompressed siblings the build writes and the server picks by Accept-Encoding, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
