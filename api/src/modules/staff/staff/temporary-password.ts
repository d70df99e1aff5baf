import { randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: read aloud or copied from a screen, nothing is mistaken. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A temporary password an admin hands a member: 16 random characters from 31 (about 79 bits), in
 * groups of four ("k7mq-2hx9-ptw4-c8ra"), well past the 10 characters a new password needs.
 */
export function temporaryPassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group++) {
    let text = '';
    for (let index = 0; index < GROUP_LENGTH; index++) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}
