/** A malformed item: names the file (relative to the item folder, or to the catalogue for folder-level problems). */
export class ItemError extends Error {
  readonly file: string;
  readonly reason: string;

  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'ItemError';
    this.file = file;
    this.reason = reason;
  }
}
