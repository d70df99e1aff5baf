/** A remote (or one of its screens) could not be fetched or evaluated. */
export class RemoteLoadError extends Error {
  readonly remoteName: string | undefined;

  constructor(remoteName: string | undefined, id: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${remoteName ? `Remote "${remoteName}"` : `"${id}"`} could not be loaded: ${reason}`, { cause });
    this.name = 'RemoteLoadError';
    this.remoteName = remoteName;
  }
}
