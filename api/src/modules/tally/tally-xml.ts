import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizeTree, type TallyNode, isNode } from './tally-node';

/** Tally's answer (or a file) is not what duesflow can read; the message says why, for staff. */
export class TallyFormatError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
});

/**
 * Tally writes control characters as character references (`&#4;` in some names), which XML 1.0
 * forbids; they carry nothing, so they are dropped before parsing.
 */
function dropControlCharacterReferences(xml: string): string {
  return xml.replace(/&#(x0*[0-8bcef]|x0*1[0-9a-f]|0*(?:[0-8]|1[1-2]|1[4-9]|2[0-9]|3[01]));/gi, '');
}

/** Parses one XML envelope from Tally into the generic tree; a malformed answer throws a readable error. */
export function parseTallyXml(xml: string): TallyNode {
  const cleaned = dropControlCharacterReferences(xml.replace(/^\uFEFF/, ''));
  if (cleaned.trim() === '') throw new TallyFormatError('Tally sent an empty answer');
  const valid = XMLValidator.validate(cleaned);
  if (valid !== true) {
    throw new TallyFormatError(`Tally's answer is not valid XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const tree = normalizeTree(parser.parse(cleaned));
  const envelope = isNode(tree) ? tree.envelope : undefined;
  if (!isNode(envelope)) throw new TallyFormatError("Tally's answer is not a Tally XML envelope (no <ENVELOPE>)");
  return envelope;
}

/** Tally reports a failed request inside a normal answer: <LINEERROR>, or <STATUS>0</STATUS> with a message. */
export function tallyErrorIn(envelope: TallyNode): string | null {
  const lineError = findText(envelope, 'lineerror');
  if (lineError) return lineError;
  const header = envelope.header;
  if (isNode(header) && typeof header.status === 'string' && header.status.trim() === '0') {
    return findText(envelope, 'data') ?? 'Tally answered with status 0 (the request failed)';
  }
  return null;
}

function findText(node: TallyNode, key: string): string | undefined {
  for (const [childKey, child] of Object.entries(node)) {
    if (childKey === key && typeof child === 'string' && child.trim()) return child.trim();
    for (const item of Array.isArray(child) ? child : [child]) {
      if (isNode(item)) {
        const found = findText(item, key);
        if (found) return found;
      }
    }
  }
  return undefined;
}
